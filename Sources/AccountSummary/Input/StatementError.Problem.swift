extension StatementError {
    /// One thing wrong with a document, and where.
    ///
    /// ```swift
    /// let problem = StatementError.Problem(path: "accounts[2].balance",
    ///                                      message: #""12,50" is not an amount (…)"#, line: 7, column: 72)
    /// problem.description  // accounts[2].balance: "12,50" is not an amount (…)
    /// ```
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        /// The JSON path of the value: `accounts[2].balance`, or `""` for the whole document.
        /// For a missing member, the path it should have had.
        public var path: String
        /// What is wrong and what was expected, without the place.
        public var message: String
        /// The 1-based line of the value (of its object, for a missing member), when known.
        public var line: Int?
        /// The 1-based column, in Unicode scalars, when known.
        public var column: Int?
        /// Whether the document is not JSON at all; its line then keeps the JSON reader's form
        /// (`line 1, column 10 (a[1]): …`).
        public var isSyntaxError: Bool

        /// A problem from its parts.
        package init(path: String, message: String, line: Int? = nil, column: Int? = nil,
                     isSyntaxError: Bool = false) {
            self.path = path
            self.message = message
            self.line = line
            self.column = column
            self.isSyntaxError = isSyntaxError
        }
    }
}
