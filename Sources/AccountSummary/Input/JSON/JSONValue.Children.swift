extension JSONValue {
    /// The children of a container, in document order: an array's elements
    /// (``JSONValue/Elements``) or an object's members (``JSONValue/Members``); empty for
    /// any other value.
    ///
    /// A forward collection whose `count` is O(1); stepping to the next child skips the
    /// current one's whole subtree in one step.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "[1, [2, 3], 4]").root.elements.map(\.kind)         // [.number, .array, .number]
    /// try JSONDocument(parsing: #"{"a":1,"b":true}"#).root.members.map(\.key)     // ["a", "b"]
    /// ```
    package struct Children<Child: JSONChild>: Collection, Sendable {
        package typealias Index = ChildIndex

        let document: JSONDocument
        package let startIndex: ChildIndex
        package let endIndex: ChildIndex
        /// The number of children, known without walking them.
        package let count: Int

        init(_ value: JSONValue) {
            let node = value.node
            document = value.document
            // Members (a key before each value) live in objects, elements in arrays.
            let isContainer = node.tag == (Child.keyEntries == 0 ? .array : .object)
            startIndex = ChildIndex(tapeIndex: isContainer ? value.index + 2 : value.index)
            endIndex = ChildIndex(tapeIndex: isContainer ? node.payload : value.index)
            count = isContainer ? value.document.storage.count(of: value.index) : 0
        }

        package var isEmpty: Bool { count == 0 }

        package subscript(position: ChildIndex) -> Child {
            precondition(position >= startIndex && position < endIndex, "index out of range")
            return Child(document: document, at: position.tapeIndex)
        }

        package func index(after position: ChildIndex) -> ChildIndex {
            ChildIndex(tapeIndex: document.storage.next(after: position.tapeIndex + Child.keyEntries))
        }
    }

    /// The elements of an array.
    package typealias Elements = Children<JSONValue>
    /// The members of an object.
    package typealias Members = Children<Member>

    /// A position in ``JSONValue/Members`` or ``JSONValue/Elements``: an opaque tape index,
    /// not an offset from 0 (use `enumerated()` for offsets).
    ///
    /// ```swift
    /// let elements = try JSONDocument(parsing: "[7, 8]").root.elements
    /// elements[elements.index(after: elements.startIndex)].numberText  // "8"
    /// ```
    package struct ChildIndex: Comparable, Hashable, Sendable {
        let tapeIndex: Int

        package static func < (left: ChildIndex, right: ChildIndex) -> Bool { left.tapeIndex < right.tapeIndex }
    }
}

/// What a container holds: an array's element (a ``JSONValue``) or an object's member
/// (a ``JSONValue/Member``, its key then its value on the tape).
package protocol JSONChild: Sendable {
    /// Tape entries before the child's value: none for an element, one (the key) for a member.
    static var keyEntries: Int { get }
    /// The child whose first tape entry is at `index`.
    init(document: JSONDocument, at index: Int)
}

extension JSONValue: JSONChild {
    package static var keyEntries: Int { 0 }
    package init(document: JSONDocument, at index: Int) { self.init(document: document, index: index) }
}

extension JSONValue.Member: JSONChild {
    package static var keyEntries: Int { 1 }
    package init(document: JSONDocument, at index: Int) { self.init(document: document, keyIndex: index) }
}
