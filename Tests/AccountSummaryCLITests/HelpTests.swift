import AccountSummaryTestSupport
import Testing
@testable import AccountSummaryCLI

/// Command-line conventions: `help COMMAND`, "did you mean", usage errors that end by
/// naming the help to read, status lines on standard error.
@Suite("account-summary help and usage errors (end to end)")
struct HelpTests {
    static let commands = AccountSummaryTool.subcommands.map(\.name)

    @Test("help COMMAND is COMMAND --help and -h: the command's help on standard output, exit 0",
          arguments: ["render", "convert", "demo", "batch", "template", "format", "golden", "labels", "csv-profile"])
    func helpCommand(_ command: String) throws {
        let viaHelp = try ToolRunner.run(["help", command])
        let viaFlag = try ToolRunner.run([command, "--help"])
        let viaShort = try ToolRunner.run([command, "-h"])
        for result in [viaHelp, viaFlag, viaShort] {
            #expect(result.status == 0)
            #expect(result.stderr == "")
        }
        #expect(viaHelp.stdout.hasPrefix("usage: account-summary \(command)"))
        #expect(viaHelp.stdout == viaFlag.stdout)
        #expect(viaHelp.stdout == viaShort.stdout)
    }

    @Test("the table lists every command, and the help is each command's own")
    func everyCommandIsTested() {
        #expect(Self.commands == ["render", "convert", "demo", "batch", "template", "format", "golden", "labels", "csv-profile"])
    }

    @Test("a command's help lists, in its usage line and its option columns, every option its parser accepts",
          arguments: AccountSummaryTool.subcommands.map(\.name))
    func helpListsEveryOption(_ command: String) throws {
        let subcommand = try #require(AccountSummaryTool.subcommands.first { $0.name == command })
        let help = try ToolRunner.run(["help", command]).stdout
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let usage = lines.prefix { !$0.isEmpty }.joined(separator: " ")
        for option in subcommand.help.parsedOptions {
            if option.name != "--help" {
                #expect(usage.contains(option.synopsis), "\(command): \(option.name) missing from the usage line")
            }
            let row = lines.first { $0.hasPrefix("  " + option.label + " ") || $0 == "  " + option.label }
            #expect(row != nil, "\(command): no help row for \(option.label)")
            // The parser accepts what the help shows: each option alone, with a value if it takes one.
            for spelling in [option.name] + (option.short.map { [$0] } ?? []) where option.name != "--help" {
                let words = [spelling] + (option.isFlag ? [] : ["x"])
                #expect(throws: Never.self, "\(command) \(spelling)") { _ = try Arguments(words, help: subcommand.help) }
            }
        }
        // And only that: an option not in the table is refused.
        #expect(throws: CLIError.self) { _ = try Arguments(["--not-an-option"], help: subcommand.help) }
    }

    @Test("help columns are aligned, lines fit 80 columns, and every command has examples",
          arguments: AccountSummaryTool.subcommands.map(\.name))
    func helpLayout(_ command: String) throws {
        let help = try ToolRunner.run(["help", command]).stdout
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
        // In the option and argument blocks, every summary starts in one column.
        var starts: Set<Int> = []
        var inBlock = false
        for line in lines {
            if ["arguments:", "input:", "output:", "filters:", "pages:", "layout:", "other:"].contains(line) {
                inBlock = true
                continue
            }
            if line.isEmpty || !line.hasPrefix(" ") { inBlock = false; continue }
            guard inBlock else { continue }
            let characters = Array(line)
            let lead = characters.prefix { $0 == " " }.count
            if lead > 6 {
                starts.insert(lead)  // a summary's continuation, or a summary under a long label
                continue
            }
            // A label (`  -o, --output FILE`, `      --locale ID`, `  INPUT`), then two or more spaces and its summary.
            var index = lead
            while index < characters.count, !(characters[index] == " " && index + 1 < characters.count && characters[index + 1] == " ") {
                index += 1
            }
            if index < characters.count {
                starts.insert(characters[index...].firstIndex { $0 != " " } ?? index)
            }
        }
        #expect(starts.count == 1, "\(command): summaries start at columns \(starts.sorted())")
        let examples = try #require(lines.firstIndex(of: "examples:"), "\(command) has no examples")
        let commands = lines[(examples + 1)...].prefix { $0.hasPrefix("  ") }.filter { !$0.hasPrefix("  #") }
        #expect(!commands.isEmpty)
        #expect(commands.allSatisfy { $0.contains("account-summary \(command)") }, "\(commands)")
    }

    @Test("the top-level help lists every command with its summary, and examples")
    func topLevelHelp() throws {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = try ToolRunner.run(arguments)
            #expect(result.status == 0)
            #expect(result.stderr == "")
            for subcommand in AccountSummaryTool.subcommands {
                #expect(result.stdout.contains("  \(subcommand.name)  ") && result.stdout.contains(subcommand.help.abstract.prefix(30)))
            }
            #expect(result.stdout.contains("examples:\n  # "))
        }
    }

    @Test("help with no command prints the overview; an unknown one is a usage error")
    func helpOverviewAndUnknown() throws {
        let overview = try ToolRunner.run(["help"])
        #expect(overview.status == 0)
        #expect(overview.stdout.contains("commands:"))
        let unknown = try ToolRunner.run(["help", "rendr"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("error: unknown command \"rendr\" (did you mean \"render\"?)\n"))
    }

    @Test("a mistyped command or option gets a suggestion; a far-off one does not", arguments: [
        (["rendr"], #"error: unknown command "rendr" (did you mean "render"?)"#),
        (["btach", "x"], #"error: unknown command "btach" (did you mean "batch"?)"#),
        (["zzzzzz"], #"error: unknown command "zzzzzz""#),
        (["render", "-", "--formt", "html"], #"error: unknown option "--formt" (did you mean "--format"?)"#),
        (["render", "-", "--jbos", "2"], #"error: unknown option "--jbos" (did you mean "--jobs"?)"#),
        (["format", "1", "--curency", "USD"], #"error: unknown option "--curency" (did you mean "--currency"?)"#),
        (["render", "-", "--frobnicate"], #"error: unknown option "--frobnicate""#),
    ])
    func suggestions(arguments: [String], firstLine: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == firstLine)
    }

    @Test("a usage error ends with the command's usage lines and the help to read", arguments: [
        (["render", "-", "--color", "blue"], "render"),
        (["batch"], "batch"),
        (["golden", "verfy"], "golden"),
        (["format", "1"], "format"),
        (["nope"], ""),
    ])
    func usageTail(arguments: [String], command: String) throws {
        let result = try ToolRunner.run(arguments)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(result.status == 64)
        #expect(lines.first?.hasPrefix("error: ") == true)
        #expect(lines.dropFirst().first?.hasPrefix("usage: account-summary") == true)
        let name = command.isEmpty ? "account-summary" : "account-summary \(command)"
        #expect(lines.last == "See '\(name) --help'.")
        // The usage lines are the help's own.
        let help = try ToolRunner.run(command.isEmpty ? ["--help"] : [command, "--help"]).stdout
        for line in lines.dropFirst().dropLast() { #expect(help.contains(line)) }
    }

    @Test("--from after --to is a usage error rather than an empty list")
    func fromAfterTo() throws {
        let result = try ToolRunner.run(["render", "-", "--from", "2026-05-01", "--to", "2026-03-01"], stdin: RenderCommandTests.valid)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: --from \"2026-05-01\" is after --to \"2026-03-01\" (no day is in that range)\n"))
        #expect(result.stdout == "")
    }

    @Test("demo's status line goes to standard error; standard output is the overview alone")
    func demoStatusOnStandardError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try ToolRunner.run(["demo", "--color", "never"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.contains("Net position"))
        #expect(!result.stdout.contains("Wrote"))
        #expect(result.stderr == "\nWrote output/demo.txt, output/demo.ansi, output/demo.html\n")
    }

    @Test("options naming what the statement lacks are usage errors: an unknown --account, a --page past the last")
    func statementUsageErrors() throws {
        let account = try ToolRunner.run(["render", "-", "--account", "chk-9"], stdin: RenderCommandTests.valid)
        #expect(account.status == 64)
        #expect(account.stderr.hasPrefix("error: --account \"chk-9\" names no account of the statement (known: \"chk-1\", \"cc-1\", \"inv-1\")\n"))
        #expect(account.stdout == "")

        let page = try ToolRunner.run(["render", "-", "--page-size", "1", "--page", "3"], stdin: RenderCommandTests.valid)
        #expect(page.status == 64)
        #expect(page.stderr.hasPrefix("error: --page 3 is past the last page (there is 1 page)\n"))
        #expect(page.stdout == "")

        // The last page itself is fine.
        let last = try ToolRunner.run(["render", "-", "--page-size", "1", "--page", "1"], stdin: RenderCommandTests.valid)
        #expect(last.status == 0)
    }

    /// Issue 29, item 17: the native writer is the default; Chromium only where --pdf-engine chooses it.
    @Test("render and batch --help say pdf is the native writer's, Chromium only as --pdf-engine chooses it",
          arguments: ["render", "batch"])
    func pdfEngineInHelp(_ command: String) throws {
        let help = try ToolRunner.run([command, "--help"]).stdout
        // The wrapped summaries as one text.
        let text = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("pdf is laid out by the native writer"), "\(help)")
        #expect(!text.contains("pdf is the HTML printed by headless Chromium"))
        #expect(!text.contains("pdf prints every statement with one headless Chromium"))
        #expect(!text.contains("# printed by headless Chromium"))
        #expect(text.contains("the Chromium or Chrome that prints pdf when --pdf-engine chooses chromium")
                || text.contains("the Chromium or Chrome for pdf when --pdf-engine chooses chromium"))
    }
}
