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

    // MARK: One customer per statement (issue 30, item 3)

    static func owned(_ name: String, owner: String?, servicer: String? = nil, day: String = "2026-11-01",
                      opening: String = "100", closing: String = "95") -> BankStatement {
        var statement = Self.day(name, opening: opening, closing: closing, entries: [(day, "-5")])
        statement.ownerName = owner
        statement.servicer = servicer
        return statement
    }

    @Test("files naming two owners or two banks are refused naming both, unless --customer says whose they are", arguments: [
        (owned("a.xml", owner: "Jonathan Appleseed"), owned("b.sta", owner: "Maria Schmidt", day: "2026-11-02", opening: "95", closing: "90"),
         "b.sta: Stmt 1: names the owner \"Maria Schmidt\", but a.xml: Stmt 1 names \"Jonathan Appleseed\""),
        (owned("a.xml", owner: nil, servicer: "Maple Leaf Bank"), owned("b.ofx", owner: nil, servicer: "Other Bank", day: "2026-11-02", opening: "95", closing: "90"),
         "b.ofx: Stmt 1: names the bank \"Other Bank\", but a.xml: Stmt 1 names \"Maple Leaf Bank\""),
    ])
    func twoCustomers(first: BankStatement, second: BankStatement, message: String) throws {
        var joiner = BankStatementJoiner()
        try joiner.add(first)
        do {
            try joiner.add(second)
            Issue.record("joined two customers")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
            #expect(error.description.contains("--customer NAME"))
        }
        var stated = BankStatementJoiner(customerName: "Jonathan")
        try stated.add(first)
        try stated.add(second)
        let joined = try stated.statement()
        #expect(joined.customer.name == "Jonathan")
    }

    @Test("one owner written in two cases and spacings is one owner")
    func sameOwner() throws {
        var joiner = BankStatementJoiner()
        try joiner.add(Self.owned("a.xml", owner: "ACME GMBH"))
        try joiner.add(Self.owned("b.xml", owner: "Acme  GmbH", day: "2026-11-02", opening: "95", closing: "90"))
        let joined = try joiner.statement()
        #expect(joined.transactions.count == 2)
    }

    @Test("the same statement twice is a duplicate (it was 'a gap', or counted twice when opening equalled closing)", arguments: [
        ("100", "95", "-5"), ("100", "100", "0"),
    ])
    func duplicate(opening: String, closing: String, amount: String) throws {
        let statement = Self.day("d1.xml", opening: opening, closing: closing, entries: [("2026-11-01", amount)])
        var again = statement
        again.source = BankSource(file: "copy.xml", position: 1, noun: "Stmt")
        var joiner = BankStatementJoiner()
        try joiner.add(statement)
        do {
            try joiner.add(again)
            Issue.record("joined a duplicate")
        } catch {
            #expect(error.description == "copy.xml: Stmt 1: the same statement as d1.xml: Stmt 1 (same account, period, balances and entries): a duplicate; give it once")
        }
    }

    @Test("statements of one account booking the same entries are refused naming both; --dedupe joins each entry once, with a warning")
    func overlap() throws {
        let first = Self.day("nov.sta", opening: "100", closing: "85", entries: [("2026-11-01", "-5"), ("2026-11-02", "-10")])
        let second = Self.day("late.sta", opening: "95", closing: "65", entries: [("2026-11-02", "-10"), ("2026-11-03", "-20")])
        var joiner = BankStatementJoiner()
        try joiner.add(first)
        do {
            try joiner.add(second)
            Issue.record("joined an overlap")
        } catch {
            #expect(error.description.hasPrefix("late.sta: Stmt 1: account •••• 3000: it books entries nov.sta: Stmt 1 books too (from 2026-11-02)"),
                    "\(error.description)")
            #expect(error.description.contains("--dedupe"))
        }
        var deduped = BankStatementJoiner()
        deduped.dedupe = true
        try deduped.add(first)
        try deduped.add(second)
        #expect(deduped.warnings.lines.count == 1 && deduped.warnings.lines[0].contains("1 entry left out"), "\(deduped.warnings.lines)")
        let statement = try deduped.statement()
        #expect(statement.transactions.map(\.amount) == [-5, -10, -20].map { Decimal($0) })
        #expect(statement.accounts[0].openingBalance == 100 && statement.accounts[0].balance == 65)
        #expect(Reconciliation.all(statement).allSatisfy { $0.isReconciled })
    }

    @Test("consecutive statements of one day, each its own entries (intraday statements, genkgo's multi-statement file), join")
    func sameDayNoOverlap() throws {
        var joiner = BankStatementJoiner()
        try joiner.add(Self.day("f.xml", opening: "18.15", closing: "27.00", entries: [("2014-12-31", "8.85")]))
        var second = Self.day("f.xml", opening: "27.00", closing: "20.00", entries: [("2014-12-31", "-7.00")])
        second.source.position = 2
        try joiner.add(second)
        let statement = try joiner.statement()
        #expect(statement.transactions.count == 2 && statement.accounts[0].balance == 20)
        #expect(joiner.warnings.lines.isEmpty)
    }

    @Test("a balance that will not be shown is named in a warning the caller sees: one balance stated alone, or balances where another statement states none")
    func balancesNotShownWarned() throws {
        var lone = Self.day("d1.xml", opening: "100", closing: "95", entries: [("2026-11-01", "-5")])
        lone.opening = nil
        var joiner = BankStatementJoiner()
        try joiner.add(lone)
        let statement = try joiner.statement()
        #expect(statement.accounts[0].balance == nil && statement.accounts[0].openingBalance == nil)
        // The warning is noted when the statement is added: statement() consumes a copy of the joiner.
        #expect(joiner.warnings.lines == ["warning: d1.xml: " + JoinProblem.Reading.oneBalance("Stmt 1", stated: "closing")])
        var mixed = BankStatementJoiner()
        try mixed.add(Self.day("d1.xml", opening: "100", closing: "95", entries: [("2026-11-01", "-5")]))
        var none = Self.day("d2.xml", opening: "95", closing: "90", entries: [("2026-11-02", "-5")])
        (none.opening, none.closing) = (nil, nil)
        try mixed.add(none)
        #expect(try mixed.statement().accounts[0].balance == nil)
        #expect(mixed.warnings.lines.contains { $0.hasPrefix("warning: d2.xml: account •••• 3000: d1.xml: Stmt 1 states balances, but d2.xml: Stmt 1 states none") })
    }
}
