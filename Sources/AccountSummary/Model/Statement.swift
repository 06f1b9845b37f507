import Foundation

/// Everything one account summary shows: the customer, the accounts and their transactions.
///
/// What ``StatementReader`` makes of a version-1 document, with the defaults filled in.
///
/// ```swift
/// let statement = Statement(
///     customer: Customer(name: "Jonathan"),
///     accounts: [Account(id: "chk-1", type: .banking, name: "Basic Savings",
///                        balance: Decimal(string: "929466.23")!, currency: "USD")])
/// statement.locale        // "en_US"
/// statement.currency      // "USD"
/// statement.transactions  // []
/// ```
public struct Statement: Sendable, Hashable {
    /// Whom the statement is for.
    public var customer: Customer
    /// The brand shown in the header (`bank.name`), if any.
    public var bankName: String?
    /// When the statement was made, in the document's local time; nil for no greeting time
    /// and no date line.
    public var asOf: Timestamp?
    /// The locale identifier amounts are formatted for; `en_US` by default.
    public var locale: String
    /// The statement's ISO 4217 currency code; `USD` by default.
    public var currency: String
    /// The accounts, in document order.
    public var accounts: [Account]
    /// The transactions, in document order.
    public var transactions: [Transaction]
    /// The days the statement covers, if it is framed as a statement (`period`).
    public var period: StatementPeriod?
    /// The bank's postal address, line by line (`bank.address`); empty when none.
    public var bankAddress: [String] = []
    /// How to reach the bank (`bank.contact`), if given.
    public var bankContact: String?
    /// The bank's legal lines (`bank.legal`); empty when none.
    public var bankLegal: [String] = []

    /// A statement from its parts; the optional ones default as a document's do.
    ///
    /// - Parameters:
    ///   - customer: whom it is for.
    ///   - bankName: the brand, if any.
    ///   - asOf: when it was made, if known.
    ///   - locale: the locale identifier.
    ///   - currency: the ISO 4217 code.
    ///   - accounts: the accounts.
    ///   - transactions: the transactions.
    ///   - period: the days the statement covers, if any.
    public init(customer: Customer, bankName: String? = nil, asOf: Timestamp? = nil, locale: String = "en_US",
                currency: String = "USD", accounts: [Account], transactions: [Transaction] = [],
                period: StatementPeriod? = nil) {
        self.customer = customer
        self.bankName = bankName
        self.asOf = asOf
        self.locale = locale
        self.currency = currency
        self.accounts = accounts
        self.transactions = transactions
        self.period = period
    }
}
