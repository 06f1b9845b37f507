import Foundation

/// Reads a flat JSON object of plain strings and numbers from bytes, refusing (nil, false)
/// whatever is not plain rather than explaining it.
///
/// ```swift
/// var reader = PlainObjectReader(bytes: bytes)  // {"a": "b"}
/// reader.openObject()                            // true
/// reader.key()                                   // the bytes of a
/// reader.value()?.string                         // "b"
/// reader.nextMember()                            // false: the object is closed
/// ```
struct PlainObjectReader {
    let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var closed = false

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The six members of a transaction.
    enum Key {
        case id, accountId, date, description, amount, status

        init?(_ bytes: UnsafeBufferPointer<UInt8>) {
            switch bytes.count {
            case 2 where PlainObjectReader.equals(bytes, "id"): self = .id
            case 4 where PlainObjectReader.equals(bytes, "date"): self = .date
            case 6 where PlainObjectReader.equals(bytes, "amount"): self = .amount
            case 6 where PlainObjectReader.equals(bytes, "status"): self = .status
            case 9 where PlainObjectReader.equals(bytes, "accountId"): self = .accountId
            case 11 where PlainObjectReader.equals(bytes, "description"): self = .description
            default: return nil
            }
        }
    }

    static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
        bytes.count == text.utf8CodeUnitCount && memcmp(bytes.baseAddress!, text.utf8Start, bytes.count) == 0
    }

    /// `{` after optional whitespace.
    mutating func openObject() -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return false }
        index += 1
        return true
    }

    /// A member's key and its colon.
    mutating func key() -> UnsafeBufferPointer<UInt8>? {
        guard let (key, escaped) = string(), !escaped else { return nil }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        return key
    }

    /// A member's value: a plain string or a number.
    mutating func value() -> Value? {
        skipWhitespace()
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") {
            guard let (raw, escaped) = string() else { return nil }
            return Value(bytes: raw, isString: true, isEscaped: escaped)
        }
        guard let number = number() else { return nil }
        return Value(bytes: number, isString: false, isEscaped: false)
    }

    /// A value as written: a string's bytes between its quotes, or a number's.
    struct Value {
        let bytes: UnsafeBufferPointer<UInt8>
        let isString: Bool
        let isEscaped: Bool

        /// The string's value when it is one and its bytes are valid UTF-8 (checked as the
        /// JSON parser checks them).
        var string: String? {
            guard isString else { return nil }
            var index = 0
            while index < bytes.count {
                if bytes[index] < 0x80 {
                    index += 1
                    continue
                }
                if JSONParser.utf8Problem(in: bytes, at: index) != nil { return nil }
                index += JSONParser.utf8SequenceLength(bytes[index])
            }
            return JSONUnescaper.string(from: bytes, escaped: isEscaped)
        }
    }

    /// After a value: true after a comma (another member follows), false after the closing brace.
    mutating func nextMember() -> Bool {
        skipWhitespace()
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            return true
        }
        if bytes[index] == UInt8(ascii: "}") {
            index += 1
            closed = true
        }
        return false
    }

    /// Whether the object was closed and nothing but whitespace follows it.
    mutating func isAtEnd() -> Bool {
        skipWhitespace()
        return closed && index == bytes.count
    }

    /// A string with no control characters and no `\u` escapes, after optional whitespace:
    /// its bytes between the quotes, and whether it holds an escape.
    private mutating func string() -> (UnsafeBufferPointer<UInt8>, Bool)? {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        var end = start
        var escaped = false
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { return nil }
            if byte == UInt8(ascii: "\\") {
                guard end + 1 < bytes.count else { return nil }
                switch bytes[end + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    escaped = true
                    end += 2
                    continue
                default:
                    return nil
                }
            }
            end += 1
        }
        guard end < bytes.count else { return nil }
        index = end + 1
        return (UnsafeBufferPointer(rebasing: bytes[start..<end]), escaped)
    }

    /// A number in RFC 8259's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func number() -> UnsafeBufferPointer<UInt8>? {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { return nil }
        if bytes[index] == UInt8(ascii: "0") { index += 1 } else { skipDigits() }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { return nil }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { return nil }
            skipDigits()
        }
        return UnsafeBufferPointer(rebasing: bytes[start..<index])
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }
}
