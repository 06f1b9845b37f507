/// Turns report values into a format's text: escaping and styling live here, never in templates.
///
/// ```swift
/// let writer: any ReportWriter = HTMLWriter()
/// writer.text("<script>").rendered  // "<bdi>&lt;script&gt;</bdi>"
/// ```
public protocol ReportWriter: Sendable {
    var format: ReportFormat { get }
    /// A string from the input: control and bidi-control characters replaced, escaped for the format.
    func text(_ string: String) -> Cell
    /// The tool's own words (titles, empty states), escaped and styled.
    func label(_ string: String, style: LabelStyle) -> Cell
    /// A formatted amount, by parts.
    func amount(_ amount: FormattedAmount, style: AmountStyle) -> Cell
    /// An account type's label in its colour.
    func accountType(_ type: AccountType) -> Cell
    /// One column's cells, padded to a common width where the format aligns columns.
    func column(_ cells: [Cell], alignment: ColumnAlignment) -> [String]
}

/// How the tool's own words are styled.
public enum LabelStyle: Sendable, Hashable {
    case plain, heading, muted, strong
}

/// Where an amount appears.
public enum AmountStyle: Sendable, Hashable {
    /// An account tile: small raised currency sign and cents, big dollars.
    case tile
    /// A table row.
    case row
    /// A total.
    case total
}

/// How a column's cells line up.
public enum ColumnAlignment: Sendable, Hashable {
    case leading, trailing
    /// Amounts: on the decimal separator.
    case decimal
}

extension ReportWriter {
    /// Aligns columns of a table given row by row; returns the rows with padded cells.
    public func table(_ rows: [[Cell]], alignments: [ColumnAlignment]) -> [[String]] {
        guard let first = rows.first else { return [] }
        var columns: [[String]] = []
        for index in first.indices {
            columns.append(column(rows.map { $0[index] }, alignment: alignments[index]))
        }
        return rows.indices.map { row in columns.map { $0[row] } }
    }
}
