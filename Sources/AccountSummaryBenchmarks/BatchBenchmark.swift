import AccountSummary
import AccountSummaryScale
import AccountSummaryFixtures
import Foundation

/// `batch` with one job against every core, on the same generated NDJSON, in one run.
struct BatchBenchmark {
    var options: BenchmarkOptions
    var documents = 2_000

    func run() -> String? {
        if let problem = SpawnTimer.toolProblem { return problem }
        let tool = SpawnTimer.tool
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("account-summary-batch-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = scratch.appendingPathComponent("customers.ndjson")
        let generated = StatementDocumentGenerator().ndjson(documentCount: documents)
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try Data(generated.bytes).write(to: input)
        } catch {
            return "cannot write \(input.path): \(error)"
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        print("\nbatch: \(documents) customers (\(generated.transactionCount) transactions, \(generated.bytes.count / 1_000_000) MB NDJSON), --format all, fastest of 3")
        var rates: [Int: Double] = [:]
        for jobs in [1, cores] {
            let output = scratch.appendingPathComponent("out-\(jobs)").path
            guard let seconds = SpawnTimer.bestTime(tool.path, ["batch", input.path, "--output-dir", output, "--format", "all",
                                                               "--jobs", String(jobs)], runs: 3) else {
                return "batch --jobs \(jobs) failed"
            }
            rates[jobs] = Double(documents) / seconds
            print("    --jobs \(jobs)   \(String(format: "%7.3f s", seconds))  \(formatRate(Double(documents) / seconds).leftPadded(10)) statements")
        }
        if cores > 1, let one = rates[1], let all = rates[cores] {
            print("    speed-up with \(cores) jobs: \(String(format: "%.2f×", all / one))  (issue: ≥ 1.7× on two cores)")
            BenchmarkFigures.shared.record("batch.speed-up", all / one)
        }
        return nil
    }
}
