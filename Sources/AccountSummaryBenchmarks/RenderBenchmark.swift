import AccountSummary
import AccountSummaryScale
import AccountSummaryFixtures
import Foundation

/// A statement rendered end to end, per format, each figure a ratio against Foundation doing
/// the same job in the same run.
///
/// Two references, each given the same number of runs as every figure of ours (the
/// fastest counts everywhere):
/// - `JSONDecoder` decoding the document into Codable structs: the issue's bar (our whole
///   render against their decoding alone).
/// - Foundation rendering the rows: decode, parse each date (`ISO8601FormatStyle`), sort
///   newest first, format each amount (`Decimal.FormatStyle.Currency`), HTML-escape each
///   description, write one row per transaction: comparable work done the plain way.
///
/// Ours:
/// 1. In this process, one thread and every core: bytes → `StatementReader` (streamed) →
///    `StatementReport` → rendered into a byte counter. This isolates our code from the file
///    system.
/// 2. The real command, `account-summary render FILE --format F --output OUT`, spawned on the
///    document written to a temporary file: the figure the issue's bar is about (memory map,
///    reading, rendering, writing, fsync and rename included), with its peak resident memory
///    from `wait4`, against the input's size.
///
/// Outputs are compared after the timed runs: each format's text must be the same with one
/// job, with every core and from the command's file, and the Foundation reference must have
/// read as many transactions, summing to the same total, as our reader. A mismatch fails
/// the run (exit 70).
struct RenderBenchmark {
    var options: BenchmarkOptions

    /// The formats `render` writes, with their writers.
    private static let formats: [(name: String, writer: any ReportWriter)] = [
        ("text", TerminalWriter(color: false)),
        ("ansi", TerminalWriter(color: true)),
        ("html", HTMLWriter()),
    ]

    func run() -> String? {
        let generated = StatementDocumentGenerator().document(transactionCount: options.transactions)
        let bytes = generated.bytes
        let data = Data(bytes)
        let transactions = Double(generated.transactionCount)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let runs = max(1, options.runs)
        let templates: TemplateLibrary
        do { templates = try DefaultTemplates.library() } catch { return "the default templates do not load: \(error)" }
        print("\nrender: one document, \(generated.transactionCount) transactions, \(formatMegabytes(bytes.count)),"
              + " every page of every list, fastest of \(runs) runs on every side")

        let decodeReference = { try JSONDecoder().decode(CodableStatement.self, from: data).transactions?.count ?? 0 }
        // The Foundation rows raced against the reference as every row of ours is below; that
        // race's reference is the one printed (no separate, first and cold, timing of it).
        let reference: Double
        let foundation: (seconds: Double, result: FoundationRows)
        do {
            let race = try Measurement.fastestInterleaved(runs: runs, reference: decodeReference) {
                var counter = ByteCounter()
                return try FoundationRows(data, into: &counter)
            }
            (reference, foundation) = (race.reference, (race.contender, race.result))
        } catch {
            return "Foundation could not read the generated document: \(error)"
        }
        print("    \(padded(""))         time  transactions     output  rate ÷ reference")
        print("    \(padded("reference: JSONDecoder decode only")) \(milliseconds(reference))  \(formatRate(transactions / reference).leftPadded(12))")
        print("    \(padded("Foundation: decode, sort, format, escape")) \(milliseconds(foundation.seconds))"
              + "  \(formatRate(transactions / foundation.seconds).leftPadded(12))"
              + "  \(formatMegabytes(foundation.result.bytes).leftPadded(9))  \(String(format: "%15.2f×", reference / foundation.seconds))")

        func pipeline(_ writer: any ReportWriter, jobs: Int, into counter: inout ByteCounter) throws {
            let statement = try bytes.withUnsafeBufferPointer { try StatementReader.read(streaming: $0, jobs: jobs) }
            // Given up, as render gives it up: its transactions are reordered in place, not copied.
            let report = try StatementReport(consume statement, options: ReportOptions(), jobs: jobs)
            try report.render(with: writer, templates: templates, jobs: jobs, to: &counter)
        }
        print("  in this process: bytes → read → report → rendered into a reused 1 MB buffer; each row's ratio against the reference timed between its runs")
        var digests: [String: UInt64] = [:]
        for (name, writer) in RenderBenchmark.formats {
            for jobs in Set([1, cores]).sorted() {
                // Each row raced against the reference timed between its own runs, so that a
                // slow spell of a shared machine falls on both sides of its ratio.
                let race: (reference: Double, contender: Double, result: Int)
                do {
                    race = try Measurement.fastestInterleaved(runs: runs, reference: decodeReference) {
                        var counter = ByteCounter()
                        try pipeline(writer, jobs: jobs, into: &counter)
                        return counter.count
                    }
                } catch {
                    return "\(name): \(error)"
                }
                print("    \(padded("\(name), \(jobs) job\(jobs == 1 ? "" : "s")")) \(milliseconds(race.contender))"
                      + "  \(formatRate(transactions / race.contender).leftPadded(12))"
                      + "  \(formatMegabytes(race.result).leftPadded(9))  \(String(format: "%15.2f×", race.reference / race.contender))"
                      + "  \(String(format: "%.2f× Foundation", foundation.seconds / race.contender))"
                      + "  (reference \(milliseconds(race.reference).trimmingCharacters(in: .whitespaces)))")
                BenchmarkFigures.shared.record("render.\(name).\(jobs == 1 ? "1-job" : "every-core")", race.reference / race.contender)
                // Checked once more, untimed, with a digest of every byte.
                var checked = ByteCounter(digesting: true)
                do { try pipeline(writer, jobs: jobs, into: &checked) } catch { return "\(name): \(error)" }
                if let earlier = digests[name], earlier != checked.digest {
                    return "MISMATCH: \(name) with \(jobs) jobs differs from \(name) with 1 job"
                }
                digests[name] = checked.digest
            }
        }
        if let problem = compare(foundation.result, with: bytes) { return problem }
        return endToEnd(generated: generated, decodeReference: decodeReference, digests: digests)
    }

    /// Whether Foundation's rows and our reader saw the same transactions: count and total.
    private func compare(_ rows: FoundationRows, with bytes: [UInt8]) -> String? {
        let statement: Statement
        do { statement = try bytes.withUnsafeBufferPointer { try StatementReader.read(streaming: $0, jobs: 1) } } catch {
            return "our reader could not read the generated document: \(error)"
        }
        let total = statement.transactions.reduce(Decimal(0)) { $0 + $1.amount }
        guard rows.count == statement.transactions.count, rows.total == total else {
            return "MISMATCH: Foundation read \(rows.count) transactions totalling \(rows.total),"
                + " our reader \(statement.transactions.count) totalling \(total)"
        }
        print("    outputs agree: each format the same with 1 and \(ProcessInfo.processInfo.activeProcessorCount) jobs;"
              + " Foundation and our reader: \(rows.count) transactions, total \(total)")
        return nil
    }

    /// The `render` command on a file, per format, with the default jobs (one per core), each
    /// run after a run of `decodeReference` in this process.
    /// Each output file must have the `digests` of the same format rendered in this process.
    private func endToEnd(
        generated: StatementDocumentGenerator.Output, decodeReference: () throws -> Int, digests: [String: UInt64]
    ) -> String? {
        if let problem = SpawnTimer.toolProblem { return problem }
        let tool = SpawnTimer.tool
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("account-summary-render-\(getpid())")
        defer { if ProcessInfo.processInfo.environment["KEEP_BENCHMARK_INPUT"] == nil { try? FileManager.default.removeItem(at: scratch) } }
        let input = scratch.appendingPathComponent("statement.json")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try Data(generated.bytes).write(to: input)
        } catch {
            return "cannot write \(input.path): \(error)"
        }
        let transactions = Double(generated.transactionCount)
        print("  the command: account-summary render FILE --format F --output OUT (new file each run; issue: html ≥ 500,000/s, peak RSS ≤ 2× input)")
        print("    \(padded("", 6))       time  transactions  rate ÷ reference   peak RSS   peak ÷ input")
        for (name, _) in RenderBenchmark.formats {
            let output = scratch.appendingPathComponent("out.\(name)").path
            // Raced as the in-process rows are: the reference timed again before each run.
            var run = (seconds: Double.infinity, peakResidentBytes: 0)
            var reference = Double.infinity
            for _ in 0..<max(1, options.runs) {
                guard let decoded = try? Measurement.fastest(runs: 1, decodeReference) else { return "JSONDecoder failed" }
                reference = min(reference, decoded.seconds)
                guard let once = SpawnTimer.best(tool.path, ["render", input.path, "--format", name, "--output", output],
                                                 runs: 1, before: { try? FileManager.default.removeItem(atPath: output) }) else {
                    return "render --format \(name) failed"
                }
                run = (min(run.seconds, once.seconds), max(run.peakResidentBytes, once.peakResidentBytes))
            }
            guard let written = try? Data(contentsOf: URL(fileURLWithPath: output), options: .alwaysMapped) else {
                return "render --format \(name) wrote no readable \(output)"
            }
            var file = ByteCounter(digesting: true)
            file.write(bytes: written)
            guard file.digest == digests[name] else {
                return "MISMATCH: render --format \(name)'s file differs from the same format rendered in this process"
            }
            print("    \(padded(name, 6)) \(milliseconds(run.seconds))  \(formatRate(transactions / run.seconds).leftPadded(12))"
                  + "  \(String(format: "%15.2f×", reference / run.seconds))  \(formatMegabytes(run.peakResidentBytes).leftPadded(9))"
                  + "  \(String(format: "%12.2f×", Double(run.peakResidentBytes) / Double(generated.bytes.count)))"
                  + "  (reference \(milliseconds(reference).trimmingCharacters(in: .whitespaces)))")
            BenchmarkFigures.shared.record("render.command.\(name)", reference / run.seconds)
            BenchmarkFigures.shared.record("render.command.\(name).peak-per-input", Double(run.peakResidentBytes) / Double(generated.bytes.count))
        }
        return nil
    }

    private func padded(_ text: String, _ width: Int = 40) -> String {
        text.padding(toLength: width, withPad: " ", startingAt: 0)
    }

    private func milliseconds(_ seconds: Double) -> String { String(format: "%9.1f ms", seconds * 1000) }
}

/// A text stream that copies what it is given into a megabyte buffer, as the command's
/// sink does before each write, and counts it; the buffer is reused, nothing is kept.
/// When digesting (never in a timed run), it also folds every byte into a 64-bit FNV-1a digest.
struct ByteCounter: TextOutputStream {
    private(set) var count = 0
    private(set) var digest: UInt64 = 0xCBF2_9CE4_8422_2325
    private let digesting: Bool
    private var buffer = [UInt8](repeating: 0, count: 1 << 20)
    private var used = 0

    init(digesting: Bool = false) {
        self.digesting = digesting
    }

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    mutating func write(bytes data: Data) {
        data.withUnsafeBytes { append($0.bindMemory(to: UInt8.self)) }
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        var rest = bytes
        while !rest.isEmpty {
            if used == buffer.count { used = 0 }
            let taken = min(rest.count, buffer.count - used)
            buffer.withUnsafeMutableBufferPointer { target in
                _ = UnsafeMutableBufferPointer(rebasing: target[used..<(used + taken)]).initialize(from: UnsafeBufferPointer(rebasing: rest[..<taken]))
            }
            used += taken
            rest = UnsafeBufferPointer(rebasing: rest[taken...])
        }
        count += bytes.count
        if digesting {
            for byte in bytes { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01B3 }
        }
    }
}

/// The statement's transaction rows written with Foundation alone, the way an app would:
/// `JSONDecoder`, each date parsed by `ISO8601FormatStyle`, newest first (input order for
/// equal dates), each amount formatted by `Decimal.FormatStyle.Currency`, each description
/// HTML-escaped, one `<tr>` per transaction.
struct FoundationRows {
    /// Rows written, bytes written, and the sum of the amounts read.
    var count = 0
    var bytes = 0
    var total = Decimal(0)

    init(_ data: Data, into output: inout ByteCounter) throws {
        let statement = try JSONDecoder().decode(CodableStatement.self, from: data)
        let transactions = statement.transactions ?? []
        let moment = Date.ISO8601FormatStyle(includingFractionalSeconds: false)
        let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        let day = Date.ISO8601FormatStyle().year().month().day()
        let dates = transactions.map { transaction in
            (try? moment.parse(transaction.date)) ?? (try? fractional.parse(transaction.date))
                ?? (try? day.parse(transaction.date)) ?? .distantPast
        }
        let order = transactions.indices.sorted { dates[$0] != dates[$1] ? dates[$0] > dates[$1] : $0 < $1 }
        let style = Decimal.FormatStyle.Currency(code: statement.currency ?? "USD", locale: Locale(identifier: statement.locale ?? "en_US"))
        let start = output.count
        for index in order {
            let transaction = transactions[index]
            let amount = transaction.amount.decimal ?? 0
            total += amount
            output.write("<tr><td>" + FoundationRows.escaped(transaction.date) + "</td><td>"
                         + FoundationRows.escaped(transaction.description) + "</td><td>" + amount.formatted(style) + "</td></tr>\n")
        }
        count = order.count
        bytes = output.count - start
    }

    private static func escaped(_ text: String) -> String {
        guard text.contains(where: { "&<>\"'".contains($0) }) else { return text }
        return text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}
