/// What the layout measured for a box before laying it out (to decide where the page breaks),
/// beside the height drawing it then took, box by box: so that a test holds the two to each
/// other over a corpus of statements. Nil, and nothing recorded, when a statement is printed.
///
/// ```swift
/// var layout = StatementLayout(report: report, width: 595.2756, height: 841.8898, fonts: fonts)
/// layout.audit = LayoutAudit()
/// try layout.lay()
/// layout.audit!.boxes.filter { $0.measured != $0.drawn }  // []
/// ```
struct LayoutAudit {
    /// The kinds of box audited.
    enum Kind: String {
        /// An account's statement: caption, heads, rows, summary and closing lines, charts, notice.
        case accountStatement
        /// A table's rows, under its caption and heads (the totals, an account's statement, a
        /// page of a list, the list's totals).
        case table
        /// A tile of the accounts' grid: its content, padding and border (the card itself is
        /// as tall as its row's tallest tile).
        case tile
        /// A figure (``StatementLayout/FigureBox``): a chart with its axis's labels and legend,
        /// a notice, the footer's rule.
        case figure
    }

    /// One box: its kind, the height the page break was decided by, the height drawn.
    struct Box {
        var kind: Kind
        var measured: Double
        var drawn: Double
    }

    /// Every box laid out on a single page (a box a page break cut is drawn on two, and not compared).
    var boxes: [Box] = []

    mutating func record(_ kind: Kind, measured: Double, drawn: Double) {
        boxes.append(Box(kind: kind, measured: measured, drawn: drawn))
    }
}
