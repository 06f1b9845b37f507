extension TemplateError {
    /// The kinds of tag that open a section and need a closing tag.
    public enum SectionKind: Sendable, Hashable {
        /// `{{#name}}`
        case section
        /// `{{^name}}`
        case invertedSection
        /// `{{<name}}`
        case parent
        /// `{{$name}}`
        case block
    }
}
