/// The native writer's stand-in for an emoji no font of its chain can draw: the emoji's
/// Unicode name in brackets, lowercase (`☕` → `[hot beverage]`), so the reader of a printed
/// or archived statement learns what the description held, where a replacement character
/// (U+FFFD) or an empty box would say only that something is missing.
///
/// Debian's emoji font (`fonts-noto-color-emoji`) holds colour bitmaps (`CBDT`), which a
/// PDF/A file could carry only as images: not text, neither searchable nor read by a screen
/// reader as the character. The writer sets an emoji as text when a font of its chain has a
/// glyph for it (a monochrome symbol font), and otherwise names it.
///
/// A grapheme cluster is named whole: its emoji's names joined by ` + ` (a ZWJ sequence,
/// `👩‍💻` → `[woman + personal computer]`), a flag by its region's letters (`🇩🇪` →
/// `[flag DE]`), a keycap by its key (`1️⃣` → `[keycap 1]`); variation selectors, joiners and
/// skin-tone modifiers say nothing of their own and are left out of the name.
///
/// ```swift
/// EmojiNames.named("Coffee ☕", drawable: { $0.isASCII })   // "Coffee [hot beverage]"
/// ```
package enum EmojiNames {
    /// `text` with each grapheme cluster that holds an emoji `drawable` says no font has
    /// replaced by its name; the rest as it is. Text of scalars below ``firstCandidate`` only is
    /// returned as it is.
    static func named(_ text: String, drawable: (Unicode.Scalar) -> Bool) -> String {
        guard text.unicodeScalars.contains(where: { $0.value >= firstCandidate }) else { return text }
        var result = ""
        var changed = false
        for cluster in text {
            let scalars = cluster.unicodeScalars
            if scalars.contains(where: isEmoji), scalars.contains(where: { !drawable($0) && !isSilent($0) }) {
                result += name(of: cluster)
                changed = true
            } else {
                result.append(cluster)
            }
        }
        return changed ? result : text
    }

    /// Whether `scalar` is drawn as an emoji: emoji presentation, a pictograph, a regional
    /// indicator or the keycap mark.
    package static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        // A scalar below the first candidate is answered without asking for its properties,
        // which cost more than the rest of a text's naming (a statement's texts hold dashes,
        // isolates and currency signs past it, and so are read cluster by cluster).
        // `EmojiNamesTests` holds this to the properties alone for every scalar.
        guard scalar.value >= firstCandidate else { return false }
        let properties = scalar.properties
        return properties.isEmojiPresentation || properties.isEmoji || scalar.value == 0x20E3
    }

    /// The first scalar that can be drawn as an emoji: none below U+2000 has emoji presentation
    /// (the first is U+231A), and the text-style emoji below it (`#`, digits, `©`, `®`) are
    /// drawn as text.
    static let firstCandidate: UInt32 = 0x2000

    /// Scalars that shape an emoji without a name of their own: variation selectors, the
    /// zero-width joiner, skin-tone modifiers, tag characters.
    static func isSilent(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xFE0E, 0xFE0F, 0x200D, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: true
        default: false
        }
    }

    /// `[name + name]`, `[flag DE]`, `[keycap 1]`.
    static func name(of cluster: Character) -> String {
        let scalars = cluster.unicodeScalars.filter { !isSilent($0) }
        let indicators = scalars.filter { (0x1F1E6...0x1F1FF).contains($0.value) }
        if !indicators.isEmpty, indicators.count == scalars.count {
            let letters = indicators.compactMap { Unicode.Scalar($0.value - 0x1F1E6 + 0x41) }.map(String.init).joined()
            return "[flag \(letters)]"
        }
        if scalars.last?.value == 0x20E3 {
            return "[keycap \(String(scalars: scalars.dropLast()))]"
        }
        let names = scalars.map { scalar in
            scalar.properties.name?.lowercased() ?? "U+" + String(scalar.value, radix: 16, uppercase: true)
        }
        return "[" + names.joined(separator: " + ") + "]"
    }
}
