/// One styled value ready for a template, with what column alignment needs.
///
/// ```swift
/// let cell = TerminalWriter(color: false).amount(usd.parts.format(12.5), style: .row)
/// cell.rendered      // "$12.50"
/// cell.width         // 6
/// cell.leadingWidth  // 3 ("$12", up to the decimal separator)
/// ```
public struct Cell: Sendable, Hashable {
    /// The final text for the format: escaped for HTML, styled for ANSI.
    public var rendered: String
    /// Terminal columns the visible text takes (0 where the format does not align).
    public var width: Int
    /// For amounts, the columns before the decimal separator, to align on it.
    public var leadingWidth: Int?

    /// A cell from its rendered text and its display widths (0 where nothing is aligned).
    public init(rendered: String, width: Int, leadingWidth: Int? = nil) {
        self.rendered = rendered
        self.width = width
        self.leadingWidth = leadingWidth
    }
}
