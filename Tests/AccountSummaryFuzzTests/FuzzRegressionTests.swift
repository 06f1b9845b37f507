import AccountSummary
import AccountSummaryFuzz
import Testing

/// Every input the fuzzer found failing, fed to the same checks it failed (they must pass
/// now), and the behaviour the fix restored asserted on its own.
@Suite("Fuzz findings")
struct FuzzRegressionTests {
    /// golden, found after 968 executions of a 5-second run: a table with CRLF line ends was
    /// read as one line, because `String.split(separator: "\n")` compares Characters and
    /// "\r\n" is a single Character; the whole file became one case whose expectation held
    /// every later line. (The fuzzer's input: a shipped table with one "\n" turned into "\r\n".)
    @Test("a golden table with CRLF line ends has one case per line")
    func goldenCRLF() throws {
        let text = "# cases\r\nen_US USD 1 $1.00\r\nde_DE EUR -2 x\r\n"
        try FuzzTarget.golden.check(Array(text.utf8))
        let table = try CurrencyGoldenTable(parsing: text, name: "crlf.golden")
        #expect(table.entries.map(\.expected) == ["$1.00", "x"])
        #expect(table.entries.map(\.line) == [2, 3])
        #expect(table.lines.first == .text("# cases"))
    }
}
