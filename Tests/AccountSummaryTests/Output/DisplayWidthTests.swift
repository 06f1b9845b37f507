@testable import AccountSummary
import Testing

/// `DisplayWidth`: terminal columns per grapheme cluster, and padding and
/// truncation by them.
@Suite("DisplayWidth")
struct DisplayWidthTests {
    /// A named string and its width, so test reports do not print invisible characters raw.
    struct WidthCase: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var width: Int

        init(_ name: String, _ text: String, _ width: Int) {
            self.name = name
            self.text = text
            self.width = width
        }

        var testDescription: String { "\(name) → \(width)" }
    }

    static let widths: [WidthCase] = [
        // ASCII
        WidthCase("empty", "", 0), WidthCase("word", "Coffee", 6), WidthCase("amount", "$929,466.23", 11),
        WidthCase("punctuation and space", " !~", 3),
        // East Asian Wide and Fullwidth
        WidthCase("CJK", "日本語", 6), WidthCase("kana", "テキスト", 8), WidthCase("Hangul syllables", "한국어", 6),
        WidthCase("Hangul conjoining jamo (one cluster)", "\u{1100}\u{1161}\u{11A8}", 2),
        WidthCase("fullwidth forms", "ＡＢＣ１！", 10), WidthCase("ideographic space", "\u{3000}", 2),
        WidthCase("halfwidth katakana", "ｶﾀｶﾅ", 4), WidthCase("CJK extension B", "𠀋", 2),
        WidthCase("mixed", "Coffee 日本", 11),
        // emoji
        WidthCase("thumbs up", "👍", 2), WidthCase("with skin tone", "👍🏽", 2),
        WidthCase("family ZWJ sequence", "👨‍👩‍👧", 2),
        WidthCase("flag", "🇯🇵", 2), WidthCase("keycap", "1️⃣", 2), WidthCase("keycap without VS16", "#\u{20E3}", 2),
        WidthCase("heart with VS16", "❤️", 2), WidthCase("heart, text presentation", "❤", 1),
        WidthCase("rainbow flag", "🏳️‍🌈", 2), WidthCase("tag sequence flag", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", 2),
        WidthCase("eye in speech bubble, no VS16", "👁\u{200D}🗨", 2), WidthCase("coffee", "Coffee ☕", 9),
        WidthCase("two flags", "🇯🇵🇫🇷", 4), WidthCase("copyright sign", "©", 1),
        WidthCase("Unicode 15 shaking face", "\u{1FAE8}", 2),
        // combining marks
        WidthCase("e + combining acute", "e\u{301}", 1), WidthCase("precomposed é", "é", 1),
        WidthCase("Ame\u{301}lie", "Ame\u{301}lie", 6), WidthCase("lone combining acute", "\u{301}", 0),
        WidthCase("enclosing circle", "a\u{20DD}", 1), WidthCase("stacked marks", "a\u{301}\u{302}\u{303}", 1),
        WidthCase("variation selector alone", "\u{FE0F}", 0),
        // right to left
        WidthCase("Arabic", "مرحبا", 5), WidthCase("Arabic with harakat", "مَرْحَبًا", 5),
        WidthCase("Hebrew", "שלום", 4),
        WidthCase("Hebrew with niqqud", "שָׁלוֹם", 4),
        WidthCase("ar_EG amount", "\u{61C}-\u{200F}١٬٢٣٤٫٥٠\u{A0}ج.م.\u{200F}", 14),
        WidthCase("isolated Hebrew", "\u{2068}שלום\u{2069}", 4),
        // zero width and controls
        WidthCase("ZWSP", "\u{200B}", 0), WidthCase("ZWNJ", "\u{200C}", 0), WidthCase("ZWJ", "\u{200D}", 0),
        WidthCase("LRM", "\u{200E}", 0), WidthCase("RLM", "\u{200F}", 0), WidthCase("ALM", "\u{61C}", 0),
        WidthCase("word joiner", "\u{2060}", 0), WidthCase("invisible plus", "\u{2064}", 0),
        WidthCase("BOM", "\u{FEFF}", 0), WidthCase("soft hyphen", "\u{AD}", 0),
        WidthCase("between letters", "a\u{200B}b", 2), WidthCase("newline", "\n", 0), WidthCase("tab", "\t", 0),
        WidthCase("CR LF", "\r\n", 0), WidthCase("ESC", "\u{1B}", 0),
        WidthCase("DEL", "\u{7F}", 0), WidthCase("CSI", "\u{9B}", 0), WidthCase("line separator", "\u{2028}", 0),
        WidthCase("text around a newline", "ab\ncd", 4),
        // ambiguous counts 1
        WidthCase("ellipsis", "…", 1), WidthCase("Greek", "αβγ", 3), WidthCase("Cyrillic", "Жук", 3),
    ]

    @Test("width by grapheme cluster", arguments: widths)
    func width(_ example: WidthCase) {
        #expect(DisplayWidth.of(example.text) == example.width)
        #expect(DisplayWidth.of(example.text[...]) == example.width)
    }

    @Test("printable ASCII is one column a byte, by the fast path and the slow one")
    func asciiFastPath() {
        let printable = String(decoding: Array(0x20...0x7E as ClosedRange<UInt8>), as: UTF8.self)
        #expect(DisplayWidth.of(printable) == 95)
        #expect(printable.reduce(0) { $0 + DisplayWidth.columns(of: $1) } == 95)
        #expect(DisplayWidth.of(printable + "日") == 97)
    }

    @Test("East Asian Width from the one Unicode table: Unicode 15's emoji and Kana are two columns, as in the UCD")
    func unicode15() throws {
        // Added in Unicode 15.0 (EastAsianWidth.txt: W); the old Python 14 table said one column.
        for value: UInt32 in [0x1FA75, 0x1FAE8, 0x1B132, 0x1F6DC] {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(DisplayWidth.isEastAsianWide(scalar), "U+\(String(value, radix: 16, uppercase: true))")
        }
        #expect(!DisplayWidth.isEastAsianWide("\u{FEFF}"))
    }

    @Test("East Asian Width lookups at the table's edges", arguments: [
        (0x10FF, false), (0x1100, true), (0x115F, true), (0x1160, false), (0x3000, true), (0x4E00, true),
        (0xFF01, true), (0xFF60, true), (0xFF61, false), (0xFFE6, true), (0x20000, true), (0x3FFFD, true),
        (0x3FFFE, false), (0x0378, false), (0xE000, false), (0x10FFFF, false), (0x41, false),
    ] as [(UInt32, Bool)])
    func eastAsianWide(_ value: UInt32, _ wide: Bool) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(DisplayWidth.isEastAsianWide(scalar) == wide)
    }

    // MARK: - Padding

    struct PadCase: Sendable, CustomTestStringConvertible {
        var text: String
        var width: Int
        var alignment: DisplayWidth.Alignment
        var padded: String

        init(_ text: String, _ width: Int, _ alignment: DisplayWidth.Alignment, _ padded: String) {
            self.text = text
            self.width = width
            self.alignment = alignment
            self.padded = padded
        }

        var testDescription: String { "\(text.debugDescription) to \(width), \(alignment)" }
    }

    static let pads: [PadCase] = [
        PadCase("日本", 6, .leading, "日本  "), PadCase("日本", 6, .trailing, "  日本"),
        PadCase("日本", 6, .center, " 日本 "),
        PadCase("日本", 7, .center, " 日本  "), PadCase("ab", 5, .center, " ab  "), PadCase("ab", 5, .leading, "ab   "),
        PadCase("ab", 5, .trailing, "   ab"), PadCase("", 3, .leading, "   "),
        PadCase("e\u{301}", 3, .leading, "e\u{301}  "), PadCase("👨‍👩‍👧", 4, .trailing, "  👨‍👩‍👧"),
        PadCase("\u{2068}שלום\u{2069}", 6, .leading, "\u{2068}שלום\u{2069}  "),
        PadCase("$4.50", 8, .trailing, "   $4.50"),
        // never truncates
        PadCase("日本", 4, .leading, "日本"), PadCase("日本", 3, .trailing, "日本"), PadCase("Coffee", 3, .leading, "Coffee"),
        PadCase("x", 0, .center, "x"), PadCase("x", -1, .leading, "x"),
    ]

    @Test("padding fills the width by display columns", arguments: pads)
    func padding(_ example: PadCase) {
        let padded = DisplayWidth.padded(example.text, to: example.width, alignment: example.alignment)
        #expect(padded == example.padded)
        #expect(DisplayWidth.of(padded) == max(example.width, DisplayWidth.of(example.text)))
    }

    // MARK: - Truncation

    struct CutCase: Sendable, CustomTestStringConvertible {
        var text: String
        var width: Int
        var truncated: String

        init(_ text: String, _ width: Int, _ truncated: String) {
            self.text = text
            self.width = width
            self.truncated = truncated
        }

        var testDescription: String { "\(text.debugDescription) to \(width)" }
    }

    static let cuts: [CutCase] = [
        CutCase("日本語テキスト", 7, "日本語…"), CutCase("日本語テキスト", 8, "日本語…"),
        CutCase("日本語テキスト", 13, "日本語テキス…"),
        CutCase("日本語テキスト", 14, "日本語テキスト"), CutCase("日本語テキスト", 99, "日本語テキスト"),
        CutCase("Basic Savings", 8, "Basic S…"), CutCase("Coffee", 6, "Coffee"), CutCase("Coffee", 5, "Coff…"),
        CutCase("Coffee", 1, "…"), CutCase("Coffee", 0, ""), CutCase("Coffee", -3, ""), CutCase("", 0, ""),
        CutCase("日本", 4, "日本"), CutCase("日本", 2, "…"), CutCase("日本", 1, "…"), CutCase("日本", 3, "日…"),
        CutCase("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"), CutCase("👨‍👩‍👧👨‍👩‍👧", 3, "👨‍👩‍👧…"),
        CutCase("🇯🇵🇫🇷🇩🇪", 5, "🇯🇵🇫🇷…"), CutCase("a\u{200B}bcdef", 3, "a\u{200B}b…"),
        // an isolated name stays balanced
        CutCase("\u{2068}שלום עולם\u{2069}", 5, "\u{2068}שלום…\u{2069}"),
        CutCase("\u{2068}שלום עולם\u{2069}", 9, "\u{2068}שלום עולם\u{2069}"),
    ]

    @Test("truncation cuts at a cluster boundary and fits the ellipsis", arguments: cuts)
    func truncation(_ example: CutCase) {
        let truncated = DisplayWidth.truncated(example.text, to: example.width)
        #expect(truncated.unicodeScalars.elementsEqual(example.truncated.unicodeScalars))
        #expect(DisplayWidth.of(truncated) <= max(example.width, 0) || truncated == example.text)
    }

    @Test("truncating to every width up to the text's own never overflows",
          arguments: ["日本語テキスト", "Coffee ☕ 👍🏽", "Ame\u{301}lie"])
    func everyWidth(_ text: String) {
        for width in 0...DisplayWidth.of(text) {
            let truncated = DisplayWidth.truncated(text, to: width)
            #expect(DisplayWidth.of(truncated) <= width)
            #expect(DisplayWidth.of(truncated) >= width - 1, "drops at most one column, for a wide character")
        }
    }

    @Test("documentation examples")
    func documentation() {
        #expect(DisplayWidth.of("日本語テキスト") == 14)
        #expect(DisplayWidth.of("❤️ or ❤") == 7)
        #expect(DisplayWidth.padded("$4.50", to: 8, alignment: .trailing) == "   $4.50")
        #expect(DisplayWidth.padded("ab", to: 5, alignment: .center) == " ab  ")
        #expect(DisplayWidth.isEastAsianWide("日"))
        #expect(DisplayWidth.isEastAsianWide("\u{FF21}"))
        #expect(!DisplayWidth.isEastAsianWide("é"))
    }
}
