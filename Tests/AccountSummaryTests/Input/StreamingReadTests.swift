import AccountSummaryTestSupport
import Foundation
import Testing
@testable import AccountSummary

/// The streamed read must be indistinguishable from the whole-document read: same statement,
/// or the same problems with the same paths, lines, columns and order.
@Suite("Streaming statement reads")
struct StreamingReadTests {
    static func whole(_ bytes: [UInt8], cap: Int = 50) -> Result<Statement, StatementError> {
        Result { () throws(StatementError) in try StatementReader.read(bytes, maximumProblems: cap) }
    }

    static func streamed(_ bytes: [UInt8], cap: Int = 50, consumed: (Int) -> Void = { _ in }) -> Result<Statement, StatementError> {
        bytes.withUnsafeBufferPointer { input in
            Result { () throws(StatementError) in try StatementReader.read(streaming: input, maximumProblems: cap, consumed: consumed) }
        }
    }

    static let fixtures = ["en_IN", "de_DE", "ar_EG", "he_IL", "empty-statement", "empty-lists", "paged", "hostile"]

    @Test("fixtures read the same streamed", arguments: fixtures)
    func fixture(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/\(name).json")))
        #expect(Self.streamed(bytes) == Self.whole(bytes))
    }

    @Test("problems keep their paths, positions and order", arguments: [
        // Problems before, inside and after the transactions array; several lines.
        """
        {"customer": {},
         "transactions": [
           {"id": "t", "accountId": "zz", "date": "2026-02-30", "description": 5, "amount": "12,50", "status": "done"},
           {"id": "u"}
         ],
         "accounts": [{"id": "a", "type": "savings", "name": "A", "balance": "1"}],
         "currency": "usd"}
        """,
        #"{"transactions":[{"id":"t","accountId":"a","date":"2026-11-01","description":"d","amount":"1","status":"pending"}],"customer":{"name":"N"},"accounts":[{"id":"a","type":"banking","name":"A","balance":"x"}]}"#,
        #"{"customer":{"name":"N"},"accounts":[],"transactions":[]}"#,
        #"{"customer":{"name":"N"},"accounts":[],"transactions":[1, "two", null, []]}"#,
        // Syntax errors anywhere fall back to the whole read and its exact message.
        #"{"customer":{"name":"N"},"accounts":[],"transactions":[{"id":1,}]}"#,
        #"{"customer":{"name":"N"},"accounts":[],"transactions":[{"id":"a","id":"b"}]}"#,
        #"{"customer":{"name":"N"},"accounts":[],"transactions":[{"a":1}],"transactions":[]}"#,
        #"{"customer":{"name":"N",},"accounts":[],"transactions":[]}"#,
        #"{"customer":{"name":"N"},"accounts":[],"transactions":[{"a":1}] "x":1}"#,
        #"{"customer":{"name":"N"},"accounts":[],"transactions":[{"a":1},]}"#,
        #"{"customer":{"name":"N"},"accounts":[],"transactions":{"a":1}}"#,
        #"[1,2,3]"#,
        "",
    ])
    func problems(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(Self.streamed(bytes) == Self.whole(bytes))
        #expect(Self.streamed(bytes, cap: 2) == Self.whole(bytes, cap: 2))
    }

    @Test("thousands of seeded mutations read the same streamed")
    func mutations() throws {
        let base = Array(try String(contentsOf: PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/en_IN.json"), encoding: .utf8).utf8)
        var random = SeededRandom(seed: 0x57EA)
        let alphabet = Array(#"{}[],:"\ 0123456789.-eE+abcdefghijklmnopqrstuvwxyz"#.utf8) + [0x0A, 0xC3, 0xA9, 0xFF]
        var differing: [String] = []
        var streamedPath = 0  // documents that parse, so the streamed walk itself was compared
        for _ in 0..<3_000 {
            var bytes = base
            for _ in 0..<(1 + random.below(3)) {
                let position = random.below(bytes.count)
                switch random.below(3) {
                case 0: bytes.remove(at: position)
                case 1: bytes.insert(alphabet[random.below(alphabet.count)], at: position)
                default: bytes[position] = alphabet[random.below(alphabet.count)]
                }
            }
            let whole = Self.whole(bytes)
            if Self.streamed(bytes) != whole {
                differing.append(String(decoding: bytes, as: UTF8.self))
            }
            if (try? JSONDocument(parsing: bytes)) != nil { streamedPath += 1 }
        }
        #expect(streamedPath > 500, "only \(streamedPath) mutated documents parsed")
        #expect(differing.isEmpty, "\(differing.count) documents read differently, e.g. \(differing.first ?? "")")
    }

    @Test("the read reports its progress through the transactions, in order")
    func progress() throws {
        let generated = StatementDocumentGenerator().document(transactionCount: 500)
        var offsets: [Int] = []
        let statement = try Self.streamed(generated.bytes) { offsets.append($0) }.get()
        #expect(statement.transactions.count == 500)
        #expect(offsets.count == 500)
        #expect(offsets == offsets.sorted())
        #expect(offsets.last! < generated.bytes.count)
        #expect(statement == (try Self.whole(generated.bytes).get()))
    }
}
