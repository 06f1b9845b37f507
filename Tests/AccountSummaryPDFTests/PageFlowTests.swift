@testable import AccountSummaryPDF
import Testing

/// The paginator's rules, each against what CSS says of it (CSS 2.1 §8.3.1 on collapsing
/// margins, CSS Fragmentation §5.2 on truncated margins and on where a box that must not
/// break goes), on a page area from 45 to 741 points.
@Suite("Native PDF: the page flow's margins and breaks")
struct PageFlowTests {
    static let top = 45.0, bottom = 741.0

    @Test("adjoining margins collapse to the larger, whichever comes first")
    func collapse() {
        var flow = PageFlow(top: Self.top, bottom: Self.bottom)
        flow.advance(by: 100)  // something on the page: its margins are not at the top
        flow.close(margin: 12)
        flow.open(margin: 8)
        #expect(flow.y == Self.top + 100 + 12)
        flow.close(margin: 4)
        flow.open(margin: 20)
        #expect(flow.y == Self.top + 100 + 12 + 20)
        flow.close(margin: 0)
        flow.open(margin: 0)
        #expect(flow.y == Self.top + 132, "no margin on either side adds nothing")
    }

    @Test("at the top of a page a margin is kept on the first page and after a forced break, truncated after another")
    func truncation() {
        var flow = PageFlow(top: Self.top, bottom: Self.bottom)
        flow.open(margin: 16)
        #expect(flow.y == Self.top + 16, "the first page keeps it")
        flow.startPage(forced: false)
        flow.open(margin: 16)
        #expect(flow.y == Self.top, "an unforced break truncates it")
        flow.startPage(forced: false)
        flow.open(margin: 16, kept: true)
        #expect(flow.y == Self.top + 16, "a box that keeps its own margin (a table's caption) keeps it")
        flow.startPage(forced: true)
        flow.open(margin: 16)
        #expect(flow.y == Self.top + 16, "a forced break keeps it")
        // A margin waiting from the page before never reaches the new page.
        flow.close(margin: 30)
        flow.startPage(forced: true)
        flow.open(margin: 5)
        #expect(flow.y == Self.top + 5)
    }

    @Test("a margin that does not collapse is added below content and dropped at the top of a page")
    func settled() {
        var flow = PageFlow(top: Self.top, bottom: Self.bottom)
        flow.advance(by: 50)
        flow.close(margin: 10)
        flow.settleMargin()
        #expect(flow.y == Self.top + 60)
        flow.open(margin: 6, kept: true)
        #expect(flow.y == Self.top + 66, "added, not collapsed, with the box's own")
        flow.close(margin: 10)
        flow.startPage(forced: false)
        flow.settleMargin()
        #expect(flow.y == Self.top)
    }

    @Test("a box breaks to a new page when it does not fit below and the page holds something; an empty page takes any box")
    func breaks() {
        var flow = PageFlow(top: Self.top, bottom: Self.bottom)
        let room = Self.bottom - Self.top
        #expect(!flow.breaks(before: room * 3), "an empty page takes a box taller than a page rather than push it on")
        flow.advance(by: 0)  // something laid, nothing moved
        #expect(flow.breaks(before: room + 1))
        #expect(!flow.breaks(before: room), "a box that ends exactly at the bottom fits")
        flow.advance(by: 600)
        #expect(!flow.breaks(before: room - 600))
        #expect(flow.breaks(before: room - 600 + 0.01))
        flow.startPage(forced: false)
        #expect(!flow.breaks(before: room + 1), "the new page is empty again")
        #expect(flow.y == Self.top)
    }
}

/// A table's declared runs of rows kept on one page, as the paginator reads them: what must
/// stand below each row.
@Suite("Native PDF: a table's rows kept together")
struct TableBoxTests {
    typealias Box = StatementLayout.TableBox

    /// A table of rows `heights` tall, at no particular place.
    static func table(_ heights: [Double]) -> Box {
        var table = Box()
        table.rows = heights.map { Box.Row(StatementLayout.MeasuredRow(cells: [], lines: [], details: [], height: $0), at: []) }
        return table
    }

    @Test("the last row stays with the one before it; the totals' first with the second and last with the one before")
    func pairs() {
        var list = Self.table([20, 21, 22, 23])
        list.keep(from: 2, through: 3)
        let listKept: [Double] = [0, 0, 23, 0]
        #expect((0..<4).map(list.keep(after:)) == listKept)
        var totals = Self.table([20, 21, 22])
        totals.keep(from: 0, through: 1)
        totals.keep(from: 1, through: 2)
        let totalsKept: [Double] = [21, 22, 0]
        #expect((0..<3).map(totals.keep(after:)) == totalsKept, "each row keeps only its own run's rest, not the chain")
    }

    @Test("a run of several rows keeps the rest of the run below each of its rows; a row in two runs keeps the longer rest")
    func runs() {
        var table = Self.table([10, 11, 12, 13, 14, 15])
        table.keep(from: 2, through: 5)
        let kept: [Double] = [0, 0, 42, 29, 15, 0]  // 13 + 14 + 15, 14 + 15, 15
        #expect((0..<6).map(table.keep(after:)) == kept)
        table.keep(from: 3, through: 4)
        #expect(table.keep(after: 3) == 29)
    }

    @Test("a run of one row, or reaching past the rows, keeps nothing: a table of one row has no last two")
    func degenerate() {
        var one = Self.table([20])
        one.keep(from: -1, through: 0)
        one.keep(from: 0, through: 1)
        one.keep(from: 0, through: 0)
        #expect(one.keep(after: 0) == 0)
        #expect(one.runs.isEmpty)
    }

    @Test("a row with the thicker rule above it is as much taller")
    func ruled() {
        var table = Self.table([20, 20])
        table.rows[1].ruleAbove = .black
        table.keep(from: 0, through: 1)
        let ruled = 20 + StatementLayout.style.totalRule - StatementLayout.hairline
        #expect(table.keep(after: 0) == ruled)
    }
}
