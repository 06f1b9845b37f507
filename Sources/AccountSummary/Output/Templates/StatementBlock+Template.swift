extension StatementBlock {
    /// The block's values for its partial, styled and escaped by `writer`: one case per block,
    /// so a block no template output handles does not compile.
    func templateContext(using writer: any ReportWriter) -> TemplateValue {
        switch self {
        case .header(let header): header.templateContext(using: writer)
        case .tiles(let tiles): tiles.templateContext(using: writer)
        case .totals(let totals): totals.templateContext(using: writer)
        case .accounts(let accounts): accounts.templateContext(using: writer)
        case .transactions(let list): list.templateContext(using: writer)
        case .footer(let footer): footer.templateContext(using: writer)
        case .custom(let block): block.templateContext(using: writer)
        }
    }
}

extension StatementBlock {
    /// Whether the page puts it before `main` (the header: HTML's banner landmark).
    var isLeading: Bool {
        switch self {
        case .header: true
        case .tiles, .totals, .accounts, .transactions, .footer, .custom: false
        }
    }

    /// Whether the page puts it after `main` (the footer: HTML's contentinfo landmark).
    var isTrailing: Bool {
        switch self {
        case .footer: true
        case .header, .tiles, .totals, .accounts, .transactions, .custom: false
        }
    }
}

extension CustomBlock {
    /// The values as `writer` makes them: text made safe and isolated, amounts in parts.
    func templateContext(using writer: any ReportWriter) -> TemplateValue {
        CustomBlock.context(values, using: writer)
    }

    private static func context(_ values: [String: Value], using writer: any ReportWriter) -> TemplateValue {
        .object(values.mapValues { value in
            switch value {
            case .text(let text): .string(writer.text(text).rendered)
            case .amount(let amount): .string(writer.amount(amount, style: .row).rendered)
            case .list(let records): .list(records.map { context($0, using: writer) })
            case .flag(let flag): .bool(flag)
            }
        })
    }
}
