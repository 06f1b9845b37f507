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
/// Chinese, Japanese and Korean in Noto Sans CJK, the face of the report's language
/// (``NotoSansCJK``), added to the chain for a statement in one of those languages or one whose
/// text needs it. An emoji no font has is named in brackets; another character no installed
/// font has is refused with a ``PDFError``.
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
        /// Noto Sans CJK, when installed: its face for the statement is added to both chains.
        package var cjk: NotoSansCJK?
        /// What has been shaped in these fonts: the statements laid out with them (a batch's,
        /// on every thread) shape the words they share once.
        package var shapingCache = ShapingCache()
        /// The font subsets embedded so far: the statements laid out with these fonts cut and
        /// compress a subset they share once.
        package var fontFileCache = FontFileCache()

        package init(regular: [TrueTypeFont], bold: [TrueTypeFont]) {
            precondition(!regular.isEmpty && !bold.isEmpty, "a font in each chain")
            self.regular = regular
            self.bold = bold
        }

        /// Adds Noto Sans CJK's face for `report`'s language to both chains (nothing without it).
        mutating func addCJK(for report: StatementReport) throws(PDFError) {
            guard let cjk else { return }
            let region = NotoSansCJK.Region(language: report.languageCode, locale: report.locale.identifier)
            do {
                let faces = try cjk.faces(region)
                regular.append(faces.regular)
                bold.append(faces.bold)
            } catch {
                throw .font(error)
            }
        }
    }

    /// The statement's PDF file.
    ///
    /// - Parameters:
    ///   - paper: A4 or Letter.
    ///   - archival: a PDF/A-2a file (XMP identification, sRGB output intent); false for one
    ///     to be encrypted afterwards. The date is the statement's `asOf`, so the same
    ///     statement gives the same bytes.
    ///   - attachments: files to carry as associated files (the statement's source): the file
    ///     is then PDF/A-3a.
    /// - Throws: ``PDFError`` for text the fonts cannot show or the writer cannot set.
    package static func bytes(_ report: StatementReport, paper: PaperSize, fonts: Fonts, archival: Bool = true,
                              author: String? = nil, subject: String? = nil,
                              attachments: [PDFDocumentWriter.Attachment] = []) throws(PDFError) -> [UInt8] {
        try document(report, paper: paper, fonts: fonts, archival: archival, author: author, subject: subject,
                     attachments: attachments).bytes
    }

    /// The statement's PDF file and how many pages it has (the batch ledger records both).
    ///
    /// ```swift
    /// let (bytes, pages) = try StatementPDF.document(report, paper: .a4, fonts: fonts)
    /// ```
    /// - Parameters: as ``bytes(_:paper:fonts:archival:author:subject:attachments:)``.
    package static func document(_ report: StatementReport, paper: PaperSize, fonts: Fonts, archival: Bool = true,
                                 author: String? = nil, subject: String? = nil,
                                 attachments: [PDFDocumentWriter.Attachment] = []) throws(PDFError) -> (bytes: [UInt8], pages: Int) {
        let size = paper.points
        var information = PDFDocumentWriter.Information(title: report.title, author: author, subject: subject ?? report.pageIdentity,
                                                        date: report.asOf, language: report.languageCode)
        information.archival = archival
        information.attachments = attachments
        // A statement in Chinese, Japanese or Korean gets its language's CJK face from the start;
        // another gets one when its text turns out to need it (a merchant's name), laid out again.
        var chains = fonts
        var withCJK = false
        if ["ja", "ko", "zh"].contains(where: report.languageCode.hasPrefix) {
            try chains.addCJK(for: report)
            withCJK = chains.cjk != nil
        }
        while true {
            do {
                var layout = StatementLayout(report: report, width: size.width, height: size.height, fonts: chains)
                try layout.lay()
                let pages = layout.pages.count
                return (try layout.finish(information: information), pages)
            } catch {
                guard case .missingGlyph(let tried, let scalar) = error else { throw error }
                guard !withCJK, chains.cjk != nil else { throw .missingGlyph(font: tried, scalar: scalar) }
                try chains.addCJK(for: report)
                withCJK = true
            }
        }
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
