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
/// each accent colour (the account types' and the negative one: tile rules, caption rules,
/// charts, bars) is painted in the same place, the centre of its solid pixels within 2 % of
/// the page's width and height and their number within a factor of two, wherever an engine
/// paints enough of it to be more than a few words.
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
        var testDescription: String { ([fixture] + arguments).joined(separator: " ") }
    }

    static let cases: [Case] = ["en_US", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "nl_NL", "ru_RU", "pl_PL", "tr_TR"]
        .map { Case(fixture: "framed.json", arguments: ["--locale", $0], drawings: $0 == "en_US") }
        + ["he_IL", "ja_JP", "zh_CN", "ko_KR"].map {
            Case(fixture: "framed.json", arguments: ["--locale", $0], inOrder: false, drawings: $0 == "he_IL" || $0 == "ja_JP")
        }
        + [
            Case(fixture: "de_DE.json"), Case(fixture: "en_IN.json"), Case(fixture: "he_IL.json", inOrder: false),
            Case(fixture: "paged.json"), Case(fixture: "paged.json", arguments: ["--page-size", "5"]),
            Case(fixture: "paged.json", arguments: ["--page-size", "5", "--page", "2"]),
            Case(fixture: "card-credit.json", drawings: true), Case(fixture: "multi-currency.json"), Case(fixture: "empty-statement.json"),
            Case(fixture: "empty-lists.json"), Case(fixture: "empty-period.json", drawings: true),
            Case(fixture: "framed-words.json", drawings: true),
            Case(fixture: "framed-unreconciled.json", arguments: ["--allow-unreconciled"], drawings: true),
            Case(fixture: "framed.json", arguments: ["--status", "pending"]),
            Case(fixture: "generated", inOrder: false),
        ]

    /// The generated customer (seeded; 160 transactions, amounts of every size, long lists
    /// across pages), its merchant words in the scripts the native writer leaves to Chromium
    /// (Arabic, Devanagari, emoji) replaced.
    static func generated() -> String {
        var text = String(decoding: StatementDocumentGenerator().document(transactionCount: 160).bytes, as: UTF8.self)
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

    /// Where each accent colour is painted on each page of `pdf`, at 150 dpi: how many pixels
    /// are solidly of it (with their right, lower and lower-right neighbours: the edges that
    /// anti-aliasing blends with the paper differ between engines, and thin text does not
    /// count) and their centre, as fractions of the page's width and height.
    static func accentPixels(_ pdf: String, in folder: TemporaryFolder) throws -> [[String: (count: Int, x: Double, y: Double)]] {
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
            let (width, height) = (fields[0], fields[1])
            // Each pixel's accent (its index + 1), or 0: within a small distance of one colour.
            var accent = [UInt8](repeating: 0, count: width * height)
            for pixel in 0..<(width * height) {
                let at = start + pixel * 3
                let (red, green, blue) = (Int(bytes[at]), Int(bytes[at + 1]), Int(bytes[at + 2]))
                // Every accent has a channel under 70: the paper and the light greys are none.
                guard red < 70 || green < 70 || blue < 70 else { continue }
                for (slot, colour) in accents.enumerated() {
                    let distance = (red - colour.red) * (red - colour.red) + (green - colour.green) * (green - colour.green)
                        + (blue - colour.blue) * (blue - colour.blue)
                    if distance < 900 { accent[pixel] = UInt8(slot + 1); break }
                }
            }
            var sums = [(count: Int, x: Int, y: Int)](repeating: (0, 0, 0), count: accents.count)
            for y in 0..<(height - 1) {
                for x in 0..<(width - 1) {
                    let pixel = y * width + x, slot = accent[pixel]
                    guard slot != 0, accent[pixel + 1] == slot, accent[pixel + width] == slot, accent[pixel + width + 1] == slot else { continue }
                    sums[Int(slot) - 1].count += 1
                    sums[Int(slot) - 1].x += x
                    sums[Int(slot) - 1].y += y
                }
            }
            var found: [String: (count: Int, x: Double, y: Double)] = [:]
            for (slot, sum) in sums.enumerated() {
                found[accents[slot].name] = (sum.count, sum.count == 0 ? 0 : Double(sum.x) / Double(sum.count * width),
                                             sum.count == 0 ? 0 : Double(sum.y) / Double(sum.count * height))
            }
            return found
        }
    }

    @Test("the same pages with the same text", .enabled(if: available, "needs Chromium, poppler-utils and fonts-noto-core"),
          arguments: cases)
    func samePages(_ statement: Case) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var input = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/\(statement.fixture)").path
        if statement.fixture == "generated" {
            try folder.write(Self.generated(), to: "generated.json")
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
        let theirs = try Self.accentPixels(folder.path("chromium.pdf"), in: folder)
        let ours = try Self.accentPixels(folder.path("native.pdf"), in: folder)
        for (number, (their, our)) in zip(theirs, ours).enumerated() {
            for accent in Self.accents {
                let (a, b) = (their[accent.name]!, our[accent.name]!)
                // Fewer pixels than this are a few coloured words, which the engines anti-alias differently.
                guard a.count >= 1000 || b.count >= 1000 else { continue }
                #expect(b.count * 2 >= a.count && a.count * 2 >= b.count,
                        "page \(number + 1) \(accent.name): native paints \(b.count) pixels, Chromium \(a.count)")
                #expect(abs(a.x - b.x) <= 0.02 && abs(a.y - b.y) <= 0.02,
                        "page \(number + 1) \(accent.name): native's centre (\(b.x), \(b.y)), Chromium's (\(a.x), \(a.y))")
            }
        }
    }
}
