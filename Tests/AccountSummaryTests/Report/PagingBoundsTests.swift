@testable import AccountSummary
import Foundation
import Testing

/// Issue 29, item 8: the library trapped (arithmetic overflow) on `pageSize = 2, page = Int.max`;
/// the CLI caps both, the library must not trap on any value it accepts.
@Suite("Paging at the ends of Int")
struct PagingBoundsTests {
    @Test("a page past every row, however far, is shown as past the last page", arguments: [
        (2, Int.max), (1, Int.max), (Int.max, 2), (Int.max, Int.max), (Int.max / 2 + 1, 3), (3, Int.max / 3 + 2),
    ])
    func farPages(pageSize: Int, page: Int) throws {
        var options = ReportOptions()
        options.pageSize = pageSize
        options.page = page
        let report = try StatementReport(Statement.sample, options: options)
        let templates = try DefaultTemplates.library()
        let text = try report.rendered(with: TerminalWriter(color: false), templates: templates)
        let html = try report.rendered(with: HTMLWriter(), templates: templates)
        let noMore = ReportWording(catalog: .builtIn, localeIdentifier: "en_US").phrase(.pagingNoMore)
        // Page 2 of a list of two rows a page is past the end too; Int.max always is.
        if page == Int.max || page > 2 {
            #expect(text.contains(noMore), "\(text)")
            #expect(html.contains(noMore))
        }
        let lists = report.document.lists
        #expect(!lists.isEmpty)
        for list in lists {
            for range in list.shownPositions { #expect(range.upperBound <= list.rows.count) }
        }
        var csv = ""
        CSVWriter.write(report, to: &csv)
        #expect(csv.split(separator: "\r\n").count == Statement.sample.transactions.count + 1)
    }

    @Test("the first rows of a huge page are every row")
    func hugePage() throws {
        var options = ReportOptions()
        options.pageSize = Int.max
        options.page = 1
        let report = try StatementReport(Statement.sample, options: options)
        for list in report.document.lists {
            #expect(list.shownPositions == [0..<list.rows.count])
        }
    }
}
