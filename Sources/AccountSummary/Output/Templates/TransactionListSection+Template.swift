import Foundation

extension TransactionListSection {
    /// The list's rows and totals, made by `writer` as the template asks for them.
    func templateContext(using writer: any ReportWriter) -> TemplateValue {
        let rows = rows
        let aligns = writer.alignsColumns
        // Days and accounts repeat across rows: each is styled once. Descriptions and
        // amounts are styled only as a page reaches them (a sequence of records); a format
        // that aligns columns first measures every row, keeping nothing but the widths.
        let dateCells = rows.dates.map { writer.label($0, style: .muted) }
        let accountCells = rows.accounts.map { writer.text($0) }
        var widths = [ColumnWidth](repeating: ColumnWidth(), count: 5)
        // Pending rows are marked: strong, where completed ones are muted.
        let statusCells = TransactionStatus.allCases.map {
            writer.label(wording.phrase($0.wordKey), style: $0 == .pending ? .strong : .muted)
        }
        var datesShown = [Bool](repeating: !aligns, count: dateCells.count)
        var accountsShown = [Bool](repeating: !aligns, count: accountCells.count)
        if aligns {
            for position in rows.indices {
                datesShown[rows.dateIndex(at: position)] = true
                accountsShown[rows.accountIndex(at: position)] = true
                widths[1].include(writer.text(rows.description(at: position)))
                widths[3].include(writer.amount(rows.amount(at: position), style: .row))
                if showsStatus { widths[4].include(statusCells[rows.status(at: position) == .pending ? 0 : 1]) }
            }
            for (slot, cell) in dateCells.enumerated() where datesShown[slot] { widths[0].include(cell) }
            for (slot, cell) in accountCells.enumerated() where accountsShown[slot] { widths[2].include(cell) }
        }
        let shownPages = page.map { [$0] } ?? Array(1...pageCount)
        // The totals line up with the amounts above them, so their widths count too.
        let totalCells = totals.map { (writer.label($0.label, style: .strong), writer.amount($0.amount, style: .total)) }
        for (_, amount) in totalCells { widths[3].include(amount) }
        let columns = widths
        // Padded for this list's columns; a value no row of the list shows is never used.
        let dates = dateCells.indices.map { datesShown[$0] ? writer.pad(dateCells[$0], in: columns[0], alignment: .leading) : "" }
        let accounts = accountCells.indices.map {
            accountsShown[$0] ? writer.pad(accountCells[$0], in: columns[2], alignment: .leading) : ""
        }
        // A status no row shows is never used (and may be wider than the column).
        let statuses = statusCells.map { $0.width <= columns[4].width ? writer.pad($0, in: columns[4], alignment: .leading) : $0.rendered }
        let directions = DirectionWords(wording: wording, writer: writer)
        var pages: [TemplateValue] = []
        for number in shownPages {
            let start = pageStart(number)
            guard start < rows.count else { continue }
            let count = min(pageSize, rows.count - start)
            let values = TemplateSequence(count: count, fields: TransactionListSection.fields) { offset, field in
                let position = start + offset
                switch field {
                case 0:
                    return .string(dates[rows.dateIndex(at: position)])
                case 1:
                    let cell = writer.text(rows.description(at: position))
                    return .string(aligns ? writer.pad(cell, in: columns[1], alignment: .leading) : cell.rendered)
                case 2:
                    return .string(accounts[rows.accountIndex(at: position)])
                case 4:
                    return .string(statuses[rows.status(at: position) == .pending ? 0 : 1])
                case 5:
                    return directions.value(for: rows.exactAmount(at: position))
                case 6:
                    return rows.detailLine(at: position).map { .string($0.rendered(with: writer, wording: wording)) } ?? .null
                default:
                    let cell = writer.amount(rows.amount(at: position), style: .row)
                    return .string(aligns ? writer.pad(cell, in: columns[3], alignment: .decimal) : cell.rendered)
                }
            }
            // Every key is present (null when absent) so that strict templates can test them.
            let marker: TemplateValue = self.marker(page: number).map { .string(writer.label($0, style: .muted).rendered) } ?? .null
            pages.append(.object(["rows": .sequence(values), "number": .number(String(number)), "marker": marker]))
        }
        let footerValue: TemplateValue = pagingLine.map { .string(writer.label($0, style: .muted).rendered) } ?? .null
        return .object([
            "title": .string(writer.label(title, style: .heading).rendered),
            "pages": .list(pages),
            "emptyState": .string(writer.label(emptyState, style: .muted).rendered),
            "count": .number(String(rows.count)),
            "empty": .bool(rows.isEmpty),
            "footer": footerValue,
            "statusHead": .string(writer.label(wording.phrase(.columnStatus), style: .muted).rendered),
            "heads": .object(TransactionListSection.heads.mapValues { .string(writer.label(wording.phrase($0), style: .plain).rendered) }),
            "totals": .list(totalLines(totalCells, columns: columns, using: writer)),
            "hasTotals": .bool(!totalCells.isEmpty),
        ])
    }

    /// A row's names in templates, in the order the record sequence numbers its fields.
    static let fields = ["date", "description", "account", "amount", "status", "direction", "details"]

    /// The column heads by their names in templates.
    static let heads: [String: PhraseKey] = [
        "date": .columnDate, "description": .columnDescription, "account": .columnAccount,
        "status": .columnStatus, "amount": .columnAmount,
    ]

    /// The totals' lines: each label spans the columns before the amount's.
    private func totalLines(_ cells: [(Cell, Cell)], columns: [ColumnWidth], using writer: any ReportWriter) -> [TemplateValue] {
        var span = ColumnWidth()
        span.width = max(columns[0].width + columns[1].width + columns[2].width + columns[4].width + 6,
                         cells.map(\.0.width).max() ?? 0)
        return cells.map { label, amount in
            .object(["label": .string(writer.pad(label, in: span, alignment: .leading)),
                     "amount": .string(writer.pad(amount, in: columns[3], alignment: .decimal))])
        }
    }
}
