import Foundation

/// The kinds of account, and everything that varies by kind, in one place.
///
/// ```swift
/// AccountType.creditCard.labelKey     // .accountTypeCreditCard ("Credit Card" in English)
/// AccountType.banking.color            // .teal
/// AccountType.creditCard.netEffect     // .liability (a balance is money owed)
/// ```
public enum AccountType: String, Sendable, Hashable, CaseIterable, Codable {
    /// A chequing or savings account: its balance is the customer's money.
    case banking
    /// A credit card: its balance is what the customer owes.
    case creditCard
    /// An investment account: its balance is a market value.
    case investment

    /// The colour of the type label and the tile's underline.
    public var color: Color {
        switch self {
        case .banking: .teal
        case .creditCard: .orange
        case .investment: .purple
        }
    }

    /// How a balance counts toward the net position.
    public var netEffect: NetEffect {
        switch self {
        case .banking, .investment: .asset
        case .creditCard: .liability
        }
    }

    /// A type's colour, by name; writers choose the exact shade for their medium.
    public enum Color: String, Sendable, Hashable, CaseIterable {
        /// Banking accounts.
        case teal
        /// Credit cards.
        case orange
        /// Investments.
        case purple
    }

    /// Whether a balance adds to or subtracts from the net position.
    public enum NetEffect: Sendable, Hashable {
        /// Money held: adds to the net position.
        case asset
        /// Money owed: subtracts from the net position.
        case liability

        /// How an amount signed from the customer's side moves the balance: `1` for money
        /// held (money in raises it), `-1` for money owed (money in, a payment, lowers it).
        ///
        /// ```swift
        /// AccountType.creditCard.netEffect.sign  // -1
        /// ```
        public var sign: Decimal {
            switch self {
            case .asset: 1
            case .liability: -1
            }
        }

        /// The balance after a transaction of `amount` (signed from the customer's side).
        ///
        /// ```swift
        /// AccountType.banking.netEffect.balance(100, after: -30)     // 70
        /// AccountType.creditCard.netEffect.balance(100, after: -30)  // 130 owed
        /// ```
        public func balance(_ balance: Decimal, after amount: Decimal) -> Decimal {
            // The small exact path where it applies; the same bytes as the operators (checked
            // by the money tests).
            switch self {
            case .asset: ExactArithmetic.smallSum(balance, amount, subtracting: false) ?? balance + amount
            case .liability: ExactArithmetic.smallSum(balance, amount, subtracting: true) ?? balance - amount
            }
        }
    }
}
