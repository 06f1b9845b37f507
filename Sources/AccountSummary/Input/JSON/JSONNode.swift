/// One 8-byte entry of a parsed document's tape: a value, an object key, or a container's
/// child count, in document order.
///
/// A document is parsed into a flat array of these nodes over the input bytes, with no class,
/// dictionary or string per value. A container is followed by a count node, then by its
/// descendants, and records the tape index just past its subtree, so a reader skips a whole
/// subtree in one step. Tag and payload share one word: 3 bits of tag, 29 bits of payload,
/// which is why a document holds at most 512 MiB.
///
/// ```swift
/// // {"a":[1,2]} is the tape
/// // 0 object  offset 0  next 7
/// // 1 count   1
/// // 2 string  offset 1  length 1  ("a")
/// // 3 array   offset 5  next 7
/// // 4 count   2
/// // 5 number  offset 6  length 1  ("1")
/// // 6 number  offset 8  length 1  ("2")
/// ```
struct JSONNode: Sendable, Hashable {
    /// Byte offset of the token (the `{`, `[`, opening quote, or first character of a number
    /// or literal), or, in a count node, the container's member or element count.
    var offset: UInt32
    /// The tag in the top 3 bits; below it the length of a string (bytes between the quotes,
    /// escapes undecoded) or number literal, or a container's `next`.
    var word: UInt32

    static let payloadBits: UInt32 = 29
    static let payloadMask: UInt32 = (1 << payloadBits) - 1
    /// The largest payload, hence the largest document in bytes.
    static let maximumPayload = Int(payloadMask)

    /// A scalar or key: `length` bytes of literal from `offset`.
    @inline(__always)
    init(tag: Tag, offset: Int, length: Int = 0) {
        self.offset = UInt32(truncatingIfNeeded: offset)
        self.word = UInt32(tag.rawValue) << JSONNode.payloadBits | UInt32(truncatingIfNeeded: length)
    }

    /// The count node that follows every container.
    @inline(__always)
    init(count: Int) {
        self.offset = UInt32(truncatingIfNeeded: count)
        self.word = 0
    }

    @inline(__always)
    var tag: Tag {
        // The top 3 bits hold one of the tag's 8 raw values, so this never fails.
        Tag(rawValue: UInt8(truncatingIfNeeded: word >> JSONNode.payloadBits)) ?? .null
    }

    /// A string's raw byte count or a number literal's length; a container's `next`.
    @inline(__always)
    var payload: Int { Int(word & JSONNode.payloadMask) }

    /// Sets a container's `next` once its subtree is complete.
    @inline(__always)
    mutating func setPayload(_ payload: Int) {
        word = word & ~JSONNode.payloadMask | UInt32(truncatingIfNeeded: payload)
    }

    /// Byte offset of a string's first content byte (just past the opening quote).
    @inline(__always)
    var contentOffset: Int { Int(offset) &+ 1 }

    /// The byte range of a string's content or a number's literal.
    @inline(__always)
    var contentRange: Range<Int> {
        let start = tag == .number ? Int(offset) : contentOffset
        return start..<(start + payload)
    }
}
