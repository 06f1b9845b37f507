@testable import AccountSummary
@testable import AccountSummaryMustache
import Testing

/// The default templates' long lists stay on the template engine's fast path: every `rows`
/// section of an account's table or a transaction list is planned into flat steps (text,
/// fields, sections over a field), so that no row looks a name up.
///
/// A row template that grows a partial, a dotted name or a section inside a section falls
/// back to the spec-level walk, writing the same bytes three times slower (a row's
/// `{{#details}}` did, unnoticed, until flat steps learned sections): this test says so
/// before the benchmark does.
@Suite("Default templates' rows on the fast path")
struct FlatRowsTests {
    /// Every `rows` section among `nodes`, at any depth.
    static func rowSections(in nodes: [Template.Node]) -> [Template.Section] {
        nodes.flatMap { node -> [Template.Section] in
            guard case .section(let section) = node else { return [] }
            return (section.name.description == "rows" ? [section] : []) + rowSections(in: section.nodes)
        }
    }

    @Test("every rows section of the account and transaction templates is planned flat", arguments: [
        ("accounts", AccountStatementSection.rowFields), ("transactions", TransactionListSection.fields),
        ("filtered", TransactionListSection.fields),
    ])
    func planned(template: String, fields: [String]) throws {
        let library = try DefaultTemplates.library()
        let records = TemplateSequence.Records(fields: fields) { _, _ in .null }
        // The ANSI templates are the text ones included as partials.
        for format in ["html", "text"] {
            let name = "\(template).\(format)"
            let sections = Self.rowSections(in: try #require(library[name], "\(name) is a default template").nodes)
            #expect(!sections.isEmpty, "\(name) has a rows section")
            for section in sections {
                #expect(Template.FlatStep.plan(section.nodes, over: records) != nil, "\(name)'s rows are planned flat")
            }
        }
    }
}
