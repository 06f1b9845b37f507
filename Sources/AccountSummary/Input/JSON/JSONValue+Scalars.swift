extension JSONValue {
    /// The string's value with escapes decoded, or nil if this is not a string.
    ///
    /// A string without escapes costs one `String(decoding:)` of its bytes.
    ///
    /// ```swift
    /// try JSONDocument(parsing: #""caf\u00e9""#).root.string  // "café"
    /// ```
    package var string: String? { document.string(at: index) }

    /// The number's literal text exactly as written, or nil if this is not a number.
    ///
    /// Never goes through binary floating point, so `Decimal(string:)` of it is exact.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "12345678901234567890123456789012345678.5").root.numberText
    /// // "12345678901234567890123456789012345678.5"
    /// ```
    package var numberText: String? { document.numberText(at: index) }

    /// The boolean, or nil if this is not `true` or `false`.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "false").root.bool  // false
    /// ```
    package var bool: Bool? {
        switch node.tag {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// Whether this is `null`.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "null").root.isNull  // true
    /// ```
    package var isNull: Bool { node.tag == .null }
}
