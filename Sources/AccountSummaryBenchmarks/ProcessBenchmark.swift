import Foundation

/// The whole `format` command against a reference program, both reading the same lines.
///
/// The reference is this executable's `reference-format` mode: it reads lines,
/// parses each with `Decimal(string:)`, formats with `Decimal.FormatStyle.Currency`
/// (or its `.attributed` form, printing the runs as JSON like `--parts`) and
/// writes through a buffer. Both sides get the same number of timed runs
/// (`--runs`, the fastest counts) writing to /dev/null, and one untimed run
/// each whose outputs must be byte-identical, or the suite fails. The lines
/// are statement-shaped amounts with one in eight from the general set
/// (20–38 digits, exponents, ties), so the general path is in the figure.
struct ProcessBenchmark {
    var options: BenchmarkOptions

    func run() -> String? {
        if let problem = SpawnTimer.toolProblem { return problem }
        let tool = SpawnTimer.tool
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("account-summary-bench-\(getpid()).txt")
        defer { if ProcessInfo.processInfo.environment["KEEP_BENCHMARK_INPUT"] == nil { try? FileManager.default.removeItem(at: input) } }
        // Every eighth line from the general set.
        let general = SampleAmounts.general(count: options.lines / 8)
        let statement = SampleAmounts.statement(count: options.lines - general.count)
        var amounts: [String] = []
        amounts.reserveCapacity(options.lines)
        var (nextGeneral, nextStatement) = (0, 0)
        for index in 0..<options.lines {
            if index % 8 == 7, nextGeneral < general.count {
                amounts.append(general[nextGeneral])
                nextGeneral += 1
            } else {
                amounts.append(statement[nextStatement])
                nextStatement += 1
            }
        }
        let lines = amounts.joined(separator: "\n") + "\n"
        do { try Data(lines.utf8).write(to: input) } catch { return "cannot write \(input.path): \(error)" }

        print("\nprocess: \(options.lines) lines on standard input, output to /dev/null, en_US USD, best of \(options.runs) runs each")
        for parts in [false, true] {
            let flags = ["--currency", "USD", "--locale", "en_US"] + (parts ? ["--parts"] : [])
            let referenceCommand = (CommandLine.arguments[0], ["reference-format"] + flags)
            let ourCommand = (tool.path, ["format"] + flags)
            guard let expected = SpawnTimer.output(referenceCommand.0, referenceCommand.1, standardInput: input),
                  let actual = SpawnTimer.output(ourCommand.0, ourCommand.1, standardInput: input) else {
                return "a process failed"
            }
            guard expected == actual else {
                return "format\(parts ? " --parts" : "") differs from the reference program: \(firstDifference(expected, actual))"
            }
            // Interleaved, so that a busy moment on the machine hits both sides alike.
            var reference = Double.infinity, ours = Double.infinity
            for _ in 0..<options.runs {
                guard let one = SpawnTimer.bestTime(referenceCommand.0, referenceCommand.1, standardInput: input, runs: 1),
                      let other = SpawnTimer.bestTime(ourCommand.0, ourCommand.1, standardInput: input, runs: 1) else {
                    return "a process failed"
                }
                reference = min(reference, one)
                ours = min(ours, other)
            }
            let label = parts ? "--parts (reference: .attributed)" : "plain (reference: FormatStyle)"
            print("  \(label)")
            print("    reference program   \(String(format: "%8.3f s", reference))  \(formatRate(Double(options.lines) / reference).leftPadded(10)) lines")
            print("    account-summary     \(String(format: "%8.3f s", ours))  \(formatRate(Double(options.lines) / ours).leftPadded(10)) lines")
            print("    ratio               \(String(format: "%8.1f×", reference / ours))  (outputs identical, \(expected.count) bytes)")
            BenchmarkFigures.shared.record(parts ? "process.format-parts" : "process.format", reference / ours)
        }
        return nil
    }

    /// The first line where two outputs differ, both sides quoted.
    private func firstDifference(_ expected: Data, _ actual: Data) -> String {
        let left = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let right = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let one = index < left.count ? String(left[index]) : "(none)"
            let other = index < right.count ? String(right[index]) : "(none)"
            if one != other { return "line \(index + 1): reference \(OutputCheck.quoted(one)), ours \(OutputCheck.quoted(other))" }
        }
        return "same lines, different bytes"
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
