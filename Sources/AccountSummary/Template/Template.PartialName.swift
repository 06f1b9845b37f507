extension Template {
    /// The name of a partial or parent: fixed, or looked up in the context (`{{>*name}}`).
    enum PartialName: Sendable, Hashable {
        case fixed(String)
        case dynamic(Name)
    }
}
