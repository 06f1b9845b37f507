import AccountSummaryTestSupport
import Foundation
import Testing
@testable import AccountSummary

/// Each account's money-in and money-out bars: the period's steps, each bar the sum of the
/// statement's own transactions in its days (recomputed here from the document, not from the
/// report), the bars adding up to the summary lines, the drawing mapping back to them, and the
/// words in every shipped language.
@Suite("Money in and out as bars")
struct MoneyFlowChartTests {
    static func day(_ text: String) -> CalendarDate { CalendarDate(parsing: text)! }

    static func period(_ start: String, _ end: String) -> StatementPeriod { StatementPeriod(start: day(start), end: day(end))! }

    static func statement(_ fixture: String) throws -> Statement {
        let url = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/\(fixture)")
        return try StatementReader.read([UInt8](Data(contentsOf: url)))
    }

    static func accounts(_ fixture: String, locale: String = "en_US", unreconciled: Bool = false) throws -> AccountStatementSection {
        var options = ReportOptions()
        options.locale = locale
        options.allowsUnreconciled = unreconciled
        let report = try StatementReport(try statement(fixture), options: options)
        return try #require(report.document.accounts)
    }

    @Test("a period's steps: weeks from its first day up to 62 days, calendar months up to 36, years beyond", arguments: [
        ("2026-11-01", "2026-11-30", "week", ["2026-11-01…2026-11-07", "2026-11-08…2026-11-14", "2026-11-15…2026-11-21",
                                              "2026-11-22…2026-11-28", "2026-11-29…2026-11-30"]),
        ("2024-02-01", "2024-02-29", "week", ["2024-02-01…2024-02-07", "2024-02-08…2024-02-14", "2024-02-15…2024-02-21",
                                              "2024-02-22…2024-02-28", "2024-02-29…2024-02-29"]),
        ("2026-12-29", "2027-01-04", "week", ["2026-12-29…2027-01-04"]),
        ("2026-05-05", "2026-05-05", "week", ["2026-05-05…2026-05-05"]),
        ("2026-01-01", "2026-03-03", "week", ["2026-01-01…2026-01-07", "2026-01-08…2026-01-14", "2026-01-15…2026-01-21",
                                              "2026-01-22…2026-01-28", "2026-01-29…2026-02-04", "2026-02-05…2026-02-11",
                                              "2026-02-12…2026-02-18", "2026-02-19…2026-02-25", "2026-02-26…2026-03-03"]),
        ("2026-01-01", "2026-03-04", "month", ["2026-01-01…2026-01-31", "2026-02-01…2026-02-28", "2026-03-01…2026-03-04"]),
        ("2026-01-15", "2026-04-10", "month", ["2026-01-15…2026-01-31", "2026-02-01…2026-02-28", "2026-03-01…2026-03-31",
                                               "2026-04-01…2026-04-10"]),
        ("2020-06-01", "2026-05-31", "year", ["2020-06-01…2020-12-31", "2021-01-01…2021-12-31", "2022-01-01…2022-12-31",
                                              "2023-01-01…2023-12-31", "2024-01-01…2024-12-31", "2025-01-01…2025-12-31",
                                              "2026-01-01…2026-05-31"]),
        ("9998-01-01", "9999-12-31", "month", []),
    ])
    func steps(start: String, end: String, step: String, expected: [String]) {
        let period = Self.period(start, end)
        let kind = MoneyFlowChart.Step.of(period)
        #expect(kind.description == step)
        let steps = MoneyFlowChart.steps(of: period, step: kind)
        if expected.isEmpty {
            // The calendar's last two years: 24 months, the last ending on its last day.
            #expect(steps.count == 24 && steps.last!.last == period.end)
        } else {
            #expect(steps.map { "\($0.first)…\($0.last)" } == expected)
        }
        // Every day of the period in exactly one step, in order.
        for (step, next) in zip(steps, steps.dropFirst()) {
            #expect(next.first.daysSinceUnixEpoch == step.last.daysSinceUnixEpoch + 1)
        }
        #expect(steps.first?.first == period.start && steps.last?.last == period.end)
    }

    @Test("36 months are months; 37 are years")
    func monthsOrYears() {
        #expect(MoneyFlowChart.Step.of(Self.period("2024-01-01", "2026-12-31")) == .month)
        #expect(MoneyFlowChart.Step.of(Self.period("2024-01-01", "2027-01-01")) == .year)
    }

    @Test("a day from its count since 1970 is the day that count came from, from year 0 to 9999")
    func daysRoundTrip() {
        var day = Self.day("0000-01-01")
        var count = day.daysSinceUnixEpoch
        // Every day of the first and last centuries, and of 1890–2110.
        for range in [(Self.day("0000-01-01"), Self.day("0100-12-31")), (Self.day("1890-01-01"), Self.day("2110-12-31")),
                      (Self.day("9900-01-01"), Self.day("9999-12-31"))] {
            day = range.0
            count = day.daysSinceUnixEpoch
            while day < range.1 {
                let next = CalendarDate(daysSinceUnixEpoch: count + 1)!
                #expect(next > day && next.daysSinceUnixEpoch == count + 1)
                if next.daysSinceUnixEpoch != count + 1 { return }
                day = next
                count += 1
            }
        }
        #expect(CalendarDate(daysSinceUnixEpoch: 0)?.description == "1970-01-01")
        #expect(CalendarDate(daysSinceUnixEpoch: Self.day("9999-12-31").daysSinceUnixEpoch + 1) == nil)
        #expect(CalendarDate(daysSinceUnixEpoch: Self.day("0000-01-01").daysSinceUnixEpoch - 1) == nil)
    }

    @Test("each bar sums the document's completed transactions of its days, signed as the summary; the bars add up to it",
          arguments: [("framed.json", false), ("framed-unreconciled.json", true), ("framed-words.json", false), ("card-credit.json", false)])
    func barsAreTheTransactions(fixture: String, unreconciled: Bool) throws {
        let statement = try Self.statement(fixture)
        guard statement.period != nil else { return }
        let accounts = try Self.accounts(fixture, unreconciled: unreconciled)
        for (account, entry) in zip(statement.accounts, accounts.entries) {
            guard let flow = entry.flow else {
                #expect(entry.rows.isEmpty, "\(entry.name): bars for every account with transactions")
                continue
            }
            let sign: Decimal = account.type == .creditCard ? -1 : 1
            for bar in flow.bars {
                let amounts = statement.transactions.filter {
                    $0.accountId == account.id && $0.status == .completed
                        && bar.first <= $0.date.calendarDate && $0.date.calendarDate <= bar.last
                }.map(\.amount)
                #expect(bar.moneyIn == amounts.filter { $0 > 0 }.reduce(0, +) * sign, "\(entry.name) \(bar.label)")
                #expect(bar.moneyOut == amounts.filter { $0 < 0 }.reduce(0, +) * sign, "\(entry.name) \(bar.label)")
            }
            // The summary's money-in and money-out lines, as printed.
            #expect(entry.parts.format(flow.bars.map(\.moneyIn).reduce(0, +)).string == entry.summary[0].amount?.string)
            #expect(entry.parts.format(flow.bars.map(\.moneyOut).reduce(0, +)).string == entry.summary[1].amount?.string)
        }
    }

    @Test("the HTML's bars map back to every bar's amounts, within the drawing's rounding; money in above the axis, out below")
    func drawingMapsBack() throws {
        let url = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/framed.json")
        let report = try StatementReport(try StatementReader.read([UInt8](Data(contentsOf: url))), options: ReportOptions())
        let accounts = try #require(report.document.accounts)
        let html = try report.rendered(with: HTMLWriter(), templates: DefaultTemplates.library(), strict: true)
        let figures = html.matches(of: /<figure class="flow-chart">(.*?)<\/figure>/).map { String($0.1) }
        let flows = accounts.entries.compactMap(\.flow)
        #expect(figures.count == flows.count && flows.count == 3)
        let box = AccountStatementSection.chartBox
        let axis = box.height / 2, half = (box.height - 2 * box.inset) / 2
        for (figure, flow) in zip(figures, flows) {
            // English words need no escaping in an attribute.
            #expect(figure.contains(#"aria-label="\#(flow.textAlternative)""#), "\(flow.textAlternative)")
            // The legend, for the eye only: the account's words for each side of the axis.
            #expect(figure.contains(#"<figcaption aria-hidden="true"><span class="key in">\#(flow.moneyInLabel)</span> <span class="key out">\#(flow.moneyOutLabel)</span></figcaption>"#))
            let largest = flow.bars.map { max($0.moneyIn.magnitude, $0.moneyOut.magnitude) }.max()!
            let slot = box.width / Decimal(flow.bars.count)
            var drawn: [String: [Int: Decimal]] = ["in": [:], "out": [:]]
            for rect in figure.matches(of: /<rect class="(in|out)" x="([^"]*)" y="([^"]*)" width="([^"]*)" height="([^"]*)"\/>/) {
                let (x, y, height) = (Decimal(string: String(rect.2))!, Decimal(string: String(rect.3))!, Decimal(string: String(rect.5))!)
                // Which step's slot the bar stands in.
                let index = NSDecimalNumber(decimal: x / slot).intValue
                if rect.1 == "in" { #expect(y + height == axis) } else { #expect(y == axis) }
                drawn[String(rect.1)]![index] = height / half * largest
            }
            // A coordinate is rounded to a hundredth of a unit of a 28-unit half.
            let tolerance = largest * Decimal(string: "0.005")! / half
            for (index, bar) in flow.bars.enumerated() {
                #expect(abs((drawn["in"]![index] ?? 0) - bar.moneyIn.magnitude) <= tolerance, "in \(index)")
                #expect(abs((drawn["out"]![index] ?? 0) - bar.moneyOut.magnitude) <= tolerance, "out \(index)")
            }
        }
    }

    @Test("the words give every step and its money in and out in the language's words and format",
          arguments: ["en_US", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "nl_NL", "ru_RU", "pl_PL", "tr_TR",
                      "ar_EG", "he_IL", "hi_IN", "ja_JP", "zh_CN", "ko_KR"])
    func words(locale: String) throws {
        let accounts = try Self.accounts("framed.json", locale: locale)
        let english = try Self.accounts("framed.json")
        for (entry, englishEntry) in zip(accounts.entries, english.entries) {
            let flow = try #require(entry.flow)
            #expect(flow.step == .week && flow.bars.count == 5)
            #expect(flow.moneyInLabel == entry.summary[0].label && flow.moneyOutLabel == entry.summary[1].label)
            var rest = Substring(flow.textAlternative)
            // In order: each step's label, the money-in words and amount, the money-out words and amount.
            for bar in flow.bars {
                for part in [bar.label, entry.summary[0].label, entry.parts.format(bar.moneyIn).string,
                             entry.summary[1].label, entry.parts.format(bar.moneyOut).string] {
                    let found = try #require(rest.range(of: part), "\(locale): \(part) in \(flow.textAlternative)")
                    rest = rest[found.upperBound...]
                }
            }
            if locale != "en_US" {
                #expect(flow.textAlternative != englishEntry.flow?.textAlternative, "\(locale): translated")
                #expect(flow.bars[0].label != englishEntry.flow?.bars[0].label, "\(locale): the step in the locale's dates")
            }
        }
    }

    @Test("an account with no transaction in the period has no bars")
    func noTransactions() throws {
        let accounts = try Self.accounts("empty-period.json")
        #expect(accounts.entries.contains { $0.rows.isEmpty })
        for entry in accounts.entries { #expect((entry.flow == nil) == entry.rows.isEmpty, "\(entry.name)") }
    }
}

/// The money-flow chart's axis labels (``MoneyFlowChart/axis``): the first and last steps in the
/// locale's words under its ends, and the amounts its bottom and top stand for.
@Suite("The money-flow chart's axis labels")
struct MoneyFlowAxisTests {
    /// `framed.json` (every transaction in November 2026) over `period`, in `locale`.
    static func accounts(_ period: StatementPeriod, locale: String) throws -> AccountStatementSection {
        var statement = try MoneyFlowChartTests.statement("framed.json")
        statement.period = period
        var options = ReportOptions()
        options.locale = locale
        return try #require(try StatementReport(statement, options: options).document.accounts)
    }

    /// The first and last steps' words: CLDR's interval (weeks), month-and-year and year
    /// patterns for the locale, as ICU writes them (English sets its interval's dash between
    /// thin spaces, U+2009).
    static let periods: [(start: String, end: String, step: String, labels: [String: (first: String, last: String)])] = [
        ("2026-11-01", "2026-11-30", "week", ["en_US": ("Nov 1\u{2009}–\u{2009}7, 2026", "Nov 29\u{2009}–\u{2009}30, 2026"),
                                              "de_DE": ("1.–7. Nov. 2026", "29.–30. Nov. 2026"),
                                              "ar_EG": ("١–٧ نوفمبر ٢٠٢٦", "٢٩–٣٠ نوفمبر ٢٠٢٦")]),
        ("2026-01-01", "2026-11-30", "month", ["en_US": ("January 2026", "November 2026"),
                                               "de_DE": ("Januar 2026", "November 2026"),
                                               "ar_EG": ("يناير ٢٠٢٦", "نوفمبر ٢٠٢٦")]),
        ("2020-01-01", "2026-11-30", "year", ["en_US": ("2020", "2026"), "de_DE": ("2020", "2026"), "ar_EG": ("٢٠٢٠", "٢٠٢٦")]),
    ]

    @Test("the first step under the start and the last under the end, in the locale's words; the largest bar, recomputed from the document's transactions, signed as money out at the bottom and as money in at the top (a card's the other way round)",
          arguments: [0, 1, 2], ["en_US", "de_DE", "ar_EG"])
    func labels(period index: Int, locale: String) throws {
        let (start, end, step, labels) = Self.periods[index]
        let period = MoneyFlowChartTests.period(start, end)
        let accounts = try Self.accounts(period, locale: locale)
        let statement = try MoneyFlowChartTests.statement("framed.json")
        let expected = try #require(labels[locale])
        for (account, entry) in zip(statement.accounts, accounts.entries) {
            let flow = try #require(entry.flow)
            #expect(flow.step.description == step)
            let axis = flow.axis
            #expect(axis.first == expected.first && axis.last == expected.last, "\(locale) \(step): \(axis.first) … \(axis.last)")
            // The oracle: the document's completed transactions summed per step (weeks from the
            // period's first day, else all of them: November lies in one month and one year).
            let transactions = statement.transactions.filter { $0.accountId == account.id && $0.status == .completed }
            var sums: [(in: Decimal, out: Decimal)] = []
            for week in 0..<(step == "week" ? 5 : 1) {
                let days = transactions.filter { step != "week" || ($0.date.calendarDate.day - 1) / 7 == week }.map(\.amount)
                sums.append((days.filter { $0 > 0 }.reduce(0, +), days.filter { $0 < 0 }.reduce(0, +)))
            }
            let largest = sums.map { max($0.in.magnitude, $0.out.magnitude) }.max()!
            #expect(largest > 0)
            // Signed as the summary lines sign money in and out: a card's payments lower what is owed.
            let card = account.type == .creditCard
            #expect(axis.top.string == entry.parts.format(card ? -largest : largest).string, "\(entry.name)")
            #expect(axis.bottom.string == entry.parts.format(card ? largest : -largest).string, "\(entry.name)")
            #expect(axis.top.isNegative == card && axis.bottom.isNegative == !card, "\(entry.name)")
            if step != "week" {
                // One step holds the whole period: the scale is the larger of the summary lines, as printed.
                let summary = try entry.summary.prefix(2).map { try #require($0.amount) }
                let side = sums[0].in.magnitude >= sums[0].out.magnitude ? 0 : 1
                #expect((side == 0 ? axis.top : axis.bottom).string == summary[side].string, "\(entry.name)")
            }
        }
        if locale == "en_US" {
            // The chequing account's largest step: its payroll of $2,500.00 (week 1, and the whole month and year's money in).
            let chequing = try #require(accounts.entries[0].flow?.axis)
            #expect(step != "week" || (chequing.top.string == "$2,500.00" && chequing.bottom.string == "-$2,500.00"))
        }
    }

    @Test("a chart whose bars are all zero scales nothing: its bottom and top are zero, unsigned, as its summary lines are; its steps still label its ends",
          arguments: ["banking", "creditCard"])
    func allZero(type: String) throws {
        let json = """
            {"customer": {"name": "Jonathan"}, "bank": {"name": "Maple Leaf Bank"},
             "period": {"start": "2026-11-01", "end": "2026-11-30"},
             "accounts": [{"id": "a-1", "type": "\(type)", "name": "Account", "openingBalance": "10.00", "balance": "10.00"}],
             "transactions": [{"id": "t-1", "accountId": "a-1", "date": "2026-11-09", "description": "Correction", "amount": "0.00", "status": "completed"}]}
            """
        let report = try StatementReport(try StatementReader.read(Array(json.utf8)), options: ReportOptions())
        let entry = try #require(report.document.accounts?.entries.first)
        let flow = try #require(entry.flow)
        #expect(flow.bars.allSatisfy { $0.moneyIn == 0 && $0.moneyOut == 0 })
        #expect(flow.plotted(width: 600, height: 56).allSatisfy { $0.inHeight == 0 && $0.outHeight == 0 })
        let axis = flow.axis
        #expect(axis.first == "Nov 1\u{2009}–\u{2009}7, 2026" && axis.last == "Nov 29\u{2009}–\u{2009}30, 2026")
        #expect(axis.bottom.string == "$0.00" && axis.top.string == "$0.00")
        #expect(axis.bottom.string == entry.summary[0].amount?.string && axis.top.string == entry.summary[1].amount?.string)
        // The HTML draws the same row.
        let html = try report.rendered(with: HTMLWriter(), templates: DefaultTemplates.library(), strict: true)
        let figure = try #require(html.firstMatch(of: /<figure class="flow-chart">(.*?)<\/figure>/)).1
        #expect(!figure.contains("<rect"))
        let row = try #require(figure.firstMatch(of: /<div class="chart-axis" aria-hidden="true">(.*?)<\/div>/)).1
        #expect(row.replacing(/<[^>]*>/, with: "") == axis.first + "$0.00 – $0.00" + axis.last && !row.contains("negative"))
    }

    @Test("the HTML draws each money-flow chart's axis under its bars and above its legend, hidden from screen readers, with the same markup as the balance chart's")
    func html() throws {
        let url = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/framed.json")
        let report = try StatementReport(try StatementReader.read([UInt8](Data(contentsOf: url))), options: ReportOptions())
        let accounts = try #require(report.document.accounts)
        let html = try report.rendered(with: HTMLWriter(), templates: DefaultTemplates.library(), strict: true)
        let figures = html.matches(of: /<figure class="flow-chart">(.*?)<\/figure>/).map { String($0.1) }
        let balances = html.matches(of: /<figure class="balance-chart">(.*?)<\/figure>/).map { String($0.1) }
        #expect(figures.count == 3 && balances.count == 3)
        for (figure, entry) in zip(figures, accounts.entries) {
            let axis = try #require(entry.flow?.axis)
            let row = try #require(figure.firstMatch(of: /<\/svg>(<div class="chart-axis" aria-hidden="true">.*?<\/div>)<figcaption/)).1
            let spans = row.matches(of: /<span>(.*?)<\/span><span>(.*?) – (.*?)<\/span><span>(.*?)<\/span>/)
            let match = try #require(spans.first)
            #expect(match.1 == axis.first && match.4 == axis.last)
            // The amounts as the rows' amounts are marked up, their text the formatted amount.
            for (markup, amount) in [(match.2, axis.bottom), (match.3, axis.top)] {
                let text = markup.replacing(/<[^>]*>/, with: "")
                #expect(text == amount.string, "\(markup)")
                #expect(markup.contains("amount") && markup.contains("negative") == amount.isNegative, "\(markup)")
            }
        }
        // The balance chart's row has the same shape.
        for balance in balances {
            #expect(balance.firstMatch(of: /<div class="chart-axis" aria-hidden="true"><span>[^<]*<\/span><span>.*? – .*?<\/span><span>[^<]*<\/span><\/div>/) != nil)
        }
    }
}
