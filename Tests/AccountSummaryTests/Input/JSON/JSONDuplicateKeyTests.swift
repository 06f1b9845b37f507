import AccountSummary
import Testing

@Suite("JSONDocument refuses duplicate keys")
struct JSONDuplicateKeyTests {
    /// Documents with a repeated key and the full error.
    static let duplicates: [(String, String)] = [
        (#"{"a":1,"a":2}"#, #"line 1, column 8 (a): duplicate key "a", first at line 1, column 2"#),
        (#"{"a":1,"\u0061":2}"#, #"line 1, column 8 (a): duplicate key "a", first at line 1, column 2"#),
        (#"{"\u0061":1,"a":2}"#, #"line 1, column 13 (a): duplicate key "a", first at line 1, column 2"#),
        (#"{"":1,"":2}"#, #"line 1, column 7 ([""]): duplicate key "", first at line 1, column 2"#),
        (
            "{\n  \"accounts\": [{\"id\":\"a\",\n    \"balance\":\"1\", \"balance\":\"2\"}]}",
            #"line 3, column 20 (accounts[0].balance): duplicate key "balance", first at line 3, column 5"#
        ),
        (#"{"x":{"a":1,"b":2,"a":3}}"#, #"line 1, column 19 (x.a): duplicate key "a", first at line 1, column 7"#),
    ]

    @Test("a repeated key names both places", arguments: duplicates)
    func duplicate(_ text: String, expected: String) throws {
        let error = try #require(JSONTestSupport.error(parsing: text))
        #expect(error.description == expected)
    }

    @Test("keys alike in length and end bytes are still different keys")
    func bloomFilterCollision() throws {
        let document = try JSONDocument(parsing: #"{"axb":1,"ayb":2,"azb":3,"a\u0078c":4}"#)
        #expect(document.root.count == 4)
        #expect(document.root["ayb"]?.numberText == "2")
    }

    @Test("the same key in different objects is fine")
    func differentObjects() throws {
        let document = try JSONDocument(parsing: #"[{"id":1},{"id":2},{"a":{"id":3},"id":4}]"#)
        #expect(document.root.count == 3)
    }

    @Test("large objects are checked too, and the earliest repeat is reported", arguments: [17, 33, 64, 1_000])
    func largeObject(_ keyCount: Int) throws {
        let keys = (0..<keyCount).map { "\"key\($0)\":\($0)" }
        let valid = try JSONDocument(parsing: "{" + keys.joined(separator: ",") + "}")
        #expect(valid.root.count == keyCount)
        #expect(valid.root["key\(keyCount - 1)"]?.numberText == "\(keyCount - 1)")

        let repeated = keys + ["\"key3\":0", "\"key1\":0"]
        let error = try #require(JSONTestSupport.error(parsing: "{" + repeated.joined(separator: ",") + "}"))
        guard case .duplicateKey(let key, let first, _, let path) = error else {
            Issue.record("expected a duplicate key error, got \(error)")
            return
        }
        #expect(key == "key3")
        #expect(path == ["key3"])
        #expect(first.column == 1 + 1 + keys[0..<3].map { $0.count + 1 }.reduce(0, +))
    }
}
