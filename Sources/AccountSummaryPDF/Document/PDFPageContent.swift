/// The drawing of one page: text in embedded fonts, filled rectangles and rules, as a
/// content stream (ISO 32000-1 §8, §9.4). Coordinates are points from the page's top left
/// corner (the writer turns them into PDF's bottom-left space).
///
/// ```swift
/// var page = PDFPageContent(height: 842)
/// try page.text("Café ¥1,000", x: 72, y: 72, size: 12, font: "F1", with: &font)
/// page.fill(x: 72, y: 90, width: 200, height: 1, gray: 0.5)
/// ```
package struct PDFPageContent: Sendable {
    /// The page height in points, to flip the y axis.
    package let height: Double
    /// The content stream so far.
    package private(set) var bytes: [UInt8] = []
    /// The font resource names used on this page.
    package private(set) var fontsUsed: Set<String> = []

    package init(height: Double) {
        self.height = height
    }

    /// Sets `text` with its baseline at (`x`, `y`), in `font` (named `resource` on the page).
    ///
    /// - Throws: ``PDFError/missingGlyph(font:scalar:)`` when the font cannot show a character.
    package mutating func text(_ text: String, x: Double, y: Double, size: Double, font resource: String,
                               with font: inout PDFFont, gray: Double = 0) throws(PDFError) {
        let glyphs = try font.encode(text)
        fontsUsed.insert(resource)
        var line: [UInt8] = []
        line += Array("BT \(number(gray)) g ".utf8)
        PDFObject.name(resource).write(to: &line)
        line += Array(" \(number(size)) Tf \(number(x)) \(number(height - y)) Td ".utf8)
        PDFObject.hexString(glyphs).write(to: &line)
        line += Array(" Tj ET\n".utf8)
        bytes += line
    }

    /// Fills a rectangle whose top left corner is (`x`, `y`) with a gray (0 black, 1 white).
    package mutating func fill(x: Double, y: Double, width: Double, height rectangleHeight: Double, gray: Double) {
        bytes += Array("\(number(gray)) g \(number(x)) \(number(height - y - rectangleHeight)) \(number(width)) \(number(rectangleHeight)) re f\n".utf8)
    }

    private func number(_ value: Double) -> String {
        PDFObject.decimalText(value, places: 3)
    }
}
