import AccountSummary
import Foundation

extension StatementLayout {
    /// A figure as the paginator places it, never split (`break-inside: avoid`): a balance
    /// chart with its axis's labels, a money-flow chart with its axis and legend, a notice in
    /// the lines it wraps to, or a rule across the page. Its height is measured once, from the
    /// style and its lines; the break before it is decided by that height, and placing it
    /// records, in a test's audit, the height its drawing took.
    ///
    /// ```swift
    /// let notice = layout.noticeBox("Unreconciled: the balances do not add up.")
    /// notice.above + notice.height  // what an account's statement keeps room for
    /// try layout.place(.figure(notice))
    /// ```
    enum FigureBox {
        /// A `figure.balance-chart`: the running balance's line in the account's `color`,
        /// with its axis's labels when it has them.
        case balanceChart(BalanceChart, axis: ChartAxis?, color: PDFColor)
        /// A `figure.flow-chart`: money in and out as bars, its axis's labels and its legend.
        case moneyFlow(MoneyFlowChart, color: PDFColor)
        /// A `p.notice`: its lines as they wrap inside its bar and padding.
        case notice(lines: [String])
        /// A rule across the page `thickness` thick (the footer's top border), `padding` below
        /// it, `above` its margin, kept on a page with the `keep` points that follow it.
        case rule(thickness: Double, padding: Double, above: Double, keep: Double)

        /// The margin above it.
        var above: Double {
            switch self {
            case .balanceChart, .moneyFlow: StatementLayout.style.chart.margin.top
            case .notice: StatementLayout.style.notice.margin.top
            case .rule(_, _, let above, _): above
            }
        }

        /// The margin below it.
        var below: Double {
            switch self {
            case .balanceChart, .moneyFlow, .rule: 0
            case .notice: StatementLayout.style.notice.margin.bottom
            }
        }

        /// Its height, margins aside: what the break before it is decided by.
        var height: Double {
            switch self {
            case .balanceChart(_, let axis, _): StatementLayout.balanceChartHeight + (axis == nil ? 0 : StatementLayout.axisHeight)
            case .moneyFlow: StatementLayout.flowChartHeight
            case .notice(let lines): StatementLayout.noticeBox(lines: lines.count)
            case .rule(let thickness, let padding, _, _): thickness + padding
            }
        }

        /// What must stand below it on its page.
        var keep: Double {
            switch self {
            case .balanceChart, .moneyFlow, .notice: 0
            case .rule(_, _, _, let keep): keep
            }
        }
    }

    /// A notice across the page, wrapped once.
    func noticeBox(_ text: String) -> FigureBox { .notice(lines: noticeLines(text)) }

    /// Places `figure`: its margin, a new page unless it fits whole below (an empty page takes
    /// it whatever its height), its drawing, its margin below waiting to collapse.
    mutating func place(_ figure: FigureBox) throws(PDFError) {
        open(margin: figure.above)
        room(figure.height + figure.keep)
        let top = y, startPage = pages.count
        switch figure {
        case .balanceChart(let chart, let axis, let color): try balanceChart(chart, axis: axis, color: color)
        case .moneyFlow(let chart, let color): try flowChart(chart, color: color)
        case .notice(let lines): y += try drawNotice(lines, x: left, top: y)
        case .rule(let thickness, let padding, _, _):
            rule(at: y, thickness: thickness)
            flow.advance(by: thickness + padding)
        }
        if pages.count == startPage {
            let drawn = y - top
            audit?.record(.figure, measured: figure.height, drawn: drawn)
        }
        close(margin: figure.below)
    }

    /// A `figure.balance-chart`'s height.
    static let balanceChartHeight = style.balanceChartHeight

    /// Paints a `figure.balance-chart` from the cursor down: as tall as its SVG across the page,
    /// the line of the running balance in the account's colour, 2px wide, as the HTML's SVG
    /// draws it (its 600 × 60 box stretched to the page, 2 units clear above and below); a
    /// `Figure` with the chart's words as its text alternative; then its axis's labels.
    private mutating func balanceChart(_ chart: BalanceChart, axis: ChartAxis?, color: PDFColor) throws(PDFError) {
        let height = Self.balanceChartHeight
        let box = AccountStatementSection.chartBox
        let scaleX = (right - left) / Self.points(box.width), scaleY = height / Self.points(box.height)
        let top = y
        let points = chart.plotted(width: box.width, height: AccountStatementSection.chartPlotHeight).map { point in
            (x: pageX(left + Self.points(point.x) * scaleX), y: top + Self.points(point.y + box.inset) * scaleY)
        }
        writer.figure(chart.textAlternative, on: &pages[pages.count - 1]) { page in
            page.stroke(points, width: Self.style.chartLine, color: color)
        }
        y += height
        if let axis { try axisLabels(axis) }
    }

    /// The `.chart-axis` line under a chart (balance or money flow): its margin above, its text, muted.
    static let axisHeight = style.chartAxis.margin.top + lineHeight(style.chartAxis.fontSize)

    /// The `.chart-axis` line under either chart, ``axisHeight`` tall: what the chart starts
    /// with at the start (the period's first day, the first bar's step), what it ends with at
    /// the end, the amounts its bottom and top stand for ("bottom – top") centred between, all
    /// muted (a negative amount too: the colour is the chart's). Page furniture, as the HTML
    /// hides it from screen readers: the figure's text alternative says the same.
    private mutating func axisLabels(_ axis: ChartAxis) throws(PDFError) {
        let size = Self.style.chartAxis.fontSize
        y += Self.style.chartAxis.margin.top
        let baseline = baseline(top: y, size: size)
        let range = axis.bottom.string + " – " + axis.top.string
        // Each amount's currency symbol an isolate, as in the table's cells (the HTML's `.amount .currency`).
        let offset = (axis.bottom.string + " – ").unicodeScalars.count
        let isolates = Self.currencyIsolates(of: axis.bottom) + Self.currencyIsolates(of: axis.top).map { ($0.lowerBound + offset)..<($0.upperBound + offset) }
        try artifact { (layout: inout StatementLayout) throws(PDFError) in
            let first = try layout.put(axis.first, x: layout.left, size: size, color: Self.muted, baseline: baseline)
            let lastWidth = layout.measure(axis.last, size: size)
            try layout.put(axis.last, x: layout.right, size: size, color: Self.muted, trailing: true, baseline: baseline)
            // justify-content: space-between: the middle item is centred in the room between the other two.
            let rangeWidth = layout.measure(range, size: size, isolates: isolates)
            let start = layout.left + first + (layout.right - lastWidth - layout.left - first - rangeWidth) / 2
            try layout.put(range, x: start, size: size, color: Self.muted, baseline: baseline, isolates: isolates)
        }
        y += Self.lineHeight(size)
    }

    /// A `figure.flow-chart`'s drawing height, and its whole height: the drawing, its axis's
    /// labels (``axisHeight``: a money-flow chart always has them), then its legend (its
    /// `figcaption`'s margin above a line of its text). One figure: what the break before it and the statement's
    /// height are decided by, and what ``FigureBox/moneyFlow(_:color:)`` draws.
    static let flowDrawingHeight = style.flowChartHeight
    static let flowChartHeight = flowDrawingHeight + axisHeight + style.legend.margin.top + lineHeight(style.legend.fontSize)

    /// Paints a `figure.flow-chart` from the cursor down: as tall as its SVG across the page, as the HTML's SVG
    /// draws it in its 600 × 60 box stretched to the page: a 1px axis in the muted colour across
    /// the middle, money in as bars up from it in the account's colour, money out as bars down
    /// in the negative colour; a `Figure` with the chart's words as its text alternative, the
    /// bars its content. Then its axis's labels (``axisLabels(_:)``, as the balance chart's:
    /// the first and last steps, the amounts of the bottom and the top), then its legend (the
    /// `figcaption`, hidden from screen readers there, page furniture here): a square of each
    /// colour sitting on the baseline before its words, the legend's gap between the two.
    private mutating func flowChart(_ flow: MoneyFlowChart, color: PDFColor) throws(PDFError) {
        let style = Self.style, height = Self.flowDrawingHeight
        let box = AccountStatementSection.chartBox
        let scaleX = (right - left) / Self.points(box.width), scaleY = height / Self.points(box.height)
        let top = y, axis = top + height / 2
        // The axis's 1px (0.75pt) line, centred on the middle as SVG strokes are; then the bars.
        let line = style.chartAxisLine
        var rectangles = [(x: pageX(left, width: right - left), y: axis - line / 2, width: right - left, height: line, color: Self.muted)]
        for bar in flow.plotted(width: box.width, height: AccountStatementSection.chartPlotHeight) {
            let barWidth = Self.points(bar.width) * scaleX, x = pageX(left + Self.points(bar.x) * scaleX, width: barWidth)
            if bar.inHeight != 0 {
                rectangles.append((x, top + Self.points(bar.inTop + box.inset) * scaleY, barWidth, Self.points(bar.inHeight) * scaleY, color))
            }
            if bar.outHeight != 0 {
                rectangles.append((x, axis, barWidth, Self.points(bar.outHeight) * scaleY, Self.negative))
            }
        }
        writer.figure(flow.textAlternative, on: &pages[pages.count - 1]) { page in
            for shape in rectangles {
                page.fill(x: shape.x, y: shape.y, width: shape.width, height: shape.height, color: shape.color, artifact: false)
            }
        }
        y += height
        try axisLabels(flow.axis)
        y += style.legend.margin.top
        let size = style.legend.fontSize, baseline = baseline(top: y, size: size)
        try artifact { (layout: inout StatementLayout) throws(PDFError) in
            var x = layout.left
            for (words, swatch) in [(flow.moneyInLabel, color), (flow.moneyOutLabel, Self.negative)] {
                layout.fill(x: x, y: baseline - style.swatch, width: style.swatch, height: style.swatch, color: swatch)
                x += style.swatch + style.swatchSpace
                x += try layout.put(words, x: x, size: size, color: Self.muted, baseline: baseline) + style.legendGap
            }
        }
        y += Self.lineHeight(size)
    }

    /// A drawing coordinate (never money) as points.
    static func points(_ value: Decimal) -> Double { NSDecimalNumber(decimal: value).doubleValue }

    /// The height of a notice's box of `lines` lines: its padding and its lines.
    static func noticeBox(lines: Int) -> Double {
        let notice = style.notice
        return notice.padding.top + notice.padding.bottom + Double(lines) * lineHeight(notice.fontSize)
    }

    /// A notice's lines, `width` wide (the page's when nil): bold, wrapped inside its bar and padding.
    func noticeLines(_ text: String, width: Double? = nil) -> [String] {
        wrapped(text, size: Self.style.notice.fontSize, limit: (width ?? right - left) - Self.noticeInset, bold: true)
    }

    /// A notice's box from `top` at `x`: a bar in the negative colour at its start, its `lines`
    /// bold in the negative colour inside its padding; returns its height.
    @discardableResult
    mutating func drawNotice(_ lines: [String], x: Double, top: Double) throws(PDFError) -> Double {
        let notice = Self.style.notice, height = Self.noticeBox(lines: lines.count)
        fill(x: x, y: top, width: Self.style.noticeBar, height: height, color: Self.negative)
        var line = top + notice.padding.top
        try element("P") { (layout: inout StatementLayout) throws(PDFError) in
            for text in lines {
                try layout.put(text, x: x + (Self.style.noticeBar + notice.padding.left), size: notice.fontSize, bold: true,
                               color: Self.negative, baseline: layout.baseline(top: line, size: notice.fontSize))
                line += Self.lineHeight(notice.fontSize)
            }
        }
        return height
    }
}
