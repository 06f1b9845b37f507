extension HeaderSection {
    /// The greeting, date line, period and addresses, made by `writer`.
    func templateContext(using writer: any ReportWriter) -> TemplateValue {
        // Every key is present (null when absent) so that strict templates can test them.
        .object([
            "name": .string(writer.text(customerName).rendered),
            "brand": brand.map { .string(writer.text($0).rendered) } ?? .null,
            // The whole line, the name in its place: word order and punctuation are the language's.
            "greeting": greeting.map { .string(writer.phrase($0, style: .plain, values: [customerName]).rendered) } ?? .null,
            "date": dateLine.map { .string(writer.label($0, style: .muted).rendered) } ?? .null,
            "periodLabel": .string(writer.label(periodLabel, style: .muted).rendered),
            // A date range keeps its own direction beside the label (isolated like a name).
            "period": period.map { .string(writer.text($0).rendered) } ?? .null,
            // Read whole: with a width its line wraps, never cut.
            "periodLine": period.map {
                .string(writer.phrase(periodLine, style: .plain,
                                      arguments: [writer.label(periodLabel, style: .muted), writer.prose($0)]).rendered)
            } ?? .null,
            "customerAddress": .list(customerAddress.map { .string(writer.text($0).rendered) }),
            "bankAddress": .list(bankAddress.map { .string(writer.text($0).rendered) }),
            "hasCustomerAddress": .bool(!customerAddress.isEmpty),
            "hasBankAddress": .bool(!bankAddress.isEmpty),
        ])
    }
}
