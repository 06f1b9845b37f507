/// What a chart labels its axes with, for a sighted reader: the first and last of what runs
/// along it under its ends, and the amounts its bottom and top stand for between, in the
/// report's locale. The balance chart's run from the period's first day to its last and from
/// its lowest balance to its highest (``AccountStatementSection/axis(of:)``); the money-flow
/// chart's from its first step to its last and from its largest bar down to the same up
/// (``MoneyFlowChart/axis``). The chart's text alternative says the same and more in words;
/// these labels are drawn, not read twice.
///
/// ```swift
/// let axis = section.axis(of: section.entries[0])!
/// axis.first          // "Nov 1, 2026"
/// axis.last           // "Nov 30, 2026"
/// axis.bottom.string  // "$1,200.00"
/// axis.top.string     // "$3,700.00"
/// entry.flow!.axis.first       // "Nov 1 – 7, 2026"
/// entry.flow!.axis.bottom.string  // "-$2,500.00"
/// ```
public struct ChartAxis: Sendable, Hashable {
    /// What the chart starts with (the period's first day, the first bar's step): under its start.
    public package(set) var first: String
    /// What the chart ends with (the period's last day, the last bar's step): under its end.
    public package(set) var last: String
    /// The amount the chart's bottom stands for: the lowest balance, or the largest bar
    /// signed as money out.
    public package(set) var bottom: FormattedAmount
    /// The amount the chart's top stands for: the highest balance, or the largest bar signed
    /// as money in.
    public package(set) var top: FormattedAmount

    /// The labels of a chart's axes.
    ///
    /// ```swift
    /// ChartAxis(first: "Nov 1, 2026", last: "Nov 30, 2026", bottom: parts.format(1200), top: parts.format(3700)).top.string
    /// // "$3,700.00"
    /// ```
    ///
    /// - Parameters:
    ///   - first: what the chart starts with, written.
    ///   - last: what the chart ends with, written.
    ///   - bottom: the amount the chart's bottom stands for, formatted.
    ///   - top: the amount the chart's top stands for, formatted.
    public init(first: String, last: String, bottom: FormattedAmount, top: FormattedAmount) {
        self.first = first
        self.last = last
        self.bottom = bottom
        self.top = top
    }
}
