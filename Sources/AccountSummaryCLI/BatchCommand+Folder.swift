import AccountSummary
import AccountSummaryScale
import AccountSummaryTooling
import AccountSummaryBankFiles
import AccountSummaryPDF
import Foundation

extension BatchCommand {
    /// One customer of a folder: a loose file (its name without the extension is the id) or a
    /// sub-folder (its name is the id; every file in it is that customer's statement).
    struct FolderCustomer: Sendable {
        /// The customer id.
        var id: String
        /// The entry of DIR it comes from: `acme.sta`, or `acme/` for a folder.
        var entry: String
        /// The files read, relative to DIR.
        var files: [String]
        /// Why it cannot be rendered, found before any reading (nothing in the folder, another
        /// entry with the same customer id).
        var problem: String?
    }

    /// DIR's customers in name order: each regular file, each sub-folder (hidden ones left out).
    /// Two entries that stand for one customer id (`acme.sta` and `acme.ofx`, or `acme.xml` and
    /// `acme/`) are both refused, naming each other: one output would overwrite the other.
    static func folderCustomers(in folder: String) throws(CLIError) -> [FolderCustomer] {
        var customers: [FolderCustomer] = try Platform.regularFiles(in: folder).map { FolderCustomer(id: customerID(of: $0), entry: $0, files: [$0]) }
        for sub in try Platform.subfolders(in: folder) {
            let files = try Platform.regularFiles(in: folder + "/" + sub).map { sub + "/" + $0 }
            customers.append(FolderCustomer(id: sub, entry: sub + "/", files: files,
                                            problem: files.isEmpty ? "the folder holds no file to read (each customer's folder holds their bank files)" : nil))
        }
        customers.sort { Array($0.entry.utf8).lexicographicallyPrecedes(Array($1.entry.utf8)) }
        let byID = Dictionary(grouping: customers.indices, by: { customers[$0].id })
        for (id, indices) in byID where indices.count > 1 {
            for index in indices {
                let others = indices.filter { $0 != index }.map { customers[$0].entry }.joined(separator: ", ")
                customers[index].problem = "\(customers[index].entry) and \(others) are both customer \(DiagnosticQuoting.quoted(id)): "
                    + "rename one (a customer's several files go in a folder of their own)"
            }
        }
        return customers
    }

    /// `batch DIR`: one statement per regular file of the folder and one per sub-folder (all its
    /// files one customer's statement), sorted by name. A file or folder that cannot be read (a
    /// bad bank file, a JSON document with a problem, nothing to read) goes to `errors.ndjson`
    /// with its customer id, and the rest are produced.
    func runFolder() throws(CLIError) {
        let labels = try labelsPath.map { path throws(CLIError) in try UserLabels(path: path) }
        let customers = try BatchCommand.folderCustomers(in: input)
        let templates = try BatchTemplates(directory: templateDirectory, formats: formats)
        let printer = formats.contains(.pdf) ? try PDFPrinter(browser: browser, options: pdf, templateDirectory: templateDirectory) : nil
        defer { printer?.quit() }
        let run = try start(templates: templates, labels: labels, printer: printer)
        defer { unlink(run.lock) }

        let mine = customers.filter { shard.contains(hash: Shard.hash($0.id)) }
        let outcomes = Slots<Outcome>(count: mine.count)
        let progress = Progress(total: mine.count)
        let folder = input
        let settings = (kind: inputKind, csv: csv, frame: frame, currency: currency)
        Threads(jobs: jobs).forEach(mine.count) { index in
            defer { progress.advance() }
            guard !run.stopped else {
                outcomes[index] = .notRun
                return
            }
            let entry = mine[index]
            do throws(CLIError) {
                let customer = BatchCustomer(source: .file(entry.entry), id: entry.id,
                                             input: try BatchCommand.inputDigest(of: entry, in: folder))
                outcomes[index] = try run.settle(customer) { () throws(CLIError) -> BatchRun.Rendered in
                    if let problem = entry.problem { return .rejected([StatementError.Problem(path: "", message: problem)]) }
                    let statement: Statement
                    do throws(CLIError) {
                        statement = try BatchCommand.statement(files: entry.files.map { folder + "/" + $0 }, customerID: entry.id,
                                                               kind: settings.kind, csv: settings.csv, frame: settings.frame,
                                                               currency: settings.currency)
                    } catch {
                        // A read that failed midway is the machine's; a file that cannot be opened
                        // or read as a statement is the customer's, like a bad line.
                        if case .io = error { throw error }
                        return .rejected(error.lines.map { StatementError.Problem(path: "", message: String($0.dropFirst("error: ".count))) })
                    }
                    // --attach-source: each of the customer's files, as read, is the statement's source.
                    var source: [PDFDocumentWriter.Attachment] = []
                    if run.printer?.attachSource == true {
                        for file in entry.files {
                            let bytes = try Platform.readInput(folder + "/" + file)
                            let kind = settings.kind ?? BankFileKind.recognise(bytes) ?? .json
                            source.append(kind.attachment(name: (file as NSString).lastPathComponent, bytes: bytes, modified: statement.asOf))
                        }
                    }
                    return try run.render(statement, source: source)
                }
            } catch {
                run.fail(error)
                outcomes[index] = .notRun
            }
        }
        progress.finish()
        try run.finishOrStop(settled: (0..<mine.count).filter { outcomes[$0].map(BatchCommand.isSettled) ?? false }.count,
                             of: mine.count)
        var records: [String] = []
        var failedFiles = 0
        for index in mine.indices {
            guard case .failed(let problems)? = outcomes[index] else { continue }
            failedFiles += 1
            records += problems.map { BatchCommand.errorRecord(file: mine[index].entry, customer: mine[index].id, problem: $0) }
        }
        try finish(records: records, failed: failedFiles, of: mine.count, noun: "customers")
    }

    /// The input digest of a folder's customer, as the ledger records it: for a loose file the
    /// SHA-256 of its bytes; for a sub-folder, ``Ledger/inputDigest(ofFolder:)`` of its files
    /// (the SHA-256 of their `sha256sum` list). A file that cannot be read counts as empty:
    /// the customer is rejected for it anyway.
    ///
    /// - Throws: 74 when a read fails midway.
    static func inputDigest(of customer: FolderCustomer, in folder: String) throws(CLIError) -> SHA256.Digest {
        if !customer.entry.hasSuffix("/") {
            return try Platform.digest(ofFile: folder + "/" + customer.entry)?.sha256 ?? SHA256.hash([])
        }
        var files: [(name: String, digest: SHA256.Digest)] = []
        for file in customer.files {
            let name = String(file.dropFirst(customer.entry.count))
            files.append((name, try Platform.digest(ofFile: folder + "/" + file)?.sha256 ?? SHA256.hash([])))
        }
        return Ledger.inputDigest(ofFolder: files)
    }

    /// The customer id a file stands for: its name without the last extension.
    static func customerID(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// One customer's statement: a version-1 document (one file), or the statements of their
    /// bank files joined, as `render` joins several INPUT files (``StatementSource``).
    static func statement(files: [String], customerID: String, kind: BankFileKind?, csv: CSVStatementReader? = nil,
                          frame: (path: String, frame: StatementFrame)? = nil, currency: String? = nil) throws(CLIError) -> Statement {
        var options = StatementSource.Options()
        options.kind = kind
        options.csv = csv
        options.currency = currency
        options.frame = frame.map { (name: $0.path, frame: $0.frame) }
        var statement: Statement
        do {
            statement = try StatementInput.read(files, options: options, jobs: 1)
        } catch {
            // In a batch every problem of a customer's files is that customer's, in errors.ndjson.
            guard case .usage(.frameOnDocument(let file), _) = error else { throw error }
            throw .data(["\(file): --frame lays a frame over bank files; this is a version-1 document"])
        }
        statement.customer.id = customerID
        return statement
    }
}
