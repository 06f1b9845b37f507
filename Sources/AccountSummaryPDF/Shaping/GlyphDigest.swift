/// A small summary of a set of glyphs that can say "not in the set" at once (HarfBuzz's
/// `hb_set_digest_t`): three 64-bit masks, each with the bit of `(glyph >> shift) & 63` set for
/// every glyph of the set, for shifts 4, 0 and 9. A glyph whose bit is missing from one mask is
/// not in the set; one with all three bits may be. A lookup keeps the digest of its subtables'
/// first coverage, so the glyphs it cannot apply at are passed over without reading the font.
///
/// ```swift
/// var digest = GlyphDigest()
/// digest.insert(0x41)
/// digest.insert(range: 100...120)
/// digest.mayHave(0x41)   // true
/// digest.mayHave(7)      // false
/// ```
struct GlyphDigest: Sendable, Equatable {
    private static let shifts: (UInt32, UInt32, UInt32) = (4, 0, 9)
    private var masks: (UInt64, UInt64, UInt64) = (0, 0, 0)

    /// The digest of no glyph.
    init() {}

    /// The digest that may have every glyph (a coverage that could not be read).
    static let all: GlyphDigest = {
        var digest = GlyphDigest()
        digest.masks = (.max, .max, .max)
        return digest
    }()

    static func == (left: GlyphDigest, right: GlyphDigest) -> Bool {
        left.masks == right.masks
    }

    private static func bit(_ glyph: UInt32, shift: UInt32) -> UInt64 {
        1 << UInt64((glyph >> shift) & 63)
    }

    /// Adds one glyph.
    mutating func insert(_ glyph: UInt32) {
        masks.0 |= Self.bit(glyph, shift: Self.shifts.0)
        masks.1 |= Self.bit(glyph, shift: Self.shifts.1)
        masks.2 |= Self.bit(glyph, shift: Self.shifts.2)
    }

    /// Adds the glyphs `range` holds.
    mutating func insert(range: ClosedRange<UInt32>) {
        func mask(_ shift: UInt32) -> UInt64 {
            // 64 or more steps of this mask's bit cover all of it.
            if (range.upperBound >> shift) - (range.lowerBound >> shift) >= 63 { return .max }
            var result: UInt64 = 0
            for step in (range.lowerBound >> shift)...(range.upperBound >> shift) { result |= 1 << UInt64(step & 63) }
            return result
        }
        masks.0 |= mask(Self.shifts.0)
        masks.1 |= mask(Self.shifts.1)
        masks.2 |= mask(Self.shifts.2)
    }

    /// Adds every glyph of `other`.
    mutating func formUnion(_ other: GlyphDigest) {
        masks.0 |= other.masks.0
        masks.1 |= other.masks.1
        masks.2 |= other.masks.2
    }

    /// False when `glyph` is surely not in the set.
    func mayHave(_ glyph: UInt32) -> Bool {
        masks.0 & Self.bit(glyph, shift: Self.shifts.0) != 0 && masks.1 & Self.bit(glyph, shift: Self.shifts.1) != 0
            && masks.2 & Self.bit(glyph, shift: Self.shifts.2) != 0
    }
}
