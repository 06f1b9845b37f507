import AccountSummary

/// A font's `GDEF` table as shaping reads it (OpenType spec, "GDEF — Glyph Definition Table"):
/// each glyph's class (base, ligature, mark, component), the mark attachment classes, and the
/// mark glyph sets lookups filter marks by.
///
/// ```swift
/// let gdef = try GlyphDefinitions(bytes: font.bytes, range: font.tables["GDEF"]!, font: font.name)
/// try gdef.glyphProperties(of: fathaGlyph)   // GlyphInfo.Properties.mark | its attachment class << 8
/// ```
struct GlyphDefinitions: Sendable {
    private let data: FontBytes
    private let classes: Int?
    private let attachmentClasses: Int?
    private let markSets: Int?

    /// A font without `GDEF`: no classes (shaping then guesses them from the characters).
    init(font: String) {
        data = FontBytes([], range: 0..<0, font: font)
        classes = nil
        attachmentClasses = nil
        markSets = nil
    }

    /// - Throws: ``FontError`` naming `GDEF` when its header is cut short.
    init(bytes: FontFile, range: Range<Int>, font: String) throws(FontError) {
        let data = FontBytes(bytes, range: range, font: font)
        self.data = data
        let major = try data.uint16(0, in: "GDEF"), minor = try data.uint16(2, in: "GDEF")
        guard major == 1 else { throw .malformed(font: font, table: "GDEF", reason: "version \(major).\(minor)") }
        func offset(_ at: Int) throws(FontError) -> Int? {
            let value = Int(try data.uint16(at, in: "GDEF"))
            return value == 0 ? nil : value
        }
        classes = try offset(4)
        attachmentClasses = try offset(10)
        markSets = minor >= 2 ? try offset(12) : nil
    }

    /// Whether the table classifies glyphs (if not, shaping classifies them by their characters).
    var hasGlyphClasses: Bool { classes != nil }

    /// The glyph's layout properties as HarfBuzz keeps them: base, ligature or mark, with a
    /// mark's attachment class in the second byte; 0 for an unclassified glyph or a component.
    func glyphProperties(of glyph: UInt32) throws(FontError) -> UInt16 {
        guard let classes else { return 0 }
        switch try glyphClass(at: classes, of: glyph) {
        case 1: return GlyphInfo.Properties.baseGlyph
        case 2: return GlyphInfo.Properties.ligature
        case 3:
            let attachment = try attachmentClasses.map { (offset) throws(FontError) in try glyphClass(at: offset, of: glyph) } ?? 0
            return GlyphInfo.Properties.mark | UInt16(truncatingIfNeeded: attachment) << 8
        default: return 0
        }
    }

    /// Whether the `set`-th mark glyph set holds `glyph`.
    func markSet(_ set: Int, covers glyph: UInt32) throws(FontError) -> Bool {
        guard let markSets else { return false }
        let count = Int(try data.uint16(markSets + 2, in: "GDEF"))
        guard set < count else { return false }
        let coverage = markSets + Int(try data.uint32(markSets + 4 + 4 * set, in: "GDEF"))
        return try coverageIndex(at: coverage, of: glyph) != nil
    }

    private func glyphClass(at offset: Int, of glyph: UInt32) throws(FontError) -> Int {
        let format = try data.uint16(offset, in: "GDEF")
        let target = Int(glyph)
        if format == 1 {
            let start = Int(try data.uint16(offset + 2, in: "GDEF")), count = Int(try data.uint16(offset + 4, in: "GDEF"))
            guard target >= start, target < start + count else { return 0 }
            return Int(try data.uint16(offset + 6 + 2 * (target - start), in: "GDEF"))
        }
        guard format == 2 else { return 0 }
        var low = 0, high = Int(try data.uint16(offset + 2, in: "GDEF"))
        while low < high {
            let middle = (low + high) / 2
            let record = offset + 4 + 6 * middle
            let start = Int(try data.uint16(record, in: "GDEF")), end = Int(try data.uint16(record + 2, in: "GDEF"))
            if target < start { high = middle } else if target > end { low = middle + 1 } else {
                return Int(try data.uint16(record + 4, in: "GDEF"))
            }
        }
        return 0
    }

    private func coverageIndex(at offset: Int, of glyph: UInt32) throws(FontError) -> Int? {
        let format = try data.uint16(offset, in: "GDEF")
        let count = Int(try data.uint16(offset + 2, in: "GDEF"))
        let target = Int(glyph)
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if format == 1 {
                let value = Int(try data.uint16(offset + 4 + 2 * middle, in: "GDEF"))
                if value == target { return middle }
                if value < target { low = middle + 1 } else { high = middle }
            } else if format == 2 {
                let record = offset + 4 + 6 * middle
                let start = Int(try data.uint16(record, in: "GDEF")), end = Int(try data.uint16(record + 2, in: "GDEF"))
                if target < start { high = middle } else if target > end { low = middle + 1 } else { return middle }
            } else {
                return nil
            }
        }
        return nil
    }
}
