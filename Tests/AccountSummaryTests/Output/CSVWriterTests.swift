@testable import AccountSummary
import AccountSummaryFixtures
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
        CSVWriter.write(report, to: &csv)
        let lines = csv.split(separator: "\r\n", omittingEmptySubsequences: false)
        #expect(lines.first == "date,status,accountId,account,description,amount,currency,balance")
        #expect(lines.count == Statement.sample.transactions.count + 2)
        let statuses = lines.dropFirst().dropLast().map { $0.split(separator: ",")[1] }
        #expect(statuses == statuses.sorted { $0 == "pending" && $1 != "pending" })

        options = ReportOptions()
        options.filter.status = .pending
        var pending = ""
        CSVWriter.write(try StatementReport(Statement.sample, options: options), to: &pending)
        let pendingCount = Statement.sample.transactions.filter { $0.status == .pending }.count
        #expect(pending.split(separator: "\r\n").count == pendingCount + 1)
    }

    /// Issue 29, item 2: rows were newest day first but each day oldest first, and the balance
    /// column ran oldest first: the top row was not the closing balance and the chain broke on
    /// every day with several entries. Generated framed statements (several accounts, busy days,
    /// cards and pending rows): read the CSV back as a spreadsheet would and chain every row.
    @Test("every row's balance is the next row's (same account) plus its amount; the top row is the closing balance",
          arguments: [3, 11, 29] as [UInt64])
    func balancesChain(seed: UInt64) throws {
        let generated = StatementDocumentGenerator(seed: seed, framed: true).document(transactionCount: 400)
        let statement = try StatementReader.read(generated.bytes)
        var options = ReportOptions()
        options.sections = Set(StatementSection.allCases)
        options.allowsUnreconciled = true
        let report = try StatementReport(statement, options: options)
        var csv = ""
        CSVWriter.write(report, to: &csv)
        let rows = Self.records(csv)
        let header = try #require(rows.first)
        #expect(header.last == "balance")
        let column = Dictionary(uniqueKeysWithValues: header.enumerated().map { ($1, $0) })
        var byAccount: [String: [(amount: Decimal, balance: Decimal, date: String)]] = [:]
        var order: [String] = []
        for record in rows.dropFirst() where record[column["status"]!] == "completed" {
            let account = record[column["accountId"]!]
            if byAccount[account] == nil { order.append(account) }
            byAccount[account, default: []].append((Decimal(string: record[column["amount"]!])!,
                                                    Decimal(string: record[column["balance"]!])!, record[column["date"]!]))
        }
        #expect(order.count >= 2)
        var chained = 0
        for id in order {
            let account = try #require(statement.accounts.first { $0.id == id })
            let rows = byAccount[id]!
            let owed = account.type.netEffect == .liability
            #expect(rows[0].balance == account.balance, "\(id): the top row is not the closing balance")
            for (row, next) in zip(rows, rows.dropFirst()) {
                #expect(row.balance == (owed ? next.balance - row.amount : next.balance + row.amount),
                        "\(id) \(row.date): \(row.balance) after \(row.amount) from \(next.balance)")
                chained += 1
            }
            // Worked back from the balance when the document states no opening.
            let opening = try #require(statement.accounts.firstIndex { $0.id == id }.flatMap { Reconciliation.all(statement)[$0].opening })
            let last = rows[rows.count - 1]
            #expect(last.balance == (owed ? opening - last.amount : opening + last.amount), "\(id): the oldest row does not run from the opening")
        }
        // Busy days: the chain crossed same-day rows, which is where it broke.
        let sameDay = order.reduce(0) { total, id in
            let rows = byAccount[id]!
            return total + zip(rows, rows.dropFirst()).filter { $0.date == $1.date }.count
        }
        #expect(sameDay > 20 && chained > 200, "\(sameDay) same-day links, \(chained) in all")
    }

    /// RFC 4180 records: quoted fields with doubled quotes, CRLF line ends.
    static func records(_ csv: String) -> [[String]] {
        var records: [[String]] = [], record: [String] = [], field = "", quoted = false
        var characters = csv.makeIterator()
        var pending: Character? = nil
        while let character = pending ?? characters.next() {
            pending = nil
            if quoted {
                if character == "\"" {
                    let next = characters.next()
                    if next == "\"" { field.append("\"") } else { quoted = false; pending = next }
                } else { field.append(character) }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                record.append(field); field = ""
            } else if character == "\r\n" || character == "\n" {
                record.append(field); field = ""
                records.append(record); record = []
            } else {
                field.append(character)
            }
        }
        if !field.isEmpty || !record.isEmpty { record.append(field); records.append(record) }
        return records
    }
}
