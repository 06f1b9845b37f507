#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import AccountSummary
import AccountSummaryPDF
import AccountSummaryTooling
import Foundation

/// One customer of a run, before it is settled: where it is in the input, its id, and the
/// SHA-256 of its input bytes.
struct BatchCustomer: Sendable {
    var source: Ledger.Entry.Source
    /// `customer.id` (or the folder entry's id); nil when the line's id cannot be read.
    var id: String?
    var input: SHA256.Digest
}

/// What the workers of one `batch` run share: the options, the open ledger, and the first
/// failure of the machine, which stops the shard.
///
/// Each customer is settled once: kept (`--resume`, its files as recorded), or rendered and
/// written, or rejected; and its ledger line appended once its files are in place. A failure
/// that is not the customer's (a write, a sync, a browser that died) stops the run: no new
/// customer is taken, and it ends with 75.
///
/// ```swift
/// let run = try command.start(templates: templates, labels: nil, printer: nil)
/// let outcome = try run.settle(customer) { () throws(CLIError) in try run.render(statement) }
/// try run.finishOrStop(settled: 40, of: 40)  // 75 if something stopped the run
/// ```
final class BatchRun: Sendable {
    /// What rendering one customer came to.
    enum Rendered: Sendable {
        /// Every file written, in `--format` order.
        case written([Ledger.Entry.Output])
        /// Not rendered, and why: the customer's own problem, permanent for this input.
        case rejected([StatementError.Problem])
    }

    let formats: [OutputFormat]
    let directory: String
    let resume: Bool
    let templates: BatchTemplates
    let printer: PDFPrinter?
    let labels: UserLabels?
    let width: Int?
    let charts: Bool
    let numbers: AccountNumber.Display
    let ledger: LedgerFile
    /// The shard's lock file, removed when the run ends.
    let lock: String
    private let failures = Locked<[CLIError]>([])

    init(formats: [OutputFormat], directory: String, resume: Bool, templates: BatchTemplates, printer: PDFPrinter?,
         labels: UserLabels?, width: Int?, charts: Bool, numbers: AccountNumber.Display, ledger: LedgerFile, lock: String) {
        self.formats = formats
        self.directory = directory
        self.resume = resume
        self.templates = templates
        self.printer = printer
        self.labels = labels
        self.width = width
        self.charts = charts
        self.numbers = numbers
        self.ledger = ledger
        self.lock = lock
    }

    /// Whether a failure of the machine has stopped the run.
    var stopped: Bool { failures.withLock { !$0.isEmpty } }

    /// Records a failure that is not a customer's: the run takes no new customer.
    func fail(_ error: CLIError) {
        failures.withLock { $0.append(error) }
    }

    /// Settles one customer: with `--resume`, kept when the ledger says its files were written
    /// for this very input and they all still are as recorded; else `make` renders it. Its
    /// ledger line is appended either way.
    ///
    /// - Throws: a failure of the machine (75 at the end of the run).
    func settle(_ customer: BatchCustomer, _ make: () throws(CLIError) -> Rendered) throws(CLIError) -> BatchCommand.Outcome {
        if resume, let kept = keptOutputs(customer) {
            try ledger.append(Ledger.Entry(customer: customer.id, source: customer.source, input: customer.input, status: .kept,
                                           outputs: kept))
            return .kept
        }
        return try record(customer, try make(), ownFiles: true)
    }

    /// Appends a customer's line for what rendering came to. A rejected customer has no
    /// statement: files an earlier run wrote for it are removed (`ownFiles`; not for a repeated
    /// line, whose files are the first line's).
    func record(_ customer: BatchCustomer, _ rendered: Rendered, ownFiles: Bool) throws(CLIError) -> BatchCommand.Outcome {
        switch rendered {
        case .written(let outputs):
            try ledger.append(Ledger.Entry(customer: customer.id, source: customer.source, input: customer.input, status: .written,
                                           outputs: outputs))
            return .written
        case .rejected(let problems):
            if ownFiles, let id = customer.id {
                for name in fileNames(for: id) { unlink(directory + "/" + name) }
            }
            try ledger.append(Ledger.Entry(customer: customer.id, source: customer.source, input: customer.input, status: .rejected,
                                           errors: problems.map { Ledger.Entry.Problem(path: $0.path, message: $0.message) }))
            return .failed(problems)
        }
    }

    /// The customer's file names, one per format: `c-1.txt`, `c-1.html`.
    func fileNames(for id: String) -> [String] {
        let base = OutputFileName.base(for: id)
        return formats.map { base + "." + $0.fileExtension }
    }

    /// The files the ledger recorded as written for this customer and input, when every one of
    /// them (one per format asked for now) is in place with the recorded size and SHA-256; nil
    /// when anything differs, which renders the customer again.
    func keptOutputs(_ customer: BatchCustomer) -> [Ledger.Entry.Output]? {
        guard let id = customer.id, let previous = ledger.previous[customer.source], previous.status != .rejected,
              previous.customer == id, previous.input == customer.input,
              previous.outputs.map(\.name).sorted() == fileNames(for: id).sorted() else { return nil }
        for output in previous.outputs {
            guard let file = try? Platform.digest(ofFile: directory + "/" + output.name),
                  file.size == output.size, file.sha256 == output.sha256 else { return nil }
        }
        return previous.outputs
    }

    /// Ends the run: returns when every customer was settled; else throws 75, saying what
    /// stopped it and how much is in the ledger.
    func finishOrStop(settled: Int, of total: Int) throws(CLIError) {
        guard let failure = failures.withLock({ $0.first }) else { return }
        let reason = failure.lines.map { $0.hasPrefix("error: ") ? String($0.dropFirst("error: ".count)) : $0 }.joined(separator: "; ")
        throw .retry("the shard could not finish: \(reason); \(settled) of \(total) customers are in \(ledger.path): "
                     + "run it again with --resume")
    }

    /// Renders and writes one customer's statements in every format, each file's size and
    /// SHA-256 taken as it is written.
    ///
    /// - Returns: `.rejected` for the statement's own problems (bad data, a template error, a
    ///   PDF the engine cannot make of it).
    /// - Throws: the machine's failures: a file that cannot be written (74, 73), a browser that
    ///   died (``CLIError/browserFailed(_:)``).
    /// - Parameter source: what `--attach-source` carries in the PDF (the line, or the customer's bank files).
    func render(_ statement: Statement, source: [PDFDocumentWriter.Attachment] = []) throws(CLIError) -> Rendered {
        let id = statement.customer.id ?? ""
        // One report for every format: the writer styles it, the report does not depend on it.
        let report: StatementReport
        do {
            var options = ReportOptions()
            options.accountNumbers = numbers
            if let labels { options.labels = labels.merged }
            report = try StatementReport(statement, options: options)
            // Named by the customer, as errors.ndjson names them: a batch has many accounts[1].
            for warning in report.warnings { Platform.printError("warning: \(id): \(warning)") }
            if formats.contains(where: { $0 != .csv }) { labels?.warnOnce(language: report.languageCode) }
        } catch {
            if case .unreconciled(let accounts) = error {
                return .rejected(accounts.map { .init(path: $0.path, message: $0.message) })
            }
            return .rejected([.init(path: "", message: error.description)])
        }
        var outputs: [Ledger.Entry.Output] = []
        for (format, name) in zip(formats, fileNames(for: id)) {
            let path = directory + "/" + name
            do {
                let written: Platform.WrittenFile?
                var pages: Int?
                var engine: String?
                switch format {
                case .pdf:
                    guard let printer else { preconditionFailure("a batch with pdf has a printer") }
                    let printed = try printer.print(report, templates: templates.library, statement: id, source: source)
                    written = try Platform.writeAtomically(printed.bytes, to: path, digesting: true, folderSwept: true)
                    (pages, engine) = (printed.pages, printed.engine.rawValue)
                case .csv:
                    written = try Platform.writeAtomically(to: path, digesting: true, folderSwept: true) { (sink: inout FileSink) throws(CLIError) in
                        CSVWriter.write(report, to: &sink)
                    }
                case .text, .ansi, .html:
                    let writer: any ReportWriter = format == .html ? HTMLWriter()
                        : TerminalWriter(color: format == .ansi, width: width, sparklines: charts || format == .ansi)
                    written = try Platform.writeAtomically(to: path, digesting: true, folderSwept: true) { (sink: inout FileSink) throws(CLIError) in
                        try ReportSettings.render(report, writer: writer, templates: try templates.library(), strict: false, into: &sink)
                    }
                }
                guard let written else { preconditionFailure("a digesting write says what it wrote") }
                outputs.append(Ledger.Entry.Output(name: name, size: written.size, sha256: written.sha256, pages: pages, engine: engine))
            } catch {
                switch error {
                case .data(let messages):
                    return .rejected(messages.map { .init(path: "", message: $0) })
                case .unavailable(let message):
                    // The engine cannot make this statement's PDF (the native writer refuses it, the
                    // browser refused it or ran out of time even after a restart): the others still print.
                    return .rejected([.init(path: "", message: message)])
                default:
                    throw error
                }
            }
        }
        return .written(outputs)
    }
}
