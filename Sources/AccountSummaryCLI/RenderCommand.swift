import AccountSummary
import Foundation

/// `account-summary render INPUT [options]`.
struct RenderCommand {
    static let usage = """
        usage: account-summary render INPUT [--format text|html|ansi|pdf|csv] [--locale ID] [-o FILE] [--color auto|always|never]
                                     [--sections LIST] [--allow-unreconciled]

        Renders one account summary statement from a JSON document (INPUT is a
        path, or - for standard input) to standard output, or to FILE.

        options:
          -o, --output FILE  write FILE instead of standard output (- for standard output):
                             a file is replaced atomically, through symbolic links; a device
                             or FIFO is written through
        \(ReportSettings.optionsHelp)
          -h, --help         show this help
        """

    let input: String
    let output: String?
    let settings: ReportSettings

    init(arguments: [String]) throws(CLIError) {
        let parsed = try Arguments(arguments, options: ReportSettings.optionNames, flags: ReportSettings.flagNames,
                                   usage: RenderCommand.usage)
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
            try settings.render(report, toTerminal: toTerminal, into: &sink)
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
