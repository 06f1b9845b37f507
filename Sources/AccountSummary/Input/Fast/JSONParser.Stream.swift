extension JSONParser {
    /// A streamed parse: the one parser, reading the whole document, crosses the top-level
    /// member `key`'s array a block of elements at a time. Each element is validated like any
    /// value (its errors keep their line, column and path); once a block of them has ended,
    /// their nodes are moved off the tape into a ``Block`` handed to `deliver`, so the tape
    /// holds the rest of the document and one block only.
    ///
    /// ```swift
    /// try JSONParser.spans(ofArray: "transactions", in: input)?.elements.count
    /// // 2 for {"transactions": [{"id": "t-1"}, {"id": "t-2"}]}
    /// ```
    struct Stream {
        /// The member's name, as written (a key with escapes is not matched).
        let key: [UInt8]
        /// Elements per block (the last block may have fewer).
        let blockSize: Int
        /// Told each block, in order, as soon as its last element ends.
        let deliver: (Block) -> Void
        /// Where the array's `[` is, once found.
        var arrayStart = -1
        /// The array's span, `[` to `]`, once closed.
        var array: Range<Int>?
        /// Elements ended so far, in earlier blocks and this one.
        var elementCount = 0
        /// The first and last byte of the elements of the block being parsed (empty: none yet).
        var blockBytes = 0..<0
        var blockCount = 0
    }

    /// Some consecutive elements of the streamed array, parsed: exactly the document that
    /// parsing `[`, their bytes (commas and whitespace between them included), `]` would give,
    /// whose node offsets are therefore relative to that copy, not to the input.
    struct Block: Sendable {
        /// The index of its first element in the array.
        let first: Int
        /// Where its elements lie in the input, first byte of the first to last of the last.
        let span: Range<Int>
        /// Where the array's `[` is in the input.
        let arrayStart: Int
        /// The elements as a document `[…]`; its byte `i` is the input's byte `i + shift`.
        let document: JSONDocument
        /// What to add to an offset in ``document`` to find it in the input.
        var shift: Int { span.lowerBound - 1 }
    }

    /// Parses the whole `input`, handing the elements of its top-level member `key`'s array to
    /// `deliver` a block of `blockSize` at a time, in order; returns that array's span, or nil
    /// when the document has no such array (then nothing was delivered).
    ///
    /// - Throws: the first problem anywhere in the document, exactly as a whole parse reports
    ///   it; blocks before it may already have been delivered.
    static func stream(
        array key: String, in input: JSONBytes, blockSize: Int,
        maximumDepth: Int = JSONDocument.defaultMaximumDepth, deliver: (Block) -> Void
    ) throws(JSONError) -> Range<Int>? {
        try withoutActuallyEscaping(deliver) { deliver throws(JSONError) -> Range<Int>? in
            let stream = Stream(key: Array(key.utf8), blockSize: max(1, blockSize), deliver: deliver)
            var parser = JSONParser(input, maximumDepth: maximumDepth, streaming: stream)
            try parser.parse()
            return parser.stream?.array
        }
    }

    /// The span of the top-level member `key`'s array and of each of its elements, or nil when
    /// the document has no such array: ``stream(array:in:blockSize:maximumDepth:deliver:)``
    /// one element per block.
    static func spans(
        ofArray key: String, in input: JSONBytes, maximumDepth: Int = JSONDocument.defaultMaximumDepth
    ) throws(JSONError) -> (array: Range<Int>, elements: [Range<Int>])? {
        var elements: [Range<Int>] = []
        let array = try stream(array: key, in: input, blockSize: 1, maximumDepth: maximumDepth) { elements.append($0.span) }
        return array.map { ($0, elements) }
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

    /// An element of the streamed array ended at `position`: adds it to the block, and hands
    /// the block over once full.
    @inline(__always)
    mutating func streamedElementEnded() {
        // Changed in place: the stream is not copied per element.
        let start = stream!.blockCount == 0 ? elementStart : stream!.blockBytes.lowerBound
        stream!.blockBytes = start..<position
        stream!.blockCount += 1
        stream!.elementCount += 1
        guard stream!.blockCount == stream!.blockSize, var full = stream else { return }
        stream = nil
        deliverBlock(&full)
        stream = full
    }

    /// The streamed array closed (its `]` just read): hands over the last block; on the tape
    /// the array is empty.
    mutating func closeStream() {
        guard var stream else { return }
        if stream.blockCount > 0 { deliverBlock(&stream) }
        stream.array = stream.arrayStart..<position
        self.stream = stream
        stack[depth - 1].count = 0
        streamDepth = Int.min
    }

    /// Moves the block's nodes off the tape into a ``Block`` (the array's own two nodes stay)
    /// and delivers it.
    ///
    /// The block's tape is the parser's, renumbered: tape index `i` becomes `i - array`
    /// (the array node goes to 0), so a container's `next` drops by `array`; a byte offset
    /// `o` becomes `o - shift`; count nodes (each right after its container) are copied as
    /// they are. That is the tape a parse of `[` + the block's bytes + `]` builds.
    private mutating func deliverBlock(_ stream: inout Stream) {
        let array = stack[depth - 1].node
        let end = nodes.count
        let shift = stream.blockBytes.lowerBound - 1
        let tape = JSONTape(capacity: end - array)
        tape.append(JSONNode(tag: .array, offset: 0, length: end - array))
        tape.append(JSONNode(count: stream.blockCount))
        var index = array + 2
        while index < end {
            var node = nodes[index]
            node.offset = UInt32(truncatingIfNeeded: Int(node.offset) - shift)
            if node.tag.isContainer {
                node.setPayload(node.payload - array)
                tape.append(node)
                tape.append(nodes[index + 1])
                index += 2
            } else {
                tape.append(node)
                index += 1
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(stream.blockBytes.count + 2)
        bytes.append(UInt8(ascii: "["))
        input.append(stream.blockBytes, to: &bytes)
        bytes.append(UInt8(ascii: "]"))
        let block = Block(first: stream.elementCount - stream.blockCount, span: stream.blockBytes,
                          arrayStart: stream.arrayStart, document: JSONDocument(parsed: bytes, tape: tape))
        nodes.truncate(to: array + 2)
        stream.blockCount = 0
        stream.deliver(block)
    }
}

extension JSONDocument {
    /// A document from bytes and the tape the one parser built over them.
    init(parsed bytes: [UInt8], tape: JSONTape) {
        storage = Storage(bytes: bytes, tape: tape)
    }
}
