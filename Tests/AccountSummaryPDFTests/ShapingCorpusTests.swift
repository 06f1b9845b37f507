import AccountSummary
@testable import AccountSummaryPDF
import AccountSummaryTestSupport
import Foundation
import Testing

/// The shaper's glyphs checked against HarfBuzz's, glyph for glyph: `hb-shape` (Debian's
/// libharfbuzz-bin, HarfBuzz 6) shapes each text of ``ShapingCorpus`` in the installed Noto
/// fonts, and ``Shaper`` must give the same glyph ids, clusters, advances and offsets.
///
/// Each text is split into the runs the native writer shapes (``TextRuns``: bidirectional
/// level, script, a word or a space each), and each run is shaped in each font of its set with its script,
/// direction and the text's language; each text is also shaped whole, in the set's script
/// and direction, which puts digits, Latin and punctuation through the script's shaper.
/// Without hb-shape or the fonts these tests are skipped; with `CI` set their absence fails.
@Suite("Shaping equal to HarfBuzz's, glyph for glyph")
struct ShapingCorpusTests {
    static let hbShape = ExternalTool.find("hb-shape")
    static let absence: Comment = "needs hb-shape (libharfbuzz-bin) and the Noto fonts (fonts-noto-core)"

    static func font(_ name: String) -> String? { TrueTypeFont.installed(name) }

    @Test("hb-shape and the fonts are there in CI")
    func presentInCI() {
        if ProcessInfo.processInfo.environment["CI"] != nil {
            #expect(Self.hbShape != nil, "CI must have hb-shape (.ci/run installs libharfbuzz-bin)")
            for name in Self.sets.flatMap(\.fonts) { #expect(Self.font(name) != nil, "CI must have \(name)") }
        }
    }

    /// A set of texts with its fonts, language, and whole-text script and direction.
    struct CorpusSet: Sendable, CustomTestStringConvertible {
        var name: String
        var fonts: [String]
        var language: String
        var script: UnicodeTables.Script
        var rightToLeft: Bool
        var texts: @Sendable () -> [String]
        var testDescription: String { name }
    }

    static let sets: [CorpusSet] = [
        CorpusSet(name: "Arabic", fonts: ["NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf", "NotoNaskhArabic-Regular.ttf",
                                          "NotoNaskhArabic-Bold.ttf"],
                  language: "ar", script: .arabic, rightToLeft: true, texts: { ShapingCorpus.arabic }),
        CorpusSet(name: "Hindi", fonts: ["NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari-Bold.ttf"],
                  language: "hi", script: .devanagari, rightToLeft: false, texts: { ShapingCorpus.hindi }),
        CorpusSet(name: "Hebrew", fonts: ["NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf"],
                  language: "he", script: .hebrew, rightToLeft: true, texts: { ShapingCorpus.hebrew }),
        CorpusSet(name: "Thai", fonts: ["NotoSansThai-Regular.ttf", "NotoSansThai-Bold.ttf"],
                  language: "th", script: .thai, rightToLeft: false, texts: { ShapingCorpus.thai }),
        CorpusSet(name: "Latin, Greek and Cyrillic", fonts: ["NotoSans-Regular.ttf", "NotoSans-Bold.ttf"],
                  language: "en", script: .latin, rightToLeft: false, texts: { ShapingCorpus.latin }),
    ]

    /// One text to shape: the characters, script, direction and language.
    struct Case: Hashable {
        var text: String
        var script: UnicodeTables.Script
        var direction: TextDirection
        var language: String
    }

    /// The runs of each text and each text whole.
    static func cases(_ set: CorpusSet) -> [Case] {
        var cases: [Case] = []
        var seen = Set<Case>()
        for text in set.texts() {
            let scalars = Array(text.unicodeScalars)
            var candidates = [Case(text: text, script: set.script, direction: set.rightToLeft ? .rightToLeft : .leftToRight,
                                   language: set.language)]
            let line = TextRuns.line(scalars, direction: set.rightToLeft ? .rightToLeft : .leftToRight)
            for run in line.runs {
                candidates.append(Case(text: String(String.UnicodeScalarView(line.scalars[run.range])), script: run.script,
                                       direction: run.direction, language: set.language))
            }
            for candidate in candidates where !candidate.text.isEmpty && seen.insert(candidate).inserted { cases.append(candidate) }
        }
        return cases
    }

    /// HarfBuzz's shaping of `texts` (one group: same script, direction, language), as hb-shape's JSON lines.
    static func harfBuzz(_ texts: [String], font: String, script: UnicodeTables.Script, direction: TextDirection,
                         language: String) throws -> [String] {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("texts.txt").path
        try (texts.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let verdict = try hbShape!.run(["--font-file=\(font)", "--text-file=\(file)", "--script=\(script.code)",
                                        "--direction=\(direction == .rightToLeft ? "rtl" : "ltr")", "--language=\(language)",
                                        "--output-format=json", "--no-glyph-names"])
        #expect(verdict.status == 0, "hb-shape: \(verdict.stderr)")
        return verdict.stdout.split(separator: "\n").map(String.init)
    }

    /// Our glyphs in hb-shape's JSON form.
    static func json(_ glyphs: [ShapedGlyph]) -> String {
        "[" + glyphs.map { "{\"g\":\($0.glyph),\"cl\":\($0.cluster),\"dx\":\($0.xOffset),\"dy\":\($0.yOffset),\"ax\":\($0.xAdvance),\"ay\":\($0.yAdvance)}" }
            .joined(separator: ",") + "]"
    }

    /// The cases whose glyphs differ from HarfBuzz's in the font at `path`, described; and how many were compared.
    static func differences(_ cases: [Case], fontPath: String) throws -> (compared: Int, differences: [String]) {
        let font = try TrueTypeFont(contentsOfFile: fontPath)
        var groups: [String: [Case]] = [:]
        for item in cases { groups["\(item.script.code) \(item.direction) \(item.language)", default: []].append(item) }
        var differences: [String] = []
        for (_, group) in groups.sorted(by: { $0.key < $1.key }) {
            let expected = try harfBuzz(group.map(\.text), font: fontPath, script: group[0].script, direction: group[0].direction,
                                        language: group[0].language)
            #expect(expected.count == group.count, "one line of hb-shape output per text")
            for (index, item) in group.enumerated() where index < expected.count {
                let ours = json(try Shaper.shape(Array(item.text.unicodeScalars), font: font, script: item.script,
                                                 direction: item.direction, language: item.language))
                if ours != expected[index] {
                    let code = item.text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
                    differences.append("\(item.script.code) \(item.direction) \"\(item.text)\" [\(code)]\n  hb-shape: \(expected[index])\n  ours:     \(ours)")
                }
            }
        }
        return (cases.count, differences)
    }

    @Test("every text of the set, in each of its fonts", .enabled(if: hbShape != nil, absence), arguments: sets)
    func equalToHarfBuzz(set: CorpusSet) throws {
        let cases = Self.cases(set)
        #expect(cases.count > 20, "the corpus holds texts")
        for name in set.fonts {
            guard let path = Self.font(name) else {
                if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("\(name) is not installed") }
                continue
            }
            let result = try Self.differences(cases, fontPath: path)
            #expect(result.differences.isEmpty,
                    "\(name): \(result.differences.count) of \(result.compared) differ from HarfBuzz:\n\(result.differences.prefix(8).joined(separator: "\n"))")
        }
    }

    @Test("the corpus is what the brief asks: every Arabic and Hindi phrase, names, amounts in five locales")
    func corpusCoverage() throws {
        let arabic = ShapingCorpus.arabic
        let hindi = ShapingCorpus.hindi
        let catalog = StringCatalog.builtIn
        let placeholder = try Regex("%(?:[0-9]+\\$)?(?:@|lld|d)")
        for (language, corpus) in [("ar", arabic), ("hi", hindi)] {
            for key in catalog.keys {
                let localization = try #require(catalog.entries[key]?.localizations[language], "\(language) \(key)")
                for unit in localization.units {
                    // The longest piece of each form without placeholders is in some text of the corpus.
                    let piece = unit.unit.value.split(separator: placeholder).map { $0.trimmingCharacters(in: .whitespaces) }
                        .max { $0.count < $1.count } ?? ""
                    if !piece.isEmpty { #expect(corpus.contains { $0.contains(piece) }, "\(language) \(key): \(piece)") }
                }
            }
        }
        // Arabic-Indic digits (ar_EG, ar_SA), Devanagari digits (hi-IN-u-nu-deva), the rupee sign.
        #expect(arabic.contains { $0.unicodeScalars.contains { (0x0660...0x0669).contains($0.value) } })
        #expect(hindi.contains { $0.unicodeScalars.contains { (0x0966...0x096F).contains($0.value) } })
        #expect(hindi.contains { $0.contains("₹") })
    }
}
