/// Splits a BAI2 file's bytes into logical records: each line a physical record that starts
/// with its two-digit code and a comma, the 88 continuation lines after it joined to it.
///
/// Lines end with LF, CRLF or CR; blank lines are no records. Every other line must start a
/// record (`16,`): a line that does not is an error naming it, never text of the record
/// before it (a record continues only through an 88). The scanner reads one physical record
/// ahead, to see whether the next one continues the current.
///
/// ```swift
/// var scanner = BAI2RecordScanner(bytes: view, file: "svb.bai2")
/// while let record = try scanner.next() {
///     print(record.code.rawValue, record.physicalCount)  // "01 1", "02 1", "03 4", …
/// }
/// ```
struct BAI2RecordScanner {
    let bytes: ByteView
    let file: String
    /// Where the next line starts.
    private var offset = 0
    /// The number of the last line read.
    private(set) var lineNumber = 0
    /// A physical record read ahead: the next record's first line.
    private var ahead: (code: BAI2RecordCode, piece: BAI2Record.Piece)?

    init(bytes: ByteView, file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// How far the file has been read: the start of the record read ahead, else the end of what was read.
    var readUpTo: Int { ahead?.piece.lineStart ?? offset }

    /// The next logical record, or nil at the end of the file.
    ///
    /// - Throws: a line that starts no record, an unknown record code, an 88 with no record before it.
    mutating func next() throws(BankFileError) -> BAI2Record? {
        let first: (code: BAI2RecordCode, piece: BAI2Record.Piece)
        if let ahead {
            first = ahead
            self.ahead = nil
        } else {
            guard let read = try nextPhysical() else { return nil }
            first = read
        }
        if first.code == .continuation {
            throw failure(.continuationFirst, line: first.piece.line, column: 1)
        }
        var record = BAI2Record(code: first.code, pieces: [first.piece])
        while let read = try nextPhysical() {
            guard read.code == .continuation else {
                ahead = read
                break
            }
            record.pieces.append(read.piece)
        }
        return record
    }

    /// The next non-blank line as a physical record.
    private mutating func nextPhysical() throws(BankFileError) -> (code: BAI2RecordCode, piece: BAI2Record.Piece)? {
        while offset < bytes.count {
            let start = offset
            var end = start
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            offset = end
            if offset < bytes.count {
                offset += bytes[offset] == 0x0D && offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1
            }
            lineNumber += 1
            // Fixed-length records are padded with blanks after their last field.
            var trimmed = end
            while trimmed > start, bytes[trimmed - 1] == 0x20 || bytes[trimmed - 1] == 0x09 { trimmed -= 1 }
            if trimmed == start { continue }
            guard trimmed - start >= 3, BAI2RecordScanner.isDigit(bytes[start]), BAI2RecordScanner.isDigit(bytes[start + 1]),
                  bytes[start + 2] == UInt8(ascii: ",") else {
                throw failure(.notARecord(text(start, trimmed)), line: lineNumber, column: 1)
            }
            guard let code = BAI2RecordCode(bytes[start], bytes[start + 1]) else {
                throw failure(.unknownRecord(text(start, start + 2)), line: lineNumber, column: 1)
            }
            return (code, BAI2Record.Piece(line: lineNumber, lineStart: start, start: start + 3, end: trimmed))
        }
        return nil
    }

    /// Up to 40 characters of the bytes, for a message.
    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<min(end, start + 40)].rebased, as: UTF8.self)
    }

    private func failure(_ problem: BAI2Problem, line: Int, column: Int) -> BankFileError {
        BankFileError(file: file, place: .position(line: line, column: column), message: problem.description)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
