/// The output formats of a statement.
///
/// ```swift
/// ReportFormat(rawValue: "html")?.templateSuffix  // "html"
/// ReportFormat.ansi.templateSuffix                // "ansi"
/// ```
///
/// A struct over a private enum, as swift-foundation does for sets that grow: a format
/// added later is not a source break for an app that switches over the formats it knows
/// (with `default:`).
public struct ReportFormat: RawRepresentable, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    private enum Kind: String, CaseIterable {
        case text, ansi, html
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// Plain text: no escape sequences, columns aligned by display width.
    public static let text = ReportFormat(.text)
    /// The text layout with SGR colours and emphasis, for terminals.
    public static let ansi = ReportFormat(.ansi)
    /// One self-contained HTML5 page.
    public static let html = ReportFormat(.html)

    /// Every format, in this order: text, ANSI, HTML.
    public static var allCases: [ReportFormat] { Kind.allCases.map(ReportFormat.init) }

    /// The format a name such as `html` names, or nil.
    public init?(rawValue: String) {
        guard let kind = Kind(rawValue: rawValue) else { return nil }
        self.kind = kind
    }

    /// The format's name: `text`, `ansi` or `html`.
    public var rawValue: String { kind.rawValue }

    /// The format's name, as ``rawValue``.
    public var description: String { rawValue }

    /// The suffix of this format's template names (`statement.html`, `tiles.text`).
    public var templateSuffix: String { rawValue }
}
