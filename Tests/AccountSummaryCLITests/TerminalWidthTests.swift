import AccountSummaryTestSupport
import Foundation
import Testing

/// `--width`, `COLUMNS` and the terminal's width, end to end, with tmux as the oracle for
/// what a terminal shows (independent of the tool's own display-width rules).
@Suite("account-summary --width and the terminal (end to end)")
struct TerminalWidthTests {
    /// A statement with long descriptions and names in Hindi, Japanese, Thai, emoji and
    /// combining marks; every transaction in November, so its rows start "  Nov".
    static let statement = """
        {"customer":{"name":"Jonathan"},"asOf":"2026-11-22T08:30:00-05:00","locale":"en_US","currency":"USD",
         "accounts":[{"id":"chk-1","type":"banking","name":"Everyday Chequing — बचत खाता","balance":"929466.23"},
                     {"id":"cc-1","type":"creditCard","name":"Visa Avion カード","balance":"0.00"}],
         "transactions":[
          {"id":"t-1","accountId":"chk-1","date":"2026-11-20","description":"Payment to the municipal water and sewer utility, account 4471-2209","amount":"-1234.56","status":"completed"},
          {"id":"t-2","accountId":"chk-1","date":"2026-11-19","description":"किराने की दुकान से खरीदारी, मासिक सामान","amount":"-82.10","status":"completed"},
          {"id":"t-3","accountId":"cc-1","date":"2026-11-18","description":"東京駅の喫茶店でコーヒーとケーキを注文しました","amount":"-15.00","status":"completed"},
          {"id":"t-4","accountId":"cc-1","date":"2026-11-17","description":"Birthday party ☕🎉 with the 👨‍👩‍👧 family and friends","amount":"-250.00","status":"completed"},
          {"id":"t-5","accountId":"chk-1","date":"2026-11-16","description":"ร้านอาหารไทย น้ำพริก","amount":"-32.40","status":"completed"},
          {"id":"t-6","accountId":"chk-1","date":"2026-11-15","description":"Cafe\\u0301 Ame\\u0301lie","amount":"100000.00","status":"completed"},
          {"id":"t-7","accountId":"cc-1","date":"2026-11-21","description":"Bookshop: a very long pending purchase description","amount":"-32.10","status":"pending"}]}
        """

    static func render(_ extra: [String], environment: [String: String] = [:]) throws -> ToolRunner.Result {
        try ToolRunner.run(["render", "-"] + extra, stdin: statement, environment: environment)
    }

    /// The transaction rows of each list (a block between blank lines), as lists of lines.
    static func rowBlocks(_ output: String) -> [[String]] {
        output.components(separatedBy: "\n\n").map { block in
            block.split(separator: "\n").map(String.init).filter {
                $0.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression).hasPrefix("  Nov")
            }
        }.filter { !$0.isEmpty }
    }

    @Test("tmux is there when CI is set")
    func tmuxInCI() {
        if ProcessInfo.processInfo.environment["CI"] != nil {
            #expect(Tmux.isAvailable, "CI must have tmux (.ci/run installs it)")
        }
    }

    @Test("--width 60 keeps every line within 60 columns as tmux shows them, rows aligned, amounts whole",
          .enabled(if: Tmux.isAvailable, Comment(rawValue: Tmux.absence)), arguments: ["text", "ansi"])
    func width60InTmux(format: String) throws {
        let result = try Self.render(["--width", "60", "-f", format])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let shown = try Tmux.columns(of: lines)
        for (line, columns) in zip(lines, shown) {
            #expect(columns <= 60, "\(columns) columns: \(line)")
        }
        let blocks = Self.rowBlocks(result.stdout)
        #expect(blocks.count == 2)
        for rows in blocks {
            let widths = try Tmux.columns(of: rows)
            #expect(Set(widths).count == 1, "amounts' right edges differ: \(zip(widths, rows).map { "\($0) \($1)" })")
        }
        #expect(result.stdout.contains("…"))
        for amount in ["-$1,234.56", "-$82.10", "-$15.00", "-$250.00", "-$32.40", "$100,000.00", "-$32.10"] {
            #expect(result.stdout.contains(amount))
        }
    }

    @Test("without a width, Hindi, Japanese, Thai, emoji and combining rows align in tmux",
          .enabled(if: Tmux.isAvailable, Comment(rawValue: Tmux.absence)))
    func alignedInTmux() throws {
        let result = try Self.render(["--color", "never"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("…"))
        for rows in Self.rowBlocks(result.stdout) {
            let widths = try Tmux.columns(of: rows)
            #expect(Set(widths).count == 1, "amounts' right edges differ: \(zip(widths, rows).map { "\($0) \($1)" })")
        }
    }

    @Test("in a terminal 50 columns wide the report fits it, as --width 50 does (TIOCGWINSZ)",
          .enabled(if: Tmux.isAvailable, Comment(rawValue: Tmux.absence)))
    func terminalWidth() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.statement, to: "statement.json")
        let screen = try Tmux.screen(running: [ToolRunner.binary.path, "render", folder.path("statement.json"), "--color", "never"],
                                     width: 50)
        let fitted = try ToolRunner.run(["render", folder.path("statement.json"), "--color", "never", "--width", "50"])
        let trim = { (text: String) in text.trimmingCharacters(in: .newlines) }
        #expect(trim(screen) == trim(fitted.stdout))
        #expect(fitted.stdout != (try ToolRunner.run(["render", folder.path("statement.json"), "--color", "never"])).stdout)
    }

    @Test("COLUMNS fits standard output when --width is not given; --width wins; an invalid COLUMNS is ignored")
    func columnsVariable() throws {
        let plain = try Self.render(["--color", "never"]).stdout
        let sixty = try Self.render(["--color", "never", "--width", "60"]).stdout
        #expect(plain != sixty)
        #expect(try Self.render(["--color", "never"], environment: ["COLUMNS": "60"]).stdout == sixty)
        #expect(try Self.render(["--color", "never", "--width", "60"], environment: ["COLUMNS": "200"]).stdout == sixty)
        for invalid in ["", "abc", "0", "-5", "60x"] {
            #expect(try Self.render(["--color", "never"], environment: ["COLUMNS": invalid]).stdout == plain, "COLUMNS=\(invalid)")
        }
        // Below the narrowest width, COLUMNS counts as that width.
        let twenty = try Self.render(["--color", "never", "--width", "20"]).stdout
        #expect(try Self.render(["--color", "never"], environment: ["COLUMNS": "5"]).stdout == twenty)
    }

    @Test("a file written with --output follows --width only, never COLUMNS")
    func outputFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let plain = try Self.render(["--color", "never"]).stdout
        let sixty = try Self.render(["--color", "never", "--width", "60"]).stdout
        #expect(try Self.render(["-o", folder.path("a.txt")], environment: ["COLUMNS": "60"]).status == 0)
        #expect(try String(contentsOfFile: folder.path("a.txt"), encoding: .utf8) == plain)
        #expect(try Self.render(["-o", folder.path("b.txt"), "--width", "60"]).status == 0)
        #expect(try String(contentsOfFile: folder.path("b.txt"), encoding: .utf8) == sixty)
    }

    @Test("--width leaves HTML and CSV alone")
    func otherFormats() throws {
        for format in ["html", "csv"] {
            #expect(try Self.render(["-f", format, "--width", "40"]).stdout == Self.render(["-f", format]).stdout)
        }
    }

    @Test("a width below 20 or not a number is a usage error", arguments: ["0", "19", "-3", "wide", ""])
    func invalidWidth(_ value: String) throws {
        let result = try Self.render(["--width", value])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: --width \"\(value)\" is not a whole number from 20 to 100000\n"))
        #expect(result.stdout == "")
    }

    @Test("demo fits its overview, not its files; batch fits its text and ansi files with --width")
    func demoAndBatch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let demo = try ToolRunner.run(["demo", "--color", "never", "--width", "30"], in: folder.url)
        #expect(demo.status == 0)
        #expect(demo.stdout.contains("…"))
        let file = try String(contentsOfFile: folder.path("output/demo.txt"), encoding: .utf8)
        #expect(!file.contains("…"))
        let columns = try ToolRunner.run(["demo", "--color", "never"], environment: ["COLUMNS": "30"], in: folder.url)
        #expect(columns.stdout == demo.stdout)

        let line = Self.statement.replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\"customer\":{\"name\":\"Jonathan\"}", with: "\"customer\":{\"name\":\"Jonathan\",\"id\":\"c-1\"}")
        try folder.write(line + "\n", to: "in.ndjson")
        let batch = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("out"), "-f", "text,html",
                                        "--width", "50"])
        #expect(batch.status == 0, "\(batch.stderr)")
        let text = try String(contentsOfFile: folder.path("out/c-1.txt"), encoding: .utf8)
        #expect(text == (try Self.render(["--color", "never", "--width", "50"])).stdout)
        let html = try String(contentsOfFile: folder.path("out/c-1.html"), encoding: .utf8)
        #expect(html == (try Self.render(["-f", "html"])).stdout)
    }
}
