/// The account tiles, in input order, with an empty state for a statement without accounts.
///
/// ```swift
/// AccountTilesSection(tiles: [tile]).partial  // "tiles"
/// ```
public struct AccountTilesSection: ReportSection {
    /// One tile: type label and colour, name, balance title, balance in parts.
    public struct Tile: Sendable {
        public var type: AccountType
        public var name: String
        public var balance: FormattedAmount
        /// The "Not reconciled: …" notice, when rendering an unreconciled account anyway.
        public var notice: String? = nil
    }

    public var tiles: [Tile]
    public static let emptyState = "No accounts to show"

    public var partial: String { "tiles" }

    public func context(using writer: any ReportWriter) -> TemplateValue {
        let rows = writer.table(
            tiles.map { tile in
                [writer.accountType(tile.type), writer.text(tile.name),
                 writer.label(tile.type.balanceTitle, style: .muted), writer.amount(tile.balance, style: .tile)]
            },
            alignments: [.leading, .leading, .leading, .decimal])
        let values: [TemplateValue] = zip(tiles, rows).map { tile, cells in
            .object([
                "type": .string(cells[0]), "color": .string(tile.type.color.rawValue),
                "name": .string(cells[1]), "balanceTitle": .string(cells[2]), "balance": .string(cells[3]),
                "notice": tile.notice.map { .string(writer.label($0, style: .strong).rendered) } ?? .null,
            ])
        }
        return .object([
            "title": .string(writer.label("Accounts", style: .heading).rendered),
            "tiles": .list(values),
            "emptyState": .string(writer.label(AccountTilesSection.emptyState, style: .muted).rendered),
        ])
    }
}
