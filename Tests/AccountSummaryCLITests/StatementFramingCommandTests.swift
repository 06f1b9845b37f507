import AccountSummaryTestSupport
import Foundation
import Testing

/// The statement framing from the command line: reconciliation errors, --allow-unreconciled,
/// --sections, and the reader's errors for the new fields, with their exit codes and paths.
@Suite("account-summary render, statement framing (end to end)")
struct StatementFramingCommandTests {
    static func fixture(_ name: String) -> String {
        PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/\(name).json").path
    }

    static func fixtureText(_ name: String) throws -> String {
        try String(contentsOfFile: fixture(name), encoding: .utf8)
    }

    @Test("an unreconciled statement is a data error naming every failing account with its figures")
    func unreconciled() throws {
        let result = try ToolRunner.run(["render", Self.fixture("framed-unreconciled")])
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            error: accounts[0]: not reconciled: opening balance $1,200.00, completed transactions $46.12, \
            computed closing balance $1,246.12 (opening + completed), stated balance $1,346.12, difference $100.00
            error: accounts[1]: not reconciled: opening balance $100.00, completed transactions -$18.57, \
            computed closing balance $118.57 (opening − completed, a card's balance is owed), stated balance $118.75, difference $0.18 \
            (--allow-unreconciled renders anyway, with a notice)

            """)
    }

    @Test("the figures are formatted in the account's currency and the statement's locale")
    func localeOfFigures() throws {
        let json = try Self.fixtureText("multi-currency").replacingOccurrences(of: #""balance": "1450.00""#, with: #""balance": "1450.01""#)
        let result = try ToolRunner.run(["render", "-"], stdin: json)
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("error: accounts[1]: not reconciled: opening balance 250,00\u{A0}$US,"))
        #expect(result.stderr.contains("difference 0,01\u{A0}$US (--allow-unreconciled renders anyway, with a notice)\n"))
    }

    @Test("--allow-unreconciled renders with a notice on each failing account, in every format", arguments: ["text", "ansi", "html"])
    func allowUnreconciled(_ format: String) throws {
        let result = try ToolRunner.run(["render", Self.fixture("framed-unreconciled"), "--allow-unreconciled", "--format", format])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        for difference in ["$100.00", "$0.18"] {
            let plain = result.stdout.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            #expect(plain.contains("Not reconciled: the opening balance and transactions differ from the closing balance by \(difference)."))
        }
    }

    @Test("--sections overview prints header, tiles and totals (and the footer that goes with the header)")
    func overview() throws {
        let result = try ToolRunner.run(["render", Self.fixture("framed"), "--sections", "overview"])
        #expect(result.status == 0)
        let golden = try String(contentsOf: PackagePaths.snapshots(target: "AccountSummaryTests", suite: "StatementGoldenTests")
            .appendingPathComponent("framed-overview.txt"), encoding: .utf8)
        #expect(result.stdout == golden)
    }

    @Test("--sections keeps the report's order whatever the list's")
    func order() throws {
        let result = try ToolRunner.run(["render", Self.fixture("framed"), "--sections", "completed,accounts"])
        #expect(result.status == 0)
        let text = result.stdout
        #expect(!text.contains("Maple Leaf Bank") && !text.contains("Totals") && !text.contains("Pending"))
        let accounts = try #require(text.range(of: "Opening balance"))
        let completed = try #require(text.range(of: "\nCompleted\n"))
        #expect(accounts.lowerBound < completed.lowerBound)
    }

    @Test("an unknown section is a usage error", arguments: ["summary", "header,", "Header"])
    func unknownSection(_ list: String) throws {
        let result = try ToolRunner.run(["render", Self.fixture("framed"), "--sections", list])
        #expect(result.status == 64)
        let name = list == "header," ? "" : list
        #expect(result.stderr.hasPrefix(
            "error: unknown section \"\(name)\" (expected header, tiles, totals, accounts, pending, completed or overview)\n"))
    }

    @Test("each reader error of the new fields exits 65 with its path", arguments: [
        (#""start": "2026-11-01""#, #""start": "2026-12-01""#,
         #"error: period.start: "2026-12-01" is after period.end "2026-11-30" (expected start on or before end)"#),
        (#""date": "2026-11-05""#, #""date": "2026-12-05""#,
         #"error: transactions[3].date: "2026-12-05" is outside the period 2026-11-01 to 2026-11-30 (a completed transaction must lie in the period; a pending one may lie anywhere)"#),
        (#""openingBalance": "100.00""#, #""openingBalance": "12,50""#,
         #"error: accounts[1].openingBalance: "12,50" is not an amount (expected digits with an optional "." fraction, e.g. "12.50")"#),
        (#""start": "2026-11-01""#, #""start": "Nov 1""#,
         #"error: period.start: "Nov 1" is not a date (expected a date YYYY-MM-DD, such as 2026-11-30)"#),
        (#""number": "TFS-778812""#, #""number": false"#, "error: accounts[2].number: expected a string, found a boolean"),
    ])
    func readerErrors(_ old: String, _ new: String, _ line: String) throws {
        let json = try Self.fixtureText("framed")
        try #require(json.contains(old))
        let result = try ToolRunner.run(["render", "-"], stdin: json.replacingOccurrences(of: old, with: new))
        #expect(result.status == 65)
        #expect(result.stderr == line + "\n")
    }

    @Test("batch records each unreconciled account with its path in errors.ndjson")
    func batchUnreconciled() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let document = try JSONSerialization.jsonObject(with: Data(Self.fixtureText("framed-unreconciled").utf8))
        let line = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
        try folder.write(line + "\n", to: "in.ndjson")
        let result = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("out")])
        #expect(result.status == 65)
        let errors = try String(contentsOfFile: folder.path("out/errors.ndjson"), encoding: .utf8)
        #expect(errors.contains(#""line":1,"customer":"c-1","path":"accounts[0]","message":"not reconciled: opening balance $1,200.00"#))
        #expect(errors.contains(#""path":"accounts[1]""#))
    }

    @Test("csv of a statement with a period carries the running balance of completed rows")
    func csvBalance() throws {
        let result = try ToolRunner.run(["render", Self.fixture("framed"), "--format", "csv"])
        #expect(result.status == 0)
        // RFC 4180 ends each record with CRLF.
        let lines = result.stdout.components(separatedBy: "\r\n")
        #expect(lines.first == "date,status,accountId,account,description,amount,currency,balance")
        #expect(lines.contains("2026-12-01,pending,chk-1,Everyday Chequing,Coffee Republic,-4.75,USD,"))
        #expect(lines.contains("2026-11-30,completed,chk-1,Everyday Chequing,Interest,0.62,USD,1246.12"))
        #expect(lines.contains { $0.hasPrefix("2026-11-15,completed,cc-1,Visa Avion Card,\"Payment, thank you\",100") && $0.hasSuffix(",118.57") })
    }
}
