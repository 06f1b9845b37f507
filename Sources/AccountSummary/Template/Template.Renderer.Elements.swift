extension Template.Renderer {
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
