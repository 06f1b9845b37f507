@testable import AccountSummary
import Testing

/// `TextSafety`: control and bidi-control characters become U+FFFD, everything
/// else survives byte for byte; right-to-left text, and only it, is isolated.
@Suite("TextSafety")
struct TextSafetyTests {
    /// A named string, so test reports do not print invisible characters raw.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String

        init(_ name: String, _ text: String) {
            self.name = name
            self.text = text
        }

        var testDescription: String { name }
    }

    /// A one-scalar string (noncharacters cannot be written as literals).
    static func scalar(_ value: UInt32) -> String { String(Unicode.Scalar(value)!) }

    static let replaced: [Case] = [
        Case("NUL", "\u{0}"), Case("SOH", "\u{1}"), Case("tab", "\t"), Case("newline", "\n"),
        Case("carriage return", "\r"), Case("ESC", "\u{1B}"), Case("US", "\u{1F}"), Case("DEL", "\u{7F}"),
        Case("PAD (first C1)", "\u{80}"), Case("NEL", "\u{85}"), Case("CSI", "\u{9B}"), Case("APC (last C1)", "\u{9F}"),
        Case("LRE", "\u{202A}"), Case("RLE", "\u{202B}"), Case("PDF", "\u{202C}"), Case("LRO", "\u{202D}"),
        Case("RLO", "\u{202E}"), Case("LRI", "\u{2066}"), Case("RLI", "\u{2067}"), Case("FSI", "\u{2068}"),
        Case("PDI", "\u{2069}"),
        // Unicode noncharacters (issue 18: they reached HTML raw).
        Case("U+FDD0", scalar(0xFDD0)), Case("U+FDEF", scalar(0xFDEF)), Case("U+FFFE", scalar(0xFFFE)), Case("U+FFFF", scalar(0xFFFF)),
        Case("U+1FFFE", scalar(0x1FFFE)), Case("U+10FFFF", scalar(0x10FFFF)),
    ]

    static let kept: [Case] = [
        Case("U+FDCF (before the noncharacters)", "\u{FDCF}"), Case("U+FDF0 (after them)", "\u{FDF0}"),
        Case("replacement character", "\u{FFFD}"), Case("U+1FFFD", "\u{1FFFD}"), Case("U+1F9BF emoji", "\u{1F9BF}"),
        Case("LRM", "\u{200E}"), Case("RLM", "\u{200F}"), Case("ALM", "\u{61C}"), Case("ZWJ", "\u{200D}"),
        Case("ZWSP", "\u{200B}"), Case("NBSP", "\u{A0}"), Case("NNBSP", "\u{202F}"), Case("pound", "£"),
        Case("euro", "€"), Case("ellipsis", "…"), Case("U+2065 (unassigned, between the isolate blocks)", "\u{2065}"),
        Case("function application U+2061", "\u{2061}"), Case("family emoji", "👨‍👩‍👧"), Case("flag", "🇯🇵"),
        Case("keycap", "1️⃣"), Case("rainbow flag", "🏳️‍🌈"), Case("combining acute", "e\u{301}"),
        Case("Hebrew", "שלום"), Case("ar_EG amount", "\u{61C}-\u{200F}١٬٢٣٤٫٥٠\u{A0}ج.م.\u{200F}"),
        Case("he_IL amount", "\u{200F}\u{200E}-1,234.50\u{A0}\u{200F}₪"), Case("CJK", "日本語"),
    ]

    @Test("each control and bidi control becomes U+FFFD, wherever it stands", arguments: replaced)
    func replacesEachClass(_ control: Case) {
        #expect(TextSafety.sanitized(control.text) == "\u{FFFD}")
        #expect(TextSafety.sanitized("a" + control.text + "b") == "a\u{FFFD}b")
        #expect(TextSafety.sanitized(control.text + "日本" + control.text) == "\u{FFFD}日本\u{FFFD}")
    }

    @Test("marks, joiners, emoji and letters are kept", arguments: kept)
    func keeps(_ text: Case) {
        #expect(TextSafety.sanitized(text.text).unicodeScalars.elementsEqual(text.text.unicodeScalars))
    }

    @Test("every scalar up to U+30FF is replaced exactly when the contract says")
    func exhaustiveLowPlanes() {
        for value in UInt32(0)...0x30FF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "x" + String(Character(scalar)) + "y"
            let forbidden = value <= 0x1F || (0x7F...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            let expected = forbidden ? "x\u{FFFD}y" : text
            #expect(TextSafety.sanitized(text).unicodeScalars.elementsEqual(expected.unicodeScalars),
                    "U+\(String(value, radix: 16, uppercase: true))")
        }
    }

    @Test("replacement is per scalar: CR LF is one character but two controls")
    func crlf() {
        #expect(TextSafety.sanitized("a\r\nb").unicodeScalars.elementsEqual("a\u{FFFD}\u{FFFD}b".unicodeScalars))
    }

    @Test("escape sequences are defused")
    func escapeSequences() {
        #expect(TextSafety.sanitized("\u{1B}[31mred\u{1B}[0m\u{9B}2J") == "\u{FFFD}[31mred\u{FFFD}[0m\u{FFFD}2J")
        #expect(TextSafety.sanitized("Coffee\u{1B}[2J\n") == "Coffee\u{FFFD}[2J\u{FFFD}")
        #expect(TextSafety.sanitized("Tab\there") == "Tab\u{FFFD}here")
        #expect(TextSafety.sanitized("\u{202E}evil") == "\u{FFFD}evil")
    }

    @Test("clean text comes back as the same storage, not a copy")
    func unchangedIsNotCopied() {
        let text = "Visa Avion Card – \u{200F}₪ 1,234.50 👨‍👩‍👧 日本語"  // longer than a small string
        let result = TextSafety.sanitized(text)
        #expect(result == text)
        let before = text.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
        let after = result.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
        #expect(before != nil && before == after)
        #expect(TextSafety.sanitized("") == "")
    }

    @Test("sanitizing twice changes nothing more", arguments: replaced + kept)
    func idempotent(_ text: Case) {
        let once = TextSafety.sanitized("«" + text.text + "»")
        #expect(TextSafety.sanitized(once) == once)
    }

    static let rightToLeft: [Case] = [
        Case("Hebrew", "שלום"), Case("Arabic", "مرحبا"), Case("mixed name", "Dana דנה"), Case("Syriac", "ܫܠܡܐ"),
        Case("Thaana", "\u{078B}\u{07A8}"), Case("N'Ko", "\u{07CA}"), Case("first of U+0590 block", "\u{0590}"),
        Case("Arabic Extended-A letter", "\u{08B5}"), Case("Hebrew presentation form", "\u{FB1D}"),
        Case("Arabic presentation form A", "\u{FDF0}"), Case("Arabic presentation form B", "\u{FE70}"), Case("RLM", "\u{200F}123"),
        Case("Imperial Aramaic", "\u{10840}"), Case("Adlam", "\u{1E900}"), Case("Arabic-Indic digits", "١٢٣"),
    ]

    static let leftToRight: [Case] = [
        Case("Latin", "Jonathan"), Case("empty", ""), Case("accents", "Zoë Ångström"), Case("CJK", "日本語"),
        Case("emoji", "👍🏽"), Case("an Arabic mark alone (NSM)", "\u{08FF}"), Case("Armenian dram U+058F", "\u{058F}"),
        Case("an Arabic ligature that is ON", "\u{FDFF}"), Case("U+FEFF", "\u{FEFF}"),
        Case("Devanagari U+0900", "\u{0900}नमस्ते"), Case("U+FB1C", "\u{FB1C}"), Case("U+1E7FF", "\u{1E7FF}"),
    ]

    @Test("right-to-left text is wrapped in FSI … PDI", arguments: rightToLeft)
    func isolatesRightToLeft(_ text: Case) {
        #expect(TextSafety.isolated(text.text) == "\u{2068}" + text.text + "\u{2069}")
        #expect(DisplayWidth.of(TextSafety.isolated(text.text)) == DisplayWidth.of(text.text))
    }

    @Test("other text is left alone", arguments: leftToRight)
    func leavesLeftToRight(_ text: Case) {
        #expect(TextSafety.isolated(text.text) == text.text)
    }

    @Test("documentation examples")
    func documentation() {
        #expect(TextSafety.isolated("דני כהן") == "\u{2068}דני כהן\u{2069}")
        #expect(TextSafety.isolated("Jonathan") == "Jonathan")
        #expect(TextSafety.sanitized("\u{200F}-1,234.50") == "\u{200F}-1,234.50")
    }
}
