import AccountSummary
import AccountSummaryScale
import Foundation

/// `account-summary demo`: the built-in sample to output/demo.{txt,ansi,html} and the overview on screen.
struct DemoCommand {
    static let help = CommandHelp(
        name: "demo",
        abstract: "render the built-in sample to output/ and print the overview",
        arguments: [],
        discussion: """
            Renders the built-in sample statement (three accounts, three dozen
            transactions) to output/demo.txt, output/demo.ansi and output/demo.html in
            the working directory, and prints the overview; the files written are named
            on standard error.
            """,
        options: [
            CommandOption("--color", value: "auto|always|never", group: .output, "colour for the overview (default: on a terminal without NO_COLOR)"),
            CommandOption("--width", value: "N", group: .layout,
                          "fit the overview into N columns, N at least \(ReportSettings.minimumWidth) (default: COLUMNS, "
                          + "else the terminal's width; the files are never fitted)"),
        ],
        examples: [
            .init(command: "account-summary demo", comment: "the sample in three formats, and its overview"),
            .init(command: "account-summary demo --color never --width 60 > overview.txt", comment: "the overview alone, plain, in 60 columns"),
        ])
    static let usage = help.text


    let color: ColorChoice
    /// `--width N`, if given.
    let width: Int?

    init(arguments: [String]) throws(CLIError) {
        let parsed = try Arguments(arguments, help: DemoCommand.help)
        guard parsed.positionals.isEmpty else { throw .usage(.unexpectedArgument(parsed.positionals[0]), help: DemoCommand.usage) }
        color = try parsed.choice("--color") ?? .auto
        width = try ReportSettings.width(parsed)
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
        try ReportSettings.render(statement, options: overview, writer: TerminalWriter(color: colored, width: ReportSettings.width(given: width, toStandardOutput: true)),
                                  templates: templates, strict: true, into: &sink)
        try sink.finish()
        // A status line, not part of the overview: standard error, so `demo > file` keeps only the report.
        Platform.printError("\nWrote " + files.map(\.0).joined(separator: ", "))
    }
}
