import AccountSummary
@testable import AccountSummaryBankFiles
import AccountSummaryTestSupport
import Foundation
import Testing

/// Every shipped profile on the real export it was written from, checked against an independent
/// reading (Python's csv, strptime and Decimal, `Oracles/csv_profile_oracle.py`) and, where the
/// project the sample comes from publishes what its own converter read (csv2ofx's
/// `data/converted/`), against that.
@Suite("CSV by profile: every shipped profile on its real sample")
struct CSVSampleTests {
    @Test("Python is here in CI, so the independent reading runs")
    func presentInCI() {
        if ProcessInfo.processInfo.environment["CI"] != nil {
            #expect(CSVFixture.python != nil, "CI must have python3")
        }
    }

    @Test("every shipped profile reads, and has a sample; at least ten on a bank's real export")
    func everyProfileHasASample() throws {
        let names = CSVShippedProfiles.names
        #expect(names.count >= 10)
        for name in names {
            #expect(throws: Never.self, "\(name)") { try CSVShippedProfiles.profile(named: name) }
            #expect(CSVFixture.samples.contains { $0.profile == name } || name == "raiffeisen-at", "\(name) has no sample")
        }
        let real = Set(CSVFixture.samples.filter(\.real).map(\.profile)).union(["raiffeisen-at"])
        #expect(real.count >= 10, "\(real.sorted())")
    }

    @Test("each sample reads as Python reads it: every row's date, amount and description, the sums, the balances",
          arguments: CSVFixture.samples)
    func readsAsPythonReads(sample: CSVFixture.Sample) throws {
        let bytes = CSVFixture.bytes(sample.path)
        #expect(!bytes.isEmpty, "\(sample.path) is missing")
        let (reading, _) = try CSVFixture.read(bytes, CSVFixture.profile(sample.profile), file: sample.path)
        guard let oracle = try CSVFixture.oracle(bytes, profile: sample.profile) else {
            print("skipped: python3 is not installed")
            return
        }
        let entries = CSVFixture.fileOrder(reading)
        #expect(entries.count == oracle.rows.count)
        #expect(!entries.isEmpty)
        for (entry, row) in zip(entries, oracle.rows) {
            #expect(entry.date.description == row.date)
            #expect(entry.amount == Decimal(string: row.amount)!)
            #expect(entry.description == row.description)
        }
        #expect(entries.first?.description == oracle.rows.first?.description)
        #expect(entries.last?.description == oracle.rows.last?.description)
        #expect(entries.reduce(Decimal(0)) { $0 + $1.amount } == Decimal(string: oracle.sum)!)
        #expect(reading.statement.opening == oracle.opening.map { Decimal(string: $0)! })
        #expect(reading.statement.closing == oracle.closing.map { Decimal(string: $0)! })
        if let order = oracle.order, order != "either" { #expect(reading.order?.rawValue == order) }
    }

    @Test("the Raiffeisen export reads as Python reads it once the line bank2ynab planted is out; with it, line 71 is refused")
    func raiffeisen() throws {
        let profile = CSVFixture.profile("raiffeisen-at")
        #expect {
            try CSVFixture.read(CSVFixture.bytes(CSVFixture.raiffeisen), profile, file: "test_raiffeisen_01.csv")
        } throws: { error in
            (error as? BankFileError)?.description == "test_raiffeisen_01.csv:71:1: 3 cells where the first row has 7 "
                + "(is the row cut short, or a delimiter unquoted in a cell?)"
        }
        let bytes = CSVFixture.raiffeisenWithoutPlantedLine()
        let (reading, _) = try CSVFixture.read(bytes, profile)
        // bank2ynab's own test reads 74 records of the file, the planted one among them.
        #expect(reading.statement.entries.count == 73)
        guard let oracle = try CSVFixture.oracle(bytes, profile: "raiffeisen-at") else { return }
        #expect(reading.statement.entries.map(\.amount) == oracle.rows.map { Decimal(string: $0.amount)! })
        #expect(reading.statement.entries.map(\.description) == oracle.rows.map(\.description))
        #expect(reading.statement.entries.map(\.date.description) == oracle.rows.map(\.date))
    }

    // MARK: csv2ofx's published readings

    /// `TRNAMT`, `DTPOSTED` (the day) and `BALAMT` of csv2ofx's OFX output, in its order.
    static func csv2ofx(_ name: String) -> (amounts: [Decimal], days: [String], balance: Decimal?) {
        let text = String(decoding: BankFixture.bytes("csv/reubano-csv2ofx/converted/\(name)"), as: UTF8.self)
        func values(_ tag: String) -> [String] {
            text.components(separatedBy: "<\(tag)>").dropFirst().map { String($0.prefix { $0 != "<" && $0 != "\n" && $0 != "\r" }) }
        }
        let days = values("DTPOSTED").map { "\($0.prefix(4))-\($0.dropFirst(4).prefix(2))-\($0.dropFirst(6).prefix(2))" }
        return (values("TRNAMT").map { Decimal(string: $0)! }, days, values("BALAMT").first.map { Decimal(string: $0)! })
    }

    static func ours(_ sample: String, profile: String) throws -> CSVStatementReader.Reading {
        try CSVFixture.read(CSVFixture.bytes("reubano-csv2ofx/test/\(sample)"), CSVFixture.profile(profile)).reading
    }

    @Test("N26, GLS, PC Financial, Payoneer: the amounts, days and balance csv2ofx published", arguments: [
        ("n26-fr.csv", "n26", "n26.ofx"), ("gls.csv", "gls", "gls.ofx"), ("pcmastercard.csv", "pc-mastercard", "pcmastercard.ofx"),
        ("payoneer.csv", "payoneer", "payoneer.ofx"),
    ])
    func publishedByCSV2OFX(sample: String, profile: String, converted: String) throws {
        let reading = try Self.ours(sample, profile: profile)
        let theirs = Self.csv2ofx(converted)
        let entries = CSVFixture.fileOrder(reading)
        #expect(entries.map(\.amount) == theirs.amounts)
        #expect(entries.map(\.date.description) == theirs.days)
        if let balance = theirs.balance { #expect(reading.statement.closing == balance) }
    }

    @Test("ING España: csv2ofx's amounts; its days too, but for 08/04/2022, which it read as August 4 (day and month swapped)")
    func ingSpain() throws {
        let reading = try Self.ours("ingesp.csv", profile: "ing-es")
        let theirs = Self.csv2ofx("ingesp.ofx")
        #expect(reading.statement.entries.map(\.amount) == theirs.amounts)
        let ours = reading.statement.entries.map(\.date.description)
        #expect(ours.count == theirs.days.count)
        for (mine, its) in zip(ours, theirs.days) where mine != its {
            // dateutil's guess: 08/04 read month first where the file writes day first.
            #expect(mine == "2022-04-08" && its == "2022-08-04")
        }
        #expect(zip(ours, theirs.days).filter { $0 != $1 }.count == 1)
    }

    @Test("UBS: the amounts and days of csv2ofx's QIF (T and D lines), and a balance chained oldest first")
    func ubs() throws {
        let reading = try Self.ours("ubs-ch-fr_trimmed.csv", profile: "ubs-fr")
        // The transactions follow "!Type:Bank" (the "!Account" block before it has a T line of its own).
        let qif = String(decoding: BankFixture.bytes("csv/reubano-csv2ofx/converted/ubs-ch-fr.qif"), as: UTF8.self)
            .components(separatedBy: "!Type:Bank")[1].split(whereSeparator: \.isNewline)
        #expect(reading.statement.entries.map(\.amount) == qif.filter { $0.hasPrefix("T") }.map { Decimal(string: String($0.dropFirst()))! })
        #expect(reading.statement.entries.map(\.date.description) == qif.filter { $0.hasPrefix("D") }.map { String($0.dropFirst()) })
        #expect(reading.order == .oldestFirst)
        #expect(reading.statement.opening == Decimal("11383.94"))
        #expect(reading.statement.closing == Decimal("11413.94"))
        #expect(reading.statement.currency == "CHF")
        #expect(reading.statement.accountID == "0123 45678901.23A")
        #expect(reading.statement.entries.map(\.reference) == ["A01234BC01234567", "3456789ZT1234567", "9979360TI2115087"])
    }

    /// csv2ofx's balance tests: the same Schwab rows in other orders. Where csv2ofx states a
    /// balance (`BALAMT`), ours is the same; where it could not (rows out of any order, or two
    /// rows of one day that chain either way), ours is an error naming why.
    @Test("Schwab: csv2ofx's seven balance cases", arguments: 1...7)
    func schwabBalanceCases(number: Int) throws {
        let sample = "schwab-checking-baltest-case\(number).csv"
        let theirs = Self.csv2ofx("schwab-checking-baltest-case\(number).ofx")
        let profile = CSVFixture.profile("schwab")
        let bytes = CSVFixture.bytes("reubano-csv2ofx/test/\(sample)")
        if let balance = theirs.balance {
            let (reading, _) = try CSVFixture.read(bytes, profile, file: sample)
            #expect(reading.statement.closing == balance)
            #expect(CSVFixture.fileOrder(reading).map(\.amount) == theirs.amounts)
            #expect(CSVFixture.fileOrder(reading).map(\.date.description) == theirs.days)
        } else {
            #expect(throws: BankFileError.self) { try CSVFixture.read(bytes, profile, file: sample) }
        }
    }

    @Test("Schwab: rows out of order name the break; two rows that chain either way ask for the profile's order")
    func schwabErrors() throws {
        let profile = CSVFixture.profile("schwab")
        #expect {
            try CSVFixture.read(CSVFixture.bytes("reubano-csv2ofx/test/schwab-checking-baltest-case2.csv"), profile, file: "case2.csv")
        } throws: { error in
            (error as? BankFileError)?.description == "case2.csv:4: column 8 \"RunningBalance\": balance 1036.47 USD does not follow from "
                + "the running balance 961.47 USD after line 5 and this row's amount -57.27 USD (expected 904.20 USD, read newest first)"
                || { print(error); return false }()
        }
        #expect {
            try CSVFixture.read(CSVFixture.bytes("reubano-csv2ofx/test/schwab-checking-baltest-case7.csv"), profile, file: "case7.csv")
        } throws: { error in
            (error as? BankFileError)?.description == "case7.csv:2:1: the balance column chains read oldest first (opening 878.47 USD, "
                + "closing 878.47 USD) and newest first (opening 858.47 USD, closing 858.47 USD): say which with the profile's \"order\""
                || { print(error); return false }()
        }
        // The profile saying the order settles it, as Schwab lists the newest row first.
        var newestFirst = profile
        newestFirst.order = .newestFirst
        let (reading, _) = try CSVFixture.read(CSVFixture.bytes("reubano-csv2ofx/test/schwab-checking-baltest-case7.csv"), newestFirst)
        #expect(reading.statement.opening == Decimal("858.47") && reading.statement.closing == Decimal("858.47"))
    }
}
