import AccountSummaryTestSupport
import Foundation
import Testing
@testable import AccountSummary

/// Money in and money out told apart by more than colour: in HTML every row's amount above
/// zero is followed by the words of the statement's money-in line for screen readers, every
/// one below zero by its money-out line's, hidden from sight and from print.
@Suite("Money in and out in words for screen readers")
struct DirectionWordsTests {
    @Test("every row amount's word follows its sign, in the language's own words",
          arguments: [("framed.json", "en_US"), ("framed.json", "de_DE"), ("framed.json", "ar_EG"), ("framed.json", "ja_JP"),
                      ("multi-currency.json", "fr_FR"), ("card-credit.json", "en_US")])
    func wordsFollowTheSign(fixture: String, locale: String) throws {
        let url = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/\(fixture)")
        var options = ReportOptions()
        options.locale = locale
        let report = try StatementReport(try StatementReader.read([UInt8](Data(contentsOf: url))), options: options)
        let html = try report.rendered(with: HTMLWriter(), templates: DefaultTemplates.library(), strict: true)
        let wording = report.wording
        let (moneyIn, moneyOut) = (wording.phrase(.statementMoneyIn), wording.phrase(.statementMoneyOut))
        // Each row's amount cell: its amount, then the hidden word, if any. The balance column and
        // the summary lines carry no word (a negative balance is not money out).
        let rows = html.matches(of: /<tr><td class="date">.*?<\/tr>/)
        #expect(!rows.isEmpty)
        var (ins, outs) = (0, 0)
        for row in rows {
            let cells = String(row.0).matches(of: /<td class="money">(.*?)<\/td>/).map { String($0.1) }
            let amount = try #require(cells.first)
            let words = amount.matches(of: /<span class="visually-hidden"> ([^<]*)<\/span>/).map { String($0.1) }
            let negative = amount.hasPrefix(#"<span class="amount negative">"#)
            #expect(words == [negative ? moneyOut : moneyIn], "\(locale): \(amount)")
            if negative { outs += 1 } else { ins += 1 }
            for other in cells.dropFirst() { #expect(!other.contains("visually-hidden")) }
        }
        #expect(ins > 0 && outs > 0)
    }

    @Test("the words are hidden from sight and left out of print")
    func hidden() throws {
        let css = try #require(DefaultTemplates.sources["statement.html"])
        #expect(css.contains(".visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);"))
        let print = try #require(css.range(of: "@media print {")).upperBound
        #expect(css[print...].contains(".visually-hidden { display: none; }"))
    }
}
