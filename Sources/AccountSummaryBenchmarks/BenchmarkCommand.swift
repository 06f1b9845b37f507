import AccountSummaryFixtures
import Foundation

/// Parses the benchmark's arguments and runs the chosen suites.
enum BenchmarkCommand {
    static let usage = """
        usage: account-summary-benchmark [SUITE ...] [--amounts N] [--lines N] [--seconds S]
                                         [--json-transactions N] [--transactions N] [--runs N]
                                         [--entries N] [--bai2-details N] [--short] [--floors FILE]

        Suites (default: formatting):
          formatting   our formatter (string, bytes, parts) against Decimal.FormatStyle.Currency,
                       its .attributed form and NumberFormatter, for en_US, de_DE, en_IN and
                       ar_EG, on statement-shaped amounts and on general ones (20–38 digits,
                       exponents, ties); outputs are compared first
          process      the `format` command reading N lines from standard input, against a
                       small program doing the same with FormatStyle / .attributed; both
                       get --runs runs and their outputs are compared
          json         one generated statement document read by JSONDecoder into Codable
                       structs, against our JSONDocument (parse + walk every field) and
                       StatementReader (into the model), in MB/s; checks every sum of amounts
          render       one generated statement rendered to text, ansi and html, in transactions/s
                       against JSONDecoder alone decoding it: in this process (bytes → read →
                       report → bytes, one job and every core), then the render command on a
                       file end to end, with its peak RSS against the input size
          batch        the `batch` command on 2,000 generated customers, --jobs 1 against
                       every core (the speed-up is the figure)
          bank         a generated camt.053 of --entries entries rendered to HTML by the command,
                       against Foundation's XMLParser walking the same file (counting elements);
                       then a generated BAI2 file of --bai2-details details rendered to HTML,
                       against a Foundation program splitting its records and fields and adding
                       its amounts with Decimal(string:); then a generated CSV export of
                       --entries rows rendered with its profile, against Foundation splitting it
                       and reading every amount with Decimal(string:); all whole processes,
                       with their peak RSS against the file's size; and OFX 1.x read in this
               process at --entries/3 and five times that, its rate on the larger file
               against the smaller (linear reading keeps it near 1); the same for one
               XML element's attributes and namespace declarations
          pdf          `batch --format pdf` (one browser kept running) on 36 generated customers
                       against one `render --format pdf` per customer, interleaved; the native
                       writer's batch against Chromium's, and against Typst (PyPI typst, found in
                       .build/venv or as python3's module; skipped with a line when absent,
                       required under CI) on Latin, Arabic and Hindi statements; needs chromium
                       (not part of all)
          all          every suite but pdf

        generate-camt N PATH   writes the bank suite's camt.053 with N entries to PATH (to try by hand)
        generate-bai2 N PATH   writes the bank suite's BAI2 file with N details to PATH
        generate-csv N DIR     writes the bank suite's CSV export with N rows and its profile into DIR
        generate-typst N DIR   writes the pdf suite's Typst template, fonts and N generated customers'
                               data into DIR, with the same customers as customers.ndjson, and
                               prints the commands that typeset them with Typst and natively

        Options:
          --amounts N            distinct amounts per formatting measurement (default 20000)
          --lines N              lines fed to the process benchmark (default 1000000)
          --seconds S            minimum time per measurement (default 0.5)
          --json-transactions N  transactions in the json suite's document (default 1000000)
          --transactions N       transactions in the render suite's document (default 1000000)
          --entries N            entries in the bank suite's camt.053, rows in its CSV export (default 300000)
          --bai2-details N       details in the bank suite's BAI2 file (default 300000)
          --runs N               runs of each process, json and render measurement; the fastest
                                 counts (default 3)

          --short                CI's sizes: 2,000 amounts, 0.1 s a measurement, 100,000 lines,
                                 100,000 transactions in the json and render documents, 60,000
                                 camt entries, 60,000 BAI2 details, 600 batch customers, 12 pdf
                                 customers, 2 runs
                                 (options after it override it)
          --floors FILE          after the suites, check every ratio against FILE's floors and
                                 peak-memory ceilings (.ci/benchmark-floors.json): exit 1 if one
                                 is missed

        A suite whose two sides disagree on any output fails: exit 70, naming the amount.

        Build with -c release: swift run -c release account-summary-benchmark all
        """

    static func main(_ arguments: [String]) -> Int32 {
        if arguments.first == "run-measured" { return SpawnTimer.runMeasured(Array(arguments.dropFirst())) }
        var suites: [String] = []
        var options = BenchmarkOptions()
        var floorsFile: String?
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
            case "--json-transactions":
                guard let text = value(argument), let number = Int(text), number > 0 else { return 64 }
                options.jsonTransactions = number
            case "--transactions":
                guard let text = value(argument), let number = Int(text), number > 0 else { return 64 }
                options.transactions = number
            case "--entries":
                guard let text = value(argument), let number = Int(text), number > 0 else { return 64 }
                options.entries = number
            case "--bai2-details":
                guard let text = value(argument), let number = Int(text), number > 0 else { return 64 }
                options.bai2Details = number
            case "--short":
                options = .short
            case "--floors":
                guard let path = value(argument) else { return 64 }
                floorsFile = path
            case "--runs":
                guard let text = value(argument), let number = Int(text), number > 0 else { return 64 }
                options.runs = number
            case "--seconds":
                guard let text = value(argument), let number = Int(text.replacingOccurrences(of: ".", with: "")),
                      number > 0 else { return 64 }
                options.minimumDuration = .milliseconds(Int(((Decimal(string: text) ?? 1) * 1000 as NSDecimalNumber).intValue))
                _ = number
            case "formatting", "process", "json", "render", "batch", "bank", "pdf", "all":
                suites.append(argument)
            case "generate-camt":
                // Writes the bank suite's camt.053 (N entries) to PATH, to try by hand.
                guard index + 2 < arguments.count, let count = Int(arguments[index + 1]) else { return 64 }
                do { try Data(CamtDocumentGenerator().document(entryCount: count).bytes).write(to: URL(fileURLWithPath: arguments[index + 2])) } catch {
                    printError("error: \(error)")
                    return 73
                }
                return 0
            case "generate-bai2":
                // Writes the bank suite's BAI2 file (N details) to PATH, to try by hand.
                guard index + 2 < arguments.count, let count = Int(arguments[index + 1]) else { return 64 }
                do { try Data(BAI2DocumentGenerator().document(detailCount: count).bytes).write(to: URL(fileURLWithPath: arguments[index + 2])) } catch {
                    printError("error: \(error)")
                    return 73
                }
                return 0
            case "generate-typst":
                // Writes the pdf suite's Typst files for N generated customers into DIR, to try by hand.
                guard index + 2 < arguments.count, let count = Int(arguments[index + 1]), count > 0 else { return 64 }
                let folder = URL(fileURLWithPath: arguments[index + 2])
                do {
                    let ndjson = PDFBenchmark.typstCustomers(StatementDocumentGenerator().ndjson(documentCount: count).bytes).settable
                    let files = try TypstStatement.write(ndjson, into: folder)
                    try Data(TypstStatement.driver.utf8).write(to: folder.appendingPathComponent("driver.py"))
                    // The same customers as the native batch reads them, to race the two by hand.
                    let customers = folder.appendingPathComponent("customers.ndjson")
                    try Data(ndjson.utf8).write(to: customers)
                    print("python3 \(folder.path)/driver.py \(files.template.path) \(files.fonts.path) OUTPUT-DIR \(files.listing.path)")
                    print("account-summary batch \(customers.path) --output-dir OUTPUT-DIR --format pdf --pdf-engine native")
                } catch {
                    printError("error: \(error)")
                    return 73
                }
                return 0
            case "generate-csv":
                // Writes the bank suite's CSV export (N rows) and its profile into DIR, to try by hand.
                guard index + 2 < arguments.count, let count = Int(arguments[index + 1]) else { return 64 }
                let folder = URL(fileURLWithPath: arguments[index + 2])
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    try Data(CSVExportGenerator().export(rowCount: count).bytes).write(to: folder.appendingPathComponent("umsaetze.csv"))
                    try Data(CSVExportGenerator.profile.utf8).write(to: folder.appendingPathComponent("nordwind.json"))
                } catch {
                    printError("error: \(error)")
                    return 73
                }
                return 0
            case "reference-bai2-read":
                // Internal: the reference program of the bank suite's BAI2 case.
                return ReferenceBAI2Read.main(Array(arguments[(index + 1)...]))
            case "reference-csv-read":
                // Internal: the reference program of the bank suite's CSV case.
                return ReferenceCSVRead.main(Array(arguments[(index + 1)...]))
            case "reference-xml-walk":
                // Internal: the reference program of the bank suite.
                return ReferenceXMLWalk.main(Array(arguments[(index + 1)...]))
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
        if suites.contains("all") {
            suites = ["formatting", "process", "json", "render", "batch", "bank"] + (suites.contains("pdf") ? ["pdf"] : [])
        }
        // Read before any suite runs: a bad floors file should not cost a whole run.
        let floors: BenchmarkFloors?
        do { floors = try floorsFile.map(BenchmarkFloors.init(contentsOf:)) } catch {
            printError("error: \(floorsFile ?? ""): \(error)")
            return 66
        }
        print("account-summary benchmarks (release build, \(ProcessInfo.processInfo.activeProcessorCount) cores)")
        for suite in suites {
            var failure: String?
            switch suite {
            case "formatting": failure = FormattingBenchmark(options: options).run()
            case "process": failure = ProcessBenchmark(options: options).run()
            case "batch": failure = BatchBenchmark(options: options, documents: options.batchCustomers).run()
            case "json": failure = JSONBenchmark(options: options).run()
            case "render": failure = RenderBenchmark(options: options).run()
            case "bank": failure = BankBenchmark(options: options).run() ?? BAI2Benchmark(options: options).run()
                ?? BankBenchmark(options: options).runCSV() ?? BankBenchmark(options: options).runOFXScaling()
                ?? BankBenchmark(options: options).runXMLAttributeScaling()
            case "pdf": failure = PDFBenchmark(options: options, documents: options.pdfCustomers).run()
            default: break
            }
            if let failure {
                printError("error: \(failure)")
                return 70
            }
        }
        if let floors {
            let (lines, held) = floors.check(BenchmarkFigures.shared.all, suites: suites)
            print("\nfloors (\(floorsFile ?? "")):")
            for line in lines { print(line) }
            if !held {
                printError("error: a benchmark figure missed its floor or ceiling in \(floorsFile ?? "")")
                return 1
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
    /// Transactions in the json suite's document.
    var jsonTransactions = 1_000_000
    /// Transactions in the render suite's document.
    var transactions = 1_000_000
    /// Entries in the bank suite's camt.053.
    var entries = 300_000
    /// Details in the bank suite's BAI2 file.
    var bai2Details = 300_000
    /// Runs of each whole-document measurement; the fastest counts.
    var runs = 3
    /// Customers in the batch suite's NDJSON.
    var batchCustomers = 2_000
    /// Customers in the pdf suite.
    var pdfCustomers = 36

    /// The sizes CI runs at (`--short`): every suite in a few minutes on two cores.
    static let short = BenchmarkOptions(
        amounts: 2_000, lines: 100_000, minimumDuration: .milliseconds(100), jsonTransactions: 100_000,
        transactions: 100_000, entries: 60_000, bai2Details: 60_000, runs: 2, batchCustomers: 600, pdfCustomers: 12)
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
