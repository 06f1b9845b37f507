extension JSONValue {
    /// The six kinds of JSON value.
    ///
    /// ```swift
    /// try JSONDocument(parsing: #"[1, "1", true, null]"#).root.elements.map(\.kind)
    /// // [.number, .string, .bool, .null]
    /// ```
    package enum Kind: Hashable, Sendable, CaseIterable {
        case object
        case array
        case string
        case number
        /// `true` or `false`.
        case bool
        case null
    }
}
