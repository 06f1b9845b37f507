@testable import AccountSummary
import AccountSummaryTestSupport
import Foundation
import Testing

/// The statement framing fields: read into the model, and every problem named by its path.
@Suite("Reading the statement framing")
struct StatementFramingTests {
    static let framed: String = {
        let url = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/framed.json")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The framed fixture with one edit, which must be there.
    static func framed(replacing old: String, with new: String) throws -> String {
        try #require(framed.contains(old), "the fixture holds \(old)")
        return framed.replacingOccurrences(of: old, with: new)
    }

    static func lines(_ json: String) -> [String] {
        do {
            _ = try StatementReader.read(Array(json.utf8))
            return []
        } catch {
            return error.lines
        }
    }

    @Test("the fields read into the model")
    func model() throws {
        let statement = try StatementReader.read(Array(Self.framed.utf8))
        #expect(statement.period == StatementPeriod(start: CalendarDate(parsing: "2026-11-01")!, end: CalendarDate(parsing: "2026-11-30")!))
        #expect(statement.customer.address == ["12 Maple Street", "Toronto ON  M5V 2T6"])
        #expect(statement.bankName == "Maple Leaf Bank")
        #expect(statement.bankAddress == ["1 Bay Street", "Toronto ON  M5J 2X2"])
        #expect(statement.bankContact == "Questions? Call 1-800-555-0100, 24 hours a day")
        #expect(statement.bankLegal.count == 2)
        #expect(statement.accounts.map(\.openingBalance) == [1200, 100, 2000])
        #expect(statement.accounts.map(\.number) == ["004512345678", "4500123412341234", "TFS-778812"])
    }

    @Test("a document without the fields reads as before")
    func absent() throws {
        let statement = try StatementReader.read(Array(StatementInputTests.example.utf8))
        #expect(statement.period == nil)
        #expect(statement.accounts.allSatisfy { $0.openingBalance == nil && $0.number == nil })
        #expect(statement.customer.address.isEmpty && statement.bankAddress.isEmpty && statement.bankLegal.isEmpty)
        #expect(statement.bankContact == nil)
    }

    @Test("each problem names its path", arguments: [
        (#""start": "2026-11-01""#, #""start": "2026-12-01""#,
         #"period.start: "2026-12-01" is after period.end "2026-11-30" (expected start on or before end)"#),
        (#""start": "2026-11-01""#, #""start": "2026-11-31""#,
         #"period.start: "2026-11-31" is not a date (expected a date YYYY-MM-DD, such as 2026-11-30)"#),
        (#""end": "2026-11-30""#, #""end": "2026-11-30T00:00:00Z""#,
         #"period.end: "2026-11-30T00:00:00Z" is not a date (expected a date YYYY-MM-DD, such as 2026-11-30)"#),
        (#""start": "2026-11-01","#, "",
         "period.start: missing (expected a date YYYY-MM-DD, such as 2026-11-30)"),
        (#""period": {"#, #""period": 7, "x": {"#, "period: expected an object, found a number"),
        (#""openingBalance": "1200.00""#, #""openingBalance": "12,00""#,
         #"accounts[0].openingBalance: "12,00" is not an amount (expected digits with an optional "." fraction, e.g. "12.50")"#),
        (#""openingBalance": "1200.00""#, #""openingBalance": true"#,
         "accounts[0].openingBalance: expected a string or a number, found a boolean"),
        (#""number": "004512345678""#, #""number": 4512345678"#, "accounts[0].number: expected a string, found a number"),
        (#""date": "2026-11-01", "description": "Payroll"#, #""date": "2026-10-31", "description": "Payroll"#,
         #"transactions[0].date: "2026-10-31" is outside the period 2026-11-01 to 2026-11-30 (a completed transaction must lie in the period; a pending one may lie anywhere)"#),
        (#""address": ["12 Maple Street", "Toronto ON  M5V 2T6"]"#, #""address": "12 Maple Street""#,
         "customer.address: expected an array, found a string"),
        (#""legal": ["#, #""legal": [7, "#, "bank.legal[0]: expected a string, found a number"),
        (#""contact": "Questions?"#, #""contact": ["Questions?"], "x": "Questions?"#,
         "bank.contact: expected a string, found an array"),
    ])
    func problem(_ old: String, _ new: String, _ line: String) throws {
        let json = try Self.framed(replacing: old, with: new)
        #expect(Self.lines(json) == [line], "\(Self.lines(json))")
    }

    @Test("a pending transaction may lie outside the period; a period written last still checks")
    func pendingAnywhere() throws {
        // t-12 is pending on 2026-12-01, after the period: fine.
        #expect(Self.lines(Self.framed).isEmpty)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(Self.framed.utf8)) as? [String: Any])
        object.removeValue(forKey: "period")
        let withoutPeriod = String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        // Sorted keys put "transactions" after "period" would; put the period at the very end instead.
        let periodLast = String(withoutPeriod.dropLast()) + #","period":{"start":"2026-11-02","end":"2026-11-30"}}"#
        #expect(Self.lines(periodLast) == [
            #"transactions[0].date: "2026-11-01" is outside the period 2026-11-02 to 2026-11-30 (a completed transaction must lie in the period; a pending one may lie anywhere)"#,
        ])
    }
}
