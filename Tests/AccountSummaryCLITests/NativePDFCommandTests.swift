import AccountSummary
import AccountSummaryFixtures
import AccountSummaryTestSupport
import Foundation
import Testing

/// `render` and `batch` with `--pdf-engine native`: no browser on `PATH`, the PDF read back
/// by poppler and Ghostscript, every name and amount of the statement found in its text.
@Suite("--pdf-engine native (end to end)")
struct NativePDFCommandTests {
    static let pdftotext = ExternalTool.find("pdftotext")
    static let pdfinfo = ExternalTool.find("pdfinfo")
    static let ghostscript = ExternalTool.find("gs")
    static let qpdf = ExternalTool.find("qpdf")
    static var available: Bool { pdftotext != nil && pdfinfo != nil && ghostscript != nil && qpdf != nil }
    static let absence: Comment = "needs poppler-utils, ghostscript, qpdf and fonts-noto-core"
    /// No browser anywhere: the native engine must not need one.
    static let noBrowser = ["ACCOUNT_SUMMARY_BROWSER": "", "PATH": "/nonexistent"]

    @Test("the built-in demo statement: exit 0 without a browser; every customer, account, description and amount extracts")
    func demo() throws {
        guard Self.available else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let statement = Statement.sample
        let json = String(decoding: StatementDocumentWriter.document(statement), as: UTF8.self)
        try folder.write(json, to: "statement.json")
        let result = try ToolRunner.run(["render", folder.path("statement.json"), "-f", "pdf", "--pdf-engine", "native",
                                         "-o", folder.path("out.pdf")], environment: Self.noBrowser)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        // Ghostscript's text keeps every character as the ToUnicode maps give it (a ligature's
        // as its presentation form, ﬀ for "ff", as Chromium maps it: compared compatibility-folded).
        let text = try Self.ghostscript!.run(["-q", "-dNOPAUSE", "-dBATCH", "-sDEVICE=txtwrite", "-o", "-", folder.path("out.pdf")]).stdout
            .precomposedStringWithCompatibilityMapping
        let report = try StatementReport(statement, options: ReportOptions())
        var expected = [statement.customer.name] + statement.accounts.map(\.name)
        for tiles in [report.document.tiles].compactMap({ $0 }) { expected += tiles.tiles.compactMap { $0.balance?.string } }
        for totals in [report.document.totals].compactMap({ $0 }) { expected += totals.rows.flatMap { [$0.label] + ($0.amount.map { [$0.string] } ?? []) } }
        for list in report.document.lists {
            expected += list.rows.flatMap { [$0.description, $0.amount.string, $0.date] }
        }
        for piece in expected { #expect(text.contains(piece.precomposedStringWithCompatibilityMapping), "\(piece) in the PDF's text") }
        let info = try Self.pdfinfo!.run([folder.path("out.pdf")]).stdout
        #expect(info.contains("612 x 792 pts"), "en_US prints on Letter: \(info)")
        #expect(info.split(separator: "\n").contains { $0.hasPrefix("Producer:") && $0.hasSuffix(" account-summary") })
        let check = try Self.qpdf!.run(["--check", folder.path("out.pdf")])
        #expect(check.status == 0, "\(check.stdout)")
    }

    @Test("a control character in a name is set as U+FFFD: exit 0 without a browser, never 69", arguments: ["auto", "native"])
    func controlCharacterInName(engine: String) throws {
        guard Self.available else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let document = """
            {"customer": {"name": "Jona\\u0007than"}, "accounts": [{"id": "a", "type": "banking", "name": "Every\\u001Bday", "balance": "1.00"}]}
            """
        try folder.write(document, to: "statement.json")
        let result = try ToolRunner.run(["render", folder.path("statement.json"), "-f", "pdf", "--pdf-engine", engine,
                                         "-o", folder.path("out.pdf")], environment: Self.noBrowser)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try Self.pdftotext!.run([folder.path("out.pdf"), "-"]).stdout
        #expect(text.contains("Jona\u{FFFD}than") && text.contains("Every\u{FFFD}day"), "\(text)")
    }

    @Test("the same statement gives the same bytes, run after run (dates from asOf, no clock)")
    func sameBytes() throws {
        guard Self.available else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(RenderCommandTests.valid, to: "statement.json")
        for name in ["a.pdf", "b.pdf"] {
            let result = try ToolRunner.run(["render", folder.path("statement.json"), "-f", "pdf", "--pdf-engine", "native",
                                             "-o", folder.path(name)], environment: Self.noBrowser)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let first = try Data(contentsOf: URL(fileURLWithPath: folder.path("a.pdf")))
        let second = try Data(contentsOf: URL(fileURLWithPath: folder.path("b.pdf")))
        #expect(!first.isEmpty && first == second)
        let info = try Self.pdfinfo!.run([folder.path("a.pdf")]).stdout
        #expect(info.contains("CreationDate:") && info.contains("2026"), "the date is asOf's: \(info)")
    }

    @Test("--pdf-engine native never falls back: a character none of its fonts has is exit 65 naming it, no file",
          arguments: [("ቡና", "none of the fonts tried has U+1261 (ቡ): NotoSans-Regular.ttf, NotoSansMath-Regular.ttf"),
                      ("ཀ་ཁ", "none of the fonts tried has U+0F40 (ཀ): NotoSans-Regular.ttf, NotoSansMath-Regular.ttf")])
    func neverFallsBack(word: String, problem: String) throws {
        guard Self.available else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let document = RenderCommandTests.valid.replacingOccurrences(of: "\"Coffee\"", with: "\"\(word)\"")
        try folder.write(document, to: "statement.json")
        let result = try ToolRunner.run(["render", folder.path("statement.json"), "-f", "pdf", "--pdf-engine", "native",
                                         "-o", folder.path("out.pdf")], environment: Self.noBrowser)
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("error: native PDF writer: " + problem), "\(result.stderr)")
        #expect(result.stderr.contains("--pdf-engine native never falls back"))
        #expect(!result.stderr.contains("warning:"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.pdf")))
    }

    @Test("an emoji no installed font draws is printed natively, named in brackets (no browser, no warning)")
    func emojiNamed() throws {
        guard Self.available else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(RenderCommandTests.valid.replacingOccurrences(of: "\"Coffee\"", with: "\"Coffee ☕ 🇩🇪\""), to: "statement.json")
        let result = try ToolRunner.run(["render", folder.path("statement.json"), "-f", "pdf", "-o", folder.path("out.pdf")],
                                        environment: Self.noBrowser)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let text = try Self.pdftotext!.run([folder.path("out.pdf"), "-"]).stdout
        #expect(text.contains("Coffee [hot beverage] [flag DE]"), "\(text)")
    }

    @Test("--layout compact, render and batch: a year's statement's account tables go on from page to page between Balance carried forward and Balance brought forward; the default has neither")
    func compactLayout() throws {
        guard Self.available else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Two customers of 160 transactions, a year's statement each: their account tables are longer than a page.
        let generator = StatementDocumentGenerator(framed: true)
        var text = ["c-1", "c-2"].map { String(decoding: generator.document(transactionCount: 160, customerID: $0).bytes, as: UTF8.self) }
            .joined(separator: "\n") + "\n"
        // The scripts this machine's writer may not set, as the engines' comparison replaces them.
        for word in StatementDocumentGenerator.merchantWords where word.unicodeScalars.contains(where: { $0.value > 0x24F }) {
            text = text.replacingOccurrences(of: word, with: "Market")
        }
        try folder.write(text, to: "in.ndjson")
        try folder.write(String(text.split(separator: "\n")[0]), to: "one.json")
        for layout in ["standard", "compact"] {
            let render = try ToolRunner.run(["render", folder.path("one.json"), "-f", "pdf", "--pdf-engine", "native", "--layout", layout,
                                             "-o", folder.path("\(layout).pdf")], environment: Self.noBrowser)
            #expect(render.status == 0, "\(render.stderr)")
            let batch = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("out-\(layout)"), "--format", "pdf",
                                            "--pdf-engine", "native", "--layout", layout], environment: Self.noBrowser)
            #expect(batch.status == 0, "\(batch.stderr)")
            for file in [folder.path("\(layout).pdf"), folder.path("out-\(layout)/c-1.pdf"), folder.path("out-\(layout)/c-2.pdf")] {
                let pdf = try Self.pdftotext!.run([file, "-"]).stdout
                #expect(pdf.contains("Balance brought forward") == (layout == "compact"), "\(file)")
                #expect(pdf.contains("Balance carried forward") == (layout == "compact"), "\(file)")
            }
        }
    }

    @Test("batch --format pdf --pdf-engine native: one PDF per statement, no browser, the same bytes with 1 and 2 jobs")
    func batch() throws {
        guard Self.available else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lines = (1...6).map { number in
            RenderCommandTests.valid.replacingOccurrences(of: "\n", with: " ")
                .replacingOccurrences(of: #"{"name":"Jonathan"}"#, with: #"{"name":"Customer \#(number)","id":"c-\#(number)"}"#)
        }
        try folder.write(lines.joined(separator: "\n") + "\n", to: "in.ndjson")
        for jobs in ["1", "2"] {
            let result = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("out-\(jobs)"), "--format", "pdf",
                                             "--pdf-engine", "native", "--jobs", jobs], environment: Self.noBrowser)
            #expect(result.status == 0, "\(result.stderr)")
        }
        for number in 1...6 {
            let one = try Data(contentsOf: URL(fileURLWithPath: folder.path("out-1/c-\(number).pdf")))
            let two = try Data(contentsOf: URL(fileURLWithPath: folder.path("out-2/c-\(number).pdf")))
            #expect(one == two)
            let text = try Self.pdftotext!.run([folder.path("out-1/c-\(number).pdf"), "-"]).stdout
            #expect(text.contains("Customer \(number)"))
        }
    }
}

/// Whether the native writer's fonts are installed here (Debian's fonts-noto-core; for
/// Chinese, Japanese and Korean fonts-noto-cjk, or where it is absent fonts-droid-fallback and
/// fonts-nanum).
enum TrueTypeFontsInstalled {
    static let noto = installed(["NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSansMath-Regular.ttf"])
    /// Noto Sans CJK, the native writer's Chinese, Japanese and Korean.
    static let notoCJK = installed(["NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc"])

    /// Whether tests that need a font run: where it is installed, and always in CI (`.ci/run`
    /// installs it), where its absence then fails them rather than skipping them.
    static func required(_ installed: Bool) -> Bool {
        installed || ProcessInfo.processInfo.environment["CI"] != nil
    }

    private static func installed(_ names: [String]) -> Bool {
        names.allSatisfy { name in
            ["/usr/share/fonts", "/usr/local/share/fonts"].contains { folder in
                FileManager.default.enumerator(atPath: folder)?.contains { ($0 as? String)?.hasSuffix("/" + name) == true } == true
            }
        }
    }
}
