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

        Run `account-summary <command> --help` for a command's options.
        """

    static func main(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            Platform.printError(usage)
            return 64
        }
        let rest = Array(arguments.dropFirst())
        do throws(CLIError) {
            switch command {
            case "-h", "--help", "help":
                try Platform.print(usage + "\n")
            case "--version":
                try Platform.print("account-summary \(version)\n")
            case "format":
                if rest.contains("--help") || rest.contains("-h") { return try help(FormatCommand.usage) }
                try FormatCommand(arguments: rest).run()
            case "render":
                if rest.contains("--help") || rest.contains("-h") { return try help(RenderCommand.usage) }
                try RenderCommand(arguments: rest).run()
            case "demo":
                if rest.contains("--help") || rest.contains("-h") { return try help(DemoCommand.usage) }
                try DemoCommand(arguments: rest).run()
            case "batch":
                if rest.contains("--help") || rest.contains("-h") { return try help(BatchCommand.usage) }
                try BatchCommand(arguments: rest).run()
            case "template":
                if rest.contains("--help") || rest.contains("-h") { return try help(TemplateCommand.usage) }
                try TemplateCommand(arguments: rest).run()
            case "golden":
                if rest.contains("--help") || rest.contains("-h") { return try help(GoldenCommand.usage) }
                try GoldenCommand(arguments: rest).run()
            case "labels":
                if rest.contains("--help") || rest.contains("-h") { return try help(LabelsCommand.usage) }
                try LabelsCommand(arguments: rest).run()
            default:
                throw .usage(.unknownCommand(command), help: usage)
            }
            return 0
        } catch {
            for line in error.lines { Platform.printError(line) }
            return error.exitCode
        }
    }

    private static func help(_ text: String) throws(CLIError) -> Int32 {
        try Platform.print(text + "\n")
        return 0
    }
}
