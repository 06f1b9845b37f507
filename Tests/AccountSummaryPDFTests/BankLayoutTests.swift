import AccountSummary
import AccountSummaryFixtures
import AccountSummaryTestSupport
@testable import AccountSummaryPDF
import Foundation
import Testing

/// Statements laid out as banks lay them out (issue 33, item 5), read back by poppler
/// (`pdftotext -layout`, page by page): `--layout compact` lets account statements follow each
/// other, a table going on to the next page between "Balance carried forward" and "Balance
/// brought forward" with the running balance that the row above printed; small tables (the
/// totals) never split, on pages of every height.
@Suite("Statements laid out as banks do")
struct BankLayoutTests {
    static let pdftotext = ExternalTool.find("pdftotext")
    static let fonts = try? StatementPDF.Fonts.installed()
    static var available: Bool { pdftotext != nil && fonts != nil }
    static let absence: Comment = "needs poppler-utils (pdftotext) and fonts-noto-core"

    @Test("poppler and the fonts are there in CI")
    func presentInCI() {
        guard ProcessInfo.processInfo.environment["CI"] != nil else { return }
        #expect(Self.available, "CI installs poppler-utils and fonts-noto-core")
    }

    /// The generated year's statement (seeded; accounts with their charts), its merchant words
    /// in Latin where the installed fonts do not set them.
    static func framed(transactions: Int) throws -> Statement {
        var statement = try StatementReader.read(StatementDocumentGenerator(framed: true).document(transactionCount: transactions).bytes)
        for index in statement.transactions.indices {
            let description = statement.transactions[index].description
            if !description.unicodeScalars.allSatisfy({ scalar in fonts!.regular.contains { $0.glyph(for: scalar) != nil } }) {
                statement.transactions[index].description = "Merchant \(index)"
            }
        }
        return statement
    }

    static func report(_ statement: Statement, layout: PrintLayout) throws -> StatementReport {
        var options = ReportOptions()
        options.layout = layout
        return try StatementReport(statement, options: options)
    }

    /// Each page's lines as poppler reads them by position, blank lines left out.
    static func pages(_ pdf: [UInt8]) throws -> [[String]] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("statement.pdf")
        try Data(pdf).write(to: URL(fileURLWithPath: path))
        let text = try pdftotext!.run(["-layout", path, "-"]).stdout
        var pages = text.components(separatedBy: "\u{0C}")
        if pages.last?.allSatisfy(\.isWhitespace) == true { pages.removeLast() }
        return pages.map { page in
            page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }

    /// A line without its spacing, which poppler rebuilds from gaps (a no-break space included).
    static func spaceless(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.isWhitespace }))
    }

    @Test("compact: accounts follow each other (an account starts on the page where the one before closes), on no more pages, every row still there in order",
          .enabled(if: available, absence))
    func compactFollows() throws {
        let framed = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/framed.json").path
        let fixture = try StatementReader.read([UInt8](try Data(contentsOf: URL(fileURLWithPath: framed))))
        var followed: [PrintLayout: Int] = [:]
        for (name, statement, paper) in [("framed.json", fixture, PaperSize.letter), ("framed.json", fixture, .a4),
                                         ("generated, 12", try Self.framed(transactions: 12), .letter),
                                         ("generated, 40", try Self.framed(transactions: 40), .a4),
                                         ("generated, 160", try Self.framed(transactions: 160), .a4)] {
            var counts: [PrintLayout: Int] = [:]
            for layout in PrintLayout.allCases {
                let report = try Self.report(statement, layout: layout)
                let pages = try Self.pages(try StatementPDF.bytes(report, paper: paper, fonts: Self.fonts!))
                counts[layout] = pages.count
                Self.expectRowsInOrder(report, pages: pages)
                // The page of each account's caption and of its closing line.
                let wording = report.wording
                var entries: [AccountStatementSection.Entry] = []
                for case .accounts(let accounts) in report.document.blocks { entries += accounts.entries }
                func page(of entry: AccountStatementSection.Entry, caption: Bool) -> Int? {
                    pages.firstIndex { page in
                        page.contains { line in
                            caption ? line.hasPrefix(entry.name) && line.contains(wording.phrase(entry.type.labelKey))
                                : line.hasPrefix(entry.closing.label)
                        }
                    }
                }
                for (before, entry) in zip(entries, entries.dropFirst()) {
                    let closed = try #require(page(of: before, caption: false)), starts = try #require(page(of: entry, caption: true))
                    #expect(starts >= closed)
                    if starts == closed { followed[layout, default: 0] += 1 }
                }
            }
            #expect(counts[.compact]! <= counts[.standard]!, "\(name) on \(paper): \(counts)")
        }
        #expect(followed[.compact, default: 0] > followed[.standard, default: 0], "accounts that follow the one before: \(followed)")
    }

    /// Every account row's amount in `pages`, in the report's order.
    static func expectRowsInOrder(_ report: StatementReport, pages: [[String]]) {
        let text = pages.flatMap { $0 }.joined(separator: "\n")
        var from = text.startIndex
        for case .accounts(let accounts) in report.document.blocks {
            for entry in accounts.entries {
                for row in entry.rows {
                    let amount = entry.parts.format(row.amount).string
                    guard let found = text.range(of: amount, range: from..<text.endIndex) else {
                        Issue.record("\(report.layout): \(amount) of \(entry.name) not found after the rows before it")
                        return
                    }
                    from = found.upperBound
                }
            }
        }
    }

    @Test("compact: a table going on to the next page ends it with Balance carried forward and starts the next, under its heads, with Balance brought forward, the balance the last row printed",
          .enabled(if: available, absence), arguments: ["en_US", "de_DE", "fr_FR"])
    func carriedAndBroughtForward(_ locale: String) throws {
        var options = ReportOptions()
        options.layout = .compact
        options.locale = locale
        let report = try StatementReport(try Self.framed(transactions: 160), options: options)
        let pages = try Self.pages(try StatementPDF.bytes(report, paper: .a4, fonts: Self.fonts!))
        let carried = report.wording.phrase(.statementCarriedForward), brought = report.wording.phrase(.statementBroughtForward)
        let balanceHead = report.wording.phrase(.columnBalance)
        var continued = 0
        for (number, page) in pages.enumerated() {
            // The page's text above its running footer.
            let body = page.dropLast()
            if let index = body.lastIndex(where: { $0.hasPrefix(carried) }) {
                #expect(index == body.count - 1, "page \(number + 1): \(carried) is the last line of the page")
                // The balance carried is the running balance after the last row on this page, as the
                // report computes it: that row's balance is on this page, the next row's on the next.
                let amount = Self.spaceless(String(body[index].dropFirst(carried.count)))
                let balances = report.document.blocks.flatMap { block -> [[String]] in
                    guard case .accounts(let accounts) = block else { return [] }
                    return accounts.entries.map { entry in
                        [entry.opening.amount?.string ?? ""] + entry.rows.map { $0.balance.map { entry.parts.format($0).string } ?? "" }
                    }
                }
                let found = balances.contains { column in
                    column.indices.contains { row in
                        Self.spaceless(column[row]) == amount && body.dropLast().contains { Self.spaceless($0).hasSuffix(amount) }
                            && (row + 1 == column.count || pages[number + 1].contains { Self.spaceless($0).hasSuffix(Self.spaceless(column[row + 1])) })
                    }
                }
                #expect(found, "page \(number + 1): \(body[index]) is the balance after this page's last row")
                // The next page starts with the heads, then brought forward with the same balance.
                let next = pages[number + 1]
                let head = try #require(next.firstIndex { $0.hasSuffix(balanceHead) }, "page \(number + 2) starts with the heads")
                #expect(head == 0, "page \(number + 2): the heads first, \(next.prefix(2))")
                #expect(next[head + 1].hasPrefix(brought), "page \(number + 2): \(next[head + 1])")
                #expect(Self.spaceless(String(next[head + 1].dropFirst(brought.count))) == amount,
                        "page \(number + 2): brought forward \(next[head + 1]), carried \(amount)")
                continued += 1
            }
        }
        // Each brought-forward line answers a carried one.
        #expect(pages.flatMap { $0 }.filter { $0.hasPrefix(brought) }.count == continued)
        #expect(continued >= 2, "a 160-transaction year's statement continues some account's table: \(continued)")
    }

    @Test("the default layout has no carried or brought forward lines; neither has an account whose balances are not stated",
          .enabled(if: available, absence))
    func noCarryWithoutBalances() throws {
        var statement = try Self.framed(transactions: 160)
        let standard = try Self.report(statement, layout: .standard)
        let words = [PhraseKey.statementCarriedForward, .statementBroughtForward].map { standard.wording.phrase($0) }
        let standardText = try Self.pages(try StatementPDF.bytes(standard, paper: .a4, fonts: Self.fonts!)).flatMap { $0 }
        #expect(!standardText.contains { line in words.contains { line.contains($0) } })
        for index in statement.accounts.indices {
            statement.accounts[index].balance = nil
            statement.accounts[index].openingBalance = nil
        }
        let compact = try Self.report(statement, layout: .compact)
        let pages = try Self.pages(try StatementPDF.bytes(compact, paper: .a4, fonts: Self.fonts!))
        #expect(pages.count > 2)
        #expect(!pages.flatMap { $0 }.contains { line in words.contains { line.contains($0) } })
    }

    @Test("the totals never split: on pages of every height, the caption and every row on one page", .enabled(if: available, absence),
          arguments: [PrintLayout.standard, .compact])
    func totalsKeptWhole(_ layout: PrintLayout) throws {
        let report = try Self.report(try Self.framed(transactions: 12), layout: layout)
        var totals: TotalsSection?
        for case .totals(let section) in report.document.blocks { totals = section }
        let section = try #require(totals)
        #expect(section.rows.count >= 3)
        var split = 0
        // Letter's width, heights from a short page to Letter's, a step that moves the totals across every line of a page.
        for height in stride(from: 330.0, through: 792, by: 11) {
            var statementLayout = StatementLayout(report: report, width: 612, height: height, fonts: Self.fonts!)
            try statementLayout.lay()
            let pdf = try statementLayout.finish(information: PDFDocumentWriter.Information(title: "t", author: nil, subject: nil,
                                                                                             date: nil, language: "en"))
            let pages = try Self.pages(pdf)
            guard let page = pages.firstIndex(where: { $0.contains(section.title) }) else {
                Issue.record("height \(height): no page has \(section.title)")
                continue
            }
            let labels = section.rows.map(\.label)
            if !labels.allSatisfy({ label in pages[page].contains { $0.hasPrefix(label) } }) { split += 1 }
        }
        #expect(split == 0, "\(split) heights split the totals")
    }

    @Test("each balance chart's axis is labelled: the period's first day at the start, its last at the end, the lowest and highest balances between, in the locale",
          .enabled(if: available, absence), arguments: ["en_US", "de_DE", "fr_FR", "ja_JP", "ru_RU"])
    func axisLabels(_ locale: String) throws {
        let framed = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/framed.json").path
        var options = ReportOptions()
        options.locale = locale
        let report = try StatementReport(try StatementReader.read([UInt8](try Data(contentsOf: URL(fileURLWithPath: framed)))), options: options)
        let lines = try Self.pages(try StatementPDF.bytes(report, paper: .a4, fonts: Self.fonts!)).flatMap { $0 }.map(Self.spaceless)
        var labelled = 0
        for case .accounts(let accounts) in report.document.blocks {
            for entry in accounts.entries {
                guard let chart = accounts.chart(of: entry) else { continue }
                // The oracle: the chart's own lowest and highest points, formatted as the table's balances are.
                let expected = Self.spaceless(accounts.firstDay! + entry.parts.format(chart.lowest).string + "–"
                                              + entry.parts.format(chart.highest).string + accounts.lastDay!)
                #expect(chart.points.contains(chart.lowest) && chart.points.contains(chart.highest))
                #expect(lines.contains(expected), "\(entry.name): \(expected)")
                labelled += 1
            }
        }
        #expect(labelled == 3)
    }

    /// A text's characters in order of code point, without spacing or invisible marks (format
    /// characters: the bidi marks, isolates and embeddings ICU and poppler add): what poppler's
    /// rebuilt right-to-left lines can be compared by.
    static func characters(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { !$0.properties.isWhitespace && $0.properties.generalCategory != .format }.sorted { $0.value < $1.value }
    }

    @Test("each money-flow chart's axis is labelled: its first step at the start, its last at the end (mirrored right to left), the amounts of its bottom and top between, in the locale, by week, month and year",
          .enabled(if: available, absence), arguments: ["en_US", "de_DE", "ar_EG"], ["2026-11-01", "2026-01-01", "2020-01-01"])
    func flowAxisLabels(_ locale: String, from start: String) throws {
        let framed = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/framed.json").path
        var statement = try StatementReader.read([UInt8](try Data(contentsOf: URL(fileURLWithPath: framed))))
        statement.period = StatementPeriod(start: CalendarDate(parsing: start)!, end: CalendarDate(parsing: "2026-11-30")!)
        var options = ReportOptions()
        options.locale = locale
        let report = try StatementReport(statement, options: options)
        // Each line poppler reads by position, cut where it sees a column's gap.
        let lines = try Self.pages(try StatementPDF.bytes(report, paper: .a4, fonts: Self.fonts!)).flatMap { $0 }
            .map { $0.split(separator: /\s{3,}/).map(String.init) }
        let rightToLeft = locale == "ar_EG"
        var labelled = 0
        for case .accounts(let accounts) in report.document.blocks {
            for entry in accounts.entries {
                let axis = try #require(entry.flow?.axis)
                let expected = [axis.first, axis.bottom.string + " – " + axis.top.string, axis.last]
                // Left to right as drawn: the first step at the start, which is the right in Arabic.
                let drawn = rightToLeft ? expected.reversed() : expected
                let found = lines.contains { segments in
                    // poppler rebuilds right-to-left lines by its own rules: there, the characters of each column.
                    rightToLeft ? segments.map(Self.characters) == drawn.map(Self.characters)
                        : segments.map(Self.spaceless) == drawn.map(Self.spaceless)
                }
                #expect(found, "\(entry.name): \(drawn)")
                labelled += 1
            }
        }
        #expect(labelled == 3)
    }

    @Test("the HTML's print style: compact lets an account statement break, the default keeps it whole; small tables never break")
    func printStyle() throws {
        let statement = try Self.framed(transactions: 12)
        let standard = try Self.report(statement, layout: .standard).rendered(with: HTMLWriter(), templates: DefaultTemplates.library())
        let compact = try Self.report(statement, layout: .compact).rendered(with: HTMLWriter(), templates: DefaultTemplates.library())
        #expect(standard.contains(".account-statement { break-inside: avoid; }"))
        #expect(!compact.contains(".account-statement { break-inside: avoid; }"))
        for html in [standard, compact] { #expect(html.contains(".totals table, .list-totals, figure { break-inside: avoid; }")) }
        // Nothing else differs.
        #expect(standard.replacingOccurrences(of: "  .account-statement { break-inside: avoid; }\n", with: "") == compact)
    }
}
