extension TemplateError {
    /// Where in which template a problem is: the template's name, then line and
    /// column, both 1-based (the column counts Unicode scalars).
    ///
    /// ```swift
    /// TemplateError.Location(template: "statement.html.mustache", line: 14, column: 9).description
    /// // "statement.html.mustache:14:9"
    /// ```
    public struct Location: Sendable, Hashable, CustomStringConvertible {
        /// The template's name, usually its file name.
        public var template: String
        /// The line, from 1.
        public var line: Int
        /// The column, from 1, in Unicode scalars.
        public var column: Int

        /// Creates a location.
        public init(template: String, line: Int, column: Int) {
            self.template = template
            self.line = line
            self.column = column
        }

        public var description: String {
            "\(template):\(line):\(column)"
        }
    }
}
