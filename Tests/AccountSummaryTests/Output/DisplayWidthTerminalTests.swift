import AccountSummaryTestSupport
import Foundation
import Testing
@testable import AccountSummary

/// Display width against what a real terminal shows: tmux, through `capture-pane` and
/// its cursor.
///
/// Where tmux 3.3 and Unicode disagree (an emoji with a skin-tone modifier, a text-default
/// emoji with U+FE0F), `DisplayWidth` follows Unicode (UTS #51: one emoji, two columns,
/// as current terminals show it); those cases accept either tmux answer and pin ours.
@Suite("DisplayWidth against a real terminal")
struct DisplayWidthTerminalTests {
    /// Scripts whose clusters hold more than one spacing scalar, and their widths.
    static let agreed: [(name: String, text: String, width: Int)] = [
        ("Devanagari spacing vowel sign (Mc)", "का", 2),
        ("Hindi word with spacing marks", "किताब", 5),
        ("Hindi with a virama conjunct", "हिन्दी", 5),
        ("Devanagari conjunct", "क्ष", 2),
        ("Hindi sentence", "नमस्ते दुनिया", 10),
        ("Bengali", "বাংলা", 5),
        ("Tamil", "தமிழ்", 4),
        ("Thai with SARA AM", "น้ำ", 2),
        ("Thai word", "ภาษาไทย", 7),
        ("Thai tone marks", "กำไร", 4),
        ("Japanese", "日本語テキスト", 14),
        ("Hangul syllables", "한국어", 6),
        ("Hangul conjoining jamo", "\u{1100}\u{1161}\u{11A8}", 2),
        ("fullwidth", "ＡＢＣ", 6),
        ("combining acute", "Ame\u{301}lie", 6),
        ("stacked combining marks", "a\u{301}\u{302}\u{303}b", 2),
        ("Arabic with harakat", "مَرْحَبًا", 5),
        ("emoji", "☕🎉👍", 6),
        ("emoji ZWJ family", "👨‍👩‍👧", 2),
        ("flag", "🇯🇵", 2),
        ("Latin with emoji", "Café ☕ 日本", 12),
    ]

    /// Emoji sequences tmux 3.3 lays out code point by code point.
    static let disputed: [(name: String, text: String, unicode: Int, perCodePoint: Int)] = [
        ("thumbs up with a skin tone", "👍🏽", 2, 4),
        ("pointing up with a skin tone", "☝🏽", 2, 3),
        ("heart with VS16", "❤️", 2, 1),
        ("keycap", "1️⃣", 2, 1),
    ]

    @Test("spacing marks count one column; clusters count the sum of their scalars")
    func widths() {
        for sample in Self.agreed {
            #expect(DisplayWidth.of(sample.text) == sample.width, "\(sample.name)")
        }
        for sample in Self.disputed {
            #expect(DisplayWidth.of(sample.text) == sample.unicode, "\(sample.name)")
        }
    }

    @Test("tmux is there when CI is set")
    func tmuxInCI() {
        if ProcessInfo.processInfo.environment["CI"] != nil {
            #expect(Tmux.isAvailable, "CI must have tmux (.ci/run installs it)")
        }
    }

    @Test("tmux shows each text in as many columns as DisplayWidth counts",
          .enabled(if: Tmux.isAvailable, Comment(rawValue: Tmux.absence)))
    func agreesWithTmux() throws {
        let shown = try Tmux.columns(of: Self.agreed.map(\.text))
        for (sample, columns) in zip(Self.agreed, shown) {
            #expect(columns == DisplayWidth.of(sample.text), "\(sample.name): tmux \(columns)")
        }
    }

    @Test("where tmux lays emoji out code point by code point, it gives one of the two known answers",
          .enabled(if: Tmux.isAvailable, Comment(rawValue: Tmux.absence)))
    func disputedWithTmux() throws {
        let shown = try Tmux.columns(of: Self.disputed.map(\.text))
        for (sample, columns) in zip(Self.disputed, shown) {
            #expect(columns == sample.unicode || columns == sample.perCodePoint, "\(sample.name): tmux \(columns)")
        }
    }
}
