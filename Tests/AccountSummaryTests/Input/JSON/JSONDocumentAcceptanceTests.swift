import AccountSummary
import Testing

@Suite("JSONDocument accepts every valid document")
struct JSONDocumentAcceptanceTests {
    /// Valid documents and the kind of their root.
    static let documents: [(String, JSONValue.Kind)] = [
        ("{}", .object),
        ("[]", .array),
        ("  { }  ", .object),
        ("[ ]", .array),
        ("\t\r\n [\t1 ,\r\n2 ]\n", .array),
        (#""""#, .string),
        (#""text""#, .string),
        ("0", .number),
        ("-0", .number),
        ("-0.0e-0", .number),
        ("1E+2", .number),
        ("true", .bool),
        ("false", .bool),
        ("null", .null),
        (#"{"":""}"#, .object),
        (#"{"a":{"b":{"c":[[],[{}],null]}}}"#, .object),
        (#"[1,"2",true,false,null,{},[],-3.5e10]"#, .array),
        (#"{"customer":{"name":"Jonathan"},"accounts":[{"id":"chk-1","balance":"929466.23"}]}"#, .object),
        ("\"\u{FEFF} a byte order mark inside a string is a character\"", .string),
        (#""\/\\\"""#, .string),
    ]

    @Test("valid documents parse", arguments: documents)
    func valid(_ text: String, kind: JSONValue.Kind) throws {
        let document = try JSONDocument(parsing: text)
        #expect(document.root.kind == kind)
    }

    @Test("a UTF-8 byte order mark at the very start is skipped")
    func leadingByteOrderMark() throws {
        let document = try JSONDocument(parsing: [0xEF, 0xBB, 0xBF] + Array(#"{"a":[1, 2]}"#.utf8))
        #expect(document.root["a"]?.count == 2)
        #expect(document.root.position == JSONPosition(line: 1, column: 1, offset: 3))
        #expect(document.root["a"]?[1]?.position == JSONPosition(line: 1, column: 10, offset: 12))
        #expect(document.bytes.count == 15)
    }

    @Test("a byte order mark alone is an empty document")
    func byteOrderMarkAlone() throws {
        let error = try #require(JSONTestSupport.error(parsing: [0xEF, 0xBB, 0xBF]))
        #expect(error.description == "line 1, column 1 ($): expected a value, found end of input")
    }

    @Test("the two ways in give the same document")
    func inputs() throws {
        let text = #"{"amount":-4.50}"#
        let fromString = try JSONDocument(parsing: text)
        let fromBytes = try JSONDocument(parsing: Array(text.utf8))
        for document in [fromString, fromBytes] {
            #expect(document.root["amount"]?.numberText == "-4.50")
        }
    }

    @Test("a document larger than the limit is refused before parsing")
    func limit() {
        #expect(JSONError.documentTooLarge(byteCount: 600_000_000, limit: 536_870_908).description
            == "document of 600000000 bytes is larger than the limit of 536870908 bytes")
    }

    @Test("a document is Sendable and can be read from another task")
    func sendable() async throws {
        let document = try JSONDocument(parsing: #"{"currency":"USD"}"#)
        let currency = await Task.detached { document.root["currency"]?.string }.value
        #expect(currency == "USD")
    }
}
