@testable import AccountSummary
import Foundation
import Testing

/// A transaction's `reference`, `counterparty` and `originalAmount`: read from the version-1
/// document, written back by `convert`, shown under the description in HTML, and in the CSV's
/// own columns; a counterparty's account masked unless numbers are shown whole.
@Suite("Transaction details: reference, counterparty, original amount")
struct TransactionDetailsTests {
    static let document = """
        {"customer": {"name": "Jonathan"}, "locale": "en_US", "currency": "EUR",
         "period": {"start": "2026-11-01", "end": "2026-11-30"},
         "accounts": [{"id": "chk", "type": "banking", "name": "Everyday", "openingBalance": "100.00", "balance": "76.50", "currency": "EUR"}],
         "transactions": [
           {"id": "1", "accountId": "chk", "date": "2026-11-03", "description": "J.Janssen · Factuurnr 123456", "amount": "-12.50",
            "status": "completed", "reference": "EV12345", "counterparty": {"name": "J.Janssen", "account": "NL32INGB0000012345"},
            "originalAmount": {"amount": "-11.75", "currency": "CHF"}},
           {"id": "2", "accountId": "chk", "date": "2026-11-04", "description": "Coffee", "amount": "-11.00", "status": "completed",
            "counterparty": {"name": "Café de Flore"}}]}
        """

    static func statement() throws -> Statement { try StatementReader.read(Array(document.utf8)) }

    @Test("the document's fields are read exactly")
    func reading() throws {
        let transaction = try Self.statement().transactions[0]
        #expect(transaction.reference == "EV12345")
        #expect(transaction.counterparty == Counterparty(name: "J.Janssen", account: "NL32INGB0000012345"))
        #expect(transaction.originalAmount == OriginalAmount(amount: Decimal(string: "-11.75")!, currency: "CHF"))
    }

    @Test("malformed fields are errors naming their path", arguments: [
        (#""counterparty": {"name": "Café de Flore"}"#, #""counterparty": {}"#, "transactions[1].counterparty: names neither a name nor an account"),
        (#""counterparty": {"name": "Café de Flore"}"#, #""counterparty": "Café""#, "transactions[1].counterparty: expected an object"),
        (#""currency": "CHF"}"#, #""currency": "CHFX"}"#, "transactions[0].originalAmount.currency:"),
        (#""amount": "-11.75", "#, "", "transactions[0].originalAmount.amount: missing"),
        (#""reference": "EV12345""#, #""reference": 12345"#, "transactions[0].reference: expected a string"),
    ])
    func malformed(original: String, replacement: String, expected: String) throws {
        let text = Self.document.replacingOccurrences(of: original, with: replacement)
        #expect(text != Self.document)
        do {
            _ = try StatementReader.read(Array(text.utf8))
            Issue.record("read")
        } catch {
            #expect(error.lines.contains { $0.hasPrefix(expected) }, "\(error.lines)")
        }
    }

    @Test("HTML shows them under the description; the counterparty named in the description is not repeated")
    func html() throws {
        let report = try StatementReport(try Self.statement(), options: ReportOptions())
        let html = try report.rendered(with: HTMLWriter(), templates: DefaultTemplates.library(), strict: true)
        #expect(html.contains(#"<span class="details">Ref. <bdi>EV12345</bdi> · Counterparty <bdi>•••• 2345</bdi> · "#
            + "Original amount <bdi>-CHF\u{A0}11.75</bdi></span>"), "\(html)")
        #expect(html.contains(#"<span class="details">Counterparty <bdi>Café de Flore</bdi></span>"#))
        #expect(!html.contains("NL32INGB0000012345"))
        #expect(html.contains("td.description .details {"))
        var options = ReportOptions()
        options.accountNumbers = .full
        let whole = try StatementReport(try Self.statement(), options: options)
            .rendered(with: HTMLWriter(), templates: DefaultTemplates.library(), strict: true)
        #expect(whole.contains("Counterparty <bdi>NL32INGB0000012345</bdi>"))
        // A statement without any of them carries neither the style nor a details span.
        let plain = try StatementReport(.sample, options: ReportOptions())
            .rendered(with: HTMLWriter(), templates: DefaultTemplates.library(), strict: true)
        #expect(!plain.contains("details"))
    }

    @Test("input text in them is neutralised and escaped as every input string is")
    func hostile() throws {
        let text = Self.document.replacingOccurrences(of: "EV12345", with: "<b>\\u202Eevil</b>")
        let report = try StatementReport(try StatementReader.read(Array(text.utf8)), options: ReportOptions())
        let html = try report.rendered(with: HTMLWriter(), templates: DefaultTemplates.library(), strict: true)
        #expect(html.contains("Ref. <bdi>&lt;b&gt;\u{FFFD}evil&lt;/b&gt;</bdi>"), "\(html)")
        #expect(!html.contains("\u{202E}"))
    }

    @Test("the CSV has their columns, read back by an RFC 4180 reading as the document states them")
    func csv() throws {
        let statement = try Self.statement()
        let report = try StatementReport(statement, options: ReportOptions())
        var csv = ""
        CSVWriter.write(report, to: &csv)
        let lines = csv.components(separatedBy: "\r\n")
        #expect(lines[0] == "date,status,accountId,account,description,amount,currency,balance,reference,counterparty,"
            + "counterpartyAccount,originalAmount,originalCurrency")
        #expect(lines.contains("2026-11-03,completed,chk,Everyday,J.Janssen · Factuurnr 123456,-12.50,EUR,87.50,EV12345,J.Janssen,"
            + "•••• 2345,-11.75,CHF"))
        #expect(lines.contains("2026-11-04,completed,chk,Everyday,Coffee,-11.00,EUR,76.50,,Café de Flore,,,"))
    }

    @Test("convert writes them and reads back the same statement")
    func roundTrip() throws {
        let statement = try Self.statement()
        let written = StatementDocumentWriter.document(statement)
        #expect(String(decoding: written, as: UTF8.self).contains(#""reference": "EV12345", "counterparty": {"name": "J.Janssen", "#
            + #""account": "NL32INGB0000012345"}, "originalAmount": {"amount": "-11.75", "currency": "CHF"}}"#))
        #expect(try StatementReader.read(written) == statement)
    }
}
