import AccountSummary
import AccountSummaryScale
import AccountSummaryBankFiles

/// Where one statement comes from: a version-1 JSON document, or one customer's bank files
/// (camt.053 / camt.052, MT940 / MT942, OFX), recognised by their content.
///
/// One JSON input is read streaming, as it always was. Bank files are memory-mapped and read
/// statement by statement (the pages behind the reader handed back), and joined into one
/// statement by ``BankStatementJoiner``; their `warning:` lines go to standard error, once per
/// file and kind.
///
/// ```swift
/// let input = try StatementInput(parsed, usage: RenderCommand.usage)   // render day1.xml day2.xml
/// let statement = try input.read(jobs: 2, allowUnreconciled: false)   // one statement, days joined
/// ```
struct StatementInput {
    /// The input options `render` and `convert` share.
    static let options: [CommandOption] = [
        CommandOption("--input-format", value: "json|camt|mt940|ofx", group: .input,
                      "read every INPUT as this kind (default: recognised from each file's content)"),
        CommandOption("--customer", value: "NAME", group: .input,
                      "the customer's name, shown whatever account owner the bank files name (default: the owner "
                      + "they name, else the masked account number); files naming different owners or banks "
                      + "are refused without it"),
        CommandOption("--frame", value: "FILE", group: .input,
                      "lay a version-1 document without transactions over the bank files: bank name, address, "
                      + "contact and legal lines, customer name and address, locale, period, account names"),
        CommandOption("--quiet", group: .other, "leave out warning: lines (a file's departures read, overrides); errors are always printed"),
        CommandOption("--dedupe", group: .input,
                      "join statements of one account that share days with each entry once, with a warning "
                      + "(default: refused, naming both)"),
    ]

    /// The INPUT arguments: paths, or `-` for standard input.
    let paths: [String]
    /// `--input-format`, if given.
    let kind: BankFileKind?
    /// `--customer`, if given.
    let customer: String?
    /// `--dedupe`: overlapping statements of one account joined with each entry once.
    let dedupe: Bool
    /// `--frame FILE`, read as the options are: a bad frame is reported before any input is read.
    let frame: (path: String, frame: StatementFrame)?

    init(_ parsed: Arguments, usage: String) throws(CLIError) {
        guard !parsed.positionals.isEmpty else { throw .usage(.missingArgument("INPUT"), help: usage) }
        paths = parsed.positionals
        if paths.filter({ $0 == "-" }).count > 1 { throw .usage(.standardInputTwice, help: usage) }
        kind = try parsed.choice("--input-format", subject: "input format")
        customer = parsed.value("--customer")
        dedupe = parsed.has("--dedupe")
        if parsed.has("--quiet") { Platform.quiet.withLock { $0 = true } }
        frame = try parsed.value("--frame").map { path throws(CLIError) in (path, try StatementInput.frame(path)) }
    }

    /// Reads a `--frame` document: 66 when it cannot be opened, 65 naming the file and path of a problem.
    static func frame(_ path: String) throws(CLIError) -> StatementFrame {
        let bytes = try Platform.readInput(path)
        do { return try StatementFrame(parsing: bytes) } catch { throw .data(error.lines.map { "\(path): \($0)" }) }
    }

    /// Reads the statement, the `--frame` laid over it.
    ///
    /// - Parameters:
    ///   - jobs: threads for a large JSON document or camt statement.
    ///   - allowUnreconciled: join bank statements that do not reconcile (the report shows the notice).
    func read(jobs: Int, allowUnreconciled: Bool) throws(CLIError) -> Statement {
        var statement = try readUnframed(jobs: jobs, allowUnreconciled: allowUnreconciled)
        if let frame {
            do { try frame.frame.apply(to: &statement) } catch { throw .data(error.lines.map { "\(frame.path): \($0)" }) }
        }
        return statement
    }

    /// Reads the statement as the inputs give it.
    private func readUnframed(jobs: Int, allowUnreconciled: Bool) throws(CLIError) -> Statement {
        if paths.count == 1, paths[0] != "-", kind == .json || kind == nil && isJSON(paths[0]) {
            if frame != nil { throw .usage(.frameOnDocument(paths[0]), help: nil) }
            return try RenderCommand.read(paths[0], jobs: jobs)
        }
        var standardInput: [UInt8]?
        if paths.contains("-") {
            let bytes = try Platform.readInput("-")
            if paths.count == 1, (kind ?? BankFileKind.recognise(bytes) ?? .json) == .json {
                if frame != nil { throw .usage(.frameOnDocument("-"), help: nil) }
                return try RenderCommand.read(bytes: bytes, jobs: jobs)
            }
            standardInput = bytes
        }
        var joiner = BankStatementJoiner(customerName: customer, allowUnreconciled: allowUnreconciled)
        joiner.dedupe = dedupe
        var warnings = BankWarnings()
        defer { for line in warnings.lines + joiner.warnings.lines { Platform.printError(line) } }
        var unreconciled = false
        for path in paths {
            do throws(CLIError) {
                try StatementInput.readBankFile(path, kind: kind, standardInput: standardInput) { bytes, mapped, reader throws(BankFileError) in
                    try reader.read(bytes, file: path, warnings: &warnings, work: Threads(jobs: jobs)) { statement, upTo throws(BankFileError) in
                        do throws(BankFileError) { try joiner.add(statement) } catch {
                            unreconciled = error.isUnreconciled
                            throw error
                        }
                        mapped?.release(upTo: upTo)
                    }
                }
            } catch {
                guard unreconciled, case .data(let lines) = error else { throw error }
                throw .unreconciled(lines)
            }
        }
        do { return try joiner.statement() } catch { throw .data([error.description]) }
    }

    /// Whether a single input file is a JSON document; one that cannot be read is left to the
    /// JSON reader, which says why.
    private func isJSON(_ path: String) -> Bool {
        guard let head = try? Platform.readHead(path, count: 65_536) else { return true }
        return BankFileKind.recognise(head) == .json
    }

    /// Maps (or reads) a bank file and hands its bytes, its mapping (to release pages read) and
    /// its reader to `body`.
    ///
    /// - Throws: 66 when it cannot be opened; 65 when it is JSON among several inputs, of no known
    ///   kind, or its reader finds a problem.
    static func readBankFile(_ path: String, kind: BankFileKind?, standardInput: [UInt8]? = nil,
                             _ body: (UnsafeBufferPointer<UInt8>, MappedFile?, any BankFileReader.Type) throws(BankFileError) -> Void)
    throws(CLIError) {
        func run(_ bytes: UnsafeBufferPointer<UInt8>, mapped: MappedFile?) throws(CLIError) {
            guard let found = kind ?? BankFileKind.recognise(bytes) else {
                throw .data([BankFileError(file: path, place: .file, message: BankInputProblem.unrecognised.description).description])
            }
            guard let reader = found.reader else {
                throw .data([BankFileError(file: path, place: .file, message: BankInputProblem.jsonAmongBankFiles.description).description])
            }
            do { try body(bytes, mapped, reader) } catch { throw .data([error.description]) }
        }
        if path == "-" {
            let bytes: [UInt8]
            if let standardInput { bytes = standardInput } else { bytes = try Platform.readInput(path) }
            try bytes.withUnsafeBufferPointer { buffer throws(CLIError) in try run(buffer, mapped: nil) }
        } else {
            let file = try MappedFile(path: path)
            try run(file.bytes, mapped: file)
        }
    }
}

/// Why an input cannot be read as a statement, worded in one place.
enum BankInputProblem: CustomStringConvertible {
    case unrecognised
    case jsonAmongBankFiles

    var description: String {
        switch self {
        case .unrecognised:
            "not a version-1 JSON document, camt.053/camt.052/camt.054, MT940/MT942 or OFX file (say which with --input-format)"
        case .jsonAmongBankFiles:
            "a JSON document is one whole statement and cannot be joined with other inputs (give it alone)"
        }
    }
}
