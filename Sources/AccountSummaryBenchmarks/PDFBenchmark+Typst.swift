import AccountSummary
import AccountSummaryFixtures
import AccountSummaryPDF
import Foundation

/// The `pdf` suite's race against Typst (PyPI `typst`): the same customers typeset by both, in
/// Latin, Arabic and Hindi statements.
extension PDFBenchmark {
    /// What one race found: the fastest Typst process and the fastest native batch of its runs.
    struct TypstTimes {
        var typst: Double
        var native: Double
        var checked: Bool
    }

    /// Races Typst against `batch --format pdf --pdf-engine native` on the customers of
    /// `generated`: in English with every merchant word a Latin one, then in `ar_EG` and `hi_IN`
    /// (the customers' words as generated, their statements in Arabic and Hindi). Prints a line
    /// and skips when Typst is not installed; nil unless something that must run failed
    /// (Typst is required under `CI`).
    func typstRaces(_ generated: [UInt8], scratch: URL, tool: String) -> String? {
        guard let python = TypstStatement.python() else {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                return "typst is required under CI: .ci/run installs it into .build/venv (pip install typst)"
            }
            print("  typst: skipped (no Python with the typst module: .build/venv, as .ci/run installs it, or python3 on PATH)")
            return nil
        }
        let version = SpawnTimer.output(python, ["-c", "import typst; print(typst.__version__)"],
                                        standardInput: URL(fileURLWithPath: "/dev/null"))
            .map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) } ?? "?"
        let (text, latin) = Self.typstCustomers(generated)
        let count = text.utf8.split(separator: UInt8(ascii: "\n")).count
        print("  Typst \(version) (PyPI typst: one Python process, one compiler, fonts loaded once, PDF/A-2a) against the native batch, "
              + "the same \(count) customers and Noto fonts, fastest of \(options.runs) each, interleaved:")
        let races = [("en_US", "Latin statements", latin), ("ar_EG", "Arabic statements (ar_EG)", text),
                     ("hi_IN", "Hindi statements (hi_IN)", text)]
        for (locale, title, ndjson) in races {
            let customers = ndjson.replacingOccurrences(of: #""locale":"en_US""#, with: #""locale":"\#(locale)""#)
            switch typstRace(customers, python: python, scratch: scratch, tool: tool, prefix: "typst-\(locale)-") {
            case .success(let times):
                let typstRate = Double(count) / times.typst, nativeRate = Double(count) / times.native
                print("    \(title):")
                print("      typst                    \(String(format: "%7.2f s", times.typst))  \(String(format: "%8.2f", typstRate)) statements/s")
                print("      native                   \(String(format: "%7.2f s", times.native))  \(String(format: "%8.2f", nativeRate)) statements/s")
                print("      native ÷ typst: \(String(format: "%.1f×", nativeRate / typstRate))  (issue: ≥ 5×); "
                      + "every statement written by both: \(times.checked ? "yes" : "NO")")
                BenchmarkFigures.shared.record(locale == "en_US" ? "pdf.native-per-typst" : "pdf.native-per-typst.\(locale)",
                                               nativeRate / typstRate)
            case .failure(let problem):
                // Before the writer shapes Arabic and Devanagari, the native batch refuses those statements.
                if locale != "en_US", problem.native { print("    \(title): the native writer cannot set them (\(problem.message))"); continue }
                return problem.message
            }
        }
        return nil
    }

    /// The generated customers as both engines set them: emoji merchant words (which neither
    /// engine's fonts here draw: Typst refuses them in PDF/A) replaced by a Latin word; and the
    /// same with every merchant word outside Latin replaced too, for the Latin race.
    static func typstCustomers(_ generated: [UInt8]) -> (settable: String, latin: String) {
        var text = String(decoding: generated, as: UTF8.self)
        for word in StatementDocumentGenerator.merchantWords where word.unicodeScalars.contains(where: EmojiNames.isEmoji) {
            text = text.replacingOccurrences(of: word, with: "Marché")
        }
        var latin = text
        for word in StatementDocumentGenerator.merchantWords where word.unicodeScalars.contains(where: { $0.value > 0x24F }) {
            latin = latin.replacingOccurrences(of: word, with: "Marché")
        }
        return (text, latin)
    }

    /// Why a race could not finish, and whether it was the native batch that failed.
    struct TypstFailure: Error {
        var message: String
        var native = false
    }

    /// Typst against the native batch on the customers of `ndjson`, interleaved, fastest of the runs each.
    func typstRace(_ ndjson: String, python: String, scratch: URL, tool: String, prefix: String) -> Result<TypstTimes, TypstFailure> {
        let input = scratch.appendingPathComponent("\(prefix)customers.ndjson")
        let files: TypstStatement.Files
        do {
            try Data(ndjson.utf8).write(to: input)
            // The same reports the native writer lays out, written for Typst untimed.
            files = try TypstStatement.write(ndjson, into: scratch.appendingPathComponent("\(prefix)files"))
        } catch {
            return .failure(TypstFailure(message: "the Typst statements: \(error)"))
        }
        var best = (typst: Double.infinity, native: Double.infinity)
        for run in 0..<options.runs {
            let output = scratch.appendingPathComponent("\(prefix)typst-\(run)")
            try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            guard let typst = SpawnTimer.bestTime(python, files.arguments(output: output), runs: 1) else {
                return .failure(TypstFailure(message: "typst failed on \(input.lastPathComponent) (try it by hand: "
                                             + "account-summary-benchmark generate-typst N DIR)"))
            }
            best.typst = min(best.typst, typst)
            guard let native = SpawnTimer.bestTime(tool, ["batch", input.path, "--output-dir",
                                                          scratch.appendingPathComponent("\(prefix)native-\(run)").path,
                                                          "--format", "pdf", "--pdf-engine", "native"], runs: 1) else {
                return .failure(TypstFailure(message: "batch --format pdf --pdf-engine native failed on \(input.lastPathComponent)", native: true))
            }
            best.native = min(best.native, native)
        }
        let checked = (1...files.count).allSatisfy { number in
            ["typst-0/c-\(number).pdf", "native-0/c-\(number).pdf"].allSatisfy { name in
                FileManager.default.fileExists(atPath: scratch.appendingPathComponent(prefix + name).path)
            }
        }
        return .success(TypstTimes(typst: best.typst, native: best.native, checked: checked))
    }
}
