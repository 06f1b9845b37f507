import AccountSummary
import Foundation

/// `account-summary demo`: the built-in sample to output/demo.{txt,ansi,html} and the overview on screen.
struct DemoCommand {
    static let usage = """
        usage: account-summary demo [--color auto|always|never]

        Renders the built-in sample statement (three accounts, three dozen
        transactions) to output/demo.txt, output/demo.ansi and output/demo.html
        in the working directory, and prints the overview.
        """

    let color: ColorChoice

    init(arguments: [String]) throws(CLIError) {
        let parsed = try Arguments(arguments, options: ["--color"], flags: [], usage: DemoCommand.usage)
        guard parsed.positionals.isEmpty else { throw .usage(.unexpectedArgument(parsed.positionals[0]), help: DemoCommand.usage) }
        color = try parsed.choice("--color") ?? .auto
    }

    func run() throws(CLIError) {
        let templates: TemplateLibrary
        do { templates = try DefaultTemplates.library() } catch { throw .data([error.description]) }
        let statement = Statement.sample
        try Platform.makeDirectory("output")
        let files: [(String, any ReportWriter)] = [
            ("output/demo.txt", TerminalWriter(color: false)),
            ("output/demo.ansi", TerminalWriter(color: true)),
            ("output/demo.html", HTMLWriter()),
        ]
        for (path, writer) in files {
            try Platform.writeOutput(to: path) { (sink: inout FileSink) throws(CLIError) in
                try ReportSettings.render(statement, options: ReportOptions(), writer: writer, templates: templates,
                                          strict: true, into: &sink)
            }
        }
        let colored = color.isColored(format: nil, toTerminal: Platform.standardOutputIsTerminal,
                                      noColor: Platform.noColorRequested)
        var sink = FileSink(descriptor: STDOUT_FILENO, name: "standard output")
        var overview = ReportOptions()
        overview.sections = StatementSection.overview
        try ReportSettings.render(statement, options: overview, writer: TerminalWriter(color: colored),
                                  templates: templates, strict: true, into: &sink)
        try sink.finish()
        // A status line, not part of the overview: standard error, so `demo > file` keeps only the report.
        Platform.printError("\nWrote " + files.map(\.0).joined(separator: ", "))
    }
}
