import AccountSummary
import Testing

@Suite("JSONPosition counts lines and columns")
struct JSONPositionTests {
    /// Text, a byte offset, and the line and column it is at.
    static let positions: [(String, Int, Int, Int)] = [
        ("", 0, 1, 1),
        ("abc", 2, 1, 3),
        ("abc", 3, 1, 4),
        ("abc", 99, 1, 4),
        ("a\nb", 2, 2, 1),
        ("a\r\nb", 3, 2, 1),
        ("a\r\nb", 1, 1, 2),
        ("\n\n\n  x", 5, 4, 3),
        ("\té", 3, 1, 3),
        ("😀x", 4, 1, 2),
    ]

    @Test("byte offsets map to line and column", arguments: positions)
    func position(_ text: String, offset: Int, line: Int, column: Int) {
        let position = JSONPosition(offset: offset, in: Array(text.utf8))
        #expect(position.line == line)
        #expect(position.column == column)
        #expect(position.offset == min(offset, text.utf8.count))
    }

    @Test("a leading byte order mark takes no column")
    func byteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF, 0x5B, 0x5D]
        #expect(JSONPosition(offset: 3, in: bytes) == JSONPosition(line: 1, column: 1, offset: 3))
        #expect(JSONPosition(offset: 4, in: bytes).column == 2)
    }

    @Test("description")
    func description() {
        #expect(JSONPosition(line: 3, column: 17, offset: 60).description == "line 3, column 17")
    }
}
