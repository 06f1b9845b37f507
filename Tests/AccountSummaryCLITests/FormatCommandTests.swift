import AccountSummaryTestSupport
import Foundation
import Testing

@Suite("account-summary format (end to end)")
struct FormatCommandTests {
    @Test("formats arguments")
    func arguments() throws {
        let result = try ToolRunner.run(["format", "929466.23", "-0.001", "1e3", "--currency", "USD", "--locale", "en_US"])
        #expect(result.status == 0)
        #expect(result.stdout == "$929,466.23\n-$0.00\n$1,000.00\n")
        #expect(result.stderr == "")
    }

    @Test("reads standard input, one line per amount, and matches Foundation")
    func standardInput() throws {
        let amounts = ["929466.23", " -1234.5 ", "0.125", "12345678901234567890123456789012345678", "+7\r"]
        let result = try ToolRunner.run(["format", "--currency", "INR", "--locale", "en_IN"],
                                        stdin: amounts.joined(separator: "\n"))
        #expect(result.status == 0)
        let expected = amounts.map {
            Decimal(string: $0.trimmingCharacters(in: .whitespacesAndNewlines))!
                .formatted(.currency(code: "INR").locale(Locale(identifier: "en_IN")))
        }
        #expect(result.stdout == expected.joined(separator: "\n") + "\n")
        #expect(result.stdout.hasPrefix("₹9,29,466.23\n"))
    }

    @Test("--parts prints typed JSON parts that join to the plain output")
    func parts() throws {
        let result = try ToolRunner.run(["format", "929466.23", "--currency", "USD", "--locale", "en_US", "--parts"])
        #expect(result.status == 0)
        #expect(result.stdout == #"[{"type":"currency","value":"$"},{"type":"integer","value":"929"},{"type":"group","value":","},{"type":"integer","value":"466"},{"type":"decimal","value":"."},{"type":"fraction","value":"23"}]"# + "\n")
        let arabic = try ToolRunner.run(["format", "-1234.5", "--currency", "EGP", "--locale", "ar_EG", "--parts"])
        let parsed = try #require(JSONSerialization.jsonObject(with: Data(arabic.stdout.utf8)) as? [[String: String]])
        let plain = try ToolRunner.run(["format", "-1234.5", "--currency", "EGP", "--locale", "ar_EG"])
        #expect(parsed.map { $0["value"]! }.joined() + "\n" == plain.stdout)
        #expect(parsed.first == ["type": "literal", "value": "\u{061C}"])
        #expect(parsed.contains(["type": "minusSign", "value": "-"]))
    }

    @Test("a bad line stops the output there, names every bad line, exits 65")
    func badLines() throws {
        let result = try ToolRunner.run(["format", "--currency", "EUR", "--locale", "de_DE"], stdin: "1\n12,50\n3\nNaN\n")
        #expect(result.status == 65)
        #expect(result.stdout == "1,00\u{00A0}€\n")
        #expect(result.stderr == """
            error: line 2: "12,50" is not an amount (expected digits with an optional "." fraction, e.g. "12.50")
            error: line 4: "NaN" is not an amount (expected digits with an optional "." fraction, e.g. "12.50")
            error: 2 of 4 lines are not amounts; output stops before line 2

            """)
    }

    @Test("bad amounts are data errors", arguments: [
        ("", "empty amount"), ("1.2.3", "is not an amount"), ("$5", "is not an amount"),
        ("1234567890123456789012345678901234567891", "more than 38 significant digits"),
    ])
    func badAmounts(_ amount: String, _ message: String) throws {
        let result = try ToolRunner.run(["format", "--currency", "USD", "--locale", "en_US"], stdin: amount + "\n")
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("error: line 1: "))
        #expect(result.stderr.contains(message))
    }

    @Test("usage errors exit 64", arguments: [
        (["format", "1", "--currency", "ZZZ", "--locale", "en_US"], "error: unknown currency \"ZZZ\""),
        (["format", "1", "--currency", "usd", "--locale", "en_US"], "did you mean \"USD\"?"),
        (["format", "1", "--currency", "USD", "--locale", "xx_INVALID"], "error: unknown locale \"xx_INVALID\""),
        (["format", "1", "--locale", "en_US"], "error: missing --currency"),
        (["format", "1", "--currency", "USD", "--locale", "en_US", "--frobnicate"], #"error: unknown option "--frobnicate""#),
        (["format", "1", "--currency"], "error: --currency needs a value"),
        (["bogus"], "error: unknown command \"bogus\""),
    ])
    func usageErrors(_ arguments: [String], _ message: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.contains(message))
    }

    @Test("zh_CN and ur_PK are real locales even though Foundation does not list them")
    func unlistedLocales() throws {
        #expect(try ToolRunner.run(["format", "1234.5", "--currency", "CNY", "--locale", "zh_CN"]).stdout == "¥1,234.50\n")
        #expect(try ToolRunner.run(["format", "1234.5", "--currency", "PKR", "--locale", "ur_PK"]).status == 0)
    }

    @Test("--help and --version")
    func help() throws {
        let help = try ToolRunner.run(["format", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("usage: account-summary format"))
        let version = try ToolRunner.run(["--version"])
        #expect(version.stdout.hasPrefix("account-summary "))
    }
}

@Suite("account-summary golden (end to end)")
struct GoldenCommandTests {
    @Test("verify reports differences with exit 1, --update records, then verify passes")
    func verifyAndUpdate() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("eur.golden")
        try "de_DE EUR -1234.5\nen_US USD 1 $2.00\n".write(to: file, atomically: true, encoding: .utf8)

        let failing = try ToolRunner.run(["golden", "verify", file.path])
        #expect(failing.status == 1)
        #expect(failing.stdout.hasSuffix("eur.actual.golden\n@@ -1,2 +1,2 @@\n-de_DE EUR -1234.5\n-en_US USD 1       $2.00\n+de_DE EUR -1234.5 -1.234,50\\u{00A0}€\n+en_US USD 1       $1.00\n"))
        let actual = directory.appendingPathComponent("eur.actual.golden")
        #expect(try String(contentsOf: actual, encoding: .utf8).hasSuffix("en_US USD 1       $1.00\n"))
        #expect(failing.stderr == "error: 2 of 2 cases differ (run with --update to record today's output, then review the diff)\n")

        #expect(try ToolRunner.run(["golden", "verify", file.path, "--update"]).status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == "de_DE EUR -1234.5 -1.234,50\\u{00A0}€\nen_US USD 1       $1.00\n")
        let passing = try ToolRunner.run(["golden", "verify", file.path])
        #expect(passing.status == 0)
        #expect(passing.stdout == "2 cases match\n")
        #expect(!FileManager.default.fileExists(atPath: actual.path))
    }

    @Test("a missing file exits 66, a malformed one 65")
    func badFiles() throws {
        #expect(try ToolRunner.run(["golden", "verify", "/nonexistent/x.golden"]).status == 66)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).golden")
        try "en_US USD\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try ToolRunner.run(["golden", "verify", file.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains(":1: expected LOCALE CURRENCY AMOUNT [EXPECTED]"))
    }
}
