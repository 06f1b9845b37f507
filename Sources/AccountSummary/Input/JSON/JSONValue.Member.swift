extension JSONValue {
    /// One `"key": value` pair of an object.
    ///
    /// ```swift
    /// let member = try JSONDocument(parsing: #"{"a\tb":1}"#).root.members.first!
    /// (member.key, member.value.numberText)  // ("a\tb", "1")
    /// ```
    package struct Member: Sendable {
        let document: JSONDocument
        let keyIndex: Int

        /// The key, escapes decoded.
        package var key: String { document.key(at: keyIndex) }

        /// Whether the key equals `text`, compared as bytes when the key has no escapes.
        package func keyEquals(_ text: String) -> Bool {
            document.stringNode(document.storage[keyIndex], equals: text)
        }

        /// Which of `keys` the key is, compared as bytes when it has no escapes; nil for none.
        ///
        /// ```swift
        /// switch member.key(in: fields) { case .id?: … case .amount?: … case nil: break }
        /// ```
        func key<Key>(in keys: JSONKeys<Key>) -> Key? {
            document.knownKey(at: keyIndex, in: keys)
        }

        /// The member's value.
        package var value: JSONValue { JSONValue(document: document, index: keyIndex + 1) }
    }
}
