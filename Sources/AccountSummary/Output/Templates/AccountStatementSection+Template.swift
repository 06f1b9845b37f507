import Foundation

extension AccountStatementSection {
    /// The names a row of an account's table has in templates, in the order its fields are made.
    static let rowFields = ["date", "description", "amount", "balance", "direction", "details"]

    /// The chart's template values: its text alternative (made by `writer`, for an attribute in
    /// HTML) and its points as SVG's `points` ("x,y x,y…") in ``chartBox``; null without a chart.
    private func chartContext(of entry: Entry, using writer: any ReportWriter) -> TemplateValue {
        guard let chart = chart(of: entry) else { return .null }
        let box = AccountStatementSection.chartBox
        let points = chart.plotted(width: box.width, height: AccountStatementSection.chartPlotHeight)
            .map { "\($0.x),\($0.y + box.inset)" }.joined(separator: " ")
        return .object([
            // The axes' labels: the period's ends, the lowest and highest balances.
            "axis": self.axis(of: entry).map { Self.axisContext($0, using: writer) } ?? .null,
            "label": .string(writer.label(chart.textAlternative, style: .plain).rendered),
            "points": .string(points),
            "width": .string("\(box.width)"),
            "height": .string("\(box.height)"),
        ])
    }

    /// A chart's axis labels as template values, the same for both charts: `first` and `last`
    /// (words), `bottom` and `top` (amounts, as the rows' amounts are made by `writer`).
    private static func axisContext(_ axis: ChartAxis, using writer: any ReportWriter) -> TemplateValue {
        .object(["first": .string(writer.label(axis.first, style: .plain).rendered),
                 "last": .string(writer.label(axis.last, style: .plain).rendered),
                 "bottom": .string(writer.amount(axis.bottom, style: .row).rendered),
                 "top": .string(writer.amount(axis.top, style: .row).rendered)])
    }

    /// The money-flow chart's template values, in ``chartBox`` as the balance chart: its text
    /// alternative and its legend's words (made by `writer`), the height of the line the bars
    /// stand on (`middle`), per step the bars' rectangles (a bar of zero height left out), and
    /// its axis labels (`axis`: the first and last steps, the amounts of the bottom and the
    /// top, as the balance chart's); null without a chart.
    private func flowContext(of entry: Entry, using writer: any ReportWriter) -> TemplateValue {
        guard let flow = entry.flow else { return .null }
        let box = AccountStatementSection.chartBox
        let axis = box.height / 2
        return .object([
            "label": .string(writer.label(flow.textAlternative, style: .plain).rendered),
            "moneyIn": .string(writer.label(flow.moneyInLabel, style: .plain).rendered),
            "moneyOut": .string(writer.label(flow.moneyOutLabel, style: .plain).rendered),
            "width": .string("\(box.width)"),
            "height": .string("\(box.height)"),
            "middle": .string("\(axis)"),
            "axis": Self.axisContext(flow.axis, using: writer),
            "bars": .list(flow.plotted(width: box.width, height: AccountStatementSection.chartPlotHeight).map { bar in
                .object([
                    "x": .string("\(bar.x)"),
                    "width": .string("\(bar.width)"),
                    "in": bar.inHeight == 0 ? .null : .object(["y": .string("\(bar.inTop + box.inset)"),
                                                               "height": .string("\(bar.inHeight)")]),
                    "out": bar.outHeight == 0 ? .null : .object(["y": .string("\(axis)"),
                                                                 "height": .string("\(bar.outHeight)")]),
                ])
            }),
        ])
    }

    /// The most blocks a sparkline has.
    static let sparklineColumns = 24
    /// `entry`'s sparkline, for a writer that draws them, as long as the line it ends (`lineWidth`
    /// columns, then two spaces) leaves room for in the writer's width: at most
    /// ``sparklineColumns`` blocks, none when fewer than 4 fit (of a chart of more points).
    /// Null otherwise.
    private func sparkline(of entry: Entry, besideLineOf lineWidth: Int, using writer: any ReportWriter) -> TemplateValue {
        guard writer.drawsSparklines, let chart = chart(of: entry) else { return .null }
        var columns = min(AccountStatementSection.sparklineColumns, chart.points.count)
        if let limit = writer.lineLimit { columns = min(columns, limit - lineWidth - 2) }
        // Fewer than 4 blocks say little: then none, unless the chart has no more points than that.
        guard columns >= min(4, chart.points.count) else { return .null }
        return .string(writer.label(chart.sparkline(columns: columns), style: .plain).rendered)
    }

    /// The column heads: date, description, amount, running balance.
    static let heads: [PhraseKey] = [.columnDate, .columnDescription, .columnAmount, .columnBalance]

    /// The words every account's statement shares, styled once.
    private struct SharedCells {
        var numberLabel: String
        var emptyState: String
        var typeLabels: [Cell]
        var directions: DirectionWords
        /// "Balances not stated", in an opening or closing line's amount column.
        var notStated: Cell
    }

    /// The accounts, their rows made by `writer` as the template asks for them.
    func templateContext(using writer: any ReportWriter) -> TemplateValue {
        let heads = AccountStatementSection.heads.map { writer.label(wording.phrase($0), style: .muted).rendered }
        let shared = SharedCells(
            numberLabel: writer.label(wording.phrase(.statementAccountNumber), style: .muted).rendered,
            emptyState: writer.label(wording.phrase(.emptyStatement), style: .muted).rendered,
            typeLabels: AccountType.allCases.map { writer.accountType($0, label: wording.phrase($0.labelKey)) },
            directions: DirectionWords(wording: wording, writer: writer),
            notStated: writer.label(wording.phrase(.statementBalancesNotStated), style: .muted))
        return .object([
            "accounts": .list(entries.enumerated().map { index, entry in
                context(of: entry, anchor: "account-\(index + 1)", shared: shared, using: writer)
            }),
            "heads": .object(["date": .string(heads[0]), "description": .string(heads[1]),
                              "amount": .string(heads[2]), "balance": .string(heads[3])]),
            // With several accounts, a list of links to them (HTML's navigation landmark), named by the section's title.
            "navigation": .bool(entries.count > 1),
            "navigationLabel": .string(writer.label(wording.phrase(.sectionAccounts), style: .plain).rendered),
        ])
    }

    /// One account's values; `anchor` is its section's `id`, which the navigation links to.
    private func context(of entry: Entry, anchor: String, shared: SharedCells, using writer: any ReportWriter) -> TemplateValue {
        // The rows are measured in one pass and written, row by row, when the template asks for
        // them (in chunks on every core for a long list): no row's text is kept in between.
        let rows = entry.rows
        let parts = entry.parts
        @Sendable func cell(_ row: Row, _ column: Int) -> Cell {
            switch column {
            case 0: writer.label(row.date, style: .muted)
            case 1: writer.text(row.description)
            case 2: writer.amount(parts.format(row.amount), style: .row)
            default: row.balance.map { writer.amount(parts.format($0), style: .row) } ?? writer.label("", style: .plain)
            }
        }
        let lines = [entry.opening] + entry.summary + [entry.closing]
        let lineCells = lines.enumerated().map { index, line in
            let strong = index == 0 || index == lines.count - 1
            return (writer.label(line.label, style: strong ? .strong : .plain),
                    line.amount.map { writer.amount($0, style: strong ? .total : .row) } ?? shared.notStated)
        }
        var widths = [ColumnWidth](repeating: ColumnWidth(), count: 4)
        // Only a writer that aligns columns needs every cell measured first (HTML lays its
        // table out itself): otherwise each row is made once, when it is written.
        if writer.alignsColumns {
            for row in rows { for column in 0..<4 { widths[column].include(cell(row, column)) } }
            for (_, amount) in lineCells { widths[3].include(amount) }
        }
        // A line's label spans the date, description and amount columns; the description
        // widens when a label needs more room than the rows give.
        let spanned = rows.isEmpty ? 0 : widths[0].width + widths[1].width + widths[2].width + 4
        let labelWidth = lineCells.map(\.0.width).max() ?? 0
        if labelWidth > spanned, !rows.isEmpty { widths[1].width += labelWidth - spanned }
        var span = ColumnWidth()
        span.width = max(labelWidth, spanned)
        let columns = widths
        func line(_ cells: (Cell, Cell)) -> TemplateValue {
            .object(["label": .string(writer.pad(cells.0, in: span, alignment: .leading)),
                     "amount": .string(writer.pad(cells.1, in: columns[3], alignment: .decimal))])
        }
        let alignments: [ColumnAlignment] = [.leading, .leading, .decimal, .decimal]
        let directions = shared.directions
        let values = TemplateSequence(count: rows.count, fields: Self.rowFields) { index, field in
            switch field {
            case 4: directions.value(for: rows[index].amount)
            case 5: rows[index].details.map { .string($0.rendered(with: writer, wording: wording)) } ?? .null
            default: .string(writer.pad(cell(rows[index], field), in: columns[field], alignment: alignments[field]))
            }
        }
        // Every key is present (null when absent) so that strict templates can test them.
        return .object([
            "anchor": .string(anchor),
            // Made only when the template opens them (HTML does, text does not): a one-element sequence.
            "chart": .sequence(TemplateSequence(count: entry.rows.isEmpty || entry.openingBalance == nil ? 0 : 1) { _ in
                self.chartContext(of: entry, using: writer)
            }),
            "flow": .sequence(TemplateSequence(count: entry.flow == nil ? 0 : 1) { _ in self.flowContext(of: entry, using: writer) }),
            "name": .string(writer.text(entry.name).rendered),
            "type": .string(shared.typeLabels[AccountType.allCases.firstIndex(of: entry.type)!].rendered),
            "color": .string(entry.type.color.rawValue),
            "numberLabel": .string(shared.numberLabel),
            "number": entry.maskedNumber.map { .string(writer.identifier($0).rendered) } ?? .null,
            "opening": line(lineCells[0]),
            "rows": .sequence(values),
            "empty": .bool(rows.isEmpty),
            "balancesStated": .bool(entry.openingBalance != nil),
            "emptyState": .string(shared.emptyState),
            "summary": .list(lineCells.dropFirst().dropLast().map(line)),
            "closing": line(lineCells[lineCells.count - 1]),
            "sparkline": sparkline(of: entry, besideLineOf: 2 + span.width + 2 + columns[3].width, using: writer),
            "notice": entry.notice.map { .string(writer.label($0, style: .strong).rendered) } ?? .null,
        ])
    }
}
