import AccountSummary

extension StatementLayout {
    /// The tiles' grid as the paginator places it: as many columns of the style's narrowest
    /// (15rem) as fit (two on A4 and Letter), the grid's gap apart, its tiles measured once at
    /// the column's width; a row is as tall as its tallest tile, never breaks across pages, and
    /// takes the gap above it.
    ///
    /// ```swift
    /// let grid = layout.gridBox(section)
    /// grid.rows            // [0..<2, 2..<3] for three tiles on A4
    /// grid.height(of: 0..<2)  // the taller of the first two tiles
    /// try layout.place(.grid(grid))
    /// ```
    struct GridBox {
        var columns: Int
        /// The space between two columns, and above each row.
        var gap: Double
        var cellWidth: Double
        var tiles: [MeasuredTile]

        /// The tiles of each row, in order.
        var rows: [Range<Int>] {
            stride(from: 0, to: tiles.count, by: columns).map { $0..<min($0 + columns, tiles.count) }
        }

        /// A row's height: its tallest tile's.
        func height(of row: Range<Int>) -> Double { row.map { tiles[$0].height }.max() ?? 0 }

        /// What the heading above the grid keeps with it: the gap and the first row.
        var lead: Double { gap + (rows.first.map(height(of:)) ?? 0) }
    }

    /// `section`'s tiles as a grid across the page.
    func gridBox(_ section: AccountTilesSection) -> GridBox {
        let gap = Self.style.tileGap
        let columns = max(1, Int((right - left + gap) / (Self.style.tileColumn + gap)))
        let cellWidth = (right - left - gap * Double(columns - 1)) / Double(columns)
        return GridBox(columns: columns, gap: gap, cellWidth: cellWidth, tiles: section.tiles.map { measured($0, width: cellWidth) })
    }

    /// Places `grid` row by row: the gap, then the row on a new page unless it fits below,
    /// each tile as tall as its row.
    mutating func place(_ grid: GridBox) throws(PDFError) {
        for row in grid.rows {
            let rowHeight = grid.height(of: row)
            y += grid.gap
            if flow.breaks(before: rowHeight) { newPage() }
            for index in row {
                let x = left + Double(index - row.lowerBound) * (grid.cellWidth + grid.gap)
                let drawn = try tile(grid.tiles[index], x: x, top: y, width: grid.cellWidth, height: rowHeight)
                audit?.record(.tile, measured: grid.tiles[index].height, drawn: drawn)
            }
            flow.advance(by: rowHeight)
        }
        close(margin: 0)
    }
}
