import Foundation

/// One account on a statement: its id, type, name, balance and currency.
///
/// ```swift
/// let account = Account(id: "chk-1", type: .banking, name: "Basic Savings",
///                       balance: Decimal(string: "929466.23")!, currency: "USD")
/// account.type        // .banking
/// account.balance     // 929466.23 (exact)
/// ```
public struct Account: Sendable, Hashable {
    /// The id transactions refer to; unique within a statement.
    public var id: String
    /// Banking, credit card or investment.
    public var type: AccountType
    /// The account's display name, exactly as the document gives it.
    public var name: String
    /// The balance, read exactly from the document's text.
    public var balance: Decimal
    /// The ISO 4217 code of the balance: the account's own, or else the statement's.
    public var currency: String
    /// The balance at the start of the statement's period, read exactly; nil when the
    /// document gives none. For a credit card, like ``balance``, what the customer owes.
    public var openingBalance: Decimal?
    /// The account number as the document gives it; never shown whole, only through
    /// ``AccountNumber/masked(_:)``.
    public var number: String?

    /// An account from its parts.
    ///
    /// - Parameters:
    ///   - id: the id transactions refer to.
    ///   - type: the kind of account.
    ///   - name: the display name.
    ///   - balance: the exact balance.
    ///   - currency: the ISO 4217 code the balance is in.
    ///   - openingBalance: the exact balance at the start of the period, if known.
    ///   - number: the account number, if any (shown only masked).
    public init(id: String, type: AccountType, name: String, balance: Decimal, currency: String,
                openingBalance: Decimal? = nil, number: String? = nil) {
        self.id = id
        self.type = type
        self.name = name
        self.balance = balance
        self.currency = currency
        self.openingBalance = openingBalance
        self.number = number
    }
}
