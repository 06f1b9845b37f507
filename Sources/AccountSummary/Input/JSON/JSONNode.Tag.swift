extension JSONNode {
    /// The kind of a tape node, with strings split by whether they hold escapes: exactly eight
    /// cases, so that a tag fits in 3 bits.
    enum Tag: UInt8, Sendable, Hashable {
        case object
        case array
        /// A string with no backslash: its bytes are its UTF-8 value.
        case string
        /// A string with at least one escape, decoded on demand.
        case escapedString
        case number
        case `true`
        case `false`
        case null

        /// The kind a reader sees.
        var kind: JSONValue.Kind {
            switch self {
            case .object: .object
            case .array: .array
            case .string, .escapedString: .string
            case .number: .number
            case .true, .false: .bool
            case .null: .null
            }
        }

        /// Whether this is an object or array (followed by a count node, holding `next`).
        @inline(__always)
        var isContainer: Bool { rawValue <= Tag.array.rawValue }

        /// Whether this is a string node, escaped or not.
        @inline(__always)
        var isString: Bool { self == .string || self == .escapedString }
    }
}
