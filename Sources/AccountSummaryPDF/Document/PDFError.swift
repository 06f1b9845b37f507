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
    /// A character of a script that must be shaped (Arabic, Devanagari), which the writer does not do yet.
    case unshapedScript(String, scalar: Unicode.Scalar)

    /// The script of `scalar` when it is one whose letters change with their neighbours and
    /// the writer does not shape yet (Arabic and its supplements, Devanagari and the other
    /// Indic scripts of Unicode's 0900–0DFF block), else nil.
    package static func shapedScript(of scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: "Arabic"
        case 0x0900...0x097F, 0xA8E0...0xA8FF: "Devanagari"
        case 0x0980...0x0DFF: "an Indic script"
        default: nil
        }
    }

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
        case .unshapedScript(let script, let scalar):
            return "\(PDFError.named(scalar)) is \(script), which the native writer does not shape yet"
        case .font(let problem):
            return problem.description
        case .fontNotInstalled(let name):
            return "font \(name) is not installed (apt-get install fonts-noto-core)"
        case .unsupported(let what):
            return "\(what) is not set by the native PDF writer yet"
        }
    }
}
