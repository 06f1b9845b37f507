extension JSONValue {
    /// The elements of an array, in order; empty for any other value.
    ///
    /// A forward collection whose `count` is O(1); stepping to the next element skips the
    /// current one's whole subtree in one step.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "[1, [2, 3], 4]").root.elements.map(\.kind)  // [.number, .array, .number]
    /// ```
    package struct Elements: Collection, Sendable {
        package typealias Index = ChildIndex

        let document: JSONDocument
        package let startIndex: ChildIndex
        package let endIndex: ChildIndex
        /// The number of elements, known without walking them.
        package let count: Int

        init(_ value: JSONValue) {
            let node = value.node
            document = value.document
            let isArray = node.tag == .array
            startIndex = ChildIndex(tapeIndex: isArray ? value.index + 2 : value.index)
            endIndex = ChildIndex(tapeIndex: isArray ? node.payload : value.index)
            count = isArray ? value.document.storage.count(of: value.index) : 0
        }

        package var isEmpty: Bool { count == 0 }

        package subscript(position: ChildIndex) -> JSONValue {
            precondition(position >= startIndex && position < endIndex, "index out of range")
            return JSONValue(document: document, index: position.tapeIndex)
        }

        package func index(after position: ChildIndex) -> ChildIndex {
            ChildIndex(tapeIndex: document.storage.next(after: position.tapeIndex))
        }
    }
}
