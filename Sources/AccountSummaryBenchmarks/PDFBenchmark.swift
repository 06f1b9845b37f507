import AccountSummary
import AccountSummaryScale
import AccountSummaryFixtures
import Foundation

/// `batch --format pdf` (one browser for every statement) against one `render --format pdf`
/// per statement (one browser each), on the same generated customers, in one run.
struct PDFBenchmark {
    var options: BenchmarkOptions
    var documents = 36

    func run() -> String? {
        if let problem = SpawnTimer.toolProblem { return problem }
        let tool = SpawnTimer.tool.path
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("account-summary-pdf-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let generated = StatementDocumentGenerator().ndjson(documentCount: documents)
        let input = scratch.appendingPathComponent("customers.ndjson")
        // The same documents one per file, for the render runs.
        let lines = generated.bytes.split(separator: UInt8(ascii: "\n"))
        var files: [String] = []
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try Data(generated.bytes).write(to: input)
            for (index, line) in lines.enumerated() {
                let file = scratch.appendingPathComponent("customer-\(index).json")
                try Data(line).write(to: file)
                files.append(file.path)
            }
        } catch {
            return "cannot write into \(scratch.path): \(error)"
        }
        print("\npdf: \(files.count) customers (\(generated.transactionCount) transactions), batch --format pdf against render --format pdf per customer, fastest of \(options.runs) each, interleaved")
        var batchBest = Double.infinity
        var renderBest = Double.infinity
        for run in 0..<options.runs {
            let output = scratch.appendingPathComponent("batch-\(run)").path
            guard let batch = SpawnTimer.bestTime(tool, ["batch", input.path, "--output-dir", output, "--format", "pdf"], runs: 1) else {
                return "batch --format pdf failed (is chromium installed?)"
            }
            batchBest = min(batchBest, batch)
            let clock = ContinuousClock()
            let start = clock.now
            for (index, file) in files.enumerated() {
                let pdf = scratch.appendingPathComponent("render-\(index).pdf").path
                guard SpawnTimer.bestTime(tool, ["render", file, "--format", "pdf", "--output", pdf], runs: 1) != nil else {
                    return "render --format pdf failed on \(file)"
                }
            }
            renderBest = min(renderBest, (clock.now - start).seconds)
        }
        let batchRate = Double(files.count) / batchBest
        let renderRate = Double(files.count) / renderBest
        print("    batch --format pdf         \(String(format: "%7.2f s", batchBest))  \(String(format: "%6.2f", batchRate)) statements/s")
        print("    render --format pdf × \(files.count)    \(String(format: "%7.2f s", renderBest))  \(String(format: "%6.2f", renderRate)) statements/s")
        print("    batch speed-up: \(String(format: "%.2f×", batchRate / renderRate))  (issue: ≥ 2.5×)")
        return nil
    }
}
