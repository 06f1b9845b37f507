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
                         "$929,984.04", "-$1,850.00", "Page 2 of 2",
                         "Statement period", "Opening balance", "New balance", "Closing value", "Member of the Deposit Insurance Corporation."] {
            #expect(text.contains(expected), "PDF text lacks \(expected)")
        }
        // The second page of the completed list starts a printed page of its own.
        #expect(pages.count >= 2)
        #expect(pages.contains { Self.firstLine($0) == "Page 2 of 2" })
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
}
