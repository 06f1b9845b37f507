extension StatementLayout {
    /// A table as the paginator places it: its caption, its column heads, and its rows, each
    /// measured once (the same lines and
    /// height break the page and are drawn), where its cells go, and the rules for its breaks
    /// declared rather than computed by each table: the runs of rows that stay on one page
    /// (`break-after: avoid` between them: a table's last row with the one before, the totals'
    /// first with the second, the compact layout's closing lines together), the heads repeated
    /// above a row that starts a page, the running balance carried across a break.
    ///
    /// ```swift
    /// var table = TableBox(heads: (headCells, positions))
    /// for cells in body { table.rows.append(.init(measured(cells), at: positions)) }
    /// table.keep(from: table.rows.count - 2, through: table.rows.count - 1)  // the last row never alone
    /// try layout.place(.table(table))
    /// ```
    struct TableBox {
        /// One row and how it is set.
        struct Row {
            var measured: MeasuredRow
            /// Where each cell's text starts (or, trailing, ends).
            var positions: [Double]
            /// The row header cell's index (`TH`), if any.
            var header: Int?
            /// A thicker, darker rule above it (a total, a closing balance).
            var ruleAbove: PDFColor?
            /// How many columns each cell spans.
            var spans: [Int]?
            /// The balance carried to and brought from the next page when a break falls before it.
            var carrying: Carry?
            /// Whether the heads are drawn again above it when it starts a page.
            var repeatsHeads = true

            init(_ measured: MeasuredRow, at positions: [Double], header: Int? = nil, ruleAbove: PDFColor? = nil, spans: [Int]? = nil,
                 carrying: Carry? = nil, repeatsHeads: Bool = true) {
                self.measured = measured
                self.positions = positions
                self.header = header
                self.ruleAbove = ruleAbove
                self.spans = spans
                self.carrying = carrying
                self.repeatsHeads = repeatsHeads
            }

            /// The height it takes: its measure, and the thicker rule's difference above it (the
            /// collapsed border above a total is the thicker one).
            var height: Double { measured.height + (ruleAbove == nil ? 0 : StatementLayout.style.totalRule - StatementLayout.hairline) }
        }

        /// Its caption (a ``TextBox`` whose margins are the table's), kept with what its
        /// breaking says follows it.
        var caption: TextBox?
        /// The column heads, drawn under the caption and again at the top of a page the
        /// table goes on to.
        var heads: (cells: [Cell], positions: [Double])?
        var rows: [Row] = []
        /// Runs of rows kept on one page: a row of a run starts a new page unless the rest of
        /// its run fits below it too.
        private(set) var runs: [ClosedRange<Int>] = []

        init(caption: TextBox? = nil, heads: (cells: [Cell], positions: [Double])? = nil) {
            self.caption = caption
            self.heads = heads
        }

        /// Its rows' height.
        var rowsHeight: Double { rows.reduce(0) { $0 + $1.height } }

        /// Keeps the rows from `first` through `last`, rows already added, on one page
        /// (nothing for a run of one row or none: a table of one row has no last two).
        mutating func keep(from first: Int, through last: Int) {
            guard first >= 0, last > first, last < rows.count else { return }
            runs.append(first...last)
        }

        /// What must stand on the page below row `index`: the rest of its run (of the runs
        /// it belongs to and does not end, the longest).
        func keep(after index: Int) -> Double {
            runs.filter { $0.contains(index) && index < $0.upperBound }
                .map { run in rows[(index + 1)...run.upperBound].reduce(0) { $0 + $1.height } }
                .max() ?? 0
        }
    }

    /// Places `table` as a `Table` element: its caption, its heads, then its rows one after
    /// another, each on a new page when it does not fit below with what its run keeps after it
    /// (under the heads again, and between the carried balances, as its row asks); the last
    /// row leaves no room for a carried balance below it.
    mutating func place(_ table: TableBox) throws(PDFError) {
        try element("Table") { (layout: inout StatementLayout) throws(PDFError) in
            if let caption = table.caption { try layout.place(caption) }
            if let heads = table.heads { try layout.headRow(heads.cells, at: heads.positions) }
            let (top, startPage) = (layout.y, layout.pages.count)
            for (index, row) in table.rows.enumerated() {
                try layout.row(row, keep: table.keep(after: index), repeating: row.repeatsHeads ? table.heads : nil,
                               lastOfTable: index == table.rows.count - 1)
            }
            // The rows' measure, which kept the table whole or broke it, against their drawing.
            if layout.pages.count == startPage {
                let drawn = layout.y - top
                layout.audit?.record(.table, measured: table.rowsHeight, drawn: drawn)
            }
        }
    }
}
