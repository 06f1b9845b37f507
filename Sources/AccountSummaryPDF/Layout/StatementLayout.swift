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
    /// Pages laid out so far; the last is the one being drawn, the others final but for their
    /// footers, drawn when the page count is known. Their drawing is held as drawn while it
    /// is small and sealed (compressed, see ``PDFPageContent/seal()``) once it passes
    /// ``unsealedLimit``.
    var pages: [PDFPageContent] = []
    /// The first finished page not sealed, and how many bytes of drawing the finished pages
    /// from it hold.
    var unsealed = (first: 0, bytes: 0)
    /// How many bytes of finished pages' drawing are held as drawn before they are sealed:
    /// a statement of a few pages (most statements: a page draws 10 to 30 KB) is compressed
    /// once, when it is written, rather than compressed at each break and decoded again to be
    /// finished; a long one holds no more than this of its finished pages uncompressed.
    static let unsealedLimit = 256 << 10
    /// Where the next box starts on the page, the margin waiting to collapse with it, and when
    /// a box must go to a new page (``PageFlow``).
    var flow: PageFlow
    /// The top of the next box, from the page's top.
    var y: Double {
        get { flow.y }
        set { flow.y = newValue }
    }
    /// Whether nothing has been laid on this page yet.
    var atPageTop: Bool { flow.atPageTop }
    /// What the next section needs on the page where it starts (see ``lead(of:)``).
    var followingLead = 0.0
    /// The boxes' measured and drawn heights, for a test; nil when printing.
    var audit: LayoutAudit?

    /// The built-in HTML's print style (``PrintStyle``): every size, margin and colour below.
    static let style = PrintStyle.builtIn
    /// `@page`'s margins: 16mm above, 14mm at the sides, 18mm below.
    static let topMargin = style.pageMargins.top
    static let sideMargin = style.pageMargins.left
    static let bottomMargin = style.pageMargins.bottom
    /// CSS's `rem` (16px) and the print body size.
    static let rem = PrintStyle.rem
    static let body = style.body
    /// The body's line height (`1.45`).
    static let leading = style.leading
    /// Table cells' padding (`.45rem .5rem`) and their 1px rule.
    static let cellPadding = style.cell.padding.top
    static let cellInset = style.cell.padding.right
    static let hairline = style.cellRule
    /// The font resources of the regular and bold chains (as many names as a chain can hold fonts).
    static let regular = (1...16).map { "R\($0)" }
    static let bold = (1...16).map { "B\($0)" }

    // The print palette of the style sheet.
    static let ink = style.ink
    static let muted = style.muted
    static let card = style.card
    static let rule = style.rule
    static let negative = style.negative
    static func color(_ type: AccountType.Color) -> PDFColor {
        switch type.name {
        case .teal: style.teal
        case .orange: style.orange
        case .purple: style.purple
        }
    }

    init(report: StatementReport, width: Double, height: Double, fonts: StatementPDF.Fonts) {
        self.report = report
        self.width = width
        self.height = height
        flow = PageFlow(top: Self.whole(Self.topMargin),
                        bottom: Self.whole(Self.topMargin) + Self.whole(height - Self.topMargin - Self.bottomMargin))
        writer = PDFDocumentWriter(width: width, height: height, shapingCache: fonts.shapingCache, fontFileCache: fonts.fontFileCache)
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
    /// decides where a long description wraps. This is CSS's pixel grid rather than a quirk to
    /// allow for: laid out on the exact margins instead (an area 0.1pt narrower on A4), the
    /// 160-transaction statement of `EngineComparisonTests` wraps "reinvestment Marché" in two
    /// lines where Chromium sets one, and every row after it on that page moves a line down. A
    /// wrap is a yes or no, which no tolerance on positions absorbs.
    var left: Double { Self.whole(Self.sideMargin) }
    var right: Double { left + Self.whole(width - 2 * Self.sideMargin) }
    var bottom: Double { flow.bottom }

    /// A length in points rounded to whole points, then to whole CSS pixels (¾pt).
    static func whole(_ points: Double) -> Double { ((points.rounded() * 4 / 3).rounded() * 3) / 4 }

    // MARK: Pages and flow

    /// Starts a page. At the top of the first page and after a `forced` break (`break-before:
    /// page`) the next margin is kept; after any other break it is truncated, as CSS
    /// fragmentation does.
    mutating func newPage(forced: Bool = false) {
        // The page before is final but for its footer: its drawing is kept, compressed once
        // the finished pages hold more than the limit.
        if !pages.isEmpty {
            unsealed.bytes += pages[pages.count - 1].bytes.count
            if unsealed.bytes > Self.unsealedLimit {
                for index in unsealed.first..<pages.count { pages[index].seal() }
                unsealed = (pages.count, 0)
            }
        }
        pages.append(writer.newPage(index: pages.count))
        flow.startPage(forced: forced || pages.count == 1)
    }

    /// Starts a box whose top margin is `margin` (``PageFlow/open(margin:kept:)``).
    mutating func open(margin: Double, kept: Bool = false) {
        flow.open(margin: margin, kept: kept)
    }

    /// Ends a box whose bottom margin is `margin` (``PageFlow/close(margin:)``).
    mutating func close(margin: Double) {
        flow.close(margin: margin)
    }

    /// Makes room for a block `height` tall that must not break: a new page when it does not
    /// fit below and would fit on an empty page (else it is laid here, across the bottom).
    mutating func room(_ blockHeight: Double) {
        if pages.isEmpty { newPage(); return }
        if flow.breaks(before: blockHeight) { newPage() }
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

    /// `text` broken into lines no wider than `limit` where UAX #14 lets a line break
    /// (``LineBreaker``, over the generated ``UnicodeTables``): after spaces, after a hyphen or
    /// a slash, between ideographs and kana but not before closing marks or small kana nor after
    /// opening marks, never inside a number such as `1,234.50`; and always after a mandatory
    /// break (U+2028, U+2029: the only ones ``TextSafety`` lets through). Runs of spaces are set
    /// as one and none at a line's start or end, as CSS's `white-space: normal` sets them. A
    /// piece wider than `limit` (a long reference with no break in it, such as a SEPA
    /// end-to-end id) starts a line of its own and breaks between grapheme clusters, as the
    /// stylesheet's `overflow-wrap` (the body's `break-word`, the description's and account's
    /// `anywhere`) breaks it, its last part going on with the words after it. Only a single
    /// cluster wider than `limit` is ever wider than it.
    ///
    /// A text that fits whole is one line, measured once: no break opportunity is looked for.
    ///
    /// ```swift
    /// layout.wrapped("Rent E2E20261103RENT0000123456789ABCDEFG", size: 11, limit: 120)
    /// // ["Rent", "E2E20261103RENT00", "00123456789ABCDEF", "G"] (where each part ends depends on the font)
    /// layout.wrapped("Transfer E2E-REF-2026/11", size: 11, limit: 80)
    /// // ["Transfer E2E-", "REF-2026/11"] (likewise)
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text as the input has it (made safe and its emoji named here, as it is set).
    ///   - size: The font size, in points.
    ///   - limit: The widest a line may be, in points.
    ///   - bold: Whether the text is set in the bold chain.
    func wrapped(_ text: String, size: Double, limit: Double, bold: Bool = false) -> [String] {
        // An emoji no font has is broken as the words that name it ("[hot beverage]"), as it is set.
        let shown = Self.collapsed(writer.displayed(text, fonts: chain(bold: bold)))
        if !shown.breaksMandatorily, measure(shown.text, size: size, bold: bold) <= limit { return [shown.text] }
        var lines: [String] = []
        var line = ""
        for piece in Self.breakablePieces(shown.text) {
            if piece.forced {
                lines.append(line)
                line = ""
            }
            guard !piece.text.isEmpty else { continue }
            let candidate = line.isEmpty ? piece.text : line + (piece.spaced ? " " : "") + piece.text
            if measure(candidate, size: size, bold: bold) <= limit {
                line = candidate
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = ""
            }
            guard measure(piece.text, size: size, bold: bold) > limit else {
                line = piece.text
                continue
            }
            let parts = broken(piece.text, size: size, limit: limit, bold: bold)
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

    /// `text` with its runs of spaces (Line_Break SP) set as one and none at its ends or around
    /// a mandatory break, as CSS's `white-space: normal` collapses them before lines are
    /// broken; and whether it holds a mandatory break (Line_Break BK, CR, LF or NL). A text
    /// with nothing to collapse comes back as it is, without allocating.
    ///
    /// ```swift
    /// StatementLayout.collapsed(" Rent  (Nov) ").text  // "Rent (Nov)"
    /// ```
    ///
    /// - Parameter text: The text as it is set (``PDFDocumentWriter/displayed(_:fonts:)``).
    static func collapsed(_ text: String) -> (text: String, breaksMandatorily: Bool) {
        var breaksMandatorily = false
        var clean = true
        // Whether the last scalar was a space, or the text (or a line) starts here.
        var afterSpace = true
        var afterBreak = true
        for scalar in text.unicodeScalars {
            let lineBreak = LineBreaker.resolvedClass(scalar)
            if lineBreak == .space {
                if afterSpace || afterBreak { clean = false }
                afterSpace = true
            } else if lineBreak.breaksLine {
                breaksMandatorily = true
                if afterSpace, !afterBreak { clean = false }
                afterBreak = true
                afterSpace = false
            } else {
                afterSpace = false
                afterBreak = false
            }
        }
        if afterSpace, !afterBreak { clean = false }
        guard !clean else { return (text, breaksMandatorily) }
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        var lineStart = true
        for scalar in text.unicodeScalars {
            let lineBreak = LineBreaker.resolvedClass(scalar)
            if lineBreak == .space {
                pendingSpace = !lineStart
            } else if lineBreak.breaksLine {
                result.append(scalar)
                pendingSpace = false
                lineStart = true
            } else {
                if pendingSpace { result.append(" ") }
                result.append(scalar)
                pendingSpace = false
                lineStart = false
            }
        }
        return (String(result), breaksMandatorily)
    }

    /// The pieces of `text` a line may break between, cut where ``LineBreaker`` allows a
    /// break (UAX #14) and only between grapheme clusters: each piece without the spaces that
    /// end it, with whether spaces stood before it (set as one " " when the line goes on) and
    /// whether a mandatory break did (the line ends there; the break itself is not set).
    ///
    /// ```swift
    /// StatementLayout.breakablePieces("E2E-REF 1,234.50").map(\.text)  // ["E2E-", "REF", "1,234.50"]
    /// StatementLayout.breakablePieces("「スーパー」で").map(\.text)     // ["「スー", "パー」", "で"]
    /// ```
    ///
    /// - Parameter text: Collapsed text (see ``collapsed(_:)``).
    static func breakablePieces(_ text: String) -> [(text: String, spaced: Bool, forced: Bool)] {
        let scalars = Array(text.unicodeScalars)
        let opportunities = LineBreaker.opportunities(in: scalars)
        var pieces: [(text: String, spaced: Bool, forced: Bool)] = []
        var spaced = false, forced = false
        var start = 0
        func cut(at end: Int) {
            var last = end
            var breaks = false, spaces = false
            while last > start, LineBreaker.resolvedClass(scalars[last - 1]).breaksLine {
                last -= 1
                breaks = true
            }
            while last > start, LineBreaker.resolvedClass(scalars[last - 1]) == .space {
                last -= 1
                spaces = true
            }
            var piece = String.UnicodeScalarView()
            piece.append(contentsOf: scalars[start..<last])
            pieces.append((String(piece), spaced, forced))
            spaced = spaces
            forced = breaks
            start = end
        }
        var offset = 0
        for character in text {
            if offset > 0, opportunities[offset] != .prohibited { cut(at: offset) }
            offset += character.unicodeScalars.count
        }
        if offset > start { cut(at: offset) }
        return pieces
    }

    mutating func rule(at top: Double, from x: Double? = nil, to end: Double? = nil, color: PDFColor = rule, thickness: Double = hairline) {
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
            case .header(let header): for box in boxes(of: header) { try place(box) }
            case .tiles(let tiles): try lay(tiles)
            case .totals(let totals): try lay(totals)
            case .accounts(let accounts): try lay(accounts)
            case .transactions(let list): try lay(list)
            case .footer(let footer): for box in boxes(of: footer) { try place(box) }
            // A user template's block has no native layout: refused, never left out.
            case .custom(let custom): throw .unsupported("a block of a user's own templates (\(custom.partial))")
            }
        }
    }

    /// Adds the page footers ("Page N of M" and the statement's name) and writes the file.
    mutating func finish(information: PDFDocumentWriter.Information) throws(PDFError) -> [UInt8] {
        let count = pages.count
        for index in pages.indices {
            // The @page margin boxes, centred in the bottom margin.
            let size = Self.style.pageFooterSize
            let baseline = height - Self.bottomMargin / 2 - (ascent + descent) * (size / 2) + ascent * size
            let counter = report.pageCounterPhrase
                .replacingOccurrences(of: "{page}", with: report.wording.number(index + 1))
                .replacingOccurrences(of: "{pages}", with: report.wording.number(count))
            let identity = report.pageIdentity
            let counterWidth = writer.width(of: counter, size: size, fonts: regularChain)
            // Running footers are page furniture: outside the structure a screen reader reads.
            writer.isArtifact = true
            defer { writer.isArtifact = false }
            let color = Self.style.pageFooterColor
            try writer.text(identity, x: left, y: baseline, size: size, fonts: regularChain, on: &pages[index], color: color)
            try writer.text(counter, x: right - counterWidth, y: baseline, size: size, fonts: regularChain, on: &pages[index], color: color)
        }
        for page in pages { writer.finish(page) }
        // The writer holds the pages now, and lets each go as it writes it.
        pages = []
        return try writer.bytes(information: information)
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
