import AccountSummaryTestSupport
import Testing

/// `help COMMAND` and `COMMAND --help` say the same, for every command.
@Suite("account-summary help (end to end)")
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
        #expect(unknown.stderr.hasPrefix("error: unknown command \"rendr\"\n"))
    }
}
