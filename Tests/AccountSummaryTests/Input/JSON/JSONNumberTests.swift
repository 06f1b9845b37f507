import AccountSummary
import Testing

@Suite("JSONDocument keeps numbers exact")
struct JSONNumberTests {
    static let literals = [
        "0", "-0", "7", "-4.50", "929466.23", "0.05", "-0.0",
        "12345678901234567890123456789012345678.5",
        "123456789012345678901234567890123456789012345678901234567890",
        "0.000000000000000000000000000000000000001",
        "1e400", "-1e-400", "1E+2", "2.5E-3", "6.02214076e23", "9007199254740993",
    ]

    @Test("number literal text round-trips byte for byte", arguments: literals)
    func literalText(_ literal: String) throws {
        let document = try JSONDocument(parsing: #"{"amount":\#(literal)}"#)
        let amount = try #require(document.root["amount"])
        #expect(amount.kind == .number)
        #expect(amount.numberText == literal)
    }

    @Test("a number at the very end of the input, with no delimiter after it")
    func atEnd() throws {
        #expect(try JSONDocument(parsing: "-12.5e3").root.numberText == "-12.5e3")
        #expect(try JSONDocument(parsing: "0").root.numberText == "0")
    }

    @Test("an amount as a string and as a number read the same")
    func amountEitherWay() throws {
        let document = try JSONDocument(parsing: #"[{"amount":"-4.50"},{"amount":-4.50}]"#)
        let amounts = document.root.elements.map { $0["amount"]?.string ?? $0["amount"]?.numberText }
        #expect(amounts == ["-4.50", "-4.50"])
    }

    @Test("non-numbers have no number text")
    func notNumbers() throws {
        let document = try JSONDocument(parsing: #"["1", true, null, [], {}]"#)
        #expect(document.root.elements.map(\.numberText) == [nil, nil, nil, nil, nil])
    }
}
