/// How `{{name}}` escapes what it writes: a strategy per content type.
///
/// `{{{name}}}` and `{{&name}}` never escape, whatever the strategy.
///
/// ```swift
/// try Template("{{x}}").render(["x": "<a & 'b'>"], escaping: .html)
/// // "&lt;a &amp; &#39;b&#39;&gt;"
/// try Template("{{x}}").render(["x": "<a & 'b'>"], escaping: .none)
/// // "<a & 'b'>"
/// ```
public struct TemplateEscaping: Sendable, Hashable {
    private enum Strategy: Sendable, Hashable {
        case html
        case none
    }

    private let strategy: Strategy

    /// HTML text and attribute values: escapes `&`, `<`, `>`, `"` and `'`.
    ///
    /// ```swift
    /// TemplateEscaping.html  // "a<b" -> "a&lt;b"
    /// ```
    public static let html = TemplateEscaping(strategy: .html)

    /// Plain text: writes everything as it is.
    ///
    /// ```swift
    /// TemplateEscaping.none  // "a<b" -> "a<b"
    /// ```
    public static let none = TemplateEscaping(strategy: .none)

    /// Writes `text` to `output`, escaped.
    func write(_ text: String, to output: inout some TextOutputStream) {
        switch strategy {
        case .none:
            output.write(text)
        case .html:
            TemplateEscaping.writeHTML(text, to: &output)
        }
    }

    /// Writes unchanged runs in one piece; only the five special bytes are replaced.
    private static func writeHTML(_ text: String, to output: inout some TextOutputStream) {
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let replacement: String
            switch utf8[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            default:
                utf8.formIndex(after: &index)
                continue
            }
            if runStart != index {
                output.write(String(text[runStart..<index]))
            }
            output.write(replacement)
            utf8.formIndex(after: &index)
            runStart = index
        }
        if runStart == utf8.startIndex {
            output.write(text)
        } else if runStart != utf8.endIndex {
            output.write(String(text[runStart..<utf8.endIndex]))
        }
    }
}
