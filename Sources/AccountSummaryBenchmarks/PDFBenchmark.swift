import AccountSummary
import AccountSummaryFixtures
import AccountSummaryPDF
import AccountSummaryScale
import Foundation

/// `batch --format pdf` (one browser for every statement) against one `render --format pdf`
/// per statement (one browser each), and the native writer's `batch --format pdf --pdf-engine
/// native` against Chromium's batch, on the same generated customers, in one run.
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
        // The native writer sets Latin, Greek, Cyrillic, Hebrew and (with their fonts installed)
        // CJK: for the engines' race, the same customers with the merchant words it cannot set
        // (Arabic, Devanagari, emoji) replaced by a Latin word, for both engines.
        let covered: (String) -> Bool
        do {
            let fonts = try StatementPDF.Fonts.installed()
            covered = { word in word.unicodeScalars.allSatisfy { scalar in fonts.regular.contains { $0.glyph(for: scalar) != nil } } }
        } catch {
            return "the native writer's fonts: \(error)"
        }
        var latinText = String(decoding: generated.bytes, as: UTF8.self)
        for word in StatementDocumentGenerator.merchantWords where !covered(word) {
            latinText = latinText.replacingOccurrences(of: word, with: "Marché")
        }
        let latinInput = scratch.appendingPathComponent("customers-latin.ndjson")
        // The same documents one per file, for the render runs.
        let lines = generated.bytes.split(separator: UInt8(ascii: "\n"))
        var files: [String] = []
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try Data(generated.bytes).write(to: input)
            try Data(latinText.utf8).write(to: latinInput)
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
            guard let batch = SpawnTimer.bestTime(tool, ["batch", input.path, "--output-dir", output, "--format", "pdf", "--pdf-engine", "chromium"], runs: 1) else {
                return "batch --format pdf failed (is chromium installed?)"
            }
            batchBest = min(batchBest, batch)
            let clock = ContinuousClock()
            let start = clock.now
            for (index, file) in files.enumerated() {
                let pdf = scratch.appendingPathComponent("render-\(index).pdf").path
                guard SpawnTimer.bestTime(tool, ["render", file, "--format", "pdf", "--pdf-engine", "chromium", "--output", pdf], runs: 1) != nil else {
                    return "render --format pdf failed on \(file)"
                }
            }
            renderBest = min(renderBest, (clock.now - start).seconds)
        }
        // The engines on the Latin customers: Chromium's batch against the native one, interleaved.
        var chromiumBest = Double.infinity, nativeBest = Double.infinity
        for run in 0..<options.runs {
            guard let chromium = SpawnTimer.bestTime(tool, ["batch", latinInput.path, "--output-dir", scratch.appendingPathComponent("chromium-\(run)").path,
                                                            "--format", "pdf", "--pdf-engine", "chromium"], runs: 1) else {
                return "batch --format pdf --pdf-engine chromium failed"
            }
            guard let native = SpawnTimer.bestTime(tool, ["batch", latinInput.path, "--output-dir", scratch.appendingPathComponent("native-\(run)").path,
                                                          "--format", "pdf", "--pdf-engine", "native"], runs: 1) else {
                return "batch --format pdf --pdf-engine native failed"
            }
            chromiumBest = min(chromiumBest, chromium)
            nativeBest = min(nativeBest, native)
        }
        // Every customer has its native PDF.
        let checked = (1...files.count).allSatisfy { number in
            let pdf = scratch.appendingPathComponent("native-0/c-\(number).pdf").path
            return FileManager.default.fileExists(atPath: pdf)
        }
        let demo = scratch.appendingPathComponent("demo.json")
        try? Data(StatementDocumentWriter.document(.sample)).write(to: demo)
        let demoCPU = SpawnTimer.bestProcessTime(tool, ["render", demo.path, "--format", "pdf", "--pdf-engine", "native",
                                                        "--output", scratch.appendingPathComponent("demo.pdf").path], runs: max(3, options.runs))
        let batchRate = Double(files.count) / batchBest
        let renderRate = Double(files.count) / renderBest
        print("    batch --format pdf         \(String(format: "%7.2f s", batchBest))  \(String(format: "%6.2f", batchRate)) statements/s")
        print("    render --format pdf × \(files.count)    \(String(format: "%7.2f s", renderBest))  \(String(format: "%6.2f", renderRate)) statements/s")
        print("    batch speed-up: \(String(format: "%.2f×", batchRate / renderRate))  (issue: ≥ 2.5×)")
        let chromiumRate = Double(files.count) / chromiumBest, nativeRate = Double(files.count) / nativeBest
        print("  the engines, batch --format pdf on the same customers (Arabic, Devanagari and emoji merchant words replaced):")
        print("    chromium                   \(String(format: "%7.2f s", chromiumBest))  \(String(format: "%8.2f", chromiumRate)) statements/s")
        print("    native                     \(String(format: "%7.2f s", nativeBest))  \(String(format: "%8.2f", nativeRate)) statements/s")
        print("    native ÷ chromium: \(String(format: "%.1f×", nativeRate / chromiumRate))  (issue: ≥ 20×); every statement written: \(checked ? "yes" : "NO")")
        if let demoCPU {
            print("    render --format pdf --pdf-engine native, demo statement: \(String(format: "%.1f", demoCPU * 1000)) ms of process time (issue: < 50 ms)")
        }
        return nil
    }
}
