import Foundation

/// One account on a statement: its id, type, name, balance and currency.
///
/// ```swift
/// let account = Account(id: "chk-1", type: .banking, name: "Basic Savings",
///                       balance: Decimal(string: "929466.23")!, currency: "USD")
/// account.type        // .banking
/// account.balance     // 929466.23 (exact)
/// ```
///
/// A source that does not state the account's balances (a camt.054 notification, BAI2
/// without ledger balances, a bank CSV without a balance column, OFX without `LEDGERBAL`;
/// `"balance": null` in a version-1 document) gives `balance` nil: the account is shown with
/// its transactions and "balances not stated", no opening or closing figure, no
/// reconciliation claim, and its currency's totals say so rather than leave it out.
public struct Account: Sendable, Hashable {
    /// The id transactions refer to; unique within a statement.
    public var id: String
    /// Banking, credit card or investment.
    public var type: AccountType
    /// The account's display name, exactly as the document gives it.
    public var name: String
    /// The balance, read exactly from the document's text; nil when the source does not state
    /// it ("balances not stated": no opening balance either).
    public var balance: Decimal?
    /// The ISO 4217 code of the balance: the account's own, or else the statement's.
    public var currency: String
    /// The balance at the start of the statement's period, read exactly; nil when the
    /// document gives none (always nil when ``balance`` is). For a credit card, like
    /// ``balance``, what the customer owes.
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
    ///   - balance: the exact balance; nil when the source does not state it.
    ///   - currency: the ISO 4217 code the balance is in.
    ///   - openingBalance: the exact balance at the start of the period, if known.
    ///   - number: the account number, if any (shown only masked).
    public init(id: String, type: AccountType, name: String, balance: Decimal?, currency: String,
                openingBalance: Decimal? = nil, number: String? = nil) {
        self.id = id
        self.type = type
        self.name = name
        self.balance = balance
        self.currency = currency
        self.openingBalance = openingBalance
        self.number = number
    }

    /// Whether the source states the account's balances (``balance`` is not nil).
    public var balancesStated: Bool { balance != nil }
}
