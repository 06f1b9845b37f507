/// A place in a document: 1-based line and column, and the 0-based byte offset.
///
/// Lines end at `\n` (so `\r\n` ends one line). Columns count Unicode scalars, not bytes, so
/// `"é"` is one column; a tab is one column; a UTF-8 byte order mark at the start takes none.
///
/// ```swift
/// JSONPosition(offset: 9, in: Array("{\n  \"a\": x}".utf8)).description  // line 2, column 8
/// ```
package struct JSONPosition: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    package var line: Int
    /// The column, from 1, in Unicode scalars.
    package var column: Int
    /// Bytes before this place, from the start of the input (a byte order mark included).
    package var offset: Int

    /// A position from its parts, as tests and other readers state them.
    package init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The position of byte `offset` of `bytes`; an offset past the end is the end.
    package init(offset: Int, in bytes: [UInt8]) {
        self = JSONBytes.reading(bytes) { JSONPosition(offset: offset, in: $0) }
    }

    /// The position of byte `offset` of `bytes`; an offset past the end is the end.
    init(offset: Int, in bytes: JSONBytes) {
        let offset = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = JSONPosition.hasByteOrderMark(bytes) ? 3 : 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        var column = 1
        for index in min(lineStart, offset)..<offset where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        self.init(line: line, column: column, offset: offset)
    }

    /// `line 3, column 17`
    package var description: String { "line \(line), column \(column)" }

    /// Whether the bytes start with the UTF-8 byte order mark `EF BB BF`.
    static func hasByteOrderMark(_ bytes: JSONBytes) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }
}
