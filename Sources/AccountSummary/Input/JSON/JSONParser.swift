/// Turns UTF-8 bytes into a ``JSONNode`` tape, validating everything RFC 8259 requires.
///
/// One pass, no recursion: open arrays and objects are kept on an explicit stack, capped at
/// `maximumDepth`. Strings are scanned eight bytes at a time and their UTF-8 and escapes are
/// validated here, so that reading them later cannot fail. Numbers are only checked against
/// the grammar; their text stays in the input.
///
/// ```swift
/// try JSONBytes.reading(Array("[1,true]".utf8)) { bytes throws(JSONError) in
///     var parser = JSONParser(bytes, maximumDepth: 512)
///     try parser.parse()
///     return parser.nodes.count
/// }  // 4 (array, count, 1, true)
/// ```
///
/// It is the one JSON grammar of the package: whole documents, the streamed read's pass over
/// the `transactions` array (``Stream``) and its blocks of elements all go through it.
struct JSONParser {
    let input: JSONBytes
    let end: Int
    let maximumDepth: Int
    var position = 0

    /// The tape being built.
    let nodes: JSONTape

    /// The open containers, innermost last: `depth` of them.
    var stack: [Frame] = []
    var depth = 0

    /// Tape indices of the keys of the object being checked for duplicates, kept to reuse.
    var keyScratch: [Int] = []

    /// For a streamed read: the top-level member whose array is crossed element by element,
    /// each element validated, its span recorded and its nodes dropped (see ``Stream``).
    var stream: Stream?
    /// The depth at which values are elements of the streamed array while it is open; never
    /// matches otherwise.
    var streamDepth = Int.min
    /// Where the element being parsed began.
    var elementStart = 0

    /// The largest document: offsets, lengths and tape indices must fit a node's 29 bits.
    static let maximumByteCount = JSONNode.maximumPayload - 2
    /// The largest streamed document: its tape stays small, so only offsets (32 bits) and a
    /// string's length (29 bits) bound it.
    static let maximumStreamedByteCount = Int(UInt32.max)

    init(_ input: JSONBytes, maximumDepth: Int, streaming stream: Stream? = nil) {
        self.input = input
        self.end = input.count
        self.maximumDepth = max(maximumDepth, 0)
        self.stream = stream
        // Room for a node per 6 bytes: more than typical documents need (one per 9), and only
        // the pages written to are ever touched. A streamed tape holds the header only.
        nodes = JSONTape(capacity: stream == nil ? min(input.count, JSONParser.maximumByteCount) / 6 + 16 : 4_096)
        stack.reserveCapacity(min(self.maximumDepth, 64) + 1)
    }

    /// Nodes on the tape so far.
    @inline(__always)
    var nodeCount: Int { nodes.count }

    /// Parses the whole input into a tape, or throws the first problem.
    mutating func parse() throws(JSONError) {
        let limit = stream == nil ? JSONParser.maximumByteCount : JSONParser.maximumStreamedByteCount
        guard end <= limit else { throw .documentTooLarge(byteCount: end, limit: limit) }
        if JSONPosition.hasByteOrderMark(input) { position = 3 }
        skipWhitespace()
        var expectation = JSONError.Expectation.value

        parsing: while true {
            // A value starts here (whitespace already skipped).
            guard position < end else { throw unexpected(expectation, .currentChild) }
            if depth == streamDepth { elementStart = position }
            switch input[position] {
            case UInt8(ascii: "\""):
                try parseString(isKey: false)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try parseNumber()
            case UInt8(ascii: "{"):
                try open(.object)
                if position < end && input[position] == UInt8(ascii: "}") {
                    position += 1
                    try closeObject()
                } else {
                    try parseKeyAndColon(expected: .keyOrObjectEnd)
                    expectation = .value
                    continue parsing
                }
            case UInt8(ascii: "["):
                try open(.array)
                if position < end && input[position] == UInt8(ascii: "]") {
                    position += 1
                    closeArray()
                } else {
                    stack[depth - 1].count = 1
                    expectation = .valueOrArrayEnd
                    continue parsing
                }
            case UInt8(ascii: "t"):
                try parseLiteral(.true, rest: 0x6575_7274, length: 4, expectation) // "true"
            case UInt8(ascii: "f"):
                try parseLiteral(.false, rest: 0x6573_6C61, length: 5, expectation) // "alse"
            case UInt8(ascii: "n"):
                try parseLiteral(.null, rest: 0x6C6C_756E, length: 4, expectation) // "null"
            default:
                throw unexpected(expectation, .currentChild)
            }

            // A value ended: what follows depends on the container it is in.
            while true {
                if depth == streamDepth { streamedElementEnded() }
                skipWhitespace()
                guard depth > 0 else {
                    guard position == end else { throw unexpected(.endOfDocument, .currentChild) }
                    return
                }
                let isObject = stack[depth - 1].isObject
                guard position < end else {
                    throw unexpected(isObject ? .commaOrObjectEnd : .commaOrArrayEnd, .currentChild)
                }
                let byte = input[position]
                if byte == UInt8(ascii: ",") {
                    position += 1
                    skipWhitespace()
                    if isObject {
                        try parseKeyAndColon(expected: .keyAfterComma)
                        expectation = .value
                    } else {
                        stack[depth - 1].count += 1
                        expectation = .valueAfterComma
                    }
                    continue parsing
                } else if isObject && byte == UInt8(ascii: "}") {
                    position += 1
                    try closeObject()
                } else if !isObject && byte == UInt8(ascii: "]") {
                    position += 1
                    closeArray()
                } else {
                    throw unexpected(isObject ? .commaOrObjectEnd : .commaOrArrayEnd, .currentChild)
                }
            }
        }
    }

    @inline(__always)
    func append(_ node: JSONNode) { nodes.append(node) }

    // MARK: Structure

    @inline(__always)
    mutating func skipWhitespace() {
        while position < end {
            let byte = input[position]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            position += 1
        }
    }

    /// Opens an array or object at `position` (its bracket) and moves past the bracket and the
    /// whitespace after it.
    @inline(__always)
    mutating func open(_ tag: JSONNode.Tag) throws(JSONError) {
        guard depth < maximumDepth else {
            throw JSONError.nestingTooDeep(limit: maximumDepth, at: here(), path: path(.currentChild))
        }
        if depth == 1 && tag == .array && stream != nil { openStreamIfNamed() }
        let frame = Frame(node: nodeCount, isObject: tag == .object)
        if depth == stack.count { stack.append(frame) } else { stack[depth] = frame }
        depth += 1
        append(JSONNode(tag: tag, offset: position))
        append(JSONNode(count: 0))
        position += 1
        skipWhitespace()
    }

    /// Reads `"key"` and `:` in an object, and the whitespace after them.
    @inline(__always)
    mutating func parseKeyAndColon(expected: JSONError.Expectation) throws(JSONError) {
        guard position < end && input[position] == UInt8(ascii: "\"") else {
            throw unexpected(expected, .container)
        }
        let key = nodeCount
        try parseString(isKey: true)
        let node = nodes[key]
        var bit: UInt64 = 0
        if node.tag == .string {
            // A Bloom filter over (length, first byte, last byte): a repeat is possible only
            // when a bit is already set, and only then are keys compared.
            var hash = UInt64(node.payload)
            if node.payload > 0 {
                hash = hash &* 31 &+ UInt64(input[node.contentOffset]) &* 7 &+ UInt64(input[position - 2])
            }
            bit = 1 << (hash & 63)
        }
        var frame = stack[depth - 1]
        frame.lastKey = key
        frame.count += 1
        if bit == 0 || frame.keyBloom & bit != 0 { frame.mayHaveDuplicates = true }
        frame.keyBloom |= bit
        stack[depth - 1] = frame
        skipWhitespace()
        guard position < end && input[position] == UInt8(ascii: ":") else {
            throw unexpected(.colonAfterKey, .currentChild)
        }
        position += 1
        skipWhitespace()
    }

    mutating func closeObject() throws(JSONError) {
        let frame = stack[depth - 1]
        nodes[frame.node].setPayload(nodeCount)
        nodes[frame.node + 1] = JSONNode(count: frame.count)
        if frame.mayHaveDuplicates { try checkDuplicateKeys(object: frame.node) }
        depth -= 1
    }

    @inline(__always)
    mutating func closeArray() {
        if depth == streamDepth { closeStream() }
        depth -= 1
        let frame = stack[depth]
        nodes[frame.node].setPayload(nodeCount)
        nodes[frame.node + 1] = JSONNode(count: frame.count)
    }

    /// Reads `true`, `false` or `null`: `rest` holds the four bytes after the first letter
    /// (`false`) or from the first letter (`true`, `null`), little-endian.
    @inline(__always)
    mutating func parseLiteral(
        _ tag: JSONNode.Tag, rest: UInt32, length: Int, _ expectation: JSONError.Expectation
    ) throws(JSONError) {
        guard position + length <= end, input.word32(at: position + length - 4) == rest
        else { throw unexpected(expectation, .currentChild) }
        append(JSONNode(tag: tag, offset: position))
        position += length
    }

    // MARK: Numbers

    /// Reads a number at `position` (a `-` or a digit), checking RFC 8259's grammar.
    @inline(__always)
    mutating func parseNumber() throws(JSONError) {
        let start = position
        var index = position
        if input[index] == UInt8(ascii: "-") { index += 1 }
        if index < end && input[index] == UInt8(ascii: "0") {
            index += 1
            if index < end && isDigit(input[index]) { throw invalidNumber(from: start, .leadingZero) }
        } else if index < end && isDigit(input[index]) {
            index += 1
            while index < end && isDigit(input[index]) { index += 1 }
        } else {
            throw invalidNumber(from: start, .missingIntegerDigit)
        }
        if index < end && input[index] == UInt8(ascii: ".") {
            index += 1
            guard index < end && isDigit(input[index]) else { throw invalidNumber(from: start, .missingFractionDigit) }
            while index < end && isDigit(input[index]) { index += 1 }
        }
        if index < end && input[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < end && (input[index] == UInt8(ascii: "+") || input[index] == UInt8(ascii: "-")) { index += 1 }
            guard index < end && isDigit(input[index]) else { throw invalidNumber(from: start, .missingExponentDigit) }
            while index < end && isDigit(input[index]) { index += 1 }
        }
        append(JSONNode(tag: .number, offset: start, length: index - start))
        position = index
    }

    @inline(__always)
    func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
}
