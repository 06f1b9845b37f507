import Foundation

/// One movement on an account.
///
/// ```swift
/// let coffee = Transaction(id: "t-1", accountId: "chk-1", date: .day(CalendarDate(parsing: "2026-11-20")!),
///                          description: "Coffee", amount: Decimal(string: "-4.50")!, status: .completed)
/// coffee.date.description  // "2026-11-20"
/// coffee.amount            // -4.5 (exact)
/// ```
public struct Transaction: Sendable, Hashable {
    /// The transaction's id, as the document gives it.
    public var id: String
    /// The ``Account/id`` of the account it belongs to.
    public var accountId: String
    /// When it happened: a day or a moment.
    public var date: TransactionDate
    /// What it was, exactly as the document gives it.
    public var description: String
    /// The signed amount, read exactly: negative for money out.
    public var amount: Decimal
    /// Pending or completed.
    public var status: TransactionStatus
    /// The bank's or the payer's reference for it (end-to-end id, `/EREF/`, `FITID`), if given.
    public var reference: String?
    /// The other side, if the source names it.
    public var counterparty: Counterparty?
    /// The amount in the currency it was made in, if the source gives one.
    public var originalAmount: OriginalAmount?

    /// A transaction from its parts.
    ///
    /// - Parameters:
    ///   - id: the transaction's id.
    ///   - accountId: the account it belongs to.
    ///   - date: a day or a moment.
    ///   - description: what it was.
    ///   - amount: the exact signed amount.
    ///   - status: pending or completed.
    ///   - reference: the bank's or payer's reference, if any.
    ///   - counterparty: the other side, if named.
    ///   - originalAmount: the amount in the currency it was made in, if given.
    public init(id: String, accountId: String, date: TransactionDate, description: String, amount: Decimal,
                status: TransactionStatus, reference: String? = nil, counterparty: Counterparty? = nil,
                originalAmount: OriginalAmount? = nil) {
        self.id = id
        self.accountId = accountId
        self.date = date
        self.description = description
        self.amount = amount
        self.status = status
        self.reference = reference
        self.counterparty = counterparty
        self.originalAmount = originalAmount
    }
}
