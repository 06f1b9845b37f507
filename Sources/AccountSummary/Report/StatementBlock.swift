/// One block of a statement document: a closed set that every output switches over.
///
/// The text, ANSI and HTML templates lay each out with its partial; the native PDF and the
/// CSV switch over every case, so adding a case is a compile error in each output until it
/// says what it does with it.
///
/// ```swift
/// for block in report.document.blocks {
///     switch block {
///     case .tiles(let tiles): print(tiles.tiles.count, "tiles")
///     case .header, .totals, .accounts, .transactions, .footer, .custom: break
///     }
/// }
/// ```
public enum StatementBlock: Sendable {
    /// Brand, greeting, customer, addresses, date and period.
    case header(HeaderSection)
    /// One tile per account.
    case tiles(AccountTilesSection)
    /// Totals per account type and currency, and the net position.
    case totals(TotalsSection)
    /// Each account's statement over the period (a statement with a period).
    case accounts(AccountStatementSection)
    /// A list of transactions: pending, completed, or one filtered list.
    case transactions(TransactionListSection)
    /// The bank's contact and legal lines.
    case footer(FooterSection)
    /// A block of a user's own templates, added by an app.
    case custom(CustomBlock)

    /// The partial that lays the block out in the template formats (without the format's suffix).
    ///
    /// ```swift
    /// StatementBlock.totals(totals).partial  // "totals"
    /// ```
    public var partial: String {
        switch self {
        case .header: "header"
        case .tiles: "tiles"
        case .totals: "totals"
        case .accounts: "accounts"
        case .transactions(let list): list.showsStatus ? "filtered" : "transactions"
        case .footer: "footer"
        case .custom(let block): block.partial
        }
    }
}
