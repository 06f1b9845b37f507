import AccountSummary

/// One character, then one glyph, of the text being shaped, with what shaping keeps about it
/// (the fields HarfBuzz keeps in `hb_glyph_info_t` and its variables, kept the same way so that
/// the same rules give the same glyphs).
///
/// ```swift
/// var info = GlyphInfo(codepoint: 0x0644, cluster: 0)
/// info.generalCategory   // .otherLetter, once the Unicode properties are set
/// ```
struct GlyphInfo: Sendable {
    /// The character's scalar value before the glyphs are chosen, its glyph after.
    var codepoint: UInt32
    /// The glyph chosen for ``codepoint`` while characters are normalized.
    var glyphIndex: UInt32 = 0
    /// The index of the first character this glyph shows.
    var cluster: UInt32
    /// The features that apply to this glyph, a bit each (see ``ShapePlan``).
    var mask: UInt64 = 0
    /// General category (low five bits) and flags; the high byte is a mark's modified combining
    /// class, a format character's joiner bits, or a space's fallback width.
    var unicodeProps: UInt16 = 0
    /// The glyph's class from `GDEF` (``Properties``) and what substitution did to it.
    var glyphProps: UInt16 = 0
    /// The ligature the glyph belongs to (three bits of id) and its component (four bits).
    var ligProps: UInt8 = 0
    /// The syllable (Indic: serial and type) a lookup may be kept within.
    var syllable: UInt8 = 0
    /// A script shaper's category of the character (Indic).
    var shaperCategory: UInt8 = 0
    /// A script shaper's second byte: an Indic position, an Arabic joining action.
    var shaperAuxiliary: UInt8 = 0

    init(codepoint: UInt32, cluster: UInt32) {
        self.codepoint = codepoint
        self.cluster = cluster
    }

    /// `glyphProps` bits: the `GDEF` class (as the lookup flags that skip it) and what
    /// substitution did.
    enum Properties {
        static let baseGlyph: UInt16 = 0x02
        static let ligature: UInt16 = 0x04
        static let mark: UInt16 = 0x08
        static let substituted: UInt16 = 0x10
        static let ligated: UInt16 = 0x20
        static let multiplied: UInt16 = 0x40
        static let preserve: UInt16 = substituted | ligated | multiplied
    }

    /// `unicodeProps` bits.
    enum UnicodeFlag {
        static let generalCategory: UInt16 = 0x001F
        static let ignorable: UInt16 = 0x0020
        static let hidden: UInt16 = 0x0040
        static let continuation: UInt16 = 0x0080
        static let zwj: UInt16 = 0x0100
        static let zwnj: UInt16 = 0x0200
    }

    // MARK: Unicode properties

    var generalCategory: UnicodeTables.GeneralCategory {
        UnicodeTables.GeneralCategory(rawValue: UInt8(unicodeProps & UnicodeFlag.generalCategory)) ?? .unassigned
    }

    /// Sets the general category, clearing the high byte (a mark's class, a joiner's bits).
    mutating func setGeneralCategory(_ category: UnicodeTables.GeneralCategory) {
        unicodeProps = UInt16(category.rawValue) | (unicodeProps & (0xFF & ~UnicodeFlag.generalCategory))
    }

    var isUnicodeMark: Bool {
        switch generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// The mark's combining class as HarfBuzz reorders marks (0 for a character that is not a mark).
    var modifiedCombiningClass: UInt8 {
        isUnicodeMark ? UInt8(unicodeProps >> 8) : 0
    }

    mutating func setModifiedCombiningClass(_ value: UInt8) {
        guard isUnicodeMark else { return }
        unicodeProps = UInt16(value) << 8 | (unicodeProps & 0xFF)
    }

    var isUnicodeSpace: Bool { generalCategory == .spaceSeparator }

    /// The fallback width kind of a space the font has no glyph for (``SpaceFallback``), 0 when none.
    var spaceFallback: UInt8 { isUnicodeSpace ? UInt8(unicodeProps >> 8) : 0 }

    mutating func setSpaceFallback(_ value: UInt8) {
        guard isUnicodeSpace else { return }
        unicodeProps = UInt16(value) << 8 | (unicodeProps & 0xFF)
    }

    var isDefaultIgnorable: Bool {
        unicodeProps & UnicodeFlag.ignorable != 0 && glyphProps & Properties.substituted == 0
    }

    var isDefaultIgnorableAndNotHidden: Bool {
        unicodeProps & (UnicodeFlag.ignorable | UnicodeFlag.hidden) == UnicodeFlag.ignorable
            && glyphProps & Properties.substituted == 0
    }

    mutating func unhide() { unicodeProps &= ~UnicodeFlag.hidden }

    var isContinuation: Bool { unicodeProps & UnicodeFlag.continuation != 0 }
    mutating func setContinuation() { unicodeProps |= UnicodeFlag.continuation }

    var isZWJ: Bool { generalCategory == .format && unicodeProps & UnicodeFlag.zwj != 0 }
    var isZWNJ: Bool { generalCategory == .format && unicodeProps & UnicodeFlag.zwnj != 0 }

    // MARK: Glyph properties

    var isBaseGlyph: Bool { glyphProps & Properties.baseGlyph != 0 }
    var isLigature: Bool { glyphProps & Properties.ligature != 0 }
    var isMark: Bool { glyphProps & Properties.mark != 0 }
    var isSubstituted: Bool { glyphProps & Properties.substituted != 0 }
    var isLigated: Bool { glyphProps & Properties.ligated != 0 }
    var isMultiplied: Bool { glyphProps & Properties.multiplied != 0 }
    var isLigatedAndDidNotMultiply: Bool { isLigated && !isMultiplied }

    mutating func clearLigatedAndMultiplied() { glyphProps &= ~(Properties.ligated | Properties.multiplied) }

    // MARK: Ligature components

    var ligatureID: UInt8 { ligProps >> 5 }
    private var isLigatureBase: Bool { ligProps & 0x10 != 0 }
    /// The component of a ligature a mark belongs to (from 1), or 0.
    var ligatureComponent: Int { isLigatureBase ? 0 : Int(ligProps & 0x0F) }
    /// How many components a ligature glyph has (1 for any other glyph).
    var ligatureComponentCount: Int { glyphProps & Properties.ligature != 0 && isLigatureBase ? Int(ligProps & 0x0F) : 1 }

    mutating func setLigatureProperties(id: UInt8, componentCount: Int) {
        ligProps = id << 5 | 0x10 | UInt8(componentCount & 0x0F)
    }

    mutating func setMarkLigatureProperties(id: UInt8, component: Int) {
        ligProps = id << 5 | UInt8(component & 0x0F)
    }
}

/// Where a glyph goes: its advance and its offset from where the advances put it, in font
/// units, and (while positioning) the glyph it is attached to.
struct GlyphPosition: Sendable {
    var xAdvance: Int32 = 0
    var yAdvance: Int32 = 0
    var xOffset: Int32 = 0
    var yOffset: Int32 = 0
    /// The distance in glyphs to the glyph this one is attached to (0 for none).
    var attachChain: Int16 = 0
    /// ``AttachType``.
    var attachType: UInt8 = 0

    enum AttachType {
        static let mark: UInt8 = 1
        static let cursive: UInt8 = 2
    }
}
