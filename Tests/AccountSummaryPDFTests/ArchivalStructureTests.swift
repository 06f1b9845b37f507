import AccountSummary
import AccountSummaryTestSupport
@testable import AccountSummaryPDF
import Foundation
import Testing

/// What PDF/A-2b asks of the file's structure, read by others: the sRGB output intent's
/// ICC profile judged by littlecms (Pillow's ImageCms, installed by `.ci/run` into
/// `.build/python`) against its own sRGB; the XMP identification and the outline read back
/// by poppler, the output intent by MuPDF. veraPDF, the reference validator, is not
/// installable here (it needs Java packages from outside Debian and PyPI).
@Suite("Native PDF: archival structure")
struct ArchivalStructureTests {
    static let pillow = PackagePaths.root.appendingPathComponent(".build/python").path
    static let python = ExternalTool.find("python3")
    static var hasPillow: Bool { FileManager.default.fileExists(atPath: pillow + "/PIL/ImageCms.py") && python != nil }

    @Test("Pillow is there in CI")
    func presentInCI() {
        if ProcessInfo.processInfo.environment["CI"] != nil { #expect(Self.hasPillow, ".ci/run installs pillow into .build/python") }
    }

    @Test("littlecms reads the sRGB profile and maps colours as its own sRGB does (within 1 in Lab)", .enabled(if: hasPillow))
    func profileAgreesWithLittleCMS() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data(SRGBProfile.bytes).write(to: URL(fileURLWithPath: folder.path("srgb.icc")))
        let script = """
        import io, sys
        sys.path.insert(0, sys.argv[2])
        from PIL import Image, ImageCms
        ours = ImageCms.ImageCmsProfile(sys.argv[1])
        print(ImageCms.getProfileDescription(ours).strip())
        reference, lab = ImageCms.createProfile("sRGB"), ImageCms.createProfile("LAB")
        mine = ImageCms.buildTransform(ours, lab, "RGB", "LAB")
        theirs = ImageCms.buildTransform(reference, lab, "RGB", "LAB")
        worst = 0
        for colour in [(255, 0, 0), (0, 255, 0), (0, 0, 255), (0, 121, 107), (180, 83, 9), (123, 31, 162), (198, 40, 40),
                       (68, 68, 68), (128, 128, 128), (243, 243, 243), (255, 255, 255), (0, 0, 0), (10, 10, 10)]:
            pixel = Image.new("RGB", (1, 1), colour)
            a = ImageCms.applyTransform(pixel, mine).getpixel((0, 0))
            b = ImageCms.applyTransform(pixel, theirs).getpixel((0, 0))
            worst = max(worst, max(abs(x - y) for x, y in zip(a, b)))
        print(worst)
        """
        try script.write(toFile: folder.path("check.py"), atomically: true, encoding: .utf8)
        let verdict = try Self.python!.run([folder.path("check.py"), folder.path("srgb.icc"), Self.pillow])
        #expect(verdict.status == 0, "\(verdict.stderr)")
        let lines = verdict.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "sRGB IEC61966-2.1")
        #expect(lines.last.flatMap(Int.init).map { $0 <= 1 } == true, "largest Lab difference: \(lines.last ?? "none")")
    }

    static let pdfinfo = ExternalTool.find("pdfinfo")
    static let mutool = ExternalTool.find("mutool")
    static let fonts = try? StatementPDF.Fonts.installed()

    static func framedPDF(archival: Bool) throws -> [UInt8] {
        var statement = Statement.sample
        statement.asOf = Timestamp(parsing: "2026-12-01T09:15:00-05:00")
        let report = try StatementReport(statement, options: ReportOptions())
        return try StatementPDF.bytes(report, paper: .letter, fonts: fonts!, archival: archival, author: "Maple Leaf Bank")
    }

    @Test("XMP says PDF/A-2a, PDF/UA-1 and what Info says; the outline has an entry per account and list; the output intent is sRGB",
          .enabled(if: pdfinfo != nil && mutool != nil && fonts != nil))
    func structure() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("statement.pdf")
        try Data(try Self.framedPDF(archival: true)).write(to: URL(fileURLWithPath: path))
        let metadata = try Self.pdfinfo!.run(["-meta", path]).stdout
        #expect(metadata.contains("<pdfaid:part>2</pdfaid:part>") && metadata.contains("<pdfaid:conformance>A</pdfaid:conformance>"))
        #expect(metadata.contains("<pdfuaid:part>1</pdfuaid:part>") && metadata.contains("<pdfaSchema:prefix>pdfuaid</pdfaSchema:prefix>"))
        #expect(metadata.contains("<xmp:CreateDate>2026-12-01T09:15:00-05:00</xmp:CreateDate>"))
        let info = try Self.pdfinfo!.run(["-isodates", path]).stdout
        #expect(info.contains("2026-12-01T09:15:00-05"), "Info's date is the XMP's: \(info)")
        #expect(metadata.contains("<rdf:li>Maple Leaf Bank</rdf:li>"))
        // Well-formed XML, by Python's expat.
        try metadata.write(toFile: folder.path("xmp.xml"), atomically: true, encoding: .utf8)
        if let python = Self.python {
            let parsed = try python.run(["-c", "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1]); print('ok')", folder.path("xmp.xml")])
            #expect(parsed.stdout == "ok\n", "\(parsed.stderr)")
        }
        let intent = try Self.mutool!.run(["show", path, "trailer/Root/OutputIntents"]).stdout
        #expect(intent.contains("/S /GTS_PDFA1") && intent.contains("/OutputConditionIdentifier (sRGB IEC61966-2.1)")
                && intent.contains("/DestOutputProfile"), "\(intent)")
        let outline = try Self.mutool!.run(["show", path, "outline"]).stdout
        let report = try StatementReport(Statement.sample, options: ReportOptions())
        var titles: [String] = []
        titles += report.document.accounts?.entries.map(\.name) ?? []
        titles += report.document.lists.map(\.title)
        #expect(!titles.isEmpty)
        for title in titles { #expect(outline.contains(title), "outline entry \(title): \(outline)") }
    }

    @Test("a file to be encrypted does not claim PDF/A", .enabled(if: pdfinfo != nil && fonts != nil))
    func notArchival() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("statement.pdf")
        try Data(try Self.framedPDF(archival: false)).write(to: URL(fileURLWithPath: path))
        let metadata = try Self.pdfinfo!.run(["-meta", path]).stdout
        #expect(!metadata.contains("pdfaid") && metadata.contains("<dc:format>application/pdf</dc:format>"))
        let intent = try ExternalTool.find("mutool")?.run(["show", path, "trailer/Root/OutputIntents"]).stdout
        #expect(intent.map { !$0.contains("GTS_PDFA1") } ?? true)
    }

    @Test("tagged for screen readers (poppler's reading of the structure tree): headings, tables with scoped header cells, the heads once per table however many pages it crosses, /Lang",
          .enabled(if: pdfinfo != nil && mutool != nil && fonts != nil))
    func tagged() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("statement.pdf")
        var statement = Statement.sample
        // A long list of pending transactions (which reconciliation leaves alone): its table
        // crosses pages, its heads drawn again on each.
        let template = try #require(statement.transactions.first { $0.status == .pending })
        for index in 0..<70 {
            var copy = template
            copy.id = "long-\(index)"
            statement.transactions.append(copy)
        }
        var options = ReportOptions()
        options.sections = [.header, .pending]
        options.pageSize = 1_000  // the list as one table (a list's pages are tables of their own, as in the HTML)
        let report = try StatementReport(statement, options: options)
        try Data(try StatementPDF.bytes(report, paper: .a4, fonts: Self.fonts!)).write(to: URL(fileURLWithPath: path))
        let info = try Self.pdfinfo!.run([path]).stdout
        #expect(info.contains("Tagged:          yes"), "\(info)")
        let pages = info.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap { Int($0.split(separator: " ").last ?? "") } ?? 0
        #expect(pages >= 2)
        let structure = try Self.pdfinfo!.run(["-struct-text", path]).stdout
        let lines = structure.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "Document")
        #expect(lines.contains("H1 (block)") && lines.contains("Table (block)") && lines.contains("/Scope /Column"))
        // The date head once in the structure (the page furniture repeats are not read twice), every row a TR.
        let dateHead = report.wording.phrase(.columnDate)
        #expect(lines.filter { $0 == "\"\(dateHead)\"" }.count == 1)
        #expect(lines.filter { $0 == "TR" }.count == 1 + statement.transactions.filter { $0.status == .pending }.count)
        // Running footers are artifacts: "Page 1 of N" is drawn but not in the structure.
        #expect(!structure.contains("Page 1 of"))
        let language = try Self.mutool!.run(["show", path, "trailer/Root/Lang"]).stdout
        #expect(language.trimmingCharacters(in: .whitespacesAndNewlines) == "(en)", "\(language)")
    }
}

/// The balance and money-flow charts as figures a screen reader reads: each a `Figure`
/// element whose `/Alt` is the chart's words, read back by qpdf's JSON view of the file.
@Suite("Native PDF: charts as figures")
struct ChartFigureTests {
    static let qpdf = ExternalTool.find("qpdf")
    static let fonts = try? StatementPDF.Fonts.installed()

    @Test("two Figures per account with transactions, their /Alt the charts' text alternatives", .enabled(if: qpdf != nil && fonts != nil),
          arguments: ["framed.json", "the demo's sample"])
    func figures(statement: String) throws {
        let url = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/\(statement)")
        let document = statement.hasSuffix(".json") ? try StatementReader.read([UInt8](Data(contentsOf: url))) : Statement.sample
        let report = try StatementReport(document, options: ReportOptions())
        let accounts = try #require(report.document.accounts)
        let expected = accounts.entries.flatMap { entry in
            [accounts.chart(of: entry)?.textAlternative, entry.flow?.textAlternative].compactMap { $0 }
        }
        #expect(expected.count == 6, "three accounts with transactions, two charts each")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("statement.pdf")
        try Data(try StatementPDF.bytes(report, paper: .letter, fonts: Self.fonts!)).write(to: URL(fileURLWithPath: path))
        let json = try Self.qpdf!.run(["--json", path]).stdout
        let alternatives = json.matches(of: /"\/Alt": "u:([^"]*)"/).map { String($0.1) }
        #expect(alternatives == expected)
        #expect(json.matches(of: /"\/S": "\/Figure"/).count == expected.count)
    }
}
