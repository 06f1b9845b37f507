import AccountSummaryTestSupport
import Foundation
import Testing
@testable import AccountSummary

/// Every format of every reference statement, pinned byte for byte.
@Suite("Statement golden files")
struct StatementGoldenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// A fixture in Tests/AccountSummaryTests/Fixtures, or nil for the built-in sample.
        var fixture: String?
        var options = ReportOptions()
        var testDescription: String { name }
    }

    static let cases: [Case] = {
        var paged = ReportOptions()
        paged.pageSize = 20
        paged.page = 2
        var noMatch = ReportOptions()
        noMatch.filter.search = "zzz"
        noMatch.filter.status = .completed
        var pendingOnly = ReportOptions()
        pendingOnly.filter.status = .pending
        var unreconciled = ReportOptions()
        unreconciled.allowsUnreconciled = true
        var overview = ReportOptions()
        overview.sections = StatementSection.overview
        return [
            Case(name: "demo"),
            Case(name: "demo-pending", options: pendingOnly),
            Case(name: "en_IN", fixture: "en_IN"),
            Case(name: "de_DE", fixture: "de_DE"),
            Case(name: "ar_EG", fixture: "ar_EG"),
            Case(name: "he_IL", fixture: "he_IL"),
            Case(name: "empty-statement", fixture: "empty-statement"),
            Case(name: "empty-lists", fixture: "empty-lists"),
            Case(name: "paged", fixture: "paged"),
            Case(name: "paged-page-2", fixture: "paged", options: paged),
            Case(name: "filter-no-match", fixture: "paged", options: noMatch),
            Case(name: "hostile", fixture: "hostile"),
            Case(name: "framed", fixture: "framed"),
            Case(name: "framed-unreconciled", fixture: "framed-unreconciled", options: unreconciled),
            Case(name: "framed-overview", fixture: "framed", options: overview),
            Case(name: "card-credit", fixture: "card-credit"),
            Case(name: "multi-currency", fixture: "multi-currency"),
            Case(name: "empty-period", fixture: "empty-period"),
        ]
    }()

    static let writers: [(ext: String, writer: any ReportWriter)] = [
        ("txt", TerminalWriter(color: false)), ("ansi", TerminalWriter(color: true)), ("html", HTMLWriter()),
    ]

    static func statement(_ testCase: Case) throws -> Statement {
        guard let fixture = testCase.fixture else { return .sample }
        let url = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/\(fixture).json")
        return try StatementReader.read([UInt8](Data(contentsOf: url)))
    }

    static func render(_ testCase: Case, _ writer: any ReportWriter) throws -> String {
        let report = try StatementReport(statement(testCase), options: testCase.options)
        return try report.rendered(with: writer, templates: DefaultTemplates.library(), strict: true)
    }

    @Test("each statement in each format matches its golden file", arguments: cases)
    func golden(_ testCase: Case) throws {
        for (ext, writer) in Self.writers {
            try Snapshot.expect(Self.render(testCase, writer), named: testCase.name, ext: ext, suite: "StatementGoldenTests")
        }
    }

    @Test("output is byte-identical on every run")
    func deterministic() throws {
        for testCase in Self.cases {
            for (_, writer) in Self.writers {
                #expect(try Self.render(testCase, writer) == Self.render(testCase, writer))
            }
        }
    }

    @Test("text carries no control characters but newline, whatever the input", arguments: cases)
    func textIsClean(_ testCase: Case) throws {
        let text = try Self.render(testCase, TerminalWriter(color: false))
        let controls = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
        #expect(controls.isEmpty, "controls: \(controls.map { String($0.value, radix: 16) })")
        Self.expectOnlyOwnIsolates(text)
    }

    @Test("ANSI carries SGR sequences and nothing else, whatever the input", arguments: cases)
    func ansiIsOnlySGR(_ testCase: Case) throws {
        let ansi = try Self.render(testCase, TerminalWriter(color: true))
        // Remove every SGR sequence: what remains must hold no ESC and no other control.
        let withoutSGR = ansi.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        let controls = withoutSGR.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
        #expect(controls.isEmpty, "controls: \(controls.map { String($0.value, radix: 16) })")
        Self.expectOnlyOwnIsolates(ansi)
    }

    @Test("HTML escapes every input string and stays self-contained", arguments: cases)
    func htmlIsEscaped(_ testCase: Case) throws {
        let html = try Self.render(testCase, HTMLWriter())
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        // No live tag or external resource: input markup appears only escaped.
        for forbidden in ["<script", "<img", "<iframe", "<link", "@import", "url("] {
            #expect(!html.contains(forbidden), "\(forbidden) in the page")
        }
        // The only links are the page's own: the account navigation's, to its sections.
        let links = html.components(separatedBy: "<a ").count - 1
        #expect(html.matches(of: /<a href="#account-[0-9]+">/).count == links, "a link that is not the navigation's")
        #expect(html.components(separatedBy: "<style>").count == 2, "one inline stylesheet")
        if testCase.fixture == "hostile" {
            #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
            #expect(html.contains("&lt;/td&gt;&lt;img src=x onerror=alert(1)&gt;"))
        }
        let controls = html.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
            || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }
        #expect(controls.isEmpty, "controls: \(controls.map { String($0.value, radix: 16) })")
    }

    @Test("right-to-left locales set the page direction")
    func direction() throws {
        #expect(try Self.render(Case(name: "ar", fixture: "ar_EG"), HTMLWriter()).contains("<html lang=\"ar\" dir=\"rtl\">"))
        #expect(try Self.render(Case(name: "he", fixture: "he_IL"), HTMLWriter()).contains("<html lang=\"he\" dir=\"rtl\">"))
        #expect(try Self.render(Case(name: "en", fixture: nil), HTMLWriter()).contains("<html lang=\"en\" dir=\"ltr\">"))
    }

    /// Only the tool's own balanced FSI…PDI may appear; no embedding, override or other isolate.
    static func expectOnlyOwnIsolates(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var depth = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2068: depth += 1
            case 0x2069:
                depth -= 1
                #expect(depth >= 0, "unbalanced PDI", sourceLocation: sourceLocation)
            case 0x202A...0x202E, 0x2066, 0x2067:
                Issue.record("bidi control U+\(String(scalar.value, radix: 16, uppercase: true))", sourceLocation: sourceLocation)
            default: break
            }
        }
        #expect(depth == 0, "unbalanced FSI", sourceLocation: sourceLocation)
    }
}
