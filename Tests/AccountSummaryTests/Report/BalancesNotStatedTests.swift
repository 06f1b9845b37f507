@testable import AccountSummary
import Foundation
import Testing

/// An account whose source states no balances (`"balance": null`; a camt.054, BAI2 without
/// ledger balances, a bank CSV without a balance column) shows its transactions and "Balances
/// not stated" in every format, and never a figure worked out from what was booked.
@Suite("Balances not stated")
struct BalancesNotStatedTests {
    /// A framed statement: a checking account with balances, a notification account without,
    /// both in EUR, and a card in USD. The would-be figures of the unstated account (its money
    /// in and out 1234.56 and −98.77, a derived closing of 1135.79) must appear nowhere but
    /// where money in and out are shown.
    static let document = """
        {"customer": {"name": "Jonathan"}, "locale": "en_US", "currency": "EUR",
         "period": {"start": "2026-11-01", "end": "2026-11-30"},
         "accounts": [
           {"id": "chk", "type": "banking", "name": "Everyday", "openingBalance": "100.00", "balance": "90.00", "currency": "EUR"},
           {"id": "ntf", "type": "banking", "name": "Notified", "balance": null, "currency": "EUR"},
           {"id": "cc", "type": "creditCard", "name": "Visa", "openingBalance": "0", "balance": "10.00", "currency": "USD"}],
         "transactions": [
           {"id": "1", "accountId": "chk", "date": "2026-11-03", "description": "Groceries", "amount": "-10.00", "status": "completed"},
           {"id": "2", "accountId": "ntf", "date": "2026-11-04", "description": "Salary", "amount": "1234.56", "status": "completed"},
           {"id": "3", "accountId": "ntf", "date": "2026-11-05", "description": "Rent share", "amount": "-98.77", "status": "completed"},
           {"id": "4", "accountId": "cc", "date": "2026-11-06", "description": "Books", "amount": "-10.00", "status": "completed"}]}
        """

    static func statement() throws -> Statement { try StatementReader.read(Array(document.utf8)) }

    @Test("null reads as not stated; an opening beside it is refused, naming it")
    func reading() throws {
        let statement = try Self.statement()
        #expect(statement.accounts[1].balance == nil && statement.accounts[1].openingBalance == nil)
        #expect(!statement.accounts[1].balancesStated && statement.accounts[0].balancesStated)
        let withOpening = Self.document.replacingOccurrences(of: #""balance": null"#, with: #""openingBalance": "5", "balance": null"#)
        #expect(throws: StatementError.self) { try StatementReader.read(Array(withOpening.utf8)) }
        do {
            _ = try StatementReader.read(Array(withOpening.utf8))
        } catch {
            #expect(error.lines == ["accounts[1].openingBalance: given while balance is null (balances not stated: expected no "
                + "openingBalance, or a balance)"])
        }
    }

    @Test("no reconciliation is claimed or failed; the figures say nothing but money in and out")
    func figures() throws {
        let statement = try Self.statement()
        let figures = Reconciliation.all(statement)[1]
        #expect(figures.isReconciled && !figures.balancesStated)
        #expect(figures.opening == nil && figures.computedClosing == nil && figures.stated == nil && figures.difference == nil)
        #expect(figures.moneyIn == Decimal(string: "1234.56")! && figures.moneyOut == Decimal(string: "-98.77")!)
        // With differences refused, the statement still renders: there is no rule to fail.
        #expect(throws: Never.self) { try StatementReport(statement, options: ReportOptions()) }
    }

    @Test("text and HTML: the tile, the totals and the statement say it; no derived figure appears")
    func formats() throws {
        let statement = try Self.statement()
        let report = try StatementReport(statement, options: ReportOptions())
        for writer in [TerminalWriter(color: false), HTMLWriter()] as [any ReportWriter] {
            // HTML's text without its tags: an amount's parts are spans of their own.
            let output = try report.rendered(with: writer, templates: DefaultTemplates.library(), strict: true)
                .replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
            // The tile, the EUR banking total, the EUR net position, the opening and the closing line.
            #expect(output.components(separatedBy: "Balances not stated").count - 1 == 5, "\(writer.format)")
            // The closing a sum would give, and the EUR net it would make, appear nowhere.
            for derived in ["1,135.79", "1135.79", "1,225.79", "1,215.79"] {
                #expect(!output.contains(derived), "\(writer.format): \(derived)")
            }
            // What is stated still shows: the other account's figures, the card's net in USD.
            #expect(output.contains("€90.00") && output.contains("€1,234.56") && output.contains("-€98.77"), "\(writer.format)")
            #expect(output.contains("-$10.00"), "\(writer.format)")
        }
        let totals = try #require(report.document.totals)
        #expect(totals.rows.map { $0.amount?.string } == [nil, nil, "-$10.00", "-$10.00"])
    }

    @Test("the CSV's balance cells stay empty on the account's rows, and run on the others")
    func csv() throws {
        let statement = try Self.statement()
        let report = try StatementReport(statement, options: ReportOptions())
        var csv = ""
        CSVWriter.write(report, to: &csv)
        let rows = csv.split(separator: "\r\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let balances = Dictionary(uniqueKeysWithValues: rows.map { (String($0[4]), String($0[7])) })
        #expect(balances == ["Groceries": "90.00", "Salary": "", "Rent share": "", "Books": "10.00"])
    }

    @Test("convert's document writes null, and reads back as the same statement")
    func roundTrip() throws {
        let statement = try Self.statement()
        let written = StatementDocumentWriter.document(statement)
        #expect(String(decoding: written, as: UTF8.self).contains(#""name": "Notified", "balance": null, "currency": "EUR"}"#))
        #expect(try StatementReader.read(written) == statement)
    }
}
