extension CSVProfile.Encoding {
    /// Runs `body` with the file's text in UTF-8, without a byte order mark: the bytes themselves
    /// for a UTF-8 file, a transcoded copy for cp1252 and ISO-8859-1.
    ///
    /// A UTF-8 byte order mark is taken off a UTF-8 file; in a file the profile says is cp1252
    /// or ISO-8859-1 it contradicts the profile and is refused. Bytes that are not valid UTF-8,
    /// or that cp1252 leaves unassigned (0x81, 0x8D, 0x8F, 0x90, 0x9D), are refused naming their
    /// line and column: a file is never read in an encoding its bytes deny.
    ///
    /// ```swift
    /// try CSVProfile.Encoding.cp1252.withUTF8(bytes, file: "gls.csv") { utf8 in … }  // "Empf\u{E4}nger"
    /// ```
    package func withUTF8(_ bytes: ByteView, file: String,
                          _ body: (ByteView) throws(BankFileError) -> Void) throws(BankFileError) {
        let hasMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        switch self {
        case .utf8:
            let text = hasMark ? bytes[3...].rebased : bytes
            if let bad = text.firstInvalidUTF8() {
                let place = CSVProfile.Encoding.place(of: bad, in: text)
                throw BankFileError(file: file, place: .position(line: place.line, column: place.column),
                                    message: CSVProblem.notUTF8(line: place.line).description)
            }
            try body(text)
        case .cp1252, .latin1:
            if hasMark {
                throw BankFileError(file: file, place: .position(line: 1, column: 1),
                                    message: CSVProblem.byteOrderMarkInSingleByteEncoding(rawValue).description)
            }
            if self == .cp1252, let bad = bytes.firstIndex(where: { !XMLEncoding.isWindows1252($0) }) {
                let place = CSVProfile.Encoding.place(of: bad, in: bytes)
                throw BankFileError(file: file, place: .position(line: place.line, column: place.column),
                                    message: CSVProblem.notWindows1252(bytes[bad], line: place.line).description)
            }
            let transcoded: [UInt8]?
            do { transcoded = try (self == .cp1252 ? XMLEncoding.windows1252 : XMLEncoding.latin1).transcoded(bytes) } catch {
                throw BankFileError(file: file, place: .file, message: error.description)
            }
            guard let transcoded else { return try body(bytes) }
            try transcoded.withByteView { utf8 throws(BankFileError) in try body(utf8) }
        }
    }

    /// The 1-based line and column (in bytes) of `offset`, lines ended by LF, CRLF or CR.
    static func place(of offset: Int, in bytes: ByteView) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < offset {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && !(index + 1 < bytes.count && bytes[index + 1] == 0x0A)) {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return (line, offset - lineStart + 1)
    }
}
