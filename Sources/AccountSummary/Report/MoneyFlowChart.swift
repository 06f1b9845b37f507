import Foundation

/// Money in and money out of one account over its statement period, as bars: one pair per
/// week (periods of up to 62 days), per calendar month (up to 36 months) or per year, every
/// step of the period present, an empty one as bars of zero.
///
/// Each bar sums the very `Decimal` amounts of the completed transactions the statement's
/// table lists, exactly, and is signed as the statement's own summary lines sign money in and
/// out (a card's payments lower what is owed, so they are negative there too): the bars of a
/// chart add up to its account's money in and money out lines. Money in is drawn above the
/// axis and money out below it, so the two are told apart by place as well as colour.
///
/// The sums are made with the statement, and each step's dates in words once for all its
/// accounts; the text alternative only when asked for, so a text or CSV rendering, which
/// draws no chart, does not pay for it.
///
/// ```swift
/// let flow = entry.flow!                  // November, by week
/// flow.step                               // .week
/// flow.bars[0].label                      // "Nov 1 – 7, 2026"
/// flow.bars[0].moneyIn                    // 2500.00
/// flow.textAlternative                    // "Money in and money out by week: Nov 1 – 7, 2026: …"
/// flow.axis.top.string                    // "$2,500.00"
/// ```
public struct MoneyFlowChart: Sendable {
    /// How long a bar's days are: a week, a calendar month or a calendar year.
    public struct Step: Sendable, Hashable, CustomStringConvertible {
        enum Kind: Sendable, Hashable { case week, month, year }
        let kind: Kind
        /// Seven days, counted from the period's first day.
        public static let week = Step(kind: .week)
        /// A calendar month (the period's first and last cut to the period).
        public static let month = Step(kind: .month)
        /// A calendar year (the period's first and last cut to the period).
        public static let year = Step(kind: .year)
        /// `week`, `month` or `year`.
        public var description: String { "\(kind)" }

        /// The step a period's chart takes: weeks for up to 62 days, months for up to 36
        /// months, years beyond.
        ///
        /// ```swift
        /// MoneyFlowChart.Step.of(november)  // .week
        /// ```
        public static func of(_ period: StatementPeriod) -> Step {
            let days = period.end.daysSinceUnixEpoch - period.start.daysSinceUnixEpoch + 1
            let months = (period.end.year - period.start.year) * 12 + period.end.month - period.start.month + 1
            return days <= 62 ? .week : months <= 36 ? .month : .year
        }
    }

    /// One step of the period and what moved in it.
    public struct Bar: Sendable, Hashable {
        /// The step's first day in the period.
        public package(set) var first: CalendarDate
        /// The step's last day in the period.
        public package(set) var last: CalendarDate
        /// The step in the report's locale and language ("Nov 1 – 7, 2026", "November 2026"):
        /// see ``MoneyFlowChart/label(first:last:step:locale:)``.
        public package(set) var label: String
        /// Money in over these days, signed as the statement's money-in line.
        public package(set) var moneyIn: Decimal
        /// Money out over these days, signed as the statement's money-out line.
        public package(set) var moneyOut: Decimal
    }

    /// What one bar of a chart is, in a drawing box (y growing downwards): the step's slot
    /// from `x`, `width` wide, with money in as a bar from `inTop` down to the axis and money
    /// out from the axis down `outHeight`.
    public struct PlottedBar: Sendable, Hashable {
        /// The bar's left edge.
        public package(set) var x: Decimal
        /// The bar's width: three fifths of the step's slot, centred in it.
        public package(set) var width: Decimal
        /// The top of the money-in bar (the axis, when there was none).
        public package(set) var inTop: Decimal
        /// The money-in bar's height, up from the axis.
        public package(set) var inHeight: Decimal
        /// The money-out bar's height, down from the axis.
        public package(set) var outHeight: Decimal
    }

    /// How long each bar's days are.
    public package(set) var step: Step
    /// The bars, one per step of the period, oldest first.
    public package(set) var bars: [Bar]
    /// The account's words for money in, as its summary line says them: the legend of the bars above the axis.
    public package(set) var moneyInLabel: String
    /// The account's words for money out, as its summary line says them: the legend of the bars below the axis.
    public package(set) var moneyOutLabel: String
    /// How the account's amounts are formatted.
    let parts: CurrencyFormatter.Parts
    /// Whether the bars are signed as a card's summary lines are: money in (payments and
    /// credits) negative, money out (purchases and charges) positive.
    let negated: Bool
    /// The report's words.
    let wording: ReportWording

    /// A chart of `bars` (at least one), its words in `wording`'s language, with the account's
    /// words for money in and out and amounts formatted by `parts`.
    ///
    /// - Parameters:
    ///   - step: how long each bar's days are.
    ///   - bars: the bars, oldest first (at least one).
    ///   - words: the account's statement words for money in and for money out ("Money in",
    ///     "Payments and credits"…), as its summary lines say them.
    ///   - parts: how the account's amounts are formatted.
    ///   - negated: whether the bars are signed as a card's summary lines are (money in
    ///     negative, money out positive) rather than as a bank account's; the axis's amounts
    ///     are signed so too.
    ///   - wording: the report's words.
    public init(step: Step, bars: [Bar], words: (moneyIn: String, moneyOut: String), parts: CurrencyFormatter.Parts,
                negated: Bool = false, wording: ReportWording) {
        precondition(!bars.isEmpty, "a chart has a bar")
        self.step = step
        self.bars = bars
        moneyInLabel = words.moneyIn
        moneyOutLabel = words.moneyOut
        self.parts = parts
        self.negated = negated
        self.wording = wording
    }

    /// The largest amount of any bar, in or out, as a magnitude: what the top and the bottom
    /// of the drawing stand for (``plotted(width:height:)``, ``axis``).
    var largest: Decimal { bars.map { max($0.moneyIn.magnitude, $0.moneyOut.magnitude) }.max() ?? 0 }

    /// The labels of the chart's axes: the first bar's step under its start, the last bar's
    /// under its end, and between them the amounts its bottom and top stand for, the largest
    /// bar's magnitude signed as money out and as money in are (a card's the other way
    /// round). A chart whose bars are all zero scales nothing: both are zero, as its summary
    /// lines are.
    ///
    /// ```swift
    /// flow.axis.first          // "Nov 1 – 7, 2026"
    /// flow.axis.last           // "Nov 29 – 30, 2026"
    /// flow.axis.bottom.string  // "-$2,500.00"
    /// flow.axis.top.string     // "$2,500.00"
    /// ```
    public var axis: ChartAxis {
        let largest = largest, negative = 0 - largest
        return ChartAxis(first: bars[0].label, last: bars[bars.count - 1].label,
                         bottom: parts.format(negated ? largest : negative), top: parts.format(negated ? negative : largest))
    }

    /// What the chart shows, in words: each step's dates with its money in and out, formatted.
    public var textAlternative: String {
        // Each phrase read from the catalog once, then filled for every bar.
        let bar = wording.format(.chartFlowBar), join = wording.format(.chartFlowList)
        let items = bars.map { step in
            bar.filled(with: [.text(step.label), .text(moneyInLabel), .text(parts.format(step.moneyIn).string),
                              .text(moneyOutLabel), .text(parts.format(step.moneyOut).string)])
        }
        let list = items.dropFirst().reduce(items[0]) { join.filled(with: [.text($0), .text($1)]) }
        let key: PhraseKey = switch step.kind {
        case .week: .chartFlowWeek
        case .month: .chartFlowMonth
        case .year: .chartFlowYear
        }
        return wording.phrase(key, [list])
    }

    /// A step in `locale`'s words: a week's days as an interval ("Nov 1 – 7, 2026", one day
    /// alone as that day), a month with its year ("November 2026"), a year; written in UTC,
    /// so no time zone moves a day.
    ///
    /// ```swift
    /// MoneyFlowChart.label(first: november1, last: november7, step: .week, locale: Locale(identifier: "de_DE"))
    /// // "1.–7. Nov. 2026"
    /// ```
    public static func label(first day: CalendarDate, last lastDay: CalendarDate, step: Step, locale: Locale) -> String {
        guard let first = StatementReport.noonUTC(day), let last = StatementReport.noonUTC(lastDay) else {
            return "\(day) – \(lastDay)"
        }
        switch step.kind {
        case .month: return StatementReport.dayStyle(.omitted, locale: locale).month(.wide).year().format(first)
        case .year: return StatementReport.dayStyle(.omitted, locale: locale).year().format(first)
        case .week where day == lastDay: return StatementReport.dayStyle(.abbreviated, locale: locale).format(first)
        case .week: return StatementReport.intervalStyle(.abbreviated, locale: locale).format(first..<last)
        }
    }

    /// The steps of `period` (its first and last day each), oldest first: weeks from the first
    /// day, or calendar months or years cut to the period.
    ///
    /// ```swift
    /// MoneyFlowChart.steps(of: november, step: .week).count  // 5 (1–7, 8–14, 15–21, 22–28, 29–30)
    /// ```
    public static func steps(of period: StatementPeriod, step: Step) -> [(first: CalendarDate, last: CalendarDate)] {
        var steps: [(first: CalendarDate, last: CalendarDate)] = []
        var first = period.start
        while first <= period.end {
            let end: CalendarDate? = switch step.kind {
            case .week: CalendarDate(daysSinceUnixEpoch: first.daysSinceUnixEpoch + 6)
            case .month: CalendarDate(year: first.year, month: first.month, day: CalendarDate.daysIn(month: first.month, year: first.year))
            case .year: CalendarDate(year: first.year, month: 12, day: 31)
            }
            let last = min(end ?? period.end, period.end)
            steps.append((first, last))
            guard last < period.end, let next = CalendarDate(daysSinceUnixEpoch: last.daysSinceUnixEpoch + 1) else { break }
            first = next
        }
        return steps
    }

    /// Where each bar is drawn in a box `width` by `height` (y growing downwards, as in SVG and
    /// the PDF layout's page space): the axis across the middle, each step an equal slot, the
    /// largest amount (in or out) reaching the top or the bottom; each coordinate rounded to
    /// hundredths.
    ///
    /// ```swift
    /// flow.plotted(width: 600, height: 56)[0]  // x 24, width 72, inTop 0, inHeight 28, outHeight 10.5
    /// ```
    public func plotted(width: Decimal, height: Decimal) -> [PlottedBar] {
        let largest = largest
        // A few divisions for the whole chart, none per bar (Decimal's division is its slowest operation).
        let slot = width / Decimal(bars.count), half = height / 2
        let scale = largest == 0 ? 0 : half / largest, inset = slot / 5, barWidth = BalanceChart.hundredths(slot * 3 / 5)
        return bars.enumerated().map { index, bar in
            let inHeight = BalanceChart.hundredths(bar.moneyIn.magnitude * scale)
            let outHeight = BalanceChart.hundredths(bar.moneyOut.magnitude * scale)
            return PlottedBar(x: BalanceChart.hundredths(slot * Decimal(index) + inset), width: barWidth,
                              inTop: half - inHeight, inHeight: inHeight, outHeight: outHeight)
        }
    }
}
