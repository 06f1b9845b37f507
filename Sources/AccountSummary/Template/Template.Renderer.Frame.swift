extension Template.Renderer {
    /// One level of the context stack: a value, or an element of a sequence of records,
    /// whose fields are made only when a tag looks them up.
    ///
    /// ```swift
    /// // {{#rows}}{{amount}}{{/rows}} over a record sequence pushes .record(rows, index: 0), …
    /// ```
    enum Frame: Sendable {
        case value(TemplateValue)
        case record(TemplateSequence.Records, index: Int)

        /// The member `name` of this context, if it is an object (or a record) that has one.
        func member(_ name: String) -> TemplateValue? {
            switch self {
            case .value(.object(let members)):
                return members[name]
            case .value:
                return nil
            case .record(let records, let index):
                guard let field = records.field(named: name) else { return nil }
                return records.value(index, field)
            }
        }

        /// The context as a whole value (`{{.}}`); a record is made with all its fields.
        var value: TemplateValue {
            switch self {
            case .value(let value): value
            case .record(let records, let index): records.object(at: index)
            }
        }
    }
}
