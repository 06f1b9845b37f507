import AccountSummary
import Testing

@Suite("JSONValue navigates a parsed document")
struct JSONValueNavigationTests {
    static let statement = """
        {
          "customer": { "name": "Jonathan", "id": "c-1" },
          "asOf": "2026-11-22T08:30:00-05:00",
          "accounts": [
            { "id": "chk-1", "type": "banking",    "name": "Basic Savings",   "balance": "929466.23" },
            { "id": "cc-1",  "type": "creditCard", "name": "Visa Avion Card", "balance": 0.00 },
            { "id": "inv-1", "type": "investment", "name": "Tax-Free Saver",  "balance": "2000.00", "currency": "USD" }
          ],
          "transactions": [
            { "id": "t-1", "accountId": "chk-1", "amount": "-4.50", "status": "completed", "flagged": false },
            { "id": "t-2", "accountId": "cc-1",  "amount": -32.1,   "status": "pending",   "flagged": true, "note": null }
          ]
        }
        """

    @Test("reading accounts[i].balance and iterating transactions")
    func usage() throws {
        let root = try JSONDocument(parsing: Self.statement).root
        let accounts = try #require(root["accounts"]?.elements)
        #expect(accounts.count == 3)
        #expect(accounts.map { $0["balance"]?.string ?? $0["balance"]?.numberText } == ["929466.23", "0.00", "2000.00"])
        #expect(root["accounts"]?[2]?["currency"]?.string == "USD")
        #expect(root["accounts"]?[1]?["currency"] == nil)

        var seen: [String] = []
        for transaction in try #require(root["transactions"]?.elements) {
            let id = try #require(transaction["id"]?.string)
            let amount = try #require(transaction["amount"]?.string ?? transaction["amount"]?.numberText)
            let flagged = try #require(transaction["flagged"]?.bool)
            seen.append("\(id) \(amount) \(flagged)")
        }
        #expect(seen == ["t-1 -4.50 false", "t-2 -32.1 true"])
    }

    @Test("kinds and scalar accessors")
    func scalars() throws {
        let transaction = try #require(try JSONDocument(parsing: Self.statement).root["transactions"]?[1])
        #expect(transaction.kind == .object)
        #expect(transaction["id"]?.kind == .string)
        #expect(transaction["amount"]?.kind == .number)
        #expect(transaction["flagged"]?.kind == .bool)
        #expect(transaction["note"]?.kind == .null)
        #expect(transaction["note"]?.isNull == true)
        #expect(transaction["id"]?.isNull == false)
        #expect(transaction["flagged"]?.bool == true)
        #expect(transaction["id"]?.bool == nil)
        #expect(transaction["amount"]?.string == nil)
    }

    @Test("members keep document order and expose keys without decoding them")
    func members() throws {
        let customer = try #require(try JSONDocument(parsing: Self.statement).root["customer"])
        #expect(customer.count == 2)
        #expect(customer.members.count == 2)
        #expect(customer.members.map(\.key) == ["name", "id"])
        #expect(customer.members.map { $0.value.string } == ["Jonathan", "c-1"])
        #expect(customer.members.map { $0.keyEquals("id") } == [false, true])
    }

    @Test("elements step over whole subtrees")
    func elements() throws {
        let root = try JSONDocument(parsing: #"[1, [2, [3, 4]], {"a": [5]}, "six"]"#).root
        #expect(root.count == 4)
        #expect(root.elements.map(\.kind) == [.number, .array, .object, .string])
        #expect(root.elements.map { $0.count } == [0, 2, 1, 0])
        #expect(root[1]?[1]?[1]?.numberText == "4")
        #expect(root[3]?.string == "six")
        #expect(root[4] == nil)
        #expect(root[-1] == nil)
        #expect(Array(root.elements.enumerated()).map(\.offset) == [0, 1, 2, 3])
    }

    @Test("asking the wrong kind answers nil or empty, never traps")
    func wrongKind() throws {
        let root = try JSONDocument(parsing: #"{"list":[1],"text":"x"}"#).root
        #expect(root[0] == nil)
        #expect(root["list"]?["a"] == nil)
        #expect(root["text"]?.elements.isEmpty == true)
        #expect(root["text"]?.members.isEmpty == true)
        #expect(root.elements.isEmpty)
        #expect(root["list"]?.members.isEmpty == true)
        #expect(root["missing"] == nil)
        #expect(root["text"]?.count == 0)
    }

    @Test("empty keys and empty containers")
    func empties() throws {
        let root = try JSONDocument(parsing: #"{"":[],"o":{}}"#).root
        #expect(root[""]?.kind == .array)
        #expect(root[""]?.count == 0)
        #expect(root["o"]?.members.isEmpty == true)
        #expect(root["o"]?.elements.isEmpty == true)
    }

    @Test("a value knows its path", arguments: [
        (#"{"a":[0,{"b c":1}]}"#, ["a", 1, "b c"], #"a[1]["b c"]"#),
        (#"[[0],[1,[2]]]"#, [1, 1, 0], "[1][1][0]"),
        (#"{"x":{"y":{"z":true}}}"#, ["x", "y", "z"], "x.y.z"),
    ] as [(String, [JSONPath.Component], String)])
    func valuePath(_ text: String, steps: [JSONPath.Component], expected: String) throws {
        var value = try JSONDocument(parsing: text).root
        #expect(value.path == .root)
        for step in steps {
            switch step {
            case .key(let key): value = try #require(value[key])
            case .index(let index): value = try #require(value[index])
            }
        }
        #expect(value.path.description == expected)
        #expect(value.path == JSONPath(steps))
    }

    @Test("a value knows its line and column")
    func valuePosition() throws {
        let root = try JSONDocument(parsing: Self.statement).root
        let balance = try #require(root["accounts"]?[1]?["balance"])
        #expect(balance.position.line == 6)
        #expect(balance.position.column == 82)
        #expect(root["transactions"]?[1]?.position == JSONPosition(line: 11, column: 5, offset: 537))
    }
}
