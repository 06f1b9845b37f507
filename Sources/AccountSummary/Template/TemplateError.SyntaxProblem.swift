extension TemplateError {
    /// What is wrong with template text; ``TemplateError/description`` words it.
    ///
    /// ```swift
    /// TemplateError.syntax(location, .unclosedTag(expected: "}}")).description
    /// // "statement.html.mustache:3:5: unclosed tag (expected }})"
    /// ```
    public enum SyntaxProblem: Sendable, Hashable {
        /// A tag opens but its closing delimiter never comes; `expected` is that delimiter.
        case unclosedTag(expected: String)
        /// A tag that needs a name has none; `example` shows one with the current delimiters.
        case missingName(example: String)
        /// A name with spaces inside or an empty part between dots (`a..b`).
        case invalidName(String)
        /// A set-delimiters tag that does not hold exactly two delimiters.
        case invalidDelimiters(String)
        /// A section, inverted section, parent or block is never closed;
        /// `expected` is the closing tag it needs.
        case unclosedSection(String, kind: SectionKind, expected: String)
        /// A closing tag that closes nothing open, or not the innermost open one;
        /// `expected` is the closing tag that was due, if any.
        case unexpectedClosingTag(String, expected: String?)
    }
}
