extension JSONDocument {
    /// The input bytes and the tape built over them, shared by every copy of a document and
    /// every ``JSONValue`` cursor into it (one reference to retain, not two).
    ///
    /// Immutable once built: the tape is written by ``JSONParser`` only, before the storage
    /// exists, hence `@unchecked Sendable`. Node reads are unchecked in release builds; every
    /// index handed out comes from the tape itself.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "[true]").storage.nodeCount  // 3 (array, count, true)
    /// ```
    final class Storage: @unchecked Sendable {
        /// The input, byte order mark included.
        let bytes: [UInt8]
        /// The tape, `nodeCount` nodes, owned and freed by this object.
        let nodes: UnsafeMutablePointer<JSONNode>
        let nodeCount: Int

        /// Takes ownership of `nodes`.
        init(bytes: [UInt8], nodes: UnsafeMutablePointer<JSONNode>, nodeCount: Int) {
            self.bytes = bytes
            self.nodes = nodes
            self.nodeCount = nodeCount
        }

        deinit { nodes.deallocate() }

        @inline(__always)
        subscript(index: Int) -> JSONNode {
            assert(index >= 0 && index < nodeCount, "tape index out of range")
            return nodes[index]
        }

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
