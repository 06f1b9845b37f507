import AccountSummary
import AccountSummaryFixtures
import AccountSummaryTestSupport
import Foundation
import Testing

@Suite("account-summary render (end to end)")
struct RenderCommandTests {
    static let valid = """
        {"customer":{"name":"Jonathan"},"asOf":"2026-11-22T08:30:00-05:00","locale":"en_US","currency":"USD",
         "accounts":[{"id":"chk-1","type":"banking","name":"Basic Savings","balance":"929466.23"},
                     {"id":"cc-1","type":"creditCard","name":"Visa Avion Card","balance":"0.00"},
                     {"id":"inv-1","type":"investment","name":"Tax-Free Saver","balance":2000.00,"currency":"USD"}],
         "transactions":[{"id":"t-1","accountId":"chk-1","date":"2026-11-20","description":"Coffee","amount":"-4.50","status":"completed"},
                         {"id":"t-2","accountId":"cc-1","date":"2026-11-21","description":"Books","amount":-32.10,"status":"pending"}]}
        """

    @Test("renders text to standard output by default when it is not a terminal")
    func textByDefault() throws {
        let result = try ToolRunner.run(["render", "-"], stdin: Self.valid)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("Good morning, Jonathan\nNovember 22, 2026\n"))
        #expect(result.stdout.contains("$929,466.23"))
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test("formats and colour switches", arguments: [
        (["--format", "ansi"], true, false), (["--format", "ansi", "--color", "never"], false, false),
        (["--color", "always"], true, false), (["--format", "text"], false, false), (["--format", "html"], false, true),
    ])
    func formats(_ flags: [String], _ escapes: Bool, _ html: Bool) throws {
        let result = try ToolRunner.run(["render", "-"] + flags, stdin: Self.valid)
        #expect(result.status == 0)
        #expect(result.stdout.contains("\u{1B}[") == escapes)
        #expect(result.stdout.hasPrefix("<!DOCTYPE html>") == html)
    }

    @Test("--output writes the file atomically and leaves an existing one untouched on failure")
    func atomicOutput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.valid, to: "in.json")
        let out = folder.path("statement.html")
        let ok = try ToolRunner.run(["render", folder.path("in.json"), "--format", "html", "--output", out])
        #expect(ok.status == 0)
        #expect(ok.stdout == "")
        let first = try String(contentsOfFile: out, encoding: .utf8)
        #expect(first.contains("Basic Savings"))

        try folder.write(#"{"customer":{"name":"X"},"accounts":[{"id":"a","type":"banking","name":"A","balance":"12,50"}]}"#, to: "bad.json")
        let failed = try ToolRunner.run(["render", folder.path("bad.json"), "--format", "html", "--output", out])
        #expect(failed.status == 65)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == first)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    @Test("a large statement is the same with any --jobs, in a file and on standard output", arguments: ["html", "text"])
    func largeStatement(format: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // 30,000 transactions: several megabytes of output, so the sink hands buffers to its
        // writer thread, and lists long enough for both the reader and the renderer to share.
        let generated = StatementDocumentGenerator().document(transactionCount: 30_000)
        try Data(generated.bytes).write(to: URL(fileURLWithPath: folder.path("big.json")))
        let statement = try StatementReader.read(generated.bytes)
        let writer: any ReportWriter = format == "html" ? HTMLWriter() : TerminalWriter(color: false)
        let expected = try StatementReport(statement, options: ReportOptions()).rendered(with: writer, templates: DefaultTemplates.library())
        #expect(expected.utf8.count > 3 * (1 << 20))
        for jobs in ["1", "2"] {
            let out = folder.path("out-\(jobs)")
            let file = try ToolRunner.run(["render", folder.path("big.json"), "--format", format, "--jobs", jobs, "--output", out])
            #expect(file.status == 0, "\(file.stderr)")
            #expect(try String(contentsOfFile: out, encoding: .utf8) == expected)
            let standardOutput = try ToolRunner.run(["render", folder.path("big.json"), "--format", format, "--jobs", jobs])
            #expect(standardOutput.status == 0)
            #expect(standardOutput.stdout == expected)
        }
    }

    @Test("malformed input: exit 65 naming every problem's path")
    func malformed() throws {
        let input = """
            {"customer":{},"accounts":[{"id":"a","type":"savings","name":"A","balance":"12,50"},
             {"id":"a","type":"banking","name":"B","balance":"1"}],
             "transactions":[{"id":"t","accountId":"zz","date":"2026-02-30","description":"x","amount":"1","status":"done"}]}
            """
        let result = try ToolRunner.run(["render", "-"], stdin: input)
        #expect(result.status == 65)
        #expect(result.stdout == "")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.hasPrefix("error: ") })
        for path in ["customer.name", "accounts[0].type", "accounts[0].balance", "accounts[1].id", "transactions[0].accountId",
                     "transactions[0].date", "transactions[0].status"] {
            #expect(lines.contains { $0.hasPrefix("error: \(path): ") }, "no problem reported at \(path)")
        }
        #expect(result.stderr.contains(#"accounts[0].balance: "12,50" is not an amount (expected digits with an optional "." fraction, e.g. "12.50")"#))
    }

    @Test("bad JSON, missing files and bad options", arguments: [
        (["render", "-"], "{\"customer\": ", 65, "error: line 1"),
        (["render", "/nonexistent/statement.json"], "", 66, "error: cannot open /nonexistent/statement.json"),
        (["render", "-", "--format", "docx"], "{}", 64, "error: unknown format \"docx\""),
        (["render", "-", "--color", "sometimes"], "{}", 64, "error: unknown --color"),
        (["render", "-", "--page", "0"], "{}", 64, "error: --page \"0\""),
        (["render", "-", "--locale", "xx_INVALID"], "{}", 64, "error: unknown locale \"xx_INVALID\""),
        (["render"], "", 64, "error: missing INPUT"),
        (["render", "-", "--jobs", "0"], "{}", 64, "error: --jobs \"0\" is not a whole number from 1 to 1024"),
    ])
    func errors(_ arguments: [String], _ stdin: String, _ status: Int32, _ message: String) throws {
        let result = try ToolRunner.run(arguments, stdin: stdin)
        #expect(result.status == status)
        #expect(result.stderr.hasPrefix(message), "stderr: \(result.stderr)")
    }

    @Test("an unwritable --output is exit 73 or 74 and leaves nothing")
    func unwritableOutput() throws {
        let result = try ToolRunner.run(["render", "-", "--output", "/nonexistent-folder/out.txt"], stdin: Self.valid)
        #expect([73, 74].contains(result.status))
        #expect(result.stderr.hasPrefix("error: "))
    }

    @Test("filters and paging reach the output")
    func filters() throws {
        let pending = try ToolRunner.run(["render", "-", "--status", "pending"], stdin: Self.valid)
        #expect(pending.stdout.contains("Transactions matching status pending"))
        #expect(pending.stdout.contains("Books"))
        #expect(!pending.stdout.contains("Coffee"))
        let none = try ToolRunner.run(["render", "-", "--search", "zzz"], stdin: Self.valid)
        #expect(none.stdout.contains("No transactions match search \"zzz\""))
        let page = try ToolRunner.run(["render", "-", "--page-size", "1", "--page", "1"], stdin: Self.valid)
        #expect(page.stdout.contains("Showing 1–1 of 1 · No more transactions"))
    }

    @Test("--template-dir replaces the templates; a syntax error names file:line:column")
    func templateDirectory() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("{{#sections}}{{>*partial}}{{/sections}}", to: "statement.text.mustache")
        for partial in ["header", "tiles", "totals", "transactions"] {
            try folder.write("[\(partial)]\n", to: "\(partial).text.mustache")
        }
        let result = try ToolRunner.run(["render", "-", "--format", "text", "--template-dir", folder.url.path], stdin: Self.valid)
        #expect(result.status == 0)
        #expect(result.stdout == "[header]\n[tiles]\n[totals]\n[transactions]\n[transactions]\n")
        try folder.write("line one\n  {{#unclosed}}\n", to: "tiles.text.mustache")
        let broken = try ToolRunner.run(["render", "-", "--format", "text", "--template-dir", folder.url.path], stdin: Self.valid)
        #expect(broken.status == 65)
        #expect(broken.stderr.hasPrefix("error: tiles.text.mustache:2:3: "), "stderr: \(broken.stderr)")
    }
}

/// Issue 29, item 14 (c): NDJSON given to render said only "expected the end of the document".
@Suite("render given NDJSON (end to end)")
struct RenderNDJSONTests {
    @Test("several documents, one per line: the error says it looks like NDJSON and names batch", arguments: [true, false])
    func ndjson(fromFile: Bool) throws {
        let line = RenderCommandTests.valid.replacingOccurrences(of: "\n", with: " ")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(line + "\n" + line + "\n", to: "customers.ndjson")
        let result = fromFile ? try ToolRunner.run(["render", folder.path("customers.ndjson")])
            : try ToolRunner.run(["render", "-"], stdin: line + "\n" + line + "\n")
        #expect(result.status == 65)
        #expect(result.stderr == #"error: line 2, column 1 ($): expected the end of the document, found "{" (a second document: "#
                + "this looks like NDJSON, one statement per line; render reads one statement, account-summary batch FILE "
                + "--output-dir DIR renders one per line)\n")
    }

    @Test("text after a document on its own line is not called NDJSON")
    func trailingText() throws {
        let result = try ToolRunner.run(["render", "-"], stdin: RenderCommandTests.valid + " x")
        #expect(result.status == 65)
        #expect(!result.stderr.contains("NDJSON"), "\(result.stderr)")
    }
}

@Suite("account-summary demo and template (end to end)")
struct DemoAndTemplateTests {
    @Test("demo writes the three files and prints the overview")
    func demo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try ToolRunner.run(["demo"], environment: ["NO_COLOR": "1"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.contains("$929,466.23"))
        #expect(result.stdout.contains("Net position"))
        #expect(!result.stdout.contains("\u{1B}"))
        for name in ["demo.txt", "demo.ansi", "demo.html"] {
            let text = try String(contentsOfFile: folder.path("output/\(name)"), encoding: .utf8)
            #expect(text.contains("Visa Avion Card"), "\(name)")
        }
        #expect(try String(contentsOfFile: folder.path("output/demo.ansi"), encoding: .utf8).contains("\u{1B}["))
    }

    @Test("template renders any template with JSON data, escaping as asked")
    func template() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Hello {{name}}{{> sig}} {{total}}\n", to: "hello.mustache")
        try folder.write(" — {{team}}", to: "sig.mustache")
        try folder.write(#"{"name": "<Ann>", "team": "Ops", "total": 12.50}"#, to: "data.json")
        let html = try ToolRunner.run(["template", folder.path("hello.mustache"), "--data", folder.path("data.json")])
        #expect(html.status == 0)
        #expect(html.stdout == "Hello &lt;Ann&gt; — Ops 12.50\n")
        let text = try ToolRunner.run(["template", folder.path("hello.mustache"), "--data", folder.path("data.json"), "--format", "text"])
        #expect(text.stdout == "Hello <Ann> — Ops 12.50\n")
        try folder.write("a\n{{#x}}\n", to: "bad.mustache")
        let bad = try ToolRunner.run(["template", folder.path("bad.mustache")])
        #expect(bad.status == 65)
        #expect(bad.stderr.hasPrefix("error: bad.mustache:2:1: "), "stderr: \(bad.stderr)")
    }
}
