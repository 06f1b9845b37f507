@testable import AccountSummary
import Foundation
import Testing

/// The CSV export: RFC 4180 quoting, formula guards, exact amounts, running balances.
@Suite("CSV writer")
struct CSVWriterTests {
    @Test("cells are quoted only when RFC 4180 needs it, quotes doubled", arguments: [
        ("Coffee", "Coffee"),
        ("Tim, Ltd", "\"Tim, Ltd\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("two\nlines", "\"two\nlines\""),
        ("cr\rhere", "\"cr\rhere\""),
        (" padded ", "\" padded \""),
        ("", ""),
        ("東京 ☕", "東京 ☕"),
    ])
    func quoting(text: String, expected: String) {
        #expect(CSVWriter.field(text) == expected)
    }

    @Test("formula-looking text gets a leading quote; control characters are replaced", arguments: [
        ("=SUM(A1:A9)", "'=SUM(A1:A9)"),
        ("+1 555", "'+1 555"),
        ("-cmd|' /C calc'!A0", "'-cmd|' /C calc'!A0"),
        ("@import", "'@import"),
        ("\tTab first", "\u{FFFD}Tab first"),
        ("Plain = fine", "Plain = fine"),
        ("Coffee\u{1B}[2J", "Coffee\u{FFFD}[2J"),
        ("\u{202E}evil", "\u{FFFD}evil"),
    ])
    func guards(text: String, expected: String) {
        #expect(CSVWriter.guarded(text) == expected)
    }

    /// Whole amounts keep the currency's decimals (issue 18: `-100.00` was written `-100`).
    @Test("amounts are exact plain decimals: padded to the currency's digits, never rounded", arguments: [
        ("-4.50", 2, "-4.50"), ("-4.5", 2, "-4.50"), ("1500", 2, "1500.00"), ("1500.00", 2, "1500.00"), ("-100.00", 2, "-100.00"),
        ("0.125", 2, "0.125"), ("1e3", 2, "1000.00"), ("12345678901234567890.123456789", 2, "12345678901234567890.123456789"),
        ("0", 2, "0.00"), ("-0.001", 0, "-0.001"), ("7.5", 3, "7.500"), ("100", 0, "100"),
        ("12345678901234567890123456789012345678", 2, "12345678901234567890123456789012345678"),
    ])
    func amounts(text: String, digits: Int, expected: String) {
        #expect(CSVWriter.plainDecimal(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))!, fractionDigits: digits) == expected)
    }

    static func row(_ description: String, _ amount: String, balance: String? = nil) -> CSVWriter.Row {
        CSVWriter.Row(date: "2026-11-20", status: .completed, accountId: "chk-1", account: "Everyday", description: description,
                      amount: Decimal(string: amount)!, currency: "USD", fractionDigits: 2, balance: balance.map { Decimal(string: $0)! })
    }

    @Test("the header, CRLF line ends, and the balance column only when asked")
    func layout() {
        var plain = ""
        CSVWriter(includesBalance: false).write([Self.row("=1+1", "-4.5")], to: &plain)
        #expect(plain == "date,status,accountId,account,description,amount,currency\r\n"
            + "2026-11-20,completed,chk-1,Everyday,'=1+1,-4.50,USD\r\n")
        var framed = ""
        CSVWriter(includesBalance: true).write([Self.row("Pay, day", "1500", balance: "2700"), Self.row("Pending", "-1")], to: &framed)
        #expect(framed == "date,status,accountId,account,description,amount,currency,balance\r\n"
            + "2026-11-20,completed,chk-1,Everyday,\"Pay, day\",1500.00,USD,2700.00\r\n"
            + "2026-11-20,completed,chk-1,Everyday,Pending,-1.00,USD,\r\n")
    }

    static func transaction(_ id: String, _ account: String, _ day: String, _ amount: String,
                            _ status: TransactionStatus = .completed) -> Transaction {
        Transaction(id: id, accountId: account, date: .day(CalendarDate(parsing: day)!), description: id,
                    amount: Decimal(string: amount)!, status: status)
    }

    @Test("running balances go oldest first, same-day rows in document order; pending rows and unknown accounts get none")
    func runningBalances() {
        // Newest first, as a report orders them; "b1" and "b2" share a day (document order b1, b2).
        let newestFirst = [
            Self.transaction("c", "chk", "2026-11-20", "-50"),
            Self.transaction("p", "chk", "2026-11-19", "-999", .pending),
            Self.transaction("b1", "chk", "2026-11-10", "100"),
            Self.transaction("b2", "chk", "2026-11-10", "-30"),
            Self.transaction("card", "cc", "2026-11-05", "-20"),
            Self.transaction("other", "inv", "2026-11-04", "5"),
            Self.transaction("a", "chk", "2026-11-01", "-0.5"),
        ]
        let balances = RunningBalances(openings: [
            "chk": .init(amount: Decimal(string: "1200")!, isOwed: false),
            "cc": .init(amount: Decimal(string: "100")!, isOwed: true),
        ]).balances(newestFirst: newestFirst)
        let expected: [String?] = ["1219.5", nil, "1299.5", "1269.5", "120", nil, "1199.5"]
        #expect(balances == expected.map { $0.flatMap { Decimal(string: $0) } })
    }

    @Test("a statement without a period has no balance column; with one, each account opens at its opening balance")
    func noPeriodNoBalances() throws {
        var statement = Statement.sample
        statement.period = nil
        #expect(RunningBalances(statement) == nil)
        let framed = try #require(RunningBalances(Statement.sample))
        #expect(framed.openings["chk-1"] == .init(amount: Statement.sample.accounts[0].openingBalance!, isOwed: false))
        #expect(framed.openings["cc-1"]?.isOwed == true)
    }

    @Test("a report exports every row of its lists in order, filters applied, paging not")
    func reportRows() throws {
        var options = ReportOptions()
        options.pageSize = 1
        options.page = 1
        let report = try StatementReport(Statement.sample, options: options)
        var csv = ""
        CSVWriter.write(report, balances: nil, to: &csv)
        let lines = csv.split(separator: "\r\n", omittingEmptySubsequences: false)
        #expect(lines.first == "date,status,accountId,account,description,amount,currency")
        #expect(lines.count == Statement.sample.transactions.count + 2)
        let statuses = lines.dropFirst().dropLast().map { $0.split(separator: ",")[1] }
        #expect(statuses == statuses.sorted { $0 == "pending" && $1 != "pending" })

        options = ReportOptions()
        options.filter.status = .pending
        var pending = ""
        CSVWriter.write(try StatementReport(Statement.sample, options: options), balances: nil, to: &pending)
        let pendingCount = Statement.sample.transactions.filter { $0.status == .pending }.count
        #expect(pending.split(separator: "\r\n").count == pendingCount + 1)
    }
}
