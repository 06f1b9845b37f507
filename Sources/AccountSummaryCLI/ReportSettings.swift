import AccountSummary
import AccountSummaryScale
import Foundation

/// The options of `render` (format, colour, width, filters, paging, templates), read once.
struct ReportSettings {
    /// `render`'s options but `--output`: the one table its parser, usage line and help read.
    /// `--charts`, which `render` and `batch` share.
    /// `--account-numbers`, shared with `batch`.
    static let accountNumbersOption = CommandOption(
        "--account-numbers", value: "masked|full", group: .output,
        "masked (the default) shows only an account number's last four characters, in every format and the CSV; "
            + "full prints it whole, for a statement sent to the account's owner")
    static let chartsOption = CommandOption("--charts", group: .layout,
                                            "each account's balance sparkline beside its closing balance in text too "
                                            + "(ansi has them; html and pdf draw the charts)")

    static let options: [CommandOption] = [
        CommandOption("--format", short: "-f", value: "text|html|ansi|pdf|csv", group: .output,
                      "output format (default: ansi on a terminal without NO_COLOR, else text); pdf is laid out by "
                      + "the native writer, no browser needed (see --pdf-engine), csv the transactions"),
        CommandOption("--locale", value: "ID", group: .output, "write amounts, dates and wording for this locale instead of the document's"),
        CommandOption("--color", value: "auto|always|never", group: .output,
                      "colour for the terminal formats (never: the text layout, no escapes)"),
        CommandOption("--browser", value: "PATH", group: .output,
                      "the Chromium or Chrome that prints pdf when --pdf-engine chooses chromium (default: "
                      + "ACCOUNT_SUMMARY_BROWSER, else chromium, chromium-browser or google-chrome on PATH)"),
    ] + PDFOptions.options + [
        CommandOption("--status", value: "pending|completed", group: .filters, "only transactions with this status"),
        CommandOption("--account", value: "ID[,ID...]", group: .filters, "only transactions of these accounts"),
        CommandOption("--type", value: "banking|creditCard|investment", group: .filters, "only transactions of accounts of this type"),
        CommandOption("--from", value: "YYYY-MM-DD", group: .filters, "only transactions on or after this day"),
        CommandOption("--to", value: "YYYY-MM-DD", group: .filters, "only transactions on or before this day"),
        CommandOption("--search", value: "TEXT", group: .filters,
                      "only transactions whose description holds TEXT; any filter shows one filtered list"),
        CommandOption("--page-size", value: "N", group: .pages, "rows per page (default 20)"),
        CommandOption("--page", value: "K", group: .pages, "only page K of each list"),
        CommandOption("--sections", value: "LIST", group: .layout,
                      "only these sections, in the report's order: header, tiles, totals, accounts, pending, "
                      + "completed (overview = header,tiles,totals)"),
        CommandOption("--width", value: "N", group: .layout,
                      "fit text and ansi into N columns, N at least \(ReportSettings.minimumWidth): names and descriptions "
                      + "shortened with …, amounts never cut (default: COLUMNS, else the terminal's width, on "
                      + "standard output; else no limit)"),
        CommandOption("--template-dir", value: "DIR", group: .layout, "use your own templates (statement.<format>.mustache and partials)"),
        CommandOption("--labels", value: "FILE", group: .layout,
                      "the report's words from your String Catalog (.xcstrings), keyed as the built-in one; "
                      + "phrases it leaves out come from the built-in one"),
        chartsOption,
        CommandOption("--strict", group: .layout, "a template naming a value that does not exist is an error"),
        accountNumbersOption,
        CommandOption("--allow-unreconciled", group: .input,
                      "render accounts whose opening balance and transactions do not give their balance, "
                      + "with a notice, and BAI2 files whose trailers' control totals or counts do not match, "
                      + "with a warning, instead of failing (exit 65)"),
        CommandOption("--jobs", value: "N", group: .other,
                      "threads reading, sorting and rendering a large statement (default: one per core); the "
                      + "output is the same whatever N"),
    ]

    /// The narrowest `--width`: below it no statement row can show a date and an amount.
    static let minimumWidth = 20
    /// The widest `--width`: wider than any terminal or printer line.
    static let maximumWidth = 100_000
    /// `--page-size`: a page of at most a hundred million rows.
    static let pageSizes = 1...100_000_000
    /// `--page`: any page a list of a hundred million pages can have.
    static let pages = 1...100_000_000
    /// `--jobs`: at most 1,024 threads.
    static let jobs = 1...1_024

    /// The command's help, for the usage errors found once the statement is read.
    let help: CommandHelp
    /// Its text, made only for an error.
    var usage: String { help.text }
    var format: OutputFormat?
    /// `--browser PATH`, for `pdf` printed by Chromium (`--pdf-engine chromium`, or `auto`'s fallback).
    var browser: String?
    /// `--pdf-engine`, `--paper`, `--pdf-password-file`.
    var pdf: PDFOptions
    var color = ColorChoice.auto
    var options = ReportOptions()
    var templateDirectory: String?
    /// `--labels FILE` and its catalog, read as the options are (the catalog is laid over the built-in one).
    var labels: UserLabels?
    var strict = false
    /// `--charts`: sparklines in text output too.
    var charts = false
    /// Threads that may read, sort and render a large statement at once.
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// `--width N`, if given.
    var width: Int?

    init(_ parsed: Arguments) throws(CLIError) {
        help = parsed.help
        // The help text is made only for an error (before every property is set, not through self).
        var usage: String { parsed.usage }
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
        options.pageSize = try parsed.wholeNumber("--page-size", in: ReportSettings.pageSizes) ?? options.pageSize
        jobs = try parsed.wholeNumber("--jobs", in: ReportSettings.jobs) ?? jobs
        options.page = try parsed.wholeNumber("--page", in: ReportSettings.pages) ?? options.page
        if let list = parsed.value("--sections") {
            do { options.sections = try StatementSection.parse(list: list) } catch {
                throw .usage(.unknownValue(of: "section", error.name, expected: StatementSection.names), help: usage)
            }
        }
        options.allowsUnreconciled = parsed.has("--allow-unreconciled")
        options.accountNumbers = try parsed.choice("--account-numbers", subject: "account number display") ?? .masked
        templateDirectory = parsed.value("--template-dir")
        strict = parsed.has("--strict")
        charts = parsed.has("--charts")
        browser = parsed.value("--browser")
        pdf = try PDFOptions(parsed)
        if let path = parsed.value("--labels") {
            let user = try UserLabels(path: path)
            labels = user
            options.labels = user.merged
        }
        width = try ReportSettings.width(parsed)
    }

    /// `--width N`, if given: a usage error below ``minimumWidth``.
    static func width(_ parsed: Arguments) throws(CLIError) -> Int? {
        try parsed.wholeNumber("--width", in: minimumWidth...ReportSettings.maximumWidth)
    }

    /// The width text and ansi output is fitted to: `--width`, else for standard output
    /// `COLUMNS`, else the terminal's; nil for no limit.
    func width(toStandardOutput: Bool) -> Int? {
        ReportSettings.width(given: width, toStandardOutput: toStandardOutput)
    }

    /// The one rule for every command: `given` (`--width`), else for standard output
    /// `COLUMNS`, else the terminal's width; a file is fitted only when `--width` asks.
    static func width(given: Int?, toStandardOutput: Bool) -> Int? {
        given ?? (toStandardOutput ? Platform.outputColumns(minimum: minimumWidth) : nil)
    }

    /// The writer for output going to a terminal (`toTerminal`) or elsewhere, text and ansi
    /// fitted to `width` columns.
    func writer(toTerminal: Bool, width: Int?) -> any ReportWriter {
        if format?.templateFormat == .html { return HTMLWriter() }
        let colored = color.isColored(format: format?.templateFormat, toTerminal: toTerminal, noColor: Platform.noColorRequested)
        return TerminalWriter(color: colored, width: width, sparklines: charts || colored)
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
        do { report = try StatementReport(statement, options: options, jobs: jobs) } catch {
            if case .unreconciled = error { throw .unreconciled(error.lines) }
            throw .data(error.lines)
        }
        for warning in report.warnings { Platform.printError("warning: \(warning)") }
        if format != .csv { labels?.warnOnce(language: report.languageCode) }
        let lists = report.document.lists
        if let page = options.page, let last = lists.map(\.pageCount).max(), page > last {
            throw .usage(.pastLastPage(page, last: last), help: usage)
        }
        return report
    }

    /// Renders a report into a sink: standard output (a terminal or not) or a file.
    func render(_ report: StatementReport, toTerminal: Bool, toStandardOutput: Bool, into sink: inout FileSink) throws(CLIError) {
        try ReportSettings.render(report, writer: writer(toTerminal: toTerminal, width: width(toStandardOutput: toStandardOutput)),
                                  templates: templates(), strict: strict, jobs: jobs, into: &sink)
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
