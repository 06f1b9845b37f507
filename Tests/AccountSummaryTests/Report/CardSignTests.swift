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
        let tiles = try #require(report.document.tiles)
        let totals = try #require(report.document.totals)
        let cardLabel = report.wording.phrase(AccountType.creditCard.labelKey)
        let cards = tiles.tiles.filter { $0.type == .creditCard }
        #expect(cards.count == 1)
        for card in cards {
            let row = try #require(totals.rows.first { $0.label.hasPrefix(cardLabel) })
            let tile = try #require(card.balance), total = try #require(row.amount)
            #expect(tile.string == total.string, "tile \(tile.string), Totals \(total.string)")
            #expect(tile.isNegative == total.isNegative)
        }
    }

    @Test("owed is negative on the tile; a card in credit is positive")
    func signs() throws {
        // framed.json's card owes 118.57; card-credit.json's is 75.00 in credit.
        let owed = try #require(try Self.report("framed").document.tiles?
            .tiles.first { $0.type == .creditCard })
        #expect(owed.balance?.string == "-$118.57")
        let inCredit = try #require(try Self.report("card-credit").document.tiles?
            .tiles.first { $0.type == .creditCard })
        #expect(inCredit.balance?.isNegative == false)
    }
}

/// A card whose document seems to state what is owed as a negative balance (the other sign
/// convention) is rendered as version 1 reads it, with a warning the command prints.
@Suite("Credit cards: a warning when the document seems to use the other sign convention")
struct CardSignWarningTests {
    static func statement(_ fixture: String, card balance: String, opening: String? = nil) throws -> Statement {
        var statement = try StatementGoldenTests.statement(StatementGoldenTests.Case(name: fixture, fixture: fixture))
        let index = try #require(statement.accounts.firstIndex { $0.type == .creditCard })
        statement.accounts[index].balance = try #require(Decimal(string: balance, locale: Locale(identifier: "en_US_POSIX")))
        statement.accounts[index].openingBalance = opening.flatMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) }
        return statement
    }

    @Test("paged's card as it was (balance -1520.50, fifteen purchases): one warning, worded once")
    func reversed() throws {
        let report = try StatementReport(try Self.statement("paged", card: "-1520.50"), options: ReportOptions())
        #expect(report.warnings == [.cardSignReversed(path: "accounts[1]")])
        #expect(report.warnings.map(\.description) == [
            "accounts[1]: the card's balance and its purchases disagree in sign; "
                + "the document probably uses the other convention (positive balance = owed)",
        ])
    }

    @Test("no warning where the figures agree with version 1, or give no evidence", arguments: [
        ("paged", "1520.50", nil),   // owes, after purchases: as version 1 reads it
        ("paged", "-1520.50", "0"),  // an opening of nothing owed: not the other convention throughout
        ("de_DE", "-1520.50", nil),  // only a pending purchase: no evidence
        ("card-credit", "-75.00", "45.00"),  // in credit by paying more than it bought (its completed amounts are +120)
    ] as [(String, String, String?)])
    func noWarning(fixture: String, balance: String, opening: String?) throws {
        var options = ReportOptions()
        options.allowsUnreconciled = true
        let report = try StatementReport(try Self.statement(fixture, card: balance, opening: opening), options: options)
        #expect(report.warnings.isEmpty)
    }

    @Test("the samples and the fixtures as shipped warn of nothing", arguments: CardSignTests.fixtures)
    func shipped(_ fixture: String?) throws {
        #expect(try CardSignTests.report(fixture).warnings.isEmpty)
    }
}
