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

    /// What a section iterates: a list given whole, or a sequence made on demand.
    ///
    /// ```swift
    /// let rows = Elements.list([1, 2, 3])
    /// rows.frame(at: 0)  // .value(.number("1")), pushed while the section renders it
    /// ```
    enum Elements: Sendable {
        case list([TemplateValue])
        case sequence(TemplateSequence)

        var count: Int {
            switch self {
            case .list(let values): values.count
            case .sequence(let sequence): sequence.count
            }
        }

        /// Element `index` as a context: a value, or a record whose fields are made on look-up.
        func frame(at index: Int) -> Frame {
            switch self {
            case .list(let values):
                return .value(values[index])
            case .sequence(let sequence):
                switch sequence.source {
                case .elements(let element): return .value(element(index))
                case .records(let records): return .record(records, index: index)
                }
            }
        }
    }
}
