/// Where a statement's amounts were read, so that a problem with one is named there (the file
/// and element it came from) rather than by a version-1 document's path the user never wrote.
///
/// Bank-file readers set it (``Statement/amountPlaces``); a statement read from a version-1
/// document has none, and its problems name their JSON paths.
///
/// ```swift
/// statement.amountPlaces?.balances[0]  // "day.ofx:75: OFX/BANKMSGSRSV1[1]/STMTTRNRS[1]/STMTRS[1]/LEDGERBAL/BALAMT"
/// // and an amount finer than its currency's minor unit is reported as
/// // "day.ofx:75: OFX/…/LEDGERBAL/BALAMT: 12.505 has more decimals than USD's 2 (…)"
/// ```
public struct AmountPlaces: Sendable, Hashable {
    /// Per account, in account order: where its balance was read.
    public var balances: [String]
    /// Per account: where its opening balance was read; nil where it was worked back from the
    /// balance and the transactions (OFX states none), so a problem is the others'.
    public var openings: [String?]
    /// Per transaction, in document order: where its amount was read.
    public var amounts: [String]

    /// Places from their parts.
    public init(balances: [String] = [], openings: [String?] = [], amounts: [String] = []) {
        self.balances = balances
        self.openings = openings
        self.amounts = amounts
    }
}
