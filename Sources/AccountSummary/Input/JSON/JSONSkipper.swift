/// Finds where JSON values end without parsing them: the cheap outer pass of streaming reads.
///
/// It checks only what it needs to stay in step — strings and their escapes, bracket
/// nesting — and answers `nil` for anything it does not follow. Values it finds are then
/// parsed properly by ``JSONDocument``; a `nil` sends the caller to the whole-document
/// reader, which reports exact errors.
///
/// ```swift
/// JSONSkipper.end(ofValueAt: 0, in: bytes)           // the offset just past the value
/// JSONSkipper.topLevelArray(named: "transactions", in: bytes)  // its span and its elements', if simply found
/// ```
package enum JSONSkipper {
    /// The offset just past the value starting at `start`, or nil.
    package static func end(ofValueAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return endOfString(at: start, in: bytes)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard let end = endOfString(at: index, in: bytes) else { return nil }
                    index = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default:
                    break
                }
                index += 1
            }
            return nil
        case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"):
            return nil
        default:
            // A number or literal: up to the next delimiter.
            var index = start
            while index < bytes.count, !isDelimiter(bytes[index]) { index += 1 }
            return index
        }
    }

    /// The span of the top-level object's member `name` when its value is an array, with the
    /// spans of its elements, found by one plain scan of the top level; nil when the document
    /// is not that simple (no such member, written twice or with escapes in its key, not an
    /// array, not well formed).
    package static func topLevelArray(
        named name: String, in bytes: UnsafeBufferPointer<UInt8>
    ) -> (array: Range<Int>, elements: [Range<Int>])? {
        let key = Array(name.utf8)
        var index = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        index = skipSpace(from: index, in: bytes)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index = skipSpace(from: index + 1, in: bytes)
        var found: (array: Range<Int>, elements: [Range<Int>])?
        while index < bytes.count, bytes[index] != UInt8(ascii: "}") {
            guard bytes[index] == UInt8(ascii: "\""), let keyEnd = endOfString(at: index, in: bytes) else { return nil }
            let isName = keyEnd - index - 2 == key.count && zip(bytes[(index + 1)..<(keyEnd - 1)], key).allSatisfy { $0 == $1 }
            index = skipSpace(from: keyEnd, in: bytes)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            let valueStart = skipSpace(from: index + 1, in: bytes)
            let valueEnd: Int
            if isName {
                // The array is crossed element by element, once: its elements' spans are the
                // streamed read's work list.
                guard found == nil, let (elements, end) = elements(ofArrayAt: valueStart, in: bytes) else { return nil }
                found = (valueStart..<end, elements)
                valueEnd = end
            } else {
                guard let end = end(ofValueAt: valueStart, in: bytes) else { return nil }
                valueEnd = end
            }
            index = skipSpace(from: valueEnd, in: bytes)
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ",") {
                index = skipSpace(from: index + 1, in: bytes)
            } else if bytes[index] != UInt8(ascii: "}") {
                return nil
            }
        }
        return found
    }

    /// The spans of the elements of the array whose `[` is at `start`, and the offset just
    /// past its `]`; nil when it is not simply well formed (a missing or extra comma, an
    /// element the scan cannot follow, no closing bracket).
    static func elements(ofArrayAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> ([Range<Int>], end: Int)? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "[") else { return nil }
        var elements: [Range<Int>] = []
        var index = skipSpace(from: start + 1, in: bytes)
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { return (elements, index + 1) }
        while index < bytes.count {
            guard let end = end(ofValueAt: index, in: bytes) else { return nil }
            elements.append(index..<end)
            index = skipSpace(from: end, in: bytes)
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "]") { return (elements, index + 1) }
            guard bytes[index] == UInt8(ascii: ",") else { return nil }
            index = skipSpace(from: index + 1, in: bytes)
        }
        return nil
    }

    /// The offset just past the string whose opening quote is at `start`, or nil.
    ///
    /// Strings are most of a statement's bytes, so they are crossed eight bytes at a time
    /// until a word holds a quote or a backslash.
    private static func endOfString(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        var index = start + 1
        while true {
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let found = firstByte(in: word, equalTo: UInt8(ascii: "\"")) | firstByte(in: word, equalTo: UInt8(ascii: "\\"))
                if found != 0 {
                    index += found.trailingZeroBitCount / 8
                    break
                }
                index += 8
            }
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
    }

    /// A word whose lowest set bit is the high bit of the first (lowest) byte of `word` equal
    /// to `byte`, or 0 when none is. Bits above that one may be set too (a borrow can flag the
    /// byte after a match), so only the lowest counts.
    @inline(__always)
    private static func firstByte(in word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & (ones &* 0x80)
    }

    private static func skipSpace(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
        return index
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || byte == 0x20
            || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
