/// What an account's balance chart labels its axes with, for a sighted reader: the period's
/// first and last days under its ends, and its lowest and highest balances, in the report's
/// locale. The text alternative (``BalanceChart/textAlternative``) says the same and more in
/// words; these labels are drawn, not read twice.
///
/// ```swift
/// let axis = section.axis(of: section.entries[0])!
/// axis.first          // "Nov 1, 2026"
/// axis.last           // "Nov 30, 2026"
/// axis.lowest.string  // "$1,245.50"
/// axis.highest.string // "$3,700.00"
/// ```
public struct ChartAxis: Sendable, Hashable {
    /// The period's first day, as the statement's rows write dates: under the chart's start.
    public package(set) var first: String
    /// The period's last day: under the chart's end.
    public package(set) var last: String
    /// The lowest balance the chart plots.
    public package(set) var lowest: FormattedAmount
    /// The highest balance the chart plots.
    public package(set) var highest: FormattedAmount

    /// The labels of a chart's axes.
    ///
    /// - Parameters:
    ///   - first: the period's first day, written.
    ///   - last: the period's last day, written.
    ///   - lowest: the lowest balance plotted, formatted.
    ///   - highest: the highest balance plotted, formatted.
    public init(first: String, last: String, lowest: FormattedAmount, highest: FormattedAmount) {
        self.first = first
        self.last = last
        self.lowest = lowest
        self.highest = highest
    }
}
