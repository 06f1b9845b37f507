extension JSONValue {
    /// The members of an object, in document order; empty for any other value.
    ///
    /// ```swift
    /// try JSONDocument(parsing: #"{"a":1,"b":true}"#).root.members.map(\.key)  // ["a", "b"]
    /// ```
    package struct Members: Collection, Sendable {
        package typealias Index = ChildIndex

        let document: JSONDocument
        package let startIndex: ChildIndex
        package let endIndex: ChildIndex
        /// The number of members, known without walking them.
        package let count: Int

        init(_ value: JSONValue) {
            let node = value.node
            document = value.document
            let isObject = node.tag == .object
            startIndex = ChildIndex(tapeIndex: isObject ? value.index + 2 : value.index)
            endIndex = ChildIndex(tapeIndex: isObject ? node.payload : value.index)
            count = isObject ? value.document.storage.count(of: value.index) : 0
        }

        package var isEmpty: Bool { count == 0 }

        package subscript(position: ChildIndex) -> Member {
            precondition(position >= startIndex && position < endIndex, "index out of range")
            return Member(document: document, keyIndex: position.tapeIndex)
        }

        package func index(after position: ChildIndex) -> ChildIndex {
            ChildIndex(tapeIndex: document.storage.next(after: position.tapeIndex + 1))
        }
    }
}
