import AccountSummary
import Testing

@Suite("JSONDocument decodes escapes")
struct JSONEscapeTests {
    /// Escaped JSON string contents and their values.
    static let escapes: [(String, String)] = [
        (#"\""#, "\""),
        (#"\\"#, "\\"),
        (#"\/"#, "/"),
        (#"\b\f\n\r\t"#, "\u{08}\u{0C}\n\r\t"),
        (#"\u0041"#, "A"),
        (#"\u00e9\u00E9"#, "éé"),
        (#"\u20AC"#, "€"),
        (#"\u0000"#, "\u{0}"),
        (#"\u001f"#, "\u{1F}"),
        (#"\uFFFF"#, "\u{FFFF}"),
        (#"\ud83d\ude00"#, "😀"),
        (#"\uD83D\uDE00"#, "😀"),
        (#"\uDBFF\uDFFF"#, "\u{10FFFF}"),
        (#"\uD800\uDC00"#, "\u{10000}"),
        (#"a\u005Cb"#, "a\\b"),
        (#"caf\u00e9 \ud83d\ude00\n"#, "café 😀\n"),
        (#"long text before the escape: \"quoted\" and after it"#, #"long text before the escape: "quoted" and after it"#),
        (#"Online \"Store\""#, #"Online "Store""#),
    ]

    @Test("escapes decode to their characters", arguments: escapes)
    func decodes(_ escaped: String, value: String) throws {
        let document = try JSONDocument(parsing: "[\"\(escaped)\"]")
        let string = try #require(document.root[0])
        #expect(string.string == value)
    }

    /// Bad escapes, the message, and the column of the backslash.
    static let invalid: [(String, String, Int)] = [
        (#""\x""#, #"invalid escape \x in a string (the escapes are \" \\ \/ \b \f \n \r \t \uXXXX)"#, 2),
        (#""\a""#, #"invalid escape \a in a string (the escapes are \" \\ \/ \b \f \n \r \t \uXXXX)"#, 2),
        (#""\'""#, #"invalid escape \' in a string (the escapes are \" \\ \/ \b \f \n \r \t \uXXXX)"#, 2),
        (#""\U0041""#, #"invalid escape \U in a string (the escapes are \" \\ \/ \b \f \n \r \t \uXXXX)"#, 2),
        (#""ab\u12G4""#, #"invalid escape \u12G4 in a string (expected 4 hex digits after \u)"#, 4),
        (#""\u12""#, #"invalid escape \u12 in a string (expected 4 hex digits after \u)"#, 2),
        (#""\u""#, #"invalid escape \u in a string (expected 4 hex digits after \u)"#, 2),
        (#""\ud800""#, #"unpaired surrogate \uD800 in a string"#, 2),
        (#""\uDBFF""#, #"unpaired surrogate \uDBFF in a string"#, 2),
        (#""\udc00""#, #"unpaired surrogate \uDC00 in a string"#, 2),
        (#""\uDFFF\uD800""#, #"unpaired surrogate \uDFFF in a string"#, 2),
        (#""\ud800\u0041""#, #"unpaired surrogate \uD800 in a string"#, 2),
        (#""\ud800\ud800""#, #"unpaired surrogate \uD800 in a string"#, 2),
        (#""\ud800x""#, #"unpaired surrogate \uD800 in a string"#, 2),
        (#""a\ud800\n""#, #"unpaired surrogate \uD800 in a string"#, 3),
        (#""\ud800\u12""#, #"invalid escape \u12 in a string (expected 4 hex digits after \u)"#, 8),
    ]

    @Test("invalid escapes and lone surrogates are refused", arguments: invalid)
    func invalidEscape(_ document: String, message: String, column: Int) throws {
        let error = try #require(JSONTestSupport.error(parsing: document))
        #expect(error.message == message)
        #expect(error.position?.column == column)
    }

    @Test("a backslash at the end of the input")
    func backslashAtEnd() throws {
        let error = try #require(JSONTestSupport.error(parsing: #""abc\"#))
        #expect(error.description == "line 1, column 6 ($): expected the closing quote of a string, found end of input")
    }

    @Test("escaped keys are found by their decoded value")
    func escapedKey() throws {
        let document = try JSONDocument(parsing: #"{"a\u0062":1,"\"q\"":2,"caf\u00e9":3}"#)
        #expect(document.root["ab"]?.numberText == "1")
        #expect(document.root["\"q\""]?.numberText == "2")
        #expect(document.root["café"]?.numberText == "3")
        #expect(document.root.members.map(\.key) == ["ab", "\"q\"", "café"])
        #expect(document.root.members.first?.keyEquals("ab") == true)
    }
}
