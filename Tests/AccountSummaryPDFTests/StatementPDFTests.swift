import AccountSummary
import AccountSummaryFixtures
import AccountSummaryTestSupport
@testable import AccountSummaryPDF
import Foundation
import Testing

/// Whole statements through the native layout, read back by poppler: a long list breaks
/// across pages with its heads on each, and every row's description and amount is there.
@Suite("Native statement layout read by poppler")
struct StatementPDFTests {
    static let pdftotext = ExternalTool.find("pdftotext")
    static let fonts = try? StatementPDF.Fonts.installed()
    static var available: Bool { pdftotext != nil && fonts != nil }

    /// The generated statement (seeded; amounts of every size), with its non-Latin merchant
    /// names replaced: those scripts are Chromium's until the native writer sets them.
    static func statement(transactions: Int) throws -> Statement {
        let bytes = StatementDocumentGenerator().document(transactionCount: transactions).bytes
        var statement = try StatementReader.read(bytes)
        for index in statement.transactions.indices {
            let description = statement.transactions[index].description
            let covered = description.unicodeScalars.allSatisfy { scalar in fonts!.regular.contains { $0.glyph(for: scalar) != nil } }
            if !covered {
                statement.transactions[index].description = "Merchant \(index)"
            }
        }
        return statement
    }

    static func pages(_ pdf: [UInt8]) throws -> [String] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("statement.pdf")
        try Data(pdf).write(to: URL(fileURLWithPath: path))
        let text = try pdftotext!.run(["-layout", path, "-"]).stdout
        return text.split(separator: "\u{0C}", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }

    @Test("400 transactions: every row on some page, in order; each page of the list starts under the heads; Page N of M",
          .enabled(if: available))
    func longList() throws {
        let statement = try Self.statement(transactions: 400)
        var options = ReportOptions()
        options.sections = [.pending, .completed]
        let report = try StatementReport(statement, options: options)
        let pdf = try StatementPDF.bytes(report, paper: .a4, fonts: Self.fonts!)
        let pages = try Self.pages(pdf)
        #expect(pages.count > 5)
        let heads = [report.wording.phrase(.columnDate), report.wording.phrase(.columnDescription)]
        for (number, page) in pages.enumerated() {
            let lines = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            // A page of the list starts under its heads, or with the next list's title and then its heads.
            let titles = report.sections.compactMap { ($0 as? TransactionListSection)?.title }
            let headLine = titles.contains(lines.first ?? "") ? lines.dropFirst().first : lines.first
            if number > 0 { #expect(heads.allSatisfy { headLine?.contains($0) == true }, "page \(number + 1) starts with the heads: \(lines.prefix(2))") }
            #expect(lines.last?.hasSuffix("Page \(number + 1) of \(pages.count)") == true)
        }
        // Every row's amount, in the order the report lists them, across the pages.
        let text = pages.joined()
        var searchFrom = text.startIndex
        for case let list as TransactionListSection in report.sections {
            for row in list.rows {
                guard let found = text.range(of: row.amount.string, range: searchFrom..<text.endIndex) else {
                    Issue.record("\(row.amount.string) (\(row.description)) not found after the rows before it")
                    return
                }
                searchFrom = found.upperBound
            }
        }
    }
}
