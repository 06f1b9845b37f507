extension Template {
    /// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`: content rendered per value, or when there is none.
    struct Section: Sendable {
        let name: Name
        let isInverted: Bool
        let nodes: [Node]
        /// The unrendered text between the tags, for section lambdas.
        let rawText: String
        /// The delimiters in effect at the opening tag, for section lambdas.
        let delimiters: Delimiters
        let location: TemplateError.Location
    }
}
