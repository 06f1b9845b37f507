import AccountSummaryTestSupport
import Foundation
import Testing

@Suite("account-summary batch (end to end)")
struct BatchCommandTests {
    /// 40 customers, with bad lines at known places and hostile ids.
    static func input() -> String {
        var lines: [String] = []
        for number in 1...40 {
            lines.append(#"{"customer":{"name":"Customer \#(number)","id":"c-\#(number)"},"locale":"en_US","accounts":[{"id":"a","type":"banking","name":"Main","balance":"\#(number * 100).50"}],"transactions":[{"id":"t","accountId":"a","date":"2026-11-\#(String(format: "%02d", number % 28 + 1))","description":"Item \#(number)","amount":"-\#(number).25","status":"completed"}]}"#)
        }
        lines[4] = #"{"customer":{"name":"No id"},"accounts":[]}"#
        lines[9] = "not json"
        lines[14] = lines[2]
        lines.append(#"{"customer":{"name":"Evil","id":"../../escape"},"accounts":[]}"#)
        lines.append(#"{"customer":{"name":"Abs","id":"/tmp/absolute-escape"},"accounts":[]}"#)
        return lines.joined(separator: "\n") + "\n"
    }

    static func contents(of folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            result[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        }
        return result
    }

    /// A folder's files with each ledger's lines sorted: their order follows completion, which
    /// `--jobs` changes; what they say does not.
    static func comparable(_ folder: String) throws -> [String: Data] {
        var result = try contents(of: folder)
        for (name, data) in result where name.hasPrefix("ledger") {
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").sorted()
            result[name] = Data((lines.joined(separator: "\n") + "\n").utf8)
        }
        return result
    }

    @Test("--jobs 2 writes exactly what --jobs 1 writes; bad lines go to errors.ndjson, exit 65")
    func jobsDoNotChangeOutput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.input(), to: "in.ndjson")
        let one = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("one"), "--format", "all", "--jobs", "1"])
        let two = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("two"), "--format", "all", "--jobs", "2"])
        #expect(one.status == 65)
        #expect(two.status == 65)
        #expect(one.stderr == "error: 3 of 42 lines failed; see \(folder.path("one"))/errors.ndjson\n")
        let first = try Self.comparable(folder.path("one"))
        #expect(first == (try Self.comparable(folder.path("two"))))
        #expect(first.count == 3 * 39 + 2)  // 37 good customers and the two hostile ids, three formats, plus errors and the ledger
        let errors = String(decoding: first["errors.ndjson"]!, as: UTF8.self)
        #expect(errors.split(separator: "\n").map { String($0.prefix(11)) } == [#"{"line":5,""#, #"{"line":10,"#, #"{"line":15,"#])
        // A line that is not JSON at all is a problem of the whole line: the root's path, `$`.
        let notJSON = try #require(errors.split(separator: "\n").first { $0.hasPrefix(#"{"line":10,"#) })
        #expect(notJSON.contains(#""path":"$","#))
        #expect(errors.contains(#""path":"customer.id","message":"missing (required for batch; expected a string)""#))
        #expect(errors.contains(#"is the same customer as line 3"#))
    }

    @Test("hostile ids never write outside the output folder")
    func containment() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.input(), to: "in.ndjson")
        _ = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("out/deep")])
        #expect(!FileManager.default.fileExists(atPath: folder.path("escape.txt")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("out/escape.txt")))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/absolute-escape.txt"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("out/deep"))
        #expect(names.contains { $0.hasPrefix("_._.._escape~") && $0.hasSuffix(".txt") })
        #expect(names.contains { $0.hasPrefix("_tmp_absolute-escape~") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["in.ndjson", "out"])
    }

    @Test("shards are disjoint and cover every line", arguments: [2, 3])
    func shards(_ count: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.input(), to: "in.ndjson")
        var seen: [String: Int] = [:]
        var errorLines: [Int] = []
        for index in 0..<count {
            let out = folder.path("shard-\(index)")
            let result = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", out, "--shard", "\(index)/\(count)"])
            #expect([0, 65].contains(result.status))
            for name in try FileManager.default.contentsOfDirectory(atPath: out) where name.hasSuffix(".txt") {
                seen[name, default: 0] += 1
            }
            let errors = out + "/errors-shard-\(index)-of-\(count).ndjson"
            if let text = try? String(contentsOfFile: errors, encoding: .utf8) {
                errorLines += text.split(separator: "\n").compactMap { Int($0.dropFirst(8).prefix { $0.isNumber }) }
            }
        }
        #expect(seen.count == 39)
        #expect(seen.values.allSatisfy { $0 == 1 })
        #expect(errorLines.sorted() == [5, 10, 15])
    }

    @Test("a killed run resumed with --resume ends complete, rewriting only what the ledger does not vouch for")
    func resume() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.input(), to: "in.ndjson")
        let out = folder.path("out")
        // The reference: one uninterrupted run.
        _ = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("reference"), "--format", "all"])
        let reference = try Self.contents(of: folder.path("reference"))
        let referenceLedger = String(decoding: reference["ledger.ndjson"]!, as: UTF8.self).split(separator: "\n")

        // A "killed" run: some statements written (atomically, so each is whole) with their ledger
        // lines; c-8's files landed but not its line; a stray temporary file as a kill mid-write leaves.
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        for name in ["c-1", "c-2", "c-7", "c-8"] {
            for ext in ["txt", "ansi", "html"] {
                try reference["\(name).\(ext)"]!.write(to: URL(fileURLWithPath: "\(out)/\(name).\(ext)"))
            }
        }
        let prefixes = [#"{"customer":"c-1","#, #"{"customer":"c-2","#, #"{"customer":"c-7","#]
        let kept = referenceLedger.filter { line in prefixes.contains { line.hasPrefix($0) } }
        #expect(kept.count == 3)
        try (kept.joined(separator: "\n") + "\n").write(toFile: out + "/ledger.ndjson", atomically: false, encoding: .utf8)
        try "partial".write(toFile: out + "/.c-9.txt.tmp-AbC123", atomically: false, encoding: .utf8)
        let marker = Date(timeIntervalSince1970: 1_000_000)
        for name in ["c-1", "c-8"] {
            for ext in ["txt", "ansi", "html"] {
                try FileManager.default.setAttributes([.modificationDate: marker], ofItemAtPath: "\(out)/\(name).\(ext)")
            }
        }
        let resumed = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", out, "--format", "all", "--resume"])
        #expect(resumed.status == 65)
        // What the ledger vouched for was kept, not rewritten; c-8, in no ledger line, was written again …
        let date = { (name: String) in try FileManager.default.attributesOfItem(atPath: "\(out)/\(name)")[.modificationDate] as? Date }
        #expect(try date("c-1.txt") == marker)
        #expect(try date("c-8.txt") != marker)
        let ledger = try String(contentsOfFile: out + "/ledger.ndjson", encoding: .utf8).split(separator: "\n")
        #expect(ledger.filter { $0.contains(#""status":"kept""#) }.count == 3)
        #expect(ledger.count == 3 + referenceLedger.count)
        // … and the statements equal the uninterrupted run's (the ledger is a log of both runs).
        var result = try Self.contents(of: out)
        result[".c-9.txt.tmp-AbC123"] = nil
        result["ledger.ndjson"] = nil
        var expected = reference
        expected["ledger.ndjson"] = nil
        #expect(result == expected)
        let verify = try ToolRunner.run(["batch", "verify", folder.path("in.ndjson"), "--output-dir", out])
        #expect(verify.status == 65, "the stray temporary file is not accounted for")
        #expect(verify.stderr.contains(#"stray: ".c-9.txt.tmp-AbC123""#), "\(verify.stderr)")
    }

    @Test("usage errors", arguments: [
        (["batch", "x.ndjson"], "error: missing --output-dir"),
        (["batch", "x.ndjson", "--output-dir", "o", "--shard", "2/2"], "error: --shard \"2/2\""),
        (["batch", "x.ndjson", "--output-dir", "o", "--jobs", "0"], "error: --jobs \"0\""),
        (["batch", "x.ndjson", "--output-dir", "o", "--format", "docx"], "error: unknown format \"docx\""),
    ])
    func usage(_ arguments: [String], _ message: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(message))
    }
}
