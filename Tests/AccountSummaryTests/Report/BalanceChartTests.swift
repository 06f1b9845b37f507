import AccountSummaryTestSupport
import Foundation
import Testing
@testable import AccountSummary

/// Each account's balance chart: its points are the running balance the statement's table
/// prints, its drawing maps back to them, and its words give the opening, lowest, highest and
/// closing balances in each shipped language's own format.
@Suite("Balance charts")
struct BalanceChartTests {
    static func report(_ fixture: String = "framed.json", locale: String = "en_US", allowUnreconciled: Bool = false) throws -> StatementReport {
        let url = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/\(fixture)")
        var options = ReportOptions()
        options.locale = locale
        options.allowsUnreconciled = allowUnreconciled
        return try StatementReport(try StatementReader.read([UInt8](Data(contentsOf: url))), options: options)
    }

    static func accounts(_ report: StatementReport) throws -> AccountStatementSection {
        try #require(report.document.accounts)
    }

    @Test("every point is a balance the table prints: the opening, each row's, then the closing", arguments: [
        ("framed.json", false), ("framed-unreconciled.json", true), ("framed-words.json", false),
    ])
    func pointsAreTheRunningBalance(fixture: String, unreconciled: Bool) throws {
        let accounts = try Self.accounts(try Self.report(fixture, allowUnreconciled: unreconciled))
        for entry in accounts.entries {
            guard let chart = accounts.chart(of: entry) else {
                #expect(entry.rows.isEmpty, "\(entry.name): a chart for every account with transactions")
                continue
            }
            // The printed figures, as the table prints them, in the chart's order.
            var printed = [try #require(entry.opening.amount).string] + entry.rows.map { entry.parts.format($0.balance ?? 0).string }
            let closing = try #require(entry.closing.amount).string
            if printed.last != closing { printed.append(closing) }
            #expect(chart.points.map { entry.parts.format($0).string } == printed, "\(entry.name)")
            #expect(chart.lowest == chart.points.min() && chart.highest == chart.points.max())
            #expect(entry.parts.format(chart.closing).string == closing)
        }
    }

    @Test("the HTML's line maps back to every balance, within the drawing's rounding")
    func drawingMapsBack() throws {
        let report = try Self.report()
        let accounts = try Self.accounts(report)
        let html = try report.rendered(with: HTMLWriter(), templates: DefaultTemplates.library(), strict: true)
        let lines = html.matches(of: /<polyline points="([^"]*)"\/>/).map { String($0.1) }
        let charts = accounts.entries.compactMap { accounts.chart(of: $0) }
        #expect(lines.count == charts.count)
        let box = AccountStatementSection.chartBox
        for (line, chart) in zip(lines, charts) {
            let drawn = line.split(separator: " ").map { pair in pair.split(separator: ",").map { Decimal(string: String($0))! } }
            #expect(drawn.count == chart.points.count)
            let span = chart.highest - chart.lowest
            // A coordinate is rounded to a hundredth of a unit of a 56-unit drawing height.
            let tolerance = span * Decimal(string: "0.005")! / (box.height - 2 * box.inset)
            for (index, point) in drawn.enumerated() {
                let expectedX = box.width * Decimal(index) / Decimal(max(1, chart.points.count - 1))
                #expect(abs(point[0] - expectedX) <= Decimal(string: "0.005")!)
                let value = span == 0 ? chart.points[index] : chart.highest - (point[1] - box.inset) / (box.height - 2 * box.inset) * span
                #expect(abs(value - chart.points[index]) <= tolerance, "point \(index): drawn \(value), balance \(chart.points[index])")
            }
        }
    }

    @Test("the words name the opening, lowest, highest and closing balances in the language's format",
          arguments: ["en_US", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "nl_NL", "ru_RU", "pl_PL", "tr_TR",
                      "ar_EG", "he_IL", "hi_IN", "ja_JP", "zh_CN", "ko_KR"])
    func words(locale: String) throws {
        let report = try Self.report(locale: locale)
        let accounts = try Self.accounts(report)
        let english = try Self.accounts(try Self.report())
        for (entry, englishEntry) in zip(accounts.entries, english.entries) {
            let chart = try #require(accounts.chart(of: entry))
            for figure in [chart.opening, chart.lowest, chart.highest, chart.closing] {
                #expect(chart.textAlternative.contains(entry.parts.format(figure).string), "\(locale): \(chart.textAlternative)")
            }
            if locale != "en_US" {
                #expect(chart.textAlternative != english.chart(of: englishEntry)?.textAlternative, "\(locale): translated")
            }
        }
    }

    @Test("each block of the sparkline is a running balance at its height: the lowest ▁, the highest █",
          arguments: [24, 7, 5, 3, 1])
    func sparkline(columns: Int) throws {
        let accounts = try Self.accounts(try Self.report("framed-words.json"))
        let blocks = Array("▁▂▃▄▅▆▇█")
        for entry in accounts.entries {
            guard let chart = accounts.chart(of: entry) else { continue }
            let line = Array(chart.sparkline(columns: columns))
            #expect(line.count == min(columns, chart.points.count))
            #expect(line.allSatisfy(blocks.contains))
            let span = chart.highest - chart.lowest
            for (index, block) in line.enumerated() {
                // The balance at the end of the block's share of the points.
                let point = chart.points[((index + 1) * chart.points.count + line.count - 1) / line.count - 1]
                let level = Decimal(blocks.firstIndex(of: block)!)
                if span == 0 { #expect(block == "▄"); continue }
                // Its height, in sevenths of the span, within half a step of the block's.
                let height = (point - chart.lowest) / span * 7
                #expect(abs(height - level) <= Decimal(string: "0.5")!, "\(entry.name) block \(index): \(point)")
            }
            #expect(line.last == blocks[Int(truncating: ((chart.closing - chart.lowest) / max(span, 1) * 7 + Decimal(string: "0.5")!) as NSDecimalNumber)]
                    || span == 0, "the last block is the closing balance")
        }
    }

    @Test("an account with no transaction in the period has no chart")
    func noTransactions() throws {
        let accounts = try Self.accounts(try Self.report("empty-period.json"))
        for entry in accounts.entries where entry.rows.isEmpty { #expect(accounts.chart(of: entry) == nil) }
    }

    /// Issue 29, item 10: a 300,000-entry camt.053 spent a third of its render formatting every
    /// running balance as a chart coordinate. Past four points per unit of width, each column
    /// keeps its first, lowest, highest and last points: checked against every point.
    @Test("a long chart draws each column's first, lowest, highest and last balance, and nothing else", arguments: [2_401, 10_000, 123_457])
    func longCharts(count: Int) throws {
        var random = SystemRandomNumberGenerator()
        var balance = Decimal(1_000)
        var points: [Decimal] = []
        for _ in 0..<count {
            points.append(balance)
            balance += Decimal(Int.random(in: -50_000...50_000, using: &random)) / 100
        }
        let chart = BalanceChart(points: points, parts: try CurrencyFormatter(currency: "USD", locale: Locale(identifier: "en_US")).parts,
                                 wording: ReportWording(catalog: .builtIn, localeIdentifier: "en_US"))
        let columns = 600
        let drawn = chart.drawnIndices(columns: columns)
        #expect(drawn.count <= 4 * columns && drawn.first == 0 && drawn.last == count - 1)
        #expect(zip(drawn, drawn.dropFirst()).allSatisfy { $0 < $1 })
        // Every column's extremes are drawn, and every drawn point is the first, last or an extreme of its column.
        let column = { (index: Int) in index * columns / count }
        let groups = Dictionary(grouping: points.indices, by: column)
        for (number, indices) in groups {
            let values = indices.map { points[$0] }
            let shown = drawn.filter { column($0) == number }
            #expect(shown.contains(indices.first!) && shown.contains(indices.last!))
            #expect(shown.contains { points[$0] == values.min()! } && shown.contains { points[$0] == values.max()! })
            #expect(shown.allSatisfy { $0 == indices.first! || $0 == indices.last! || points[$0] == values.min()! || points[$0] == values.max()! })
        }
        let plotted = chart.plotted(width: Decimal(columns), height: 56)
        #expect(plotted.count == drawn.count)
        // x is the point's place among all the points, as when every point is drawn.
        for (point, index) in zip(plotted, drawn) {
            #expect(abs(point.x - Decimal(columns) * Decimal(index) / Decimal(count - 1)) <= Decimal(string: "0.005")!)
        }
        // A short chart draws every point.
        #expect(chart.drawnIndices(columns: count).count == count)
    }
}
