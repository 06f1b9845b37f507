import AccountSummaryFixtures
import AccountSummaryTestSupport
import Foundation
import Testing

/// The native PDF against Chromium's print of the built-in HTML, for the same statement, page
/// by page, as poppler (`pdftotext -layout`, which reads each page by position) reads them:
/// the same number of pages, and on each page the same text in the same order (spacing
/// aside: the two engines space runs differently, and poppler splits words where it sees gaps).
///
/// Where poppler cannot be the judge of order, the check is the same characters on each page:
/// Hebrew (poppler rebuilds right-to-left lines by its own rules, and Chromium's file draws the
/// invisible RLM marks as glyphs, which change how it rebuilds them) and Chinese, Japanese and
/// Korean (Chromium sets ideographs and digits as separate runs on separate baselines, which
/// poppler reorders). Characters are compared after NFKC: Chromium's ToUnicode maps some
/// ideographs to their Kangxi radicals (月 as ⽉ U+2F49, 口 as ⼝), which the native writer does not.
///
/// The drawings are compared too, as poppler paints them (`pdftoppm`, 150 dpi): on each page,
/// each accent colour (the account types' and the negative one: tile and caption rules,
/// charts, bars, legend squares, coloured words) is painted in the same places, all but 2 % of
/// either engine's pixels of it within 3pt of the other's.
@Suite("Native PDF pages against Chromium's")
struct EngineComparisonTests {
    static let pdftotext = ExternalTool.find("pdftotext")
    static let pdftoppm = ExternalTool.find("pdftoppm")
    static let chromium = BrowserTests.chromium
    static var available: Bool { pdftotext != nil && chromium != nil && TrueTypeFontsInstalled.noto }

    /// A statement and the options it is rendered with.
    struct Case: Sendable, CustomTestStringConvertible {
        var fixture: String
        var arguments: [String] = []
        /// Whether poppler's order is the judge (else the characters on each page).
        var inOrder = true
        /// Whether the drawings are compared too (pixel by pixel, so only where there are charts and tiles to compare).
        var drawings = false
        /// Accents left out of the drawings' comparison, where the engines draw the same words in different fonts.
        var glyphsDiffer: Set<String> = []
        var testDescription: String { ([fixture] + arguments).joined(separator: " ") }
    }

    static let cases: [Case] = ["en_US", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "nl_NL", "ru_RU", "pl_PL", "tr_TR"]
        .map { Case(fixture: "framed.json", arguments: ["--locale", $0], drawings: $0 == "en_US") }
        + [Case(fixture: "framed.json", arguments: ["--locale", "he_IL"], inOrder: false, drawings: true)]
        // Arabic and Hindi, shaped by the package's own shaper: Arabic rebuilt by poppler's own
        // rules (the characters on each page), Hindi in order. Chromium sets Arabic-Indic digits
        // in DejaVu Sans, fontconfig's first font with them, the native writer in Noto Sans Arabic
        // with the letters: the red balance, wider in DejaVu, and its "US$" lie up to 25pt apart.
        + [Case(fixture: "framed.json", arguments: ["--locale", "ar_EG"], inOrder: false, drawings: true, glyphsDiffer: ["negative"]),
           Case(fixture: "framed.json", arguments: ["--locale", "hi_IN"], drawings: true), Case(fixture: "ar_EG.json", inOrder: false)]
        + [
            Case(fixture: "de_DE.json"), Case(fixture: "en_IN.json"), Case(fixture: "he_IL.json", inOrder: false),
            Case(fixture: "paged.json"), Case(fixture: "paged.json", arguments: ["--page-size", "5"]),
            Case(fixture: "paged.json", arguments: ["--page-size", "5", "--page", "2"]),
            Case(fixture: "card-credit.json", drawings: true), Case(fixture: "multi-currency.json"), Case(fixture: "empty-statement.json"),
            Case(fixture: "empty-lists.json"), Case(fixture: "empty-period.json", drawings: true),
            Case(fixture: "framed-words.json", drawings: true),
            Case(fixture: "framed-unreconciled.json", arguments: ["--allow-unreconciled"], drawings: true),
            Case(fixture: "framed.json", arguments: ["--status", "pending"]),
            Case(fixture: "generated", inOrder: false), Case(fixture: "generated-framed", inOrder: false, drawings: true),
        ]

    /// Chinese and Japanese, which the native writer sets in Noto Sans CJK.
    static let chineseJapanese = ["ja_JP", "zh_CN"].map {
        Case(fixture: "framed.json", arguments: ["--locale", $0], inOrder: false, drawings: $0 == "ja_JP")
    }
    /// Korean, which the native writer sets in Noto Sans CJK.
    static let korean = [Case(fixture: "framed.json", arguments: ["--locale", "ko_KR"], inOrder: false)]

    /// The generated customer (seeded; 160 transactions, amounts of every size, long lists
    /// across pages; `framed`, a year's statement with its charts and monthly bars), its merchant words in the scripts the native writer leaves to Chromium
    /// (Arabic, Devanagari, emoji) replaced.
    static func generated(framed: Bool = false) -> String {
        var text = String(decoding: StatementDocumentGenerator(framed: framed).document(transactionCount: 160).bytes, as: UTF8.self)
        for word in StatementDocumentGenerator.merchantWords where word.unicodeScalars.contains(where: { scalar in
            (0x0600...0x06FF).contains(scalar.value) || (0x0900...0x097F).contains(scalar.value) || scalar.value >= 0x1F000
                || scalar.properties.isEmojiPresentation || scalar.value == 0xFE0F
        }) {
            text = text.replacingOccurrences(of: word, with: "Marché")
        }
        return text
    }

    /// Each page's text as poppler reads it by position.
    static func pages(_ pdf: String) throws -> [String] {
        let text = try pdftotext!.run(["-layout", pdf, "-"]).stdout
        var pages = text.components(separatedBy: "\u{0C}")
        if pages.last?.allSatisfy(\.isWhitespace) == true { pages.removeLast() }
        return pages
    }

    /// A page's text without spacing and bidirectional controls, compatibility forms folded (NFKC).
    static func normalized(_ page: String) -> String {
        let controls: Set<Unicode.Scalar> = ["\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{061C}"]
        let folded = page.precomposedStringWithCompatibilityMapping
        return String(String.UnicodeScalarView(folded.unicodeScalars.filter { !controls.contains($0) && !$0.properties.isWhitespace }))
    }

    /// The light palette's accent colours, as the stylesheet and the native layout draw them.
    static let accents: [(name: String, red: Int, green: Int, blue: Int)] = [
        ("teal", 0x00, 0x79, 0x6B), ("orange", 0xB4, 0x53, 0x09), ("purple", 0x7B, 0x1F, 0xA2), ("negative", 0xC6, 0x28, 0x28),
    ]

    /// A page as poppler paints it, by accent: each pixel's accent (its index in ``accents``
    /// plus one) where its colour is within a small distance of one, else 0.
    struct AccentMap {
        var width: Int
        var height: Int
        var accent: [UInt8]

        /// The pixels of each accent (by index) that no pixel of the same accent in `other`
        /// lies within `reach` pixels of, and how many pixels of it this page has.
        func unmatched(in other: AccentMap, reach: Int) -> [(count: Int, unmatched: Int)] {
            var result = [(count: Int, unmatched: Int)](repeating: (0, 0), count: EngineComparisonTests.accents.count)
            for y in 0..<height {
                for x in 0..<width {
                    let slot = accent[y * width + x]
                    guard slot != 0 else { continue }
                    result[Int(slot) - 1].count += 1
                    var near = false
                    search: for otherY in max(0, y - reach)...min(other.height - 1, y + reach) {
                        for otherX in max(0, x - reach)...min(other.width - 1, x + reach) where other.accent[otherY * other.width + otherX] == slot {
                            near = true
                            break search
                        }
                    }
                    if !near { result[Int(slot) - 1].unmatched += 1 }
                }
            }
            return result
        }
    }

    /// Each page of `pdf` as poppler paints it at 150 dpi, by accent.
    static func accentMaps(_ pdf: String, in folder: TemporaryFolder) throws -> [AccentMap] {
        let prefix = folder.path((pdf as NSString).lastPathComponent + "-page")
        try #require(pdftoppm!.run(["-r", "150", pdf, prefix]).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
            .filter { $0.hasPrefix((prefix as NSString).lastPathComponent) && $0.hasSuffix(".ppm") }.sorted()
        return try files.map { file in
            // Binary PPM: "P6", width, height, maximum (255), one whitespace, then RGB triples.
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.path(file))))
            var fields: [Int] = [], start = 2, number: Int?
            while fields.count < 3 {
                let byte = bytes[start]
                if (0x30...0x39).contains(byte) { number = (number ?? 0) * 10 + Int(byte - 0x30) }
                else if let value = number { fields.append(value); number = nil }
                start += 1
            }
            var map = AccentMap(width: fields[0], height: fields[1], accent: [UInt8](repeating: 0, count: fields[0] * fields[1]))
            for pixel in 0..<(map.width * map.height) {
                let at = start + pixel * 3
                let (red, green, blue) = (Int(bytes[at]), Int(bytes[at + 1]), Int(bytes[at + 2]))
                // Every accent has a channel under 70: the paper and the light greys are none.
                guard red < 70 || green < 70 || blue < 70 else { continue }
                for (slot, colour) in accents.enumerated() {
                    let distance = (red - colour.red) * (red - colour.red) + (green - colour.green) * (green - colour.green)
                        + (blue - colour.blue) * (blue - colour.blue)
                    if distance < 900 { map.accent[pixel] = UInt8(slot + 1); break }
                }
            }
            return map
        }
    }

    @Test("the same pages with the same text", .enabled(if: available, "needs Chromium, poppler-utils and fonts-noto-core"),
          arguments: cases)
    func samePages(_ statement: Case) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var input = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/\(statement.fixture)").path
        if statement.fixture.hasPrefix("generated") {
            try folder.write(Self.generated(framed: statement.fixture == "generated-framed"), to: "generated.json")
            input = folder.path("generated.json")
        }
        var pages: [String: [String]] = [:]
        for engine in ["chromium", "native"] {
            let pdf = folder.path("\(engine).pdf")
            let result = try ToolRunner.run(["render", input] + statement.arguments + ["--format", "pdf", "--pdf-engine", engine, "-o", pdf])
            try #require(result.status == 0, "\(engine): \(result.stderr)")
            pages[engine] = try Self.pages(pdf)
        }
        let chromium = pages["chromium"]!, native = pages["native"]!
        #expect(native.count == chromium.count, "pages: native \(native.count), Chromium \(chromium.count)")
        for (number, (theirs, ours)) in zip(chromium, native).enumerated() {
            var expected = Array(Self.normalized(theirs).unicodeScalars), actual = Array(Self.normalized(ours).unicodeScalars)
            if !statement.inOrder {
                expected.sort { $0.value < $1.value }
                actual.sort { $0.value < $1.value }
            }
            // Where they part, with some text either side, rather than two whole pages.
            let parting = (0..<min(expected.count, actual.count)).first { expected[$0] != actual[$0] } ?? min(expected.count, actual.count)
            func around(_ scalars: [Unicode.Scalar]) -> String {
                String(String.UnicodeScalarView(scalars[max(0, parting - 40)..<min(scalars.count, parting + 40)]))
            }
            #expect(actual == expected, "page \(number + 1) parts at \(parting): native …\(around(actual))… Chromium …\(around(expected))…")
        }
        guard statement.drawings, Self.pdftoppm != nil, native.count == chromium.count else { return }
        let theirs = try Self.accentMaps(folder.path("chromium.pdf"), in: folder)
        let ours = try Self.accentMaps(folder.path("native.pdf"), in: folder)
        for (number, (their, our)) in zip(theirs, ours).enumerated() {
            // Each engine's accent pixels have the other's within 6 pixels (3pt): anti-aliasing
            // and stroke widths differ a little, a misplaced bar, rule or chart does not.
            for (name, this, that) in [("native", our, their), ("Chromium", their, our)] {
                for (slot, found) in this.unmatched(in: that, reach: 6).enumerated()
                where found.count > 0 && !statement.glyphsDiffer.contains(Self.accents[slot].name) {
                    #expect(found.unmatched * 50 <= found.count,
                            "page \(number + 1) \(Self.accents[slot].name): \(found.unmatched) of \(name)'s \(found.count) pixels have none of the other engine's near")
                }
            }
        }
    }

    // A machine set up without these fonts skips these with one line each; CI requires them.
    @Test("Chinese and Japanese: the same pages with the same text",
          .enabled(if: available, "needs Chromium, poppler-utils and fonts-noto-core"),
          .enabled(if: TrueTypeFontsInstalled.required(TrueTypeFontsInstalled.notoCJK),
                   "needs Noto Sans CJK for Chinese and Japanese (apt-get install fonts-noto-cjk)"),
          arguments: chineseJapanese)
    func samePagesChineseJapanese(_ statement: Case) throws {
        try samePages(statement)
    }

    @Test("Korean: the same pages with the same text",
          .enabled(if: available, "needs Chromium, poppler-utils and fonts-noto-core"),
          .enabled(if: TrueTypeFontsInstalled.required(TrueTypeFontsInstalled.notoCJK),
                   "needs Noto Sans CJK for Korean (apt-get install fonts-noto-cjk)"),
          arguments: korean)
    func samePagesKorean(_ statement: Case) throws {
        try samePages(statement)
    }
}
