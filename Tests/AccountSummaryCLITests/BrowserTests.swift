import AccountSummaryTestSupport
import Foundation
import Testing

/// Prints the HTML in a real browser (headless Chromium) and reads the PDF back.
///
/// `.ci/run` installs Chromium and poppler-utils from Debian when missing; on a
/// developer machine without them these tests say so and are skipped, but in CI
/// (`CI` set) their absence is a failure.
@Suite("HTML in a real browser")
struct BrowserTests {
    static func tool(_ names: [String]) -> String? {
        for name in names {
            for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    static let chromium = tool(["chromium", "chromium-browser", "google-chrome"])
    static let pdftotext = tool(["pdftotext"])
    static let pdfinfo = tool(["pdfinfo"])
    static var available: Bool { chromium != nil && pdftotext != nil && pdfinfo != nil }
    /// The skip line where they are missing.
    static let absence: Comment = "needs headless Chromium and poppler-utils (apt-get install chromium poppler-utils)"

    @Test("the browser tools are there in CI")
    func toolsPresentInCI() {
        if ProcessInfo.processInfo.environment["CI"] != nil {
            #expect(Self.available, "CI must have chromium and poppler-utils (.ci/run installs them)")
        }
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Prints a page to PDF; returns the whole text and each printed page's text.
    static func printToPDF(_ html: String, in folder: TemporaryFolder) throws -> (text: String, pages: [String]) {
        let pdf = folder.path("out.pdf")
        _ = try run(chromium!, ["--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                                "--user-data-dir=\(folder.path("profile"))", "--print-to-pdf=\(pdf)", "file://\(html)"])
        let text = try run(pdftotext!, ["-layout", pdf, "-"])
        let info = try run(pdfinfo!, [pdf])
        let count = info.split(separator: "\n").first { $0.hasPrefix("Pages:") }
            .flatMap { Int($0.dropFirst("Pages:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        let pages = try (0..<count).map { try run(pdftotext!, ["-layout", "-f", "\($0 + 1)", "-l", "\($0 + 1)", pdf, "-"]) }
        return (text, pages)
    }

    static func firstLine(_ page: String) -> String {
        page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty } ?? ""
    }

    @Test("the demo prints with its amounts and names", .enabled(if: available, absence))
    func demoPrints() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try ToolRunner.run(["demo"], in: folder.url).status == 0)
        let (text, pages) = try Self.printToPDF(folder.path("output/demo.html"), in: folder)
        for expected in ["Jonathan", "Banking Account", "Visa Avion Card", "Tax-Free Saver", "929,466", "2,000", "Net position",
                         "$929,984.04", "-$1,850.00",
                         "Statement period", "Opening balance", "New balance", "Closing value", "Member of the Deposit Insurance Corporation."] {
            #expect(text.contains(expected), "PDF text lacks \(expected)")
        }
        // The completed transactions are printed once, in the account sections (issue 18):
        // no separate completed list follows them.
        #expect(!text.contains("Completed"))
        #expect(pages.count >= 1)
    }

    @Test("each page of a paginated statement starts a printed page", .enabled(if: available, absence))
    func pageBreaks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fixture = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/paged.json").path
        let html = folder.path("paged.html")
        let result = try ToolRunner.run(["render", fixture, "--format", "html", "--page-size", "5", "--output", html])
        #expect(result.status == 0, "\(result.stderr)")
        let (text, pages) = try Self.printToPDF(html, in: folder)
        // 45 completed rows in pages of 5: 9 list pages; pages 2 to 9 each start a printed page
        // (page 1 follows the header, tiles and totals, which may take a printed page of their own).
        #expect(text.contains("Page 1 of 9"))
        for number in 2...9 {
            #expect(pages.contains { Self.firstLine($0) == "Page \(number) of 9" }, "Page \(number) of 9 does not start a printed page")
        }
        #expect((9...10).contains(pages.count))
    }

    @Test("a framed statement prints each account's section with its opening and closing balance",
          .enabled(if: available, absence))
    func framedStatementPrints() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fixture = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/framed.json").path
        let html = folder.path("framed.html")
        let result = try ToolRunner.run(["render", fixture, "--format", "html", "--output", html])
        #expect(result.status == 0, "\(result.stderr)")
        let (text, pages) = try Self.printToPDF(html, in: folder)
        #expect(!pages.isEmpty)
        let lines = text.split(separator: "\n").map(String.init)
        // Each account's opening and closing line, label and amount on one printed line.
        for (label, amount) in [("Opening balance", "$1,200.00"), ("Closing balance", "$1,246.12"),
                                ("Previous balance", "$100.00"), ("New balance", "$118.57"),
                                ("Opening value", "$2,000.00"), ("Closing value", "$2,531.40")] {
            #expect(lines.contains { $0.contains(label) && $0.contains(amount) }, "no printed line shows \(label) \(amount)")
        }
        for expected in ["Everyday Chequing", "Visa Avion Card", "Tax-Free Saver", "•••• 5678", "Statement period",
                         "Member of the Deposit Insurance Corporation."] {
            #expect(text.contains(expected), "PDF text lacks \(expected)")
        }
        #expect(!text.contains("004512345678"))
    }

    // MARK: --format pdf

    static let pdffonts = tool(["pdffonts"])
    static let fixtures = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures")

    /// A PDF's page count and each page's text (poppler).
    static func read(pdf: String) throws -> (pages: [String], text: String) {
        let info = try run(pdfinfo!, [pdf])
        let count = info.split(separator: "\n").first { $0.hasPrefix("Pages:") }
            .flatMap { Int($0.dropFirst("Pages:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        let pages = try (0..<count).map { try run(pdftotext!, ["-layout", "-f", "\($0 + 1)", "-l", "\($0 + 1)", pdf, "-"]) }
        return (pages, pages.joined())
    }

    /// `render FIXTURE --format pdf`, read back.
    static func renderPDF(_ arguments: [String], in folder: TemporaryFolder, stdin: String = "") throws -> (pages: [String], text: String, path: String) {
        let pdf = folder.path("statement-\(UUID().uuidString).pdf")
        let result = try ToolRunner.run(["render"] + arguments + ["--format", "pdf", "--pdf-engine", "chromium", "--output", pdf], stdin: stdin)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: pdf))
        #expect(bytes.starts(with: Array("%PDF-".utf8)))
        let (pages, text) = try read(pdf: pdf)
        return (pages, text, pdf)
    }

    @Test("render --format pdf: every page says Page N of M and whose statement it is; the amounts are there",
          .enabled(if: available, absence))
    func pdfFormat() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (pages, text, _) = try Self.renderPDF([Self.fixtures.appendingPathComponent("paged.json").path, "--page-size", "15"], in: folder)
        #expect(pages.count >= 2)
        #expect(pages.first?.contains("Page 1 of \(pages.count)") == true)
        for (index, page) in pages.enumerated() {
            #expect(page.contains("Page \(index + 1) of \(pages.count)"), "page \(index + 1) lacks its number")
            #expect(page.contains("Jonathan"), "page \(index + 1) lacks the customer's name")
            // No browser header or footer: no file path, no date line of the browser's.
            #expect(!page.contains("file://") && !page.contains(".html"))
        }
        for expected in ["$929,466.23", "-$1,520.50", "$12,345,678.90", "Net position", "Basic Savings", "Visa Avion Card",
                         "Tax-Free Saver", "Purchase 45"] {
            #expect(text.contains(expected), "the PDF lacks \(expected)")
        }
    }

    @Test("a German statement prints German amounts and dates, and a German page footer",
          .enabled(if: available, absence))
    func germanPDF() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (pages, text, _) = try Self.renderPDF([Self.fixtures.appendingPathComponent("de_DE.json").path], in: folder)
        for expected in ["Jürgen Müller", "929.466,23 €", "-1.520,50 €", "12.345.678,90 €", "22. November 2026"] {
            #expect(text.contains(expected), "the PDF lacks \(expected)")
        }
        #expect(pages.first?.contains("Seite 1 von \(pages.count)") == true)
        #expect(pages.last?.contains("Seite \(pages.count) von \(pages.count)") == true)
        #expect(!text.contains("Page 1 of"))
    }

    @Test("an Arabic statement prints right to left: its heading stands at the right of the page",
          .enabled(if: available, absence))
    func arabicPDF() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (_, text, pdf) = try Self.renderPDF([Self.fixtures.appendingPathComponent("ar_EG.json").path], in: folder)
        #expect(text.contains("حسن"))
        #expect(text.contains("٩٢٩"))
        // Word boxes of the first page (poppler writes Arabic words in visual order, reversed):
        // the name stands right of the middle, and the first line ends at the right margin.
        let boxes = try Self.run(Self.pdftotext!, ["-bbox", "-f", "1", "-l", "1", pdf, "-"])
        let pageWidth = boxes.firstMatch(of: /<page width="([0-9.]+)"/).flatMap { Double($0.1) } ?? 0
        let nameLeft = boxes.firstMatch(of: /<word xMin="([0-9.]+)"[^>]*>(حسن|نسح)<\/word>/).flatMap { Double($0.1) }
        let firstRight = boxes.firstMatch(of: /<word xMin="[0-9.]+" yMin="[0-9.]+" xMax="([0-9.]+)"/).flatMap { Double($0.1) }
        #expect(pageWidth > 0)
        #expect(nameLeft.map { $0 > pageWidth / 2 } == true, "the customer's name is not on the right: \(String(describing: nameLeft)) of \(pageWidth)")
        #expect(firstRight.map { $0 > pageWidth * 0.85 } == true, "the first line does not end at the right margin")
    }

    static func statement(locale: String, currency: String, name: String, account: String, description: String) -> String {
        #"{"customer":{"name":"\#(name)","id":"c-\#(locale)"},"locale":"\#(locale)","currency":"\#(currency)","accounts":[{"id":"a","type":"banking","name":"\#(account)","balance":"1234"}],"transactions":[{"id":"t","accountId":"a","date":"2026-11-20","description":"\#(description)","amount":"-12","status":"completed"}]}"#
    }

    static var scriptFonts: Bool {
        guard let fcList = tool(["fc-list"]) else { return false }
        let japanese = (try? run(fcList, [":lang=ja", "family"])) ?? ""
        let hindi = (try? run(fcList, [":lang=hi", "family"])) ?? ""
        return !japanese.isEmpty && !hindi.isEmpty
    }

    @Test("Japanese and Hindi PDFs embed a font for their script (fonts-noto-cjk, fonts-noto-core)",
          .enabled(if: available && pdffonts != nil && (scriptFonts || ProcessInfo.processInfo.environment["CI"] != nil),
                   "needs pdffonts and fonts for Japanese and Hindi (apt-get install fonts-noto-cjk fonts-noto-core)"))
    func scriptFontsEmbedded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (locale, currency, name, account, description, font) in [
            ("ja_JP", "JPY", "山田太郎", "普通預金", "コーヒー", /CJK|JP|Gothic|Mincho/),
            ("hi_IN", "INR", "प्रिया शर्मा", "बचत खाता", "कॉफ़ी", /Devanagari|Hind|Lohit|Mukta/),
        ] {
            let document = Self.statement(locale: locale, currency: currency, name: name, account: account, description: description)
            let (_, text, pdf) = try Self.renderPDF(["-"], in: folder, stdin: document)
            #expect(text.contains(account), "\(locale): the PDF lacks \(account)")
            let fonts = try Self.run(Self.pdffonts!, [pdf]).split(separator: "\n").dropFirst(2)
            // A TrueType font is embedded by name; Chromium embeds a CFF-outline font (Noto CJK's
            // OpenType) as Type 3 glyph procedures, which pdffonts lists without a name: Latin
            // text alone never makes one.
            let named = fonts.contains { $0.contains(font) && $0.contains(" yes ") }
            let glyphProcedures = locale == "ja_JP" && fonts.contains { $0.contains("Type 3") && $0.contains(" yes ") }
            #expect(named || glyphProcedures, "\(locale): no embedded font for the script in\n\(fonts.joined(separator: "\n"))")
        }
    }

    /// The page's scroll width against its width, laid out in a 360 px frame by headless Chromium.
    ///
    /// The report itself has no scripts; the measuring page holds it in an `<iframe srcdoc>` of
    /// 360 × 800 CSS pixels (a browser window cannot be made that narrow) and writes what it
    /// measures into its own DOM, which `--dump-dom` prints.
    static func widths(ofPage html: String, in folder: TemporaryFolder) throws -> (scroll: Int, client: Int) {
        let page = try String(contentsOfFile: html, encoding: .utf8)
        let escaped = page.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        let measuring = """
            <!DOCTYPE html><html><body style="margin:0"><iframe style="width:360px;height:800px;border:0" \
            onload="var d = this.contentDocument.documentElement; document.body.setAttribute('data-widths', d.scrollWidth + ' ' + d.clientWidth)" \
            srcdoc="\(escaped)"></iframe></body></html>
            """
        try folder.write(measuring, to: "measure.html")
        let dom = try run(chromium!, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=800,900",
                                      "--user-data-dir=\(folder.path("profile-measure"))", "--dump-dom", "file://\(folder.path("measure.html"))"])
        let numbers = dom.firstMatch(of: /data-widths="([0-9]+) ([0-9]+)"/)
        return (numbers.flatMap { Int($0.1) } ?? -1, numbers.flatMap { Int($0.2) } ?? -1)
    }

    @Test("at a phone's 360 px the page does not scroll sideways", .enabled(if: available, absence),
          arguments: ["demo", "ar_EG", "hostile"])
    func phoneWidth(statement: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let html = folder.path("\(statement).html")
        let input = statement == "demo" ? [] : [Self.fixtures.appendingPathComponent("\(statement).json").path]
        if statement == "demo" {
            #expect(try ToolRunner.run(["demo"], in: folder.url).status == 0)
            try FileManager.default.copyItem(atPath: folder.path("output/demo.html"), toPath: html)
        } else {
            #expect(try ToolRunner.run(["render"] + input + ["--format", "html", "--output", html]).status == 0)
        }
        let (scroll, client) = try Self.widths(ofPage: html, in: folder)
        #expect(client > 300 && client <= 360, "the frame was not measured: \(client)")
        #expect(scroll <= client, "\(statement) scrolls sideways at 360 px: \(scroll) > \(client)")
    }

    @Test("batch --format pdf prints every customer with one browser; a bad line still goes to errors.ndjson",
          .enabled(if: available, absence))
    func batchPDF() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let names = ["Ada", "Brahim", "Chen", "Dana", "Émile"]
        let lines = names.enumerated().map { index, name in
            Self.statement(locale: "en_US", currency: "USD", name: name, account: "Everyday", description: "Coffee \(index)")
                .replacingOccurrences(of: "c-en_US", with: "c-\(index)")
        }
        try folder.write((lines + ["{not json"]).joined(separator: "\n") + "\n", to: "in.ndjson")
        let result = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("out"), "--format", "pdf,csv",
                                         "--jobs", "2"])
        #expect(result.status == 65)
        for (index, name) in names.enumerated() {
            let (pages, text) = try Self.read(pdf: folder.path("out/c-\(index).pdf"))
            #expect(text.contains(name) && text.contains("Coffee \(index)"), "c-\(index).pdf is not \(name)'s")
            #expect(pages.first?.contains("Page 1 of \(pages.count)") == true)
            #expect(FileManager.default.fileExists(atPath: folder.path("out/c-\(index).csv")))
        }
        let errors = try String(contentsOfFile: folder.path("out/errors.ndjson"), encoding: .utf8)
        #expect(errors.hasPrefix(#"{"line":6,"#))
    }

    @Test("a browser that dies is started again and the batch goes on", .enabled(if: available, absence))
    func browserRestart() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A "browser" that dies at once on its first start, then is the real one.
        let launches = folder.path("launches")
        try folder.write("""
            #!/bin/sh
            echo x >> '\(launches)'
            [ "$(wc -l < '\(launches)')" -gt 1 ] || exit 1
            exec '\(Self.chromium!)' "$@"
            """, to: "flaky-browser")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path("flaky-browser"))
        let lines = (0..<3).map {
            Self.statement(locale: "en_US", currency: "USD", name: "Customer \($0)", account: "Everyday", description: "Tea")
                .replacingOccurrences(of: "c-en_US", with: "c-\($0)")
        }
        try folder.write(lines.joined(separator: "\n") + "\n", to: "in.ndjson")
        let result = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("out"), "--format", "pdf",
                                         "--pdf-engine", "chromium", "--browser", folder.path("flaky-browser")])
        #expect(result.status == 0, "\(result.stderr)")
        for index in 0..<3 { #expect(FileManager.default.fileExists(atPath: folder.path("out/c-\(index).pdf"))) }
        #expect(try String(contentsOfFile: launches, encoding: .utf8).split(separator: "\n").count == 2)
    }
}
