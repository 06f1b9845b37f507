import AccountSummary
import AccountSummaryFixtures
import AccountSummaryTestSupport
@testable import AccountSummaryPDF
import Foundation
import Testing

/// Whole statements through the native layout, read back by poppler: a long list breaks
/// across pages with its heads on each, and every row's description and amount is there.
@Suite("Native statement layout read by poppler")
struct StatementPDFTests {
    static let pdftotext = ExternalTool.find("pdftotext")
    static let fonts = try? StatementPDF.Fonts.installed()
    static var available: Bool { pdftotext != nil && fonts != nil }

    /// The generated statement (seeded; amounts of every size), with the merchant names the
    /// native writer does not set (Arabic, Devanagari, emoji: Chromium's) replaced.
    static func statement(transactions: Int) throws -> Statement {
        let bytes = StatementDocumentGenerator().document(transactionCount: transactions).bytes
        var statement = try StatementReader.read(bytes)
        for index in statement.transactions.indices {
            let description = statement.transactions[index].description
            let covered = description.unicodeScalars.allSatisfy { scalar in fonts!.regular.contains { $0.glyph(for: scalar) != nil } }
            if !covered {
                statement.transactions[index].description = "Merchant \(index)"
            }
        }
        return statement
    }

    static func pages(_ pdf: [UInt8]) throws -> [String] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("statement.pdf")
        try Data(pdf).write(to: URL(fileURLWithPath: path))
        let text = try pdftotext!.run(["-layout", path, "-"]).stdout
        return text.split(separator: "\u{0C}", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }

    @Test("400 transactions: every row on some page, in order; each page of the list starts under the heads; Page N of M",
          .enabled(if: available))
    func longList() throws {
        let statement = try Self.statement(transactions: 400)
        var options = ReportOptions()
        options.sections = [.pending, .completed]
        let report = try StatementReport(statement, options: options)
        let pdf = try StatementPDF.bytes(report, paper: .a4, fonts: Self.fonts!)
        let pages = try Self.pages(pdf)
        #expect(pages.count > 5)
        let heads = [report.wording.phrase(.columnDate), report.wording.phrase(.columnDescription)]
        for (number, page) in pages.enumerated() {
            let lines = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            // A page of the list starts under its heads, after the next list's title and the marker of
            // the list's page ("Page 2 of 8": each page of a list is a table from a new page, as in the HTML).
            let lists = report.document.lists
            let leading = Set(lists.map(\.title) + lists.flatMap { list in (1...list.pageCount).compactMap { list.marker(page: $0) } })
            let headLine = lines.first { !leading.contains($0) }
            if number > 0 { #expect(heads.allSatisfy { headLine?.contains($0) == true }, "page \(number + 1) starts with the heads: \(lines.prefix(2))") }
            #expect(lines.last?.hasSuffix("Page \(number + 1) of \(pages.count)") == true)
        }
        // Every row's amount, in the order the report lists them, across the pages.
        let text = pages.joined()
        var searchFrom = text.startIndex
        for list in report.document.lists {
            for row in list.rows {
                guard let found = text.range(of: row.amount.string, range: searchFrom..<text.endIndex) else {
                    Issue.record("\(row.amount.string) (\(row.description)) not found after the rows before it")
                    return
                }
                searchFrom = found.upperBound
            }
        }
    }

    /// A page's drawing is final once the next page starts but for its running footer, drawn
    /// when the page count is known: until then it is held compressed once the finished pages
    /// hold more than `unsealedLimit` as drawn, so a long statement holds a few pages'
    /// drawing uncompressed, never all of them (issue 29, item 9); a short one is compressed
    /// once, when written.
    @Test("pages before the last hold their drawing compressed while the statement is laid out", .enabled(if: fonts != nil))
    func finishedPagesCompressed() throws {
        let report = try StatementReport(try Self.statement(transactions: 2_000), options: ReportOptions())
        var layout = StatementLayout(report: report, width: 595.2756, height: 841.8898, fonts: Self.fonts!)
        try layout.lay()
        let finished = layout.pages.dropLast()
        #expect(finished.count > 50)
        let asDrawn = finished.map(\.bytes.count).reduce(0, +)
        #expect(asDrawn <= StatementLayout.unsealedLimit, "\(asDrawn) bytes of finished pages held as drawn")
        #expect(finished.prefix(finished.count / 2).allSatisfy { $0.bytes.isEmpty }, "the first half of the pages sealed")
        let sealed = finished.filter(\.bytes.isEmpty)
        let held = sealed.map(\.retainedContentBytes).reduce(0, +)
        let drawn = sealed.map { Deflate.decoded(of: $0.compressed()) }.reduce(0) { $0 + $1.count }
        #expect(held * 4 < drawn, "\(held) bytes held for the \(drawn) sealed pages drew")

        // The demo statement's four pages are never sealed: each is compressed once.
        let short = try StatementReport(.sample, options: ReportOptions())
        var shortLayout = StatementLayout(report: short, width: 595.2756, height: 841.8898, fonts: Self.fonts!)
        try shortLayout.lay()
        #expect(shortLayout.pages.count > 1 && shortLayout.pages.allSatisfy { !$0.bytes.isEmpty && $0.retainedContentBytes == $0.bytes.count })
    }
}

/// The framed statement in every shipped language the native writer sets, read back by
/// Ghostscript's text output: every name, word and amount the report shows is in the PDF's
/// text exactly as the report formats it (the locale's digits, separators and signs).
@Suite("Native statement in every shipped language")
struct StatementPDFLanguageTests {
    static let ghostscript = ExternalTool.find("gs")
    static let fonts = try? StatementPDF.Fonts.installed()
    static var available: Bool { ghostscript != nil && fonts != nil }

    static func framed(locale: String) throws -> StatementReport {
        let path = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/framed.json").path
        let statement = try StatementReader.read([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        var options = ReportOptions()
        options.locale = locale
        return try StatementReport(statement, options: options)
    }

    /// What the report shows, as text: the pieces the PDF must hold.
    static func pieces(of report: StatementReport) -> [String] {
        var pieces = [report.pageIdentity]
        for block in report.document.blocks {
            switch block {
            case .tiles(let tiles):
                pieces += tiles.tiles.flatMap { [$0.name, report.wording.phrase($0.type.balanceTitleKey)] }
            case .totals(let totals):
                pieces += [totals.title] + totals.rows.flatMap { [$0.label] + [$0.amount?.string].compactMap { $0 } }
            case .accounts(let accounts):
                for entry in accounts.entries {
                    pieces += [entry.name, entry.opening.label, entry.closing.label] + [entry.opening.amount?.string, entry.closing.amount?.string].compactMap { $0 }
                    pieces += entry.summary.flatMap { [$0.label] + [$0.amount?.string].compactMap { $0 } }
                    pieces += entry.rows.flatMap { [$0.date, $0.description, entry.parts.format($0.amount).string] + [$0.balance.map { entry.parts.format($0).string }].compactMap { $0 } }
                }
            case .transactions(let list):
                pieces += [list.title] + list.rows.flatMap { [$0.date, $0.description, $0.account, $0.amount.string] }
            case .header, .footer, .custom:
                continue
            }
        }
        return pieces
    }

    /// Whether the fonts for Chinese, Japanese and Korean (Noto Sans CJK, added per statement, or
    /// Droid Sans Fallback and NanumGothic in the chain) are installed; `.ci/run` installs them,
    /// so under CI their absence fails the test.
    static var setsCJK: Bool {
        ProcessInfo.processInfo.environment["CI"] != nil || fonts?.cjk != nil
            || ["\u{65E5}", "\u{D55C}"].allSatisfy { character in fonts?.regular.contains { $0.glyph(for: Unicode.Scalar(character)!) != nil } == true }
    }

    @Test("every name, word and amount extracts exactly", .enabled(if: available),
          arguments: ["en_US", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "nl_NL", "ru_RU", "pl_PL", "tr_TR"])
    func extracts(locale: String) throws {
        try Self.expectExtracts(locale: locale)
    }

    @Test("Chinese, Japanese and Korean: every name, word and amount extracts exactly", .enabled(if: available && setsCJK),
          arguments: ["ja_JP", "zh_CN", "ko_KR"])
    func extractsCJK(locale: String) throws {
        try Self.expectExtracts(locale: locale)
    }

    static func expectExtracts(locale: String) throws {
        let report = try framed(locale: locale)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("statement.pdf")
        try Data(try StatementPDF.bytes(report, paper: PaperSize(locale: report.locale), fonts: fonts!)).write(to: URL(fileURLWithPath: path))
        // Compatibility-folded: a ligature glyph's Unicode is its presentation form (ﬀ for "ff",
        // as Chromium maps it; the characters are its /ActualText, which Ghostscript does not read).
        let text = try ghostscript!.run(["-q", "-dNOPAUSE", "-dBATCH", "-sDEVICE=txtwrite", "-o", "-", path]).stdout
            .precomposedStringWithCompatibilityMapping
        for piece in pieces(of: report) { #expect(text.contains(piece.precomposedStringWithCompatibilityMapping), "\(locale): \(piece)") }
    }

    static let pdftotext = ExternalTool.find("pdftotext")

    /// Hebrew, drawn right to left and mirrored, read back by poppler, which puts right-to-left
    /// runs back in the order written by its own bidirectional rules (as it does for Chromium's
    /// PDF). How a reader rejoins the pieces of a mixed line ("1–30 בנובמבר") is its own
    /// choice, so the check is per word: every Hebrew word, Latin word and number the report
    /// shows is in poppler's text as written. A word drawn in the wrong order (letters left to
    /// right, a number's digits reversed) is not.
    @Test("Hebrew: every word and number extracts in the order written", .enabled(if: available && pdftotext != nil))
    func extractsHebrew() throws {
        let report = try Self.framed(locale: "he_IL")
        #expect(report.isRightToLeft)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("statement.pdf")
        try Data(try StatementPDF.bytes(report, paper: PaperSize(locale: report.locale), fonts: Self.fonts!)).write(to: URL(fileURLWithPath: path))
        let controls: Set<Unicode.Scalar> = ["\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}"]
        func plain(_ text: String) -> String { String(String.UnicodeScalarView(text.unicodeScalars.filter { !controls.contains($0) })) }
        let text = plain(try Self.pdftotext!.run([path, "-"]).stdout)
        func isWord(_ word: Substring) -> Bool {
            let hebrew = word.unicodeScalars.allSatisfy { (0x05D0...0x05EA).contains($0.value) || $0 == "\u{05F3}" || $0 == "\u{05F4}" }
            let latin = word.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic }
            let number = word.wholeMatch(of: /-?[0-9][0-9,]*(\.[0-9]+)?/) != nil
            return hebrew || latin || number
        }
        var checked = 0
        for piece in Self.pieces(of: report) {
            for word in plain(piece).split(whereSeparator: { $0 == " " || $0 == "\u{A0}" || $0 == "\u{202F}" }) where isWord(word) {
                checked += 1
                #expect(text.contains(word), "he_IL: \(word) (of \(piece))")
            }
        }
        #expect(checked > 100, "words checked: \(checked)")
        #expect(text.contains("חשבונות") && !text.contains("תונובשח"), "a Hebrew heading reads right to left")
    }

    /// Arabic and Hindi, shaped by the package's own shaper and set natively, read back by
    /// poppler: every Arabic, Devanagari and Latin word and every number the report shows is
    /// in poppler's text as written (logical order: a Devanagari vowel sign after its consonant
    /// though drawn before it, Arabic letters right to left). Poppler rebuilds right-to-left
    /// lines by its own rules, so the check is per word, as for Hebrew; Devanagari lines are
    /// left to right, so each Hindi piece is there whole too (white space aside).
    @Test("Arabic and Hindi: set natively, every word and number extracts in the order written",
          .enabled(if: available && pdftotext != nil), arguments: ["ar_EG", "ar_SA", "hi_IN"])
    func extractsShaped(locale: String) throws {
        let report = try Self.framed(locale: locale)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("statement.pdf")
        try Data(try StatementPDF.bytes(report, paper: PaperSize(locale: report.locale), fonts: Self.fonts!)).write(to: URL(fileURLWithPath: path))
        let controls: Set<Unicode.Scalar> = ["\u{200E}", "\u{200F}", "\u{061C}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}"]
        func plain(_ text: String) -> String { String(String.UnicodeScalarView(text.unicodeScalars.filter { !controls.contains($0) })) }
        let text = plain(try Self.pdftotext!.run([path, "-"]).stdout)
        func isWord(_ word: Substring) -> Bool {
            let arabic = word.unicodeScalars.allSatisfy { (0x0621...0x064A).contains($0.value) || (0x0671...0x06D3).contains($0.value) }
            let devanagari = word.unicodeScalars.allSatisfy { (0x0900...0x0963).contains($0.value) || (0x0971...0x097F).contains($0.value) }
            let latin = word.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic }
            let number = word.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal || ",.\u{066B}\u{066C}".unicodeScalars.contains($0) }
                && word.unicodeScalars.first?.properties.numericType == .decimal
            return arabic || devanagari || latin || number
        }
        // Poppler splits a Devanagari word where a cluster's /ActualText span ends ("क्रे डिट",
        // "कु ल"), in Chromium's file as in this one: the Hindi check ignores white space, not order.
        func squeezed(_ text: String) -> String { String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.isWhitespace })) }
        let squeezedText = squeezed(text)
        var checked = 0
        for piece in Self.pieces(of: report) {
            for word in plain(piece).split(whereSeparator: { " \u{A0}\u{202F}()،:·–-".contains($0) }) where isWord(word) {
                checked += 1
                let found = locale.hasPrefix("hi") ? squeezedText.contains(squeezed(String(word))) : text.contains(word)
                #expect(found, "\(locale): \(word) (of \(piece))")
            }
        }
        #expect(checked > 100, "words checked: \(checked)")
        if locale.hasPrefix("hi") {
            for piece in Self.pieces(of: report) where piece.unicodeScalars.contains(where: { (0x0900...0x097F).contains($0.value) }) {
                #expect(squeezedText.contains(squeezed(plain(piece))), "\(locale): \(piece)")
            }
        }
    }

    /// The Arabic, Hindi and Hebrew statements' files read by the other readers: `qpdf --check`
    /// finds nothing, Ghostscript and MuPDF render every page without an error, poppler's
    /// `pdffonts` finds every font embedded with a Unicode map.
    @Test("Arabic, Hindi and Hebrew files are clean for qpdf, Ghostscript, MuPDF and poppler",
          .enabled(if: NativePDFTests.available && fonts != nil), arguments: ["ar_EG", "hi_IN", "he_IL"])
    func readers(locale: String) throws {
        let report = try Self.framed(locale: locale)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("statement.pdf")
        try Data(try StatementPDF.bytes(report, paper: PaperSize(locale: report.locale), fonts: Self.fonts!)).write(to: URL(fileURLWithPath: path))
        let check = try NativePDFTests.qpdf!.run(["--check", path])
        #expect(check.status == 0 && check.stdout.contains("No syntax or stream encoding errors found"), "\(check.stdout) \(check.stderr)")
        let ghostscript = try NativePDFTests.ghostscript!.run(["-q", "-dNOPAUSE", "-dBATCH", "-dPDFSTOPONERROR", "-sDEVICE=nullpage", path])
        #expect(ghostscript.status == 0 && !ghostscript.stdout.lowercased().contains("error"), "\(ghostscript.stdout) \(ghostscript.stderr)")
        let mupdf = try NativePDFTests.mutool!.run(["draw", "-o", folder.path("page%d.png"), "-r", "36", path])
        // Debian's mutool says it has no colour management, and names each page it draws; any other line is a complaint.
        let complaints = mupdf.stderr.split(separator: "\n")
            .filter { $0 != "warning: ICC support is not available" && !$0.hasPrefix("page \(path) ") }
        #expect(mupdf.status == 0 && complaints.isEmpty, "\(mupdf.stderr)")
        let fonts = try NativePDFTests.pdffonts!.run([path]).stdout.split(separator: "\n").dropFirst(2)
        #expect(!fonts.isEmpty && fonts.allSatisfy { $0.contains("CID TrueType") && $0.contains("yes yes yes") }, "\(fonts)")
        let script = locale.hasPrefix("ar") ? "NotoSansArabic" : locale.hasPrefix("hi") ? "NotoSansDevanagari" : "NotoSansHebrew"
        #expect(fonts.contains { $0.contains(script) }, "\(fonts)")
    }
}
