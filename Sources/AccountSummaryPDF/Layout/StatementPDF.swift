import AccountSummary

/// A statement laid out as PDF pages by the package itself, from the report's view models:
/// the header, tiles with their currency sign and cents raised, totals, each account's
/// statement with running balances, the transaction lists (their column heads repeated on
/// every page they cross), the footer, and "Page N of M" with the statement's name on every
/// page, in the print palette of the built-in HTML.
///
/// Text is shaped (``Shaper``) in a chain of fonts (see
/// ``PDFDocumentWriter/text(_:x:y:size:fonts:on:color:runDirection:statementDirection:isolates:)``):
/// Latin, Greek and Cyrillic in the Noto fonts; Hebrew and Arabic right to left (``Bidi``), a
/// Hebrew or Arabic statement mirrored; Devanagari with its conjuncts and reordered vowel signs;
/// Chinese, Japanese and Korean in the TrueType fallbacks installed (see ``Fonts/installed()``).
/// A character no installed font has is refused with a ``PDFError``: Chromium prints that.
///
/// ```swift
/// let fonts = try StatementPDF.Fonts.installed()
/// let pdf = try StatementPDF.bytes(report, paper: .a4, fonts: fonts)
/// ```
package enum StatementPDF {
    /// The regular and bold font chains, first choice first.
    package struct Fonts: Sendable {
        package var regular: [TrueTypeFont]
        package var bold: [TrueTypeFont]

        package init(regular: [TrueTypeFont], bold: [TrueTypeFont]) {
            precondition(!regular.isEmpty && !bold.isEmpty, "a font in each chain")
            self.regular = regular
            self.bold = bold
        }
    }

    /// The statement's PDF file.
    ///
    /// - Parameters:
    ///   - paper: A4 or Letter.
    ///   - archival: a PDF/A-2b file (XMP identification, sRGB output intent); false for one
    ///     to be encrypted afterwards. The date is the statement's `asOf`, so the same
    ///     statement gives the same bytes.
    /// - Throws: ``PDFError`` for text the fonts cannot show or the writer cannot set.
    package static func bytes(_ report: StatementReport, paper: PaperSize, fonts: Fonts, archival: Bool = true,
                              author: String? = nil, subject: String? = nil) throws(PDFError) -> [UInt8] {
        let size = paper.points
        var layout = StatementLayout(report: report, width: size.width, height: size.height, fonts: fonts)
        try layout.lay()
        var information = PDFDocumentWriter.Information(title: report.title, author: author, subject: subject ?? report.pageIdentity,
                                                        date: report.asOf, language: report.languageCode)
        information.archival = archival
        return try layout.finish(information: information)
    }
}

extension PaperSize {
    /// Width and height in points: A4 is 210 × 297 mm, Letter 8.5 × 11 in.
    package var points: (width: Double, height: Double) {
        switch self {
        case .a4: (595.2756, 841.8898)
        case .letter: (612, 792)
        }
    }
}
