import AccountSummary
import AccountSummaryTestSupport
@testable import AccountSummaryPDF
import Foundation
import Testing

/// Text boxes: their height is their lines', a paragraph breaks line by line, a heading
/// stays whole with what follows it.
@Suite("Native layout: text boxes and their runs")
struct TextBoxTests {
    static let fonts = LineBreakTests.fonts
    typealias Run = StatementLayout.TextBox.Run

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

}
