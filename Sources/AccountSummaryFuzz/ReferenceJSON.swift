/// A small, independent RFC 8259 parser: the oracle the JSON fuzz target holds the package's
/// reader to.
///
/// Written from the RFC's grammar (section 2 to 7) and RFC 3629's UTF-8 table, sharing no
/// code with `JSONParser`: plain recursive descent, one byte at a time, no tape, no word
/// loads. It accepts exactly the grammar and reports, apart from validity, the four things
/// on which the package's reader deliberately differs from the bare grammar (see
/// ``Notes``), so the fuzz target can say precisely what the reader must accept.
///
/// ```swift
/// ReferenceJSON.parse(Array(#"{"a":[1,"\u00e9"]}"#.utf8))
/// // .valid(.object([("a", .array([.number("1"), .string("é")]))]), notes)
/// ReferenceJSON.parse(Array("[1,]".utf8))  // .invalid(offset: 3)
/// ```
enum ReferenceJSON {
    /// A parsed value; strings and keys as their decoded UTF-8 bytes, numbers as written.
    indirect enum Value: Equatable {
        case object([(key: [UInt8], value: Value)])
        case array([Value])
        case string([UInt8])
        case number([UInt8])
        case bool(Bool)
        case null

        static func == (left: Value, right: Value) -> Bool {
            switch (left, right) {
            case (.object(let a), .object(let b)):
                a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            case (.array(let a), .array(let b)): a == b
            case (.string(let a), .string(let b)), (.number(let a), .number(let b)): a == b
            case (.bool(let a), .bool(let b)): a == b
            case (.null, .null): true
            default: false
            }
        }
    }

    /// What a valid text holds beyond the grammar: the places where RFC 8259 leaves the reader
    /// a choice, or says the result is unpredictable.
    struct Notes: Equatable {
        /// An object with two members of the same (decoded) name. RFC 8259 section 4: names
        /// SHOULD be unique, and readers disagree on which one wins.
        var duplicateKey = false
        /// A `\uD800`–`\uDFFF` escape outside a high-then-low pair. Section 8.2: the grammar
        /// allows it, but it is no character and the behaviour is unpredictable.
        var unpairedSurrogate = false
        /// The deepest nesting of arrays and objects (section 9 lets a reader limit it).
        var depth = 0
        /// Whether the text began with a UTF-8 byte order mark (section 8.1: a reader MAY
        /// ignore it rather than treat it as an error; this parser ignores it).
        var byteOrderMark = false
    }

    /// The verdict on a text.
    enum Outcome {
        case valid(Value, Notes)
        /// Not JSON: the grammar fails at `offset`.
        case invalid(offset: Int)
        /// Nested deeper than `depthCap`, where this parser stops looking (it recurses).
        case tooDeep
    }

    /// How deep this parser descends before giving up with ``Outcome/tooDeep``.
    static let depthCap = 600

    static func parse(_ bytes: [UInt8]) -> Outcome {
        var parser = Parser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.index = 3
            parser.notes.byteOrderMark = true
        }
        do throws(Failure) {
            parser.whitespace()
            let value = try parser.value(depth: 0)
            parser.whitespace()
            guard parser.index == bytes.count else { return .invalid(offset: parser.index) }
            return .valid(value, parser.notes)
        } catch {
            switch error {
            case .tooDeep: return .tooDeep
            case .invalid(let offset): return .invalid(offset: offset)
            }
        }
    }

    private enum Failure: Error {
        case invalid(Int)
        case tooDeep
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        var notes = Notes()

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        func fail() -> Failure { .invalid(index) }

        mutating func whitespace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
        }

        mutating func expect(_ byte: UInt8) throws(Failure) {
            guard current == byte else { throw fail() }
            index += 1
        }

        mutating func value(depth: Int) throws(Failure) -> Value {
            guard let byte = current else { throw fail() }
            switch byte {
            case UInt8(ascii: "{"):
                return try object(depth: depth + 1)
            case UInt8(ascii: "["):
                return try array(depth: depth + 1)
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"):
                try literal("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try literal("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try literal("null")
                return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return .number(try number())
            default:
                throw fail()
            }
        }

        mutating func literal(_ word: String) throws(Failure) {
            for byte in word.utf8 { try expect(byte) }
        }

        mutating func enter(_ depth: Int) throws(Failure) {
            guard depth <= ReferenceJSON.depthCap else { throw .tooDeep }
            notes.depth = max(notes.depth, depth)
        }

        mutating func object(depth: Int) throws(Failure) -> Value {
            try enter(depth)
            index += 1
            whitespace()
            var members: [(key: [UInt8], value: Value)] = []
            var seen: Set<[UInt8]> = []
            if current == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                guard current == UInt8(ascii: "\"") else { throw fail() }
                let key = try string()
                if !seen.insert(key).inserted { notes.duplicateKey = true }
                whitespace()
                try expect(UInt8(ascii: ":"))
                whitespace()
                members.append((key, try value(depth: depth)))
                whitespace()
                if current == UInt8(ascii: ",") {
                    index += 1
                    whitespace()
                    continue
                }
                try expect(UInt8(ascii: "}"))
                return .object(members)
            }
        }

        mutating func array(depth: Int) throws(Failure) -> Value {
            try enter(depth)
            index += 1
            whitespace()
            var elements: [Value] = []
            if current == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            while true {
                elements.append(try value(depth: depth))
                whitespace()
                if current == UInt8(ascii: ",") {
                    index += 1
                    whitespace()
                    continue
                }
                try expect(UInt8(ascii: "]"))
                return .array(elements)
            }
        }

        /// `number = [ minus ] int [ frac ] [ exp ]`, `int = zero / ( digit1-9 *DIGIT )`.
        mutating func number() throws(Failure) -> [UInt8] {
            let start = index
            if current == UInt8(ascii: "-") { index += 1 }
            if current == UInt8(ascii: "0") {
                index += 1
            } else {
                guard let byte = current, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(byte) else { throw fail() }
                digits()
            }
            if current == UInt8(ascii: ".") {
                index += 1
                guard isDigit(current) else { throw fail() }
                digits()
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard isDigit(current) else { throw fail() }
                digits()
            }
            return Array(bytes[start..<index])
        }

        func isDigit(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }

        mutating func digits() {
            while isDigit(current) { index += 1 }
        }

        /// A string at `index` (its quote), decoded to UTF-8.
        mutating func string() throws(Failure) -> [UInt8] {
            index += 1
            var decoded: [UInt8] = []
            while true {
                guard let byte = current else { throw fail() }
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return decoded
                case UInt8(ascii: "\\"):
                    index += 1
                    try escape(into: &decoded)
                case 0x00..<0x20:
                    throw fail()
                case 0x00..<0x80:
                    decoded.append(byte)
                    index += 1
                default:
                    try multibyte(into: &decoded)
                }
            }
        }

        mutating func escape(into decoded: inout [UInt8]) throws(Failure) {
            guard let byte = current else { throw fail() }
            index += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(byte)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"):
                let unit = try hex4()
                var scalar: UInt32 = unit
                if (0xD800...0xDBFF).contains(unit), bytes[index...].starts(with: Array("\\u".utf8)) {
                    let saved = index
                    index += 2
                    let low = try hex4()
                    if (0xDC00...0xDFFF).contains(low) {
                        scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        index = saved  // the next escape stands alone
                    }
                }
                if (0xD800...0xDFFF).contains(scalar) {
                    notes.unpairedSurrogate = true
                    scalar = 0xFFFD
                }
                decoded.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
            default:
                index -= 1
                throw fail()
            }
        }

        mutating func hex4() throws(Failure) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = current else { throw fail() }
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw fail()
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }

        /// One well-formed UTF-8 sequence of two to four bytes (RFC 3629, section 4).
        mutating func multibyte(into decoded: inout [UInt8]) throws(Failure) {
            let lead = bytes[index]
            let count: Int
            var second: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: count = 2
            case 0xE0: count = 3; second = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: count = 3
            case 0xED: count = 3; second = 0x80...0x9F
            case 0xF0: count = 4; second = 0x90...0xBF
            case 0xF1...0xF3: count = 4
            case 0xF4: count = 4; second = 0x80...0x8F
            default: throw fail()
            }
            for offset in 1..<count {
                guard index + offset < bytes.count else { throw fail() }
                let range = offset == 1 ? second : 0x80...0xBF
                guard range.contains(bytes[index + offset]) else { throw fail() }
            }
            decoded.append(contentsOf: bytes[index..<index + count])
            index += count
        }
    }
}
