import AccountSummary
import Foundation

/// A statement rendered end to end, per format: document bytes → `StatementReader` →
/// `StatementReport` → rendered → output bytes, as `render` does between reading its input
/// and writing its output. The reference, in the same run on the same bytes, is
/// `JSONDecoder` alone decoding the document into Codable structs, so each figure reads as a
/// ratio. Then the peak resident memory of one run per format, against the input's size.
struct RenderBenchmark {
    var options: BenchmarkOptions

    /// The formats `render` writes, with their writers.
    private static let formats: [(name: String, writer: any ReportWriter)] = [
        ("text", TerminalWriter(color: false)),
        ("ansi", TerminalWriter(color: true)),
        ("html", HTMLWriter()),
    ]

    func run() -> String? {
        // This suite's memory figures are its own, not those of suites before it.
        let canResetPeak = ProcessMemory.resetPeak()
        let generated = StatementDocumentGenerator().document(transactionCount: options.transactions)
        let bytes = generated.bytes
        let data = Data(bytes)
        let transactions = Double(generated.transactionCount)
        let templates: TemplateLibrary
        do { templates = try DefaultTemplates.library() } catch { return "the default templates do not load: \(error)" }
        print("\nrender: one document, \(generated.transactionCount) transactions, \(formatMegabytes(bytes.count)),"
              + " every page of every list, fastest of \(options.runs) runs")

        func pipeline(_ writer: any ReportWriter) throws -> [UInt8] {
            let statement = try StatementReader.read(bytes)
            let report = try StatementReport(statement, options: ReportOptions())
            return Array(try report.rendered(with: writer, templates: templates).utf8)
        }

        // Memory first, one run per format from a fresh high-water mark, before the timings
        // have grown the heap.
        let setupPeak = ProcessMemory.peakResidentBytes ?? 0
        var peaks: [(name: String, before: Int, peak: Int)] = []
        if canResetPeak {
            for (name, writer) in RenderBenchmark.formats {
                ProcessMemory.releaseFreedMemory()  // else the previous run's freed heap counts as resident
                ProcessMemory.resetPeak()
                let before = ProcessMemory.residentBytes ?? 0
                do { blackHole(try pipeline(writer).count) } catch { return "\(name): \(error)" }
                peaks.append((name, before, ProcessMemory.peakResidentBytes ?? 0))
            }
        }

        let reference: Double
        do {
            reference = try Measurement.fastest(runs: options.runs) {
                try JSONDecoder().decode(CodableStatement.self, from: data).transactions?.count ?? 0
            }.seconds
        } catch {
            return "JSONDecoder could not read the generated document: \(error)"
        }
        print("    \(padded(""))         time  transactions     output  time ÷ reference")
        print("    \(padded("reference: JSONDecoder decode only")) \(milliseconds(reference))  \(formatRate(transactions / reference).leftPadded(12))")
        for (name, writer) in RenderBenchmark.formats {
            let timing: (seconds: Double, result: [UInt8])
            do { timing = try Measurement.fastest(runs: options.runs) { try pipeline(writer) } } catch { return "\(name): \(error)" }
            print("    \(padded("\(name): bytes → read → report → bytes")) \(milliseconds(timing.seconds))"
                  + "  \(formatRate(transactions / timing.seconds).leftPadded(12))"
                  + "  \(formatMegabytes(timing.result.count).leftPadded(9))  \(String(format: "%15.2f×", timing.seconds / reference))")
        }

        func timesInput(_ count: Int) -> String { String(format: "%.1f×", Double(count) / Double(bytes.count)) }
        print("\n  peak RSS (VmHWM) of one run per format; input \(formatMegabytes(bytes.count)) (issue: peak ≤ 2× input)")
        if canResetPeak {
            print("    \(padded("", 6)) resident before       peak   peak ÷ input   added by the run")
            for (name, before, peak) in peaks {
                print("    \(padded(name, 6)) \(formatMegabytes(before).leftPadded(15)) \(formatMegabytes(peak).leftPadded(10))"
                      + " \(timesInput(peak).leftPadded(14))   \(formatMegabytes(peak - before)) (\(timesInput(peak - before)) input)")
            }
            print("    (resident before: the input, templates and runtime, plus what the first run left behind)")
        } else {
            print("    (per-format peaks unavailable: /proc/self/clear_refs is not writable here)")
        }
        let processPeak = ([setupPeak, ProcessMemory.peakResidentBytes ?? 0] + peaks.map(\.peak)).max() ?? 0
        print("    process peak after the run\(canResetPeak ? "" : " (earlier suites included)"): \(formatMegabytes(processPeak))"
              + " = \(timesInput(processPeak)) input (JSONDecoder reference included)")
        return nil
    }

    private func padded(_ text: String, _ width: Int = 40) -> String {
        text.padding(toLength: width, withPad: " ", startingAt: 0)
    }

    private func milliseconds(_ seconds: Double) -> String { String(format: "%9.1f ms", seconds * 1000) }
}
