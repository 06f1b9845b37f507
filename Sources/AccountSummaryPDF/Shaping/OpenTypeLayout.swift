import AccountSummary

/// A font's layout tables (`GDEF`, `GSUB`, `GPOS`) as shaping reads them; empty tables for a
/// font without them.
///
/// ```swift
/// let layout = try OpenTypeLayout(font: "NotoSansArabic-Regular.ttf", bytes: bytes, tables: tables)
/// layout.substitution.lookups.count   // 12
/// ```
struct OpenTypeLayout: Sendable {
    let definitions: GlyphDefinitions
    let substitution: LayoutTable
    let positioning: LayoutTable

    /// Whether the font has a `GPOS` table (HarfBuzz positions with it whenever it is there).
    var hasPositioning: Bool { !positioning.data.range.isEmpty }

    /// - Throws: ``FontError`` naming the table whose lists are damaged.
    init(font: String, bytes: FontFile, tables: [String: Range<Int>]) throws(FontError) {
        definitions = try tables["GDEF"].map { (range) throws(FontError) in try GlyphDefinitions(bytes: bytes, range: range, font: font) }
            ?? GlyphDefinitions(font: font)
        substitution = try tables["GSUB"].map { (range) throws(FontError) in try LayoutTable(bytes: bytes, range: range, tag: "GSUB", font: font) }
            ?? LayoutTable(empty: "GSUB", font: font)
        positioning = try tables["GPOS"].map { (range) throws(FontError) in try LayoutTable(bytes: bytes, range: range, tag: "GPOS", font: font) }
            ?? LayoutTable(empty: "GPOS", font: font)
    }
}
