// Member shortcuts for decoding records: the same results and errors as
// `expectMember(key).expectString()` and friends, without building a cursor for the member
// (no reference counting on the success path).

extension JSONValue {
    /// Member `key`'s string, or an error if this is not an object, the key is missing or its
    /// value is not a string.
    ///
    /// ```swift
    /// try JSONDocument(parsing: #"{"id":"t-1"}"#).root.expectString(forKey: "id")  // "t-1"
    /// ```
    package func expectString(forKey key: String) throws(JSONError) -> String {
        if let member = memberIndex(key), let string = document.string(at: member) { return string }
        return try expectMember(key).expectString()
    }

    /// Member `key`'s number literal, or an error if this is not an object, the key is missing
    /// or its value is not a number.
    ///
    /// ```swift
    /// try JSONDocument(parsing: #"{"rate":0.05}"#).root.expectNumberText(forKey: "rate")  // "0.05"
    /// ```
    package func expectNumberText(forKey key: String) throws(JSONError) -> String {
        if let member = memberIndex(key), let text = document.numberText(at: member) { return text }
        return try expectMember(key).expectNumberText()
    }

    /// Member `key`'s string or number literal (an amount), or an error if this is not an
    /// object, the key is missing or its value is neither.
    ///
    /// ```swift
    /// try JSONDocument(parsing: #"{"amount":-4.5}"#).root.expectStringOrNumberText(forKey: "amount")  // "-4.5"
    /// ```
    package func expectStringOrNumberText(forKey key: String) throws(JSONError) -> String {
        if let member = memberIndex(key),
           let text = document.numberText(at: member) ?? document.string(at: member) {
            return text
        }
        return try expectMember(key).expectStringOrNumberText()
    }

    /// Member `key`'s boolean, or an error if this is not an object, the key is missing or its
    /// value is not `true` or `false`.
    ///
    /// ```swift
    /// try JSONDocument(parsing: #"{"closed":false}"#).root.expectBool(forKey: "closed")  // false
    /// ```
    package func expectBool(forKey key: String) throws(JSONError) -> Bool {
        if let member = memberIndex(key) {
            switch document.storage[member].tag {
            case .true: return true
            case .false: return false
            default: break
            }
        }
        return try expectMember(key).expectBool()
    }
}
