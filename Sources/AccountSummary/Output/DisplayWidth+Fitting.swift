extension DisplayWidth {
    /// The text with spaces added to fill `width` columns, placed by `alignment`;
    /// text already as wide or wider comes back as it is (never truncated).
    ///
    /// ```swift
    /// DisplayWidth.padded("日本", to: 6, alignment: .leading)      // "日本  "
    /// DisplayWidth.padded("$4.50", to: 8, alignment: .trailing)   // "   $4.50"
    /// DisplayWidth.padded("Coffee", to: 3, alignment: .leading)   // "Coffee"
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text to pad.
    ///   - width: The number of columns to fill.
    ///   - alignment: Which side of the text the spaces go.
    /// - Returns: `text` with `width - DisplayWidth.of(text)` spaces, if that is positive.
    package static func padded(_ text: String, to width: Int, alignment: Alignment) -> String {
        let missing = width - of(text)
        guard missing > 0 else { return text }
        switch alignment {
        case .leading:
            return text + spaces(missing)
        case .trailing:
            return spaces(missing) + text
        case .center:
            let before = missing / 2
            return spaces(before) + text + spaces(missing - before)
        }
    }

    /// The text cut at a grapheme cluster boundary, with "…" appended, so it takes at
    /// most `width` columns; text that fits comes back as it is.
    ///
    /// A wide character that would cross the limit is dropped whole, so the result
    /// can be a column short. Text wrapped in an isolate (``TextSafety/isolated(_:)``)
    /// is cut inside it and stays balanced.
    ///
    /// ```swift
    /// DisplayWidth.truncated("日本語テキスト", to: 7)    // "日本語…"
    /// DisplayWidth.truncated("日本語テキスト", to: 8)    // "日本語…" (テ would make 9)
    /// DisplayWidth.truncated("Basic Savings", to: 8)   // "Basic S…"
    /// DisplayWidth.truncated("Coffee", to: 6)          // "Coffee"
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text to fit.
    ///   - width: The most columns the result may take; 0 or less gives "".
    /// - Returns: `text`, or a prefix of it followed by "…".
    package static func truncated(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        // U+2068 and U+2069 are grapheme clusters of their own.
        if text.first == "\u{2068}", text.last == "\u{2069}", text.count >= 2 {
            return "\u{2068}" + cut(text.dropFirst().dropLast(), to: width) + "\u{2069}"
        }
        return cut(text[...], to: width)
    }

    /// The longest prefix of `text` that leaves a column for "…", then "…".
    private static func cut(_ text: Substring, to width: Int) -> String {
        let budget = width - 1  // "…" is East Asian Ambiguous: 1 column
        var used = 0
        var end = text.startIndex
        while end != text.endIndex {
            let next = text.index(after: end)
            used += columns(of: text[end])
            if used > budget { break }
            end = next
        }
        return String(text[..<end]) + "…"
    }

    private static func spaces(_ count: Int) -> String {
        String(repeating: " ", count: count)
    }
}
