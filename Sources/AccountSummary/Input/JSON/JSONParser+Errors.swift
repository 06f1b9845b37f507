// Building errors: cold code, run once per failed document.

extension JSONParser {
    /// The line and column of `position`.
    func here() -> JSONPosition {
        JSONPosition(offset: position, in: input)
    }

    /// The path of the open container, or of the value begun in it.
    func path(_ place: Place) -> JSONPath {
        var components: [JSONPath.Component] = []
        for level in 0..<depth where level < depth - 1 || place == .currentChild {
            let frame = stack[level]
            if frame.isObject {
                guard frame.lastKey >= 0 else { continue }
                components.append(.key(key(at: frame.lastKey)))
            } else if frame.count > 0 {
                components.append(.index(frame.count - 1))
            }
        }
        return JSONPath(components)
    }

    /// The decoded text of the key node at tape index `index`.
    func key(at index: Int) -> String {
        let node = nodes[index]
        return JSONUnescaper.string(from: input, node.contentRange, escaped: node.tag == .escapedString)
    }

    /// The error for finding something other than `expected` at `position`. Right after `[`
    /// no element has begun, so the path is the array's.
    func unexpected(_ expected: JSONError.Expectation, _ place: Place) -> JSONError {
        let place = expected == .valueOrArrayEnd ? .container : place
        return .unexpected(token(at: position), expected: expected, at: here(), path: path(place))
    }

    /// The error for a number literal starting at `start`.
    mutating func invalidNumber(from start: Int, _ problem: JSONError.NumberProblem) -> JSONError {
        var index = start
        while index < end && index - start < 40 && JSONParser.isWordByte(input[index]) { index += 1 }
        let literal = input.string(start..<index)
        position = start
        return .invalidNumber(literal, problem, at: here(), path: path(.currentChild))
    }

    /// What is at `index`, as an error message shows it.
    func token(at index: Int) -> JSONError.Token {
        guard index < end else { return .endOfInput }
        let byte = input[index]
        if JSONParser.isWordByte(byte) {
            var wordEnd = index
            while wordEnd < end && wordEnd - index < 32 && JSONParser.isWordByte(input[wordEnd]) { wordEnd += 1 }
            return .text(input.string(index..<wordEnd))
        }
        if byte < 0x80 { return .text(String(Unicode.Scalar(byte))) }
        if JSONParser.utf8Problem(in: input, at: index) != nil { return .byte(byte) }
        let length = JSONParser.utf8SequenceLength(byte)
        if length == 3 && input[index + 1] == 0xBB && input[index + 2] == 0xBF && byte == 0xEF { return .byteOrderMark }
        return .text(input.string(index..<(index + length)))
    }

    /// Letters, digits, `+`, `-`, `.` and `_`: what a misspelt literal or number is made of.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
             UInt8(ascii: "."), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
