extension AccountTilesSection {
    /// The tiles, their words and amounts made by `writer`.
    func templateContext(using writer: any ReportWriter) -> TemplateValue {
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
