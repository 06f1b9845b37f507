import AccountSummary
import AccountSummaryBankFiles
import AccountSummaryFixtures
import Foundation

extension BankBenchmark {
    /// The bank suite's CSV case: a generated German export of `--entries` rows (newest first,
    /// `1.234,56`, a running balance, quoted cells) rendered to HTML by the command with its
    /// profile, against a Foundation program doing the reading work alone (the file read, rows
    /// and cells split, every amount and balance through `Decimal(string:)` and summed), each a
    /// whole process, in the same run.
    ///
    /// Checked before any figure is printed: the reference counts the generated rows and sums
    /// the generator's exact amounts; our reader, in this process, reads every row with the
    /// generator's sums and balances (chained newest first); and the command's HTML is byte for
    /// byte the HTML this process renders from that reading.
    func runCSV() -> String? {
        let generated = CSVExportGenerator().export(rowCount: options.entries)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("account-summary-csv-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = scratch.appendingPathComponent("umsaetze.csv")
        let profile = scratch.appendingPathComponent("nordwind.json")
        let output = scratch.appendingPathComponent("statement.html")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try Data(generated.bytes).write(to: input)
            try Data(CSVExportGenerator.profile.utf8).write(to: profile)
        } catch {
            return "cannot write \(input.path): \(error)"
        }
        let rows = generated.rowCount
        let runs = max(1, options.runs)
        print("\nbank (csv): one German CSV export read by its profile, \(rows) rows, \(formatMegabytes(generated.bytes.count)), fastest of \(runs) runs on each side, alternately")

        // Checks first: the reference's count and sum, our reading, and the HTML it renders.
        guard let counted = SpawnTimer.output(CommandLine.arguments[0], ["reference-csv-read", input.path], standardInput: URL(fileURLWithPath: "/dev/null")),
              let read = ReferenceCSVRead.Result(String(decoding: counted, as: UTF8.self)) else {
            return "the Foundation reading failed"
        }
        let sum = StatementDocumentGenerator.Output.decimal(cents: generated.sumCents)
        guard read.rows == rows, read.sum == sum else {
            return "MISMATCH: the Foundation reading found \(read.rows) rows summing to \(read.sum); \(rows) summing to \(sum) were generated"
        }
        let expected: UInt64
        do { expected = try BankBenchmark.ourCSVDigest(generated) } catch { return "our reader: \(error)" }

        let race = ProcessRace(
            items: (rows, "rows"), fileSize: generated.bytes.count,
            reference: ("reference: Foundation split + Decimal(string:)", ["reference-csv-read", input.path]),
            ours: ("ours: render FILE --csv-profile P -f html",
                   ["render", input.path, "--csv-profile", profile.path, "--format", "html", "--output", output.path, "--quiet"]),
            output: output, expected: expected, figures: ("bank.csv-speed-up", "bank.csv-peak-per-file"))
        if let problem = race.run(runs: runs) { return problem }
        print("    outputs agree: \(rows) rows and their sum by Foundation; every row read with the generator's sums and balances,"
              + " chained newest first; the command's HTML equals this process's")
        return nil
    }

    /// The digest of the HTML this process renders from our reading of the export, after checking
    /// the reading against the generator's exact figures.
    static func ourCSVDigest(_ generated: CSVExportGenerator.Output) throws -> UInt64 {
        let profile = try CSVProfile(parsing: Array(CSVExportGenerator.profile.utf8), file: "nordwind.json", name: "nordwind")
        var warnings = BankWarnings()
        let reading = try generated.bytes.withByteView { bytes throws(BankFileError) in
            try CSVStatementReader(profile: profile).reading(bytes, file: "umsaetze.csv", warnings: &warnings)
        }
        var joiner = BankStatementJoiner()
        try joiner.add(reading.statement)
        let statement = try joiner.statement()
        let cents = { (value: Int128) in StatementDocumentGenerator.Output.decimal(cents: value) }
        guard reading.order == .newestFirst, statement.transactions.count == generated.rowCount,
              statement.transactions.reduce(Decimal(0), { $0 + $1.amount }) == cents(generated.sumCents),
              statement.accounts.first?.openingBalance == cents(generated.openingCents),
              statement.accounts.first?.balance == cents(generated.closingCents) else {
            throw BenchmarkMismatch(message: "our CSV reader's counts, sums or balances differ from the generator's")
        }
        return try BankBenchmark.htmlDigest(statement)
    }
}

/// The CSV case's reference: Foundation reading an export and doing the reading work our reader
/// does, the plain way: the file into a `String`, rows split at line ends and cells at `;`
/// (quoted cells hold `;` only in the last column here, after the figures), the amount and the
/// balance of every row through `Decimal(string:)` once the thousands dots are out and the
/// decimal comma is a point, the amounts summed. `account-summary-benchmark reference-csv-read FILE`
/// prints `ROWS SUM`.
enum ReferenceCSVRead {
    struct Result {
        var rows: Int
        var sum: Decimal

        init(rows: Int, sum: Decimal) {
            (self.rows, self.sum) = (rows, sum)
        }

        init?(_ text: String) {
            let parts = text.split(whereSeparator: \.isWhitespace)
            guard parts.count == 2, let rows = Int(parts[0]), let sum = Decimal(string: String(parts[1])) else { return nil }
            (self.rows, self.sum) = (rows, sum)
        }
    }

    static func main(_ arguments: [String]) -> Int32 {
        guard let path = arguments.first, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return 66 }
        var rows = 0
        var sum = Decimal(0)
        var balances = Decimal(0)
        for (index, line) in text.components(separatedBy: "\r\n").enumerated() where index >= 2 && !line.isEmpty {
            let cells = line.components(separatedBy: ";")
            guard cells.count >= 6,
                  let amount = Decimal(string: cells[2].replacingOccurrences(of: ".", with: "").replacingOccurrences(of: ",", with: ".")),
                  let balance = Decimal(string: cells[3].replacingOccurrences(of: ".", with: "").replacingOccurrences(of: ",", with: "."))
            else { return 65 }
            sum += amount
            balances += balance
            rows += 1
        }
        // The balances' sum is kept so the work is not optimised away.
        guard !balances.isNaN else { return 65 }
        print("\(rows) \(sum)")
        return 0
    }
}
