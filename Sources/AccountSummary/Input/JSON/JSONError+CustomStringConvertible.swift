// All user-facing wording of JSONError, and of its nested types, lives in this file.

extension JSONError: CustomStringConvertible {
    /// The full message: place, JSON path, then what went wrong.
    ///
    /// ```swift
    /// JSONError.unexpected(.text("]"), expected: .commaOrObjectEnd,
    ///                      at: JSONPosition(line: 3, column: 17, offset: 60),
    ///                      path: ["accounts", 2, "balance"]).description
    /// // line 3, column 17 (accounts[2].balance): expected "," or "}" after an object member, found "]"
    /// ```
    package var description: String {
        guard let position, let path else { return message }
        return "\(position) (\(path)): \(message)"
    }

    /// What went wrong, without the place: for reports that show line and path in their own
    /// columns.
    ///
    /// ```swift
    /// JSONError.nestingTooDeep(limit: 512, at: position, path: ["a"]).message
    /// // arrays and objects nested deeper than 512 levels
    /// ```
    package var message: String {
        switch self {
        case .unexpected(let token, let expected, _, _):
            "expected \(expected.wording), found \(token.wording)\(Self.hint(found: token, expected: expected))"
        case .invalidNumber(let literal, let problem, _, _):
            "invalid number \(DiagnosticQuoting.quoted(literal)): \(problem.wording)"
        case .invalidUTF8(let problem, _, _):
            "invalid UTF-8 in a string: \(problem.wording)"
        case .unescapedControlCharacter(let byte, _, _):
            "unescaped control character \(Self.codePoint(UInt32(byte))) in a string"
        case .invalidEscape(let text, _, _):
            if text.hasPrefix("\\u") {
                "invalid escape \(text) in a string (expected 4 hex digits after \\u)"
            } else {
                "invalid escape \(text) in a string (the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"
            }
        case .unpairedSurrogate(let unit, _, _):
            "unpaired surrogate \\u\(Self.hex(UInt32(unit), digits: 4)) in a string"
        case .nestingTooDeep(let limit, _, _):
            "arrays and objects nested deeper than \(limit) levels"
        case .duplicateKey(let key, let first, _, _):
            "duplicate key \(DiagnosticQuoting.quoted(key)), first at \(first)"
        case .documentTooLarge(let byteCount, let limit):
            "document of \(byteCount) bytes is larger than the limit of \(limit) bytes"
        }
    }

    private static func hint(found: Token, expected: Expectation) -> String {
        guard case .text(let text) = found else {
            return found == .byteOrderMark ? " (a byte order mark is allowed only at the very start)" : ""
        }
        if (text == "}" || text == "]") && (expected == .keyAfterComma || expected == .valueAfterComma) {
            return " (trailing commas are not allowed)"
        }
        switch text {
        case "'":
            return " (strings take double quotes)"
        case "NaN", "Infinity", "nan", "inf", "infinity":
            return " (not a JSON number)"
        default:
            if text.hasPrefix("/") { return " (comments are not allowed)" }
            if text.hasPrefix("+") { return " (numbers do not start with \"+\")" }
            if text.hasPrefix(".") { return " (numbers need a digit before \".\")" }
            return ""
        }
    }

    static func codePoint(_ value: UInt32) -> String { "U+" + hex(value, digits: 4) }

    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

extension JSONError.Token {
    var wording: String {
        switch self {
        case .endOfInput: "end of input"
        case .text(let text): DiagnosticQuoting.quoted(text)
        case .byte(let byte): "byte 0x\(JSONError.hex(UInt32(byte), digits: 2))"
        case .byteOrderMark: "a byte order mark (U+FEFF)"
        }
    }
}

extension JSONError.Expectation {
    var wording: String {
        switch self {
        case .value: "a value"
        case .valueAfterComma: #"a value after ",""#
        case .valueOrArrayEnd: #"a value or "]""#
        case .keyOrObjectEnd: #"a string key or "}""#
        case .keyAfterComma: #"a string key after ",""#
        case .colonAfterKey: #"":" after an object key"#
        case .commaOrObjectEnd: #""," or "}" after an object member"#
        case .commaOrArrayEnd: #""," or "]" after an array element"#
        case .endOfDocument: "the end of the document"
        case .closingQuote: "the closing quote of a string"
        }
    }
}

extension JSONError.NumberProblem {
    var wording: String {
        switch self {
        case .leadingZero: "leading zeros are not allowed"
        case .missingIntegerDigit: #"expected a digit after "-""#
        case .missingFractionDigit: "expected a digit after the decimal point"
        case .missingExponentDigit: "expected a digit in the exponent"
        }
    }
}

extension JSONError.UTF8Problem {
    var wording: String {
        switch self {
        case .unexpectedContinuationByte(let byte):
            "unexpected continuation byte 0x\(JSONError.hex(UInt32(byte), digits: 2))"
        case .invalidByte(let byte):
            "byte 0x\(JSONError.hex(UInt32(byte), digits: 2)) never appears in UTF-8"
        case .truncatedSequence: "truncated multi-byte sequence"
        case .overlongEncoding: "overlong encoding"
        case .encodedSurrogate: "encoded surrogate (U+D800 to U+DFFF are not characters)"
        case .aboveMaximumCodePoint: "code point above U+10FFFF"
        }
    }
}

extension JSONValue.Kind {
    /// The kind with its article, as messages name it: `a string`, `an object`, `null`.
    var wording: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
