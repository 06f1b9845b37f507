import AccountSummary
import AccountSummaryBankFiles
import AccountSummaryFixtures
import Foundation

/// The `bank` suite's BAI2 case: a generated BAI2 file of a few hundred thousand details rendered
/// to HTML by the command, against a Foundation program doing the same reading work (the file
/// read into a `String`, split into records and fields, every detail amount parsed with
/// `Decimal(string:)` and added), each a whole process, in the same run.
///
/// The file is real-looking (``BAI2DocumentGenerator``: four accounts in USD, EUR and JPY over
/// five as-of days, real type codes, every funds type, references, texts with commas and slashes
/// continued on 88 records, correct trailers). Checked before any figure is printed: the
/// reference counts and adds the details the generator wrote; our reader, in this process, reads
/// every account with the generator's exact balances and sums; and the command's HTML file is
/// byte for byte the HTML this process renders from that reading.
struct BAI2Benchmark {
    var options: BenchmarkOptions

    func run() -> String? {
        if let problem = SpawnTimer.toolProblem { return problem }
        let generated = BAI2DocumentGenerator().document(detailCount: options.bai2Details)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("account-summary-bai2-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = scratch.appendingPathComponent("previous-day.bai2")
        let output = scratch.appendingPathComponent("statement.html")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try Data(generated.bytes).write(to: input)
        } catch {
            return "cannot write \(input.path): \(error)"
        }
        let runs = max(1, options.runs)
        print("\nbank: one BAI2 file, \(generated.detailCount) details of \(generated.accounts.count) accounts over five days, "
              + "\(formatMegabytes(generated.bytes.count)), fastest of \(runs) runs on each side, alternately")

        // Checks first: the reference's count and sum, our reading, and the HTML it renders.
        guard let counted = SpawnTimer.output(CommandLine.arguments[0], ["reference-bai2-read", input.path],
                                              standardInput: URL(fileURLWithPath: "/dev/null")) else {
            return "the Foundation reference failed"
        }
        let fields = String(decoding: counted, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        guard fields.count == 2, Int(fields[0]) == generated.detailCount, fields[1] == "\(generated.detailTotal)" else {
            return "MISMATCH: the reference read \(fields.joined(separator: " ")), the generator wrote \(generated.detailCount) details adding to \(generated.detailTotal)"
        }
        let expected: UInt64
        do { expected = try BAI2Benchmark.ourHTMLDigest(generated) } catch { return "our reader: \(error)" }

        let race = ProcessRace(
            items: (generated.detailCount, "details"), fileSize: generated.bytes.count,
            reference: ("reference: Foundation split + Decimal(string:)", ["reference-bai2-read", input.path]),
            ours: ("ours: render FILE --format html --output OUT", ["render", input.path, "--format", "html", "--output", output.path]),
            output: output, expected: expected, figures: ("bank.bai2-speed-up", "bank.bai2-peak-per-file"))
        if let problem = race.run(runs: runs) { return problem }
        print("    outputs agree: \(generated.detailCount) details counted and added by the reference; every account read with the"
              + " generator's balances and sums; the command's HTML equals this process's")
        return nil
    }

    /// The digest of the HTML this process renders from our reading of the file, after checking
    /// the reading against the generator's exact figures.
    static func ourHTMLDigest(_ generated: BAI2DocumentGenerator.Output) throws -> UInt64 {
        var joiner = BankStatementJoiner()
        var warnings = BankWarnings()
        try generated.bytes.withByteView { bytes throws(BankFileError) in
            try BAI2Reader.read(bytes, file: "previous-day.bai2", warnings: &warnings) { statement, _ throws(BankFileError) in
                try joiner.add(statement)
            }
        }
        let statement = try joiner.statement()
        guard statement.transactions.count == generated.detailCount, statement.accounts.count == generated.accounts.count else {
            throw BenchmarkMismatch(message: "our reader read \(statement.transactions.count) details of \(statement.accounts.count) accounts")
        }
        for (account, expected) in zip(statement.accounts, generated.accounts) {
            let scale = Decimal(sign: .plus, exponent: -expected.minorUnit, significand: 1)
            let minor = { (value: Int128) in Decimal(string: String(value))! * scale }
            let net = statement.transactions.lazy.filter { $0.accountId == account.id }.reduce(Decimal(0)) { $0 + $1.amount }
            guard account.number == expected.number, account.currency == expected.currency, account.openingBalance == minor(expected.opening),
                  account.balance == minor(expected.closing), net == minor(expected.net) else {
                throw BenchmarkMismatch(message: "our reader's balances or sums of account \(expected.number) differ from the generator's")
            }
        }
        return try BankBenchmark.htmlDigest(statement)
    }

}

/// The reference: Foundation reading a BAI2 file as a simple program would, and nothing else:
/// the file into a `String`, split into lines and each line into fields at its commas, every
/// `16` record's amount parsed with `Decimal(string:)` and added. Prints `COUNT SUM`.
/// `account-summary-benchmark reference-bai2-read FILE`.
enum ReferenceBAI2Read {
    static func main(_ arguments: [String]) -> Int32 {
        guard let path = arguments.first, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return 66 }
        var count = 0
        var sum = Decimal(0)
        for line in text.components(separatedBy: .newlines) where line.hasPrefix("16,") {
            let fields = line.components(separatedBy: ",")
            guard fields.count > 2, let amount = Decimal(string: fields[2]) else { return 65 }
            sum += amount
            count += 1
        }
        print("\(count) \(sum)")
        return 0
    }
}
