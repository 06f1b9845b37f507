import AccountSummary
import Foundation

/// `account-summary render INPUT [options]`.
struct RenderCommand {
    static let help = CommandHelp(
        name: "render",
        abstract: "render an account summary statement from a JSON document (text, html, ansi, pdf, csv)",
        arguments: [.init(synopsis: "INPUT", name: "INPUT", summary: "the statement, a version-1 JSON document; - reads standard input")],
        discussion: """
            Renders one account summary statement to standard output, or to FILE. Any
            filter shows one filtered list instead of the pending and completed lists.
            """,
        options: [
            CommandOption("--output", short: "-o", value: "FILE", group: .output,
                          "write FILE instead of standard output (- for standard output): a file is replaced "
                          + "atomically, through symbolic links; a device or FIFO is written through"),
        ] + ReportSettings.options,
        examples: [
            .init(command: "account-summary render statement.json", comment: "text, or ANSI colour on a terminal, fitted to its width"),
            .init(command: "account-summary render statement.json -f html -o statement.html", comment: "one self-contained HTML page"),
            .init(command: "account-summary render - --status pending --page-size 20 --page 2 < s.json",
                  comment: "the second page of the pending transactions"),
            .init(command: "account-summary render statement.json --width 60 --sections header,accounts",
                  comment: "the header and each account's statement, in 60 columns"),
            .init(command: "account-summary render statement.json -f pdf -o statement.pdf", comment: "printed by headless Chromium"),
        ])
    static let usage = help.text

    let input: String
    let output: String?
    let settings: ReportSettings

    init(arguments: [String]) throws(CLIError) {
        let parsed = try Arguments(arguments, help: RenderCommand.help)
        input = try parsed.single("INPUT")
        output = parsed.value("--output")
        settings = try ReportSettings(parsed, usage: RenderCommand.usage)
    }

    /// Reads the statement streaming: a file is memory-mapped and its pages released as the
    /// read passes them, so a large statement's memory is its model, not its input and a tape.
    static func read(_ input: String, jobs: Int) throws(CLIError) -> Statement {
        do {
            if input == "-" {
                let bytes = try Platform.readInput(input)
                return try bytes.withUnsafeBufferPointer { input throws(StatementError) in
                    try StatementReader.read(streaming: input, jobs: jobs)
                }
            }
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
        let statement = try RenderCommand.read(input, jobs: settings.jobs)
        // The report takes the statement over, so its transactions are reordered in place, not copied.
        let report = try settings.report(consume statement)
        try write { (sink: inout FileSink, toTerminal: Bool) throws(CLIError) in
            try settings.render(report, toTerminal: toTerminal, toStandardOutput: output == nil || output == "-", into: &sink)
        }
        Platform.keepUntilExit(report)
    }

    /// csv: the transactions the lists show, with a running balance when there is a period.
    private func runCSV() throws(CLIError) {
        let statement = try RenderCommand.read(input, jobs: settings.jobs)
        let balances = RunningBalances(statement)
        let report = try settings.report(consume statement)
        try write { (sink: inout FileSink, _: Bool) throws(CLIError) in
            CSVWriter.write(report, balances: balances, to: &sink)
        }
        Platform.keepUntilExit(report)
    }

    /// pdf: the HTML printed by a browser; refused before any work when it would reach a terminal.
    private func runPDF() throws(CLIError) {
        if try Platform.outputIsTerminal(output) { throw .usage(.binaryToTerminal(format: "a PDF"), help: RenderCommand.usage) }
        let printer = try PDFPrinter(browser: settings.browser)
        defer { printer.quit() }
        let statement = try RenderCommand.read(input, jobs: settings.jobs)
        let report = try settings.report(consume statement)
        let pdf = try printer.print(report, templates: settings.templates(), strict: settings.strict, jobs: settings.jobs)
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
