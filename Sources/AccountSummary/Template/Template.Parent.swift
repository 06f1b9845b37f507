extension Template {
    /// `{{<name}}…{{/name}}`: another template rendered in place, with blocks passed to it.
    struct Parent: Sendable {
        let name: PartialName
        /// The blocks passed to the parent, by name.
        let blocks: [String: Block]
        /// The whitespace before a standalone tag, added to each line; `nil` when inline.
        let indentation: String?
        let location: TemplateError.Location
    }
}
