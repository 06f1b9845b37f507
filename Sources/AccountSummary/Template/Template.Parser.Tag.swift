extension Template.Parser {
    /// One `{{…}}` tag as scanned.
    struct Tag {
        enum Kind: Equatable {
            case variable(escaped: Bool)
            case section
            case invertedSection
            case close
            case comment
            case partial
            case parent
            case block
            case delimiters

            /// Whether a line holding only this tag (and whitespace) disappears.
            var canStandAlone: Bool {
                if case .variable = self { return false }
                return true
            }

            var opensSection: Bool {
                self == .section || self == .invertedSection || self == .parent || self == .block
            }
        }

        let kind: Kind
        /// The name, trimmed; for dynamic names `*` then the dotted name.
        let name: String
        /// The whole tag, delimiters included.
        let range: Range<Int>
        let location: TemplateError.Location
        /// The delimiters the tag is written with.
        let delimiters: Template.Delimiters
        /// For partial, parent and block tags on a standalone line: the whitespace
        /// before the tag, less the enclosing block's own indentation; `nil` inline.
        var indentation: String? = nil
        /// For block tags: whether the content starts on the next line, because the
        /// tag ends a standalone line.
        var contentStartsLine = false
    }
}
