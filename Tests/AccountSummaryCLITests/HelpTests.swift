import AccountSummaryTestSupport
import Testing

/// Command-line conventions: `help COMMAND`, "did you mean", usage errors that end by
/// naming the help to read, status lines on standard error.
@Suite("account-summary help and usage errors (end to end)")
struct HelpTests {
    @Test("help COMMAND prints the command's help", arguments: ["render", "demo", "batch", "template", "format", "golden", "labels"])
    func helpCommand(_ command: String) throws {
        let viaHelp = try ToolRunner.run(["help", command])
        let viaFlag = try ToolRunner.run([command, "--help"])
        #expect(viaHelp.status == 0 && viaFlag.status == 0)
        #expect(viaHelp.stdout.hasPrefix("usage: account-summary \(command)"))
        #expect(viaHelp.stdout == viaFlag.stdout)
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
        (["render", "-", "--formt", "html"], #"error: unknown option --formt (did you mean "--format"?)"#),
        (["render", "-", "--jbos", "2"], #"error: unknown option --jbos (did you mean "--jobs"?)"#),
        (["format", "1", "--curency", "USD"], #"error: unknown option --curency (did you mean "--currency"?)"#),
        (["render", "-", "--frobnicate"], "error: unknown option --frobnicate"),
    ])
    func suggestions(arguments: [String], firstLine: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == firstLine)
    }

    @Test("a usage error ends with the command's usage line and the help to read", arguments: [
        (["render", "-", "--color", "blue"], "account-summary render"),
        (["batch"], "account-summary batch"),
        (["golden", "verfy"], "account-summary golden"),
        (["nope"], "account-summary"),
    ])
    func usageTail(arguments: [String], command: String) throws {
        let result = try ToolRunner.run(arguments)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(result.status == 64)
        #expect(lines.count == 3)
        #expect(lines.dropFirst().first?.hasPrefix("usage: account-summary") == true)
        #expect(lines.last == "See '\(command) --help'.")
    }

    @Test("--from after --to is a usage error rather than an empty list")
    func fromAfterTo() throws {
        let result = try ToolRunner.run(["render", "-", "--from", "2026-05-01", "--to", "2026-03-01"], stdin: RenderCommandTests.valid)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: --from 2026-05-01 is after --to 2026-03-01 (no day is in that range)\n"))
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
        #expect(account.stderr.hasPrefix("error: --account \"chk-9\" names no account of the statement (known: chk-1, cc-1, inv-1)\n"))
        #expect(account.stdout == "")

        let page = try ToolRunner.run(["render", "-", "--page-size", "1", "--page", "3"], stdin: RenderCommandTests.valid)
        #expect(page.status == 64)
        #expect(page.stderr.hasPrefix("error: --page 3 is past the last page (there is 1 page)\n"))
        #expect(page.stdout == "")

        // The last page itself is fine.
        let last = try ToolRunner.run(["render", "-", "--page-size", "1", "--page", "1"], stdin: RenderCommandTests.valid)
        #expect(last.status == 0)
    }
}
