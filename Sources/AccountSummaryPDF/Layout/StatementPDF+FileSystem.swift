extension StatementPDF.Fonts {
    /// The regular chain: Noto Sans, then Noto Sans Math (U+2212 MINUS SIGN and other signs Noto Sans lacks).
    static let regularFiles = ["NotoSans-Regular.ttf", "NotoSansMath-Regular.ttf"]
    /// The bold chain: Noto Sans Bold, then the same fallback.
    static let boldFiles = ["NotoSans-Bold.ttf", "NotoSansMath-Regular.ttf"]

    /// The Noto fonts installed on this machine (Debian's fonts-noto-core), found, never bundled.
    ///
    /// ```swift
    /// let fonts = try StatementPDF.Fonts.installed()
    /// ```
    /// - Throws: ``PDFError/fontNotInstalled(_:)`` naming the first one missing.
    package static func installed() throws(PDFError) -> StatementPDF.Fonts {
        func load(_ names: [String]) throws(PDFError) -> [TrueTypeFont] {
            var fonts: [TrueTypeFont] = []
            for name in names {
                guard let path = TrueTypeFont.installed(name) else { throw .fontNotInstalled(name) }
                do {
                    fonts.append(try TrueTypeFont(contentsOfFile: path))
                } catch {
                    throw .font(error)
                }
            }
            return fonts
        }
        return StatementPDF.Fonts(regular: try load(regularFiles), bold: try load(boldFiles))
    }
}
