extension JSONValue {
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
