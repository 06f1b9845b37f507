/// Whether a transaction has settled.
///
/// The raw values are the document's spelling.
///
/// ```swift
/// TransactionStatus(rawValue: "pending")  // .pending
/// TransactionStatus(rawValue: "posted")   // nil
/// ```
public enum TransactionStatus: String, Sendable, Hashable, CaseIterable {
    /// Authorised, not yet settled.
    case pending
    /// Settled.
    case completed
}
