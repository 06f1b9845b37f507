/// The account tiles, in input order, with an empty state for a statement without accounts.
///
/// ```swift
/// AccountTilesSection(tiles: [tile], wording: wording).partial  // "tiles"
/// ```
public struct AccountTilesSection: ReportSection {
    /// One tile: type label and colour, name, balance title, balance in parts.
    public struct Tile: Sendable {
        /// The account's type (its label and colour).
        public var type: AccountType
        /// The account's name.
        public var name: String
        /// The balance, in parts to style, as the totals show it: a card's balance as money
        /// owed, with its sign (a card owing 118.57 shows -118.57; one in credit, a positive amount);
        /// nil when the source states no balances (the tile says "Balances not stated").
        public var balance: FormattedAmount?
        /// The "Not reconciled: …" notice, when rendering an unreconciled account anyway.
        public var notice: String? = nil
    }

    /// One tile per account, in input order; empty for a statement without accounts.
    public var tiles: [Tile]
    /// The report's words.
    public var wording: ReportWording

    /// The `tiles` partial.
    public var partial: String { "tiles" }

    /// The tiles, their words and amounts made by `writer`.
    public func context(using writer: any ReportWriter) -> TemplateValue {
        // Each type's words once, not once per tile.
        let typeCells = AccountType.allCases.map { writer.accountType($0, label: wording.phrase($0.labelKey)) }
        let titleCells = AccountType.allCases.map { writer.label(wording.phrase($0.balanceTitleKey), style: .muted) }
        func slot(_ type: AccountType) -> Int { AccountType.allCases.firstIndex(of: type)! }
        let notStated = wording.phrase(.statementBalancesNotStated)
        let rows = writer.table(
            tiles.map { tile in
                [typeCells[slot(tile.type)], writer.text(tile.name), titleCells[slot(tile.type)],
                 tile.balance.map { writer.amount($0, style: .tile) } ?? writer.label(notStated, style: .muted)]
            },
            alignments: [.leading, .leading, .leading, .decimal])
        let values: [TemplateValue] = zip(tiles, rows).map { tile, cells in
            .object([
                "type": .string(cells[0]), "color": .string(tile.type.color.rawValue),
                "name": .string(cells[1]), "balanceTitle": .string(cells[2]), "balance": .string(cells[3]),
                "stated": .bool(tile.balance != nil),
                "notice": tile.notice.map { .string(writer.label($0, style: .strong).rendered) } ?? .null,
            ])
        }
        return .object([
            "title": .string(writer.label(wording.phrase(.sectionAccounts), style: .heading).rendered),
            "tiles": .list(values),
            "emptyState": .string(writer.label(wording.phrase(.emptyAccounts), style: .muted).rendered),
        ])
    }
}
