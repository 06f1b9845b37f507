extension JSONParser {
    /// Reads a string at `position` (its opening quote), validating its UTF-8 and escapes, and
    /// appends a `.string` or `.escapedString` node.
    @inline(__always)
    mutating func parseString(isKey: Bool) throws(JSONError) {
        let quote = position
        var index = quote + 1
        var escaped = false
        while true {
            // Eight bytes at a time while none is a quote, a backslash, a control or non-ASCII.
            while index + 8 <= end {
                let word = input.word(at: index)
                let special = JSONParser.specialBytes(word)
                if special != 0 {
                    index += special.trailingZeroBitCount >> 3
                    break
                }
                index += 8
            }
            guard index < end else {
                position = end
                throw unexpected(.closingQuote, isKey ? .container : .currentChild)
            }
            let byte = input[index]
            if byte == UInt8(ascii: "\"") {
                break
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
                index = try endOfEscape(at: index, isKey: isKey)
            } else if byte < 0x20 {
                position = index
                throw JSONError.unescapedControlCharacter(byte, at: here(), path: path(isKey ? .container : .currentChild))
            } else if byte >= 0x80 {
                index = try endOfUTF8Sequence(at: index, isKey: isKey)
            } else {
                index += 1
            }
        }
        append(JSONNode(tag: escaped ? .escapedString : .string, offset: quote, length: index - quote - 1))
        position = index + 1
    }

    /// A word with the high bit set in each byte that is `"`, `\`, below 0x20 or above 0x7F.
    /// Bits above the lowest set one may be spurious; the lowest is exact.
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let isQuote = (quotes &- ones) & ~quotes
        let isBackslash = (backslashes &- ones) & ~backslashes
        let isControl = word &- (ones &* 0x20)
        return (isQuote | isBackslash | (isControl & ~word) | word) & highs
    }

    /// Checks the escape whose backslash is at `index`; returns the index just past it.
    mutating func endOfEscape(at index: Int, isKey: Bool) throws(JSONError) -> Int {
        guard index + 1 < end else {
            position = end
            throw unexpected(.closingQuote, isKey ? .container : .currentChild)
        }
        switch input[index + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
             UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return index + 2
        case UInt8(ascii: "u"):
            let unit = try hexEscape(at: index, isKey: isKey)
            switch unit {
            case 0xD800...0xDBFF:
                if index + 7 < end && input[index + 6] == UInt8(ascii: "\\") && input[index + 7] == UInt8(ascii: "u") {
                    let low = try hexEscape(at: index + 6, isKey: isKey)
                    if (0xDC00...0xDFFF).contains(low) { return index + 12 }
                }
                position = index
                throw JSONError.unpairedSurrogate(unit, at: here(), path: path(isKey ? .container : .currentChild))
            case 0xDC00...0xDFFF:
                position = index
                throw JSONError.unpairedSurrogate(unit, at: here(), path: path(isKey ? .container : .currentChild))
            default:
                return index + 6
            }
        default:
            throw invalidEscape(at: index, length: 2, isKey: isKey)
        }
    }

    /// The value of the `\uXXXX` escape whose backslash is at `index`.
    private mutating func hexEscape(at index: Int, isKey: Bool) throws(JSONError) -> UInt16 {
        var value: UInt16 = 0
        for offset in 2..<6 {
            guard index + offset < end, let digit = JSONParser.hexDigit(input[index + offset]) else {
                throw invalidEscape(at: index, length: 6, isKey: isKey)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    @inline(__always)
    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The error for a bad escape at `index`, quoting up to `length` bytes of it while they are
    /// printable ASCII other than a quote.
    private mutating func invalidEscape(at index: Int, length: Int, isKey: Bool) -> JSONError {
        var text = "\\"
        var offset = 1
        while offset < length && index + offset < end {
            let byte = input[index + offset]
            guard byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") else { break }
            text.unicodeScalars.append(Unicode.Scalar(byte))
            offset += 1
        }
        position = index
        return .invalidEscape(text, at: here(), path: path(isKey ? .container : .currentChild))
    }

    /// Checks the multi-byte UTF-8 sequence whose lead byte is at `index` (Unicode Table 3-7);
    /// returns the index just past it.
    mutating func endOfUTF8Sequence(at index: Int, isKey: Bool) throws(JSONError) -> Int {
        if let problem = JSONParser.utf8Problem(in: input, at: index) {
            position = index
            throw JSONError.invalidUTF8(problem, at: here(), path: path(isKey ? .container : .currentChild))
        }
        return index + JSONParser.utf8SequenceLength(input[index])
    }

    /// What is wrong with the UTF-8 sequence starting at `index`, or nil when it is well-formed.
    static func utf8Problem(in bytes: JSONBytes, at index: Int) -> JSONError.UTF8Problem? {
        let lead = bytes[index]
        func continuation(_ offset: Int) -> UInt8? {
            guard index + offset < bytes.count else { return nil }
            let byte = bytes[index + offset]
            return byte & 0xC0 == 0x80 ? byte : nil
        }
        switch lead {
        case 0x00...0x7F:
            return nil
        case 0x80...0xBF:
            return .unexpectedContinuationByte(lead)
        case 0xC0, 0xC1:
            return .overlongEncoding
        case 0xC2...0xDF:
            return continuation(1) == nil ? .truncatedSequence : nil
        case 0xE0...0xEF:
            guard let second = continuation(1) else { return .truncatedSequence }
            if lead == 0xE0 && second < 0xA0 { return .overlongEncoding }
            if lead == 0xED && second >= 0xA0 { return .encodedSurrogate }
            return continuation(2) == nil ? .truncatedSequence : nil
        case 0xF0...0xF4:
            guard let second = continuation(1) else { return .truncatedSequence }
            if lead == 0xF0 && second < 0x90 { return .overlongEncoding }
            if lead == 0xF4 && second >= 0x90 { return .aboveMaximumCodePoint }
            return continuation(2) == nil || continuation(3) == nil ? .truncatedSequence : nil
        default:
            return .invalidByte(lead)
        }
    }

    /// Bytes in the sequence a valid lead byte starts.
    @inline(__always)
    static func utf8SequenceLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }
}
