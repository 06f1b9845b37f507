extension Template {
    /// `{{>name}}` or `{{>*name}}`: another template rendered in place.
    struct Partial: Sendable {
        let name: PartialName
        /// The whitespace before a standalone tag, added to each line; `nil` when inline.
        let indentation: String?
        let location: TemplateError.Location
    }
}
