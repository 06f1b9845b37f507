import Testing

/// A document the reader must refuse, with everything its error must say.
struct JSONRejection: Sendable, CustomTestStringConvertible {
    let bytes: [UInt8]
    let message: String
    let line: Int
    let column: Int
    let path: String

    init(_ text: String, _ message: String, line: Int = 1, column: Int, path: String = "$") {
        self.init(bytes: Array(text.utf8), message, line: line, column: column, path: path)
    }

    init(bytes: [UInt8], _ message: String, line: Int = 1, column: Int, path: String = "$") {
        self.bytes = bytes
        self.message = message
        self.line = line
        self.column = column
        self.path = path
    }

    var testDescription: String {
        String(decoding: bytes, as: UTF8.self).debugDescription
    }
}
