import AccountSummary
import AccountSummaryScale
import AccountSummaryBankFiles
import AccountSummaryFixtures
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A generated camt.053 of a few hundred thousand entries rendered to HTML by the command,
/// against Foundation's `XMLParser` merely walking the same file (a delegate counting
/// elements), each a whole process, in the same run. The suite's CSV case is ``runCSV()``.
///
/// The file is real-looking (``CamtDocumentGenerator``: non-ASCII counterparties and remittance
/// text, amounts from cents to 15 digits, pending entries, reversals, batch entries). Checked
/// before any figure is printed: the walk counts as many `Ntry` elements as were generated; our
/// reader, in this process, reads every entry with the generator's exact sums and balances; and
/// the command's HTML file is byte for byte the HTML this process renders from that reading.
struct BankBenchmark {
    var options: BenchmarkOptions

    func run() -> String? {
        if let problem = SpawnTimer.toolProblem { return problem }
        let generated = CamtDocumentGenerator().document(entryCount: options.entries)
        let entries = generated.bookedCount + generated.pendingCount
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("account-summary-bank-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = scratch.appendingPathComponent("statement.camt053.xml")
        let output = scratch.appendingPathComponent("statement.html")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try Data(generated.bytes).write(to: input)
        } catch {
            return "cannot write \(input.path): \(error)"
        }
        let runs = max(1, options.runs)
        print("\nbank: one camt.053.001.08 statement, \(entries) entries, \(formatMegabytes(generated.bytes.count)), fastest of \(runs) runs on each side, alternately")

        // Checks first: the walk's count, our reading, and the HTML it renders.
        guard let counted = SpawnTimer.output(CommandLine.arguments[0], ["reference-xml-walk", input.path], standardInput: URL(fileURLWithPath: "/dev/null")),
              let walk = WalkCount(String(decoding: counted, as: UTF8.self)) else {
            return "the XMLParser walk failed"
        }
        guard walk.entries == entries else { return "MISMATCH: XMLParser counted \(walk.entries) Ntry elements, \(entries) were generated" }
        let expected: UInt64
        do { expected = try BankBenchmark.ourHTMLDigest(generated) } catch { return "our reader: \(error)" }

        let race = ProcessRace(
            items: (entries, "entries"), fileSize: generated.bytes.count,
            reference: ("reference: XMLParser walk, counting elements", ["reference-xml-walk", input.path]),
            ours: ("ours: render FILE --format html --output OUT", ["render", input.path, "--format", "html", "--output", output.path]),
            output: output, expected: expected, figures: ("bank.speed-up", "bank.peak-per-file"))
        if let problem = race.run(runs: runs) { return problem }
        print("    outputs agree: \(walk.elements) elements, \(entries) Ntry walked; \(generated.bookedCount) booked entries read with the generator's sums;"
              + " the command's HTML equals this process's (issue: ≥ 1.5× the walk, peak ≤ 1.5× the file)")
        return nil
    }

    /// The digest of the HTML this process renders from our reading of the file, after checking
    /// the reading against the generator's exact figures.
    static func ourHTMLDigest(_ generated: CamtDocumentGenerator.Output) throws -> UInt64 {
        var joiner = BankStatementJoiner()
        var warnings = BankWarnings()
        try generated.bytes.withByteView { bytes throws(BankFileError) in
            try CamtReader.read(bytes, file: "statement.camt053.xml", warnings: &warnings) { statement, _ throws(BankFileError) in
                try joiner.add(statement)
            }
        }
        let statement = try joiner.statement()
        let booked = statement.transactions.filter { $0.status == .completed }
        let cents = { (value: Int128) in StatementDocumentGenerator.Output.decimal(cents: value) }
        guard booked.count == generated.bookedCount, statement.transactions.count - booked.count == generated.pendingCount,
              booked.reduce(Decimal(0), { $0 + $1.amount }) == cents(generated.bookedCents),
              statement.accounts.first?.balance == cents(generated.closingCents),
              statement.accounts.first?.openingBalance == cents(generated.openingCents) else {
            throw BenchmarkMismatch(message: "our reader's counts or sums differ from the generator's")
        }
        return try htmlDigest(statement)
    }

    /// The digest of the HTML report of a statement, rendered as the command renders it.
    static func htmlDigest(_ statement: Statement) throws -> UInt64 {
        let report = try StatementReport(statement, options: ReportOptions(), jobs: ProcessInfo.processInfo.activeProcessorCount)
        var counter = ByteCounter(digesting: true)
        try report.render(with: HTMLWriter(), templates: DefaultTemplates.library(), jobs: ProcessInfo.processInfo.activeProcessorCount, to: &counter)
        return counter.digest
    }


    /// `ELEMENTS NTRY` as the walk prints it.
    struct WalkCount {
        var elements: Int
        var entries: Int

        init?(_ text: String) {
            let parts = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
            guard parts.count == 2 else { return nil }
            (elements, entries) = (parts[0], parts[1])
        }
    }
}

struct BenchmarkMismatch: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// The reference: Foundation's `XMLParser` walking a file with a delegate that counts elements
/// (all of them, and `Ntry`), and nothing else. `account-summary-benchmark reference-xml-walk FILE`.
enum ReferenceXMLWalk {
    final class Counter: NSObject, XMLParserDelegate {
        var elements = 0
        var entries = 0

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements += 1
            if elementName == "Ntry" { entries += 1 }
        }
    }

    static func main(_ arguments: [String]) -> Int32 {
        guard let path = arguments.first, let parser = XMLParser(contentsOf: URL(fileURLWithPath: path)) else { return 66 }
        let counter = Counter()
        parser.delegate = counter
        guard parser.parse() else { return 65 }
        print("\(counter.elements) \(counter.entries)")
        return 0
    }
}
