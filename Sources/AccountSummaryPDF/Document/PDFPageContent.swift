/// The drawing of one page: text in embedded fonts, filled rectangles and rules, as a
/// content stream (ISO 32000-1 §8, §9.4). Coordinates are points from the page's top left
/// corner (the writer turns them into PDF's bottom-left space).
///
/// ```swift
/// var page = PDFPageContent(height: 842)
/// page.glyphs(placed, x: 72, y: 72, size: 12, font: "F1")   // glyphs the shaper placed
/// page.fill(x: 72, y: 90, width: 200, height: 1, color: .gray(0.5))
/// ```
package struct PDFPageContent: Sendable {
    /// The page height in points, to flip the y axis.
    package let height: Double
    /// The page's place in the document, from 0 (marked content is numbered per page).
    package let index: Int
    /// The content stream drawn since the page was sealed (all of it for a page never sealed).
    package private(set) var bytes: [UInt8] = []
    /// The content stream up to ``seal()``, compressed.
    private var sealed: Deflate.Partial?
    /// The font resource names used on this page.
    package private(set) var fontsUsed: Set<String> = []
    /// The text object the last ``glyphs(_:x:y:size:font:color:actualTexts:)`` wrote, which the
    /// next one continues when nothing was drawn between them and it sets glyphs in the same
    /// font, size and colour on the same baseline (a line's words, each shaped as a piece):
    /// where its bytes end (`ET` and a newline), and its baseline and line start as written,
    /// in thousandths of a point.
    private var openText: OpenText?

    /// See ``openText``.
    private struct OpenText {
        var end: Int
        var font: String
        var size: Double
        var color: PDFColor
        var baseline: Int
        var lineStart: Int
    }

    package init(height: Double, index: Int = 0) {
        self.height = height
        self.index = index
    }

    /// Compresses what is drawn so far and lets it go: a page is sealed when the next one
    /// starts, after which only its running footer is drawn on it.
    package mutating func seal() {
        precondition(sealed == nil, "a page is sealed once")
        sealed = Deflate.Partial(bytes)
        bytes = []
        openText = nil
    }

    /// The bytes held for the drawing: compressed before the seal, as drawn after it.
    package var retainedContentBytes: Int { (sealed?.byteCount ?? 0) + bytes.count }

    /// The whole content stream compressed (`/FlateDecode`): what ``Deflate/zlib(_:)`` gives for it.
    package func compressed() -> [UInt8] {
        sealed.map { $0.finished(appending: bytes) } ?? Deflate.zlib(bytes)
    }

    /// A glyph placed by the shaper: its width in the font (the PDF's `/W`, thousandths of the
    /// size), and its advance and offsets as shaped, in thousandths of the size.
    package struct PlacedGlyph: Sendable, Hashable {
        package var glyph: UInt16
        package var width: Int
        package var advance: Double
        package var xOffset: Double
        package var yOffset: Double
    }

    /// Sets shaped `glyphs` (in the order drawn) with the baseline starting at (`x`, `y`), in the
    /// font named `resource` on the page: a `TJ` array moves each glyph from where its font
    /// width leaves the next to where the shaper put it, and a glyph raised or lowered (a mark
    /// on its base) is set with a text rise (`Ts`). Each of `actualTexts` (a range of the glyphs
    /// and the characters they show) is a `/Span` whose `/ActualText` is those characters
    /// (ISO 32000-1 §14.9.4), for readers to extract, as Chromium marks a cluster. Glyphs that
    /// follow others on the same baseline in the same font, size and colour, nothing drawn
    /// between, go on in the same text object (`BT … ET`): a line's words, each a shaped piece.
    package mutating func glyphs(_ glyphs: [PlacedGlyph], x: Double, y: Double, size: Double, font resource: String,
                                 color: PDFColor = .black, actualTexts: [(range: Range<Int>, text: String)] = []) {
        guard !glyphs.isEmpty else { return }
        fontsUsed.insert(resource)
        // Bytes are appended as they are made (no array per glyph or per word): this runs for
        // every glyph of every statement.
        var line: [UInt8] = []
        line.reserveCapacity(32 + glyphs.count * 8)
        // The start and baseline as written (three decimals), in thousandths of a point.
        let start = Self.thousandths(x), baseline = Self.thousandths(height - y)
        if let open = openText, open.end == bytes.count, open.font == resource, open.size == size, open.color == color,
           open.baseline == baseline {
            // The same text object goes on: its `ET` taken back, the line start moved by the
            // difference of the two starts as written, so every glyph lands where a text object
            // of its own would put it (same font, size and colour already set; text rise 0).
            bytes.removeLast(3)
            Self.put(Double(start - open.lineStart) / 1000, &line)
            line.append(contentsOf: "0 Td ".utf8)
        } else {
            line.append(contentsOf: "BT ".utf8)
            Self.putFillColor(color, &line)
            PDFObject.name(resource).write(to: &line)
            line.append(UInt8(ascii: " "))
            Self.put(size, &line)
            line.append(contentsOf: "Tf ".utf8)
            Self.put(x, &line)
            Self.put(height - y, &line)
            line.append(contentsOf: "Td ".utf8)
        }
        // The pen as shaped and as the font's widths move it, in thousandths of the size.
        var pen = 0.0, drawn = 0.0
        var rise = 0.0
        var array: [UInt8] = []
        var pending: [UInt8] = []  // glyph bytes not yet written into the array
        func flushGlyphs() {
            guard !pending.isEmpty else { return }
            PDFObject.hexString(pending).write(to: &array)
            pending.removeAll(keepingCapacity: true)
        }
        func flushArray() {
            flushGlyphs()
            guard !array.isEmpty else { return }
            line.append(UInt8(ascii: "["))
            line += array
            line.append(contentsOf: "] TJ ".utf8)
            array.removeAll(keepingCapacity: true)
        }
        var spans = actualTexts.sorted { $0.range.lowerBound < $1.range.lowerBound }[...]
        var openSpan: Range<Int>?
        for (index, glyph) in glyphs.enumerated() {
            if let span = spans.first, span.range.lowerBound == index {
                flushArray()
                line.append(contentsOf: "/Span <</ActualText ".utf8)
                PDFObject.text(span.text).write(to: &line)
                line.append(contentsOf: ">> BDC ".utf8)
                openSpan = span.range
                spans.removeFirst()
            }
            let glyphRise = glyph.yOffset * size / 1000
            if glyphRise != rise {
                flushArray()
                Self.put(glyphRise, &line)
                line.append(contentsOf: "Ts ".utf8)
                rise = glyphRise
            }
            let move = pen + glyph.xOffset - drawn
            if abs(move) >= 0.0005 {
                flushGlyphs()
                array.append(UInt8(ascii: " "))
                Self.put(-move, &array)
            }
            pending.append(UInt8(glyph.glyph >> 8))
            pending.append(UInt8(glyph.glyph & 0xFF))
            drawn = pen + glyph.xOffset + Double(glyph.width)
            pen += glyph.advance
            if let span = openSpan, span.upperBound == index + 1 {
                flushArray()
                line.append(contentsOf: "EMC ".utf8)
                openSpan = nil
            }
        }
        flushArray()
        if openSpan != nil { line.append(contentsOf: "EMC ".utf8) }
        if rise != 0 { line.append(contentsOf: "0 Ts ".utf8) }
        line.append(contentsOf: "ET\n".utf8)
        bytes += line
        openText = OpenText(end: bytes.count, font: resource, size: size, color: color, baseline: baseline, lineStart: start)
    }

    /// `value` in thousandths, rounded as ``put(_:_:)`` writes it to three decimals.
    private static func thousandths(_ value: Double) -> Int {
        PDFObject.scaledToPlaces(value, scale: 1_000)
    }

    /// Fills a rectangle whose top left corner is (`x`, `y`): decoration, marked as an
    /// artifact, which a screen reader skips (ISO 14289-1 §7.1); or, not an `artifact`, part of
    /// whatever marked content is open (a chart's bar, inside its figure).
    package mutating func fill(x: Double, y: Double, width: Double, height rectangleHeight: Double, color: PDFColor,
                               artifact: Bool = true) {
        if artifact { bytes.append(contentsOf: "/Artifact BMC ".utf8) }
        Self.putFillColor(color, &bytes)
        Self.put(x, &bytes)
        Self.put(height - y - rectangleHeight, &bytes)
        Self.put(width, &bytes)
        Self.put(rectangleHeight, &bytes)
        bytes.append(contentsOf: (artifact ? "re f EMC\n" : "re f\n").utf8)
    }

    /// Strokes a line through `points` (page space from the top left), `width` points wide
    /// with round joins and ends: a chart's line, inside whatever marked content is open.
    package mutating func stroke(_ points: [(x: Double, y: Double)], width lineWidth: Double, color: PDFColor) {
        guard let first = points.first else { return }
        bytes.append(contentsOf: "q ".utf8)
        Self.put(lineWidth, &bytes)
        bytes.append(contentsOf: "w 1 J 1 j ".utf8)
        Self.putColor(color, operator: "RG ", &bytes)
        Self.put(first.x, &bytes)
        Self.put(height - first.y, &bytes)
        bytes.append(contentsOf: "m ".utf8)
        for point in points.dropFirst() {
            Self.put(point.x, &bytes)
            Self.put(height - point.y, &bytes)
            bytes.append(contentsOf: "l ".utf8)
        }
        bytes.append(contentsOf: "S Q\n".utf8)
    }

    /// Fills a rectangle with rounded corners of `radius` (a card: CSS's `border-radius`),
    /// top left corner at (`x`, `y`), `bottomRadius` for the lower corners (less where a
    /// border's inner edge curves): decoration, marked as an artifact.
    package mutating func fillRounded(x: Double, y: Double, width: Double, height rectangleHeight: Double, radius: Double,
                                      bottomRadius: Double? = nil, color: PDFColor) {
        let top = radius, low = bottomRadius ?? radius
        // Bézier control points at 0.5523 of the radius make a quarter circle (within 0.03 %).
        let k = 0.5523
        let left = x, right = x + width, upper = height - y, lower = height - y - rectangleHeight
        bytes.append(contentsOf: "/Artifact BMC ".utf8)
        Self.putFillColor(color, &bytes)
        // Each segment: its points' coordinates, then its operator (m, l or c).
        let segments: [([Double], String)] = [
            ([left + top, upper], "m "),
            ([right - top, upper], "l "),
            ([right - top + k * top, upper, right, upper - top + k * top, right, upper - top], "c "),
            ([right, lower + low], "l "),
            ([right, lower + low - k * low, right - low + k * low, lower, right - low, lower], "c "),
            ([left + low, lower], "l "),
            ([left + low - k * low, lower, left, lower + low - k * low, left, lower + low], "c "),
            ([left, upper - top], "l "),
            ([left, upper - top + k * top, left + top - k * top, upper, left + top, upper], "c "),
        ]
        for (values, op) in segments {
            for value in values { Self.put(value, &bytes) }
            bytes.append(contentsOf: op.utf8)
        }
        bytes.append(contentsOf: "h f EMC\n".utf8)
    }

    /// Starts marked content: a structure element's part numbered `mcid` on this page, or an
    /// artifact (page furniture: running footers, repeated table heads) when `mcid` is nil.
    package mutating func beginMarked(_ tag: String, mcid: Int?) {
        if let mcid {
            PDFObject.name(tag).write(to: &bytes)
            bytes += Array(" <</MCID \(mcid)>> BDC\n".utf8)
        } else {
            bytes += Array("/Artifact BMC\n".utf8)
        }
    }

    /// Ends the marked content ``beginMarked(_:mcid:)`` started.
    package mutating func endMarked() {
        bytes += Array("EMC\n".utf8)
    }

    /// Appends the operator that makes `color` the fill colour (text is filled too) and a space.
    private static func putFillColor(_ color: PDFColor, _ out: inout [UInt8]) {
        putColor(color, operator: "rg ", &out)
    }

    /// Appends `color`'s three components and `op` (`rg ` to fill, `RG ` to stroke).
    private static func putColor(_ color: PDFColor, operator op: String, _ out: inout [UInt8]) {
        put(color.red, &out)
        put(color.green, &out)
        put(color.blue, &out)
        out.append(contentsOf: op.utf8)
    }

    /// Appends `value` to three decimals (``PDFObject/appendDecimal(_:places:to:)``) and a space.
    @inline(__always)
    private static func put(_ value: Double, _ out: inout [UInt8]) {
        PDFObject.appendDecimal(value, places: 3, to: &out)
        out.append(UInt8(ascii: " "))
    }
}

/// An sRGB colour, each component from 0 to 1.
///
/// ```swift
/// PDFColor(hex: 0x00796B)  // the banking teal
/// PDFColor.gray(0.5)
/// ```
package struct PDFColor: Sendable, Hashable {
    package var red: Double
    package var green: Double
    package var blue: Double

    package init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A colour written as CSS writes it, `0xRRGGBB`.
    package init(hex: Int) {
        self.init(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }

    /// A gray: 0 black, 1 white.
    package static func gray(_ level: Double) -> PDFColor { PDFColor(red: level, green: level, blue: level) }

    package static let black = PDFColor.gray(0)
}
