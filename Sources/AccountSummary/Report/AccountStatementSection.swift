import Foundation

/// The per-account statement sections of a statement with a period: for each account its
/// name, type and masked number, the opening balance, the period's completed transactions
/// oldest first with a running balance, the money in and out, and the closing balance.
///
/// Card and investment accounts use their own statements' words (previous balance, payments
/// and credits, purchases and charges, new balance; opening value, contributions,
/// withdrawals, change in value, closing value). Every figure line adds up: the summary
/// lines are signed so that opening + lines = closing.
///
/// ```swift
/// AccountStatementSection(entries: entries, wording: wording).partial  // "accounts"
/// ```
public struct AccountStatementSection: ReportSection {
    /// A labelled figure: an opening, summary or closing line.
    public struct Line: Sendable {
        /// The line's words, from the catalog ("Opening balance", "Money in"…).
        public var label: String
        /// The line's figure, in parts; nil for an opening or closing balance the source does
        /// not state (the line says "Balances not stated").
        public var amount: FormattedAmount?
    }

    /// One completed transaction and the balance after it, exact: formatted when the row is
    /// written (by ``Entry/parts``), so a long statement keeps numbers, not formatted text.
    public struct Row: Sendable {
        /// The booking day, in the report's locale.
        public var date: String
        public var description: String
        /// The transaction's signed amount, exact.
        public var amount: Decimal
        /// The account's balance after this transaction, exact; nil when the source states no balances.
        public var balance: Decimal?
        /// What HTML and PDF show under the description (reference, counterparty, original
        /// amount); nil when the transaction carries none of them.
        var details: TransactionDetails.Line? = nil

        /// ``details`` as plain text in `wording` (what the PDF draws), if any.
        public func detailText(_ wording: ReportWording) -> String? { details?.text(wording) }
    }

    /// One account's statement.
    public struct Entry: Sendable {
        /// The account's name.
        public var name: String
        /// The account's type.
        public var type: AccountType
        /// Already masked by ``AccountNumber/masked(_:)``; nil without a number.
        public var maskedNumber: String?
        /// The opening balance line.
        public var opening: Line
        /// Every completed transaction of the period, oldest first, each with the balance after it.
        public var rows: [Row]
        /// How the account's amounts are formatted (its currency, the report's locale).
        public var parts: CurrencyFormatter.Parts
        /// Money in and money out (and an investment's change in value), signed as the balance moves.
        public var summary: [Line]
        /// The closing balance line.
        public var closing: Line
        /// The "Not reconciled: …" notice, when rendering an unreconciled account anyway.
        public var notice: String?
        /// The balance at the start of the period, exact (``opening`` is its line); nil when the
        /// source states no balances.
        public var openingBalance: Decimal?
        /// The balance at the end of the period, exact (``closing`` is its line): an investment's
        /// closing value includes its change in value, so it can differ from the last row's
        /// balance; nil when the source states no balances.
        public var closingBalance: Decimal?
        /// Money in and money out per week, month or year of the period, as bars; nil for an
        /// account with no transaction in the period.
        public var flow: MoneyFlowChart?
    }

    /// The box a template draws a balance chart in (an SVG `viewBox`): the line keeps 2 units
    /// clear of the top and bottom, so a 2-unit stroke is not cut.
    package static let chartBox = (width: Decimal(600), height: Decimal(60), inset: Decimal(2))
    /// The height the charts are plotted in: ``chartBox`` less its inset above and below.
    package static var chartPlotHeight: Decimal { chartBox.height - 2 * chartBox.inset }

    /// The chart's template values: its text alternative (made by `writer`, for an attribute in
    /// HTML) and its points as SVG's `points` ("x,y x,y…") in ``chartBox``; null without a chart.
    private func chartContext(of entry: Entry, using writer: any ReportWriter) -> TemplateValue {
        guard let chart = chart(of: entry) else { return .null }
        let box = AccountStatementSection.chartBox
        let points = chart.plotted(width: box.width, height: AccountStatementSection.chartPlotHeight)
            .map { "\($0.x),\($0.y + box.inset)" }.joined(separator: " ")
        return .object([
            "label": .string(writer.label(chart.textAlternative, style: .plain).rendered),
            "points": .string(points),
            "width": .string("\(box.width)"),
            "height": .string("\(box.height)"),
        ])
    }

    /// The money-flow chart's template values, in ``chartBox`` as the balance chart: its text
    /// alternative and its legend's words (made by `writer`), the axis's height, and per step
    /// the bars' rectangles (a bar of zero height left out); null without a chart.
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
            "axis": .string("\(axis)"),
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

    /// How `entry`'s balance moved over the period (its opening balance, then each row's, then
    /// the closing balance where it differs from the last row's: an investment's change in
    /// value), with the text alternative in this section's words; nil for an account with no
    /// transaction in the period. Made when asked for, so a long statement keeps no second
    /// copy of its balances.
    ///
    /// ```swift
    /// section.chart(of: section.entries[0])?.lowest  // 1245.50
    /// ```
    public func chart(of entry: Entry) -> BalanceChart? {
        guard !entry.rows.isEmpty, let opening = entry.openingBalance, let closing = entry.closingBalance else { return nil }
        var points = [opening] + entry.rows.map { $0.balance ?? 0 }
        if closing != points[points.count - 1] { points.append(closing) }
        return BalanceChart(points: points, parts: entry.parts, wording: wording)
    }

    /// One entry per account, in input order.
    public var entries: [Entry]
    /// The report's words.
    public var wording: ReportWording

    /// The column heads: date, description, amount, running balance.
    static let heads: [PhraseKey] = [.columnDate, .columnDescription, .columnAmount, .columnBalance]

    /// The `accounts` partial.
    public var partial: String { "accounts" }

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
    public func context(using writer: any ReportWriter) -> TemplateValue {
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
        let values = TemplateSequence(count: rows.count, fields: ["date", "description", "amount", "balance", "direction", "details"]) { index, field in
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
