extension JSONPath {
    /// One step of a path: an object key or an array index (from 0).
    ///
    /// ```swift
    /// JSONPath(["accounts", 2]).components  // [.key("accounts"), .index(2)]
    /// ```
    package enum Component: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        case key(String)
        case index(Int)

        /// `"balance"` is `.key("balance")`.
        package init(stringLiteral value: String) { self = .key(value) }

        /// `2` is `.index(2)`.
        package init(integerLiteral value: Int) { self = .index(value) }
    }
}
