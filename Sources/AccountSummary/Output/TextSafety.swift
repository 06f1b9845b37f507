/// What every string from the input goes through before it reaches an output:
/// control and bidi-control characters made visible, right-to-left text isolated.
///
/// ```swift
/// TextSafety.sanitized("Coffee\u{1B}[2J\n")  // "Coffee\u{FFFD}[2J\u{FFFD}"
/// TextSafety.isolated("שלום")                // "\u{2068}שלום\u{2069}"
/// ```
package enum TextSafety {
    /// The text with every control and bidi-control character replaced by U+FFFD.
    ///
    /// Replaced: C0 controls U+0000–U+001F (newline and tab included: input strings
    /// are single-line labels), DEL U+007F, C1 controls U+0080–U+009F, and the bidi
    /// embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069, and the Unicode
    /// noncharacters (U+FDD0–U+FDEF, U+xFFFE and U+xFFFF of every plane). Kept: the
    /// marks U+200E, U+200F and U+061C (formatted amounts use them), ZWJ and
    /// everything else. Text with nothing to replace comes back as it is, without
    /// allocating.
    ///
    /// ```swift
    /// TextSafety.sanitized("Tab\there")         // "Tab\u{FFFD}here"
    /// TextSafety.sanitized("\u{202E}evil")      // "\u{FFFD}evil"
    /// TextSafety.sanitized("\u{200F}-1,234.50") // "\u{200F}-1,234.50" (unchanged)
    /// ```
    ///
    /// - Parameter text: A string from the input.
    /// - Returns: `text`, with each replaced character's UTF-8 bytes swapped for U+FFFD's.
    package static func sanitized(_ text: String) -> String {
        text.withUTF8Bytes { bytes in
            var index = 0
            while index < bytes.count {
                guard replacedLength(in: bytes, at: index) == 0 else {
                    return String(utf8Writing: { writeSanitized(bytes, from: index, to: &$0) })
                }
                index += 1
            }
            return text
        }
    }

    /// The text wrapped in U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL
    /// ISOLATE when it holds a right-to-left letter, so its direction cannot reorder
    /// what follows it on the line; other text comes back as it is.
    ///
    /// Right-to-left means bidi class R, AL or AN, read from ``UnicodeTables`` (so U+FEFF,
    /// invisible and boundary-neutral, does not isolate a text, and an RLM does). Sanitize first: an isolate
    /// is only balanced if the text holds no stray U+2069 of its own. Truncate before
    /// isolating too (`DisplayWidth.truncated(_:to:)` keeps a wrapped text's isolate
    /// balanced, but cutting first keeps the ellipsis inside the isolate).
    ///
    /// ```swift
    /// TextSafety.isolated("דני כהן")   // "\u{2068}דני כהן\u{2069}"
    /// TextSafety.isolated("Jonathan")  // "Jonathan"
    /// ```
    ///
    /// - Parameter text: A sanitized string, usually a name.
    /// - Returns: `text`, isolated if it holds right-to-left letters.
    package static func isolated(_ text: String) -> String {
        guard containsRightToLeft(text) else { return text }
        return "\u{2068}" + text + "\u{2069}"
    }

    /// Whether `text` holds a character that acts as right to left on its neighbours: Bidi_Class
    /// R or AL (Hebrew, Arabic…, RLM, ALM) or AN (Arabic-Indic digits, which rule N1 counts as
    /// right to left around neutrals), from ``UnicodeTables``.
    private static func containsRightToLeft(_ text: String) -> Bool {
        // Every such character is at or above U+0590, beyond the 2-byte lead 0xD6.
        guard text.utf8.contains(where: { $0 >= 0xD6 }) else { return false }
        return text.unicodeScalars.contains { scalar in
            guard scalar.value >= 0x0590 else { return false }
            let bidi = UnicodeTables.bidiClass(of: scalar)
            return bidi == .rightToLeft || bidi == .arabicLetter || bidi == .arabicNumber
        }
    }

    // MARK: - Sanitizing bytes

    /// U+FFFD REPLACEMENT CHARACTER.
    private static let replacement: StaticString = "\u{FFFD}"

    /// Appends `bytes` with each character to replace swapped for U+FFFD's bytes; the bytes
    /// before `start` (none of which is replaced) are copied in one piece.
    private static func writeSanitized(_ bytes: UTF8Bytes, from start: Int, to output: inout UTF8Output) {
        output.append(bytes[0..<start])
        var read = start
        while read < bytes.count {
            let length = replacedLength(in: bytes, at: read)
            if length == 0 {
                output.append(bytes[read])
                read += 1
            } else {
                output.append(replacement)
                read += length
            }
        }
    }

    /// The UTF-8 length of the character at `index` if it must be replaced, else 0.
    ///
    /// `bytes` is valid UTF-8 (it is a `String`'s), so a lead byte's continuation
    /// bytes are there to read.
    @inline(__always)
    private static func replacedLength(in bytes: UTF8Bytes, at index: Int) -> Int {
        switch bytes[index] {
        case 0x00...0x1F, 0x7F:
            return 1
        case 0xC2:  // U+0080–U+00BF; C1 controls are U+0080–U+009F
            return bytes[index + 1] <= 0x9F ? 2 : 0
        case 0xE2:  // U+2000–U+2FFF
            switch (bytes[index + 1], bytes[index + 2]) {
            case (0x80, 0xAA...0xAE): return 3  // U+202A–U+202E: LRE, RLE, PDF, LRO, RLO
            case (0x81, 0xA6...0xA9): return 3  // U+2066–U+2069: LRI, RLI, FSI, PDI
            default: return 0
            }
        case 0xEF:  // U+F000–U+FFFF: the noncharacters U+FDD0–U+FDEF, U+FFFE and U+FFFF
            switch (bytes[index + 1], bytes[index + 2]) {
            case (0xB7, 0x90...0xAF), (0xBF, 0xBE...0xBF): return 3
            default: return 0
            }
        case 0xF0...0xF4:  // U+10000–U+10FFFF: the noncharacters U+xFFFE and U+xFFFF of each plane
            // U+xFFFE / U+xFFFF: the last two code points of a plane, F? ?F BF BE|BF in UTF-8.
            return (bytes[index + 1] & 0x0F) == 0x0F && bytes[index + 2] == 0xBF && (bytes[index + 3] == 0xBE || bytes[index + 3] == 0xBF) ? 4 : 0
        default:
            return 0
        }
    }
}
