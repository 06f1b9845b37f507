import AccountSummary
import AccountSummaryScale
import AccountSummaryFixtures
import Foundation

/// `batch` with one job against every core, on the same generated NDJSON, in one run; then
/// whether a batch eight times as large keeps its rate (statements per second), as a batch of
/// thousands of statements into one folder must: writing each file once listed the whole folder,
/// N² names read, and 4,800 customers' CSV took 18 s where 600 took 0.95 (rate kept 0.41).
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
        return rateKept(tool: tool.path, scratch: scratch, cores: cores, small: input)
    }

    /// `--format csv` (the cheapest output, so what each file costs beyond its statement
    /// shows) on `documents` customers (`small`, the file the suite already wrote) and eight
    /// times as many, every core: the rate kept.
    private func rateKept(tool: String, scratch: URL, cores: Int, small: URL) -> String? {
        let large = documents * 8
        let largeInput = scratch.appendingPathComponent("customers-\(large).ndjson")
        do {
            try Data(StatementDocumentGenerator().ndjson(documentCount: large).bytes).write(to: largeInput)
        } catch {
            return "cannot write \(largeInput.path): \(error)"
        }
        var rates: [Double] = []
        print("  rate kept, --format csv --jobs \(cores), \(documents) and \(large) customers into one folder, fastest of 3:")
        for (count, input) in [(documents, small), (large, largeInput)] {
            let output = scratch.appendingPathComponent("csv-\(count)").path
            guard let seconds = SpawnTimer.bestTime(tool, ["batch", input.path, "--output-dir", output, "--format", "csv",
                                                          "--jobs", String(cores), "--quiet"], runs: 3) else {
                return "batch --format csv of \(count) customers failed"
            }
            guard let written = try? FileManager.default.contentsOfDirectory(atPath: output),
                  written.filter({ $0.hasSuffix(".csv") }).count == count else {
                return "batch --format csv of \(count) customers did not write \(count) CSV files"
            }
            rates.append(Double(count) / seconds)
            print("    \(String(count).leftPadded(6)) customers \(String(format: "%7.3f s", seconds))  \(formatRate(Double(count) / seconds).leftPadded(10)) statements")
        }
        print("    rate kept: \(String(format: "%.2f", rates[1] / rates[0]))  (a batch listing its folder for every file: 0.41)")
        BenchmarkFigures.shared.record("batch.rate-kept", rates[1] / rates[0])
        return nil
    }
}
