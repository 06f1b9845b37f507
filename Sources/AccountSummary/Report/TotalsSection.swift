/// Totals per account type and currency, and the net position per currency.
///
/// The net position counts banking and investment balances as money held and
/// credit-card balances as money owed; currencies are never converted.
///
/// ```swift
/// TotalsSection(rows: rows).partial  // "totals"
/// ```
public struct TotalsSection: ReportSection {
    /// One line of totals.
    public struct Row: Sendable {
        /// "Banking", "Credit Card", "Investment" or "Net position", with the code when several currencies appear.
        public var label: String
        public var amount: FormattedAmount
        public var isNet: Bool
    }

    public var rows: [Row]

    public var partial: String { "totals" }

    public func context(using writer: any ReportWriter) -> TemplateValue {
        let cells = writer.table(
            rows.map { [writer.label($0.label, style: $0.isNet ? .strong : .plain), writer.amount($0.amount, style: .total)] },
            alignments: [.leading, .decimal])
        return .object([
            "title": .string(writer.label("Totals", style: .heading).rendered),
            "rows": .list(zip(rows, cells).map { row, cells in
                .object(["label": .string(cells[0]), "amount": .string(cells[1]), "net": .bool(row.isNet)])
            }),
        ])
    }
}
