/// What stops the PDF writer, named with the font or the text at fault.
///
/// ```swift
/// PDFError.missingGlyph(font: "NotoSans-Regular.ttf", scalar: "中").description
/// // "font NotoSans-Regular.ttf has no glyph for U+4E2D"
/// ```
package enum PDFError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Text asked for a character the font cannot show.
    case missingGlyph(font: String, scalar: Unicode.Scalar)
    /// A font file could not be used.
    case font(FontError)
    /// No installed font has this name (the Noto fonts come from Debian's fonts-noto-core).
    case fontNotInstalled(String)
    /// Text this writer does not set yet (right-to-left, shaped scripts): Chromium prints it.
    case unsupported(String)

    /// The problem in one lowercase line.
    package var description: String {
        switch self {
        case .missingGlyph(let font, let scalar):
            let digits = String(scalar.value, radix: 16, uppercase: true)
            return "font \(font) has no glyph for U+\(String(repeating: "0", count: max(0, 4 - digits.count)) + digits)"
        case .font(let problem):
            return problem.description
        case .fontNotInstalled(let name):
            return "font \(name) is not installed (apt-get install fonts-noto-core)"
        case .unsupported(let what):
            return "\(what) is not set by the native PDF writer yet"
        }
    }
}
