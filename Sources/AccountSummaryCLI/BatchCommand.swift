import AccountSummary
import AccountSummaryScale
import AccountSummaryTooling
import AccountSummaryBankFiles
import AccountSummaryPDF
import Foundation

/// `account-summary batch INPUT.ndjson --output-dir DIR [--format F[,F…]|all] [--jobs N] [--shard K/N|auto] [--shards N] [--shard-index K] [--resume]`,
/// and `batch verify` (``BatchVerifyCommand``).
struct BatchCommand {
    static let help = CommandHelp(
        name: "batch",
        abstract: "render one statement per customer from NDJSON or a folder of bank files, in parallel, shardable",
        arguments: [.init(synopsis: "INPUT.ndjson|DIR", name: "INPUT",
                          summary: "one version-1 document with customer.id per line (- reads standard input), or a folder "
                          + "with one file per customer (camt, MT940, OFX, BAI2 or JSON, or CSV with --csv-profile; the name "
                          + "without extension is the id)")],
        discussion: """
            Renders one statement per line of INPUT, or per regular file of a folder (sorted by
            name), into DIR, one file per customer and format, each written atomically. Bad
            lines and files are listed in DIR/errors.ndjson (line or file, path, message) and
            the rest are still produced.

            The ledger, DIR/ledger.ndjson (DIR/ledger-K-of-N.ndjson for a shard), gets one line
            per customer as its files land: the customer, the SHA-256 of its input, each file's
            name, size and SHA-256 (a PDF's pages and engine), and written, rejected (with the
            errors) or kept (--resume). 'account-summary batch verify INPUT --output-dir DIR'
            proves a run from the ledgers.

            Exit 0: every customer written. 65: some customers rejected, every other one
            written (permanent: a retry cannot help them). 75: the shard could not finish (a
            write that failed, a full disk, a browser that died, a signal): run it again with
            --resume. 64, 66, 69: the command line, the input or a program is wrong.
            """,
        options: [
            CommandOption("--output-dir", value: "DIR", group: .output, required: true,
                          "where the statements go (created if missing; nothing is written outside it)"),
            CommandOption("--format", short: "-f", value: "F[,F...]|all", group: .output,
                          "text (default), html, ansi, pdf, csv, or several (all: text,ansi,html); pdf is laid out "
                          + "by the native writer (see --pdf-engine), else printed by one headless Chromium, kept running"),
            CommandOption("--browser", value: "PATH", group: .output,
                          "the Chromium or Chrome for pdf when --pdf-engine chooses chromium (default: "
                          + "ACCOUNT_SUMMARY_BROWSER, else chromium, chromium-browser or google-chrome on PATH)"),
        ] + PDFOptions.options + [
            CommandOption("--width", value: "N", group: .layout,
                          "fit the text and ansi files into N columns, N at least \(ReportSettings.minimumWidth) "
                          + "(default: no limit; files never follow the terminal)"),
            ReportSettings.chartsOption,
            ReportSettings.accountNumbersOption,
            CommandOption("--template-dir", value: "DIR", group: .layout, "use your own templates"),
            CommandOption("--labels", value: "FILE", group: .layout,
                          "the report's words from your String Catalog (.xcstrings); the rest built in"),
            CommandOption("--jobs", value: "N", group: .other, "parallel workers (default: the number of cores); output does not depend on it"),
            CommandOption("--shard", value: "K/N|auto", group: .other,
                          "only the customers whose FNV-1a hash of customer.id is K modulo N (errors then go to "
                          + "DIR/errors-shard-K-of-N.ndjson); auto: K from JOB_COMPLETION_INDEX (Kubernetes) or "
                          + "AWS_BATCH_JOB_ARRAY_INDEX (AWS Batch), N from --shards"),
            CommandOption("--shards", value: "N", group: .other,
                          "the number of shards of an engine's run; alone, it means --shard auto"),
            CommandOption("--shard-index", value: "K", group: .other,
                          "with --shards N: this process's shard, for engines that pass it as an argument (Argo's {{item}})"),
            CommandOption("--quiet", group: .other, "leave out warning: lines; errors are always printed"),
            CommandOption("--frame", value: "FILE", group: .input,
                          "with a folder: lay a version-1 document without transactions over every customer's bank "
                          + "files (the bank's name, address, contact and legal lines, the locale, the period)"),
            CommandOption("--input-format", value: CSVProfileOption.formats, group: .input,
                          "with a folder: read every file as this kind (default: recognised from each file's content; csv "
                          + "never is, and needs --csv-profile)"),
            CSVProfileOption.option,
            CommandOption("--currency", value: "CODE", group: .input,
                          "with a folder: the currency of statements whose file states none (OFX without CURDEF)"),
            CommandOption("--resume", group: .other,
                          "keep the customers the ledger records as written for the same input whose files are all "
                          + "there with the recorded size and SHA-256; render the rest (run with the same options)"),
        ],
        examples: [
            .init(command: "account-summary batch customers.ndjson --output-dir out -f all --jobs 8",
                  comment: "text, ANSI and HTML for every customer"),
            .init(command: "account-summary batch all.ndjson --output-dir out -f pdf --shard 0/4 --resume",
                  comment: "the first of four shards, as PDF, keeping what a killed run finished"),
            .init(command: "account-summary batch all.ndjson --output-dir out -f pdf --shards 8 --resume",
                  comment: "in a Kubernetes Indexed Job or AWS Batch array job of 8: its shard"),
            .init(command: "account-summary batch verify all.ndjson --output-dir out --shards 8",
                  comment: "prove the run: every customer once, every file as its ledger line says"),
        ],
        epilogue: """
            File names: the customer.id itself when it is made of A-Z a-z 0-9 . _ - (no leading
            dot, at most 100 characters); otherwise the id with other characters as _, then ~
            and its hash.
            """)
    static let usage = help.text


    let input: String
    /// `--input-format`, for a folder of files (`csv` when `--csv-profile` is).
    let inputKind: BankFileKind?
    /// `--csv-profile`'s reader, for a folder of CSV exports.
    let csv: CSVStatementReader?
    /// `--frame FILE` (a folder of bank files only).
    let frame: (path: String, frame: StatementFrame)?
    /// `--currency CODE` (a folder of bank files only).
    let currency: String?
    let directory: String
    let formats: [OutputFormat]
    let browser: String?
    /// `--pdf-engine`, `--paper`, `--pdf-password-file`.
    let pdf: PDFOptions
    let jobs: Int
    let shard: Shard
    let resume: Bool
    let templateDirectory: String?
    let labelsPath: String?
    /// `--width N`: the text and ansi files fitted into N columns.
    let width: Int?
    /// `--charts`: sparklines in the text files too.
    let charts: Bool
    /// `--account-numbers`: masked unless `full`.
    let accountNumbers: AccountNumber.Display

    init(arguments: [String]) throws(CLIError) {
        let parsed = try Arguments(arguments, help: BatchCommand.help)
        input = try parsed.single("INPUT")
        directory = try parsed.required("--output-dir")
        (inputKind, csv) = try CSVProfileOption.parse(parsed)
        frame = try parsed.value("--frame").map { path throws(CLIError) in (path, try StatementInput.frame(path)) }
        currency = try StatementInput.currency(parsed)
        if parsed.has("--quiet") { Platform.quiet.withLock { $0 = true } }
        formats = try BatchCommand.formats(parsed.value("--format") ?? "text")
        browser = parsed.value("--browser")
        pdf = try PDFOptions(parsed)
        jobs = try parsed.wholeNumber("--jobs", in: ReportSettings.jobs) ?? ProcessInfo.processInfo.activeProcessorCount
        shard = try BatchCommand.shard(parsed, environment: ProcessInfo.processInfo.environment)
        resume = parsed.has("--resume")
        templateDirectory = parsed.value("--template-dir")
        labelsPath = parsed.value("--labels")
        width = try ReportSettings.width(parsed)
        charts = parsed.has("--charts")
        accountNumbers = try parsed.choice("--account-numbers", subject: "account number display") ?? .masked
    }

    /// `--format`'s list: each format once, in the order given; `all` is text, ansi and html.
    static func formats(_ list: String) throws(CLIError) -> [OutputFormat] {
        var formats: [OutputFormat] = []
        for name in list == "all" ? ["text", "ansi", "html"] : list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard let format = OutputFormat(rawValue: name) else {
                throw .usage(.unknownValue(of: "format", name, expected: OutputFormat.allCases.map(\.rawValue) + ["all"]),
                             help: BatchCommand.usage)
            }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats
    }

    /// The most shards `--shards` takes.
    static let shardCounts = 1...1_000_000

    /// This process's shard: `--shard K/N`; `--shards N` with `--shard-index K`, or with the
    /// index an engine sets (`--shard auto`, or `--shards` alone); else the whole input.
    ///
    /// - Throws: 64 for a malformed or out-of-range index, a missing engine variable (naming
    ///   it), or options that contradict each other.
    static func shard(_ parsed: Arguments, environment: [String: String]) throws(CLIError) -> Shard {
        let text = parsed.value("--shard")
        let count = try parsed.wholeNumber("--shards", in: shardCounts)
        let index = parsed.value("--shard-index")
        if let text, text != "auto" {
            if count != nil { throw .usage(.together("--shard K/N", "--shards (K/N says N)"), help: usage) }
            if index != nil { throw .usage(.together("--shard K/N", "--shard-index"), help: usage) }
            guard let shard = Shard(parsing: text) else { throw .usage(.notAShard(text), help: usage) }
            return shard
        }
        guard let count else {
            if text != nil { throw .usage(.needs(option: "--shard auto", other: "--shards N"), help: usage) }
            if index != nil { throw .usage(.needs(option: "--shard-index", other: "--shards N"), help: usage) }
            return .all
        }
        if index != nil, text != nil { throw .usage(.together("--shard auto", "--shard-index"), help: usage) }
        do {
            if let index { return try Shard.fromIndex(index, count: count, source: "--shard-index") }
            return try Shard.fromEngine(environment, count: count)
        } catch {
            throw .usage(.shard(error), help: usage)
        }
    }

    /// The longest line `batch` reads as a statement: 512 MiB (a million transactions take about
    /// 150 MB); `ACCOUNT_SUMMARY_BATCH_MAX_LINE` (bytes) sets another, as the tests do.
    static let maximumLineBytes = ProcessInfo.processInfo.environment["ACCOUNT_SUMMARY_BATCH_MAX_LINE"].flatMap { Int($0) }
        .map { max(1, $0) } ?? 512 << 20

    /// Where the bad lines (or files) are listed: one file per shard.
    var errorsFile: String { directory + "/" + Ledger.errorsFileName(for: shard) }

    /// What became of one line or file.
    enum Outcome: Sendable {
        /// Rendered and written (or rejected: ``failed(_:)``) in this run.
        case written
        /// `--resume`: its files, as the ledger recorded them, were all there.
        case kept
        /// Another shard's customer.
        case otherShard
        /// Not reached: the shard stopped first (a failure of the machine).
        case notRun
        case failed([StatementError.Problem])
    }

    func run() throws(CLIError) {
        if Platform.isDirectory(input) { return try runFolder() }
        if frame != nil { throw .usage(.frameOnDocument(input), help: BatchCommand.usage) }
        if csv != nil { throw .usage(.csvProfileOnDocument(input), help: BatchCommand.usage) }
        // The user's catalog first: a bad one is reported before any statement is read.
        let labels = try labelsPath.map { path throws(CLIError) in try UserLabels(path: path) }
        let bytes = try Platform.readInput(input)
        let templates = try BatchTemplates(directory: templateDirectory, formats: formats)
        // One browser for the whole batch, found before any work (69 if there is none).
        let printer = formats.contains(.pdf) ? try PDFPrinter(browser: browser, options: pdf, templateDirectory: templateDirectory) : nil
        defer { printer?.quit() }
        let run = try start(templates: templates, labels: labels, printer: printer)
        defer { unlink(run.lock) }

        // Pass 1: every line's customer.id, in parallel.
        var lines = BatchLine.split(bytes)
        let ids = Slots<String>(count: lines.count)
        let linesForIDs = lines
        Threads(jobs: jobs).forEach(lines.count) { index in
            ids[index] = BatchLine.customerID(in: bytes[linesForIDs[index].range])
        }
        for index in lines.indices { lines[index].customerID = ids[index] }

        // The first line of each customer renders it; a later one is an error (same file twice).
        var firstLine: [String: Int] = [:]
        var duplicates: [Int: Int] = [:]
        for line in lines {
            guard let id = line.customerID else { continue }
            if let first = firstLine[id] { duplicates[line.number] = first } else { firstLine[id] = line.number }
        }

        // Pass 2: this shard's lines, in parallel.
        let shard = shard
        let outcomes = Slots<Outcome>(count: lines.count)
        let progress = Progress(total: lines.filter { shard.contains(hash: $0.shardHash(in: bytes)) }.count)
        let allLines = lines
        let duplicateOf = duplicates
        Threads(jobs: jobs).forEach(lines.count) { index in
            let line = allLines[index]
            guard shard.contains(hash: line.shardHash(in: bytes)) else {
                outcomes[index] = .otherShard
                return
            }
            defer { progress.advance() }
            guard !run.stopped else {
                outcomes[index] = .notRun
                return
            }
            let customer = BatchCustomer(source: .line(line.number), id: line.customerID,
                                         input: Ledger.inputDigest(ofLine: bytes[line.range]))
            do throws(CLIError) {
                if let first = duplicateOf[line.number] {
                    // Never removes the files: they are the first line's.
                    let problem = StatementError.Problem(path: "customer.id", message: "\(DiagnosticQuoting.quoted(line.customerID ?? "")) "
                                                         + "is the same customer as line \(first) (each customer once per batch)")
                    outcomes[index] = try run.record(customer, .rejected([problem]), ownFiles: false)
                    return
                }
                outcomes[index] = try run.settle(customer) { () throws(CLIError) -> BatchRun.Rendered in
                    try BatchCommand.process(line, in: bytes, run)
                }
            } catch {
                run.fail(error)
                outcomes[index] = .notRun
            }
        }
        progress.finish()
        try run.finishOrStop(settled: (0..<lines.count).filter { outcomes[$0].map(BatchCommand.isSettled) ?? false }.count,
                             of: progress.total)

        // Errors, in line order, whatever the number of jobs.
        var records: [String] = []
        var failedLines = 0
        for index in 0..<lines.count {
            guard case .failed(let problems)? = outcomes[index] else { continue }
            failedLines += 1
            for problem in problems {
                records.append(BatchCommand.errorRecord(line: lines[index].number, customer: lines[index].customerID, problem: problem))
            }
        }
        try finish(records: records, failed: failedLines, of: progress.total, noun: "lines")
    }

    /// Whether an outcome is in the ledger.
    static func isSettled(_ outcome: Outcome) -> Bool {
        switch outcome {
        case .written, .kept, .failed: true
        case .otherShard, .notRun: false
        }
    }

    /// What every run does before its first customer: the output folder made, the shard's
    /// lock taken, what a killed run left swept, the ledger opened, and a signal made to end
    /// the run with 75.
    func start(templates: BatchTemplates, labels: UserLabels?, printer: PDFPrinter?) throws(CLIError) -> BatchRun {
        try Platform.makeDirectory(directory)
        let lock = try Platform.lockBatch(errorsFile: errorsFile, folder: directory)
        Platform.sweepStaleTemporaries(in: directory + "/")
        let ledger = try LedgerFile(folder: directory, shard: shard, resume: resume)
        Platform.stopBySignal.withLock {
            $0 = (75, "the customers finished so far are in \(ledger.path): run the shard again with --resume")
        }
        return BatchRun(formats: formats, directory: directory, resume: resume, templates: templates, printer: printer,
                        labels: labels, width: width, charts: charts, numbers: accountNumbers, ledger: ledger, lock: lock)
    }

    /// Writes the errors file (or removes an old one when nothing failed); exit 65 when something did.
    func finish(records: [String], failed: Int, of total: Int, noun: String) throws(CLIError) {
        if records.isEmpty {
            try? FileManager.default.removeItem(atPath: errorsFile)
        } else {
            do {
                try Platform.writeAtomically(Array((records.joined(separator: "\n") + "\n").utf8), to: errorsFile)
            } catch {
                throw .retry("cannot write \(errorsFile): \(error.lines.joined(separator: "; ")); run the shard again with --resume")
            }
            throw .data(["\(failed) of \(total) \(noun) failed; see \(errorsFile)"])
        }
    }

    /// Reads, renders and writes one customer's statements; a statement that cannot be
    /// rendered or printed is a rejected line, as a bad document is.
    static func process(_ line: BatchLine, in bytes: [UInt8], _ run: BatchRun) throws(CLIError) -> BatchRun.Rendered {
        // A line past the limit is not parsed (its tape would take twice its size again): it is
        // listed as a bad line and the batch goes on.
        guard line.range.count <= BatchCommand.maximumLineBytes else {
            return .rejected([.init(path: "", message: "the line has \(line.range.count) bytes, more than a statement may have "
                                    + "(\(BatchCommand.maximumLineBytes) bytes); it is not read")])
        }
        let statement: Statement
        do {
            statement = try StatementReader.read(Array(bytes[line.range]), requireCustomerID: true)
        } catch {
            return .rejected(error.problems)
        }
        // --attach-source: the line as read is the statement's source.
        let source = run.printer?.attachSource == true
            ? [BankFileKind.json.attachment(name: OutputFileName.base(for: statement.customer.id ?? "") + ".json",
                                            bytes: Array(bytes[line.range]), modified: statement.asOf)] : []
        return try run.render(statement, source: source)
    }

    /// `{"line":3,"path":"accounts[0].balance","message":"…"}`; a problem of the whole line
    /// (not JSON at all, say) has the root's path, `$`.
    static func errorRecord(line: Int, customer: String?, problem: StatementError.Problem) -> String {
        let path = problem.path.isEmpty ? "$" : problem.path
        return "{\"line\":\(line)," + (customer.map { "\"customer\":\(jsonString($0))," } ?? "")
            + "\"path\":\(jsonString(path)),\"message\":\(jsonString(problem.message))}"
    }

    /// `{"file":"day1.xml","customer":"day1","path":"$","message":"…"}`: a file or folder (`acme/`) of DIR that failed.
    static func errorRecord(file: String, customer: String, problem: StatementError.Problem) -> String {
        "{\"file\":\(jsonString(file)),\"customer\":\(jsonString(customer)),"
            + "\"path\":\(jsonString(problem.path.isEmpty ? "$" : problem.path)),\"message\":\(jsonString(problem.message))}"
    }

    static func jsonString(_ text: String) -> String {
        JSONQuoting.quoted(text)
    }
}

/// The progress line on standard error, when it is a terminal: done / total, rate, time left.
final class Progress: Sendable {
    let total: Int
    private let state = Locked<(done: Int, lastPrint: ContinuousClock.Instant, start: ContinuousClock.Instant)>(
        (0, .now, .now))
    private let enabled = Platform.standardErrorIsTerminal

    init(total: Int) {
        self.total = total
    }

    func advance() {
        guard enabled else { return }
        let line: String? = state.withLock { state in
            state.done += 1
            let now = ContinuousClock.now
            guard now - state.lastPrint > .milliseconds(100) || state.done == total else { return nil }
            state.lastPrint = now
            // Whole milliseconds and integer arithmetic: a progress line needs no floating point.
            let elapsed = now - state.start
            let milliseconds = max(1, Int(elapsed.components.seconds) * 1_000 + Int(elapsed.components.attoseconds / 1_000_000_000_000_000))
            let rate = state.done * 1_000 / milliseconds
            let left = (total - state.done) * milliseconds / max(1, state.done) / 1_000
            return "\r\(state.done)/\(total) statements · \(rate)/s · \(left)s left "
        }
        if let line { Platform.printProgress(line) }
    }

    func finish() {
        if enabled { Platform.printProgress("\n") }
    }
}
