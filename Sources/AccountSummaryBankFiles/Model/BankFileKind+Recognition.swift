extension BankFileKind {
    /// The kind the content shows, never the file's name: JSON (`{` first), camt (XML whose root
    /// is `Document` in a `camt.05x` namespace), OFX (`OFXHEADER:`, `<?OFX`, `<OFX>`), MT940
    /// (`{1:` or a line starting `:20:`), BAI2 (an `01,` file header record first); nil when it
    /// is none of them. Never `.csv`: a CSV file's content does not say how to read it, so only
    /// its profile does.
    ///
    /// ```swift
    /// BankFileKind.recognise(Array(#"{"customer": {}}"#.utf8))                          // .json
    /// BankFileKind.recognise(Array("OFXHEADER:100\r\nDATA:OFXSGML".utf8))                // .ofx
    /// BankFileKind.recognise(Array(":20:STARTUMS\r\n:25:10020030/1234567".utf8))         // .mt940
    /// BankFileKind.recognise(Array("01,121140399,9999999999,050608,1015,1,80,1,2/".utf8)) // .bai2
    /// ```
    /// - Parameter bytes: the file's bytes; only its first 64 KiB are looked at.
    package static func recognise(_ bytes: some Collection<UInt8>) -> BankFileKind? {
        let head = Array(bytes.prefix(65_536))
        // UTF-16 files are XML (camt or OFX 2): look at their ASCII bytes.
        let ascii: [UInt8] = head.count >= 2 && (head[0] == 0 || head[1] == 0 || head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]))
            ? head.filter { $0 != 0 && $0 < 0x80 } : head
        var start = ascii.startIndex
        if ascii.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        while start < ascii.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(ascii[start]) { start += 1 }
        let text = String(decoding: ascii[start...], as: UTF8.self)
        if text.hasPrefix("{1:") { return .mt940 }
        if text.hasPrefix("01,") { return .bai2 }
        if text.hasPrefix("{") || text.hasPrefix("[") { return .json }
        if text.hasPrefix(":20:") || text.contains("\n:20:") || BankFileKind.startsWithSWIFTField(text) { return .mt940 }
        if text.hasPrefix("OFXHEADER") || text.contains("<?OFX") || text.contains("<OFX>") { return .ofx }
        if text.hasPrefix("<"), text.contains(":camt.05") || text.contains("<Document") && text.contains("camt.") { return .camt }
        return nil
    }

    /// Whether the text's first non-envelope line is a SWIFT field (`:60F:`, `:28C:`).
    private static func startsWithSWIFTField(_ text: String) -> Bool {
        let line = text.drop { $0 == "\u{1}" || $0 == "\u{3}" || $0.isWhitespace }.prefix { $0 != "\n" && $0 != "\r" }
        guard line.first == ":", let end = line.dropFirst().firstIndex(of: ":") else { return false }
        let tag = line[line.index(after: line.startIndex)..<end]
        return (2...3).contains(tag.count) && tag.prefix(2).allSatisfy(\.isNumber) && tag.dropFirst(2).allSatisfy(\.isLetter)
    }

    /// The reader of this kind of bank file; nil for JSON, which ``StatementReader`` reads, and
    /// for CSV, which a ``CSVStatementReader`` holding its profile reads.
    package var reader: (any BankFileReader.Type)? {
        switch self {
        case .json, .csv: nil
        case .camt: CamtReader.self
        case .mt940: MT940Reader.self
        case .ofx: OFXReader.self
        case .bai2: BAI2Reader.self
        }
    }
}
