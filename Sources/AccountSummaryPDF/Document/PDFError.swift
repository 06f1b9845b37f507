/// What stops the PDF writer, named with the font or the text at fault.
///
/// ```swift
/// PDFError.missingGlyph(font: "NotoSans-Regular.ttf", scalar: "ཀ").description
/// // "none of the fonts tried has U+0F40 (ཀ): NotoSans-Regular.ttf"
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

    /// `U+0915 (क)`: how messages name a character.
    package static func named(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        // The character itself after its code, unless it would not show (a control, a space).
        let shown = scalar.properties.generalCategory == .control || scalar.properties.isWhitespace ? "" : " (\(String(scalar)))"
        return code + shown
    }

    /// The problem in one lowercase line.
    package var description: String {
        switch self {
        case .missingGlyph(let font, let scalar):
            return "none of the fonts tried has \(PDFError.named(scalar)): \(font)"
        case .font(let problem):
            return problem.description
        case .fontNotInstalled(let name):
            return "font \(name) is not installed (apt-get install fonts-noto-core)"
        case .unsupported(let what):
            return "\(what) is not set by the native PDF writer yet"
        }
    }
}
