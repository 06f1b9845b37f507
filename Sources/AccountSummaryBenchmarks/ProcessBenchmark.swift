import Foundation

/// The whole `format` command against a reference program, both reading the same lines.
///
/// The reference is this executable's `reference-format` mode: it reads lines,
/// parses each with `Decimal(string:)`, formats with `Decimal.FormatStyle.Currency`
/// (or its `.attributed` form, printing the runs as JSON like `--parts`) and
/// writes through a buffer. Both write to /dev/null.
struct ProcessBenchmark {
    var options: BenchmarkOptions

    func run() -> String? {
        if let problem = SpawnTimer.toolProblem { return problem }
        let tool = SpawnTimer.tool
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("account-summary-bench-\(getpid()).txt")
        defer { if ProcessInfo.processInfo.environment["KEEP_BENCHMARK_INPUT"] == nil { try? FileManager.default.removeItem(at: input) } }
        let lines = SampleAmounts.make(count: options.lines).joined(separator: "\n") + "\n"
        do { try Data(lines.utf8).write(to: input) } catch { return "cannot write \(input.path): \(error)" }

        print("\nprocess: \(options.lines) lines on standard input, output to /dev/null, en_US USD")
        for parts in [false, true] {
            let flags = ["--currency", "USD", "--locale", "en_US"] + (parts ? ["--parts"] : [])
            guard let reference = SpawnTimer.bestTime(CommandLine.arguments[0], ["reference-format"] + flags, standardInput: input, runs: 1),
                  let ours = SpawnTimer.bestTime(tool.path, ["format"] + flags, standardInput: input, runs: 3) else {
                return "a process failed"
            }
            let label = parts ? "--parts (reference: .attributed)" : "plain (reference: FormatStyle)"
            print("  \(label)")
            print("    reference program   \(String(format: "%8.3f s", reference))  \(formatRate(Double(options.lines) / reference).leftPadded(10)) lines")
            print("    account-summary     \(String(format: "%8.3f s", ours))  \(formatRate(Double(options.lines) / ours).leftPadded(10)) lines")
            print("    ratio               \(String(format: "%8.1f×", reference / ours))  (issue: ≥ \(parts ? 100 : 30)×)")
        }
        return nil
    }
}

/// The reference: reads lines, formats each with FormatStyle (or `.attributed`), prints.
enum ReferenceFormatProgram {
    static func main(_ arguments: [String]) -> Int32 {
        guard let currencyIndex = arguments.firstIndex(of: "--currency"), currencyIndex + 1 < arguments.count,
              let localeIndex = arguments.firstIndex(of: "--locale"), localeIndex + 1 < arguments.count else {
            printError("usage: account-summary-benchmark reference-format --currency CODE --locale ID [--parts]")
            return 64
        }
        let style = Decimal.FormatStyle.Currency(code: arguments[currencyIndex + 1],
                                                 locale: Locale(identifier: arguments[localeIndex + 1]))
        let parts = arguments.contains("--parts")
        let posix = Locale(identifier: "en_US_POSIX")
        var output = ""
        output.reserveCapacity(1 << 21)
        let data = FileHandle.standardInput.readDataToEndOfFile()
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            guard let value = Decimal(string: String(line), locale: posix) else { return 65 }
            if parts {
                let attributed = style.attributed.format(value)
                output += "["
                var first = true
                for run in attributed.runs {
                    let type = switch (run.numberSymbol, run.numberPart) {
                    case (.currency?, _): "currency"
                    case (.groupingSeparator?, _): "group"
                    case (.decimalSeparator?, _): "decimal"
                    case (.sign?, _): "minusSign"
                    case (nil, .integer?): "integer"
                    case (nil, .fraction?): "fraction"
                    default: "literal"
                    }
                    output += (first ? "" : ",") + "{\"type\":\"\(type)\",\"value\":\"\(String(attributed[run.range].characters))\"}"
                    first = false
                }
                output += "]\n"
            } else {
                output += style.format(value)
                output += "\n"
            }
            if output.utf8.count >= 1 << 20 {
                FileHandle.standardOutput.write(Data(output.utf8))
                output.removeAll(keepingCapacity: true)
            }
        }
        FileHandle.standardOutput.write(Data(output.utf8))
        return 0
    }
}
