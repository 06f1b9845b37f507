import AccountSummary
import AccountSummaryScale
import AccountSummaryBankFiles

/// Where one statement comes from: a version-1 JSON document, or one customer's bank files
/// (camt.053 / camt.052 / camt.054, MT940 / MT942, OFX, BAI2), recognised by their content, or CSV exports
/// read with the profile `--csv-profile` names (``CSVProfileOption``).
///
/// One JSON input is read streaming, as it always was. Bank files are memory-mapped and read
/// statement by statement (the pages behind the reader handed back), and joined into one
/// statement by ``BankStatementJoiner``; their `warning:` lines go to standard error, once per
/// file and kind.
///
/// ```swift
/// let input = try StatementInput(parsed)   // render day1.xml day2.xml
/// let statement = try input.read(jobs: 2, allowUnreconciled: false)   // one statement, days joined
/// ```
struct StatementInput {
    /// The input options `render` and `convert` share.
    static let options: [CommandOption] = [
        CommandOption("--input-format", value: CSVProfileOption.formats, group: .input,
                      "read every INPUT as this kind (default: recognised from each file's content; csv never is, and needs --csv-profile)"),
        CSVProfileOption.option,
        CommandOption("--customer", value: "NAME", group: .input,
                      "the customer's name, shown whatever account owner the bank files name (default: the owner "
                      + "they name, else the masked account number); files naming different owners or banks "
                      + "are refused without it"),
        CommandOption("--frame", value: "FILE", group: .input,
                      "lay a version-1 document without transactions over the bank files: bank name, address, "
                      + "contact and legal lines, customer name and address, locale, period, account names"),
        CommandOption("--currency", value: "CODE", group: .input,
                      "the currency of statements whose file states none (OFX without CURDEF); without it they are refused"),
        CommandOption("--quiet", group: .other, "leave out warning: lines (a file's departures read, overrides); errors are always printed"),
        CommandOption("--dedupe", group: .input,
                      "join statements of one account that share days with each entry once, with a warning "
                      + "(default: refused, naming both)"),
    ]

    /// The INPUT arguments: paths, or `-` for standard input.
    let paths: [String]
    /// `--input-format`, if given (`csv` when `--csv-profile` is).
    let kind: BankFileKind?
    /// `--csv-profile`'s reader.
    let csv: CSVStatementReader?
    /// `--customer`, if given.
    let customer: String?
    /// `--dedupe`: overlapping statements of one account joined with each entry once.
    let dedupe: Bool
    /// `--currency`: the currency of statements whose file states none.
    let currency: String?
    /// `--frame FILE`, read as the options are: a bad frame is reported before any input is read.
    let frame: (path: String, frame: StatementFrame)?

    init(_ parsed: Arguments) throws(CLIError) {
        // The help text is made only for an error.
        var usage: String { parsed.usage }
        guard !parsed.positionals.isEmpty else { throw .usage(.missingArgument("INPUT"), help: usage) }
        paths = parsed.positionals
        if paths.filter({ $0 == "-" }).count > 1 { throw .usage(.standardInputTwice, help: usage) }
        (kind, csv) = try CSVProfileOption.parse(parsed)
        customer = parsed.value("--customer")
        dedupe = parsed.has("--dedupe")
        currency = try StatementInput.currency(parsed)
        if parsed.has("--quiet") { Platform.quiet.withLock { $0 = true } }
        frame = try parsed.value("--frame").map { path throws(CLIError) in (path, try StatementInput.frame(path)) }
    }

    /// `--currency CODE`, checked: a code no formatter knows is a usage error (64).
    static func currency(_ parsed: Arguments) throws(CLIError) -> String? {
        guard let code = parsed.value("--currency") else { return nil }
        do { try CurrencyFormatter.validate(currency: code) } catch { throw .usage(.money(error), help: nil) }
        return code
    }

    /// Reads a `--frame` document: 66 when it cannot be opened, 65 naming the file and path of a problem.
    static func frame(_ path: String) throws(CLIError) -> StatementFrame {
        let bytes = try Platform.readInput(path)
        do { return try StatementFrame(parsing: bytes) } catch { throw .data(error.lines.map { "\(path): \($0)" }) }
    }

    /// Reads the statement through the library's one way in (``StatementSource``), the
    /// `--frame` laid over bank files; the `warning:` lines go to standard error, before an error.
    ///
    /// - Parameters:
    ///   - jobs: threads for a large JSON document or camt statement.
    ///   - allowUnreconciled: join bank statements that do not reconcile (the report shows the notice).
    func read(jobs: Int, allowUnreconciled: Bool) throws(CLIError) -> Statement {
        var options = StatementSource.Options()
        options.kind = kind
        options.csv = csv
        options.customerName = customer
        options.dedupe = dedupe
        options.currency = currency
        options.allowUnreconciled = allowUnreconciled
        options.frame = frame.map { (name: $0.path, frame: $0.frame) }
        return try StatementInput.read(paths, options: options, jobs: jobs)
    }

    /// Reads `paths` (`-` is standard input) as one statement: each file opened (66 when it
    /// cannot be) and mapped, then read by ``StatementSource``; warnings printed, then any error.
    static func read(_ paths: [String], options: StatementSource.Options, jobs: Int) throws(CLIError) -> Statement {
        var files: [StatementSource.File] = []
        for path in paths {
            if path == "-" {
                files.append(StatementSource.File(name: path, bytes: try Platform.readInput(path)))
            } else {
                files.append(StatementSource.File(name: path, mapped: try MappedFile(path: path)))
            }
        }
        var warnings = BankWarnings()
        defer { for line in warnings.lines { Platform.printError(line) } }
        do {
            return try StatementSource.read(files, options: options, warnings: &warnings, work: Threads(jobs: jobs))
        } catch {
            switch error.problem {
            case .frameOnDocument(let file): throw .usage(.frameOnDocument(file), help: nil)
            case .unrecognised: throw .data(error.lines.map { $0 + " (say which with --input-format or --csv-profile)" })
            default: throw error.isUnreconciled ? .unreconciled(error.lines) : .data(error.lines)
            }
        }
    }
}
