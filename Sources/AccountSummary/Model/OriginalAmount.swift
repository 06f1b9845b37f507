import Foundation

/// What a transaction was in the currency it was made in, shown beside the booked amount and
/// never converted.
///
/// camt `AmtDtls/InstdAmt`, MT940 `/OCMT/EUR12,50/`, OFX `ORIGCURRENCY`, a CSV profile's
/// original-amount column. The version-1 document's optional `originalAmount` object
/// (`{"amount", "currency"}`).
///
/// ```swift
/// let paid = OriginalAmount(amount: Decimal(string: "-12.50")!, currency: "CHF")
/// paid.currency  // "CHF"
/// ```
public struct OriginalAmount: Sendable, Hashable {
    /// The exact amount in ``currency``, signed as the transaction's own amount.
    public var amount: Decimal
    /// Its ISO 4217 code.
    public var currency: String

    /// An original amount from its parts.
    ///
    /// - Parameters:
    ///   - amount: the exact amount.
    ///   - currency: its ISO 4217 code.
    public init(amount: Decimal, currency: String) {
        self.amount = amount
        self.currency = currency
    }
}
