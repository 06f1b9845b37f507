import AccountSummary
import Foundation

/// Each section of the statement drawn from its view model, as the built-in HTML lays it out.
extension StatementLayout {
    mutating func lay(_ header: HeaderSection) throws(PDFError) {
        room(140)
        // The bank: its name, then its address, small and muted.
        if let brand = header.brand {
            y += 10
            try element("P") { (layout: inout StatementLayout) throws(PDFError) in
                try layout.put(brand.uppercased(), x: layout.left, size: 9, bold: true, color: Self.muted)
            }
            y += 11
        }
        if !header.bankAddress.isEmpty {
            try element("P") { (layout: inout StatementLayout) throws(PDFError) in
                for line in header.bankAddress {
                    try layout.put(line, x: layout.left, size: 8, color: Self.muted)
                    layout.y += 10
                }
            }
        }
        // The greeting with the name in bold, in the language's word order.
        y += 22
        try element("H1") { (layout: inout StatementLayout) throws(PDFError) in
            if let greeting = header.greeting {
                var x = layout.left
                for piece in greeting.pieces {
                    switch piece {
                    case .literal(let words): x += try layout.put(words, x: x, size: 18)
                    case .placeholder: x += try layout.put(header.customerName, x: x, size: 18, bold: true)
                    }
                }
            } else {
                try layout.put(header.customerName, x: layout.left, size: 18, bold: true)
            }
        }
        y += 16
        if !header.customerAddress.isEmpty {
            try element("P") { (layout: inout StatementLayout) throws(PDFError) in
                for line in header.customerAddress {
                    try layout.put(line, x: layout.left, size: 9.5)
                    layout.y += 12
                }
            }
        }
        if let date = header.dateLine {
            y += 8
            try element("P") { (layout: inout StatementLayout) throws(PDFError) in
                try layout.put(date, x: layout.left, size: 9.5, color: Self.muted)
            }
            y += 12
        }
        if let period = header.period {
            y += 8
            try element("P") { (layout: inout StatementLayout) throws(PDFError) in
                var x = layout.left
                for piece in header.periodLine.pieces {
                    switch piece {
                    case .literal(let words): x += try layout.put(words, x: x, size: 9.5, bold: true, color: Self.muted)
                    case .placeholder(let placeholder):
                        x += placeholder.position == 1
                            ? try layout.put(header.periodLabel, x: x, size: 9.5, bold: true, color: Self.muted)
                            : try layout.put(period, x: x, size: 9.5, bold: true)
                    }
                }
            }
            y += 12
        }
        y += 4
    }

    mutating func lay(_ tiles: AccountTilesSection) throws(PDFError) {
        try heading(report.wording.phrase(.sectionAccounts))
        guard !tiles.tiles.isEmpty else {
            try paragraph(report.wording.phrase(.emptyAccounts), size: 10, color: Self.muted)
            return
        }
        // Two tiles a row, each a card with its type's colour under it.
        let gap = 12.0, tileHeight = 84.0
        let tileWidth = (right - left - gap) / 2
        for (index, tile) in tiles.tiles.enumerated() {
            let column = index % 2
            if column == 0 {
                room(tileHeight + gap)
                if index > 0 { y += gap }
            }
            let x = left + Double(column) * (tileWidth + gap)
            let top = y
            fill(x: x, y: top, width: tileWidth, height: tileHeight, color: Self.card)
            fill(x: x, y: top + tileHeight - 3, width: tileWidth, height: 3, color: Self.color(tile.type.color))
            let wording = report.wording, locale = report.locale
            try element("Sect") { (layout: inout StatementLayout) throws(PDFError) in
                try layout.element("P") { (layout: inout StatementLayout) throws(PDFError) in
                    try layout.put(wording.phrase(tile.type.labelKey).uppercased(with: locale), x: x + 10, size: 7.5, bold: true,
                                   color: Self.color(tile.type.color), baseline: top + 16)
                }
                try layout.element("H3") { (layout: inout StatementLayout) throws(PDFError) in
                    try layout.put(layout.fitted(tile.name, size: 10.5, limit: tileWidth - 20), x: x + 10, size: 10.5, bold: true,
                                   baseline: top + 31)
                }
                try layout.element("P") { (layout: inout StatementLayout) throws(PDFError) in
                    try layout.put(wording.phrase(tile.type.balanceTitleKey), x: x + 10, size: 7.5, color: Self.muted, baseline: top + 48)
                }
                try layout.element("P") { (layout: inout StatementLayout) throws(PDFError) in
                    try layout.raised(tile.balance, x: x + 10, baseline: top + 70, size: 18)
                }
            }
            if column == 1 || index == tiles.tiles.count - 1 { y = top + tileHeight }
        }
        for tile in tiles.tiles {
            guard let notice = tile.notice else { continue }
            y += 14
            try element("P") { (layout: inout StatementLayout) throws(PDFError) in
                try layout.put(notice, x: layout.left, size: 9, bold: true, color: Self.negative)
            }
        }
        y += 6
    }

    /// An amount as a tile shows it: the digits large, the currency sign and the cents raised and small.
    mutating func raised(_ amount: FormattedAmount, x: Double, baseline: Double, size: Double) throws(PDFError) {
        if mirrored { return try raisedInOrder(amount, x: x, baseline: baseline, size: size) }
        var cursor = x
        let color = amount.isNegative ? Self.negative : Self.ink
        // Neighbouring parts of one size are set as one run ("1,246", ".12"), so the text reads whole.
        var runs: [(text: String, raised: Bool)] = []
        for part in amount.parts {
            let raised = [.currency, .decimal, .fraction].contains(part.kind)
            if runs.last?.raised == raised { runs[runs.count - 1].text += amount[part] } else { runs.append((String(amount[part]), raised)) }
        }
        for run in runs {
            cursor += run.raised
                ? try put(run.text, x: cursor, size: size * 0.55, bold: true, color: color, baseline: baseline - size * 0.38)
                : try put(run.text, x: cursor, size: size, bold: true, color: color, baseline: baseline)
        }
    }

    /// ``raised(_:x:baseline:size:)`` in a right-to-left statement: the amount's characters put
    /// in their bidirectional order first ("$ 1,246.12" from "‏1,246.12 ‏$"), then drawn left to
    /// right, each piece at its size, the whole ending at the mirrored `x`.
    private mutating func raisedInOrder(_ amount: FormattedAmount, x: Double, baseline: Double, size: Double) throws(PDFError) {
        let color = amount.isNegative ? Self.negative : Self.ink
        var scalars: [Unicode.Scalar] = []
        var isRaised: [Bool] = []
        for part in amount.parts {
            let raised = [.currency, .decimal, .fraction].contains(part.kind)
            for scalar in amount[part].unicodeScalars {
                scalars.append(scalar)
                isRaised.append(raised)
            }
        }
        var pieces: [(text: String, raised: Bool)] = []
        for placed in Bidi.visualOrder(of: scalars, rightToLeft: true) {
            let raised = isRaised[placed.index]
            if pieces.last?.raised == raised { pieces[pieces.count - 1].text.unicodeScalars.append(placed.scalar) } else {
                pieces.append((String(placed.scalar), raised))
            }
        }
        let widths = pieces.map { measure($0.text, size: $0.raised ? size * 0.55 : size, bold: true) }
        var cursor = width - x - widths.reduce(0, +)
        for (piece, pieceWidth) in zip(pieces, widths) {
            try writer.text(piece.text, x: cursor, y: piece.raised ? baseline - size * 0.38 : baseline,
                            size: piece.raised ? size * 0.55 : size, fonts: chain(bold: true), on: &pages[pages.count - 1],
                            color: color, ordered: true)
            cursor += pieceWidth
        }
    }

    /// `text` shortened with "…" to fit `limit` (a tile's name; the whole name is in the account's section).
    func fitted(_ text: String, size: Double, limit: Double) -> String {
        guard measure(text, size: size) > limit else { return text }
        var characters = Array(text)
        while !characters.isEmpty, measure(String(characters) + "…", size: size) > limit { characters.removeLast() }
        return String(characters) + "…"
    }

    mutating func lay(_ totals: TotalsSection) throws(PDFError) {
        try heading(totals.title)
        try element("Table") { (layout: inout StatementLayout) throws(PDFError) in
            for row in totals.rows {
                layout.room(20)
                try layout.element("TR") { (layout: inout StatementLayout) throws(PDFError) in
                    try layout.element("TH", attributes: [("Scope", .name("Row"))]) { (layout: inout StatementLayout) throws(PDFError) in
                        try layout.put(row.label, x: layout.left + 4, size: 9.5, bold: true)
                    }
                    try layout.element("TD") { (layout: inout StatementLayout) throws(PDFError) in
                        try layout.put(row.amount.string, x: layout.right - 4, size: 9.5, bold: row.isNet,
                                       color: row.amount.isNegative ? Self.negative : Self.ink, trailing: true)
                    }
                }
                // A rule under each row; the net position's is darker, under it and above.
                if row.isNet { layout.rule(at: layout.y - 13, color: Self.ink, thickness: 1) }
                layout.rule(at: layout.y + 6, color: row.isNet ? Self.ink : Self.rule, thickness: row.isNet ? 1 : 0.75)
                layout.y += 19
            }
        }
    }

    mutating func lay(_ accounts: AccountStatementSection) throws(PDFError) {
        let wording = report.wording
        for entry in accounts.entries {
            var title = entry.name
            if let number = entry.maskedNumber { title += "  " + wording.phrase(.statementAccountNumber) + " " + number }
            try heading(title, size: 12, bookmarked: true)
            try paragraph(wording.phrase(entry.type.labelKey), size: 8, bold: true, color: Self.color(entry.type.color))
            if let notice = entry.notice { try paragraph(notice, size: 9, bold: true, color: Self.negative) }
            try element("Table") { (layout: inout StatementLayout) throws(PDFError) in
                try layout.line(entry.opening.label, entry.opening.amount, bold: true)
            }
            let dateWidth = dateColumnWidth(entry.rows.map(\.date) + [wording.phrase(.columnDate)])
            let columns = [Column(x: left, trailing: false, wraps: false), Column(x: left + dateWidth, trailing: false),
                           Column(x: right - 92, trailing: true), Column(x: right, trailing: true)]
            let heads = [wording.phrase(.columnDate), wording.phrase(.columnDescription),
                         wording.phrase(.columnAmount), wording.phrase(.columnBalance)]
            if entry.rows.isEmpty {
                try paragraph(wording.phrase(.emptyStatement), size: 10, color: Self.muted)
            } else {
                try element("Table") { (layout: inout StatementLayout) throws(PDFError) in
                    try layout.tableHead(heads, columns: columns)
                    for row in entry.rows {
                        let amount = entry.parts.format(row.amount), balance = entry.parts.format(row.balance)
                        try layout.tableRow([row.date, row.description, amount.string, balance.string], columns: columns, heads: heads,
                                            colors: [Self.muted, Self.ink, amount.isNegative ? Self.negative : Self.ink,
                                                     balance.isNegative ? Self.negative : Self.ink])
                    }
                }
            }
            y += 4
            try element("Table") { (layout: inout StatementLayout) throws(PDFError) in
                for summary in entry.summary { try layout.line(summary.label, summary.amount, bold: false) }
                try layout.line(entry.closing.label, entry.closing.amount, bold: true)
            }
        }
    }

    /// A label on the left and its amount on the right: a table row whose header cell is the label.
    mutating func line(_ label: String, _ amount: FormattedAmount, bold: Bool) throws(PDFError) {
        room(16)
        try element("TR") { (layout: inout StatementLayout) throws(PDFError) in
            try layout.element("TH", attributes: [("Scope", .name("Row"))]) { (layout: inout StatementLayout) throws(PDFError) in
                try layout.put(label, x: layout.left, size: 10, bold: bold)
            }
            try layout.element("TD") { (layout: inout StatementLayout) throws(PDFError) in
                try layout.put(amount.string, x: layout.right, size: 10, bold: bold,
                               color: amount.isNegative ? Self.negative : Self.ink, trailing: true)
            }
        }
        y += 15
    }

    /// A paragraph of one line.
    mutating func paragraph(_ text: String, size: Double, bold: Bool = false, color: PDFColor = ink) throws(PDFError) {
        room(size + 6)
        try element("P") { (layout: inout StatementLayout) throws(PDFError) in
            try layout.put(text, x: layout.left, size: size, bold: bold, color: color)
        }
        y += size + 5
    }

    mutating func lay(_ list: TransactionListSection) throws(PDFError) {
        let wording = report.wording
        try heading(list.title, bookmarked: true)
        guard !list.rows.isEmpty else {
            try paragraph(list.emptyState, size: 10, color: Self.muted)
            return
        }
        let dateWidth = dateColumnWidth(list.rows.dates + [wording.phrase(.columnDate)])
        var columns = [Column(x: left, trailing: false, wraps: false), Column(x: left + dateWidth, trailing: false),
                       Column(x: right - 200, trailing: false), Column(x: right, trailing: true)]
        var heads = [wording.phrase(.columnDate), wording.phrase(.columnDescription),
                     wording.phrase(.columnAccount), wording.phrase(.columnAmount)]
        if list.showsStatus {
            columns = [Column(x: left, trailing: false, wraps: false), Column(x: left + dateWidth, trailing: false),
                       Column(x: right - 250, trailing: false), Column(x: right - 150, trailing: false), Column(x: right, trailing: true)]
            heads = [heads[0], heads[1], heads[2], wording.phrase(.columnStatus), heads[3]]
        }
        let (finalColumns, finalHeads) = (columns, heads)
        try element("Table") { (layout: inout StatementLayout) throws(PDFError) in
            try layout.tableHead(finalHeads, columns: finalColumns)
            for range in list.shownPositions {
                for position in range {
                    let row = list.rows[position]
                    var cells = [row.date, row.description, row.account, row.amount.string]
                    var colors = [Self.muted, Self.ink, Self.muted, row.amount.isNegative ? Self.negative : Self.ink]
                    if list.showsStatus {
                        let pending = list.rows.status(at: position) == .pending
                        cells.insert(wording.phrase(pending ? .statusPending : .statusCompleted), at: 3)
                        colors.insert(pending ? Self.ink : Self.muted, at: 3)
                    }
                    try layout.tableRow(cells, columns: finalColumns, heads: finalHeads, colors: colors)
                }
            }
            for total in list.totals {
                layout.y += 3
                try layout.line(total.label, total.amount, bold: true)
            }
        }
    }

    mutating func lay(_ footer: FooterSection) throws(PDFError) {
        room(40)
        y += 22
        rule(at: y - 16)
        if let contact = footer.contact {
            try element("P") { (layout: inout StatementLayout) throws(PDFError) in
                for line in layout.wrapped(contact, size: 9, limit: layout.right - layout.left) {
                    layout.room(13)
                    try layout.put(line, x: layout.left, size: 9, color: Self.muted)
                    layout.y += 12
                }
            }
        }
        for legal in footer.legal {
            try element("P") { (layout: inout StatementLayout) throws(PDFError) in
                for line in layout.wrapped(legal, size: 8, limit: layout.right - layout.left) {
                    layout.room(12)
                    try layout.put(line, x: layout.left, size: 8, color: Self.muted)
                    layout.y += 11
                }
            }
        }
    }

    // MARK: Tables

    /// Where a column starts (leading) or ends (trailing), and whether its cells may wrap
    /// (a date never does, as the HTML's `white-space: nowrap`).
    struct Column {
        var x: Double
        var trailing: Bool
        var wraps = true
    }

    /// The date column's width: its widest date or head, and a gap (at least the 78 points
    /// an English date needs, so that English tables line up across sections).
    func dateColumnWidth(_ texts: [String]) -> Double {
        max(78, (texts.map { measure($0, size: 9.5) }.max() ?? 0) + 12)
    }

    /// The column heads: a row of header cells, or, `repeated` at the top of a later page, page
    /// furniture (the table's structure has its heads once).
    mutating func tableHead(_ heads: [String], columns: [Column], repeated: Bool = false) throws(PDFError) {
        room(40)
        let draw = { (layout: inout StatementLayout) throws(PDFError) in
            for (head, column) in zip(heads, columns) {
                try layout.put(head, x: column.x, size: 8, bold: true, color: Self.muted, trailing: column.trailing)
            }
        }
        if repeated {
            try artifact(draw)
        } else {
            try element("TR") { (layout: inout StatementLayout) throws(PDFError) in
                for (head, column) in zip(heads, columns) {
                    try layout.element("TH", attributes: [("Scope", .name("Column"))]) { (layout: inout StatementLayout) throws(PDFError) in
                        try layout.put(head, x: column.x, size: 8, bold: true, color: Self.muted, trailing: column.trailing)
                    }
                }
            }
        }
        y += 4
        rule(at: y)
        y += 13
    }

    /// One row; a cell wider than its column (up to the next one) wraps, the row growing to
    /// hold it. A row that does not fit starts a new page, under the heads again.
    mutating func tableRow(_ cells: [String], columns: [Column], heads: [String], colors: [PDFColor]) throws(PDFError) {
        let size = 9.5, leading = 12.5
        var lines: [[String]] = []
        for (index, cell) in cells.enumerated() {
            let column = columns[index]
            if column.trailing || !column.wraps {
                lines.append([cell])
            } else {
                let end = columns[(index + 1)...].first.map { $0.trailing ? $0.x - 70 : $0.x } ?? right
                lines.append(wrapped(cell, size: size, limit: max(24, end - column.x - 8)))
            }
        }
        let rowHeight = Double(lines.map(\.count).max() ?? 1) * leading
        if y + rowHeight > bottom {
            newPage()
            try tableHead(heads, columns: columns, repeated: true)
        }
        try element("TR") { (layout: inout StatementLayout) throws(PDFError) in
            for (index, cellLines) in lines.enumerated() {
                try layout.element("TD") { (layout: inout StatementLayout) throws(PDFError) in
                    for (number, line) in cellLines.enumerated() {
                        try layout.put(line, x: columns[index].x, size: size, color: colors[index], trailing: columns[index].trailing,
                                       baseline: layout.y + Double(number) * leading)
                    }
                }
            }
        }
        y += rowHeight
    }
}
