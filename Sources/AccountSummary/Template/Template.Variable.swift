extension Template {
    /// `{{name}}`, `{{{name}}}` or `{{&name}}`: a value written in place.
    struct Variable: Sendable {
        let name: Name
        let isEscaped: Bool
        let location: TemplateError.Location
    }
}
