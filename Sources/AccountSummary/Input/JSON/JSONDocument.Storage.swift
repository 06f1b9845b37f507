extension JSONDocument {
    /// The input bytes and the tape built over them, shared by every copy of a document and
    /// every ``JSONValue`` cursor into it (one reference to retain, not two).
    ///
    /// Immutable: both are complete before the storage exists, so sharing it between threads
    /// is safe (`Sendable` follows from its `let`s; the tape states its own invariant).
    ///
    /// ```swift
    /// try JSONDocument(parsing: "[true]").storage.tape.count  // 3 (array, count, true)
    /// ```
    final class Storage: Sendable {
        /// The input, byte order mark included.
        let bytes: [UInt8]
        /// The tape, complete.
        let tape: JSONTape

        init(bytes: [UInt8], tape: JSONTape) {
            self.bytes = bytes
            self.tape = tape
        }

        @inline(__always)
        subscript(index: Int) -> JSONNode { tape[index] }

        /// The tape index just past the subtree of the node at `index`.
        @inline(__always)
        func next(after index: Int) -> Int {
            let node = self[index]
            return node.tag.isContainer ? node.payload : index + 1
        }

        /// The member or element count of the container at `index`.
        @inline(__always)
        func count(of index: Int) -> Int { Int(self[index + 1].offset) }
    }
}
