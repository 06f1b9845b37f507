/// The records of a CSV file as RFC 4180 writes them, over its UTF-8 bytes.
///
/// Cells are separated by the delimiter and records by a line end: CRLF, LF or a lone CR (old
/// Macintosh exports). A cell that starts with `"` is quoted: it ends at the `"` that is
/// followed by the delimiter, a line end or the end of the file; a quote inside it is written
/// twice (`""`), and delimiters and line ends inside it are text. Anything else is refused with
/// its line and column: a quoted cell never closed, text after a closing quote (`"a"b`), a quote
/// inside a cell that is not quoted (`a"b`: the quote that should open it is missing). Lines are
/// counted as a text editor counts them, line ends inside quoted cells included, so a record is
/// named by the line it starts on.
///
/// ```swift
/// let text = Array("Datum;Betrag\n01.03.2024;\"-1.234,56\"\r\n".utf8)
/// text.withByteView { bytes in
///     var scanner = CSVRecordScanner(bytes, delimiter: UInt8(ascii: ";"))
///     let header = try! scanner.next()!
///     let row = try! scanner.next()!
///     (row.line, scanner.text(row.cells[1]))  // (2, "-1.234,56")
/// }
/// ```
package struct CSVRecordScanner {
    private let bytes: ByteView
    private let delimiter: UInt8
    /// The next byte to read.
    package private(set) var offset = 0
    /// The line the next byte is on, from 1.
    package private(set) var line = 1

    /// One cell: where its text is, and how it was written.
    package struct Cell: Sendable, Hashable {
        /// The bytes of its text, without the quotes around a quoted cell.
        package var range: Range<Int>
        /// Whether it was written in quotes.
        package var quoted: Bool
        /// Whether its text holds doubled quotes, to be read as one each.
        package var doubledQuotes: Bool
        /// The byte where the cell starts (its opening quote, for a quoted cell).
        package var start: Int
    }

    /// One record: its cells and where it is.
    package struct Record: Sendable, Hashable {
        /// The line it starts on.
        package var line: Int
        package var cells: [Cell]
        /// Whether a line end closes it (false only for a file's last record).
        package var endedByLineEnd: Bool

        /// Whether every cell is empty (a blank line, or `;;;`).
        package var isBlank: Bool { cells.allSatisfy { $0.range.isEmpty } }
    }

    /// What is wrong with the text of a file, and where.
    package struct Failure: Error, Sendable, Hashable {
        package enum Problem: Sendable, Hashable {
            /// A quoted cell the file never closes.
            case unclosedQuote
            /// Text after a quoted cell's closing quote, before the delimiter.
            case textAfterQuote
            /// A `"` inside a cell that does not start with one.
            case quoteInUnquotedCell
        }
        package var problem: Problem
        package var line: Int
        package var column: Int
    }

    /// A scanner at the start of `bytes`.
    ///
    /// - Parameters:
    ///   - bytes: the file in UTF-8 (a byte order mark already taken off).
    ///   - delimiter: the ASCII character between cells; never `"`, CR or LF.
    package init(_ bytes: ByteView, delimiter: UInt8) {
        precondition(delimiter != CSVRecordScanner.quote && delimiter != CSVRecordScanner.lf && delimiter != CSVRecordScanner.cr)
        self.bytes = bytes
        self.delimiter = delimiter
    }

    private static let quote = UInt8(ascii: "\"")
    private static let lf = UInt8(ascii: "\n")
    private static let cr = UInt8(ascii: "\r")

    /// Whether every byte has been read.
    package var isAtEnd: Bool { offset == bytes.count }

    /// Moves past the next line without reading it as a record (a bank's title or totals above
    /// the header); false at the end of the file.
    package mutating func skipLine() -> Bool {
        guard offset < bytes.count else { return false }
        while offset < bytes.count, bytes[offset] != CSVRecordScanner.lf, bytes[offset] != CSVRecordScanner.cr { offset += 1 }
        if offset < bytes.count { consumeLineEnd() }
        return true
    }

    /// The next record, or nil at the end of the file.
    package mutating func next() throws(Failure) -> Record? {
        guard offset < bytes.count else { return nil }
        var record = Record(line: line, cells: [], endedByLineEnd: false)
        while true {
            let cell = try nextCell()
            record.cells.append(cell)
            guard offset < bytes.count else { return record }
            let byte = bytes[offset]
            if byte == delimiter {
                offset += 1
                if offset == bytes.count {
                    // A delimiter at the very end: one more, empty cell.
                    record.cells.append(Cell(range: offset..<offset, quoted: false, doubledQuotes: false, start: offset))
                    return record
                }
                continue
            }
            consumeLineEnd()
            record.endedByLineEnd = true
            return record
        }
    }

    /// One cell, up to (not including) the delimiter, line end or end of file after it.
    private mutating func nextCell() throws(Failure) -> Cell {
        let start = offset
        if offset < bytes.count, bytes[offset] == CSVRecordScanner.quote {
            let openLine = line
            offset += 1
            let textStart = offset
            var doubled = false
            while true {
                guard offset < bytes.count else {
                    throw Failure(problem: .unclosedQuote, line: openLine, column: column(of: start))
                }
                let byte = bytes[offset]
                if byte == CSVRecordScanner.quote {
                    if offset + 1 < bytes.count, bytes[offset + 1] == CSVRecordScanner.quote {
                        doubled = true
                        offset += 2
                        continue
                    }
                    break
                }
                if byte == CSVRecordScanner.lf || byte == CSVRecordScanner.cr {
                    consumeLineEnd()
                } else {
                    offset += 1
                }
            }
            let cell = Cell(range: textStart..<offset, quoted: true, doubledQuotes: doubled, start: start)
            offset += 1
            if offset < bytes.count {
                let byte = bytes[offset]
                guard byte == delimiter || byte == CSVRecordScanner.lf || byte == CSVRecordScanner.cr else {
                    throw Failure(problem: .textAfterQuote, line: line, column: column(of: offset))
                }
            }
            return cell
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == delimiter || byte == CSVRecordScanner.lf || byte == CSVRecordScanner.cr { break }
            if byte == CSVRecordScanner.quote { throw Failure(problem: .quoteInUnquotedCell, line: line, column: column(of: offset)) }
            offset += 1
        }
        return Cell(range: start..<offset, quoted: false, doubledQuotes: false, start: start)
    }

    /// Moves past the CRLF, LF or CR at `offset`, counting the line.
    private mutating func consumeLineEnd() {
        if bytes[offset] == CSVRecordScanner.cr, offset + 1 < bytes.count, bytes[offset + 1] == CSVRecordScanner.lf { offset += 1 }
        offset += 1
        line += 1
    }

    /// The 1-based character column of byte `offset` on its line (worked out for messages only).
    package func column(of offset: Int) -> Int {
        var index = offset
        while index > 0, bytes[index - 1] != CSVRecordScanner.lf, bytes[index - 1] != CSVRecordScanner.cr { index -= 1 }
        var column = 1
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return column
    }

    /// A cell's text, doubled quotes read as one.
    package func text(_ cell: Cell) -> String {
        let raw = bytes[cell.range].rebased
        guard cell.doubledQuotes else { return String(decoding: raw, as: UTF8.self) }
        var unescaped: [UInt8] = []
        unescaped.reserveCapacity(raw.count)
        var skipNext = false
        for byte in raw {
            if skipNext { skipNext = false; continue }
            unescaped.append(byte)
            // Inside a quoted cell every quote is doubled: keep the first, skip the second.
            if byte == CSVRecordScanner.quote { skipNext = true }
        }
        return String(decoding: unescaped, as: UTF8.self)
    }
}
