import AccountSummary
import Foundation

/// The options `render` and `demo` share: format, colour, filters, paging, templates.
struct ReportSettings {
    static let optionNames: Set<String> = [
        "--format", "--locale", "--output", "--color", "--status", "--account", "--type", "--from", "--to",
        "--search", "--page-size", "--page", "--template-dir", "--jobs", "--browser", "--sections", "--labels",
    ]
    static let flagNames: Set<String> = ["--strict", "--allow-unreconciled"]

    static let optionsHelp = """
          --format text|html|ansi|pdf|csv  output format (default: ansi on a terminal without NO_COLOR, else
                             text); pdf is the HTML printed by headless Chromium, csv the transactions
          --browser PATH     the Chromium or Chrome that prints pdf (default: ACCOUNT_SUMMARY_BROWSER,
                             else chromium, chromium-browser or google-chrome on PATH)
          --color auto|always|never  colour for the terminal formats (never: the text layout, no escapes)
          --locale ID        write amounts and dates for this locale instead of the document's
          --status pending|completed, --account ID[,ID…], --type banking|creditCard|investment,
          --from YYYY-MM-DD, --to YYYY-MM-DD, --search TEXT
                             show one filtered list of the matching transactions
          --page-size N      rows per page (default 20)
          --page K           only page K of each list
          --sections LIST    only these sections, in the report's order: header, tiles, totals,
                             accounts, pending, completed (overview = header,tiles,totals)
          --allow-unreconciled  render accounts whose opening balance and transactions do not
                             give their balance, with a notice, instead of failing (exit 65)
          --template-dir DIR use your own templates (statement.<format>.mustache and partials)
          --labels FILE      the report's words from your String Catalog (.xcstrings); the rest built in
          --strict           a template naming a value that does not exist is an error
          --jobs N           threads reading, sorting and rendering a large statement
                             (default: one per core); the output is the same whatever N
        """

    /// The command's usage text, for the usage errors found once the statement is read.
    let usage: String
    var format: OutputFormat?
    /// `--browser PATH`, for `pdf`.
    var browser: String?
    var color = ColorChoice.auto
    var options = ReportOptions()
    var templateDirectory: String?
    /// `--labels FILE` and its catalog, read as the options are (the catalog is laid over the built-in one).
    var labels: UserLabels?
    var strict = false
    /// Threads that may read, sort and render a large statement at once.
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    init(_ parsed: Arguments, usage: String) throws(CLIError) {
        self.usage = usage
        format = try parsed.choice("--format", subject: "format")
        color = try parsed.choice("--color") ?? .auto
        if let locale = parsed.value("--locale") {
            do { try CurrencyFormatter.validate(locale: Locale(identifier: locale)) } catch { throw .usage(error, help: usage) }
            options.locale = locale
        }
        options.filter.status = try parsed.choice("--status")
        if let accounts = parsed.value("--account") {
            options.filter.accountIds = accounts.split(separator: ",").map(String.init)
        }
        options.filter.type = try parsed.choice("--type")
        for (name, keyPath) in [("--from", \ReportOptions.filter.from), ("--to", \ReportOptions.filter.to)] {
            guard let text = parsed.value(name) else { continue }
            guard let date = CalendarDate(parsing: text) else { throw .usage(.notADate(option: name, text), help: usage) }
            options[keyPath: keyPath] = date
        }
        if let from = options.filter.from, let to = options.filter.to, to < from {
            throw .usage(.fromAfterTo(from: parsed.value("--from") ?? "", to: parsed.value("--to") ?? ""), help: usage)
        }
        options.filter.search = parsed.value("--search")
        options.pageSize = try parsed.wholeNumber("--page-size", atLeast: 1) ?? options.pageSize
        jobs = try parsed.wholeNumber("--jobs", atLeast: 1) ?? jobs
        options.page = try parsed.wholeNumber("--page", atLeast: 1) ?? options.page
        if let list = parsed.value("--sections") {
            do { options.sections = try StatementSection.parse(list: list) } catch {
                throw .usage(.unknownValue(of: "section", error.name, expected: StatementSection.names), help: usage)
            }
        }
        options.allowsUnreconciled = parsed.has("--allow-unreconciled")
        templateDirectory = parsed.value("--template-dir")
        strict = parsed.has("--strict")
        browser = parsed.value("--browser")
        if let path = parsed.value("--labels") {
            let user = try UserLabels(path: path)
            labels = user
            options.labels = user.merged
        }
    }

    /// The writer for output going to a terminal (`toTerminal`) or elsewhere.
    func writer(toTerminal: Bool) -> any ReportWriter {
        if format?.templateFormat == .html { return HTMLWriter() }
        return TerminalWriter(color: color.isColored(format: format?.templateFormat, toTerminal: toTerminal,
                                                     noColor: Platform.noColorRequested))
    }

    /// The default templates, or the user's folder.
    func templates() throws(CLIError) -> TemplateLibrary {
        try ReportSettings.templates(in: templateDirectory)
    }

    /// The default templates, or those in `templateDirectory`: a folder or file that cannot
    /// be read is 66, a template that does not parse is 65.
    static func templates(in templateDirectory: String?) throws(CLIError) -> TemplateLibrary {
        do {
            if let templateDirectory { return try TemplateLibrary(contentsOfDirectory: templateDirectory) }
            return try DefaultTemplates.library()
        } catch {
            switch error {
            case .unreadableDirectory, .unreadableFile: throw .noInput(error.description)
            default: throw .data([error.description])
            }
        }
    }

    /// The report of a statement, which it gives up (its transactions are put in row order in place).
    /// Options that name things the statement lacks are usage errors (64): an `--account`
    /// no account has, a `--page` past every list's last page.
    func report(_ statement: consuming Statement) throws(CLIError) -> StatementReport {
        let known = statement.accounts.map(\.id)
        if let unknown = options.filter.accountIds.first(where: { !known.contains($0) }) {
            throw .usage(.unknownAccount(unknown, known: known), help: usage)
        }
        let report: StatementReport
        do { report = try StatementReport(statement, options: options, jobs: jobs) } catch { throw .data(error.lines) }
        if format != .csv { labels?.warnOnce(language: report.languageCode) }
        let lists = report.sections.compactMap { $0 as? TransactionListSection }
        if let page = options.page, let last = lists.map(\.pageCount).max(), page > last {
            throw .usage(.pastLastPage(page, last: last), help: usage)
        }
        return report
    }

    /// Renders a report into a sink.
    func render(_ report: StatementReport, toTerminal: Bool, into sink: inout FileSink) throws(CLIError) {
        try ReportSettings.render(report, writer: writer(toTerminal: toTerminal), templates: templates(), strict: strict,
                                  jobs: jobs, into: &sink)
    }

    /// Builds a statement's report and streams it into a sink, section by section, row by row.
    static func render(_ statement: consuming Statement, options: ReportOptions, writer: any ReportWriter,
                       templates: TemplateLibrary, strict: Bool,
                       into sink: inout FileSink) throws(CLIError) {
        let report: StatementReport
        do { report = try StatementReport(statement, options: options) } catch { throw .data(error.lines) }
        try render(report, writer: writer, templates: templates, strict: strict, into: &sink)
    }

    /// Streams a report into a sink.
    static func render(_ report: StatementReport, writer: any ReportWriter, templates: TemplateLibrary, strict: Bool,
                       jobs: Int = 1, into sink: inout FileSink) throws(CLIError) {
        do { try report.render(with: writer, templates: templates, strict: strict, jobs: jobs, to: &sink) } catch {
            throw .data([error.description])
        }
    }
}
