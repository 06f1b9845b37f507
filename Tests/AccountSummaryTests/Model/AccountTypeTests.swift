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
        // The words come from the catalog, in the report's language; English here.
        #expect(StringCatalog.builtIn.phrase(type.labelKey.rawValue, language: "en") == label)
        #expect(StringCatalog.builtIn.phrase(type.balanceTitleKey.rawValue, language: "en") == title)
        #expect(type.color == color)
        #expect(type.netEffect == effect)
    }

    @Test("input names map to types", arguments: [("banking", AccountType.banking), ("creditCard", .creditCard), ("investment", .investment)])
    func rawValues(_ name: String, _ type: AccountType) {
        #expect(AccountType(rawValue: name) == type)
        #expect(AccountType(rawValue: "credit_card") == nil)
    }
}
