/// How a printed statement (the PDF, and the HTML's print style that Chromium prints) places
/// each account's statement on its pages.
///
/// ```swift
/// var options = ReportOptions()
/// options.layout = .compact   // accounts follow each other on the page
/// PrintLayout(rawValue: "compact") == .compact  // true
/// ```
public enum PrintLayout: String, Sendable, Hashable, CaseIterable {
    /// An account's statement is kept whole where it fits (`break-inside: avoid`): one that does
    /// not fit below what comes before starts a new page. The default.
    case standard
    /// Account statements follow each other: one starts below the last when its caption, column
    /// heads, opening line and first row fit there, and its table goes on to the next page where
    /// the page ends, as bank statements do.
    case compact
}
