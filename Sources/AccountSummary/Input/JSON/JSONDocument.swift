/// A parsed JSON document: the input bytes plus a flat tape of nodes over them.
///
/// Parsing validates the whole document against RFC 8259 and builds the tape in one pass;
/// nothing is decoded until asked for, through ``root`` and the ``JSONValue`` cursors it hands
/// out. Numbers keep their literal text, never a binary floating-point value.
///
/// ```swift
/// let document = try JSONDocument(parsing: #"{"balance": 929466.23}"#)
/// document.root["balance"]?.numberText  // "929466.23"
/// ```
///
/// What the reader accepts, beyond the grammar:
/// - **Byte order mark**: a UTF-8 BOM (`EF BB BF`) as the very first bytes is skipped; anywhere
///   else between tokens it is an error (inside a string it is the character U+FEFF).
///   UTF-16 and UTF-32 input is rejected: its first byte is not valid here.
/// - **Duplicate keys** are an error naming both places. Readers disagree on them (first
///   wins, last wins), so a document with two `"balance"` members means different amounts to
///   different programs; for money data we refuse to guess. Keys are compared after decoding
///   escapes: `"a"` and `"\u0061"` are the same key.
/// - **Depth**: arrays and objects nest at most ``defaultMaximumDepth`` (512) levels unless
///   the caller says otherwise, so a hostile document cannot exhaust memory, nor the stack of
///   a recursive consumer.
/// - **Size**: at most 512 MiB − 3 bytes (536,870,908), so that offsets, lengths and tape
///   indices fit the 29-bit payload of an 8-byte tape node; a larger document is
///   ``JSONError/documentTooLarge(byteCount:limit:)``.
package struct JSONDocument: Sendable {
    let storage: Storage

    /// The nesting limit used unless the caller gives another.
    package static let defaultMaximumDepth = 512

    /// Parses and validates `bytes`, keeping them.
    ///
    /// ```swift
    /// try JSONDocument(parsing: Array("[1, 2]".utf8)).root.count  // 2
    /// ```
    /// - Parameters:
    ///   - bytes: the whole document, UTF-8.
    ///   - maximumDepth: how deep arrays and objects may nest.
    /// - Throws: the first problem, with its line, column and path.
    package init(parsing bytes: [UInt8], maximumDepth: Int = JSONDocument.defaultMaximumDepth) throws(JSONError) {
        let tape = try JSONBytes.reading(bytes) { input throws(JSONError) in
            var parser = JSONParser(input, maximumDepth: maximumDepth)
            try parser.parse()
            return parser.nodes
        }
        storage = Storage(bytes: bytes, tape: tape)
    }

    /// Parses the UTF-8 of `text`.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "true").root.bool  // true
    /// ```
    package init(parsing text: String, maximumDepth: Int = JSONDocument.defaultMaximumDepth) throws(JSONError) {
        try self.init(parsing: Array(text.utf8), maximumDepth: maximumDepth)
    }

    /// The input, byte order mark included.
    package var bytes: [UInt8] { storage.bytes }

    /// The top-level value.
    ///
    /// ```swift
    /// try JSONDocument(parsing: " {} ").root.kind  // .object
    /// ```
    package var root: JSONValue { JSONValue(document: self, index: 0) }
}
