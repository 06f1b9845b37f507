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
        // The native writer sets Latin, Greek, Cyrillic, Hebrew, Arabic, Devanagari (shaped by the
        // package's shaper) and (with Noto Sans CJK installed) CJK: for the engines' race, the same
        // customers with the merchant words it cannot set (emoji) replaced by a Latin word, for both engines.
        let covered: (String) -> Bool
        do {
            let fonts = try StatementPDF.Fonts.installed()
            let chain = fonts.regular + [try fonts.cjk?.faces(.simplifiedChinese).regular].compactMap { $0 }
            covered = { word in
                word.unicodeScalars.allSatisfy { scalar in !EmojiNames.isEmoji(scalar) && chain.contains { $0.glyph(for: scalar) != nil } }
            }
        } catch {
            return "the native writer's fonts: \(error)"
        }
        func settable(_ bytes: [UInt8]) -> String {
            var text = String(decoding: bytes, as: UTF8.self)
            for word in StatementDocumentGenerator.merchantWords where !covered(word) {
                text = text.replacingOccurrences(of: word, with: "Marché")
            }
            return text
        }
        let latinText = settable(generated.bytes)
        let latinInput = scratch.appendingPathComponent("customers-latin.ndjson")
        // The same customers framed: a year's statement each (a statement per account with its
        // balance chart and its money in and out per month), the general path of a bank's run.
        let framedText = settable(StatementDocumentGenerator(framed: true).ndjson(documentCount: documents).bytes)
        let framedInput = scratch.appendingPathComponent("customers-framed.ndjson")
        // The same documents one per file, for the render runs.
        let lines = generated.bytes.split(separator: UInt8(ascii: "\n"))
        var files: [String] = []
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try Data(generated.bytes).write(to: input)
            try Data(latinText.utf8).write(to: latinInput)
            try Data(framedText.utf8).write(to: framedInput)
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
        // The engines on the Latin customers, then on the framed ones: Chromium's batch against the native one, interleaved.
        /// The fastest batch of each engine on `input`, into folders named `<prefix><engine>-<run>`; nil when one fails.
        func race(_ input: URL, prefix: String) -> (chromium: Double, native: Double)? {
            var best = (chromium: Double.infinity, native: Double.infinity)
            for run in 0..<options.runs {
                for engine in ["chromium", "native"] {
                    let output = scratch.appendingPathComponent("\(prefix)\(engine)-\(run)").path
                    guard let time = SpawnTimer.bestTime(tool, ["batch", input.path, "--output-dir", output, "--format", "pdf",
                                                                "--pdf-engine", engine], runs: 1) else { return nil }
                    if engine == "chromium" { best.chromium = min(best.chromium, time) } else { best.native = min(best.native, time) }
                }
            }
            return best
        }
        guard let (chromiumBest, nativeBest) = race(latinInput, prefix: "") else {
            return "batch --format pdf failed with one of the engines"
        }
        guard let (framedChromiumBest, framedNativeBest) = race(framedInput, prefix: "framed-") else {
            return "batch --format pdf failed with one of the engines on the framed customers"
        }
        // Every customer has its native PDF.
        let checked = (1...files.count).allSatisfy { number in
            ["native-0", "framed-native-0"].allSatisfy { folder in
                FileManager.default.fileExists(atPath: scratch.appendingPathComponent("\(folder)/c-\(number).pdf").path)
            }
        }
        let demo = scratch.appendingPathComponent("demo.json")
        try? Data(StatementDocumentWriter.document(.sample)).write(to: demo)
        // The demo statement in English, in Arabic and Hindi (shaped by the package's shaper) and
        // in Japanese (Noto Sans CJK read from its collection and subset): the native writer's
        // process time; and for the first three, one render's wall time by each engine.
        let demoCPU = ["en_US", "ar_EG", "hi_IN", "ja_JP"].map { locale in
            (locale, SpawnTimer.bestProcessTime(tool, ["render", demo.path, "--locale", locale, "--format", "pdf", "--pdf-engine", "native",
                                                      "--output", scratch.appendingPathComponent("demo-\(locale).pdf").path],
                                               runs: max(7, options.runs)))
        }
        let demoWall = ["en_US", "ar_EG", "hi_IN"].map { locale in
            (locale, ["native", "chromium"].map { engine in
                SpawnTimer.bestTime(tool, ["render", demo.path, "--locale", locale, "--format", "pdf", "--pdf-engine", engine,
                                           "--output", scratch.appendingPathComponent("demo-\(locale)-\(engine).pdf").path],
                                    runs: max(2, options.runs))
            })
        }
        let batchRate = Double(files.count) / batchBest
        let renderRate = Double(files.count) / renderBest
        print("    batch --format pdf         \(String(format: "%7.2f s", batchBest))  \(String(format: "%6.2f", batchRate)) statements/s")
        print("    render --format pdf × \(files.count)    \(String(format: "%7.2f s", renderBest))  \(String(format: "%6.2f", renderRate)) statements/s")
        print("    batch speed-up: \(String(format: "%.2f×", batchRate / renderRate))  (issue: ≥ 2.5×)")
        let chromiumRate = Double(files.count) / chromiumBest, nativeRate = Double(files.count) / nativeBest
        print("  the engines, batch --format pdf on the same customers (emoji merchant words replaced):")
        print("    chromium                   \(String(format: "%7.2f s", chromiumBest))  \(String(format: "%8.2f", chromiumRate)) statements/s")
        print("    native                     \(String(format: "%7.2f s", nativeBest))  \(String(format: "%8.2f", nativeRate)) statements/s")
        print("    native ÷ chromium: \(String(format: "%.1f×", nativeRate / chromiumRate))  (issue: ≥ 20×)")
        let framedChromiumRate = Double(files.count) / framedChromiumBest, framedNativeRate = Double(files.count) / framedNativeBest
        print("  the same customers framed (a year's statement: a statement per account, its balance chart, money in and out per month):")
        print("    chromium                   \(String(format: "%7.2f s", framedChromiumBest))  \(String(format: "%8.2f", framedChromiumRate)) statements/s")
        print("    native                     \(String(format: "%7.2f s", framedNativeBest))  \(String(format: "%8.2f", framedNativeRate)) statements/s")
        print("    native ÷ chromium: \(String(format: "%.1f×", framedNativeRate / framedChromiumRate)); every statement written by both races: \(checked ? "yes" : "NO")")
        BenchmarkFigures.shared.record("pdf.batch-speed-up", batchRate / renderRate)
        BenchmarkFigures.shared.record("pdf.native-per-chromium", nativeRate / chromiumRate)
        BenchmarkFigures.shared.record("pdf.framed-native-per-chromium", framedNativeRate / framedChromiumRate)
        // Typst, the engine a team would pick, on the same customers: Latin, Arabic and Hindi statements.
        if let problem = typstRaces(generated.bytes, scratch: scratch, tool: tool) { return problem }
        print("    the tool: \(SpawnTimer.toolLinkage)")
        for (locale, seconds) in demoCPU {
            guard let seconds else { continue }
            print("    render --format pdf --pdf-engine native, demo statement in \(locale): \(String(format: "%.1f", seconds * 1000)) ms of process time (issue: < 50 ms)")
        }
        for (locale, times) in demoWall {
            guard let native = times[0], let chromium = times[1] else { continue }
            print("    render --format pdf, demo statement in \(locale), wall time: native \(String(format: "%.0f", native * 1000)) ms, "
                  + "chromium \(String(format: "%.0f", chromium * 1000)) ms: \(String(format: "%.1f×", chromium / native))")
        }
        return nil
    }
}
