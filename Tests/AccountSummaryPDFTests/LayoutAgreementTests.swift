import AccountSummary
import AccountSummaryTestSupport
@testable import AccountSummaryPDF
import Foundation
import Testing

/// Each box the native layout measures to decide a page break is drawn at that height (issue
/// 33, item 1): an account's statement (caption, heads, rows with their wrapped descriptions
/// and details, summary and closing lines, charts with their axes, a notice in as many lines
/// as it wraps to), every table's rows (the totals, each account's, each page of a list), each
/// tile (its wrapped name and notice) and each figure (a chart with its axis and legend, a
/// notice, the footer's rule), over a corpus: the framed fixtures in every shipped language,
/// one with names too long for a title's or a caption's line, the unreconciled one with its
/// notices, the generated year's statements, in both layouts, on A4 and Letter.
@Suite("Native layout: measured once, drawn as measured")
struct LayoutAgreementTests {
    static let fonts = try? StatementPDF.Fonts.installed()

    static func fixture(_ name: String) throws -> Statement {
        let path = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/\(name)").path
        return try StatementReader.read([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    static func corpus() throws -> [(name: String, statement: Statement, options: ReportOptions)] {
        var cases: [(String, Statement, ReportOptions)] = []
        let framed = try fixture("framed.json")
        for locale in ["en_US", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "nl_NL", "ru_RU", "pl_PL", "tr_TR", "he_IL", "ar_EG", "hi_IN",
                       "ja_JP", "zh_CN", "ko_KR"] {
            var options = ReportOptions()
            options.locale = locale
            cases.append(("framed.json \(locale)", framed, options))
        }
        var unreconciled = ReportOptions()
        unreconciled.allowsUnreconciled = true
        cases.append(("framed-unreconciled.json", try fixture("framed-unreconciled.json"), unreconciled))
        for name in ["framed-words.json", "card-credit.json", "empty-period.json", "multi-currency.json"] {
            cases.append((name, try fixture(name), ReportOptions()))
        }
        // A title and an account's caption too long for one line: both wrap, and the caption's
        // lines are part of the statement's measure.
        var long = framed
        long.customer.name = "Maximilian Alexander von Hohenzollern-Sigmaringen-Wittelsbach"
        long.accounts[0].name = "Business Premium Savings Account with 95-Day Notice Period and Sweep"
        cases.append(("framed.json, long names", long, ReportOptions()))
        for count in [12, 40, 160] {
            cases.append(("generated year, \(count)", try BankLayoutTests.framed(transactions: count), ReportOptions()))
        }
        return cases
    }

    /// The audited boxes of `report` laid out on a page of that size; nil for a script this machine has no font for.
    static func audited(_ report: StatementReport, width: Double, height: Double) throws -> [LayoutAudit.Box]? {
        var fonts = Self.fonts!
        if ["ja", "ko", "zh"].contains(where: report.languageCode.hasPrefix) { try fonts.addCJK(for: report) }
        var layout = StatementLayout(report: report, width: width, height: height, fonts: fonts)
        layout.audit = LayoutAudit()
        let result: Result<Void, PDFError> = Result { () throws(PDFError) in try layout.lay() }
        if case .failure(let error) = result {
            if case .missingGlyph = error { return nil }
            throw error
        }
        return layout.audit?.boxes
    }

    @Test("every account statement, table, tile and figure laid out on one page is as tall as it was measured", .enabled(if: fonts != nil),
          arguments: [PrintLayout.standard, .compact])
    func measuredAsDrawn(_ layout: PrintLayout) throws {
        var compared = 0, kinds: Set<String> = []
        for (name, statement, base) in try Self.corpus() {
            var options = base
            options.layout = layout
            let report = try StatementReport(statement, options: options)
            for (width, height) in [(595.2756, 841.8898), (612.0, 792.0)] {
                guard let boxes = try Self.audited(report, width: width, height: height) else { continue }
                for box in boxes {
                    #expect(abs(box.measured - box.drawn) < 1e-6, "\(name) \(width)×\(height): \(box.kind) measured \(box.measured), drawn \(box.drawn)")
                    compared += 1
                    kinds.insert(box.kind.rawValue)
                }
            }
        }
        #expect(compared > 50)
        #expect(kinds == ["accountStatement", "table", "tile", "figure"])
    }
}
