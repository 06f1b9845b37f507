extension Template {
    /// One element of a parsed template.
    enum Node: Sendable {
        /// Literal text, written as it is.
        case text(String)
        /// The start of a line of template text: where a partial's or block's
        /// indentation is written.
        case lineStart
        /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (not escaped).
        case variable(Variable)
        /// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
        case section(Section)
        /// `{{>name}}` or `{{>*name}}`.
        case partial(Partial)
        /// `{{<name}}…{{/name}}`: a partial with blocks passed to it.
        case parent(Parent)
        /// `{{$name}}…{{/name}}`: a place a parent's caller may fill.
        case block(Block)
    }
}
