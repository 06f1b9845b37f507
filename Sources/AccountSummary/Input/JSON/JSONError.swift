/// Why bytes are not a JSON document this reader accepts.
///
/// Every case carries the place: a ``JSONPosition`` (line and column, 1-based) and a
/// ``JSONPath``. All wording lives in `JSONError+CustomStringConvertible.swift`.
///
/// ```swift
/// do { _ = try JSONDocument(parsing: #"{"a":[1,2}"#) } catch { print(error) }
/// // line 1, column 10 (a[1]): expected "," or "]" after an array element, found "}"
/// ```
package enum JSONError: Error, Hashable, Sendable {
    /// A token other than those the grammar allows at this point.
    case unexpected(Token, expected: Expectation, at: JSONPosition, path: JSONPath)
    /// A number literal that breaks RFC 8259 (`01`, `-`, `1.`, `1e`); the literal is quoted.
    case invalidNumber(String, NumberProblem, at: JSONPosition, path: JSONPath)
    /// A string whose bytes are not well-formed UTF-8.
    case invalidUTF8(UTF8Problem, at: JSONPosition, path: JSONPath)
    /// A raw control character (U+0000–U+001F) inside a string.
    case unescapedControlCharacter(UInt8, at: JSONPosition, path: JSONPath)
    /// A backslash sequence that is not one of RFC 8259's escapes; holds the text from the
    /// backslash (`\x`, `\u12G4`).
    case invalidEscape(String, at: JSONPosition, path: JSONPath)
    /// A `\uD800`–`\uDFFF` escape that is not part of a high-then-low surrogate pair.
    case unpairedSurrogate(UInt16, at: JSONPosition, path: JSONPath)
    /// An array or object opened deeper than the reader's limit.
    case nestingTooDeep(limit: Int, at: JSONPosition, path: JSONPath)
    /// A key that appears twice in one object; `firstAt` is the earlier occurrence.
    case duplicateKey(String, firstAt: JSONPosition, at: JSONPosition, path: JSONPath)
    /// A document longer than the tape's 29-bit payloads can address (512 MiB − 3 bytes).
    case documentTooLarge(byteCount: Int, limit: Int)
}

extension JSONError {
    /// Where the problem is, when it is inside a document.
    package var position: JSONPosition? {
        switch self {
        case .unexpected(_, _, let at, _), .invalidNumber(_, _, let at, _), .invalidUTF8(_, let at, _),
             .unescapedControlCharacter(_, let at, _), .invalidEscape(_, let at, _),
             .unpairedSurrogate(_, let at, _), .nestingTooDeep(_, let at, _),
             .duplicateKey(_, _, let at, _):
            at
        case .documentTooLarge:
            nil
        }
    }

    /// The JSON path of the value the problem is in, when it is inside a document.
    package var path: JSONPath? {
        switch self {
        case .unexpected(_, _, _, let path), .invalidNumber(_, _, _, let path), .invalidUTF8(_, _, let path),
             .unescapedControlCharacter(_, _, let path), .invalidEscape(_, _, let path),
             .unpairedSurrogate(_, _, let path), .nestingTooDeep(_, _, let path),
             .duplicateKey(_, _, _, let path):
            path
        case .documentTooLarge:
            nil
        }
    }
}
