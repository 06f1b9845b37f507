/// Totals per account type and currency, and the net position per currency.
///
/// The net position counts banking and investment balances as money held and
/// credit-card balances as money owed; currencies are never converted.
///
/// ```swift
/// StatementBlock.totals(TotalsSection(rows: rows, title: "Totals", wording: wording)).partial  // "totals"
/// ```
public struct TotalsSection: Sendable {
    /// One line of totals.
    public struct Row: Sendable {
        /// "Banking", "Credit Card", "Investment" or "Net position" in the report's language,
        /// with the code when several currencies appear ("Net position (USD)").
        public package(set) var label: String
        /// The total, in parts; nil when an account it would add up states no balances (the row
        /// then says "Balances not stated").
        public package(set) var amount: FormattedAmount?
        /// Whether this is the net position row (styled apart).
        public package(set) var isNet: Bool
    }

    /// One row per account type and currency, then the net position per currency.
    public package(set) var rows: [Row]
    /// The section's title in the report's language ("Totals").
    public package(set) var title: String
    /// The report's words.
    public package(set) var wording: ReportWording
}
