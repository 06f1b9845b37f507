extension DisplayWidth {
    /// Whether East Asian Width calls the scalar Wide or Fullwidth: two columns.
    ///
    /// Read from ``UnicodeTables`` (the one Unicode table of the package, generated from the
    /// Unicode Character Database), where unassigned code points in the ideographic blocks
    /// already default to W as UAX #11 says.
    ///
    /// ```swift
    /// DisplayWidth.isEastAsianWide("日")      // true
    /// DisplayWidth.isEastAsianWide("\u{FF21}") // true (FULLWIDTH LATIN CAPITAL LETTER A)
    /// DisplayWidth.isEastAsianWide("é")      // false
    /// ```
    ///
    /// - Parameter scalar: Any scalar.
    /// - Returns: Whether its East_Asian_Width is W or F.
    static func isEastAsianWide(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x1100 else { return false }  // Latin, Greek, Cyrillic… never are
        let width = UnicodeTables.eastAsianWidth(of: scalar)
        return width == .wide || width == .fullwidth
    }
}
