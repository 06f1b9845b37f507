@testable import AccountSummary
import Foundation
import Testing

/// The terminal writer's fitting marks (U+001C–U+001F) come from the writer alone: input text
/// cannot carry them, a template cannot hold them, and no output keeps one.
@Suite("Fitting marks: the writer's alone")
struct FitMarkTests {
    @Test("a template holding a mark (or any other control character) is a syntax error naming where", arguments: FitMark.allCases)
    func templateRefused(mark: FitMark) {
        let source = "{{#rows}}\n  \(String(decoding: [mark.byte], as: UTF8.self))forged{{description}}\u{1F}\n{{/rows}}"
        #expect(throws: TemplateError.self) { try Template(source, name: "rows.text.mustache") }
        do {
            _ = try Template(source, name: "rows.text.mustache")
        } catch {
            let code = String(mark.byte, radix: 16, uppercase: true)
            #expect(error.description.hasPrefix("rows.text.mustache:2:3: control character U+00\(code) in the template's text"), "\(error)")
        }
    }

    @Test("tabs, carriage returns and line feeds stay allowed; every shipped template parses")
    func allowed() throws {
        #expect(throws: Never.self) { try Template("a\tb\r\nc\n", name: "t") }
        #expect(try !DefaultTemplates.library().names.isEmpty)
    }

    @Test("marks in input text are replaced; fitted output never holds one", arguments: [nil, 24] as [Int?])
    func neverInOutput(width: Int?) throws {
        var statement = Statement.sample
        let forged = (FitMark.allCases.map { String(decoding: [$0.byte], as: UTF8.self) }).joined()
        statement.customer.name = "Jo\(forged)nathan"
        statement.transactions[0].description = "\(forged)Coffee\(forged)"
        let report = try StatementReport(statement, options: ReportOptions())
        for color in [false, true] {
            let text = try report.rendered(with: TerminalWriter(color: color, width: width), templates: DefaultTemplates.library())
            #expect(!text.utf8.contains { FitMark(rawValue: $0) != nil }, "color \(color), width \(width.map(String.init) ?? "none")")
            #expect(text.contains("Jo\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}nathan"))
        }
    }
}
