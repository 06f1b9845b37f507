import AccountSummary
import AccountSummaryTestSupport
import Foundation
import Testing

/// A credit card's balance is what the customer owes (positive: owed). The report shows it
/// one way wherever it adds up with the others: on its tile and in the Totals, as money
/// owed, with a minus sign.
@Suite("Credit cards: one sign for what is owed")
struct CardSignTests {
    /// Every statement the goldens render that has one card in its currency.
    static let fixtures: [String?] = [nil, "framed", "de_DE", "ar_EG", "he_IL", "en_IN", "paged", "empty-lists", "card-credit",
                                      "multi-currency", "framed-words"]

    static func report(_ fixture: String?) throws -> StatementReport {
        let testCase = StatementGoldenTests.Case(name: fixture ?? "sample", fixture: fixture)
        return try StatementReport(StatementGoldenTests.statement(testCase), options: ReportOptions())
    }

    @Test("a card's tile shows the amount its Totals row shows", arguments: fixtures)
    func tileAgreesWithTotals(_ fixture: String?) throws {
        let report = try Self.report(fixture)
        let tiles = try #require(report.sections.compactMap { $0 as? AccountTilesSection }.first)
        let totals = try #require(report.sections.compactMap { $0 as? TotalsSection }.first)
        let cardLabel = report.wording.phrase(AccountType.creditCard.labelKey)
        let cards = tiles.tiles.filter { $0.type == .creditCard }
        #expect(cards.count == 1)
        for card in cards {
            let row = try #require(totals.rows.first { $0.label.hasPrefix(cardLabel) })
            #expect(card.balance.string == row.amount.string, "tile \(card.balance.string), Totals \(row.amount.string)")
            #expect(card.balance.isNegative == row.amount.isNegative)
        }
    }

    @Test("owed is negative on the tile; a card in credit is positive")
    func signs() throws {
        // framed.json's card owes 118.57; card-credit.json's is 75.00 in credit.
        let owed = try #require(try Self.report("framed").sections.compactMap { $0 as? AccountTilesSection }.first?
            .tiles.first { $0.type == .creditCard })
        #expect(owed.balance.string == "-$118.57")
        let inCredit = try #require(try Self.report("card-credit").sections.compactMap { $0 as? AccountTilesSection }.first?
            .tiles.first { $0.type == .creditCard })
        #expect(!inCredit.balance.isNegative)
    }
}
