import AccountSummary
import Testing

@Suite("JSONDocument caps nesting depth")
struct JSONNestingDepthTests {
    @Test("512 levels parse by default")
    func atLimit() throws {
        let text = String(repeating: "[", count: 512) + "1" + String(repeating: "]", count: 512)
        var value = try JSONDocument(parsing: text).root
        for _ in 0..<512 { value = try #require(value[0]) }
        #expect(value.numberText == "1")
    }

    @Test("513 levels are refused at the 513th bracket")
    func overLimit() throws {
        let text = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        let error = try #require(JSONTestSupport.error(parsing: text))
        #expect(error.message == "arrays and objects nested deeper than 512 levels")
        #expect(error.position == JSONPosition(line: 1, column: 513, offset: 512))
        #expect(error.path == JSONPath(Array(repeating: .index(0), count: 512)))
    }

    @Test("a hostile document far deeper than the limit fails fast, without recursion")
    func hostile() throws {
        let text = String(repeating: "[", count: 1_000_000)
        let error = try #require(JSONTestSupport.error(parsing: text))
        #expect(error.message == "arrays and objects nested deeper than 512 levels")
    }

    /// Documents, a limit, and whether they parse under it.
    static let limits: [(String, Int, String?)] = [
        ("1", 0, nil),
        ("[]", 0, "line 1, column 1 ($): arrays and objects nested deeper than 0 levels"),
        ("[[1]]", 2, nil),
        (#"{"a":[{"b":1}]}"#, 3, nil),
        (#"{"a":[{"b":{}}]}"#, 3, "line 1, column 12 (a[0].b): arrays and objects nested deeper than 3 levels"),
        (#"[{"x":[]}]"#, 2, "line 1, column 7 ([0].x): arrays and objects nested deeper than 2 levels"),
    ]

    @Test("the limit can be chosen", arguments: limits)
    func chosenLimit(_ text: String, limit: Int, expected: String?) {
        #expect(JSONTestSupport.error(parsing: text, maximumDepth: limit)?.description == expected)
    }

    @Test("depth counts open containers, not siblings")
    func siblings() throws {
        let text = "[" + Array(repeating: "[[]]", count: 1_000).joined(separator: ",") + "]"
        #expect(try JSONDocument(parsing: text, maximumDepth: 3).root.count == 1_000)
    }
}
