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

    /// HTML text and attribute values: escapes `&`, `<`, `>`, `"` and `'` (by `HTMLEscaping`, the
    /// same escaper the app library's `HTMLWriter` uses).
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
            // `text` itself when it holds nothing to escape (``HTMLEscaping/escaped(_:)`` checks).
            output.write(HTMLEscaping.escaped(text))
        }
    }
}
