extension JSONValue {
    /// The error for this value not being one of `kinds`, at its place.
    ///
    /// ```swift
    /// try JSONDocument(parsing: #"{"balance":{}}"#).root["balance"]!.mismatch(expected: [.string, .number]).description
    /// // line 1, column 12 (balance): expected a string or a number, found an object
    /// ```
    package func mismatch(expected kinds: [Kind]) -> JSONError {
        .typeMismatch(expected: kinds, found: kind, at: position, path: path)
    }

    /// The value of member `key`, or an error if this is not an object or has no such key.
    ///
    /// ```swift
    /// try JSONDocument(parsing: #"{"customer":{}}"#).root["customer"]!.expectMember("name")
    /// // throws: line 1, column 13 (customer): missing required key "name"
    /// ```
    package func expectMember(_ key: String) throws(JSONError) -> JSONValue {
        guard node.tag == .object else { throw mismatch(expected: [.object]) }
        guard let value = self[key] else { throw JSONError.missingKey(key, at: position, path: path) }
        return value
    }

    /// The members, or an error if this is not an object.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "[]").root.expectMembers()
    /// // throws: line 1, column 1 ($): expected an object, found an array
    /// ```
    package func expectMembers() throws(JSONError) -> Members {
        guard node.tag == .object else { throw mismatch(expected: [.object]) }
        return members
    }

    /// The elements, or an error if this is not an array.
    ///
    /// ```swift
    /// try JSONDocument(parsing: #"{"accounts":{}}"#).root["accounts"]!.expectElements()
    /// // throws: line 1, column 13 (accounts): expected an array, found an object
    /// ```
    package func expectElements() throws(JSONError) -> Elements {
        guard node.tag == .array else { throw mismatch(expected: [.array]) }
        return elements
    }

    /// The string, or an error if this is not a string.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "5").root.expectString()
    /// // throws: line 1, column 1 ($): expected a string, found a number
    /// ```
    package func expectString() throws(JSONError) -> String {
        guard let string else { throw mismatch(expected: [.string]) }
        return string
    }

    /// The number's literal text, or an error if this is not a number.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "-4.50").root.expectNumberText()  // "-4.50"
    /// ```
    package func expectNumberText() throws(JSONError) -> String {
        guard let numberText else { throw mismatch(expected: [.number]) }
        return numberText
    }

    /// The text of a string or the literal of a number, or an error for any other value: how
    /// amounts are read, since they may be written either way.
    ///
    /// ```swift
    /// try JSONDocument(parsing: #"[-4.50, "-4.50"]"#).root.elements.map { try $0.expectStringOrNumberText() }
    /// // ["-4.50", "-4.50"]
    /// ```
    package func expectStringOrNumberText() throws(JSONError) -> String {
        if let numberText { return numberText }
        guard let string else { throw mismatch(expected: [.string, .number]) }
        return string
    }

    /// The boolean, or an error if this is not `true` or `false`.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "null").root.expectBool()
    /// // throws: line 1, column 1 ($): expected a boolean, found null
    /// ```
    package func expectBool() throws(JSONError) -> Bool {
        guard let bool else { throw mismatch(expected: [.bool]) }
        return bool
    }
}
