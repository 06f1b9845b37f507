import AccountSummary

/// One glyph of a shaped run, in visual order: the glyph, the first character (index into the
/// run's scalars) it shows, and where it goes, in font units (HarfBuzz's `hb_glyph_info_t` and
/// `hb_glyph_position_t` as `hb-shape --output-format=json` prints them: `g`, `cl`, `ax`, `ay`,
/// `dx`, `dy`).
///
/// ```swift
/// ShapedGlyph(glyph: 36, cluster: 0, xAdvance: 639, yAdvance: 0, xOffset: 0, yOffset: 0)  // "A" in Noto Sans
/// ```
package struct ShapedGlyph: Sendable, Hashable, CustomStringConvertible {
    package var glyph: UInt16
    package var cluster: Int
    package var xAdvance: Int
    package var yAdvance: Int
    package var xOffset: Int
    package var yOffset: Int

    package init(glyph: UInt16, cluster: Int, xAdvance: Int, yAdvance: Int, xOffset: Int, yOffset: Int) {
        self.glyph = glyph
        self.cluster = cluster
        self.xAdvance = xAdvance
        self.yAdvance = yAdvance
        self.xOffset = xOffset
        self.yOffset = yOffset
    }

    /// `hb-shape`'s text form: `g=cl+ax`, with `@dx,dy` when offset.
    package var description: String {
        var text = "\(glyph)=\(cluster)"
        if xOffset != 0 || yOffset != 0 { text += "@\(xOffset),\(yOffset)" }
        text += "+\(xAdvance)"
        if yAdvance != 0 { text += ",\(yAdvance)" }
        return text
    }
}
