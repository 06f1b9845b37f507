import AccountSummary
import AccountSummaryTestSupport
@testable import AccountSummaryPDF
import Foundation
import Testing

/// Where the native layout breaks a line: where UAX #14 allows it (``LineBreaker``, which
/// passes every line of Unicode's own `LineBreakTest.txt`, see ``LineBreakerTests``), and
/// between grapheme clusters only where a piece is wider than its line (`overflow-wrap`).
///
/// The oracle is Unicode's rules, not the layout: for real texts (the built-in catalog's
/// phrases in Japanese, Chinese, Korean, Arabic, Hindi and German, SEPA references with hyphens
/// and slashes, amounts) at several widths, every place ``StatementLayout/wrapped(_:size:limit:bold:)``
/// starts a line is a break opportunity of the text as it is set, or inside a piece wider
/// than the line; and poppler finds no two words of a statement with such descriptions set
/// over each other.
@Suite("Line breaks in the native layout")
struct LineBreakTests {
    static let fonts = try? StatementPDF.Fonts.installed()
    static let pdftotext = ExternalTool.find("pdftotext")

    @Test("break opportunities", arguments: [
        ("Payment to Visa Avion Card", ["Payment", "to", "Visa", "Avion", "Card"]),
        ("東京駅", ["東", "京", "駅"]),
        // No line starts with 。 (CL) nor ー (CJ, a nonstarter in strict breaking); none ends with 「 (OP).
        ("お支払い。ありがとう", ["お", "支", "払", "い。", "あ", "り", "が", "と", "う"]),
        ("「スーパー」で購入", ["「スー", "パー」", "で", "購", "入"]),
        ("Amazon（日本）", ["Amazon", "（日", "本）"]),
        ("카페 라떼", ["카", "페", "라", "떼"]),
        ("Café Noir", ["Café", "Noir"]),
        // After a hyphen (not before a digit) and after a slash; never inside a number.
        ("E2E-REF-001 settled", ["E2E-", "REF-001", "settled"]),
        ("SEPA/Gehalt 2026/11", ["SEPA/", "Gehalt", "2026/11"]),
        ("Rent (Nov) 1,234.50 $929,466.23", ["Rent", "(Nov)", "1,234.50", "$929,466.23"]),
        ("-1.234,50 €", ["-1.234,50", "€"]),
        // Arabic, Hebrew and Devanagari break at spaces only; an emoji is an ideograph, its skin tone kept with it.
        ("الرصيد الافتتاحي", ["الرصيد", "الافتتاحي"]),
        ("שכר דירה", ["שכר", "דירה"]),
        ("बैंक खाता", ["बैंक", "खाता"]),
        ("☕☕ 👍🏽ok", ["☕", "☕", "👍🏽", "ok"]),
    ])
    func pieces(text: String, expected: [String]) {
        #expect(StatementLayout.breakablePieces(text).map(\.text) == expected)
    }

    @Test("a space before a piece is kept when the line goes on; none is made between ideographs")
    func spacing() {
        let pieces = StatementLayout.breakablePieces("東京 駅前")
        #expect(pieces.map(\.text) == ["東", "京", "駅", "前"])
        #expect(pieces.map(\.spaced) == [false, false, true, false])
        #expect(pieces.map(\.forced) == [false, false, false, false])
    }

    @Test("runs of spaces are set as one and none at the ends, as white-space: normal sets them", arguments: [
        ("Rent  Maple   Court", "Rent Maple Court"),
        ("  Rent ", "Rent"),
        ("Rent", "Rent"),
        ("", ""),
        ("a \u{2028} b", "a\u{2028}b"),
    ])
    func collapsed(text: String, expected: String) {
        #expect(StatementLayout.collapsed(text).text == expected)
    }

    @Test("a mandatory break (U+2028, U+2029: the ones TextSafety lets through) ends the line")
    func mandatory() {
        #expect(TextSafety.sanitized("a\u{2028}b\u{2029}c") == "a\u{2028}b\u{2029}c")
        let pieces = StatementLayout.breakablePieces("Line one\u{2028}Line two\u{2029}\u{2029}end")
        #expect(pieces.map(\.text) == ["Line", "one", "Line", "two", "", "end"])
        #expect(pieces.map(\.forced) == [false, false, true, false, true, true])
        #expect(StatementLayout.collapsed("Line one\u{2028}Line two").breaksMandatorily)
        #expect(!StatementLayout.collapsed("Line one Line two").breaksMandatorily)
    }

    @Test("a mandatory break starts a line even where the text would fit", .enabled(if: fonts != nil))
    func mandatoryInWrapped() throws {
        let layout = try Self.layout()
        #expect(layout.wrapped("Line one\u{2028}Line two", size: StatementLayout.body, limit: 500) == ["Line one", "Line two"])
        #expect(layout.wrapped("a\u{2029}\u{2029}b", size: StatementLayout.body, limit: 500) == ["a", "", "b"])
    }

    // MARK: Against Unicode's rules

    /// A layout whose chains hold Noto Sans CJK's Japanese face too (when installed), so
    /// that every text of ``texts`` is measured in the font it is set in.
    static func layout(locale: String = "ja_JP") throws -> StatementLayout {
        var options = ReportOptions()
        options.locale = locale
        let report = try StatementReport(try UnbrokenTextTests.statement(), options: options)
        var fonts = Self.fonts!
        try fonts.addCJK(for: report)
        return StatementLayout(report: report, width: 595.2756, height: 841.8898, fonts: fonts)
    }

    /// Real texts: every phrase of the built-in catalog in six languages, long SEPA
    /// references, amounts, emoji.
    static let texts: [String] = {
        let catalog = StringCatalog.builtIn
        var texts: [String] = []
        for language in ["ja", "zh-Hans", "ko", "ar", "hi", "de"] {
            for key in PhraseKey.allCases { texts.append(catalog.phrase(key.rawValue, language: language)) }
        }
        return texts + [
            "SEPA-Überweisung EREF+E2E-2026-11-03-RENT/0001 MREF+MANDATE-20260042/DE CRED+DE98ZZZ09999999999",
            "SVWZ+Miete November 2026 Wohnung 3/OG-links KREF+NONREF",
            "Gutschrift 1.234,50 EUR Ref. 2026/11/0042-A",
            "Payment to Visa Avion Card $929,466.23 (ref. INV-2026-00042/B)",
            "東京都渋谷区のスーパーマーケット「まいばすけっと」でのお買い物（クレジットカード払い）",
            "北京市朝阳区星巴克咖啡（国贸店）消费，感谢您的惠顾。",
            "서울특별시 강남구 스타벅스 커피 (삼성역점) 결제",
            "تحويل إلى حساب التوفير المعفى من الضرائب — مرجع 2026/11/0042",
            "किराया भुगतान: मेपल कोर्ट, नवंबर 2026 (संदर्भ INV-2026-00042)",
            "העברה לחשבון חיסכון פטור ממס – אסמכתא 2026/11",
            "☕ Coffee Republic 👍🏽 🇩🇪🇫🇷 refund",
        ]
    }()

    /// Where each line after the first starts in `source` (scalar offsets), reading `lines`
    /// back against it: the spaces and mandatory breaks a line leaves out are skipped.
    static func lineStarts(of lines: [String], in source: [Unicode.Scalar]) throws -> [Int] {
        var starts: [Int] = []
        var index = 0
        for (number, line) in lines.enumerated() {
            for (position, scalar) in line.unicodeScalars.enumerated() {
                while index < source.count, source[index] != scalar, source[index] == " " || ["\u{2028}", "\u{2029}"].contains(source[index]) {
                    index += 1
                }
                try #require(index < source.count && source[index] == scalar, "line \(number) reads back against the text")
                if position == 0, number > 0 { starts.append(index) }
                index += 1
            }
        }
        return starts
    }

    @Test("every line starts where UAX #14 allows a break, or inside a piece wider than the line; no line but one cluster is wider",
          .enabled(if: fonts != nil), arguments: [(45.0, 600), (90.0, 200), (160.0, 50), (300.0, 10)])
    func breaksAreAllowed(limit: Double, fewestBreaks: Int) throws {
        let layout = try Self.layout()
        var checkedBreaks = 0, emergencies = 0
        for text in Self.texts {
            let lines = layout.wrapped(text, size: StatementLayout.body, limit: limit)
            let shown = layout.writer.displayed(text, fonts: layout.regularChain)
            let source = Array(shown.unicodeScalars)
            let opportunities = LineBreaker.opportunities(in: source)
            // Where each grapheme cluster starts, in scalars.
            let boundaries = Set(shown.reduce(into: [0]) { $0.append($0.last! + $1.unicodeScalars.count) })
            // Nothing lost, added or reordered but spaces.
            #expect(lines.joined().filter { $0 != " " } == shown.filter { $0 != " " }, "\(text)")
            for line in lines {
                #expect(line.count <= 1 || layout.measure(line, size: StatementLayout.body) <= limit, "\(line) is wider than \(limit)")
                #expect(line.first != " " && line.last != " ", "\(line) starts or ends with a space")
            }
            for start in try Self.lineStarts(of: lines, in: source) {
                checkedBreaks += 1
                if opportunities[start] != .prohibited { continue }
                // An emergency break: between grapheme clusters, inside a piece (between two
                // opportunities) that is wider than the line.
                emergencies += 1
                var from = start, to = start
                while from > 0, opportunities[from] == .prohibited { from -= 1 }
                while to < source.count, to == start || opportunities[to] == .prohibited { to += 1 }
                var piece = String.UnicodeScalarView()
                piece.append(contentsOf: source[from..<to].reversed().drop { $0 == " " }.reversed())
                #expect(layout.measure(String(piece), size: StatementLayout.body) > limit,
                        "\(text): a break inside \"\(String(piece))\", which fits in \(limit)")
                #expect(boundaries.contains(start), "\(text): a break inside a grapheme cluster at \(start)")
            }
        }
        // (Measured: 801, 243, 75 and 18 breaks; 100 and 4 of them inside pieces wider than 45 and 90.)
        #expect(checkedBreaks >= fewestBreaks, "the texts wrapped")
        if limit < 100 { #expect(emergencies > 0, "the long references broke between clusters") }
    }

    // MARK: On the page

    /// `framed.json` with its descriptions replaced by long CJK, hyphenated and slashed ones.
    static func statement() throws -> Statement {
        var statement = try UnbrokenTextTests.statement()
        let descriptions = Self.texts.suffix(11)
        for (index, description) in zip(statement.transactions.indices, descriptions) {
            statement.transactions[index].description = description
        }
        return statement
    }

    @Test("read back by poppler: no two words of a statement with such descriptions overprint",
          .enabled(if: fonts != nil && pdftotext != nil, "needs poppler-utils (pdftotext) and fonts-noto-core"),
          arguments: ["ja_JP", "zh_CN", "ko_KR", "de_DE", "ar_EG", "hi_IN"])
    func nothingOverprints(locale: String) throws {
        var options = ReportOptions()
        options.locale = locale
        let report = try StatementReport(try Self.statement(), options: options)
        let pages = try OverprintTests.words(try StatementPDF.bytes(report, paper: .a4, fonts: Self.fonts!))
        #expect(pages.count >= 1)
        for (number, words) in pages.enumerated() {
            let found = OverprintTests.overlaps(words)
            #expect(found.isEmpty, "\(locale), page \(number + 1): \(found.prefix(3).map { "\($0.0.text) over \($0.1.text)" })")
        }
        // The long descriptions took more than one line each: something wrapped.
        let joined = pages.flatMap { $0.map(\.text) }.joined()
        #expect(joined.contains("MANDATE"), "the SEPA reference is on the page")
    }
}
