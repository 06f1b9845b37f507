@testable import AccountSummary
import Foundation
import Testing

/// The document every output reads: its blocks in the report's order, what the CSV needs
/// besides, and a user template's own block, made safe as every input string is.
@Suite("Statement document: closed blocks")
struct StatementDocumentTests {
    @Test("the blocks in order, the accessors find each, and the CSV's needs are in the document")
    func blocks() throws {
        let report = try StatementReport(.sample, options: ReportOptions())
        let document = report.document
        #expect(document.blocks.map(\.partial) == ["header", "tiles", "totals", "accounts", "transactions", "footer"])
        #expect(document.header?.customerName == Statement.sample.customer.name)
        #expect(document.tiles?.tiles.count == Statement.sample.accounts.count)
        #expect(document.totals != nil && document.accounts != nil && document.footer != nil)
        #expect(document.lists.map(\.title) == ["Pending"])
        // The completed list the account blocks show, kept for the CSV; the openings it runs from.
        #expect(document.csvOnlyList?.title == "Completed")
        #expect(document.runningBalances == RunningBalances(Statement.sample))
        var overview = ReportOptions()
        overview.sections = StatementSection.overview
        #expect(try StatementReport(.sample, options: overview).document.blocks.map(\.partial) == ["header", "tiles", "totals", "footer"])
    }

    @Test("an app's own block renders through its partial, its text made safe and escaped")
    func customBlock() throws {
        var report = try StatementReport(.sample, options: ReportOptions())
        report.document.blocks.insert(.custom(CustomBlock(partial: "notice", values: [
            "message": .text("Branch <closed> \u{202E}Friday"),
            "items": .list([["amount": .amount(try CurrencyFormatter(currency: "USD", locale: Locale(identifier: "en_US")).parts.format(5))]]),
            "urgent": .flag(true),
        ])), at: 1)
        var templates = try DefaultTemplates.library()
        templates["notice.html"] = try Template(#"<p class="notice">{{{message}}}{{#items}} {{{amount}}}{{/items}}{{#urgent}}!{{/urgent}}</p>"#,
                                                name: "notice.html")
        let html = try report.rendered(with: HTMLWriter(), templates: templates, strict: true)
        #expect(html.contains(#"<p class="notice"><bdi>Branch &lt;closed&gt; \#u{FFFD}Friday</bdi> <span class="amount">"#), "\(html)")
        #expect(html.contains("</span>!</p>"))
        // The header comes first, the notice right after it, before the tiles.
        let notice = try #require(html.range(of: #"<p class="notice">"#)), tiles = try #require(html.range(of: #"class="tiles""#))
        #expect(notice.lowerBound < tiles.lowerBound)
    }
}
