import Foundation

/// Parses the benchmark's arguments and runs the chosen suites.
enum BenchmarkCommand {
    static let usage = """
        usage: account-summary-benchmark [SUITE ...] [--amounts N] [--lines N] [--seconds S]

        Suites (default: formatting):
          formatting   our formatter (string, parts) against Decimal.FormatStyle.Currency,
                       its .attributed form and NumberFormatter, for en_US, de_DE and en_IN
          process      the `format` command reading N lines from standard input, against a
                       small program doing the same with FormatStyle / .attributed
          all          every suite

        Options:
          --amounts N  distinct amounts per formatting measurement (default 20000)
          --lines N    lines fed to the process benchmark (default 1000000)
          --seconds S  minimum time per measurement (default 0.5)

        Build with -c release: swift run -c release account-summary-benchmark all
        """

    static func main(_ arguments: [String]) -> Int32 {
        var suites: [String] = []
        var options = BenchmarkOptions()
        var index = 0
        func value(_ name: String) -> String? {
            index += 1
            guard index < arguments.count else {
                printError("error: \(name) needs a value")
                return nil
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help":
                print(usage)
                return 0
            case "--amounts":
                guard let text = value(argument), let number = Int(text), number > 0 else { return 64 }
                options.amounts = number
            case "--lines":
                guard let text = value(argument), let number = Int(text), number > 0 else { return 64 }
                options.lines = number
            case "--seconds":
                guard let text = value(argument), let number = Int(text.replacingOccurrences(of: ".", with: "")),
                      number > 0 else { return 64 }
                options.minimumDuration = .milliseconds(Int(((Decimal(string: text) ?? 1) * 1000 as NSDecimalNumber).intValue))
                _ = number
            case "formatting", "process", "all":
                suites.append(argument)
            case "reference-format":
                // Internal: the reference program of the process suite.
                return ReferenceFormatProgram.main(Array(arguments[(index + 1)...]))
            default:
                printError("error: unknown argument \(argument)\n\n\(usage)")
                return 64
            }
            index += 1
        }
        if suites.isEmpty { suites = ["formatting"] }
        if suites.contains("all") { suites = ["formatting", "process"] }
        print("account-summary benchmarks (release build, \(ProcessInfo.processInfo.activeProcessorCount) cores)")
        for suite in suites {
            switch suite {
            case "formatting": FormattingBenchmark(options: options).run()
            case "process":
                if let failure = ProcessBenchmark(options: options).run() {
                    printError("error: \(failure)")
                    return 70
                }
            default: break
            }
        }
        return 0
    }
}

/// Settings shared by the suites.
struct BenchmarkOptions {
    var amounts = 20_000
    var lines = 1_000_000
    var minimumDuration = Duration.milliseconds(500)
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
