/// The account tiles, in input order, with an empty state for a statement without accounts.
///
/// ```swift
/// StatementBlock.tiles(AccountTilesSection(tiles: [tile], wording: wording)).partial  // "tiles"
/// ```
public struct AccountTilesSection: Sendable {
    /// One tile: type label and colour, name, balance title, balance in parts.
    public struct Tile: Sendable {
        /// The account's type (its label and colour).
        public package(set) var type: AccountType
        /// The account's name.
        public package(set) var name: String
        /// The balance, in parts to style, as the totals show it: a card's balance as money
        /// owed, with its sign (a card owing 118.57 shows -118.57; one in credit, a positive amount);
        /// nil when the source states no balances (the tile says "Balances not stated").
        public package(set) var balance: FormattedAmount?
        /// The "Not reconciled: …" notice, when rendering an unreconciled account anyway.
        public package(set) var notice: String? = nil
    }

    /// One tile per account, in input order; empty for a statement without accounts.
    public package(set) var tiles: [Tile]
    /// The report's words.
    public package(set) var wording: ReportWording
}
