import AccountSummary
import AccountSummaryTestSupport
@testable import AccountSummaryPDF
import Foundation
import Testing

/// Input the native writer must set without overprinting or refusing it: a long reference
/// with no space (a SEPA end-to-end id) breaks between characters inside its cell, as the
/// HTML's `overflow-wrap: anywhere` breaks it; a control character in a name shows as
/// U+FFFD, as in every other format.
@Suite("Native layout of long references and control characters")
struct UnbrokenTextTests {
    static let fonts = try? StatementPDF.Fonts.installed()
    static let pdftotext = ExternalTool.find("pdftotext")

    /// A SEPA end-to-end id: 35 characters, no space.
    static let reference = "E2E20261103RENT0000123456789ABCDEFG"
    /// A German bank's structured remittance run together (`?20`–`?29` of MT940's `:86:`):
    /// the end-to-end and mandate references with no space between them, 60 characters.
    static let remittance = "EREF+" + reference + "MREF+MANDATE20260042"

    /// `framed.json` with ``remittance`` in the description of a list row (pending, beside the
    /// account column) and of an account statement row (beside the amounts).
    static func statement() throws -> Statement {
        let path = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/framed.json").path
        var statement = try StatementReader.read([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        let pending = try #require(statement.transactions.firstIndex { $0.status == .pending })
        statement.transactions[pending].description = "Streaming " + remittance
        let rent = try #require(statement.transactions.firstIndex { $0.description == "Rent: Maple Court" })
        statement.transactions[rent].description = "Rent " + remittance
        return statement
    }

    @Test("a word wider than the limit breaks between grapheme clusters, every line within the limit", .enabled(if: fonts != nil),
          arguments: [40.0, 90.0, 150.0])
    func breaksAnywhere(limit: Double) throws {
        let report = try StatementReport(try Self.statement(), options: ReportOptions())
        let layout = StatementLayout(report: report, width: 595.2756, height: 841.8898, fonts: Self.fonts!)
        let text = "Streaming " + Self.reference + " Visa 👩‍👩‍👧"
        let lines = layout.wrapped(text, size: StatementLayout.body, limit: limit)
        #expect(lines.count > 2)
        for line in lines {
            #expect(layout.measure(line, size: StatementLayout.body) <= limit, "\(line) is wider than \(limit)")
        }
        // Nothing lost or reordered: the family emoji, which no installed font draws, is set as
        // its name (see EmojiNames), broken between its words like any other.
        let shown = "Streaming " + Self.reference + " Visa [woman + woman + girl]"
        #expect(lines.joined().filter { $0 != " " } == shown.filter { $0 != " " })
    }

    @Test("the list's description cells: no line passes the cell's right edge", .enabled(if: fonts != nil))
    func listCells() throws {
        let report = try StatementReport(try Self.statement(), options: ReportOptions())
        let list = try #require(report.document.lists.first)
        let layout = StatementLayout(report: report, width: 595.2756, height: 841.8898, fonts: Self.fonts!)
        let wording = report.wording
        var heads = [wording.phrase(.columnDate), wording.phrase(.columnDescription), wording.phrase(.columnAccount)]
        if list.showsStatus { heads.append(wording.phrase(.columnStatus)) }
        heads.append(wording.phrase(.columnAmount))
        let table = layout.listTable(list, rows: 0..<list.rows.count, heads: heads)
        // The description starts at positions[1]; its cell ends a padding before the account's text.
        let cellEnd = table.positions[2] - 2 * StatementLayout.cellInset
        var checked = 0
        for row in table.rows {
            for line in row.lines[1] {
                checked += 1
                #expect(table.positions[1] + layout.measure(line, size: StatementLayout.body) <= cellEnd + 1e-9,
                        "\(line) passes the description cell's edge")
            }
        }
        #expect(checked >= 3, "the reference took several lines")
    }

    /// The words poppler reads on each page, with their boxes.
    struct Word {
        var text: String
        var xMin: Double, yMin: Double, xMax: Double
    }

    static func words(_ pdf: [UInt8]) throws -> [[Word]] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("statement.pdf")
        try Data(pdf).write(to: URL(fileURLWithPath: path))
        let xhtml = try pdftotext!.run(["-bbox", path, "-"]).stdout
        return xhtml.components(separatedBy: "<page ").dropFirst().map { page in
            page.matches(of: /<word xMin="([0-9.]+)" yMin="([0-9.]+)" xMax="([0-9.]+)" yMax="[0-9.]+">([^<]*)<\/word>/).map {
                Word(text: String($0.4), xMin: Double($0.1)!, yMin: Double($0.2)!, xMax: Double($0.3)!)
            }
        }
    }

    @Test("read back by poppler: the remittance's parts stay left of the amount and balance of their row", .enabled(if: fonts != nil && pdftotext != nil),
          arguments: [PaperSize.a4, .letter])
    func readBack(paper: PaperSize) throws {
        let report = try StatementReport(try Self.statement(), options: ReportOptions())
        let pages = try Self.words(try StatementPDF.bytes(report, paper: paper, fonts: Self.fonts!))
        var parts: [String] = []
        for words in pages {
            // The remittance's parts: its pieces with a letter (a date's or an amount's digits may be pieces of it too).
            for fragment in words where fragment.text.count >= 2 && Self.remittance.contains(fragment.text) && fragment.text.contains(where: \.isLetter) {
                parts.append(fragment.text)
                // The row's amounts: right of where the description starts, within its row's lines.
                let amounts = words.filter { word in
                    (word.text.hasPrefix("$") || word.text.hasPrefix("-$")) && word.xMin > fragment.xMin && abs(word.yMin - fragment.yMin) < 60
                }
                #expect(!amounts.isEmpty)
                for amount in amounts {
                    #expect(fragment.xMax <= amount.xMin, "\(fragment.text) ends at \(fragment.xMax), over \(amount.text) at \(amount.xMin)")
                }
            }
        }
        // Every character is there, in order, across the parts (in the account statement, then in the pending list).
        #expect(parts.joined() == Self.remittance + Self.remittance)
    }

    @Test("a control character in a customer's or an account's name is set as U+FFFD, not refused",
          .enabled(if: fonts != nil && pdftotext != nil), arguments: ["\u{07}", "\u{1B}", "\u{7F}", "\u{85}", "\u{202E}"])
    func controlCharacters(control: String) throws {
        var statement = try Self.statement()
        statement.customer.name = "Jona\(control)than"
        statement.accounts[0].name = "Every\(control)day Chequing"
        let report = try StatementReport(statement, options: ReportOptions())
        let pdf = try StatementPDF.bytes(report, paper: .a4, fonts: Self.fonts!)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("statement.pdf")
        try Data(pdf).write(to: URL(fileURLWithPath: path))
        let text = try Self.pdftotext!.run([path, "-"]).stdout
        #expect(text.contains("Jona\u{FFFD}than"))
        #expect(text.contains("Every\u{FFFD}day Chequing"))
        #expect(!text.unicodeScalars.contains { $0 == control.unicodeScalars.first! })
        // The document information and the outline say it the same way.
        let info = try Self.pdftotext!.run(["-bbox", path, "-"]).stdout
        #expect(!info.unicodeScalars.contains { $0 == control.unicodeScalars.first! })
    }
}
