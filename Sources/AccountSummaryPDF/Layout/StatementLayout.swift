import AccountSummary
import Foundation

/// The page layout of a statement: a cursor that moves down the page as the built-in HTML's
/// print style lays out blocks (CSS's block flow: line boxes 1.45 times the font size, margins
/// that collapse, tables with padded cells and ruled rows), starting a new page when the next
/// block does not fit, so that the native PDF breaks its pages where Chromium breaks the HTML's.
///
/// Sizes are the stylesheet's: `rem` is 16px (12pt), body text 11pt, `@page` margins 16mm,
/// 14mm and 18mm.
struct StatementLayout {
    let report: StatementReport
    let width: Double
    let height: Double
    var writer: PDFDocumentWriter
    /// Pages laid out so far; the last is the one being drawn, the others sealed (see
    /// ``PDFPageContent/seal()``) until their footers are drawn.
    var pages: [PDFPageContent] = []
    /// The top of the next box, from the page's top.
    var y = 0.0
    /// The bottom margin of the last box, which collapses with the next box's top margin.
    var pendingMargin = 0.0
    /// Whether nothing has been laid on this page yet (a margin there is truncated, as CSS
    /// does after an unforced break).
    var atPageTop = true
    /// What the next section needs on the page where it starts (see ``lead(of:)``).
    var followingLead = 0.0
    /// The boxes' measured and drawn heights, for a test; nil when printing.
    var audit: LayoutAudit?

    /// `@page { margin: 16mm 14mm 18mm }`.
    static let topMargin = 16 / 25.4 * 72
    static let sideMargin = 14 / 25.4 * 72
    static let bottomMargin = 18 / 25.4 * 72
    /// CSS's `rem` (16px) and the print body size.
    static let rem = 12.0
    static let body = 11.0
    /// `line-height: 1.45`.
    static let leading = 1.45
    /// Table cells' `padding: .45rem .5rem` and their 1px rule.
    static let cellPadding = 0.45 * rem
    static let cellInset = 0.5 * rem
    static let hairline = 0.75
    /// The font resources of the regular and bold chains (as many names as a chain can hold fonts).
    static let regular = (1...16).map { "R\($0)" }
    static let bold = (1...16).map { "B\($0)" }

    // The print palette of templates/statement.html.mustache.
    static let ink = PDFColor.black
    static let muted = PDFColor(hex: 0x444444)
    static let card = PDFColor(hex: 0xF3F3F3)
    static let rule = PDFColor(hex: 0xCCCCCC)
    static let negative = PDFColor(hex: 0xC62828)
    static func color(_ type: AccountType.Color) -> PDFColor {
        switch type.name {
        case .teal: PDFColor(hex: 0x00796B)
        case .orange: PDFColor(hex: 0xB45309)
        case .purple: PDFColor(hex: 0x7B1FA2)
        }
    }

    init(report: StatementReport, width: Double, height: Double, fonts: StatementPDF.Fonts) {
        self.report = report
        self.width = width
        self.height = height
        writer = PDFDocumentWriter(width: width, height: height)
        writer.rightToLeft = report.isRightToLeft
        writer.language = report.languageCode
        // A font in both chains (a fallback with no bold) is embedded once, under its regular name.
        var resources: [String: String] = [:]
        func add(_ fonts: [TrueTypeFont], as names: [String], to writer: inout PDFDocumentWriter) -> [String] {
            zip(fonts, names).map { font, name in
                if let resource = resources[font.name] { return resource }
                writer.addFont(font, as: name)
                resources[font.name] = name
                return name
            }
        }
        precondition(fonts.regular.count <= Self.regular.count && fonts.bold.count <= Self.bold.count, "a resource name for each font")
        regularChain = add(fonts.regular, as: Self.regular, to: &writer)
        boldChain = add(fonts.bold, as: Self.bold, to: &writer)
        let first = fonts.regular[0]
        ascent = Double(first.ascender) / Double(first.unitsPerEm)
        descent = Double(-first.descender) / Double(first.unitsPerEm)
    }

    let regularChain: [String]
    let boldChain: [String]
    /// The first regular font's ascent and descent, in ems: where a baseline sits in its line box.
    let ascent: Double
    let descent: Double

    /// The page area's edges as Chromium prints the stylesheet's `@page`: its print settings
    /// carry the margins and the area between them in whole points, and the page is laid out
    /// on whole CSS pixels, so on Letter the area starts at 39.75pt (53px, for 14mm) and is
    /// 533.25pt (711px) wide. Measured against Chromium's own files; a fraction of a point
    /// decides where a long description wraps.
    var left: Double { Self.whole(Self.sideMargin) }
    var right: Double { left + Self.whole(width - 2 * Self.sideMargin) }
    var bottom: Double { Self.whole(Self.topMargin) + Self.whole(height - Self.topMargin - Self.bottomMargin) }

    /// A length in points rounded to whole points, then to whole CSS pixels (¾pt).
    static func whole(_ points: Double) -> Double { ((points.rounded() * 4 / 3).rounded() * 3) / 4 }

    // MARK: Pages and flow

    /// Starts a page. At the top of the first page and after a `forced` break (`break-before:
    /// page`) the next margin is kept; after any other break it is truncated, as CSS
    /// fragmentation does.
    mutating func newPage(forced: Bool = false) {
        // The page before is final but for its footer: its drawing is kept compressed.
        if !pages.isEmpty { pages[pages.count - 1].seal() }
        pages.append(writer.newPage(index: pages.count))
        y = Self.whole(Self.topMargin)
        pendingMargin = 0
        atPageTop = true
        keepsMargin = forced || pages.count == 1
    }

    /// Whether the margin at the top of this page is kept (after a forced break).
    var keepsMargin = false

    /// Starts a box whose top margin is `margin`: collapsed with the last box's bottom margin,
    /// truncated at the top of a page unless `kept` (a table's caption, inside its table).
    mutating func open(margin: Double, kept: Bool = false) {
        let collapsed = max(pendingMargin, margin)
        y += atPageTop && !kept && !keepsMargin ? 0 : collapsed
        pendingMargin = 0
    }

    /// Ends a box whose bottom margin is `margin` (collapsing with the next one's top).
    mutating func close(margin: Double) {
        pendingMargin = margin
        atPageTop = false
    }

    /// Makes room for a block `height` tall that must not break: a new page when it does not
    /// fit below and would fit on an empty page (else it is laid here, across the bottom).
    mutating func room(_ blockHeight: Double) {
        if pages.isEmpty { newPage(); return }
        if y + blockHeight > bottom, !atPageTop { newPage() }
    }

    /// A line box of text at `size`: 1.45 times it.
    static func lineHeight(_ size: Double) -> Double { size * leading }

    /// The baseline of text at `size` in a line box whose top is `top` (CSS puts half the
    /// leading above the font's ascent).
    func baseline(top: Double, size: Double, lineHeight: Double? = nil) -> Double {
        let box = lineHeight ?? Self.lineHeight(size)
        return top + (box - (ascent + descent) * size) / 2 + ascent * size
    }

    func chain(bold: Bool) -> [String] { bold ? boldChain : regularChain }

    func measure(_ text: String, size: Double, bold: Bool = false, statementDirection: Bool = false, isolates: [Range<Int>] = []) -> Double {
        writer.width(of: text, size: size, fonts: chain(bold: bold), statementDirection: statementDirection, isolates: isolates)
    }

    /// Sets `text` with its baseline at the cursor, from `x` (leading) or ending at `x` (trailing).
    ///
    /// Positions are the layout's, from the leading edge: a right-to-left statement is drawn
    /// mirrored (`x` from the right; leading text ends at it), as the HTML's `dir="rtl"` lays it out.
    @discardableResult
    mutating func put(_ text: String, x: Double, size: Double, bold: Bool = false, color: PDFColor = ink,
                      trailing: Bool = false, baseline: Double? = nil, statementDirection: Bool = false,
                      isolates: [Range<Int>] = []) throws(PDFError) -> Double {
        guard !text.isEmpty else { return 0 }
        let textWidth = measure(text, size: size, bold: bold, statementDirection: statementDirection, isolates: isolates)
        let start = trailing ? x - textWidth : x
        return try writer.text(text, x: pageX(start, width: textWidth), y: baseline ?? y, size: size,
                               fonts: chain(bold: bold), on: &pages[pages.count - 1], color: color,
                               statementDirection: statementDirection, isolates: isolates)
    }

    /// Whether the statement is drawn mirrored, right to left.
    var mirrored: Bool { writer.rightToLeft }

    /// Where a box `boxWidth` wide that starts at `x` in the layout's positions (from the
    /// leading edge) starts on the page: at `x`, or mirrored right to left.
    func pageX(_ x: Double, width boxWidth: Double = 0) -> Double { mirrored ? width - x - boxWidth : x }

    /// Fills a rectangle whose leading top corner is (`x`, `y`) in the layout's positions (mirrored right to left).
    mutating func fill(x: Double, y top: Double, width rectangleWidth: Double, height: Double, color: PDFColor) {
        pages[pages.count - 1].fill(x: pageX(x, width: rectangleWidth), y: top, width: rectangleWidth,
                                    height: height, color: color)
    }

    /// `text` broken into lines no wider than `limit`: at spaces, and between the characters
    /// of Chinese, Japanese and Korean, which break anywhere but before closing marks and after
    /// opening ones (UAX #14's ID, CL and OP classes, simplified); a piece wider than `limit`
    /// (a long reference with no space, such as a SEPA end-to-end id) starts a line of its
    /// own and breaks between grapheme clusters, as the stylesheet's `overflow-wrap` (the
    /// body's `break-word`, the description's and account's `anywhere`) breaks it, its last
    /// part going on with the words after it. Only a single cluster wider than `limit` is
    /// ever wider than it.
    ///
    /// ```swift
    /// layout.wrapped("Rent E2E20261103RENT0000123456789ABCDEFG", size: 11, limit: 120)
    /// // ["Rent", "E2E20261103RENT00", "00123456789ABCDEF", "G"] (where each part ends depends on the font)
    /// ```
    func wrapped(_ text: String, size: Double, limit: Double, bold: Bool = false) -> [String] {
        var lines: [String] = []
        var line = ""
        // An emoji no font has is broken as the words that name it ("[hot beverage]"), as it is set.
        for (piece, spaced) in Self.breakablePieces(writer.displayed(text, fonts: chain(bold: bold))) {
            let candidate = line.isEmpty ? piece : line + (spaced ? " " : "") + piece
            if measure(candidate, size: size, bold: bold) <= limit {
                line = candidate
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = ""
            }
            guard measure(piece, size: size, bold: bold) > limit else {
                line = piece
                continue
            }
            let parts = broken(piece, size: size, limit: limit, bold: bold)
            lines += parts.dropLast()
            line = parts.last ?? ""
        }
        lines.append(line)
        return lines
    }

    /// A word wider than `limit` in parts no wider than it, broken between grapheme clusters
    /// (`overflow-wrap: anywhere`), each as full as it can be; a part is measured whole, as it
    /// is set (kerned), so none passes `limit` unless it is one cluster.
    func broken(_ word: String, size: Double, limit: Double, bold: Bool = false) -> [String] {
        var parts: [String] = []
        var part = ""
        var partWidth = 0.0
        for character in word {
            // Summed cluster by cluster (linear in the word), then checked whole below.
            let characterWidth = measure(String(character), size: size, bold: bold)
            if !part.isEmpty, partWidth + characterWidth > limit {
                parts.append(part)
                part = ""
                partWidth = 0
            }
            part.append(character)
            partWidth += characterWidth
        }
        parts.append(part)
        // Kerning can make a part set whole a little wider than its clusters' sum: its last
        // clusters then start the next part.
        var index = 0
        while index < parts.count {
            while parts[index].count > 1, measure(parts[index], size: size, bold: bold) > limit {
                let last = parts[index].removeLast()
                if index + 1 < parts.count { parts[index + 1].insert(last, at: parts[index + 1].startIndex) } else { parts.append(String(last)) }
            }
            index += 1
        }
        return parts
    }

    /// The pieces of `text` a line may break between, each with whether a space stood before it.
    static func breakablePieces(_ text: String) -> [(text: String, spaced: Bool)] {
        var pieces: [(text: String, spaced: Bool)] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var piece = ""
            var spaced = true
            var previous: Character?
            for character in word {
                if let before = previous, isIdeographic(before) || isIdeographic(character), !closesLine(character), !opensLine(before) {
                    pieces.append((piece, spaced))
                    piece = ""
                    spaced = false
                }
                piece.append(character)
                previous = character
            }
            pieces.append((piece, spaced))
        }
        return pieces
    }

    /// Han, kana, Hangul, CJK punctuation and full-width forms: a line may break before and after each.
    static func isIdeographic(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        switch scalar {
        case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFFEF, 0x20000...0x3FFFF: return true
        default: return false
        }
    }

    /// Marks a line must not start with: closing brackets, stops and commas, small kana, the prolonged sound mark.
    static func closesLine(_ character: Character) -> Bool {
        "、。，．・：；？！）」』】〕〉》〙〗ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々〻゛゜ヽヾゝゞ),.:;!?%]}’”".contains(character)
    }

    /// Marks a line must not end with: opening brackets and quotes.
    static func opensLine(_ character: Character) -> Bool {
        "（「『【〔〈《〘〖([{‘“".contains(character)
    }

    mutating func rule(at top: Double, from x: Double? = nil, to end: Double? = nil, color: PDFColor = rule, thickness: Double = 0.75) {
        let start = x ?? left
        fill(x: start, y: top, width: (end ?? right) - start, height: thickness, color: color)
    }

    // MARK: The whole statement

    mutating func lay() throws(PDFError) {
        newPage()
        let blocks = report.document.blocks
        for (index, block) in blocks.enumerated() {
            followingLead = index + 1 < blocks.count ? lead(of: blocks[index + 1]) : 0
            switch block {
            case .header(let header): try lay(header)
            case .tiles(let tiles): try lay(tiles)
            case .totals(let totals): try lay(totals)
            case .accounts(let accounts): try lay(accounts)
            case .transactions(let list): try lay(list)
            case .footer(let footer): try lay(footer)
            // A user template's block has no native layout: refused, never left out.
            case .custom(let custom): throw .unsupported("a block of a user's own templates (\(custom.partial))")
            }
        }
    }

    /// Adds the page footers ("Page N of M" and the statement's name) and writes the file.
    mutating func finish(information: PDFDocumentWriter.Information) throws(PDFError) -> [UInt8] {
        let count = pages.count
        for index in pages.indices {
            // The @page margin boxes: 8pt, centred in the bottom margin.
            let baseline = height - Self.bottomMargin / 2 - (ascent + descent) * 4 + ascent * 8
            let counter = report.pageCounterPhrase
                .replacingOccurrences(of: "{page}", with: report.wording.number(index + 1))
                .replacingOccurrences(of: "{pages}", with: report.wording.number(count))
            let identity = report.pageIdentity
            let counterWidth = writer.width(of: counter, size: 8, fonts: regularChain)
            // Running footers are page furniture: outside the structure a screen reader reads.
            writer.isArtifact = true
            defer { writer.isArtifact = false }
            try writer.text(identity, x: left, y: baseline, size: 8, fonts: regularChain, on: &pages[index], color: Self.muted)
            try writer.text(counter, x: right - counterWidth, y: baseline, size: 8, fonts: regularChain, on: &pages[index], color: Self.muted)
        }
        for page in pages { writer.finish(page) }
        // The writer holds the pages now, and lets each go as it writes it.
        pages = []
        return try writer.bytes(information: information)
    }

    /// A section's heading, as the HTML's `h2` (1.1rem, bold, margins 2rem above and `below`),
    /// kept on a page with the `keep` points that follow it (`break-after: avoid`); an outline
    /// entry when `bookmarked`.
    mutating func heading(_ text: String, below: Double = 0.75 * rem, keep: Double = 0, bookmarked: Bool = false) throws(PDFError) {
        let size = 1.1 * Self.rem
        let lines = wrapped(text, size: size, limit: right - left, bold: true)
        let height = Double(lines.count) * Self.lineHeight(size)
        if pages.isEmpty { newPage() }
        if y + max(pendingMargin, 2 * Self.rem) + height + below + keep > bottom, !atPageTop { newPage() }
        open(margin: 2 * Self.rem)
        if bookmarked { writer.bookmark(text, page: pages.count - 1, y: y) }
        try element("H2") { (layout: inout StatementLayout) throws(PDFError) in
            for line in lines {
                try layout.put(line, x: layout.left, size: size, bold: true, baseline: layout.baseline(top: layout.y, size: size),
                               statementDirection: true)
                layout.y += Self.lineHeight(size)
            }
        }
        close(margin: below)
    }

    /// A paragraph in lines no wider than the page, its margins `above` and `below`; lines go to
    /// the next page one by one.
    mutating func paragraph(_ text: String, size: Double = body, bold: Bool = false, color: PDFColor = ink,
                            above: Double = 0, below: Double = 0) throws(PDFError) {
        try lines([text], size: size, bold: bold, color: color, above: above, below: below)
    }

    /// Lines of one paragraph (an address: a line per text), each text wrapped to the page.
    mutating func lines(_ texts: [String], size: Double, bold: Bool = false, color: PDFColor, above: Double, below: Double) throws(PDFError) {
        if pages.isEmpty { newPage() }
        open(margin: above)
        try element("P") { (layout: inout StatementLayout) throws(PDFError) in
            for text in texts {
                for line in layout.wrapped(text, size: size, limit: layout.right - layout.left, bold: bold) {
                    if layout.y + Self.lineHeight(size) > layout.bottom, !layout.atPageTop { layout.newPage() }
                    try layout.put(line, x: layout.left, size: size, bold: bold, color: color,
                                   baseline: layout.baseline(top: layout.y, size: size))
                    layout.y += Self.lineHeight(size)
                    layout.atPageTop = false
                }
            }
        }
        close(margin: below)
    }

    /// Runs `body` with what it sets marked as page furniture, outside the structure tree.
    mutating func artifact(_ body: (inout StatementLayout) throws(PDFError) -> Void) throws(PDFError) {
        let was = writer.isArtifact
        writer.isArtifact = true
        defer { writer.isArtifact = was }
        try body(&self)
    }

    /// Runs `body` inside a structure element of `type`: what it sets is that element's content.
    mutating func element(_ type: String, attributes: [(String, PDFObject)] = [],
                          _ body: (inout StatementLayout) throws(PDFError) -> Void) throws(PDFError) {
        writer.begin(type, attributes: attributes)
        defer { writer.end() }
        try body(&self)
    }
}
