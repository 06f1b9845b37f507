import AccountSummaryTestSupport
import Foundation
import Testing

/// The HTML statement checked by axe-core (the rules engine of browsers' accessibility audits)
/// in headless Chromium: no violation of the WCAG 2.0, 2.1 and 2.2 A and AA rules nor of axe's
/// best practices, for the demo in the light and the dark palette, a framed statement in every
/// shipped language, a filtered list and an empty statement.
///
/// axe-core (MPL-2.0) is not committed: `.ci/run` takes `axe.min.js` from PyPI's
/// `axe-playwright-python` wheel into `.build/axe/`; `ACCOUNT_SUMMARY_AXE` names another copy.
/// Without it these tests are skipped, except in CI, where its absence fails.
@Suite("Accessibility: axe-core in a real browser")
struct AccessibilityTests {
    static let axe: String? = {
        let candidates = [ProcessInfo.processInfo.environment["ACCOUNT_SUMMARY_AXE"],
                          PackagePaths.root.appendingPathComponent(".build/axe/axe.min.js").path].compactMap { $0 }
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }()
    static var available: Bool { axe != nil && BrowserTests.chromium != nil }
    static let absence: Comment = "needs axe.min.js (.ci/run fetches it from PyPI's axe-playwright-python) and Chromium"

    @Test("axe-core is there in CI")
    func presentInCI() {
        if ProcessInfo.processInfo.environment["CI"] != nil {
            #expect(Self.available, "CI must have axe.min.js in .build/axe (.ci/run fetches it) and Chromium")
        }
    }

    /// The violations axe finds in a page: each rule's id and the first places it names.
    static func violations(_ html: String, in folder: TemporaryFolder, dark: Bool = false) throws -> [String] {
        var page = html
        // The dark palette, as a reader who prefers it sees the page.
        if dark { page = page.replacingOccurrences(of: "prefers-color-scheme: dark", with: "min-width: 0px") }
        let script = try String(contentsOfFile: axe!, encoding: .utf8)
        let runner = """
            <script>\(script)</script><script>
            axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']}})
              .then(r => { const pre = document.createElement('pre'); pre.id = 'axe-results';
                pre.textContent = JSON.stringify(r.violations.map(v => v.id + ': ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', ')));
                document.body.appendChild(pre); });
            </script>
            """
        page = page.replacingOccurrences(of: "</body>", with: runner + "</body>")
        let path = folder.path("page-\(UUID().uuidString).html")
        try page.write(toFile: path, atomically: true, encoding: .utf8)
        let dom = try BrowserTests.run(BrowserTests.chromium!, ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=15000",
                                                                 "--user-data-dir=\(folder.path("profile"))", "--dump-dom", "file://\(path)"])
        guard let start = dom.range(of: "<pre id=\"axe-results\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw AxeFailure(message: "axe gave no results")
        }
        let json = dom[start.upperBound..<end.lowerBound]
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode([String].self, from: Data(json.utf8))
    }

    struct AxeFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    @Test("the demo, light and dark: no violation", .enabled(if: available, absence))
    func demo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try ToolRunner.run(["demo"], in: folder.url).status == 0)
        let html = try String(contentsOfFile: folder.path("output/demo.html"), encoding: .utf8)
        #expect(try Self.violations(html, in: folder) == [])
        #expect(try Self.violations(html, in: folder, dark: true) == [])
    }

    @Test("a framed statement in every shipped language: no violation", .enabled(if: available, absence),
          arguments: ["en_US", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "nl_NL", "ru_RU", "pl_PL", "tr_TR",
                      "ar_EG", "he_IL", "hi_IN", "ja_JP", "zh_CN", "ko_KR"])
    func languages(locale: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out.html")
        let result = try ToolRunner.run(["render", BrowserTests.fixtures.appendingPathComponent("framed.json").path,
                                         "-f", "html", "--locale", locale, "-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(try Self.violations(html, in: folder) == [])
        #expect(try Self.violations(html, in: folder, dark: true) == [])
    }

    @Test("a filtered list, the overview and an empty statement: no violation", .enabled(if: available, absence), arguments: [
        ("framed.json", ["--status", "pending"]), ("framed.json", ["--sections", "overview"]), ("empty-statement.json", [String]()),
    ])
    func otherPages(fixture: String, options: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out.html")
        let result = try ToolRunner.run(["render", BrowserTests.fixtures.appendingPathComponent(fixture).path, "-f", "html", "-o", out] + options)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.violations(try String(contentsOfFile: out, encoding: .utf8), in: folder) == [])
    }

    @Test("the check can fail: faint text and a page without landmarks are reported", .enabled(if: available, absence))
    func reportsViolations() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let page = #"<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><p style="color:#aaa;background:#fff">faint</p></body></html>"#
        let found = try Self.violations(page, in: folder)
        #expect(found.contains { $0.hasPrefix("color-contrast:") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("landmark-one-main:") }, "\(found)")
    }
}
