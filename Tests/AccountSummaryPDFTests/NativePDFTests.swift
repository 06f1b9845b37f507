import AccountSummaryTestSupport
import AccountSummary
@testable import AccountSummaryPDF
import Foundation
import Testing

/// The native writer's files read by others: poppler (`pdftotext`, `pdffonts`, `pdfinfo`),
/// MuPDF (`mutool`), Ghostscript and `qpdf --check`. The fonts are the installed Noto
/// fonts (Debian's fonts-noto-core and fonts-noto-cjk), found, never bundled. Without the
/// tools or fonts these tests are skipped; with `CI` set their absence fails.
@Suite("Native PDF read by poppler, MuPDF, Ghostscript and qpdf")
struct NativePDFTests {
    static let pdftotext = ExternalTool.find("pdftotext")
    static let pdffonts = ExternalTool.find("pdffonts")
    static let pdfinfo = ExternalTool.find("pdfinfo")
    static let mutool = ExternalTool.find("mutool")
    static let ghostscript = ExternalTool.find("gs")
    static let qpdf = ExternalTool.find("qpdf")
    static let latinFont = TrueTypeFont.installed("NotoSans-Regular.ttf")
    /// Noto Sans has no U+2212 MINUS SIGN (the minus of sv_SE, fi_FI, de_CH amounts): Noto Sans Math has.
    static let mathFont = TrueTypeFont.installed("NotoSansMath-Regular.ttf")
    static var available: Bool {
        [pdftotext, pdffonts, pdfinfo, mutool, ghostscript, qpdf].allSatisfy { $0 != nil } && latinFont != nil && mathFont != nil
    }
    static let absence: Comment = "needs poppler-utils, mupdf-tools, ghostscript, qpdf and fonts-noto-core"

    @Test("the readers and the fonts are there in CI")
    func presentInCI() {
        if ProcessInfo.processInfo.environment["CI"] != nil {
            #expect(Self.available, "CI must have them (.ci/run installs them)")
        }
    }

    /// Lines of a statement in the scripts one font covers: names, amounts in several
    /// locales' formats (no-break and narrow no-break spaces, minus signs, currency signs).
    static let lines = [
        "Jonathan Appleseed — Statement of account",
        "Café de Flore, Paris 6ᵉ  −1 234,56 €",
        "Müller & Söhne GmbH  1.234.567,89 €",
        "Ελληνική Τράπεζα  12.345,67 €",
        "Сбербанк России  12\u{202F}345,67 ₽",
        "Zürich Kantonalbank  CHF 1’234.50",
        "Total: $929,466.23  ¥1,000  £0.05  ₹12,34,567.00",
    ]

    static func document(_ lines: [String], fontPath: String, pages: Int = 1) throws -> [UInt8] {
        var writer = PDFDocumentWriter(width: 595.28, height: 841.89)
        writer.addFont(try TrueTypeFont(contentsOfFile: fontPath), as: "F1")
        writer.addFont(try TrueTypeFont(contentsOfFile: mathFont!), as: "F2")
        for pageNumber in 0..<pages {
            var page = writer.newPage(index: pageNumber)
            for (index, line) in lines.enumerated() {
                try writer.text(line, x: 56, y: 72 + 20 * Double(index), size: 11, fonts: ["F1", "F2"], on: &page)
            }
            page.fill(x: 56, y: 80 + 20 * Double(lines.count), width: 480, height: 0.75, color: .gray(0.6))
            try writer.text("Page \(pageNumber + 1) of \(pages)", x: 56, y: 800, size: 9, fonts: ["F1", "F2"], on: &page, color: .gray(0.35))
            writer.finish(page)
        }
        return try writer.bytes(information: .init(title: "Statement — Jonathan Appleseed", author: "Example Bank",
                                                   subject: "1–30 November 2026", date: Timestamp(parsing: "2026-11-30T18:00:00+01:00"),
                                                   language: "en-US"))
    }

    static func write(_ bytes: [UInt8], in folder: TemporaryFolder, name: String = "native.pdf") throws -> String {
        let path = folder.url.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `text` with every run of white space (U+0020, U+00A0, U+202F…) as one space: what
    /// poppler and MuPDF make of spaces (they infer them from the glyphs' places).
    static func spacesFolded(_ text: String) -> String {
        text.unicodeScalars.split(whereSeparator: \.properties.isWhitespace).map { String(String.UnicodeScalarView($0)) }
            .joined(separator: " ")
    }

    @Test("every line extracts exactly, in order: byte for byte with Ghostscript, spaces folded with poppler and MuPDF",
          .enabled(if: available, absence))
    func textExtracts() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pdf = try Self.write(try Self.document(Self.lines, fontPath: Self.latinFont!), in: folder)
        // Ghostscript's txtwrite keeps every character the ToUnicode map gives (U+202F, two spaces).
        let ghostscript = try Self.ghostscript!.run(["-q", "-dNOPAUSE", "-dBATCH", "-sDEVICE=txtwrite", "-o", "-", pdf])
        #expect(ghostscript.status == 0, "\(ghostscript.stderr)")
        let ghostscriptLines = ghostscript.stdout.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(Array(ghostscriptLines.prefix(Self.lines.count)) == Self.lines)
        #expect(ghostscriptLines.last == "Page 1 of 1")
        if let keep = ProcessInfo.processInfo.environment["NATIVE_PDF_KEEP"] { try? FileManager.default.copyItem(atPath: pdf, toPath: keep) }
        let popplerText = try Self.pdftotext!.run(["-raw", pdf, "-"])
        #expect(popplerText.status == 0, "\(popplerText.stderr)")
        let popplerLines = popplerText.stdout.split(separator: "\n").map(String.init)
        #expect(Array(popplerLines.prefix(Self.lines.count)) == Self.lines.map(Self.spacesFolded))
        let mupdfText = try Self.mutool!.run(["draw", "-F", "txt", "-o", "-", pdf])
        #expect(mupdfText.status == 0, "\(mupdfText.stderr)")
        let mupdfLines = mupdfText.stdout.split(separator: "\n").map { Self.spacesFolded(String($0)) }.filter { !$0.isEmpty }
        #expect(Array(mupdfLines.prefix(Self.lines.count)) == Self.lines.map(Self.spacesFolded))
    }

    @Test("the font is embedded as a subset with a Unicode map (pdffonts), the file is clean (qpdf --check)",
          .enabled(if: available, absence))
    func fontsAndStructure() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pdf = try Self.write(try Self.document(Self.lines, fontPath: Self.latinFont!), in: folder)
        let fonts = try Self.pdffonts!.run([pdf])
        let rows = fonts.stdout.split(separator: "\n").dropFirst(2)
        #expect(rows.count == 2)
        // name, type "CID TrueType", encoding "Identity-H", emb, sub, uni, object, generation.
        let fields = try #require(rows.first).split(separator: " ", omittingEmptySubsequences: true)
        #expect(fields.first?.hasSuffix("+NotoSans-Regular") == true && fields.first?.count == 6 + 1 + 16)
        #expect(rows.last?.contains("+NotoSansMath-Regular") == true, "the minus sign's font")
        #expect(Array(fields.suffix(5).prefix(3)) == ["yes", "yes", "yes"], "embedded, subset, Unicode map: \(fonts.stdout)")
        #expect(fonts.stdout.contains("CID TrueType") && fonts.stdout.contains("Identity-H"))
        let check = try Self.qpdf!.run(["--check", pdf])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("No syntax or stream encoding errors found"))
        let info = try Self.pdfinfo!.run([pdf]).stdout.split(separator: "\n").reduce(into: [String: String]()) { fields, line in
            guard let colon = line.firstIndex(of: ":") else { return }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        #expect(info["Title"] == "Statement — Jonathan Appleseed")
        #expect(info["Author"] == "Example Bank")
        #expect(info["Subject"] == "1–30 November 2026")
        #expect(info["Pages"] == "1")
        #expect(info["Page size"] == "595.28 x 841.89 pts (A4)")
        #expect(info["Encrypted"] == "no")
    }

    @Test("Ghostscript and MuPDF render every page without a complaint, and ink lands where the text is",
          .enabled(if: available, absence))
    func renders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pdf = try Self.write(try Self.document(Self.lines, fontPath: Self.latinFont!, pages: 3), in: folder)
        let ghostscript = try Self.ghostscript!.run(["-q", "-dNOPAUSE", "-dBATCH", "-dPDFSTOPONERROR", "-sDEVICE=pgmraw",
                                                     "-r36", "-o", folder.url.appendingPathComponent("page%d.pgm").path, pdf])
        #expect(ghostscript.status == 0 && ghostscript.stderr.isEmpty && ghostscript.stdout.isEmpty,
                "\(ghostscript.stdout)\(ghostscript.stderr)")
        for page in 1...3 {
            let image = try Data(contentsOf: folder.url.appendingPathComponent("page\(page).pgm"))
            // A binary PGM: "P5\n<w> <h>\n255\n" then one byte per pixel; some must be dark.
            let dark = image.suffix(from: image.startIndex + 15).filter { $0 < 128 }.count
            #expect(dark > 500, "page \(page) shows text")
        }
        let mupdf = try Self.mutool!.run(["draw", "-o", folder.url.appendingPathComponent("m%d.png").path, "-r", "36", pdf])
        // Debian's mutool is built without colour management and says so on every run, and
        // names each page it draws; any other line is a complaint.
        let complaints = mupdf.stderr.split(separator: "\n")
            .filter { $0 != "warning: ICC support is not available" && !$0.hasPrefix("page \(pdf) ") }
        #expect(mupdf.status == 0 && complaints.isEmpty, "\(mupdf.stderr)")
    }

    @Test("the same pages give the same bytes", .enabled(if: available, absence))
    func deterministic() throws {
        let first = try Self.document(Self.lines, fontPath: Self.latinFont!)
        let second = try Self.document(Self.lines, fontPath: Self.latinFont!)
        #expect(first == second)
        #expect(first != (try Self.document(Array(Self.lines.dropLast()), fontPath: Self.latinFont!)))
    }

    @Test("the embedded subset is far smaller than the font and holds the glyphs used", .enabled(if: latinFont != nil, absence))
    func subsetSize() throws {
        let font = try TrueTypeFont(contentsOfFile: Self.latinFont!)
        let used = Set(Self.lines.joined().unicodeScalars.compactMap(font.glyph(for:)))
        let subset = try FontSubset(font, glyphs: used)
        #expect(subset.bytes.count * 5 < font.bytes.count, "\(subset.bytes.count) of \(font.bytes.count) bytes")
        #expect(used.isSubset(of: subset.glyphs) && subset.glyphs.contains(0))
        // The subset is itself a font this reader (and the PDF readers above) accept, with the same glyph numbers.
        let reread = try TrueTypeFont(bytes: subset.bytes, name: "subset.ttf")
        #expect(reread.glyphCount == Int(used.max()!) + 1, "the glyphs after the last used are cut off")
        for glyph in used { #expect(try reread.outline(of: glyph).count == (try font.outline(of: glyph)).count) }
        #expect(FontSubset.checksum(subset.bytes) == 0xB1B0_AFBA)
    }

    @Test("a table's checksum is the sum of its big-endian words, the last padded with zeros, at every length")
    func checksumByWords() {
        var state: UInt64 = 0x5EED
        for count in 0..<70 {
            let bytes = (0..<count).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: state >> 33)
            }
            // OpenType's own reading: pad to a whole word, then add the words (the spec's C, in Swift).
            let padded = bytes + [UInt8](repeating: 0, count: (4 - count % 4) % 4)
            let expected = stride(from: 0, to: padded.count, by: 4).reduce(UInt32(0)) { sum, at in
                sum &+ padded[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            }
            #expect(FontSubset.checksum(bytes) == expected, "\(count) bytes")
        }
    }

    @Test("a character no font of the chain has is an error naming them, not a blank", .enabled(if: available, absence))
    func missingGlyph() throws {
        #expect(throws: PDFError.missingGlyph(font: "NotoSans-Regular.ttf, NotoSansMath-Regular.ttf", scalar: "中")) {
            _ = try Self.document(["Bank of 中国"], fontPath: Self.latinFont!)
        }
    }

    @Test("a damaged font is an error naming the table, never a crash", .enabled(if: latinFont != nil, absence))
    func damagedFont() throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.latinFont!)).map { $0 }
        #expect(throws: FontError.truncated(font: "cut.ttf", table: "offset table")) {
            try TrueTypeFont(bytes: Array(bytes.prefix(3)), name: "cut.ttf")
        }
        // Cut anywhere: read or refused, and whatever is read subsets without trapping.
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 97)) {
            if let font = try? TrueTypeFont(bytes: Array(bytes.prefix(length)), name: "cut.ttf") {
                _ = try? FontSubset(font, glyphs: Set((0..<UInt16(min(font.glyphCount, 300))).map { $0 }))
            }
        }
        #expect(throws: FontError.unsupported(font: "collection.ttc", reason: "a font collection ('ttcf'), not one font")) {
            try TrueTypeFont(bytes: Array("ttcf".utf8) + [UInt8](repeating: 0, count: 12), name: "collection.ttc")
        }
    }
}

/// Pair kerning from Noto Sans's `GPOS` as the shaper applies it (the `kern` feature), against
/// the values fontTools (4.61, a separate reader of the same installed file) gives for the same
/// pairs: the first glyph's shaped advance is its `hmtx` advance plus the pair's value.
@Suite("Kerning from GPOS")
struct KerningTests {
    static let path = TrueTypeFont.installed("NotoSans-Regular.ttf")

    @Test("pairs as fontTools reads them", .enabled(if: path != nil, "needs fonts-noto-core"),
          arguments: [("T", "a", -80), ("A", "V", -40), ("V", "A", -40), ("Y", "o", -50), ("T", "o", -70), ("L", "T", -20),
                      ("a", "v", 0), ("P", ".", -130), ("r", ",", -160), ("n", "n", 0)])
    func pair(left: Character, right: Character, expected: Int) throws {
        let font = try TrueTypeFont(contentsOfFile: Self.path!)
        let first = try #require(font.glyph(for: left.unicodeScalars.first!))
        let glyphs = try Shaper.shape(Array(String([left, right]).unicodeScalars), font: font, script: .latin, direction: .leftToRight,
                                      language: "en")
        #expect(glyphs.count == 2 && glyphs[0].glyph == first)
        #expect(glyphs[0].xAdvance - font.advance(of: first) == expected)
    }

    @Test("a kerned word is drawn with the moves its shaped advances give", .enabled(if: path != nil))
    func drawn() throws {
        var page = PDFPageContent(height: 842)
        let font = try TrueTypeFont(contentsOfFile: Self.path!)
        let glyphs = try Shaper.shape(Array("Tax".unicodeScalars), font: font, script: .latin, direction: .leftToRight, language: "en")
        let pdfFont = PDFFont(font)
        page.glyphs(glyphs.map { PDFPageContent.PlacedGlyph(glyph: $0.glyph, width: pdfFont.pdfWidth($0.glyph), advance: Double($0.xAdvance),
                                                            xOffset: 0, yOffset: 0) }, x: 72, y: 72, size: 10, font: "F1")
        let content = String(decoding: page.bytes, as: UTF8.self)
        // T, then 80 thousandths left (a TJ number moves left when positive), then "ax".
        #expect(content.contains("[<\(Self.hex(glyphs[0].glyph))> 80 <\(Self.hex(glyphs[1].glyph))\(Self.hex(glyphs[2].glyph))>] TJ"), "\(content)")
    }

    static func hex(_ glyph: UInt16) -> String {
        let digits = String(glyph, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
