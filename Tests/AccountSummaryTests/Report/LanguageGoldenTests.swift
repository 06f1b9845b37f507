import AccountSummaryTestSupport
import Foundation
import Testing
@testable import AccountSummary

/// The framed statement with pages in six languages, pinned byte for byte in every format.
@Suite("Language golden files")
struct LanguageGoldenTests {
    static let locales = ["de_DE", "fr_FR", "ja_JP", "ar_EG", "hi_IN", "ru_RU"]

    @Test("the framed statement with pages matches its golden file in each format", arguments: locales)
    func golden(_ locale: String) throws {
        let report = try StatementReport(ReportLanguageTests.fixture(), options: ReportLanguageTests.paged(locale))
        for (ext, writer) in StatementGoldenTests.writers {
            let output = try report.rendered(with: writer, templates: DefaultTemplates.library(), strict: true)
            try Snapshot.expect(output, named: locale, ext: ext, suite: "LanguageGoldenTests")
        }
    }
}
