import AccountSummary
import Testing

@Suite("JSONDocument validates UTF-8")
struct JSONUTF8ValidationTests {
    /// Strings holding ill-formed UTF-8 (Unicode Table 3-7), the problem, and its column.
    static let illFormed: [([UInt8], String, Int)] = [
        ([0x80], "unexpected continuation byte 0x80", 2),
        ([0xBF], "unexpected continuation byte 0xBF", 2),
        ([0x61, 0x62, 0x80], "unexpected continuation byte 0x80", 4),
        ([0xC0, 0xAF], "overlong encoding", 2),
        ([0xC1, 0xBF], "overlong encoding", 2),
        ([0xE0, 0x80, 0xAF], "overlong encoding", 2),
        ([0xE0, 0x9F, 0xBF], "overlong encoding", 2),
        ([0xF0, 0x80, 0x80, 0xAF], "overlong encoding", 2),
        ([0xF0, 0x8F, 0xBF, 0xBF], "overlong encoding", 2),
        ([0xED, 0xA0, 0x80], "encoded surrogate (U+D800 to U+DFFF are not characters)", 2),
        ([0xED, 0xBF, 0xBF], "encoded surrogate (U+D800 to U+DFFF are not characters)", 2),
        ([0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80], "encoded surrogate (U+D800 to U+DFFF are not characters)", 2),
        ([0xF4, 0x90, 0x80, 0x80], "code point above U+10FFFF", 2),
        ([0xF5, 0x80, 0x80, 0x80], "byte 0xF5 never appears in UTF-8", 2),
        ([0xF8, 0x88, 0x80, 0x80, 0x80], "byte 0xF8 never appears in UTF-8", 2),
        ([0xFE], "byte 0xFE never appears in UTF-8", 2),
        ([0xFF], "byte 0xFF never appears in UTF-8", 2),
        ([0xC3], "truncated multi-byte sequence", 2),
        ([0xC3, 0x28], "truncated multi-byte sequence", 2),
        ([0xE2, 0x82], "truncated multi-byte sequence", 2),
        ([0xE2, 0x28, 0xA1], "truncated multi-byte sequence", 2),
        ([0xF0, 0x9F, 0x98], "truncated multi-byte sequence", 2),
        ([0xF0, 0x9F, 0x98, 0x41], "truncated multi-byte sequence", 2),
        ([0xC3, 0xA9, 0xC3], "truncated multi-byte sequence", 3),
        // Past the eight-byte fast path: the problem is found in the second word.
        (Array("abcdefghij".utf8) + [0xC0, 0x80], "overlong encoding", 12),
    ]

    @Test("ill-formed UTF-8 in a string", arguments: illFormed)
    func illFormedString(_ content: [UInt8], problem: String, column: Int) throws {
        let bytes = [0x22] + content + [0x22]
        let error = try #require(JSONTestSupport.error(parsing: bytes))
        #expect(error.message == "invalid UTF-8 in a string: \(problem)")
        #expect(error.position?.column == column)
        #expect(error.position?.line == 1)
    }

    @Test("ill-formed UTF-8 in a key names the object's path")
    func illFormedKey() throws {
        let bytes = Array(#"{"a":{""#.utf8) + [0xFF] + Array(#"":1}}"#.utf8)
        let error = try #require(JSONTestSupport.error(parsing: bytes))
        #expect(error.description == "line 1, column 8 (a): invalid UTF-8 in a string: byte 0xFF never appears in UTF-8")
    }

    @Test("a string cut off inside a multi-byte character")
    func truncatedAtEnd() throws {
        let error = try #require(JSONTestSupport.error(parsing: [0x22, 0xE2, 0x82]))
        #expect(error.message == "invalid UTF-8 in a string: truncated multi-byte sequence")
    }

    /// Well-formed characters at the edges of each encoding length.
    static let wellFormed: [String] = [
        "\u{80}", "\u{7FF}", "\u{800}", "\u{D7FF}", "\u{E000}", "\u{FFFD}", "\u{FFFF}",
        "\u{10000}", "\u{10FFFF}", "é", "€", "😀", "東京", "caf\u{E9} cr\u{E8}me br\u{FB}l\u{E9}e, long enough for the fast path",
    ]

    @Test("well-formed UTF-8 passes through unchanged", arguments: wellFormed)
    func wellFormedString(_ text: String) throws {
        let document = try JSONDocument(parsing: "\"\(text)\"")
        #expect(document.root.string == text)
        #expect(document.root.string?.utf8.elementsEqual(text.utf8) == true)
    }

    @Test("a non-ASCII byte outside a string is shown as the character, or as a byte")
    func outsideString() throws {
        let character = try #require(JSONTestSupport.error(parsing: "[é]"))
        #expect(character.message == #"expected a value or "]", found "é""#)
        let byte = try #require(JSONTestSupport.error(parsing: [0x5B, 0xC3, 0x5D]))
        #expect(byte.message == #"expected a value or "]", found byte 0xC3"#)
    }

    @Test("columns count characters, not bytes")
    func columnsCountCharacters() throws {
        let error = try #require(JSONTestSupport.error(parsing: #"["東京", "😀", x]"#))
        #expect(error.position == JSONPosition(line: 1, column: 13, offset: 19))
    }
}
