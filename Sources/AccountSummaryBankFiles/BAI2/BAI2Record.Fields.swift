extension BAI2Record {
    /// Reads a record's fields in order, across its continuations, as the standard delimits them.
    ///
    /// A comma ends a field; a slash ends the last field of a physical record (nothing may follow
    /// it on the line), and when an 88 continues the record its next field starts there. After
    /// the record's last field every further field reads as defaulted (empty), which is how a
    /// record that leaves its last optional fields off is read (noted, for a warning). A `16`
    /// record's text is read whole by ``text()``: it runs to the end of the record, commas and
    /// slashes included, each continuation joined with a space.
    ///
    /// ```swift
    /// // 49,18650000,3/
    /// var fields = BAI2Record.Fields(record, bytes: bytes, file: "a.bai2")
    /// fields.string(try fields.next())  // "18650000"
    /// fields.string(try fields.next())  // "3"
    /// fields.isAtEnd                    // true
    /// ```
    struct Fields {
        /// One field: its bytes (empty when defaulted) and where it is.
        struct Field {
            var start: Int
            var end: Int
            /// The piece (physical record) it is in.
            var piece: Int
            /// Whether it lies past the record's last field: left off, read as empty.
            var isLeftOff = false

            var isEmpty: Bool { start == end }
        }

        let record: BAI2Record
        let bytes: ByteView
        let file: String
        private var piece = 0
        private var offset: Int
        /// Whether every field of the record has been read.
        private(set) var isAtEnd = false
        /// The departures from the standard met while reading, for the reader's warnings.
        private(set) var readings: [BAI2Problem.Reading] = []

        init(_ record: BAI2Record, bytes: ByteView, file: String) {
            self.record = record
            self.bytes = bytes
            self.file = file
            offset = record.pieces[0].start
            if offset == record.pieces[0].end { advance() }
        }

        /// The next field; an empty, left-off one after the record's last.
        ///
        /// - Throws: anything after a slash on its line.
        mutating func next() throws(BankFileError) -> Field {
            guard !isAtEnd else {
                note(.leftOffFields)
                let last = record.pieces[record.pieces.count - 1]
                return Field(start: last.end, end: last.end, piece: record.pieces.count - 1, isLeftOff: true)
            }
            let current = record.pieces[piece]
            var index = offset
            while index < current.end, bytes[index] != UInt8(ascii: ","), bytes[index] != UInt8(ascii: "/") { index += 1 }
            let field = Field(start: offset, end: index, piece: piece)
            if index == current.end {
                // The line ends inside a field: no "/" ends the record (or the physical record an 88 continues).
                note(.noSlash)
                advance()
            } else if bytes[index] == UInt8(ascii: ",") {
                offset = index + 1
                // A comma ending the line: the field after it starts on the continuation, if one follows.
                if offset == current.end, piece + 1 < record.pieces.count { advance() }
            } else {
                guard index + 1 == current.end else {
                    throw failure(.afterRecordEnd(text(index + 1, current.end)), at: index + 1, in: piece)
                }
                advance()
            }
            return field
        }

        /// The text field: everything from here to the end of the record, each continuation
        /// joined with a space, blanks padding a line's end left out. A slash (or `,/`) ending a
        /// line of text is read as the record's end, not as text, and noted.
        ///
        /// - Throws: text that starts with a slash followed by more.
        mutating func text() throws(BankFileError) -> String {
            guard !isAtEnd else { return "" }
            var parts: [String] = []
            var index = piece
            var start = offset
            while index < record.pieces.count {
                var end = record.pieces[index].end
                if end > start, bytes[end - 1] == UInt8(ascii: "/") {
                    end -= 1
                    if end > start, bytes[end - 1] == UInt8(ascii: ",") { end -= 1 }
                    while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
                    if end > start { note(.textEndsWithSlash) }
                }
                if parts.isEmpty, end > start, bytes[start] == UInt8(ascii: "/") {
                    throw failure(.textStartsWithSlash(text(start, end)), at: start, in: index)
                }
                if end > start { parts.append(String(decoding: bytes[start..<end].rebased, as: UTF8.self)) }
                index += 1
                if index < record.pieces.count { start = record.pieces[index].start }
            }
            isAtEnd = true
            return parts.joined(separator: " ")
        }

        /// What is left of the record, for a message about fields it should not have.
        func rest() -> String {
            guard !isAtEnd else { return "" }
            return text(offset, record.pieces[piece].end)
        }

        /// Where the next field starts: its line and column.
        var position: (line: Int, column: Int) {
            if isAtEnd {
                let last = record.pieces[record.pieces.count - 1]
                return (last.line, last.end - last.lineStart + 1)
            }
            return (record.pieces[piece].line, record.column(of: offset, in: piece))
        }

        /// A field's text.
        func string(_ field: Field) -> String {
            String(decoding: bytes[field.start..<field.end].rebased, as: UTF8.self)
        }

        /// An error at a field.
        func failure(_ problem: BAI2Problem, _ field: Field) -> BankFileError {
            failure(problem, at: field.start, in: field.piece)
        }

        /// An error at a byte of a piece.
        func failure(_ problem: BAI2Problem, at offset: Int, in piece: Int) -> BankFileError {
            BankFileError(file: file, place: .position(line: record.pieces[piece].line, column: record.column(of: offset, in: piece)),
                          message: problem.description)
        }

        /// An error where the next field would start (after the record's last field, say).
        func failureHere(_ problem: BAI2Problem) -> BankFileError {
            failure(problem, at: position)
        }

        /// An error at a place noted before (where a field that turned out empty started).
        func failure(_ problem: BAI2Problem, at place: (line: Int, column: Int)) -> BankFileError {
            BankFileError(file: file, place: .position(line: place.line, column: place.column), message: problem.description)
        }

        /// To the next piece that holds anything, or to the end of the record.
        private mutating func advance() {
            piece += 1
            while piece < record.pieces.count, record.pieces[piece].start == record.pieces[piece].end { piece += 1 }
            if piece < record.pieces.count { offset = record.pieces[piece].start } else { isAtEnd = true }
        }

        /// Notes a departure, once.
        mutating func note(_ reading: BAI2Problem.Reading) {
            if !readings.contains(reading) { readings.append(reading) }
        }

        private func text(_ start: Int, _ end: Int) -> String {
            String(decoding: bytes[start..<min(end, start + 40)].rebased, as: UTF8.self)
        }
    }
}
