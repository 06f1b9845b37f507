/// How many terminal columns text takes, counted per grapheme cluster, so text
/// output can line up columns holding CJK, emoji and combining marks.
///
/// A cluster shown as an emoji (a first scalar with Emoji_Presentation, a scalar
/// followed by U+FE0F, an emoji modifier or ZWJ sequence, a flag, a keycap) takes 2
/// columns, as UTS #51 says. Any other cluster takes the sum of its scalars' columns,
/// as a terminal lays them out cell by cell: 2 for East Asian Wide or Fullwidth, 0
/// for controls, format characters (U+200B–U+200F, U+2060–U+2064, U+FEFF, …),
/// non-spacing and enclosing marks and the Hangul vowel and final jamo that join a
/// syllable, else 1 — spacing marks (category Mc, e.g. Devanagari U+093E) and Thai
/// and Lao SARA AM included, so "का" is 2 columns and "हिन्दी" 5. Ambiguous-width
/// characters (`…`, `±`, Greek, Cyrillic) count 1, as in terminals outside East
/// Asian locales.
///
/// Where terminals disagree with Unicode, Unicode wins: tmux 3.3 shows an emoji
/// with a skin-tone modifier in 4 columns and a text-default emoji with U+FE0F
/// (`❤️`) in 1, while UTS #51 and current terminals (kitty, WezTerm, iTerm2,
/// Windows Terminal) show both in 2; this type counts 2.
///
/// ```swift
/// DisplayWidth.of("Coffee")     // 6
/// DisplayWidth.of("日本語")      // 6
/// DisplayWidth.of("👨‍👩‍👧")        // 2
/// DisplayWidth.of("e\u{301}")   // 1
/// DisplayWidth.of("हिन्दी")       // 5
/// DisplayWidth.of("\u{200B}")   // 0
/// ```
package enum DisplayWidth {
    /// The number of terminal columns `text` takes.
    ///
    /// ```swift
    /// DisplayWidth.of("日本語テキスト")  // 14
    /// DisplayWidth.of("❤️ or ❤")      // 7: 2 for the emoji, 1 for the text-style heart
    /// ```
    ///
    /// - Parameter text: The text, usually one line of it; newlines and other
    ///   controls count 0.
    /// - Returns: The sum of its grapheme clusters' widths.
    package static func of(_ text: some StringProtocol) -> Int {
        let utf8 = text.utf8
        if utf8.allSatisfy({ 0x20...0x7E ~= $0 }) {
            return utf8.count
        }
        var width = 0
        for character in text {
            width += columns(of: character)
        }
        return width
    }

    /// The width of UTF-8 text given as bytes: their count when they are all printable
    /// ASCII, without making a `String`; otherwise ``of(_:)`` of their text.
    ///
    /// ```swift
    /// DisplayWidth.of(utf8: bytes)  // 3 for "929"
    /// ```
    static func of(utf8 bytes: UTF8Bytes) -> Int {
        if bytes.allSatisfy({ 0x20...0x7E ~= $0 }) { return bytes.count }
        return of(bytes.string)
    }

    /// The number of terminal columns one grapheme cluster takes: 2 for an emoji, else
    /// the sum of its scalars' columns (a Devanagari conjunct with a spacing vowel sign
    /// can take 3).
    static func columns(of character: Character) -> Int {
        if let ascii = character.asciiValue {  // "\r\n" reports "\n"
            return 0x20...0x7E ~= ascii ? 1 : 0
        }
        let scalars = character.unicodeScalars
        if showsAsEmoji(scalars) {
            return 2
        }
        var width = 0
        for scalar in scalars where !isZeroWidth(scalar) {
            width += isEastAsianWide(scalar) ? 2 : 1
        }
        return width
    }

    /// Whether the cluster is shown as an emoji: two columns whatever its scalars'
    /// East Asian Width says.
    private static func showsAsEmoji(_ scalars: Character.UnicodeScalarView) -> Bool {
        guard let first = scalars.first else { return false }
        if first.value >= 0x231A, first.properties.isEmojiPresentation {  // U+231A WATCH is the lowest
            return true
        }
        var previous = first
        for scalar in scalars.dropFirst() {
            switch scalar.value {
            case 0xFE0F:  // VARIATION SELECTOR-16 asks for emoji presentation of what precedes it
                if previous.properties.isEmoji { return true }
            case 0x20E3:  // COMBINING ENCLOSING KEYCAP, as in "1\u{20E3}" without VS16
                if "0123456789#*".unicodeScalars.contains(first) { return true }
            case 0x200D:  // ZERO WIDTH JOINER after an emoji (not after Indic letters)
                if first.value > 0x7F, first.properties.isEmoji { return true }
            case 0x1F3FB...0x1F3FF:  // a skin-tone modifier after a base it modifies: "☝🏽"
                if previous.properties.isEmojiModifierBase { return true }
            default:
                break
            }
            previous = scalar
        }
        return false
    }

    /// Whether the scalar takes no column of its own: controls, format characters,
    /// line and paragraph separators, non-spacing and enclosing marks (variation
    /// selectors included), and the Hangul medial vowels and final consonants that a
    /// leading consonant's two columns already hold. Spacing marks (Mc) take one.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0xAD:
            return true
        case 0x20...0x2FF:  // below the combining diacritical marks: all spacing
            return false
        case 0x1160...0x11FF, 0xD7B0...0xD7FF:  // Hangul Jungseong and Jongseong jamo
            return true
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3:  // CJK ideographs, Hangul syllables: all letters
            return false
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
                return true
            default:
                return false
            }
        }
    }
}
