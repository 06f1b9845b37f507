import Foundation
import Testing
@testable import AccountSummary
@testable import AccountSummaryTooling

@Suite("Batch: shards and file names")
struct BatchTests {
    @Test("FNV-1a 64 matches its published test vectors")
    func hashVectors() {
        #expect(Shard.hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(Shard.hash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(Shard.hash("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test("K/N parses only for 0 ≤ K < N", arguments: [
        ("0/1", Shard(index: 0, count: 1)), ("3/4", Shard(index: 3, count: 4)), ("4/4", nil), ("-1/4", nil),
        ("1/0", nil), ("1", nil), ("a/b", nil), ("1/2/3", nil),
    ])
    func parsing(_ text: String, _ expected: Shard?) {
        #expect(Shard(parsing: text) == expected)
    }

    @Test("shards are disjoint and together cover every id", arguments: [1, 2, 3, 7, 16])
    func cover(_ count: Int) {
        let ids = (0..<2_000).map { "customer-\($0)" } + ["", "ü", "../x", String(repeating: "z", count: 500)]
        for id in ids {
            let owners = (0..<count).filter { Shard(index: $0, count: count).contains(hash: Shard.hash(id)) }
            #expect(owners.count == 1, "\(id) in shards \(owners)")
        }
        // And the split is roughly even for a plain id space.
        let sizes = (0..<count).map { index in ids.filter { Shard(index: index, count: count).contains(hash: Shard.hash($0)) }.count }
        #expect(sizes.min()! * 2 > sizes.max()! || count == 1)
    }

    @Test("safe ids are used as they are", arguments: ["c-1", "CUST_0042", "a.b-c_d", String(repeating: "x", count: 100)])
    func safeNames(_ id: String) {
        #expect(OutputFileName.base(for: id) == id)
    }

    @Test("any other id becomes a plain file name in the folder, distinct per id", arguments: [
        "../../etc/passwd", "/etc/shadow", "..", ".", ".hidden", "", "a/b", "a\\b", "nul\u{0}byte", "ünïcode",
        String(repeating: "y", count: 101), "c-1/../../x", "CON", "line\nbreak",
    ])
    func hostileNames(_ id: String) {
        let name = OutputFileName.base(for: id)
        #expect(!name.isEmpty)
        #expect(!name.hasPrefix("."))
        #expect(!name.contains("/") && !name.contains("\\") && !name.contains("\u{0}"))
        #expect(name.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
        #expect(name.utf8.count <= OutputFileName.maximumLength + 17)
        if id != "CON" { #expect(name.contains("~")) }
        // Resolving it under a folder stays in that folder.
        let folder = URL(fileURLWithPath: "/srv/out")
        #expect(folder.appendingPathComponent(name).standardizedFileURL.deletingLastPathComponent().path == "/srv/out")
    }

    @Test("different ids never share a file name")
    func distinct() {
        let ids = ["a/b", "a_b", "a?b", "a\u{0}b", "a:b", ".a", "_a"] + (0..<500).map { "x\($0)/" }
        #expect(Set(ids.map(OutputFileName.base(for:))).count == ids.count)
    }

    @Test("lines are split on LF and CRLF with 1-based numbers; a final newline adds no line")
    func lines() {
        let input = Array("{\"customer\":{\"id\":\"c-1\"}}\r\n\n{\"customer\":{\"id\":7}}\nnot json\n".utf8)
        let lines = BatchLine.split(input)
        #expect(lines.map(\.number) == [1, 2, 3, 4])
        #expect(lines.map { String(decoding: input[$0.range], as: UTF8.self) }
            == ["{\"customer\":{\"id\":\"c-1\"}}", "", "{\"customer\":{\"id\":7}}", "not json"])
        #expect(lines.map { BatchLine.customerID(in: input[$0.range]) } == ["c-1", nil, nil, nil])
    }
}
