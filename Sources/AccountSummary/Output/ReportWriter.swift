/// Turns report values into a format's text: escaping and styling live here, never in templates.
///
/// ```swift
/// let writer: any ReportWriter = HTMLWriter()
/// writer.text("<script>").rendered  // "<bdi>&lt;script&gt;</bdi>"
/// ```
public protocol ReportWriter: Sendable {
    /// The format this writer writes, which picks the templates (`statement.<format>`).
    var format: ReportFormat { get }
    /// A string from the input: control and bidi-control characters replaced, escaped for the format.
    func text(_ string: String) -> Cell
    /// A string from the input that fitting never shortens (a masked account number: its
    /// visible digits are what identify the account); made safe as ``text(_:)`` makes it.
    func identifier(_ string: String) -> Cell
    /// A string read whole, never shortened (a statement's period): with a width, the line it
    /// stands on wraps at spaces instead; made safe as ``text(_:)`` makes it.
    func prose(_ string: String) -> Cell
    /// The tool's own words (titles, empty states), escaped and styled.
    func label(_ string: String, style: LabelStyle) -> Cell
    /// A phrase of the tool's own words styled as `style`, its placeholders filled with
    /// values from outside the catalog (a name, a date, a period), each treated as
    /// ``text(_:)`` treats input: sanitised, escaped and kept in its own direction.
    func phrase(_ format: PhraseFormat, style: LabelStyle, values: [String]) -> Cell
    /// A formatted amount, by parts.
    func amount(_ amount: FormattedAmount, style: AmountStyle) -> Cell
    /// An account type's label (in the report's language) in the type's colour.
    func accountType(_ type: AccountType, label: String) -> Cell
    /// Whether this format pads columns to a common width (text and ANSI do, HTML does not).
    var alignsColumns: Bool { get }
    /// Whether each account's balance chart is drawn as a one-line sparkline beside its closing
    /// balance (a terminal's; HTML and PDF draw the chart itself).
    var drawsSparklines: Bool { get }
    /// The most display columns a line may take (a terminal's `--width`), nil for no limit.
    var lineLimit: Int? { get }
    /// One cell padded to its column's width (as measured over the whole column).
    func pad(_ cell: Cell, in column: ColumnWidth, alignment: ColumnAlignment) -> String
    /// Writes a whole document into `output` through the format's last pass, if it has one:
    /// the terminal formats trim and fit every line; the others write the text as it comes
    /// (the default).
    func write<Output: TextOutputStream>(_ document: some ReportDocument, to output: inout Output) throws(TemplateError)
}

extension ReportWriter {
    /// No sparklines, unless the writer says otherwise.
    public var drawsSparklines: Bool { false }

    /// No limit, unless the writer says otherwise.
    public var lineLimit: Int? { nil }

    /// The text as it comes: no last pass.
    public func write<Output: TextOutputStream>(_ document: some ReportDocument, to output: inout Output) throws(TemplateError) {
        try document.write(to: &output)
    }
}

/// A report's text, written into any stream on request: what a ``ReportWriter`` passes through
/// its last pass (see ``ReportWriter/write(_:to:)``).
///
/// ```swift
/// struct Greeting: ReportDocument {
///     func write<Output: TextOutputStream>(to output: inout Output) throws(TemplateError) {
///         output.write("Hello   \n")
///     }
/// }
/// var text = ""
/// try TerminalWriter(color: false).write(Greeting(), to: &text)  // "Hello\n"
/// ```
public protocol ReportDocument {
    /// Writes the text into `output`.
    func write<Output: TextOutputStream>(to output: inout Output) throws(TemplateError)
}

/// The widths a column's cells need, measured cell by cell.
///
/// ```swift
/// var width = ColumnWidth()
/// width.include(cell)  // for every cell of the column, then pad each one against it
/// ```
public struct ColumnWidth: Sendable, Hashable {
    /// The widest cell.
    public var width = 0
    /// The widest part before the decimal separator, and after it, for decimal alignment.
    public var leading = 0
    /// The widest part from the decimal separator on.
    public var trailing = 0

    /// A column with no cell measured yet.
    public init() {}

    /// Widens the column to hold `cell`.
    public mutating func include(_ cell: Cell) {
        width = max(width, cell.width)
        let before = cell.leadingWidth ?? cell.width
        leading = max(leading, before)
        trailing = max(trailing, cell.width - before)
    }
}

/// How the tool's own words are styled.
public enum LabelStyle: Sendable, Hashable {
    /// Ordinary words.
    case plain
    /// A section heading.
    case heading
    /// Secondary words: captions, column heads, empty states.
    case muted
    /// Emphasised words: totals, notices.
    case strong
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
    /// Against the start of the line (the left, or the right in right-to-left text).
    case leading
    /// Against the end of the line.
    case trailing
    /// Amounts: on the decimal separator.
    case decimal
}

extension ReportWriter {
    /// The terminal formats' phrase: each value sanitised and, when it holds right-to-left
    /// letters, wrapped in a balanced isolate (as ``text(_:)`` does), then the whole phrase
    /// styled as one label.
    ///
    /// ```swift
    /// TerminalWriter(color: false).phrase(PhraseFormat("Good morning, %@"), style: .plain, values: ["Jonathan"]).rendered
    /// // "Good morning, Jonathan"
    /// ```
    public func phrase(_ format: PhraseFormat, style: LabelStyle, values: [String]) -> Cell {
        label(format.filled(with: values.map { .text(TextSafety.isolated(TextSafety.sanitized($0))) }), style: style)
    }

    /// A phrase whose placeholders take cells this writer has already made (a styled label,
    /// an isolated date): the words between them are labels in `style`.
    ///
    /// ```swift
    /// let writer = TerminalWriter(color: false)
    /// writer.phrase(PhraseFormat("%1$@: %2$@"), style: .plain,
    ///               arguments: [writer.label("Statement period", style: .muted), writer.text("November 1 – 30, 2026")]).rendered
    /// // "Statement period: November 1 – 30, 2026"
    /// ```
    public func phrase(_ format: PhraseFormat, style: LabelStyle, arguments: [Cell]) -> Cell {
        var rendered = ""
        var width = 0
        for piece in format.pieces {
            let cell: Cell
            switch piece {
            case .literal(let words): cell = label(words, style: style)
            case .placeholder(let placeholder):
                let index = placeholder.position - 1
                cell = index < arguments.count ? arguments[index] : label(placeholder.written, style: style)
            }
            rendered += cell.rendered
            width += cell.width
        }
        return Cell(rendered: rendered, width: width)
    }

    /// One column's cells, padded to a common width where the format aligns columns.
    public func column(_ cells: [Cell], alignment: ColumnAlignment) -> [String] {
        guard alignsColumns else { return cells.map(\.rendered) }
        var width = ColumnWidth()
        for cell in cells { width.include(cell) }
        return cells.map { pad($0, in: width, alignment: alignment) }
    }

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

extension ReportWriter {
    /// By default an identifier is written as any text is; a writer that shortens text to a
    /// width (``TerminalWriter``) leaves identifiers whole.
    public func identifier(_ string: String) -> Cell { text(string) }

    /// By default prose is written as any text is; a writer that shortens text to a width
    /// (``TerminalWriter``) wraps its line instead.
    public func prose(_ string: String) -> Cell { text(string) }
}
