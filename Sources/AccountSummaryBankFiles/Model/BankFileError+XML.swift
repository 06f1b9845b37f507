/// Where the XML layer's errors become a bank file's: the readers built on ``XMLReader`` (camt,
/// OFX 2.x) cross here, so the XML layer never learns of files and its messages reach the user
/// unchanged, with the file's name in front.
extension BankFileError {
    /// The XML layer's error as a bank file's: its file named, the message and place unchanged.
    ///
    /// ```swift
    /// BankFileError(XMLError(.truncated(open: "Ntry"), place: .position(line: 9, column: 1)), file: "day1.xml").description
    /// // "day1.xml:9:1: the file ends inside <Ntry>: it is truncated or not well-formed"
    /// ```
    /// - Parameters:
    ///   - error: what the XML layer found.
    ///   - file: the file's name as the user gave it.
    package init(_ error: XMLError, file: String) {
        switch error.place {
        case .document: self.init(file: file, place: .file, message: error.problem.description)
        case .position(let line, let column): self.init(file: file, place: .position(line: line, column: column), message: error.problem.description)
        }
    }

    /// Runs one step of the XML layer for a reader of `file`, its error made this file's.
    ///
    /// ```swift
    /// let child = try BankFileError.xml(file) { () throws(XMLError) in try reader.nextChild() }
    /// ```
    /// - Parameters:
    ///   - file: the file's name as the user gave it.
    ///   - step: the calls into ``XMLReader`` or ``XMLEncoding``.
    @inline(__always)
    package static func xml<Value>(_ file: String, _ step: () throws(XMLError) -> Value) throws(BankFileError) -> Value {
        do { return try step() } catch { throw BankFileError(error, file: file) }
    }

    /// Runs `body` with an XML file's bytes in UTF-8: in place, or a copy transcoded from the
    /// encoding it declares (UTF-16, ISO-8859-1, Windows-1252).
    ///
    /// ```swift
    /// try BankFileError.withUTF8(bytes, file: "day1.xml") { utf8, inPlace throws(BankFileError) in
    ///     var reader = XMLReader(utf8)  // inPlace: true for a UTF-8 file
    /// }
    /// ```
    /// - Parameters:
    ///   - bytes: the file as stored.
    ///   - file: the file's name, which an encoding problem names.
    ///   - body: reads the UTF-8 bytes; `inPlace` says whether they are the file's own (so its
    ///     offsets are the file's), not a transcoded copy.
    package static func withUTF8(_ bytes: ByteView, file: String,
                                 _ body: (_ utf8: ByteView, _ inPlace: Bool) throws(BankFileError) -> Void) throws(BankFileError) {
        let transcoded = try xml(file) { () throws(XMLError) in try XMLEncoding.utf8(bytes) }
        guard let transcoded else { return try body(bytes, true) }
        try transcoded.withByteView { utf8 throws(BankFileError) in try body(utf8, false) }
    }

    /// An error about an element a format's reader read through ``XMLReader``: the element's
    /// path and the line it starts on, and what the format finds wrong with it.
    ///
    /// ```swift
    /// BankFileError(file: "day1.xml", path: "Document/BkToCstmrStmt/Stmt[1]/Ntry[3]", at: entry.offset, in: reader,
    ///               message: "missing <CdtDbtInd> (required by camt)").description
    /// // "day1.xml:41: Document/BkToCstmrStmt/Stmt[1]/Ntry[3]: missing <CdtDbtInd> (required by camt)"
    /// ```
    /// - Parameters:
    ///   - file: the file's name as the user gave it.
    ///   - path: the element path, e.g. `Document/BkToCstmrStmt/Stmt[1]/Ntry[3]`.
    ///   - offset: the byte offset of the element's `<`.
    ///   - reader: the reader that read it, for the line.
    ///   - message: what is wrong, lowercase.
    package init(file: String, path: String, at offset: Int, in reader: XMLReader, message: String) {
        self.init(file: file, place: .path(path, line: reader.position(of: offset).line), message: message)
    }
}
