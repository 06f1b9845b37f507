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
    /// (ISO 32000-1 §14.9.4), for readers to extract, as Chromium marks a cluster.
    package mutating func glyphs(_ glyphs: [PlacedGlyph], x: Double, y: Double, size: Double, font resource: String,
                                 color: PDFColor = .black, actualTexts: [(range: Range<Int>, text: String)] = []) {
        guard !glyphs.isEmpty else { return }
        fontsUsed.insert(resource)
        // Bytes are appended as they are made (no array per glyph or per word): this runs for
        // every glyph of every statement.
        var line: [UInt8] = []
        line.reserveCapacity(32 + glyphs.count * 8)
        line.append(contentsOf: "BT \(fillColor(color)) ".utf8)
        PDFObject.name(resource).write(to: &line)
        line.append(contentsOf: " \(number(size)) Tf \(number(x)) \(number(height - y)) Td ".utf8)
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
                line.append(contentsOf: "\(number(glyphRise)) Ts ".utf8)
                rise = glyphRise
            }
            let move = pen + glyph.xOffset - drawn
            if abs(move) >= 0.0005 {
                flushGlyphs()
                array.append(UInt8(ascii: " "))
                array.append(contentsOf: PDFObject.decimalText(-move, places: 3).utf8)
                array.append(UInt8(ascii: " "))
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
    }

    /// Fills a rectangle whose top left corner is (`x`, `y`): decoration, marked as an
    /// artifact, which a screen reader skips (ISO 14289-1 §7.1); or, not an `artifact`, part of
    /// whatever marked content is open (a chart's bar, inside its figure).
    package mutating func fill(x: Double, y: Double, width: Double, height rectangleHeight: Double, color: PDFColor,
                               artifact: Bool = true) {
        let path = "\(fillColor(color)) \(number(x)) \(number(height - y - rectangleHeight)) \(number(width)) \(number(rectangleHeight)) re f"
        bytes += Array((artifact ? "/Artifact BMC \(path) EMC\n" : "\(path)\n").utf8)
    }

    /// Strokes a line through `points` (page space from the top left), `width` points wide
    /// with round joins and ends: a chart's line, inside whatever marked content is open.
    package mutating func stroke(_ points: [(x: Double, y: Double)], width lineWidth: Double, color: PDFColor) {
        guard let first = points.first else { return }
        var path = "q \(number(lineWidth)) w 1 J 1 j \(number(color.red)) \(number(color.green)) \(number(color.blue)) RG "
        path += "\(number(first.x)) \(number(height - first.y)) m "
        for point in points.dropFirst() { path += "\(number(point.x)) \(number(height - point.y)) l " }
        path += "S Q\n"
        bytes += Array(path.utf8)
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
        var path = "/Artifact BMC \(fillColor(color)) "
        path += "\(number(left + top)) \(number(upper)) m "
        path += "\(number(right - top)) \(number(upper)) l "
        path += "\(number(right - top + k * top)) \(number(upper)) \(number(right)) \(number(upper - top + k * top)) \(number(right)) \(number(upper - top)) c "
        path += "\(number(right)) \(number(lower + low)) l "
        path += "\(number(right)) \(number(lower + low - k * low)) \(number(right - low + k * low)) \(number(lower)) \(number(right - low)) \(number(lower)) c "
        path += "\(number(left + low)) \(number(lower)) l "
        path += "\(number(left + low - k * low)) \(number(lower)) \(number(left)) \(number(lower + low - k * low)) \(number(left)) \(number(lower + low)) c "
        path += "\(number(left)) \(number(upper - top)) l "
        path += "\(number(left)) \(number(upper - top + k * top)) \(number(left + top - k * top)) \(number(upper)) \(number(left + top)) \(number(upper)) c "
        path += "h f EMC\n"
        bytes += Array(path.utf8)
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

    /// The operator that makes `color` the fill colour (text is filled too).
    private func fillColor(_ color: PDFColor) -> String {
        "\(number(color.red)) \(number(color.green)) \(number(color.blue)) rg"
    }

    private func number(_ value: Double) -> String {
        PDFObject.decimalText(value, places: 3)
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
