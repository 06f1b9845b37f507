import AccountSummary
import AccountSummaryScale
import AccountSummaryTooling
import AccountSummaryBankFiles
import AccountSummaryPDF
import Foundation

/// `account-summary batch INPUT.ndjson --output-dir DIR [--format F[,F…]|all] [--jobs N] [--shard K/N] [--resume]`.
struct BatchCommand {
    static let help = CommandHelp(
        name: "batch",
        abstract: "render one statement per customer from NDJSON or a folder of bank files, in parallel, shardable",
        arguments: [.init(synopsis: "INPUT.ndjson|DIR", name: "INPUT",
                          summary: "one version-1 document with customer.id per line (- reads standard input), or a folder "
                          + "with one file per customer (camt, MT940, OFX, BAI2 or JSON; the name without extension is the id)")],
        discussion: """
            Renders one statement per line of INPUT, or per regular file of a folder (sorted by
            name), into DIR, one file per customer and format, each written atomically. Bad
            lines and files are listed in DIR/errors.ndjson (line or file, path, message) and
            the rest are still produced; exit 65 if any failed.
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
            CommandOption("--shard", value: "K/N", group: .other,
                          "only the customers whose FNV-1a hash of customer.id is K modulo N (errors then go to "
                          + "DIR/errors-shard-K-of-N.ndjson)"),
            CommandOption("--quiet", group: .other, "leave out warning: lines; errors are always printed"),
            CommandOption("--frame", value: "FILE", group: .input,
                          "with a folder: lay a version-1 document without transactions over every customer's bank "
                          + "files (the bank's name, address, contact and legal lines, the locale, the period)"),
            CommandOption("--input-format", value: "json|camt|mt940|ofx|bai2", group: .input,
                          "with a folder: read every file as this kind (default: recognised from each file's content)"),
            CommandOption("--currency", value: "CODE", group: .input,
                          "with a folder: the currency of statements whose file states none (OFX without CURDEF)"),
            CommandOption("--resume", group: .other,
                          "skip customers whose files all exist (files are written atomically, so an existing file is complete)"),
        ],
        examples: [
            .init(command: "account-summary batch customers.ndjson --output-dir out -f all --jobs 8",
                  comment: "text, ANSI and HTML for every customer"),
            .init(command: "account-summary batch all.ndjson --output-dir out -f pdf --shard 0/4 --resume",
                  comment: "the first of four shards, as PDF, skipping what a killed run finished"),
        ],
        epilogue: """
            File names: the customer.id itself when it is made of A-Z a-z 0-9 . _ - (no leading
            dot, at most 100 characters); otherwise the id with other characters as _, then ~
            and its hash.
            """)
    static let usage = help.text


    let input: String
    /// `--input-format`, for a folder of files.
    let inputKind: BankFileKind?
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
        inputKind = try parsed.choice("--input-format", subject: "input format")
        frame = try parsed.value("--frame").map { path throws(CLIError) in (path, try StatementInput.frame(path)) }
        currency = try StatementInput.currency(parsed)
        if parsed.has("--quiet") { Platform.quiet.withLock { $0 = true } }
        let list = parsed.value("--format") ?? "text"
        var formats: [OutputFormat] = []
        for name in list == "all" ? ["text", "ansi", "html"] : list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard let format = OutputFormat(rawValue: name) else {
                throw .usage(.unknownValue(of: "format", name, expected: OutputFormat.allCases.map(\.rawValue) + ["all"]),
                             help: BatchCommand.usage)
            }
            if !formats.contains(format) { formats.append(format) }
        }
        self.formats = formats
        browser = parsed.value("--browser")
        pdf = try PDFOptions(parsed, help: BatchCommand.usage)
        jobs = try parsed.wholeNumber("--jobs", in: ReportSettings.jobs) ?? ProcessInfo.processInfo.activeProcessorCount
        if let text = parsed.value("--shard") {
            guard let shard = Shard(parsing: text) else {
                throw .usage(.notAShard(text), help: BatchCommand.usage)
            }
            self.shard = shard
        } else {
            shard = .all
        }
        resume = parsed.has("--resume")
        templateDirectory = parsed.value("--template-dir")
        labelsPath = parsed.value("--labels")
        width = try ReportSettings.width(parsed)
        charts = parsed.has("--charts")
        accountNumbers = try parsed.choice("--account-numbers", subject: "account number display") ?? .masked
    }

    /// The longest line `batch` reads as a statement: 512 MiB (a million transactions take about
    /// 150 MB); `ACCOUNT_SUMMARY_BATCH_MAX_LINE` (bytes) sets another, as the tests do.
    static let maximumLineBytes = ProcessInfo.processInfo.environment["ACCOUNT_SUMMARY_BATCH_MAX_LINE"].flatMap { Int($0) }
        .map { max(1, $0) } ?? 512 << 20

    /// Where the bad lines (or files) are listed: one file per shard.
    var errorsFile: String {
        directory + "/" + (shard == .all ? "errors.ndjson" : "errors-shard-\(shard.index)-of-\(shard.count).ndjson")
    }

    /// What became of one line.
    enum Outcome: Sendable {
        case written, skipped, otherShard
        case failed([StatementError.Problem])
    }

    func run() throws(CLIError) {
        if Platform.isDirectory(input) { return try runFolder() }
        if frame != nil { throw .usage(.frameOnDocument(input), help: BatchCommand.usage) }
        // The user's catalog first: a bad one is reported before any statement is read.
        let labels = try labelsPath.map { path throws(CLIError) in try UserLabels(path: path) }
        let bytes = try Platform.readInput(input)
        let templates = try ReportSettings.templates(in: templateDirectory)
        // One browser for the whole batch, found before any work (69 if there is none).
        let printer = formats.contains(.pdf) ? try PDFPrinter(browser: browser, options: pdf, templateDirectory: templateDirectory) : nil
        defer { printer?.quit() }
        try Platform.makeDirectory(directory)
        let lock = try Platform.lockBatch(errorsFile: errorsFile, folder: directory)
        defer { unlink(lock) }
        Platform.sweepStaleTemporaries(in: directory + "/")

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
        let outcomes = Slots<Outcome>(count: lines.count)
        let progress = Progress(total: lines.filter { shard.contains(hash: $0.shardHash(in: bytes)) }.count)
        let settings = (formats: formats, directory: directory, resume: resume, templates: templates, shard: shard, printer: printer,
                        labels: labels, width: width, charts: charts, numbers: accountNumbers)
        let allLines = lines
        let duplicateOf = duplicates
        let failures = Locked<[CLIError]>([])
        Threads(jobs: jobs).forEach(lines.count) { index in
            let line = allLines[index]
            guard settings.shard.contains(hash: line.shardHash(in: bytes)) else {
                outcomes[index] = .otherShard
                return
            }
            defer { progress.advance() }
            if let first = duplicateOf[line.number] {
                outcomes[index] = .failed([.init(path: "customer.id",
                    message: "\(DiagnosticQuoting.quoted(line.customerID ?? "")) is the same customer as line \(first) (each customer once per batch)")])
                return
            }
            do throws(CLIError) {
                outcomes[index] = try BatchCommand.process(line, in: bytes, settings.formats, settings.directory,
                                                           resume: settings.resume, templates: settings.templates, labels: settings.labels,
                                                           printer: settings.printer, width: settings.width, charts: settings.charts,
                                                           numbers: settings.numbers)
            } catch {
                failures.withLock { $0.append(error) }
            }
        }
        progress.finish()
        if let failure = failures.withLock({ $0.first }) { throw failure }

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

    /// Writes the errors file (or removes an old one when nothing failed); exit 65 when something did.
    func finish(records: [String], failed: Int, of total: Int, noun: String) throws(CLIError) {
        if records.isEmpty {
            try? FileManager.default.removeItem(atPath: errorsFile)
        } else {
            try Platform.writeAtomically(Array((records.joined(separator: "\n") + "\n").utf8), to: errorsFile)
            throw .data(["\(failed) of \(total) \(noun) failed; see \(errorsFile)"])
        }
    }

    /// Reads, renders and writes one customer's statements; a statement that cannot be
    /// rendered or printed is a failed line, as a bad document is.
    static func process(_ line: BatchLine, in bytes: [UInt8], _ formats: [OutputFormat], _ directory: String,
                        resume: Bool, templates: TemplateLibrary, labels: UserLabels?,
                        printer: PDFPrinter?, width: Int? = nil, charts: Bool = false,
                        numbers: AccountNumber.Display = .masked) throws(CLIError) -> Outcome {
        // A line past the limit is not parsed (its tape would take twice its size again): it is
        // listed as a bad line and the batch goes on.
        guard line.range.count <= BatchCommand.maximumLineBytes else {
            return .failed([.init(path: "", message: "the line has \(line.range.count) bytes, more than a statement may have "
                                  + "(\(BatchCommand.maximumLineBytes) bytes); it is not read")])
        }
        let statement: Statement
        do {
            statement = try StatementReader.read(Array(bytes[line.range]), requireCustomerID: true)
        } catch {
            return .failed(error.problems)
        }
        // --attach-source: the line as read is the statement's source.
        let source = printer?.attachSource == true
            ? [BankFileKind.json.attachment(name: OutputFileName.base(for: statement.customer.id ?? "") + ".json",
                                            bytes: Array(bytes[line.range]), modified: statement.asOf)] : []
        return try render(statement, formats, directory, resume: resume, templates: templates, labels: labels, printer: printer,
                          width: width, charts: charts, numbers: numbers, source: source)
    }

    /// Renders and writes one customer's statements in every format.
    ///
    /// - Parameter source: what `--attach-source` carries in the PDF (the line, or the customer's bank files).
    static func render(_ statement: Statement, _ formats: [OutputFormat], _ directory: String,
                       resume: Bool, templates: TemplateLibrary, labels: UserLabels?,
                       printer: PDFPrinter?, width: Int? = nil, charts: Bool = false,
                       numbers: AccountNumber.Display = .masked, source: [PDFDocumentWriter.Attachment] = []) throws(CLIError) -> Outcome {
        let base = directory + "/" + OutputFileName.base(for: statement.customer.id ?? "")
        let paths = formats.map { base + "." + $0.fileExtension }
        if resume, paths.allSatisfy({ FileManager.default.fileExists(atPath: $0) }) { return .skipped }
        // One report for every format: the writer styles it, the report does not depend on it.
        let report: StatementReport
        do {
            var options = ReportOptions()
            options.accountNumbers = numbers
            if let labels { options.labels = labels.merged }
            report = try StatementReport(statement, options: options)
            // Named by the customer, as errors.ndjson names them: a batch has many accounts[1].
            for warning in report.warnings { Platform.printError("warning: \(statement.customer.id ?? ""): \(warning)") }
            if formats.contains(where: { $0 != .csv }) { labels?.warnOnce(language: report.languageCode) }
        } catch {
            if case .unreconciled(let accounts) = error {
                return .failed(accounts.map { .init(path: $0.path, message: $0.message) })
            }
            return .failed([.init(path: "", message: error.description)])
        }
        for (format, path) in zip(formats, paths) {
            do {
                switch format {
                case .pdf:
                    guard let printer else { preconditionFailure("a batch with pdf has a printer") }
                    // `printed.engine` says which engine made the file (the ledger's "PDF engine").
                    let printed = try printer.print(report, templates: templates, statement: statement.customer.id ?? "", source: source)
                    try Platform.writeAtomically(printed.bytes, to: path)
                case .csv:
                    try Platform.writeAtomically(to: path) { (sink: inout FileSink) throws(CLIError) in
                        CSVWriter.write(report, to: &sink)
                    }
                case .text, .ansi, .html:
                    let writer: any ReportWriter = format == .html ? HTMLWriter() : TerminalWriter(color: format == .ansi, width: width, sparklines: charts || format == .ansi)
                    try Platform.writeAtomically(to: path) { (sink: inout FileSink) throws(CLIError) in
                        try ReportSettings.render(report, writer: writer, templates: templates, strict: false, into: &sink)
                    }
                }
            } catch {
                switch error {
                case .data(let messages):
                    return .failed(messages.map { .init(path: "", message: $0) })
                case .unavailable(let message):
                    // The browser failed on this statement even after a restart: the others still print.
                    return .failed([.init(path: "", message: message)])
                default:
                    throw error
                }
            }
        }
        return .written
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
