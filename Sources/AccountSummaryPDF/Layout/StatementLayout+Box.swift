extension StatementLayout {
    /// A box of the statement's flow, measured before it is placed: the one model every
    /// section's content is laid out through (a section makes its boxes; ``place(_:)-(Box)``
    /// breaks the page before or inside each by its measure and paints it).
    ///
    /// ```swift
    /// for box in layout.boxes(of: header) { try layout.place(box) }
    /// ```
    enum Box {
        /// A paragraph or heading (``TextBox``).
        case text(TextBox)
        /// A table's rows (``TableBox``), its caption and heads laid by its section.
        case table(TableBox)
        /// The tiles' grid (``GridBox``).
        case grid(GridBox)
        /// A chart, a notice or a rule (``FigureBox``).
        case figure(FigureBox)
    }

    /// Places `box`: each kind by its own rules of breaking, every kind handled.
    mutating func place(_ box: Box) throws(PDFError) {
        switch box {
        case .text(let text): try place(text)
        case .table(let table): try place(table)
        case .grid(let grid): try place(grid)
        case .figure(let figure): try place(figure)
        }
    }
}
