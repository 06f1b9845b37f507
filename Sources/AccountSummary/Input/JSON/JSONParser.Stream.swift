extension JSONParser {
    /// A streamed parse: the one parser, reading the whole document, crosses the top-level
    /// member `key`'s array element by element. Each element is validated like any value
    /// (its errors keep their line, column and path), its span is recorded, and its nodes are
    /// dropped from the tape once it ends, so the tape holds the rest of the document only.
    ///
    /// ```swift
    /// try JSONParser.spans(ofArray: "transactions", in: input)?.elements.count
    /// // 2 for {"transactions": [{"id": "t-1"}, {"id": "t-2"}]}
    /// ```
    struct Stream {
        /// The member's name, as written (a key with escapes is not matched).
        let key: [UInt8]
        /// Where the array's `[` is, once found.
        var arrayStart = -1
        /// The array's span, `[` to `]`, once closed.
        var array: Range<Int>?
        /// Each element's span, in order.
        var elements: [Range<Int>] = []
    }

    /// Parses the whole `input`, streaming the array of its top-level member `key`: the span
    /// of that array and of each of its elements, or nil when the document has no such array.
    ///
    /// - Throws: the first problem anywhere in the document, exactly as a whole parse reports it.
    static func spans(
        ofArray key: String, in input: JSONBytes, maximumDepth: Int = JSONDocument.defaultMaximumDepth
    ) throws(JSONError) -> (array: Range<Int>, elements: [Range<Int>])? {
        var parser = JSONParser(input, maximumDepth: maximumDepth, streaming: Stream(key: Array(key.utf8)))
        try parser.parse()
        guard let stream = parser.stream, let array = stream.array else { return nil }
        return (array, stream.elements)
    }

    /// At an array opening one level down: starts streaming it when it is the value of the
    /// top-level object's member `key`, the first time that member is met.
    mutating func openStreamIfNamed() {
        guard let stream, stream.arrayStart < 0, stack[0].isObject, stack[0].lastKey >= 0 else { return }
        let key = nodes[stack[0].lastKey]
        guard key.tag == .string, input.bytes(key.contentRange, equal: stream.key) else { return }
        self.stream?.arrayStart = position
        streamDepth = 2
    }

    /// An element of the streamed array ended at `position`: records its span and drops its
    /// nodes, leaving the array's own two.
    @inline(__always)
    mutating func streamedElementEnded() {
        stream?.elements.append(elementStart..<position)
        nodes.truncate(to: stack[depth - 1].node + 2)
    }

    /// The streamed array closed (its `]` just read): on the tape it is an empty array.
    mutating func closeStream() {
        let start = stream?.arrayStart ?? 0
        stream?.array = start..<position
        stack[depth - 1].count = 0
        streamDepth = Int.min
    }
}
