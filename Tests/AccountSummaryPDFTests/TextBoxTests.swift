import AccountSummary
import AccountSummaryTestSupport
@testable import AccountSummaryPDF
import Foundation
import Testing

/// A line of styled runs (a title: the greeting regular, the name bold) breaks as one text
/// does: the single-text wrapper, itself checked against Unicode's LineBreakTest.txt in
/// `LineBreakTests`, is the oracle for one run; several runs keep every character in its style,
/// break at a run's end only where a space stands, and set every line within the page. A
/// statement whose customer's name is longer than the page reads, through poppler, inside the
/// page's margins, left to right and right to left.
@Suite("Native layout: text boxes and their runs")
struct TextBoxTests {
    static let fonts = LineBreakTests.fonts
    typealias Run = StatementLayout.TextBox.Run

    @Test("one run breaks exactly as the text alone does, over the catalog's phrases in six languages and real references",
          .enabled(if: fonts != nil), arguments: [60.0, 150.0, 320.0])
    func oneRunIsOneText(limit: Double) throws {
        let layout = try LineBreakTests.layout()
        var broken = 0
        for text in LineBreakTests.texts {
            for bold in [false, true] {
                let lines = layout.wrapped([Run(text: text, bold: bold)], size: StatementLayout.body, limit: limit)
                let oracle = layout.wrapped(text, size: StatementLayout.body, limit: limit, bold: bold)
                #expect(lines.map { $0.map(\.text).joined() } == oracle, "\(text) at \(limit)")
                #expect(lines.allSatisfy { $0.allSatisfy { $0.bold == bold } })
                if oracle.count > 1 { broken += 1 }
            }
        }
        #expect(broken > 20, "the corpus breaks at this limit")
    }

    /// The greeting and a name too long for the page, in each style's scalars with spaces left out.
    static func styled(_ lines: [[Run]]) -> [(Character, Bool)] {
        lines.flatMap { $0.flatMap { run in run.text.filter { $0 != " " }.map { ($0, run.bold) } } }
    }

    @Test("a greeting and a long name: every line within the limit, every character kept in its style and order",
          .enabled(if: fonts != nil), arguments: [120.0, 240.0, 400.0])
    func greetingAndName(limit: Double) throws {
        let layout = try LineBreakTests.layout(locale: "en_US")
        let size = StatementLayout.style.title.fontSize
        let runs = [Run(text: "Good morning, "), Run(text: "Maximilian Alexander von Hohenzollern-Sigmaringen-Wittelsbach", bold: true),
                    Run(text: ", welcome back")]
        let lines = layout.wrapped(runs, size: size, limit: limit)
        #expect(lines.count > 1)
        for line in lines {
            let width = line.reduce(0) { $0 + layout.measure($1.text, size: size, bold: $1.bold) }
            #expect(width <= limit, "\(line.map(\.text)) is \(width) wide")
            #expect(line.first?.text.first != " " && line.last?.text.last != " ", "no space at a line's ends")
            // The comma after the name is not a break opportunity: it never starts a line.
            #expect(line.first?.text.first != ",")
        }
        let expected = Self.styled([runs])
        let got = Self.styled(lines)
        #expect(got.map(\.0) == expected.map(\.0))
        #expect(got.map(\.1) == expected.map(\.1))
    }

    @Test("runs that fit are one line, as given", .enabled(if: fonts != nil))
    func fits() throws {
        let layout = try LineBreakTests.layout(locale: "en_US")
        let runs = [Run(text: "Good morning, "), Run(text: "Jonathan", bold: true)]
        let lines = layout.wrapped(runs, size: StatementLayout.style.title.fontSize, limit: 500)
        #expect(lines.count == 1)
        #expect(lines[0].map(\.text) == ["Good morning, ", "Jonathan"])
        #expect(lines[0].map(\.bold) == [false, true])
    }

    @Test("a text box's height is its lines' boxes; a heading keeps what follows it", .enabled(if: fonts != nil))
    func boxes() throws {
        let layout = try LineBreakTests.layout(locale: "en_US")
        let paragraph = layout.paragraphBox(["12 Maple Street", "Toronto ON  M5V 2T6"], size: 11)
        #expect(paragraph.lines.count == 2)
        #expect(paragraph.height == 2 * 11 * 1.45)
        guard case .byLine = paragraph.breaking else { Issue.record("a paragraph breaks line by line"); return }
        let heading = layout.headingBox("Recent transactions", keep: 40, bookmarked: true)
        guard case .whole(let keep) = heading.breaking else { Issue.record("a heading stays whole"); return }
        #expect(keep == 40)
        #expect(heading.bookmark == "Recent transactions")
        #expect(heading.tag == "H2")
    }

    @Test("read back by poppler: a customer's name longer than the page stays inside its margins",
          .enabled(if: fonts != nil && UnbrokenTextTests.pdftotext != nil),
          arguments: [("en_US", "Maximilian Alexander von Hohenzollern-Sigmaringen-Wittelsbach"),
                      ("ar_EG", "عبد الرحمن بن محمد بن عبد العزيز آل سعود المحترم جداً في الرياض")])
    func longName(locale: String, name: String) throws {
        var statement = try UnbrokenTextTests.statement()
        statement.customer.name = name
        var options = ReportOptions()
        options.locale = locale
        let report = try StatementReport(statement, options: options)
        let width = 595.2756
        let pages = try UnbrokenTextTests.words(try StatementPDF.bytes(report, paper: .a4, fonts: Self.fonts!))
        let margin = StatementLayout.whole(StatementLayout.sideMargin)
        let first = try #require(pages.first)
        var seen = 0
        // poppler's boxes hold right-to-left words in their visual order.
        let visual = { (text: String) in String(String.UnicodeScalarView(text.unicodeScalars.reversed())) }
        for word in first where (name.contains(word.text) || name.contains(visual(word.text))) && word.text.count > 2 {
            seen += 1
            #expect(word.xMin >= margin - 1 && word.xMax <= width - margin + 1, "\(word.text) at \(word.xMin)–\(word.xMax)")
        }
        #expect(seen >= 4, "the name's words are read on the first page")
    }

    @Test("read back by poppler: an account's caption longer than the line wraps inside the margins, its number whole",
          .enabled(if: fonts != nil && UnbrokenTextTests.pdftotext != nil), arguments: [PaperSize.a4, .letter])
    func longAccountName(paper: PaperSize) throws {
        var statement = try UnbrokenTextTests.statement()
        statement.accounts[0].name = "Business Premium Savings Account with 95-Day Notice Period"
        let report = try StatementReport(statement, options: ReportOptions())
        let pages = try UnbrokenTextTests.words(try StatementPDF.bytes(report, paper: paper, fonts: Self.fonts!))
        let width = paper == .a4 ? 595.2756 : 612.0
        let margin = StatementLayout.whole(StatementLayout.sideMargin)
        // The account's statement starts on the page with its opening line (the tile before it wraps the name too).
        let page = try #require(pages.first { $0.contains { $0.text == "Opening" } }, "the statement is read")
        // Its words above the running footer, which ends at the margin.
        for word in page where word.yMin < 600 {
            #expect(word.xMin >= margin - 1 && word.xMax <= width - margin + 1, "\(word.text) at \(word.xMin)–\(word.xMax)")
        }
        // The masked number's last digits, which ran off the page when the caption was one line.
        let digits = String(try #require(statement.accounts[0].number).suffix(4))
        #expect(page.contains { $0.text.hasSuffix(digits) }, "the account number ends in \(digits)")
    }
}
