import AccountSummary

/// Pages of drawn content and their fonts put together as one PDF file: catalog, page
/// tree, fonts (subset and embedded once each), document information, `/Lang`.
///
/// The same pages, fonts and information always give the same bytes: no clock is read;
/// dates are the caller's (a statement's `asOf`).
///
/// Every string that reaches the file (text set or measured, outline titles, figures' text
/// alternatives, the document information) goes through ``TextSafety/sanitized(_:)`` first,
/// the one place every format makes input strings safe: a control or bidi-control
/// character in a name shows as U+FFFD, as in the text, HTML and CSV, never as a missing
/// glyph that stops the writer.
///
/// ```swift
/// var writer = PDFDocumentWriter(width: 595.28, height: 841.89)
/// writer.addFont(try TrueTypeFont(bytes: bytes, name: "NotoSans-Regular.ttf"), as: "F1")
/// var page = writer.newPage(index: 0)
/// try writer.text("Jonathan Appleseed", x: 72, y: 72, size: 12, fonts: ["F1"], on: &page)
/// writer.finish(page)
/// let pdf = try writer.bytes(information: .init(title: "Statement", language: "en-US"))
/// ```
package struct PDFDocumentWriter: Sendable {
    /// What the document says about itself (the `Info` dictionary and the catalog's `/Lang`).
    package struct Information: Sendable, Hashable {
        package var title: String
        package var author: String?
        package var subject: String?
        /// When the document was made (a statement's `asOf`), or nil for no date.
        package var date: Timestamp?
        /// A BCP 47 language tag (`en-US`, `ja-JP`).
        package var language: String
        package var producer = "account-summary"

        /// An archival file (PDF/A-2a, or PDF/A-3a with attachments): XMP with its
        /// identification and an sRGB output intent. False for a file to be encrypted
        /// afterwards, which PDF/A forbids.
        package var archival = true
        /// Files carried in the PDF as associated files (the statement's source).
        package var attachments: [Attachment] = []

        package init(title: String, author: String? = nil, subject: String? = nil, date: Timestamp? = nil, language: String) {
            self.title = title
            self.author = author
            self.subject = subject
            self.date = date
            self.language = language
        }
    }

    /// Page width and height in points.
    package let width: Double
    package let height: Double
    private var fonts: [(resource: String, font: PDFFont)] = []
    /// Each piece mapped so far in this document, with what ``mapGlyphs(_:font:)`` gave for it:
    /// a statement draws the same words again and again (dates, labels, amounts), and a piece
    /// maps the same way every time after its first (its glyphs' `ToUnicode` texts are recorded
    /// by then, and a recorded text never changes). At most 8,192 pieces.
    private var mappedPieces: [MappedPiece: MappedGlyphs] = [:]
    private var pages: [PDFPageContent] = []
    /// The outline's entries: a title and where it points (page index, distance from the top).
    private var bookmarks: [(title: String, page: Int, y: Double)] = []
    /// The structure tree (ISO 32000-1 §14.7): element 0 is the document; ``begin(_:)`` and
    /// ``end()`` nest the others, and text set meanwhile becomes the open element's content.
    private var elements = StructureTree()
    private var openElements = [0]
    /// Whether lines are right to left (Hebrew): the direction of a text with no strongly
    /// directed character (see ``Bidi``).
    package var rightToLeft = false
    /// Whether text set now is page furniture, outside the structure tree (ISO 14289-1 §7.1):
    /// a running footer, a table's heads repeated on a later page.
    package var isArtifact = false
    /// Whether CFF subsets keep every subroutine whole rather than inline them (to check
    /// that inlining draws the same glyphs).
    package var subroutinesKeptWhole = false
    /// How many marked contents each page has (the next MCID on it).
    private var mcids: [Int32] = []
    /// The language text is shaped in (a BCP 47 tag: the statement's), which picks a font's
    /// language system (Urdu forms in an Urdu statement, say).
    package var language: String?
    /// The glyphs of what has been shaped, for the measures and the drawing of the same words
    /// (shared with other writers using the same fonts: see ``ShapingCache``).
    private let shapingCache: ShapingCache
    /// The font subsets and `ToUnicode` maps already made (shared as the shaping cache is:
    /// see ``FontFileCache``).
    private let fontFileCache: FontFileCache

    /// Opens a structure element of `type` (`H1`, `P`, `Table`, `TR`, `TH`, `TD`…) inside the open one.
    package mutating func begin(_ type: String, attributes: [(String, PDFObject)] = []) {
        let element = elements.append(type, parent: openElements[openElements.count - 1])
        if !attributes.isEmpty { elements.attributes[element] = attributes }
        openElements.append(element)
    }

    /// Closes the element ``begin(_:attributes:)`` opened last.
    package mutating func end() {
        precondition(openElements.count > 1, "an element is open")
        openElements.removeLast()
    }


    /// A writer of pages `width` × `height` points, its text shaped through `shapingCache`
    /// and its fonts embedded through `fontFileCache` (its own unless given ones that other
    /// writers with the same fonts share).
    package init(width: Double, height: Double, shapingCache: ShapingCache = ShapingCache(),
                 fontFileCache: FontFileCache = FontFileCache()) {
        self.width = width
        self.height = height
        self.shapingCache = shapingCache
        self.fontFileCache = fontFileCache
    }

    /// Makes `font` available to pages as `resource` (`F1`, `F2`…).
    package mutating func addFont(_ font: TrueTypeFont, as resource: String) {
        precondition(!fonts.contains { $0.resource == resource }, "font resource \(resource) added once")
        fonts.append((resource, PDFFont(font)))
    }

    /// The font added as `resource`.
    package func font(_ resource: String) -> PDFFont? {
        fonts.first { $0.resource == resource }?.font
    }

    /// An empty page of this document's size, the `index`-th (from 0) of the document.
    package func newPage(index: Int) -> PDFPageContent {
        PDFPageContent(height: height, index: index)
    }

    /// Draws a figure on `page` (what `draw` paints) as a `Figure` element of the structure
    /// tree whose text alternative is `alternative`: a chart a screen reader reads as words.
    package mutating func figure(_ alternative: String, on page: inout PDFPageContent, draw: (inout PDFPageContent) -> Void) {
        begin("Figure")
        elements.alternatives[elements.count - 1] = TextSafety.sanitized(alternative)
        beginContent(on: &page)
        draw(&page)
        page.endMarked()
        end()
    }

    /// Starts marked content on `page` as the open element's next part: numbered (MCID) on the
    /// page, listed among the element's kids and in the page's parent tree. Ended by `endMarked()`.
    private mutating func beginContent(on page: inout PDFPageContent) {
        let element = openElements[openElements.count - 1]
        while mcids.count <= page.index { mcids.append(0) }
        let mcid = Int(mcids[page.index])
        mcids[page.index] += 1
        elements.appendContent(of: element, page: page.index, mcid: mcid)
        page.beginMarked(elements.type(of: element), mcid: mcid)
    }

    /// Sets text on `page` starting at (`x`, `y`), shaped (``Shaper``: joining, ligatures,
    /// conjuncts, marks, kerning) in the fonts of the chain `resources`, each grapheme cluster
    /// in the first that shows it (Noto Sans, then Noto Sans Math for U+2212 MINUS SIGN, then the
    /// scripts' fonts); returns the width set, in points.
    ///
    /// - Throws: ``PDFError/missingGlyph(font:scalar:)`` naming the fonts when none has a character.
    ///
    /// The text is split into runs by bidirectional level and script (``TextRuns``) and drawn
    /// in visual order, a right-to-left run's glyphs as the shaper gives them. A text is its own
    /// paragraph, directed by its first strong character unless `statementDirection` asks for
    /// ``rightToLeft``'s (a heading that joins the statement's words and a customer's name), or
    /// set as one run in `runDirection` (a piece of an amount already placed among its neighbours).
    /// Each of `isolates` (ranges of the text's scalars) is a bidirectional isolate: an amount's
    /// currency symbol, which the HTML sets apart (`unicode-bidi: plaintext`).
    /// Each glyph maps to the characters of its cluster (`ToUnicode`); a cluster of several glyphs
    /// (marks, conjuncts, reordered vowel signs) or whose glyph is already mapped otherwise
    /// carries its text as `/ActualText`, as Chromium marks it.
    @discardableResult
    package mutating func text(_ text: String, x: Double, y: Double, size: Double, fonts resources: [String],
                               on page: inout PDFPageContent, color: PDFColor = .black, runDirection: TextDirection? = nil,
                               statementDirection: Bool = false, isolates: [Range<Int>] = []) throws(PDFError) -> Double {
        let indices = fontIndices(resources)
        let line = try shapedLine(text, fonts: indices, runDirection: runDirection, statementDirection: statementDirection,
                                  isolates: isolates)
        if isArtifact { page.beginMarked("Artifact", mcid: nil) } else { beginContent(on: &page) }
        var advance = 0.0
        for piece in line.pieces {
            let slot = indices[piece.font]
            let glyphs = mapGlyphs(piece, font: slot)
            page.glyphs(glyphs.placed, x: x + advance, y: y, size: size, font: fonts[slot].resource, color: color,
                        actualTexts: glyphs.actualTexts)
            advance += piece.width(size: size)
        }
        page.endMarked()
        return advance
    }

    /// The places of the fonts of the chain `resources`.
    private func fontIndices(_ resources: [String]) -> [Int] {
        resources.map { resource in
            guard let index = fonts.firstIndex(where: { $0.resource == resource }) else {
                preconditionFailure("font resource \(resource) was added")
            }
            return index
        }
    }

    /// `text` made safe and shaped in the fonts at `indices`, directed as ``text(_:x:y:size:fonts:on:color:runDirection:statementDirection:isolates:)`` says.
    private func shapedLine(_ text: String, fonts indices: [Int], runDirection: TextDirection?,
                            statementDirection: Bool, isolates: [Range<Int>] = []) throws(PDFError) -> ShapedLine {
        let scalars = Array(prepared(text, chain: indices).unicodeScalars)
        let direction: TextRuns.Direction
        if let runDirection {
            direction = .run(runDirection)
        } else {
            // Each text is its own paragraph, directed by its first strong character as the
            // HTML's isolates (`<bdi>`, `dir="auto"`) are: "1 Bay Street" stays as written in a
            // Hebrew statement; a Hebrew merchant's name reads right to left in an English one.
            let rightToLeft = statementDirection ? self.rightToLeft : Bidi.firstStrongIsRightToLeft(scalars) ?? self.rightToLeft
            direction = rightToLeft ? .rightToLeft : .leftToRight
        }
        let chain = indices.map { fonts[$0].font.font }
        let key = ShapingCache.LineKey(text: scalars, direction: direction, isolates: isolates,
                                       fonts: chain.map(ShapingCache.FontIdentity.init), language: language)
        if let line = shapingCache.line(for: key) { return line }
        let line = try ShapedLine(scalars, direction: direction, isolates: isolates, chain: chain, language: language, cache: shapingCache)
        shapingCache.store(line, for: key)
        return line
    }

    /// A piece's glyphs as the page draws them, each glyph's text recorded for `ToUnicode`, and
    /// the clusters that need their text as `/ActualText`: a cluster of several glyphs (marks,
    /// a conjunct's parts, a vowel sign drawn before its consonant) or one whose glyph's
    /// `ToUnicode` text (from where the glyph was first used) is not this cluster's.
    private mutating func mapGlyphs(_ piece: ShapedLine.Piece, font slot: Int) -> MappedGlyphs {
        let key = MappedPiece(slot: slot, text: piece.text, glyphs: piece.glyphs, direction: piece.direction)
        if let known = mappedPieces[key] { return known }
        let mapped = mapGlyphsFirst(piece, font: slot)
        // Bounded as the shaping cache is (a statement of 50,000 rows has that many amounts):
        // past the bound it starts again empty, which costs time, never a different mapping.
        if mappedPieces.count >= 8_192 { mappedPieces.removeAll(keepingCapacity: true) }
        mappedPieces[key] = mapped
        return mapped
    }

    /// A piece as ``mappedPieces`` knows it: the font it is set in, its text, glyphs and direction.
    private struct MappedPiece: Hashable {
        var slot: Int
        var text: [Unicode.Scalar]
        var glyphs: [ShapedGlyph]
        var direction: TextDirection

        func hash(into hasher: inout Hasher) {
            hasher.combine(ShapingCache.digest(text))
            hasher.combine(slot)
            hasher.combine(glyphs.count)
        }
    }

    /// A piece's glyphs as the page draws them, and the clusters that carry `/ActualText`.
    private typealias MappedGlyphs = (placed: [PDFPageContent.PlacedGlyph], actualTexts: [(range: Range<Int>, text: String)])

    /// ``mapGlyphs(_:font:)`` for a piece this document has not mapped before.
    private mutating func mapGlyphsFirst(_ piece: ShapedLine.Piece, font slot: Int) -> MappedGlyphs {
        let font = fonts[slot].font.font
        let scale = 1000 / Double(font.unitsPerEm)
        let space = font.glyph(for: " ")
        // The glyphs to draw: all but the joiners, which the shaper leaves as empty spaces.
        var drawn: [ShapedGlyph] = []
        drawn.reserveCapacity(piece.glyphs.count)
        for glyph in piece.glyphs {
            if glyph.glyph == space, glyph.xAdvance == 0, piece.text.indices.contains(glyph.cluster),
               piece.text[glyph.cluster...].contains(where: { $0 == "\u{200C}" || $0 == "\u{200D}" }) {
                continue
            }
            drawn.append(glyph)
        }
        // The clusters' starts, ascending and each once; a cluster's text runs to the next start.
        var clusters = piece.glyphs.map(\.cluster)
        clusters.sort()
        clusters = clusters.enumerated().compactMap { $0.offset > 0 && clusters[$0.offset - 1] == $0.element ? nil : $0.element }
        func clusterText(_ cluster: Int) -> String {
            // The first start after `cluster`, found by halving (a line's pieces run to hundreds of glyphs).
            var low = 0, high = clusters.count
            while low < high {
                let middle = (low + high) / 2
                if clusters[middle] > cluster { high = middle } else { low = middle + 1 }
            }
            let next = low < clusters.count ? clusters[low] : piece.text.count
            let range = min(cluster, piece.text.count)..<max(min(next, piece.text.count), min(cluster, piece.text.count))
            return String(scalars: piece.text[range])
        }
        var actualTexts: [(range: Range<Int>, text: String)] = []
        var start = 0
        while start < drawn.count {
            var end = start + 1
            while end < drawn.count, drawn[end].cluster == drawn[start].cluster { end += 1 }
            // Right to left, a cluster's characters are given in the order drawn: readers spread
            // a glyph's text (or a span's /ActualText) left to right across it and then put the
            // line in the order written by its positions (poppler does; Chromium's lam-alef
            // comes out reversed for it), so "لا" reads as written only when given as "ال".
            var text = clusterText(drawn[start].cluster)
            if piece.direction == .rightToLeft, text.unicodeScalars.count > 1 {
                text = String(scalars: text.unicodeScalars.reversed())
            }
            if end - start == 1, text.unicodeScalars.count == 1 {
                if !fonts[slot].font.record(drawn[start].glyph, text: text) { actualTexts.append((start..<end, text)) }
            } else if end - start == 1 {
                // A ligature: its glyph maps to the presentation form the font draws with it
                // (U+FB00 for "ff", U+FEFB for lam-alef), as Chromium maps it, else to the
                // characters; the characters are its /ActualText.
                let glyph = drawn[start].glyph
                let form = font.character(drawing: glyph).map { String($0) } ?? text
                _ = fonts[slot].font.record(glyph, text: form)
                actualTexts.append((start..<end, text))
            } else {
                // Each glyph its own character where it is that character's plain glyph, else the cluster's text.
                for glyph in drawn[start..<end] {
                    let own = text.unicodeScalars.first { font.glyph(for: $0) == glyph.glyph }.map { String($0) } ?? text
                    _ = fonts[slot].font.record(glyph.glyph, text: own)
                }
                actualTexts.append((start..<end, text))
            }
            start = end
        }
        let placed = drawn.map { glyph in
            PDFPageContent.PlacedGlyph(glyph: glyph.glyph, width: fonts[slot].font.pdfWidth(glyph.glyph),
                                       advance: Double(glyph.xAdvance) * scale, xOffset: Double(glyph.xOffset) * scale,
                                       yOffset: Double(glyph.yOffset) * scale)
        }
        return (placed, actualTexts)
    }

    /// The width of `text` set in the chain `resources` at `size` points, shaped and directed
    /// as ``text(_:x:y:size:fonts:on:color:runDirection:statementDirection:isolates:)`` sets it; a character
    /// no font has counts as nothing (setting it is the error).
    package func width(of text: String, size: Double, fonts resources: [String], runDirection: TextDirection? = nil,
                       statementDirection: Bool = false, isolates: [Range<Int>] = []) -> Double {
        let indices = fontIndices(resources)
        if let line = try? shapedLine(text, fonts: indices, runDirection: runDirection, statementDirection: statementDirection,
                                      isolates: isolates) {
            return line.width(size: size)
        }
        let chain = indices.map { fonts[$0].font.font }
        let shown = prepared(text, chain: indices).unicodeScalars.filter { scalar in
            Bidi.isInvisible(scalar) || chain.contains { $0.glyph(for: scalar) != nil }
        }
        let line = try? shapedLine(String(scalars: shown), fonts: indices, runDirection: runDirection,
                                   statementDirection: statementDirection)
        return line?.width(size: size) ?? 0
    }

    /// Whether some font of the chain has every character of `text`.
    package func covers(_ text: String, fonts resources: [String]) -> Bool {
        let indices = resources.compactMap { resource in fonts.firstIndex { $0.resource == resource } }
        let chain = indices.map { fonts[$0].font }
        return prepared(text, chain: indices).unicodeScalars.allSatisfy { scalar in Bidi.isInvisible(scalar) || chain.contains { $0.font.glyph(for: scalar) != nil } }
    }

    /// `text` as it is set in the chain `resources`: made safe (``TextSafety``), each emoji
    /// none of the fonts has named in brackets (``EmojiNames``). What a layout breaks into lines.
    package func displayed(_ text: String, fonts resources: [String]) -> String {
        prepared(text, chain: resources.compactMap { resource in fonts.firstIndex { $0.resource == resource } })
    }

    /// `text` as it is set in the chain of fonts at `indices`: made safe (``TextSafety``), and
    /// each emoji none of the fonts has named in brackets (``EmojiNames``).
    private func prepared(_ text: String, chain indices: [Int]) -> String {
        EmojiNames.named(TextSafety.sanitized(text)) { scalar in indices.contains { fonts[$0].font.font.glyph(for: scalar) != nil } }
    }

    /// The pages finished so far.
    package var pageCount: Int { pages.count }

    /// Adds an outline entry pointing at (`page`, `y` from the top), after the others.
    package mutating func bookmark(_ title: String, page: Int, y: Double) {
        bookmarks.append((TextSafety.sanitized(title), page, y))
    }

    /// Adds a finished page after the others.
    package mutating func finish(_ page: PDFPageContent) {
        pages.append(page)
    }

    /// The PDF file. Each page's drawing is let go once written into it (a long statement's
    /// pages are most of the file): call this once, after the last page.
    ///
    /// - Throws: ``PDFError/font(_:)`` when a font's outlines cannot be subset.
    package mutating func bytes(information: Information) throws(PDFError) -> [UInt8] {
        // The Info dictionary and the XMP packet both say these: made safe once for both.
        var information = information
        information.title = TextSafety.sanitized(information.title)
        information.author = information.author.map(TextSafety.sanitized)
        information.subject = information.subject.map(TextSafety.sanitized)
        var file = PDFFile()
        let tree = file.reserve()
        var fontResources: [(String, PDFObject)] = []
        // Only the fonts a page draws with: a chain's fonts for scripts the statement does not
        // use (Arabic, Devanagari, CJK in an English statement) are left out of the file.
        let drawnWith = pages.reduce(into: Set<String>()) { $0.formUnion($1.fontsUsed) }
        for (resource, font) in fonts where drawnWith.contains(resource) {
            do {
                fontResources.append((resource, .reference(try font.objects(in: &file, keepSubroutines: subroutinesKeptWhole, cache: fontFileCache))))
            } catch {
                throw .font(error)
            }
        }
        var kids: [PDFObject] = []
        var pageReferences: [PDFReference] = []
        for index in pages.indices {
            let page = pages[index]
            pages[index] = newPage(index: index)
            let content = file.add(.stream([("Filter", .name("FlateDecode"))], page.compressed()))
            let used = fontResources.filter { page.fontsUsed.contains($0.0) }
            pageReferences.append(file.reserve())
            file.set(pageReferences[pageReferences.count - 1], .dictionary([
                ("Type", .name("Page")), ("Parent", .reference(tree)), ("StructParents", .integer(pageReferences.count - 1)),
                ("Tabs", .name("S")),
                ("MediaBox", .array([.integer(0), .integer(0), .real(width), .real(height)])),
                ("Resources", .dictionary([("Font", .dictionary(used))])),
                ("Contents", .reference(content)),
            ]))
            kids.append(.reference(pageReferences[pageReferences.count - 1]))
        }
        file.set(tree, .dictionary([("Type", .name("Pages")), ("Kids", .array(kids)), ("Count", .integer(pages.count))]))
        var catalog: [(String, PDFObject)] = [
            ("Type", .name("Catalog")), ("Pages", .reference(tree)), ("Lang", .literalString(Array(information.language.utf8))),
            ("ViewerPreferences", .dictionary([("DisplayDocTitle", .bool(true))])),
        ]
        catalog += [("MarkInfo", .dictionary([("Marked", .bool(true))])),
                    ("StructTreeRoot", .reference(structureTree(in: &file, pages: pageReferences)))]
        if let outline = outline(in: &file, pages: pageReferences) {
            catalog += [("Outlines", .reference(outline)), ("PageMode", .name("UseOutlines"))]
        }
        if !information.attachments.isEmpty {
            let specifications = Self.fileSpecifications(information.attachments, in: &file)
            catalog.append(("Names", .dictionary([("EmbeddedFiles", .dictionary([
                ("Names", .array(specifications.flatMap { [PDFObject.text($0.name), .reference($0.reference)] })),
            ]))])))
            catalog.append(("AF", .array(specifications.map { .reference($0.reference) })))
        }
        // Uncompressed, as PDF/A readers expect XMP to be findable by a byte scan.
        let metadata = file.add(.stream([("Type", .name("Metadata")), ("Subtype", .name("XML"))],
                                        PDFMetadata.packet(information, archival: information.archival)))
        catalog.append(("Metadata", .reference(metadata)))
        if information.archival {
            let profile = file.add(.compressedStream([("N", .integer(3))], deflated: SRGBProfile.deflated))
            catalog.append(("OutputIntents", .array([.dictionary([
                ("Type", .name("OutputIntent")), ("S", .name("GTS_PDFA1")),
                ("OutputConditionIdentifier", .literalString(Array("sRGB IEC61966-2.1".utf8))),
                ("Info", .literalString(Array("sRGB IEC61966-2.1".utf8))),
                ("DestOutputProfile", .reference(profile)),
            ])])))
        }
        let catalogReference = file.add(.dictionary(catalog))
        var info: [(String, PDFObject)] = [("Title", .text(information.title))]
        if let author = information.author { info.append(("Author", .text(author))) }
        if let subject = information.subject { info.append(("Subject", .text(subject))) }
        info.append(("Producer", .text(information.producer)))
        if let date = information.date {
            info.append(("CreationDate", .literalString(Array(date.pdfDate.utf8))))
            info.append(("ModDate", .literalString(Array(date.pdfDate.utf8))))
        }
        let infoReference = file.add(.dictionary(info))
        return file.bytes(root: catalogReference, info: infoReference)
    }

    /// The structure tree's objects: the root, every element with its kids (an element's
    /// marked contents on its own page as MCIDs, on other pages as marked-content
    /// references), and the parent tree mapping each page's MCIDs back to their elements.
    private func structureTree(in file: inout PDFFile, pages: [PDFReference]) -> PDFReference {
        let root = file.reserve()
        // The elements are numbered one after another, so the n-th is the first's number plus n.
        let first = file.reserve()
        for _ in 1..<elements.count { _ = file.reserve() }
        func reference(_ element: Int) -> PDFReference { PDFReference(number: first.number + element) }
        let grouped = elements.grouped()
        for index in 0..<elements.count {
            let elementKids = grouped.kids(of: index)
            // An element's page: that of its first marked content, if it has one.
            let page = elementKids.first { $0.page >= 0 }.map { Int($0.page) }
            let kids: [PDFObject] = elementKids.map { kid in
                if kid.page < 0 { return .reference(reference(Int(kid.value))) }
                if Int(kid.page) == page { return .integer(Int(kid.value)) }
                return .dictionary([("Type", .name("MCR")), ("Pg", .reference(pages[Int(kid.page)])), ("MCID", .integer(Int(kid.value)))])
            }
            var entries: [(String, PDFObject)] = [("Type", .name("StructElem")), ("S", .name(elements.type(of: index))),
                                                  ("P", .reference(elements.parent(of: index).map(reference) ?? root))]
            if let page { entries.append(("Pg", .reference(pages[page]))) }
            if let attributes = elements.attributes[index] { entries.append(("A", .dictionary([("O", .name("Table"))] + attributes))) }
            if let alternative = elements.alternatives[index] { entries.append(("Alt", .text(alternative))) }
            entries.append(("K", .array(kids)))
            file.set(reference(index), .dictionary(entries))
        }
        // The parent tree, `<</Nums [0 [12 0 R …] 1 […] …]>>`, written as PDFObject writes it
        // but straight to bytes: it holds a reference for every marked content of the document.
        let owners = elements.contentOwners(mcids: mcids)
        var numbers = Array("<</Nums [".utf8)
        for page in pages.indices {
            if page > 0 { numbers.append(UInt8(ascii: " ")) }
            PDFObject.appendInteger(page, to: &numbers)
            numbers.append(contentsOf: " [".utf8)
            for (index, owner) in (page < owners.count ? owners[page] : []).enumerated() {
                if index > 0 { numbers.append(UInt8(ascii: " ")) }
                PDFObject.appendInteger(reference(Int(owner)).number, to: &numbers)
                numbers.append(contentsOf: " 0 R".utf8)
            }
            numbers.append(UInt8(ascii: "]"))
        }
        numbers.append(contentsOf: "]>>".utf8)
        let parentTree = file.add(written: numbers)
        file.set(root, .dictionary([("Type", .name("StructTreeRoot")), ("K", .array([.reference(reference(0))])),
                                    ("ParentTree", .reference(parentTree)), ("ParentTreeNextKey", .integer(pages.count))]))
        return root
    }

    /// The outline (§12.3.3): one entry per bookmark, in order, each opening its page at its place.
    private func outline(in file: inout PDFFile, pages: [PDFReference]) -> PDFReference? {
        guard !bookmarks.isEmpty else { return nil }
        let root = file.reserve()
        let items = bookmarks.map { _ in file.reserve() }
        for (index, bookmark) in bookmarks.enumerated() {
            var entry: [(String, PDFObject)] = [("Title", .text(bookmark.title)), ("Parent", .reference(root))]
            if index > 0 { entry.append(("Prev", .reference(items[index - 1]))) }
            if index + 1 < items.count { entry.append(("Next", .reference(items[index + 1]))) }
            entry.append(("Dest", .array([.reference(pages[bookmark.page]), .name("XYZ"), .integer(0),
                                          .real(height - bookmark.y), .integer(0)])))
            file.set(items[index], .dictionary(entry))
        }
        file.set(root, .dictionary([("Type", .name("Outlines")), ("First", .reference(items[0])),
                                    ("Last", .reference(items[items.count - 1])), ("Count", .integer(items.count))]))
        return root
    }
}
