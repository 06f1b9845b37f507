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
/// StatementBlock.accounts(AccountStatementSection(entries: entries, wording: wording)).partial  // "accounts"
/// ```
public struct AccountStatementSection: Sendable {
    /// A labelled figure: an opening, summary or closing line.
    public struct Line: Sendable {
        /// The line's words, from the catalog ("Opening balance", "Money in"…).
        public package(set) var label: String
        /// The line's figure, in parts; nil for an opening or closing balance the source does
        /// not state (the line says "Balances not stated").
        public package(set) var amount: FormattedAmount?
    }

    /// One completed transaction and the balance after it, exact: formatted when the row is
    /// written (by ``Entry/parts``), so a long statement keeps numbers, not formatted text.
    public struct Row: Sendable {
        /// The booking day, in the report's locale.
        public package(set) var date: String
        public package(set) var description: String
        /// The transaction's signed amount, exact.
        public package(set) var amount: Decimal
        /// The account's balance after this transaction, exact; nil when the source states no balances.
        public package(set) var balance: Decimal?
        /// What HTML and PDF show under the description (reference, counterparty, original
        /// amount); nil when the transaction carries none of them.
        var details: TransactionDetails.Line? = nil

        /// What is shown under the description (reference, counterparty, original amount) as
        /// plain text in `wording`, what the PDF draws; nil when the transaction carries none.
        public func detailText(_ wording: ReportWording) -> String? { details?.text(wording) }
    }

    /// One account's statement.
    public struct Entry: Sendable {
        /// The account's name.
        public package(set) var name: String
        /// The account's type.
        public package(set) var type: AccountType
        /// Already masked by ``AccountNumber/masked(_:)``; nil without a number.
        public package(set) var maskedNumber: String?
        /// The opening balance line.
        public package(set) var opening: Line
        /// Every completed transaction of the period, oldest first, each with the balance after it.
        public package(set) var rows: [Row]
        /// How the account's amounts are formatted (its currency, the report's locale).
        public package(set) var parts: CurrencyFormatter.Parts
        /// Money in and money out (and an investment's change in value), signed as the balance moves.
        public package(set) var summary: [Line]
        /// The closing balance line.
        public package(set) var closing: Line
        /// The "Not reconciled: …" notice, when rendering an unreconciled account anyway.
        public package(set) var notice: String?
        /// The balance at the start of the period, exact (``opening`` is its line); nil when the
        /// source states no balances.
        public package(set) var openingBalance: Decimal?
        /// The balance at the end of the period, exact (``closing`` is its line): an investment's
        /// closing value includes its change in value, so it can differ from the last row's
        /// balance; nil when the source states no balances.
        public package(set) var closingBalance: Decimal?
        /// Money in and money out per week, month or year of the period, as bars; nil for an
        /// account with no transaction in the period.
        public package(set) var flow: MoneyFlowChart?
    }

    /// The box a template draws a balance chart in (an SVG `viewBox`): the line keeps 2 units
    /// clear of the top and bottom, so a 2-unit stroke is not cut.
    package static let chartBox = (width: Decimal(600), height: Decimal(60), inset: Decimal(2))
    /// The height the charts are plotted in: ``chartBox`` less its inset above and below.
    package static var chartPlotHeight: Decimal { chartBox.height - 2 * chartBox.inset }

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

    /// The labels of `entry`'s balance chart's axes: the period's first and last days
    /// (``firstDay``, ``lastDay``) and the chart's lowest and highest balances formatted, its
    /// bottom and top; nil without a chart or without the period's days. The money-flow
    /// chart's are ``MoneyFlowChart/axis``.
    ///
    /// ```swift
    /// section.axis(of: section.entries[0])?.top.string  // "$3,700.00"
    /// ```
    public func axis(of entry: Entry) -> ChartAxis? {
        guard let firstDay, let lastDay, let chart = chart(of: entry) else { return nil }
        return ChartAxis(first: firstDay, last: lastDay, bottom: entry.parts.format(chart.lowest), top: entry.parts.format(chart.highest))
    }

    /// The period's first day, written as the rows write their dates (the charts' axes).
    public package(set) var firstDay: String?
    /// The period's last day, written as the rows write their dates.
    public package(set) var lastDay: String?

    /// One entry per account, in input order.
    public package(set) var entries: [Entry]
    /// The report's words.
    public package(set) var wording: ReportWording
}
