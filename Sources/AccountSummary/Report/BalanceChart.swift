import Foundation

/// How an account's balance moved over the period, point by point: the opening balance, then
/// the balance after each transaction, the very `Decimal` running balance the statement's
/// table prints, with its text alternative in the report's words and the locale's amounts.
///
/// A chart draws these points scaled between the lowest and the highest; ``plotted(width:height:)``
/// gives the drawing coordinates (presentation, rounded to hundredths of a unit), while the
/// points themselves stay exact.
///
/// ```swift
/// let chart = entry.chart!
/// chart.points                   // [1200.00, 3700.00, 1850.00, 1845.50, …]
/// chart.textAlternative          // "Balance over the period: opened at $1,200.00, lowest …"
/// chart.plotted(width: 600, height: 60).first  // (x: 0, y: 44.31)
/// ```
public struct BalanceChart: Sendable, Hashable {
    /// The balances plotted, in order: the opening balance, then the balance after each transaction.
    public package(set) var points: [Decimal]
    /// The lowest of ``points``.
    public package(set) var lowest: Decimal
    /// The highest of ``points``.
    public package(set) var highest: Decimal
    /// What the chart shows, in words: the opening, lowest, highest and closing balances, formatted.
    public package(set) var textAlternative: String

    /// The opening balance (the first point).
    public var opening: Decimal { points[0] }
    /// The closing balance (the last point).
    public var closing: Decimal { points[points.count - 1] }

    /// A chart of `points` (at least one), its text alternative in `wording`'s language with
    /// amounts formatted by `parts`.
    public init(points: [Decimal], parts: CurrencyFormatter.Parts, wording: ReportWording) {
        precondition(!points.isEmpty, "a chart has a point")
        self.points = points
        lowest = points.min()!
        highest = points.max()!
        textAlternative = wording.phrase(.chartBalance, [points[0], lowest, highest, points[points.count - 1]].map { parts.format($0).string })
    }

    /// Where each drawn point is drawn in a box `width` by `height` (y growing downwards, as in
    /// SVG and the PDF layout's page space): evenly spaced from left to right by their place
    /// among all the points, the highest balance at the top and the lowest at the bottom (a flat
    /// line across the middle when they are equal), each coordinate rounded to hundredths.
    ///
    /// Every point is drawn while there are at most four per unit of width; past that, each
    /// unit-wide column keeps its first, lowest, highest and last points (``drawnIndices(columns:)``),
    /// the same line at the drawing's resolution, each point still one of the running balances.
    /// A year of 300,000 entries is then 2,400 points to format, not 300,000.
    public func plotted(width: Decimal, height: Decimal) -> [(x: Decimal, y: Decimal)] {
        let span = highest - lowest
        // Two divisions for the whole chart (Decimal's division is its slowest operation).
        let stepX = width / Decimal(max(1, points.count - 1)), scaleY = span == 0 ? 0 : height / span
        let columns = max(1, NSDecimalNumber(decimal: width).intValue)
        return drawnIndices(columns: columns).map { index in
            let x = points.count == 1 ? width / 2 : stepX * Decimal(index)
            let y = span == 0 ? height / 2 : (highest - points[index]) * scaleY
            return (BalanceChart.hundredths(x), BalanceChart.hundredths(y))
        }
    }

    /// The indices of the points a drawing `columns` units wide shows, in order: all of them
    /// when there are at most four per column; else per column (point `i` falls in column
    /// `i × columns ÷ count`) its first, lowest, highest and last points, each once. The
    /// opening and the closing balance are always drawn.
    ///
    /// ```swift
    /// chart.drawnIndices(columns: 600).count  // ≤ 2,400 however many points
    /// ```
    public func drawnIndices(columns: Int) -> [Int] {
        let columns = max(1, columns)
        guard points.count > 4 * columns else { return Array(points.indices) }
        var kept: [Int] = []
        kept.reserveCapacity(4 * columns)
        var start = 0
        for column in 0..<columns {
            // The first index of the next column: ⌈(column + 1) × count ÷ columns⌉.
            let end = ((column + 1) * points.count + columns - 1) / columns
            guard end > start else { continue }
            var (low, high) = (start, start)
            for index in start..<end {
                if points[index] < points[low] { low = index }
                if points[index] > points[high] { high = index }
            }
            for index in Set([start, low, high, end - 1]).sorted() { kept.append(index) }
            start = end
        }
        return kept
    }

    /// The chart as a terminal's one-line sparkline: a block from `▁` (the lowest) to `█` (the
    /// highest) per point, at most `columns` of them. With more points than columns each
    /// block shows the balance at the end of its share of the points (the closing balance
    /// always last), so every block is one of the running balances, never an average.
    ///
    /// ```swift
    /// chart.sparkline(columns: 24)  // "▁█▃▃▃▁▁"
    /// ```
    public func sparkline(columns: Int) -> String {
        let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        let count = min(points.count, max(1, columns))
        let span = highest - lowest
        var line = ""
        for column in 0..<count {
            // The last point of the column's share: ⌈(column + 1) × points / count⌉ − 1.
            let point = points[((column + 1) * points.count + count - 1) / count - 1]
            guard span != 0 else { line.append(blocks[3]); continue }
            var level = (point - lowest) / span * 7
            var rounded = Decimal()
            NSDecimalRound(&rounded, &level, 0, .plain)
            line.append(blocks[min(7, max(0, NSDecimalNumber(decimal: rounded).intValue))])
        }
        return line
    }

    /// `value` rounded to two decimal places, half away from zero.
    static func hundredths(_ value: Decimal) -> Decimal {
        var value = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 2, .plain)
        return rounded
    }
}
