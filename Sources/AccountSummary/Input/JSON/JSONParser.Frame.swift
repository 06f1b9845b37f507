extension JSONParser {
    /// An array or object still open during parsing.
    struct Frame {
        /// Tape index of the container.
        var node: Int
        /// Members or elements begun so far.
        var count = 0
        /// Tape index of the latest key (objects only), or -1.
        var lastKey = -1
        var isObject: Bool
        /// One bit per key, set from a hash of its length and end bytes (objects only).
        var keyBloom: UInt64 = 0
        /// Whether two keys may be equal: set on a Bloom filter hit or an escaped key.
        var mayHaveDuplicates = false

        init(node: Int, isObject: Bool) {
            self.node = node
            self.isObject = isObject
        }
    }
}
