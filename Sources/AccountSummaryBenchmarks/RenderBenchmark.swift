import AccountSummary
import AccountSummaryFixtures
import Foundation

/// A statement rendered end to end, per format, each figure a ratio against `JSONDecoder`
/// decoding the same document into Codable structs in the same run.
///
/// 1. In this process, one thread and every core: bytes → `StatementReader` (streamed) →
///    `StatementReport` → rendered into a byte counter. This isolates our code from the file
///    system.
/// 2. The real command, `account-summary render FILE --format F --output OUT`, spawned on the
///    document written to a temporary file: the figure the issue's bar is about (memory map,
///    reading, rendering, writing, fsync and rename included), with its peak resident memory
///    from `wait4`, against the input's size.
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
        let templates: TemplateLibrary
        do { templates = try DefaultTemplates.library() } catch { return "the default templates do not load: \(error)" }
        print("\nrender: one document, \(generated.transactionCount) transactions, \(formatMegabytes(bytes.count)),"
              + " every page of every list, fastest of \(options.runs) runs")

        let reference: Double
        do {
            reference = try Measurement.fastest(runs: options.runs) {
                try JSONDecoder().decode(CodableStatement.self, from: data).transactions?.count ?? 0
            }.seconds
        } catch {
            return "JSONDecoder could not read the generated document: \(error)"
        }
        print("    \(padded(""))         time  transactions     output  rate ÷ reference")
        print("    \(padded("reference: JSONDecoder decode only")) \(milliseconds(reference))  \(formatRate(transactions / reference).leftPadded(12))")

        func pipeline(_ writer: any ReportWriter, jobs: Int) throws -> Int {
            let statement = try bytes.withUnsafeBufferPointer { try StatementReader.read(streaming: $0, jobs: jobs) }
            // Given up, as render gives it up: its transactions are reordered in place, not copied.
            let report = try StatementReport(consume statement, options: ReportOptions(), jobs: jobs)
            var counter = ByteCounter()
            try report.render(with: writer, templates: templates, jobs: jobs, to: &counter)
            return counter.count
        }
        print("  in this process: bytes → read → report → rendered into a reused 1 MB buffer")
        for (name, writer) in RenderBenchmark.formats {
            for jobs in Set([1, cores]).sorted() {
                let timing: (seconds: Double, result: Int)
                do { timing = try Measurement.fastest(runs: options.runs) { try pipeline(writer, jobs: jobs) } } catch { return "\(name): \(error)" }
                print("    \(padded("\(name), \(jobs) job\(jobs == 1 ? "" : "s")")) \(milliseconds(timing.seconds))"
                      + "  \(formatRate(transactions / timing.seconds).leftPadded(12))"
                      + "  \(formatMegabytes(timing.result).leftPadded(9))  \(String(format: "%15.2f×", reference / timing.seconds))")
            }
        }
        return endToEnd(generated: generated, reference: reference)
    }

    /// The `render` command on a file, per format, with the default jobs (one per core).
    private func endToEnd(generated: StatementDocumentGenerator.Output, reference: Double) -> String? {
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
            guard let run = SpawnTimer.best(tool.path, ["render", input.path, "--format", name, "--output", output],
                                           runs: options.runs, before: { try? FileManager.default.removeItem(atPath: output) }) else {
                return "render --format \(name) failed"
            }
            print("    \(padded(name, 6)) \(milliseconds(run.seconds))  \(formatRate(transactions / run.seconds).leftPadded(12))"
                  + "  \(String(format: "%15.2f×", reference / run.seconds))  \(formatMegabytes(run.peakResidentBytes).leftPadded(9))"
                  + "  \(String(format: "%12.2f×", Double(run.peakResidentBytes) / Double(generated.bytes.count)))")
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
struct ByteCounter: TextOutputStream {
    private(set) var count = 0
    private var buffer = [UInt8](repeating: 0, count: 1 << 20)
    private var used = 0

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { bytes in
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
        }
    }
}
