extension FooterSection {
    /// The contact and legal lines, made by `writer`.
    func templateContext(using writer: any ReportWriter) -> TemplateValue {
        .object([
            "contact": contact.map { .string(writer.text($0).rendered) } ?? .null,
            "legal": .list(legal.map { .string(writer.text($0).rendered) }),
        ])
    }
}
