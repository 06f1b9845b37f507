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

    /// A transaction from its parts.
    ///
    /// - Parameters:
    ///   - id: the transaction's id.
    ///   - accountId: the account it belongs to.
    ///   - date: a day or a moment.
    ///   - description: what it was.
    ///   - amount: the exact signed amount.
    ///   - status: pending or completed.
    public init(id: String, accountId: String, date: TransactionDate, description: String, amount: Decimal,
                status: TransactionStatus) {
        self.id = id
        self.accountId = accountId
        self.date = date
        self.description = description
        self.amount = amount
        self.status = status
    }
}
