import AccountSummary
@testable import AccountSummaryBankFiles
import Foundation
import Testing

/// The CSV reader's promise checked on every shipped profile's sample taken apart: cut at every
/// byte, each row deleted, each row written twice, each pair of neighbouring rows swapped. A
/// damaged file reads as the same statement, or is an error, never as a statement that says
/// something the file does not.
///
/// What catches what:
/// - a cut inside a row leaves it with too few cells, an unclosed quote, or a date, amount or
///   code that is not one: an error. A cut inside the last cell of a file's last row (the file
///   then has no line end) can leave a shorter value that still reads (`1000.00` → `100`): the
///   reader warns whenever a file ends inside an unquoted cell it reads, and with a balance
///   column after the amount, or the amount quoted, it is an error;
/// - with a balance column, the chain: a deleted row (but the first or last), a row written
///   twice, rows swapped (but two rows whose chain reads either way to the same balances) break
///   it at the row, naming both figures;
/// - without a balance column nothing in a CSV export states a total, so a whole row deleted or
///   written twice reads as that shorter or longer statement: every other row reads as it was,
///   and the figures are the rows' own, never altered. A cut at a row's end is a shorter export
///   in every case (the balances it states are the file's own). A profile with `skip_footer`
///   refuses a file whose footer is gone: a dropped footer row that reads as a transaction is an error.
@Suite("CSV by profile: every row accounted for, files cut, rows deleted, doubled and swapped")
struct CSVIntegrityTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var profile: String
        var name: String
        var bytes: [UInt8]
        var testDescription: String { "\(profile): \(name)" }
    }

    static let cases: [Case] = CSVFixture.samples.map { Case(profile: $0.profile, name: $0.path, bytes: CSVFixture.bytes($0.path)) }
        + [Case(profile: "raiffeisen-at", name: "test_raiffeisen_01.csv without its planted line", bytes: CSVFixture.raiffeisenWithoutPlantedLine())]
        + CSVIntegrityTests.schwabCases

    static let schwabCases: [Case] = [1, 3, 4, 5, 6].map {
        Case(profile: "schwab", name: "schwab-checking-baltest-case\($0).csv", bytes: CSVFixture.bytes("reubano-csv2ofx/test/schwab-checking-baltest-case\($0).csv"))
    }

    /// The whole file as read: entries and stated balances in the file's order.
    struct Whole {
        var reading: CSVStatementReader.Reading
        var entries: [BankEntry]
        var balances: [Decimal?]
        var hasBalances: Bool { reading.statement.closing != nil && reading.balances.contains { $0 != nil } }

        init(_ reading: CSVStatementReader.Reading) {
            self.reading = reading
            entries = CSVFixture.fileOrder(reading)
            balances = reading.order == .newestFirst ? reading.balances.reversed() : reading.balances
        }

        /// The balances before the oldest and after the newest of the file's first `count` rows.
        func balances(ofFirst count: Int) -> (opening: Decimal, closing: Decimal)? {
            guard hasBalances, count > 0, balances[..<count].allSatisfy({ $0 != nil }) else { return nil }
            if reading.order == .newestFirst {
                return (balances[count - 1]! - entries[count - 1].amount, balances[0]!)
            }
            return (reading.statement.opening!, balances[count - 1]!)
        }
    }

    static func whole(_ test: Case) throws -> Whole {
        Whole(try CSVFixture.read(test.bytes, CSVFixture.profile(test.profile)).reading)
    }

    /// The file's lines, each with its line end (the last may have none).
    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        var index = 0
        while index < bytes.count {
            current.append(bytes[index])
            if bytes[index] == 0x0A || (bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                lines.append(current)
                current = []
            }
            index += 1
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The data lines' positions (after the header, not blank), and the file's lines with every one ended.
    static func rows(_ test: Case) -> (lines: [[UInt8]], data: [Int]) {
        var lines = lines(test.bytes)
        var ending: [UInt8] = [0x0A]
        if let first = lines.first, first.last == 0x0A || first.last == 0x0D {
            ending = first.count >= 2 && first[first.count - 2] == 0x0D && first.last == 0x0A ? [0x0D, 0x0A] : [first.last!]
        }
        if let last = lines.last, last.last != 0x0A, last.last != 0x0D { lines[lines.count - 1] += ending }
        let skip = CSVFixture.profile(test.profile).skipLines
        let data = lines.indices.filter { index in index >= skip && lines[index].contains { $0 != 0x0A && $0 != 0x0D } }
        return (lines, data)
    }

    static func read(_ bytes: [UInt8], _ test: Case) -> (entries: [BankEntry], reading: CSVStatementReader.Reading, warnings: [String])? {
        guard let read = try? CSVFixture.read(bytes, CSVFixture.profile(test.profile)) else { return nil }
        return (CSVFixture.fileOrder(read.reading), read.reading, read.warnings)
    }

    @Test("a file cut at any byte reads as its first rows (with their own balances), warns it ends inside a cell, or is refused",
          arguments: CSVIntegrityTests.cases)
    func cut(test: Case) throws {
        let whole = try Self.whole(test)
        var prefixes = 0
        for cut in 0...test.bytes.count {
            guard let read = Self.read(Array(test.bytes[..<cut]), test) else { continue }
            let count = read.entries.count
            #expect(count <= whole.entries.count, "cut at \(cut)")
            let expected = whole.balances(ofFirst: count)
            let statement = read.reading.statement
            if count <= whole.entries.count, read.entries == Array(whole.entries.prefix(count)),
               expected.map({ $0.opening == statement.opening && $0.closing == statement.closing }) ?? (statement.closing == nil || count == 0) {
                prefixes += 1
                continue
            }
            // The last row's last cell cut short: the reader said the file ends inside it.
            let warned = read.warnings.contains { $0.contains("has no line end") }
            let othersSame = count >= 1 && Array(read.entries.dropLast()) == Array(whole.entries.prefix(count - 1))
            #expect(warned && othersSame, "\(test.name) cut at byte \(cut) reads as another statement: \(read.entries.map(\.amount))")
        }
        #expect(prefixes > 0)
    }

    @Test("a row taken out is refused by the balance chain (but the first or last row); without one, the rest read as they were",
          arguments: CSVIntegrityTests.cases)
    func deleted(test: Case) throws {
        let whole = try Self.whole(test)
        let (lines, data) = Self.rows(test)
        for (position, line) in data.enumerated() {
            var damaged = lines
            damaged.remove(at: line)
            guard let read = Self.read(Array(damaged.joined()), test) else { continue }
            var expected = whole.entries
            expected.remove(at: position)
            #expect(read.entries == expected, "\(test.name) without line \(line + 1)")
            if whole.hasBalances {
                let atAnEnd = position == 0 || position == data.count - 1
                #expect(atAnEnd || whole.entries[position].amount == 0, "\(test.name) without line \(line + 1) reads: the chain should break")
            }
        }
    }

    @Test("a row written twice is refused by the balance chain; without one, it is read twice and nothing else changes",
          arguments: CSVIntegrityTests.cases)
    func doubled(test: Case) throws {
        let whole = try Self.whole(test)
        let (lines, data) = Self.rows(test)
        for (position, line) in data.enumerated() {
            var damaged = lines
            damaged.insert(lines[line], at: line + 1)
            guard let read = Self.read(Array(damaged.joined()), test) else { continue }
            var expected = whole.entries
            expected.insert(whole.entries[position], at: position + 1)
            #expect(read.entries == expected, "\(test.name) with line \(line + 1) twice")
            if whole.hasBalances { #expect(whole.entries[position].amount == 0, "\(test.name) with line \(line + 1) twice reads") }
        }
    }

    @Test("two neighbouring rows swapped read as the same entries and balances, or are refused", arguments: CSVIntegrityTests.cases)
    func swapped(test: Case) throws {
        let whole = try Self.whole(test)
        let (lines, data) = Self.rows(test)
        let key = { (entries: [BankEntry]) in entries.map { "\($0.date) \($0.amount) \($0.description)" }.sorted() }
        for (first, second) in zip(data, data.dropFirst()) {
            var damaged = lines
            damaged.swapAt(first, second)
            guard let read = Self.read(Array(damaged.joined()), test) else { continue }
            #expect(key(read.entries) == key(whole.entries), "\(test.name) lines \(first + 1) and \(second + 1) swapped")
            #expect(read.reading.statement.opening == whole.reading.statement.opening
                    && read.reading.statement.closing == whole.reading.statement.closing,
                    "\(test.name) lines \(first + 1) and \(second + 1) swapped: other balances")
        }
    }

    @Test("a file that lost its footer is refused: the last rows would be dropped as the footer")
    func lostFooter() throws {
        let profile = try CSVFixture.profile(json: """
            {"delimiter": ";", "skip_lines": 1, "skip_footer": 2, "decimal": ",", "currency": "EUR",
             "date": {"column": "Date", "format": "%d.%m.%Y"}, "amount": {"column": "Inflow"}, "description": "Payee"}
            """)
        // bank2ynab's footer test file, without the line its tests planted (line 72: "A null transaction").
        let lines = Self.lines(CSVFixture.bytes("bank2ynab/test_headers.csv"))
        let clean = lines.enumerated().filter { !String(decoding: $0.element, as: UTF8.self).contains("null transaction") }.map(\.element)
        let (reading, _) = try CSVFixture.read(Array(clean.joined()), profile)
        #expect(reading.statement.entries.count == 73)
        #expect(reading.statement.entries.last?.description == "HOFER DANKT 0527 K2 19.10. 17:36")
        #expect {
            try CSVFixture.read(Array(clean.dropLast(2).joined()), profile, file: "test_headers.csv")
        } throws: { error in
            (error as? BankFileError)?.description.hasPrefix("test_headers.csv:73:1: the profile drops the last 2 rows as a footer, but this one reads") ?? false
        }
    }
}
