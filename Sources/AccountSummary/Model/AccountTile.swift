import Foundation

/// One account as a tile shows it: its type, name and balance.
///
/// The view model behind an account tile; the type supplies the label,
/// balance title and colour, the formatter the balance's parts.
///
/// ```swift
/// let tile = AccountTile(type: .banking, name: "Basic Savings", balance: Decimal(string: "929466.23")!)
/// tile.label         // "Banking"
/// tile.balanceTitle  // "Current balance"
/// tile.formattedBalance(with: usd).dollars  // "929,466"
/// ```
public struct AccountTile: Sendable, Hashable {
    public var type: AccountType
    public var name: String
    public var balance: Decimal

    public init(type: AccountType, name: String, balance: Decimal) {
        self.type = type
        self.name = name
        self.balance = balance
    }

    /// The type's label ("Banking", "Credit Card", "Investment").
    public var label: String { type.label }
    /// The title above the balance ("Current balance", "Value").
    public var balanceTitle: String { type.balanceTitle }
    /// The type's colour.
    public var color: AccountType.Color { type.color }

    /// The balance formatted in parts, for the tile's raised currency sign and cents.
    public func formattedBalance(with formatter: CurrencyFormatter) -> FormattedAmount {
        formatter.parts.format(balance)
    }
}
