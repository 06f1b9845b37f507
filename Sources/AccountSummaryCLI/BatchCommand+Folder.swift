import AccountSummary
import AccountSummaryScale
import AccountSummaryTooling
import AccountSummaryBankFiles
import Foundation

extension BatchCommand {
    /// `batch DIR`: one statement per regular file of the folder, sorted by name; the file's
    /// name without its extension is the customer id. A file that cannot be read (a bad bank
    /// file, a JSON document with a problem) goes to `errors.ndjson` and the rest are produced.
    func runFolder() throws(CLIError) {
        let labels = try labelsPath.map { path throws(CLIError) in try UserLabels(path: path) }
        let files = try Platform.regularFiles(in: input)
        let templates = try ReportSettings.templates(in: templateDirectory)
        let printer = formats.contains(.pdf) ? try PDFPrinter(browser: browser, options: pdf, templateDirectory: templateDirectory) : nil
        defer { printer?.quit() }
        try Platform.makeDirectory(directory)
        let lock = try Platform.lockBatch(errorsFile: errorsFile, folder: directory)
        defer { unlink(lock) }
        Platform.sweepStaleTemporaries(in: directory + "/")

        let mine = files.filter { shard.contains(hash: Shard.hash(BatchCommand.customerID(of: $0))) }
        let outcomes = Slots<Outcome>(count: mine.count)
        let progress = Progress(total: mine.count)
        let failures = Locked<[CLIError]>([])
        let settings = (formats: formats, directory: directory, resume: resume, templates: templates, printer: printer,
                        labels: labels, width: width, charts: charts, numbers: accountNumbers, folder: input, kind: inputKind)
        Threads(jobs: jobs).forEach(mine.count) { index in
            defer { progress.advance() }
            let name = mine[index]
            do throws(CLIError) {
                let statement: Statement
                do throws(CLIError) {
                    statement = try BatchCommand.statement(file: settings.folder + "/" + name, customerID: BatchCommand.customerID(of: name),
                                                           kind: settings.kind)
                } catch {
                    // A file that cannot be opened or read is a failed file, like a bad line.
                    outcomes[index] = .failed(error.lines.map { StatementError.Problem(path: "", message: String($0.dropFirst("error: ".count))) })
                    return
                }
                outcomes[index] = try BatchCommand.render(statement, settings.formats, settings.directory, resume: settings.resume,
                                                          templates: settings.templates, labels: settings.labels,
                                                          printer: settings.printer, width: settings.width, charts: settings.charts,
                                                           numbers: settings.numbers)
            } catch {
                failures.withLock { $0.append(error) }
            }
        }
        progress.finish()
        if let failure = failures.withLock({ $0.first }) { throw failure }
        var records: [String] = []
        var failedFiles = 0
        for index in mine.indices {
            guard case .failed(let problems)? = outcomes[index] else { continue }
            failedFiles += 1
            records += problems.map { BatchCommand.errorRecord(file: mine[index], problem: $0) }
        }
        try finish(records: records, failed: failedFiles, of: mine.count, noun: "files")
    }

    /// The customer id a file stands for: its name without the last extension.
    static func customerID(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// One file's statement: a version-1 document, or a bank file's statements joined.
    static func statement(file: String, customerID: String, kind: BankFileKind?) throws(CLIError) -> Statement {
        var statement: Statement
        let head = try Platform.readHead(file, count: 65_536)
        if (kind ?? BankFileKind.recognise(head)) == .json {
            let bytes = try Platform.readInput(file)
            do { statement = try StatementReader.read(bytes) } catch { throw .data(error.lines) }
        } else {
            var joiner = BankStatementJoiner()
            var warnings = BankWarnings()
            try StatementInput.readBankFile(file, kind: kind) { bytes, mapped, reader throws(BankFileError) in
                try reader.read(bytes, file: file, warnings: &warnings) { read, upTo throws(BankFileError) in
                    try joiner.add(read)
                    mapped?.release(upTo: upTo)
                }
            }
            for line in warnings.lines + joiner.warnings.lines { Platform.printError(line) }
            do { statement = try joiner.statement() } catch { throw .data([error.description]) }
        }
        statement.customer.id = customerID
        return statement
    }
}
