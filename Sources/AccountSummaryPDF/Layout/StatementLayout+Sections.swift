import AccountSummary
import Foundation

/// Each section of the statement drawn from its view model, as the built-in HTML lays it out.
extension StatementLayout {
    mutating func lay(_ header: HeaderSection) throws(PDFError) {
        room(140)
        // The bank: its name, then its address, small and muted.
        if let brand = header.brand {
            y += 10
            try put(brand.uppercased(), x: left, size: 9, bold: true, color: Self.muted)
            y += 11
        }
        for line in header.bankAddress {
            try put(line, x: left, size: 8, color: Self.muted)
            y += 10
        }
        // The greeting with the name in bold, in the language's word order.
        y += 22
        if let greeting = header.greeting {
            var x = left
            for piece in greeting.pieces {
                switch piece {
                case .literal(let words): x += try put(words, x: x, size: 18)
                case .placeholder: x += try put(header.customerName, x: x, size: 18, bold: true)
                }
            }
        } else {
            try put(header.customerName, x: left, size: 18, bold: true)
        }
        y += 16
        for line in header.customerAddress {
            try put(line, x: left, size: 9.5)
            y += 12
        }
        if let date = header.dateLine {
            y += 8
            try put(date, x: left, size: 9.5, color: Self.muted)
            y += 12
        }
        if let period = header.period {
            y += 8
            var x = left
            for piece in header.periodLine.pieces {
                switch piece {
                case .literal(let words): x += try put(words, x: x, size: 9.5, bold: true, color: Self.muted)
                case .placeholder(let placeholder):
                    x += placeholder.position == 1
                        ? try put(header.periodLabel, x: x, size: 9.5, bold: true, color: Self.muted)
                        : try put(period, x: x, size: 9.5, bold: true)
                }
            }
            y += 12
        }
        y += 4
    }

    mutating func lay(_ tiles: AccountTilesSection) throws(PDFError) {
        try heading(report.wording.phrase(.sectionAccounts))
        guard !tiles.tiles.isEmpty else {
            try put(report.wording.phrase(.emptyAccounts), x: left, size: 10, color: Self.muted)
            y += 14
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
            pages[pages.count - 1].fill(x: x, y: top, width: tileWidth, height: tileHeight, color: Self.card)
            pages[pages.count - 1].fill(x: x, y: top + tileHeight - 3, width: tileWidth, height: 3, color: Self.color(tile.type.color))
            try put(report.wording.phrase(tile.type.labelKey).uppercased(with: report.locale), x: x + 10, size: 7.5, bold: true,
                    color: Self.color(tile.type.color), baseline: top + 16)
            try put(fitted(tile.name, size: 10.5, limit: tileWidth - 20), x: x + 10, size: 10.5, bold: true, baseline: top + 31)
            try put(report.wording.phrase(tile.type.balanceTitleKey), x: x + 10, size: 7.5, color: Self.muted, baseline: top + 48)
            try raised(tile.balance, x: x + 10, baseline: top + 70, size: 18)
            if column == 1 || index == tiles.tiles.count - 1 { y = top + tileHeight }
        }
        for tile in tiles.tiles {
            guard let notice = tile.notice else { continue }
            y += 14
            try put(notice, x: left, size: 9, bold: true, color: Self.negative)
        }
        y += 6
    }

    /// An amount as a tile shows it: the digits large, the currency sign and the cents raised and small.
    mutating func raised(_ amount: FormattedAmount, x: Double, baseline: Double, size: Double) throws(PDFError) {
        var cursor = x
        let color = amount.isNegative ? Self.negative : Self.ink
        for part in amount.parts {
            let text = String(amount[part])
            switch part.kind {
            case .currency, .decimal, .fraction:
                cursor += try put(text, x: cursor, size: size * 0.55, bold: true, color: color, baseline: baseline - size * 0.38)
            default:
                cursor += try put(text, x: cursor, size: size, bold: true, color: color, baseline: baseline)
            }
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
        for row in totals.rows {
            room(20)
            try put(row.label, x: left + 4, size: 9.5, bold: true)
            try put(row.amount.string, x: right - 4, size: 9.5, bold: row.isNet,
                    color: row.amount.isNegative ? Self.negative : Self.ink, trailing: true)
            // A rule under each row; the net position's is darker, under it and above.
            if row.isNet { rule(at: y - 13, color: Self.ink, thickness: 1) }
            rule(at: y + 6, color: row.isNet ? Self.ink : Self.rule, thickness: row.isNet ? 1 : 0.75)
            y += 19
        }
    }

    mutating func lay(_ accounts: AccountStatementSection) throws(PDFError) {
        let wording = report.wording
        for entry in accounts.entries {
            var title = entry.name
            if let number = entry.maskedNumber { title += "  " + wording.phrase(.statementAccountNumber) + " " + number }
            try heading(title, size: 12, bookmarked: true)
            try put(wording.phrase(entry.type.labelKey), x: left, size: 8, bold: true, color: Self.color(entry.type.color))
            y += 14
            if let notice = entry.notice {
                try put(notice, x: left, size: 9, bold: true, color: Self.negative)
                y += 14
            }
            try line(entry.opening.label, entry.opening.amount, bold: true)
            let columns = [Column(x: left, trailing: false), Column(x: left + 78, trailing: false),
                           Column(x: right - 92, trailing: true), Column(x: right, trailing: true)]
            let heads = [wording.phrase(.columnDate), wording.phrase(.columnDescription),
                         wording.phrase(.columnAmount), wording.phrase(.columnBalance)]
            if entry.rows.isEmpty {
                try put(wording.phrase(.emptyStatement), x: left, size: 10, color: Self.muted)
                y += 14
            } else {
                try tableHead(heads, columns: columns)
                for row in entry.rows {
                    let amount = entry.parts.format(row.amount), balance = entry.parts.format(row.balance)
                    try tableRow([row.date, row.description, amount.string, balance.string], columns: columns, heads: heads,
                                 colors: [Self.muted, Self.ink, amount.isNegative ? Self.negative : Self.ink,
                                          balance.isNegative ? Self.negative : Self.ink])
                }
            }
            y += 4
            for summary in entry.summary { try line(summary.label, summary.amount, bold: false) }
            try line(entry.closing.label, entry.closing.amount, bold: true)
        }
    }

    /// A label on the left and its amount on the right.
    mutating func line(_ label: String, _ amount: FormattedAmount, bold: Bool) throws(PDFError) {
        room(16)
        try put(label, x: left, size: 10, bold: bold)
        try put(amount.string, x: right, size: 10, bold: bold, color: amount.isNegative ? Self.negative : Self.ink, trailing: true)
        y += 15
    }

    mutating func lay(_ list: TransactionListSection) throws(PDFError) {
        let wording = report.wording
        try heading(list.title, bookmarked: true)
        guard !list.rows.isEmpty else {
            try put(list.emptyState, x: left, size: 10, color: Self.muted)
            y += 14
            return
        }
        var columns = [Column(x: left, trailing: false), Column(x: left + 78, trailing: false),
                       Column(x: right - 200, trailing: false), Column(x: right, trailing: true)]
        var heads = [wording.phrase(.columnDate), wording.phrase(.columnDescription),
                     wording.phrase(.columnAccount), wording.phrase(.columnAmount)]
        if list.showsStatus {
            columns = [Column(x: left, trailing: false), Column(x: left + 78, trailing: false),
                       Column(x: right - 250, trailing: false), Column(x: right - 150, trailing: false), Column(x: right, trailing: true)]
            heads = [heads[0], heads[1], heads[2], wording.phrase(.columnStatus), heads[3]]
        }
        try tableHead(heads, columns: columns)
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
                try tableRow(cells, columns: columns, heads: heads, colors: colors)
            }
        }
        for total in list.totals {
            room(18)
            y += 3
            try put(total.label, x: left, size: 10, bold: true)
            try put(total.amount.string, x: right, size: 10, bold: true,
                    color: total.amount.isNegative ? Self.negative : Self.ink, trailing: true)
            y += 15
        }
    }

    mutating func lay(_ footer: FooterSection) throws(PDFError) {
        room(40)
        y += 22
        rule(at: y - 16)
        if let contact = footer.contact {
            for line in wrapped(contact, size: 9, limit: right - left) {
                room(13)
                try put(line, x: left, size: 9, color: Self.muted)
                y += 12
            }
        }
        for legal in footer.legal {
            for line in wrapped(legal, size: 8, limit: right - left) {
                room(12)
                try put(line, x: left, size: 8, color: Self.muted)
                y += 11
            }
        }
    }

    // MARK: Tables

    /// Where a column starts (leading) or ends (trailing).
    struct Column {
        var x: Double
        var trailing: Bool
    }

    mutating func tableHead(_ heads: [String], columns: [Column]) throws(PDFError) {
        room(40)
        for (head, column) in zip(heads, columns) {
            try put(head, x: column.x, size: 8, bold: true, color: Self.muted, trailing: column.trailing)
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
            if column.trailing {
                lines.append([cell])
            } else {
                let end = columns[(index + 1)...].first.map { $0.trailing ? $0.x - 70 : $0.x } ?? right
                lines.append(wrapped(cell, size: size, limit: max(24, end - column.x - 8)))
            }
        }
        let rowHeight = Double(lines.map(\.count).max() ?? 1) * leading
        if y + rowHeight > bottom {
            newPage()
            try tableHead(heads, columns: columns)
        }
        for (index, cellLines) in lines.enumerated() {
            for (number, line) in cellLines.enumerated() {
                try put(line, x: columns[index].x, size: size, color: colors[index], trailing: columns[index].trailing,
                        baseline: y + Double(number) * leading)
            }
        }
        y += rowHeight
    }
}
