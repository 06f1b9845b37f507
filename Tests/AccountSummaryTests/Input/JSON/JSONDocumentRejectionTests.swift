import AccountSummary
import Testing

@Suite("JSONDocument rejects what RFC 8259 forbids")
struct JSONDocumentRejectionTests {
    static let grammar: [JSONRejection] = [
        JSONRejection("", #"expected a value, found end of input"#, column: 1),
        JSONRejection("   ", #"expected a value, found end of input"#, column: 4),
        JSONRejection("\n\n", #"expected a value, found end of input"#, line: 3, column: 1),
        JSONRejection(#"{"a":1,}"#, #"expected a string key after ",", found "}" (trailing commas are not allowed)"#, column: 8),
        JSONRejection("[1,2,]", #"expected a value after ",", found "]" (trailing commas are not allowed)"#, column: 6, path: "[2]"),
        JSONRejection("[,1]", #"expected a value or "]", found ",""#, column: 2),
        JSONRejection("{\"a\":1 // note\n}", #"expected "," or "}" after an object member, found "/" (comments are not allowed)"#, column: 8, path: "a"),
        JSONRejection("/* note */ 1", #"expected a value, found "/" (comments are not allowed)"#, column: 1),
        JSONRejection("{'a':1}", #"expected a string key or "}", found "'" (strings take double quotes)"#, column: 2),
        JSONRejection("['a']", #"expected a value or "]", found "'" (strings take double quotes)"#, column: 2),
        JSONRejection("NaN", #"expected a value, found "NaN" (not a JSON number)"#, column: 1),
        JSONRejection("[Infinity]", #"expected a value or "]", found "Infinity" (not a JSON number)"#, column: 2),
        JSONRejection("-Infinity", #"invalid number "-Infinity": expected a digit after "-""#, column: 1),
        JSONRejection("01", #"invalid number "01": leading zeros are not allowed"#, column: 1),
        JSONRejection("[-007]", #"invalid number "-007": leading zeros are not allowed"#, column: 2, path: "[0]"),
        JSONRejection("+1", #"expected a value, found "+1" (numbers do not start with "+")"#, column: 1),
        JSONRejection(".5", #"expected a value, found ".5" (numbers need a digit before ".")"#, column: 1),
        JSONRejection("1.", #"invalid number "1.": expected a digit after the decimal point"#, column: 1),
        JSONRejection("1.e5", #"invalid number "1.e5": expected a digit after the decimal point"#, column: 1),
        JSONRejection("1e", #"invalid number "1e": expected a digit in the exponent"#, column: 1),
        JSONRejection(#"{"x":1e+}"#, #"invalid number "1e+": expected a digit in the exponent"#, column: 6, path: "x"),
        JSONRejection("-", #"invalid number "-": expected a digit after "-""#, column: 1),
        JSONRejection("0x1F", #"expected the end of the document, found "x1F""#, column: 2),
        JSONRejection("1.5.3", #"expected the end of the document, found ".3" (numbers need a digit before ".")"#, column: 4),
        JSONRejection("tru", #"expected a value, found "tru""#, column: 1),
        JSONRejection("[nul]", #"expected a value or "]", found "nul""#, column: 2),
        JSONRejection("True", #"expected a value, found "True""#, column: 1),
        JSONRejection("[true false]", #"expected "," or "]" after an array element, found "false""#, column: 7, path: "[0]"),
        JSONRejection("[1 2]", #"expected "," or "]" after an array element, found "2""#, column: 4, path: "[0]"),
        JSONRejection(#"{"a" 1}"#, #"expected ":" after an object key, found "1""#, column: 6, path: "a"),
        JSONRejection(#"{"a":1 "b":2}"#, #"expected "," or "}" after an object member, found "\"""#, column: 8, path: "a"),
        JSONRejection(#"{"a":}"#, #"expected a value, found "}""#, column: 6, path: "a"),
        JSONRejection(#"{"a":1]"#, #"expected "," or "}" after an object member, found "]""#, column: 7, path: "a"),
        JSONRejection("[1}", #"expected "," or "]" after an array element, found "}""#, column: 3, path: "[0]"),
        JSONRejection("{1:2}", #"expected a string key or "}", found "1""#, column: 2),
        JSONRejection("[", #"expected a value or "]", found end of input"#, column: 2),
        JSONRejection("{", #"expected a string key or "}", found end of input"#, column: 2),
        JSONRejection(#"{"a":1"#, #"expected "," or "}" after an object member, found end of input"#, column: 7, path: "a"),
        JSONRejection(#"{"a""#, #"expected ":" after an object key, found end of input"#, column: 5, path: "a"),
        JSONRejection("[1,2", #"expected "," or "]" after an array element, found end of input"#, column: 5, path: "[1]"),
        JSONRejection("[1,", #"expected a value after ",", found end of input"#, column: 4, path: "[1]"),
        JSONRejection("1 2", #"expected the end of the document, found "2""#, column: 3),
        JSONRejection("{}x", #"expected the end of the document, found "x""#, column: 3),
        JSONRejection("[]]", #"expected the end of the document, found "]""#, column: 3),
        JSONRejection(#""abc"#, #"expected the closing quote of a string, found end of input"#, column: 5),
        JSONRejection(#"{"ab"#, #"expected the closing quote of a string, found end of input"#, column: 5),
        JSONRejection("\"a\u{01}b\"", #"unescaped control character U+0001 in a string"#, column: 3),
        JSONRejection("[\"tab\there\"]", #"unescaped control character U+0009 in a string"#, column: 6, path: "[0]"),
        JSONRejection("\"line\nbreak\"", #"unescaped control character U+000A in a string"#, column: 6),
        JSONRejection("{\"k\u{1F}\":1}", #"unescaped control character U+001F in a string"#, column: 4),
        JSONRejection("\u{01}", #"expected a value, found "\u{1}""#, column: 1),
        JSONRejection("\u{201C}a\u{201D}", #"expected a value, found "“""#, column: 1),
        JSONRejection(
            "{\n  \"accounts\": [{}, {},\n    {\"balance\":1]\n  ]\n}",
            #"expected "," or "}" after an object member, found "]""#,
            line: 3, column: 17, path: "accounts[2].balance"
        ),
        JSONRejection("{\r\n\"a\":\r\n  x}", #"expected a value, found "x""#, line: 3, column: 3, path: "a"),
        JSONRejection(#"{"café": x}"#, #"expected a value, found "x""#, column: 10, path: #"["café"]"#),
        JSONRejection(#"{"a b":[{"c":[1,]}]}"#, #"expected a value after ",", found "]" (trailing commas are not allowed)"#, column: 17, path: #"["a b"][0].c[1]"#),
    ]

    @Test("grammar violations", arguments: grammar)
    func grammarViolation(_ rejection: JSONRejection) throws {
        try expectRejection(rejection)
    }

    static let byteOrderMarks: [JSONRejection] = [
        JSONRejection(bytes: [0x5B, 0xEF, 0xBB, 0xBF, 0x31, 0x5D],
                      #"expected a value or "]", found a byte order mark (U+FEFF) (a byte order mark is allowed only at the very start)"#,
                      column: 2),
        JSONRejection(bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x31],
                      #"expected a value, found a byte order mark (U+FEFF) (a byte order mark is allowed only at the very start)"#,
                      column: 1),
        JSONRejection(bytes: [0x20, 0xEF, 0xBB, 0xBF, 0x31],
                      #"expected a value, found a byte order mark (U+FEFF) (a byte order mark is allowed only at the very start)"#,
                      column: 2),
        JSONRejection(bytes: [0x31, 0xEF, 0xBB, 0xBF],
                      #"expected the end of the document, found a byte order mark (U+FEFF) (a byte order mark is allowed only at the very start)"#,
                      column: 2),
        JSONRejection(bytes: [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00], "expected a value, found byte 0xFF", column: 1),
        JSONRejection(bytes: [0xFE, 0xFF, 0x00, 0x5B, 0x00, 0x5D], "expected a value, found byte 0xFE", column: 1),
        JSONRejection(bytes: [0xEF, 0xBB, 0xBF, 0x5B, 0x31, 0x2C, 0x5D],
                      #"expected a value after ",", found "]" (trailing commas are not allowed)"#, column: 4, path: "[1]"),
    ]

    @Test("a byte order mark anywhere but the start, and UTF-16 input", arguments: byteOrderMarks)
    func byteOrderMark(_ rejection: JSONRejection) throws {
        try expectRejection(rejection)
    }

    @Test("the full description names line, column and path")
    func fullDescription() throws {
        let error = try #require(JSONTestSupport.error(parsing: "{\n  \"accounts\": [{}, {},\n    {\"balance\":1]\n  ]\n}"))
        #expect(error.description
            == #"line 3, column 17 (accounts[2].balance): expected "," or "}" after an object member, found "]""#)
    }

    @Test("the error at the root names the path $")
    func rootPath() throws {
        let error = try #require(JSONTestSupport.error(parsing: "[1,2"))
        #expect(error.description == #"line 1, column 5 ([1]): expected "," or "]" after an array element, found end of input"#)
        let empty = try #require(JSONTestSupport.error(parsing: ""))
        #expect(empty.description == "line 1, column 1 ($): expected a value, found end of input")
    }

    @Test("found text is quoted so that it cannot reach a terminal raw")
    func quotedFoundText() throws {
        let error = try #require(JSONTestSupport.error(parsing: "\u{1B}[31m"))
        #expect(error.message == #"expected a value, found "\u{1B}""#)
        let bidi = try #require(JSONTestSupport.error(parsing: "\u{202E}"))
        #expect(bidi.message == #"expected a value, found "\u{202E}""#)
    }

    private func expectRejection(_ rejection: JSONRejection, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let error = try #require(JSONTestSupport.error(parsing: rejection.bytes), sourceLocation: sourceLocation)
        #expect(error.message == rejection.message, sourceLocation: sourceLocation)
        #expect(error.position?.line == rejection.line, sourceLocation: sourceLocation)
        #expect(error.position?.column == rejection.column, sourceLocation: sourceLocation)
        #expect(error.path?.description == rejection.path, sourceLocation: sourceLocation)
    }
}
