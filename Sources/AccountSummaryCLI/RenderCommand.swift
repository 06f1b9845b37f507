import AccountSummary
import AccountSummaryScale
import Foundation

/// `account-summary render INPUT [options]`.
struct RenderCommand {
    static let help = CommandHelp(
        name: "render",
        abstract: "render an account summary statement from a JSON document or bank files (text, html, ansi, pdf, csv)",
        arguments: [.init(synopsis: "INPUT...", name: "INPUT",
                          summary: "the statement: a version-1 JSON document, or one customer's camt.053/052/054, MT940/942, "
                          + "OFX or BAI2 files, or CSV exports with --csv-profile (joined into one statement); - reads standard input")],
        discussion: """
            Renders one account summary statement to standard output, or to FILE. Any
            filter shows one filtered list instead of the pending and completed lists.
            Bank files are recognised by their content; statements of one account in
            several files are joined in date order when each opening balance continues
            the previous closing balance.
            """,
        options: [
            CommandOption("--output", short: "-o", value: "FILE", group: .output,
                          "write FILE instead of standard output (- for standard output): a file is replaced "
                          + "atomically, through symbolic links; a device or FIFO is written through"),
        ] + StatementInput.options + ReportSettings.options,
        examples: [
            .init(command: "account-summary render statement.json", comment: "text, or ANSI colour on a terminal, fitted to its width"),
            .init(command: "account-summary render statement.json -f html -o statement.html", comment: "one self-contained HTML page"),
            .init(command: "account-summary render - --status pending --page-size 20 --page 2 < s.json",
                  comment: "the second page of the pending transactions"),
            .init(command: "account-summary render statement.json --width 60 --sections header,accounts",
                  comment: "the header and each account's statement, in 60 columns"),
            .init(command: "account-summary render statement.json -f pdf -o statement.pdf", comment: "laid out by the native writer, no browser"),
            .init(command: "account-summary render camt053/2026-11-*.xml -f html -o november.html",
                  comment: "a month of daily camt.053 files as one statement"),
        ])
    static let usage = help.text

    let input: StatementInput
    let output: String?
    let settings: ReportSettings

    init(arguments: [String]) throws(CLIError) {
        let parsed = try Arguments(arguments, help: RenderCommand.help)
        input = try StatementInput(parsed)
        output = parsed.value("--output")
        settings = try ReportSettings(parsed)
    }

    /// Reads the statement streaming: a file is memory-mapped and its pages released as the
    /// read passes them, so a large statement's memory is its model, not its input and a tape.
    static func read(_ input: String, jobs: Int) throws(CLIError) -> Statement {
        if input == "-" { return try read(bytes: Platform.readInput(input), jobs: jobs) }
        do {
            let file = try MappedFile(path: input)
            return try StatementReader.read(streaming: file.bytes, jobs: jobs) { file.release(upTo: $0) }
        } catch let error as StatementError {
            throw .data(error.lines)
        } catch let error as CLIError {
            throw error
        } catch {
            throw .data([String(describing: error)])
        }
    }

    /// Reads a version-1 document already in memory (standard input).
    static func read(bytes: [UInt8], jobs: Int) throws(CLIError) -> Statement {
        do {
            return try bytes.withUnsafeBufferPointer { input throws(StatementError) in
                try StatementReader.read(streaming: input, jobs: jobs)
            }
        } catch {
            throw .data(error.lines)
        }
    }

    func run() throws(CLIError) {
        switch settings.format {
        case .pdf?: try runPDF()
        case .csv?: try runCSV()
        default: try runTemplates()
        }
    }

    /// text, ansi, html: the templates, streamed.
    private func runTemplates() throws(CLIError) {
        // The input's bytes (and the JSON reader's tape) are released before rendering starts.
        let statement = try input.read(jobs: settings.jobs, allowUnreconciled: settings.options.allowsUnreconciled)
        // The report takes the statement over, so its transactions are reordered in place, not copied.
        let report = try settings.report(consume statement)
        try write { (sink: inout FileSink, toTerminal: Bool) throws(CLIError) in
            try settings.render(report, toTerminal: toTerminal, toStandardOutput: output == nil || output == "-", into: &sink)
        }
        Platform.keepUntilExit(report)
    }

    /// csv: the transactions the lists show, with a running balance when there is a period.
    private func runCSV() throws(CLIError) {
        let statement = try input.read(jobs: settings.jobs, allowUnreconciled: settings.options.allowsUnreconciled)
        let report = try settings.report(consume statement)
        try write { (sink: inout FileSink, _: Bool) throws(CLIError) in
            CSVWriter.write(report, to: &sink)
        }
        Platform.keepUntilExit(report)
    }

    /// pdf: laid out by the native writer, or the HTML printed by a browser, as `--pdf-engine`
    /// chooses; refused before any work when it would reach a terminal.
    private func runPDF() throws(CLIError) {
        if try Platform.outputIsTerminal(output) { throw .usage(.binaryToTerminal(format: "a PDF"), help: RenderCommand.usage) }
        let printer = try PDFPrinter(browser: settings.browser, options: settings.pdf, templateDirectory: settings.templateDirectory)
        defer { printer.quit() }
        // Standard input is read once: kept to be attached as the statement's source.
        if printer.attachSource { Platform.keepStandardInput() }
        let statement = try input.read(jobs: settings.jobs, allowUnreconciled: settings.options.allowsUnreconciled)
        let report = try settings.report(consume statement)
        let source = printer.attachSource ? try input.sources(modified: report.asOf) : []
        let pdf = try printer.print(report, templates: settings.templates, strict: settings.strict, jobs: settings.jobs,
                                    statement: input.paths.joined(separator: " "), source: source).bytes
        try write { (sink: inout FileSink, _: Bool) throws(CLIError) in sink.write(pdf) }
    }

    /// Streams output to `--output` (atomically, by the contract's rules) or standard output.
    private func write(_ body: (inout FileSink, _ toTerminal: Bool) throws(CLIError) -> Void) throws(CLIError) {
        if let output, output != "-" {
            try Platform.writeOutput(to: output) { (sink: inout FileSink) throws(CLIError) in try body(&sink, false) }
        } else {
            var sink = FileSink(descriptor: STDOUT_FILENO, name: "standard output")
            try body(&sink, Platform.standardOutputIsTerminal)
            try sink.finish()
        }
    }
}
