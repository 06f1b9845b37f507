/// The `account-summary` command: dispatches to a subcommand and maps errors to exit codes.
enum AccountSummaryTool {
    static let version = "0.1.0"

    static let usage = """
        account-summary \(version): account summary statements with money formatted exactly as each locale expects

        usage: account-summary <command> [options]

        commands:
          render    render an account summary statement from a JSON document (text, html, ansi, pdf, csv)
          demo      render the built-in sample to output/ and print the overview
          batch     render one statement per customer from NDJSON, in parallel, shardable
          template  render any Mustache template with JSON data, to design templates
          format    format amounts as currency (arguments or one per line on standard input)
          golden    verify or update a golden table of currency formatting
          labels    check a String Catalog of the report's wording (labels check FILE)

        Run `account-summary help <command>` (or `<command> --help`) for a command's options.
        """

    /// A subcommand: its name, its help text, and what it runs.
    struct Subcommand: Sendable {
        let name: String
        let usage: String
        let run: @Sendable ([String]) throws(CLIError) -> Void
    }

    /// Every subcommand, in the order the help lists them.
    static let subcommands: [Subcommand] = [
        Subcommand(name: "render", usage: RenderCommand.usage) { arguments throws(CLIError) in try RenderCommand(arguments: arguments).run() },
        Subcommand(name: "demo", usage: DemoCommand.usage) { arguments throws(CLIError) in try DemoCommand(arguments: arguments).run() },
        Subcommand(name: "batch", usage: BatchCommand.usage) { arguments throws(CLIError) in try BatchCommand(arguments: arguments).run() },
        Subcommand(name: "template", usage: TemplateCommand.usage) { arguments throws(CLIError) in
            try TemplateCommand(arguments: arguments).run()
        },
        Subcommand(name: "format", usage: FormatCommand.usage) { arguments throws(CLIError) in try FormatCommand(arguments: arguments).run() },
        Subcommand(name: "golden", usage: GoldenCommand.usage) { arguments throws(CLIError) in try GoldenCommand(arguments: arguments).run() },
        Subcommand(name: "labels", usage: LabelsCommand.usage) { arguments throws(CLIError) in try LabelsCommand(arguments: arguments).run() },
    ]

    static func main(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            Platform.printError(usage)
            return 64
        }
        let rest = Array(arguments.dropFirst())
        do throws(CLIError) {
            switch command {
            case "-h", "--help":
                try Platform.print(usage + "\n")
            case "help":
                // `help COMMAND` is `COMMAND --help`.
                guard let name = rest.first else {
                    try Platform.print(usage + "\n")
                    break
                }
                guard let subcommand = subcommands.first(where: { $0.name == name }) else {
                    throw .usage(.unknownCommand(name, suggestion: UsageProblem.closest(to: name, in: subcommands.map(\.name))), help: usage)
                }
                try Platform.print(subcommand.usage + "\n")
            case "--version":
                try Platform.print("account-summary \(version)\n")
            default:
                guard let subcommand = subcommands.first(where: { $0.name == command }) else {
                    throw .usage(.unknownCommand(command, suggestion: UsageProblem.closest(to: command, in: subcommands.map(\.name))),
                                 help: usage)
                }
                if rest.contains("--help") || rest.contains("-h") {
                    try Platform.print(subcommand.usage + "\n")
                } else {
                    try subcommand.run(rest)
                }
            }
            return 0
        } catch {
            for line in error.lines { Platform.printError(line) }
            return error.exitCode
        }
    }
}
