/// The `account-summary` command: dispatches to a subcommand and maps errors to exit codes.
enum AccountSummaryTool {
    static let version = "0.1.0"

    /// The top-level help: the commands with their one-line summaries, and examples.
    static var usage: String {
        let column = 2 + (subcommands.map(\.help.name.count).max() ?? 0) + 2
        let commands = subcommands.map { CommandHelp.row($0.help.name, $0.help.abstract, column: column) }
        return [
            CommandHelp.paragraphs("account-summary \(version): account summary statements with money formatted exactly as each locale expects"),
            "usage: account-summary <command> [options]\n       account-summary help <command>",
            "commands:\n" + commands.joined(separator: "\n"),
            CommandHelp.examplesBlock([
                .init(command: "account-summary demo", comment: "the built-in sample: files in output/, the overview here"),
                .init(command: "account-summary render statement.json", comment: "a statement on the terminal, fitted to its width"),
                .init(command: "account-summary render statement.json -f html -o statement.html", comment: "the same as one HTML page"),
                .init(command: "account-summary render camt053/*.xml -f pdf -o november.pdf", comment: "a month of bank files, one statement"),
                .init(command: "account-summary batch customers.ndjson --output-dir statements -f all", comment: "one statement per customer"),
                .init(command: "account-summary format 929466.23 --currency USD --locale en_US", comment: "$929,466.23"),
            ]),
            "Run 'account-summary help <command>' (or '<command> --help') for a command's options.",
        ].joined(separator: "\n\n")
    }

    /// A subcommand: its description (usage, help, options), and what it runs.
    struct Subcommand: Sendable {
        let help: CommandHelp
        /// Actions with options of their own (`batch verify`), by their first word.
        var actions: [String: CommandHelp] = [:]
        let run: @Sendable ([String]) throws(CLIError) -> Void

        var name: String { help.name }
        var usage: String { help.text }

        /// The help for a command line: its action's (`batch verify --help`), else the command's.
        func usage(for arguments: [String]) -> String {
            arguments.first.flatMap { actions[$0] }?.text ?? usage
        }
    }

    /// Every subcommand, in the order the help lists them.
    static let subcommands: [Subcommand] = [
        Subcommand(help: RenderCommand.help) { arguments throws(CLIError) in try RenderCommand(arguments: arguments).run() },
        Subcommand(help: ConvertCommand.help) { arguments throws(CLIError) in try ConvertCommand(arguments: arguments).run() },
        Subcommand(help: DemoCommand.help) { arguments throws(CLIError) in try DemoCommand(arguments: arguments).run() },
        Subcommand(help: BatchCommand.help, actions: ["verify": BatchVerifyCommand.help]) { arguments throws(CLIError) in
            if arguments.first == "verify" {
                try BatchVerifyCommand(arguments: Array(arguments.dropFirst())).run()
            } else {
                try BatchCommand(arguments: arguments).run()
            }
        },
        Subcommand(help: TemplateCommand.help) { arguments throws(CLIError) in try TemplateCommand(arguments: arguments).run() },
        Subcommand(help: FormatCommand.help) { arguments throws(CLIError) in try FormatCommand(arguments: arguments).run() },
        Subcommand(help: GoldenCommand.help) { arguments throws(CLIError) in try GoldenCommand(arguments: arguments).run() },
        Subcommand(help: LabelsCommand.help) { arguments throws(CLIError) in try LabelsCommand(arguments: arguments).run() },
        Subcommand(help: CSVProfileCommand.help) { arguments throws(CLIError) in try CSVProfileCommand(arguments: arguments).run() },
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
                    try Platform.print(subcommand.usage(for: rest) + "\n")
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
