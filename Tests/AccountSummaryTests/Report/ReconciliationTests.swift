@testable import AccountSummary
import Foundation
import Testing

/// The reconciliation rule, exact in `Decimal`, and the error that names every failing account.
@Suite("Reconciliation")
struct ReconciliationTests {
    static func decimal(_ text: String) -> Decimal { Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))! }

    static func account(_ type: AccountType, opening: String?, balance: String, id: String = "a") -> Account {
        Account(id: id, type: type, name: id, balance: decimal(balance), currency: "USD",
                openingBalance: opening.map(decimal))
    }

    @Test("0.1 + 0.2 is exactly 0.3, and 0.30000000000000004 is not")
    func binaryFloatingPointTrap() {
        let held = Reconciliation(Self.account(.banking, opening: "0.1", balance: "0.3"), completedAmounts: [Self.decimal("0.2")])
        #expect(held.isReconciled)
        #expect(held.difference == 0)
        let double = Reconciliation(Self.account(.banking, opening: "0.1", balance: "0.30000000000000004"),
                                    completedAmounts: [Self.decimal("0.2")])
        #expect(!double.isReconciled)
        #expect(double.difference == Self.decimal("0.00000000000000004"))
    }

    @Test("38-digit amounts reconcile exactly, and one unit in the last place is a difference")
    func thirtyEightDigits() {
        let opening = "1234567890123456789012345678901234567.8"  // 38 significant digits
        let amounts = [Self.decimal("0.1"), Self.decimal("-0.3")]
        let held = Reconciliation(Self.account(.banking, opening: opening, balance: "1234567890123456789012345678901234567.6"),
                                  completedAmounts: amounts)
        #expect(held.isExact)
        #expect(held.isReconciled)
        let off = Reconciliation(Self.account(.banking, opening: opening, balance: "1234567890123456789012345678901234567.7"),
                                 completedAmounts: amounts)
        #expect(!off.isReconciled)
        #expect(off.difference == Self.decimal("0.1"))
    }

    @Test("a sum that needs more than 38 digits is never called reconciled")
    func beyondDecimal() {
        let figures = Reconciliation(
            Self.account(.banking, opening: "99999999999999999999999999999999999999", balance: "99999999999999999999999999999999999999"),
            completedAmounts: [Self.decimal("0.000000000000000000000000000000000001")])
        #expect(!figures.isExact)
        #expect(!figures.isReconciled)
    }

    @Test("a card's balance is owed: opening − completed = balance")
    func card() {
        // Owed 100, bought 30 (−30), paid 50 (+50): owes 80.
        let figures = Reconciliation(Self.account(.creditCard, opening: "100", balance: "80"),
                                     completedAmounts: [Self.decimal("-30"), Self.decimal("50")])
        #expect(figures.isReconciled)
        #expect(figures.moneyIn == 50)
        #expect(figures.moneyOut == -30)
        #expect(figures.computedClosing == 80)
        let wrongWay = Reconciliation(Self.account(.creditCard, opening: "100", balance: "120"),
                                      completedAmounts: [Self.decimal("-30"), Self.decimal("50")])
        #expect(!wrongWay.isReconciled)
        #expect(wrongWay.difference == 40)
    }

    @Test("an investment's difference is its change in value, never a failure")
    func investment() {
        let figures = Reconciliation(Self.account(.investment, opening: "2000", balance: "2531.40"),
                                     completedAmounts: [Self.decimal("500")])
        #expect(figures.isReconciled)
        #expect(figures.difference == Self.decimal("31.40"))
    }

    @Test("without an opening balance the opening is worked back and nothing fails")
    func noOpening() {
        let figures = Reconciliation(Self.account(.creditCard, opening: nil, balance: "80"), completedAmounts: [Self.decimal("-30")])
        #expect(figures.isReconciled)
        #expect(figures.opening == 50)
    }

    @Test("the report refuses every failing account, each named with its figures, unless allowed")
    func everyFailureNamed() throws {
        let statement = Statement(
            customer: Customer(name: "Jonathan"),
            accounts: [Self.account(.banking, opening: "100", balance: "90", id: "chk-1"),
                       Self.account(.banking, opening: "100", balance: "95", id: "chk-2"),
                       Self.account(.creditCard, opening: "100", balance: "80", id: "cc-1"),
                       Self.account(.investment, opening: "100", balance: "7", id: "inv-1")],
            transactions: [Transaction(id: "t-1", accountId: "chk-1", date: .day(CalendarDate(parsing: "2026-11-02")!),
                                       description: "Coffee", amount: Self.decimal("-4.50"), status: .completed),
                           Transaction(id: "t-2", accountId: "chk-2", date: .day(CalendarDate(parsing: "2026-11-02")!),
                                       description: "Pending", amount: Self.decimal("-5"), status: .pending)])
        #expect(throws: ReportError.self) { try StatementReport(statement, options: ReportOptions()) }
        do {
            _ = try StatementReport(statement, options: ReportOptions())
        } catch {
            #expect(error.lines == [
                "accounts[0]: not reconciled: opening balance $100.00, completed transactions -$4.50, "
                    + "computed closing balance $95.50 (opening + completed), stated balance $90.00, difference -$5.50",
                // A pending transaction never counts.
                "accounts[1]: not reconciled: opening balance $100.00, completed transactions $0.00, "
                    + "computed closing balance $100.00 (opening + completed), stated balance $95.00, difference -$5.00",
                "accounts[2]: not reconciled: opening balance $100.00, completed transactions $0.00, "
                    + "computed closing balance $100.00 (opening − completed, a card's balance is owed), stated balance $80.00, difference -$20.00",
            ])
        }
        var options = ReportOptions()
        options.allowsUnreconciled = true
        let text = try StatementReport(statement, options: options).rendered(with: TerminalWriter(color: false),
                                                                              templates: DefaultTemplates.library())
        #expect(text.contains("Not reconciled: the opening balance and transactions differ from the closing balance by -$5.50."))
        #expect(text.contains("differ from the closing balance by -$20.00."))
    }
}

/// `--sections` names: the report's order, `overview`, and unknown names refused.
@Suite("Section lists")
struct StatementSectionTests {
    @Test("names parse into sections; overview stands for header, tiles and totals", arguments: [
        ("overview", [StatementSection.header, .tiles, .totals]),
        ("completed,header", [.header, .completed]),
        ("accounts,overview,accounts", [.header, .tiles, .totals, .accounts]),
        ("header,tiles,totals,accounts,pending,completed", StatementSection.allCases),
    ])
    func parse(_ list: String, _ expected: [StatementSection]) throws {
        #expect(try StatementSection.parse(list: list).sorted() == expected)
    }

    @Test("an unknown or empty name is refused, naming it", arguments: [("summary", "summary"), ("header,,tiles", ""), ("Tiles", "Tiles")])
    func unknown(_ list: String, _ name: String) {
        #expect(throws: StatementSection.UnknownName(name: name)) { try StatementSection.parse(list: list) }
    }
}
