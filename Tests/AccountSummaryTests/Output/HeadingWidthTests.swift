import AccountSummary
import AccountSummaryTestSupport
import Foundation
import Testing

/// `--width` on the lines that are not rows of a table: an account's heading wraps at spaces
/// when shortening its name cannot fit it, never splitting its masked number; the
/// statement's period wraps, never cut. Only a line holding an amount, which is never cut,
/// may stay wider than the width.
@Suite("--width: account headings and the period wrap, whole")
struct HeadingWidthTests {
    /// The built-in sample and the framed fixture, with their periods and masked numbers.
    static let statements = ["sample", "framed"]

    static func report(_ name: String) throws -> StatementReport {
        let testCase = StatementGoldenTests.Case(name: name, fixture: name == "sample" ? nil : name)
        return try StatementReport(StatementGoldenTests.statement(testCase), options: ReportOptions())
    }

    /// Every amount the report shows, formatted: what a line may hold whole past the width.
    static func amounts(of report: StatementReport) -> [String] {
        var amounts: [String] = []
        for block in report.document.blocks {
            switch block {
            case .tiles(let tiles): amounts += tiles.tiles.compactMap { $0.balance?.string }
            case .totals(let totals): amounts += totals.rows.compactMap { $0.amount?.string }
            case .accounts(let accounts):
                for entry in accounts.entries {
                    amounts += ([entry.opening, entry.closing] + entry.summary).compactMap { $0.amount?.string }
                    amounts += entry.rows.flatMap { [entry.parts.format($0.amount).string] + [$0.balance.map { entry.parts.format($0).string }].compactMap { $0 } }
                }
            case .transactions(let list): amounts += list.rows.map(\.amount.string)
            case .header, .footer, .custom: continue
            }
        }
        return amounts
    }

    static func withoutSGR(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    @Test("widths 20 to 80: no line passes the width but for its amounts; the period and every masked number read whole",
          arguments: statements)
    func fits(_ name: String) throws {
        let report = try Self.report(name)
        let amounts = Self.amounts(of: report)
        let header = try #require(report.document.header)
        let period = try #require(header.period)
        let numbers = [report.document.accounts].compactMap { $0 }.flatMap { $0.entries.compactMap(\.maskedNumber) }
        #expect(numbers.count == 3)
        for color in [false, true] {
            for width in 20...80 {
                let output = Self.withoutSGR(try report.rendered(with: TerminalWriter(color: color, width: width),
                                                                 templates: DefaultTemplates.library(), strict: true))
                let lines = output.split(separator: "\n").map(String.init)
                for line in lines where DisplayWidth.of(line) > width {
                    #expect(amounts.contains { line.contains($0) }, "width \(width), color \(color): \(line) (\(DisplayWidth.of(line)) columns)")
                }
                // Lines joined (runs of spaces as one): a wrapped period or heading reads as written.
                let joined = lines.joined(separator: " ").split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
                #expect(joined.contains(period), "width \(width), color \(color): the period \(period) is not whole")
                for number in numbers {
                    // On one line: the masked number's space does not break.
                    #expect(lines.contains { $0.contains(number) }, "width \(width), color \(color): \(number) is split or cut")
                }
            }
        }
    }

    @Test("a heading that shortening can fit is shortened, as before; one it cannot fit wraps with the name whole")
    func headingAtForty() throws {
        let output = try Self.report("framed").rendered(with: TerminalWriter(color: false, width: 40),
                                                         templates: DefaultTemplates.library(), strict: true)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.contains("Ever…  Banking  Account number •••• 5678"))
        #expect(lines.contains("Visa Avion Card  Credit Card  Account"))
        #expect(lines.contains("number •••• 1234"))
    }

    @Test("the period line wraps at its spaces, never cut to an ellipsis")
    func periodAtTwenty() throws {
        let report = try Self.report("framed")
        let period = try #require(report.document.header?.period)
        let output = try report.rendered(with: TerminalWriter(color: false, width: 20), templates: DefaultTemplates.library(), strict: true)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let label = try #require(lines.firstIndex(of: "Statement period:"))
        // "November 1 – 30, 2026" (thin spaces around the dash, which do not break) on the two lines after it.
        #expect(lines[label + 1...label + 2].joined(separator: " ") == period)
        #expect(lines[label + 3].isEmpty)
    }
}
