import AccountSummaryTestSupport
import Foundation
import Testing
@testable import AccountSummary

/// With several accounts, the HTML statement lists them in a navigation landmark, each name a
/// link to its account's section; with one there is nothing to navigate.
@Suite("Account navigation")
struct AccountNavigationTests {
    static func html(_ fixture: String) throws -> String {
        let url = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/\(fixture)")
        let report = try StatementReport(try StatementReader.read([UInt8](Data(contentsOf: url))), options: ReportOptions())
        return try report.rendered(with: HTMLWriter(), templates: DefaultTemplates.library(), strict: true)
    }

    @Test("one link per account, in order, each to a section of that id")
    func links() throws {
        let html = try Self.html("framed.json")
        let navigation = try #require(html.firstMatch(of: /<nav class="account-nav" aria-label="Accounts">(.*?)<\/nav>/)).1
        let links = navigation.matches(of: /<a href="#([^"]+)"><bdi>([^<]+)<\/bdi><\/a>/).map { (String($0.1), String($0.2)) }
        #expect(links.map(\.1) == ["Everyday Chequing", "Visa Avion Card", "Tax-Free Saver"])
        for (anchor, _) in links { #expect(html.contains("<section class=\"account-statement") && html.contains("id=\"\(anchor)\"")) }
        #expect(Set(links.map(\.0)).count == links.count, "distinct anchors")
        // Not printed: the PDF has its outline instead.
        #expect(html.contains("@media print") && html.contains(".account-nav { display: none; }"))
    }

    @Test("a statement of one account has no navigation")
    func single() throws {
        #expect(!(try Self.html("card-credit.json")).contains("<nav"))
    }
}
