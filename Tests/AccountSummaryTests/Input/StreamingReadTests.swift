import AccountSummaryFixtures
import AccountSummaryTestSupport
import Foundation
import Testing
@testable import AccountSummary
import AccountSummaryScale

/// The streamed read must be indistinguishable from the whole-document read: same statement,
/// or the same problems with the same paths, lines, columns and order.
@Suite("Streaming statement reads")
struct StreamingReadTests {
    static func whole(_ bytes: [UInt8], cap: Int = 50) -> Result<Statement, StatementError> {
        Result { () throws(StatementError) in try StatementReader.read(bytes, maximumProblems: cap) }
    }

    static func streamed(
        _ bytes: [UInt8], cap: Int = 50, jobs: Int = 1, consumed: (Int) -> Void = { _ in }
    ) -> Result<Statement, StatementError> {
        bytes.withUnsafeBufferPointer { input in
            Result { () throws(StatementError) in
                try StatementReader.read(streaming: input, maximumProblems: cap, jobs: jobs, consumed: consumed)
            }
        }
    }

    /// The spans the parser's streamed pass finds, as text: the array's, then each element's.
    static func spans(_ text: String) throws -> [String]? {
        let bytes = Array(text.utf8)
        let found = try JSONBytes.reading(bytes) { input throws(JSONError) in
            try JSONParser.spans(ofArray: "transactions", in: input)
        }
        guard let found else { return nil }
        return ([found.array] + found.elements).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    @Test("the streamed pass finds the top-level array and its elements, and nothing else")
    func streamedSpans() throws {
        #expect(try Self.spans(#"{"a":1, "transactions": [ {"id":"t"} ,2,"x" , [[]] ], "b":{}}"#)
                == [#"[ {"id":"t"} ,2,"x" , [[]] ]"#, #"{"id":"t"}"#, "2", #""x""#, "[[]]"])
        #expect(try Self.spans(#"{"transactions":[]}"#) == ["[]"])
        #expect(try Self.spans(#"{"transactions":{}}"#) == nil)  // not an array
        #expect(try Self.spans(#"{"x":{"transactions":[1]}}"#) == nil)  // not at the top level
        #expect(try Self.spans(#"{"transaction\u0073":[1]}"#) == nil)  // an escaped key is read whole
        #expect(try Self.spans(#"[{"transactions":[1]}]"#) == nil)
        #expect(throws: JSONError.self) { try Self.spans(#"{"transactions":[1,]}"#) }
    }

    /// The blocks the parser hands over, each with the tape a parse of `[` + its bytes + `]`
    /// builds: what the walker reads is the same document either way.
    @Test("each block handed over is the document its bytes parse to", arguments: [1, 2, 3, 7])
    func blocksAreTheirBytesParsed(blockSize: Int) throws {
        let generated = StatementDocumentGenerator().document(transactionCount: 20).bytes
        let text = #"{"a":[1], "transactions": [ {"id":"t\u00e9","n":[{"x":[]},{}]} ,2,"x" , [[]], {}, [1,[2,{"k":null}]], -1.5e3,"#
            + #" true ], "b":{"c":[{}]}}"#
        for bytes in [generated, Array(text.utf8)] {
            var blocks: [JSONParser.Block] = []
            let array = try JSONBytes.reading(bytes) { input throws(JSONError) in
                try JSONParser.stream(array: "transactions", in: input, blockSize: blockSize) { blocks.append($0) }
            }
            #expect(array != nil)
            var next = 0
            for block in blocks {
                #expect(block.first == next)
                let reparsed = try JSONDocument(parsing: [UInt8(ascii: "[")] + bytes[block.span] + [UInt8(ascii: "]")])
                #expect(block.document.bytes == reparsed.bytes)
                let tape = block.document.storage.tape, expected = reparsed.storage.tape
                #expect(tape.count == expected.count)
                #expect((0..<min(tape.count, expected.count)).allSatisfy { tape[$0] == expected[$0] })
                next += block.document.root.count
                #expect(block.document.root.count <= blockSize)
            }
            #expect(next == (try JSONDocument(parsing: bytes)).root["transactions"]?.count)
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
        // Syntax errors anywhere give the whole read's exact message.
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

    /// `base` with one to three bytes removed, inserted or replaced at random, from JSON's
    /// punctuation, digits, letters, a newline and bytes of broken UTF-8.
    static func mutated(_ base: [UInt8], with random: inout SeededRandom) -> [UInt8] {
        let alphabet = Array(#"{}[],:"\ 0123456789.-eE+abcdefghijklmnopqrstuvwxyz"#.utf8) + [0x0A, 0xC3, 0xA9, 0xFF, 0x80]
        var bytes = base
        for _ in 0..<(1 + random.below(3)) {
            let position = random.below(bytes.count)
            switch random.below(3) {
            case 0: bytes.remove(at: position)
            case 1: bytes.insert(alphabet[random.below(alphabet.count)], at: position)
            default: bytes[position] = alphabet[random.below(alphabet.count)]
            }
        }
        return bytes
    }

    @Test("thousands of seeded mutations read the same streamed")
    func mutations() throws {
        let base = Array(try String(contentsOf: PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/en_IN.json"), encoding: .utf8).utf8)
        var random = SeededRandom(seed: 0x57EA)
        var differing: [String] = []
        var streamedPath = 0  // documents that parse, so the streamed walk itself was compared
        for _ in 0..<3_000 {
            let bytes = Self.mutated(base, with: &random)
            let whole = Self.whole(bytes)
            if Self.streamed(bytes) != whole {
                differing.append(String(decoding: bytes, as: UTF8.self))
            }
            if (try? JSONDocument(parsing: bytes)) != nil { streamedPath += 1 }
        }
        #expect(streamedPath > 500, "only \(streamedPath) mutated documents parsed")
        #expect(differing.isEmpty, "\(differing.count) documents read differently, e.g. \(differing.first ?? "")")
    }

    @Test("the read reports its progress through the transactions, a block at a time, in order")
    func progress() throws {
        let count = 2 * StatementReader.Walker.blockSize + 100
        let generated = StatementDocumentGenerator().document(transactionCount: count)
        var offsets: [Int] = []
        let statement = try Self.streamed(generated.bytes) { offsets.append($0) }.get()
        #expect(statement.transactions.count == count)
        #expect(offsets.count == 3)
        #expect(offsets == offsets.sorted())
        #expect(offsets.last! < generated.bytes.count)
        #expect(statement == (try Self.whole(generated.bytes).get()))
    }

    /// A generated document whose transactions `numbers` have a status that is not one.
    static func withBadStatuses(_ count: Int, _ numbers: [Int]) -> [UInt8] {
        let separator = #""status":""#
        var pieces = String(decoding: StatementDocumentGenerator().document(transactionCount: count).bytes, as: UTF8.self)
            .components(separatedBy: separator)
        for number in numbers { pieces[number + 1] = "bogus" + pieces[number + 1] }
        return Array(pieces.joined(separator: separator).utf8)
    }

    @Test("two threads read the same statement, problems and progress as one", arguments: [
        [],  // no problems
        [3, 4_500, 4_501, 9_000, 15_000],  // in both halves of a block, and in the next block
        Array(stride(from: 10, to: 16_000, by: 150)),  // past the cap, from both threads
    ])
    func twoJobs(badStatuses: [Int]) throws {
        let bytes = Self.withBadStatuses(16_500, badStatuses)
        for cap in [3, 50] {
            var oneJob: [Int] = [], twoJobs: [Int] = []
            let one = Self.streamed(bytes, cap: cap, jobs: 1) { oneJob.append($0) }
            #expect(Self.streamed(bytes, cap: cap, jobs: 2) { twoJobs.append($0) } == one)
            #expect(one == Self.whole(bytes, cap: cap))
            #expect(twoJobs == oneJob)
            if case .failure(let error) = one {
                #expect(error.lines.count == min(cap, badStatuses.count) + (badStatuses.count > cap ? 1 : 0))
            } else {
                #expect(badStatuses.isEmpty)
            }
        }
    }

    @Test("transactions before the accounts are walked once the header is known, the same on one thread or two")
    func transactionsBeforeAccounts() throws {
        let text = String(decoding: Self.withBadStatuses(16_500, [3, 9_000, 16_000]), as: UTF8.self)
        let accounts = try #require(text.range(of: #""accounts":"#)), transactions = try #require(text.range(of: #""transactions":"#))
        let close = try #require(text.range(of: "}", options: .backwards))
        #expect(text[accounts.lowerBound..<transactions.lowerBound].hasSuffix(","))
        let reordered = text[..<accounts.lowerBound] + text[transactions.lowerBound..<close.lowerBound] + ","
            + text[accounts.lowerBound..<transactions.lowerBound].dropLast() + "}"
        let bytes = Array(reordered.utf8)
        for cap in [2, 50] {
            let whole = Self.whole(bytes, cap: cap)
            #expect(Self.streamed(bytes, cap: cap, jobs: 1) == whole)
            #expect(Self.streamed(bytes, cap: cap, jobs: 2) == whole)
            guard case .failure(let error) = whole else {
                Issue.record("bad statuses were read")
                continue
            }
            #expect(error.lines.count == min(cap, 3) + (cap < 3 ? 1 : 0))
        }
    }

    @Test("a period written after the transactions still checks them, the same on one thread or two",
          arguments: [true, false])
    func periodAfterTransactions(periodFirst: Bool) throws {
        // The accounts come first, so blocks are walked as they arrive; the period may not.
        let period = #""period":{"start":"2026-11-01","end":"2026-11-30"}"#
        let transactions = (0..<20_000).map { index in
            let day = index == 12_345 ? "2026-10-31" : "2026-11-\(String(format: "%02d", index % 30 + 1))"
            return #"{"id":"t-\#(index)","accountId":"a","date":"\#(day)","description":"Café \#(index)","amount":"-1.25","status":"completed"}"#
        }.joined(separator: ",")
        let head = #"{"customer":{"name":"Zoë"},"accounts":[{"id":"a","type":"banking","name":"A","balance":"1"}],"#
        let text = periodFirst
            ? head + period + #","transactions":["# + transactions + "]}"
            : head + #""transactions":["# + transactions + "]," + period + "}"
        let bytes = Array(text.utf8)
        let whole = Self.whole(bytes)
        guard case .failure(let error) = whole else {
            Issue.record("a completed transaction outside the period was read")
            return
        }
        #expect(error.lines.contains { $0.hasPrefix("transactions[12345].date: ") })
        // Compared as their error lines: a statement of 20,000 transactions would flood the failure.
        func lines(_ result: Result<Statement, StatementError>) -> [String] {
            switch result {
            case .success(let statement): ["read \(statement.transactions.count) transactions, no problem"]
            case .failure(let error): error.lines
            }
        }
        #expect(lines(Self.streamed(bytes, jobs: 1)) == error.lines)
        #expect(lines(Self.streamed(bytes, jobs: 2)) == error.lines)
    }

    @Test("with two threads, a syntax error in the second half gives the whole read's message")
    func twoJobsSyntaxError() {
        let separator = #""status":""#
        var pieces = String(decoding: StatementDocumentGenerator().document(transactionCount: 9_000).bytes, as: UTF8.self)
            .components(separatedBy: separator)
        pieces[7_000] += ","  // `,,` before a status
        let bytes = Array(pieces.joined(separator: separator).utf8)
        let whole = Self.whole(bytes)
        #expect(Self.streamed(bytes, jobs: 2) == whole)
        guard case .failure(let error) = whole else {
            Issue.record("a document with a syntax error was read")
            return
        }
        let first = error.lines.first ?? ""
        #expect(first.hasPrefix("line 1, column"), "\(first)")
    }

    // MARK: Transaction elements written many ways

    /// One transaction element written many ways, valid and not: the streamed read (spans,
    /// blocks) must give what the whole read gives for each.
    static let elementVariants: [String] = [
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"Coffee","amount":"-4.50","status":"pending"}"#,
        #"{ "status" : "completed" ,"amount":"1e3", "description":"Café ☕ 日本","date":"2026-11-01T09:15:00.25+05:30","accountId":"a","id":"t" }"#,
        "{\n\t\"id\":\"t\",\r\n\"accountId\":\"a\",\"date\":\"2026-11-01\",\"description\":\"\",\"amount\":\"0\",\"status\":\"pending\"}",
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x","amount":-4.5,"status":"pending"}"#,  // a number
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"say \"hi\" \\ \/ \n\t","amount":"1","status":"pending"}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x","amount":1E+2,"status":"pending"}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x","amount":-0.0e-0 ,"status":"pending"}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x","amount":01,"status":"pending"}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x","amount":.5,"status":"pending"}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x","amount":1.,"status":"pending"}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x","amount":+1,"status":"pending"}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x","amount":1e,"status":"pending"}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x","amount":1.5.3,"status":"pending"}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x","amount":"\u0031","status":"pending"}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x","amount":"1\/","status":"pending"}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x","amount":true,"status":"pending"}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x\q","amount":"1","status":"pending"}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x\u00e9","amount":"1","status":"pending"}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x","amount":"1","status":"pend\/ing"}"#,
        #"{"id":"t\u0031","accountId":"a","date":"2026-11-01","description":"x","amount":"1","status":"pending"}"#,  // an escape
        #"{"i\u0064":"t","accountId":"a","date":"2026-11-01","description":"x","amount":"1","status":"pending"}"#,  // an escaped key
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x","amount":"1","status":"pending","note":"n"}"#,
        #"{"id":"t","id":"u","accountId":"a","date":"2026-11-01","description":"x","amount":"1","status":"pending"}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x","amount":"1"}"#,
        #"{"id":"t","accountId":"zz","date":"2026-11-01","description":"x","amount":"1","status":"pending"}"#,
        #"{"id":"t","accountId":"a","date":"2026-02-30","description":"x","amount":"1","status":"pending"}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x","amount":"12,50","status":"pending"}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x","amount":"1","status":"done"}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":null,"amount":"1","status":"pending"}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x","amount":"1","status":"pending",}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x","amount":"1","status":"pending"]"#,
        #"{"id":"t" "accountId":"a","date":"2026-11-01","description":"x","amount":"1","status":"pending"}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"x","amount":"1","status":"pending"}}"#,
        #"{"id":"t","accountId":"a","date":"2026-11-01","description":"tab\#there","amount":"1","status":"pending"}"#,
        #"[]"#, #"{}"#, #""t""#,
    ]

    @Test("transaction elements written any way read as the whole read reads them", arguments: 0..<elementVariants.count)
    func elementVariant(_ number: Int) {
        let element = Self.elementVariants[number]
        let text = #"{"customer":{"name":"N"},"accounts":[{"id":"a","type":"banking","name":"A","balance":"1"}],"transactions":["#
            + element + "," + Self.elementVariants[0] + "]}"
        var bytes = Array(text.utf8)
        #expect(Self.streamed(bytes) == Self.whole(bytes))
        // Invalid UTF-8 in the description: an overlong "/", a surrogate, a lone continuation byte.
        for invalid: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0x80]] {
            guard let range = text.utf8.firstRange(of: Array("Coffee".utf8)) ?? text.utf8.firstRange(of: Array(#""x""#.utf8)) else { continue }
            bytes = Array(text.utf8)
            bytes.insert(contentsOf: invalid, at: text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound) + 1)
            #expect(Self.streamed(bytes) == Self.whole(bytes))
        }
    }

    @Test("seeded mutations of a transaction-heavy document read the same streamed")
    func transactionMutations() throws {
        let base = StatementDocumentGenerator().document(transactionCount: 40).bytes
        var random = SeededRandom(seed: 0x7A11)
        var differing = 0
        var example = ""
        for _ in 0..<2_000 {
            let bytes = Self.mutated(base, with: &random)
            if Self.streamed(bytes) != Self.whole(bytes) {
                differing += 1
                example = String(decoding: bytes, as: UTF8.self)
            }
        }
        #expect(differing == 0, "\(differing) documents read differently, e.g. \(example)")
    }
}
