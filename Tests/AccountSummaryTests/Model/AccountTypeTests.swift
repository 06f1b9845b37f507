import Foundation
import Testing
@testable import AccountSummary

@Suite("Account types and tiles")
struct AccountTypeTests {
    @Test("what varies by type", arguments: [
        (AccountType.banking, "Banking", "Current balance", AccountType.Color.teal, AccountType.NetEffect.asset),
        (.creditCard, "Credit Card", "Current balance", .orange, .liability),
        (.investment, "Investment", "Value", .purple, .asset),
    ])
    func presentation(_ type: AccountType, _ label: String, _ title: String, _ color: AccountType.Color,
                      _ effect: AccountType.NetEffect) {
        #expect(type.label == label)
        #expect(type.balanceTitle == title)
        #expect(type.color == color)
        #expect(type.netEffect == effect)
    }

    @Test("input names map to types", arguments: [("banking", AccountType.banking), ("creditCard", .creditCard), ("investment", .investment)])
    func rawValues(_ name: String, _ type: AccountType) {
        #expect(AccountType(rawValue: name) == type)
        #expect(AccountType(rawValue: "credit_card") == nil)
    }

    @Test("a tile gives the balance's parts in one call")
    func tile() throws {
        let usd = try CurrencyFormatter(currency: "USD", locale: Locale(identifier: "en_US"))
        let tile = AccountTile(type: .banking, name: "Basic Savings", balance: try #require(Decimal(string: "929466.23")))
        let balance = tile.formattedBalance(with: usd)
        #expect(tile.label == "Banking")
        #expect(tile.balanceTitle == "Current balance")
        #expect(balance.currencySymbol == "$")
        #expect(balance.dollars == "929,466")
        #expect(balance.cents == "23")
        #expect(balance.sign == "")
        #expect(balance.string == "$929,466.23")
    }
}
