extension TotalsSection {
    /// The rows, their words and amounts made by `writer`.
    func templateContext(using writer: any ReportWriter) -> TemplateValue {
        let notStated = wording.phrase(.statementBalancesNotStated)
        let cells = writer.table(
            rows.map { row in
                [writer.label(row.label, style: row.isNet ? .strong : .plain),
                 row.amount.map { writer.amount($0, style: .total) } ?? writer.label(notStated, style: .muted)]
            },
            alignments: [.leading, .decimal])
        return .object([
            "title": .string(writer.label(title, style: .heading).rendered),
            "rows": .list(zip(rows, cells).map { row, cells in
                .object(["label": .string(cells[0]), "amount": .string(cells[1]), "net": .bool(row.isNet),
                         "stated": .bool(row.amount != nil)])
            }),
        ])
    }
}
