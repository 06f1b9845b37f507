import AccountSummary
@testable import AccountSummaryBankFiles
import Foundation
import Testing

@Suite("Joining bank statements")
struct BankStatementJoinerTests {
    static func day(_ name: String, opening: String, closing: String, entries: [(String, String)], account: String = "DE89370400440532013000",
                    currency: String = "EUR", type: AccountType = .banking) -> BankStatement {
        BankStatement(source: BankSource(file: name, position: 1, noun: "Stmt"), accountID: account, currency: currency, type: type,
                      opening: Decimal(opening), closing: Decimal(closing),
                      entries: entries.map { BankEntry(reference: nil, date: CalendarDate(parsing: $0.0)!, amount: Decimal($0.1),
                                                       isPending: false, isReversal: false, description: "x") })
    }

    @Test("days given in any order join in date order into one account when each opening continues the previous closing")
    func chain() throws {
        var joiner = BankStatementJoiner(customerName: "Jonathan")
        try joiner.add(Self.day("d3.xml", opening: "90", closing: "70", entries: [("2026-11-03", "-20")]))
        try joiner.add(Self.day("d1.xml", opening: "100", closing: "95", entries: [("2026-11-01", "-5")]))
        try joiner.add(Self.day("d2.xml", opening: "95", closing: "90", entries: [("2026-11-02", "-5")]))
        let statement = try joiner.statement()
        #expect(statement.accounts.count == 1)
        #expect(statement.accounts[0].openingBalance == Decimal(100))
        #expect(statement.accounts[0].balance == Decimal(70))
        #expect(statement.transactions.map(\.date.description) == ["2026-11-01", "2026-11-02", "2026-11-03"])
        #expect(statement.customer.name == "Jonathan")
        #expect(statement.period.map { "\($0.start)…\($0.end)" } == "2026-11-01…2026-11-03")
        #expect(Reconciliation.all(statement).allSatisfy { $0.isReconciled })
    }

    @Test("a gap between two statements is an error naming both")
    func gap() throws {
        var joiner = BankStatementJoiner()
        try joiner.add(Self.day("d1.xml", opening: "100", closing: "95", entries: [("2026-11-01", "-5")]))
        try joiner.add(Self.day("d3.xml", opening: "90", closing: "70", entries: [("2026-11-03", "-20")]))
        do {
            _ = try joiner.statement()
            Issue.record("joined")
        } catch {
            #expect(error.description == "d3.xml: Stmt 1: opening balance 90.00 EUR does not continue the closing balance 95.00 EUR of d1.xml: Stmt 1 (a gap between them)")
        }
    }

    @Test("a statement that does not reconcile is an error naming file, statement, account and figures; allowed, it joins")
    func notReconciled() throws {
        let wrong = Self.day("d1.xml", opening: "100", closing: "96", entries: [("2026-11-01", "-5")])
        var joiner = BankStatementJoiner()
        do {
            try joiner.add(wrong)
            Issue.record("added")
        } catch {
            #expect(error.description == "d1.xml: Stmt 1: account •••• 3000: not reconciled: opening balance 100.00 EUR, booked entries -5.00 EUR, "
                    + "computed closing balance 95.00 EUR (opening + booked), stated closing balance 96.00 EUR, difference 1.00 EUR")
        }
        var lenient = BankStatementJoiner(allowUnreconciled: true)
        try lenient.add(wrong)
        let statement = try lenient.statement()
        #expect(Reconciliation.all(statement)[0].difference == Decimal(1))
    }

    @Test("a card reconciles as opening − booked = closing")
    func card() throws {
        var joiner = BankStatementJoiner()
        try joiner.add(Self.day("c.ofx", opening: "100", closing: "80", entries: [("2026-11-09", "-30"), ("2026-11-15", "50")], type: .creditCard))
        #expect(try joiner.statement().accounts[0].type == .creditCard)
    }

    @Test("the same identifier in two currencies is two accounts with distinct ids")
    func twoCurrencies() throws {
        var joiner = BankStatementJoiner()
        try joiner.add(Self.day("a.sta", opening: "1", closing: "1", entries: [], account: "X"))
        try joiner.add(Self.day("a.sta", opening: "2", closing: "2", entries: [], account: "X", currency: "USD"))
        let statement = try joiner.statement()
        #expect(statement.accounts.map(\.id) == ["X-EUR", "X-USD"])
        #expect(statement.accounts.map(\.number) == ["X", "X"])
    }
}
