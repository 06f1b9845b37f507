extension StatementPDF.Fonts {
    /// The regular chain: Noto Sans, then Noto Sans Math (U+2212 MINUS SIGN and other signs Noto Sans lacks).
    static let regularFiles = ["NotoSans-Regular.ttf", "NotoSansMath-Regular.ttf"]
    /// The bold chain: Noto Sans Bold, then the same fallback.
    static let boldFiles = ["NotoSans-Bold.ttf", "NotoSansMath-Regular.ttf"]
    /// Fonts added to the regular chain when installed, for the scripts Noto Sans does not
    /// cover: Noto Sans Hebrew, Noto Sans Arabic and Noto Sans Devanagari (fonts-noto-core,
    /// shaped by ``Shaper``). Chinese, Japanese and Korean are set in Noto Sans CJK
    /// (fonts-noto-cjk, see ``NotoSansCJK``), added per statement.
    static let optionalRegularFiles = ["NotoSansHebrew-Regular.ttf", "NotoSansArabic-Regular.ttf", "NotoSansDevanagari-Regular.ttf"]
    /// The bold chain's optional fonts.
    static let optionalBoldFiles = ["NotoSansHebrew-Bold.ttf", "NotoSansArabic-Bold.ttf", "NotoSansDevanagari-Bold.ttf"]
    /// Where Noto Sans CJK is not installed, the TrueType fonts that stood in for it before
    /// the writer read CFF: Droid Sans Fallback (fonts-droid-fallback, which Ghostscript
    /// brings) for Chinese and Japanese, NanumGothic (fonts-nanum) for Korean. Not read when
    /// Noto Sans CJK is there.
    static let fallbackRegularFiles = ["DroidSansFallbackFull.ttf", "NanumGothic.ttf"]
    /// Droid Sans Fallback has no bold: its regular stands in.
    static let fallbackBoldFiles = ["DroidSansFallbackFull.ttf", "NanumGothicBold.ttf"]

    /// The Noto fonts installed on this machine (Debian's fonts-noto-core), found, never bundled,
    /// with the optional fallbacks that are installed, and Noto Sans CJK where installed
    /// (read when a statement first needs it).
    ///
    /// ```swift
    /// let fonts = try StatementPDF.Fonts.installed()
    /// ```
    /// - Throws: ``PDFError/fontNotInstalled(_:)`` naming the first one missing.
    package static func installed() throws(PDFError) -> StatementPDF.Fonts {
        let cjk = NotoSansCJK.installed()
        let optionalRegularFiles = optionalRegularFiles + (cjk == nil ? fallbackRegularFiles : [])
        let optionalBoldFiles = optionalBoldFiles + (cjk == nil ? fallbackBoldFiles : [])
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
        var fonts = StatementPDF.Fonts(regular: try chain(regularFiles, optional: optionalRegularFiles),
                                       bold: try chain(boldFiles, optional: optionalBoldFiles))
        fonts.cjk = cjk
        return fonts
    }
}
