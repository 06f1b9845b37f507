/// The output formats of a statement.
///
/// ```swift
/// ReportFormat(rawValue: "html")?.templateSuffix  // "html"
/// ReportFormat.ansi.templateSuffix                // "ansi"
/// ```
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
    /// Plain text: no escape sequences, columns aligned by display width.
    case text
    /// The text layout with SGR colours and emphasis, for terminals.
    case ansi
    /// One self-contained HTML5 page.
    case html

    /// The suffix of this format's template names (`statement.html`, `tiles.text`).
    public var templateSuffix: String { rawValue }
}
