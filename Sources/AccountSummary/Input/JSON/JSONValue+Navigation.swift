extension JSONValue {
    /// The member or element count of an object or array; 0 for any other value.
    ///
    /// ```swift
    /// try JSONDocument(parsing: #"{"a":[1,2,3]}"#).root["a"]?.count  // 3
    /// ```
    package var count: Int {
        node.tag.isContainer ? document.storage.count(of: index) : 0
    }

    /// The value of member `key`, or nil if this is not an object or has no such key.
    ///
    /// Keys are compared as bytes, without building a `String`, unless the document's key has
    /// escapes. Linear in the object's member count.
    ///
    /// ```swift
    /// try JSONDocument(parsing: #"{"id":"chk-1"}"#).root["id"]?.string  // "chk-1"
    /// ```
    package subscript(key: String) -> JSONValue? {
        memberIndex(key).map { JSONValue(document: document, index: $0) }
    }

    /// The tape index of member `key`'s value, or nil if this is not an object or has no such
    /// key.
    @inline(__always)
    func memberIndex(_ key: String) -> Int? {
        node.tag == .object ? document.member(of: index, key: key) : nil
    }

    /// The element at `offset` (from 0), or nil if this is not an array or the offset is out of
    /// range. Linear in `offset`: iterate ``elements`` to visit them all.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "[10, 20]").root[1]?.numberText  // "20"
    /// ```
    package subscript(offset: Int) -> JSONValue? {
        guard node.tag == .array, offset >= 0, offset < count else { return nil }
        let elements = elements
        return elements[elements.index(elements.startIndex, offsetBy: offset)]
    }

    /// The members of an object in document order; empty for any other value.
    ///
    /// ```swift
    /// for member in try JSONDocument(parsing: #"{"a":1}"#).root.members { print(member.key) }  // a
    /// ```
    package var members: Members { Members(self) }

    /// The elements of an array in order; empty for any other value.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "[1,2]").root.elements.compactMap(\.numberText)  // ["1", "2"]
    /// ```
    package var elements: Elements { Elements(self) }
}
