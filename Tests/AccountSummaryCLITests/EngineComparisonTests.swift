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
@Suite("Native PDF pages against Chromium's")
struct EngineComparisonTests {
    static let pdftotext = ExternalTool.find("pdftotext")
    static let chromium = BrowserTests.chromium
    static var available: Bool { pdftotext != nil && chromium != nil && TrueTypeFontsInstalled.noto }

    /// A statement and the options it is rendered with.
    struct Case: Sendable, CustomTestStringConvertible {
        var fixture: String
        var arguments: [String] = []
        /// Whether poppler's order is the judge (else the characters on each page).
        var inOrder = true
        var testDescription: String { ([fixture] + arguments).joined(separator: " ") }
    }

    static let cases: [Case] = ["en_US", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "nl_NL", "ru_RU", "pl_PL", "tr_TR"]
        .map { Case(fixture: "framed.json", arguments: ["--locale", $0]) }
        + ["he_IL", "ja_JP", "zh_CN", "ko_KR"].map { Case(fixture: "framed.json", arguments: ["--locale", $0], inOrder: false) }
        + [
            Case(fixture: "de_DE.json"), Case(fixture: "en_IN.json"), Case(fixture: "he_IL.json", inOrder: false),
            Case(fixture: "paged.json"), Case(fixture: "paged.json", arguments: ["--page-size", "5"]),
            Case(fixture: "paged.json", arguments: ["--page-size", "5", "--page", "2"]),
            Case(fixture: "card-credit.json"), Case(fixture: "multi-currency.json"), Case(fixture: "empty-statement.json"),
            Case(fixture: "empty-lists.json"), Case(fixture: "empty-period.json"), Case(fixture: "framed-words.json"),
            Case(fixture: "framed-unreconciled.json", arguments: ["--allow-unreconciled"]),
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
    }
}
