extension StatementPDF.Fonts {
    /// The regular chain: Noto Sans, then Noto Sans Math (U+2212 MINUS SIGN and other signs Noto Sans lacks).
    static let regularFiles = ["NotoSans-Regular.ttf", "NotoSansMath-Regular.ttf"]
    /// The bold chain: Noto Sans Bold, then the same fallback.
    static let boldFiles = ["NotoSans-Bold.ttf", "NotoSansMath-Regular.ttf"]
    /// Fonts added to the regular chain when installed, for the scripts Noto Sans does not cover,
    /// in TrueType outlines (Noto Sans CJK is CFF in a collection, which this writer does not
    /// embed): Noto Sans Hebrew, Noto Sans Arabic and Noto Sans Devanagari (fonts-noto-core,
    /// shaped by ``Shaper``), Droid Sans Fallback (Debian's fonts-droid-fallback, which
    /// Ghostscript brings) for Chinese and Japanese, NanumGothic (fonts-nanum) for Korean. A
    /// statement that needs one not installed goes to Chromium.
    static let optionalRegularFiles = ["NotoSansHebrew-Regular.ttf", "NotoSansArabic-Regular.ttf", "NotoSansDevanagari-Regular.ttf",
                                       "DroidSansFallbackFull.ttf", "NanumGothic.ttf"]
    /// The bold chain's optional fonts (Droid Sans Fallback has no bold: its regular stands in).
    static let optionalBoldFiles = ["NotoSansHebrew-Bold.ttf", "NotoSansArabic-Bold.ttf", "NotoSansDevanagari-Bold.ttf",
                                    "DroidSansFallbackFull.ttf", "NanumGothicBold.ttf"]

    /// The Noto fonts installed on this machine (Debian's fonts-noto-core), found, never bundled,
    /// with the optional fallbacks that are installed.
    ///
    /// ```swift
    /// let fonts = try StatementPDF.Fonts.installed()
    /// ```
    /// - Throws: ``PDFError/fontNotInstalled(_:)`` naming the first one missing.
    package static func installed() throws(PDFError) -> StatementPDF.Fonts {
        let paths = TrueTypeFont.installed(Set(regularFiles + boldFiles + optionalRegularFiles + optionalBoldFiles))
        var loaded: [String: TrueTypeFont] = [:]
        func load(_ name: String) throws(PDFError) -> TrueTypeFont? {
            if let font = loaded[name] { return font }
            guard let path = paths[name] else { return nil }
            do {
                let font = try TrueTypeFont(contentsOfFile: path)
                loaded[name] = font
                return font
            } catch {
                throw .font(error)
            }
        }
        func chain(_ names: [String], optional: [String]) throws(PDFError) -> [TrueTypeFont] {
            var fonts: [TrueTypeFont] = []
            for name in names {
                guard let font = try load(name) else { throw .fontNotInstalled(name) }
                fonts.append(font)
            }
            for name in optional {
                if let font = try load(name) { fonts.append(font) }
            }
            return fonts
        }
        return StatementPDF.Fonts(regular: try chain(regularFiles, optional: optionalRegularFiles),
                                bold: try chain(boldFiles, optional: optionalBoldFiles))
    }
}
