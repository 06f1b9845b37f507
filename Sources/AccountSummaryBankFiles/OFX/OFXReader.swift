import AccountSummary
import Foundation

/// Reads OFX bank (`STMTRS`) and credit-card (`CCSTMTRS`) statements: OFX 1.x (SGML, with its
/// `OFXHEADER:` header and leaf elements left open) and OFX 2.x (XML, through ``XMLReader``).
///
/// Every `STMTRS`/`CCSTMTRS` is one ``BankStatement``, read as the contract maps it: `ACCTID`
/// is the account, `CURDEF` the currency, the `DTSTART`–`DTEND` of its `BANKTRANLIST`s the period,
/// each `STMTTRN` of every `BANKTRANLIST` a booked entry with its signed `TRNAMT`, `DTPOSTED`,
/// `FITID` and `NAME` · `MEMO`; `LEDGERBAL` is the closing balance (never `AVAILBAL`), and, as
/// OFX states none, the opening balance is worked back from it and the transactions, exactly. A
/// card's OFX balance is negative when owed; the statement model's is positive when owed, so card
/// balances change sign. OFX 1.x text is read by its `CHARSET` (1252, ISO-8859-1, UTF-8; `NONE`
/// as UTF-8 when valid, else 1252).
///
/// Every transaction is accounted for: a `STMTTRN` anywhere else, a file cut short, an element
/// given twice with different values, or a transaction in another currency than `CURDEF`
/// (`CURRENCY`; amounts are never converted) is an error naming it, never a statement without it.
///
/// ```swift
/// var warnings = BankWarnings()
/// try bytes.withByteView { bytes throws(BankFileError) in
///     try OFXReader.read(bytes, file: "export.ofx", warnings: &warnings) { statement, _ in
///         statement.type     // .creditCard for a CCSTMTRS
///         statement.opening  // LEDGERBAL minus the transactions
///     }
/// }
/// ```
package enum OFXReader: BankFileReader {
    package static func read(_ bytes: ByteView, file: String, warnings: inout BankWarnings,
                             _ body: (BankStatement, _ readUpTo: Int) throws(BankFileError) -> Void) throws(BankFileError) {
        var mapping = OFXMapping(file: file)
        if OFXReader.isXML(bytes) {
            try BankFileError.withUTF8(bytes, file: file) { utf8, _ throws(BankFileError) in
                var reader = XMLReader(utf8)
                mapping.places = .xml(reader)
                let root = try BankFileError.xml(file) { () throws(XMLError) in try reader.root() }
                guard root.name == "OFX" else {
                    throw BankFileError(file: file, path: root.name, at: root.offset, in: reader, message: OFXProblem.noOFX.description)
                }
                try walk(&reader, utf8, file: file, path: "OFX", mapping: &mapping, body)
                try BankFileError.xml(file) { () throws(XMLError) in try reader.finish() }
            }
        } else {
            try OFXSGML.read(bytes, file: file, warnings: &warnings) { element, path, offset throws(BankFileError) in
                try mapping.handle(element, path: path, body: body, offset: offset)
            }
        }
        warnings.add(mapping.warnings)
        guard mapping.count > 0 else { throw BankFileError(file: file, place: .file, message: OFXProblem.missing("STMTRS or CCSTMTRS").description) }
    }

    /// OFX 2.x starts with an XML declaration or `<?OFX` (or is UTF-16); 1.x with its `OFXHEADER:`
    /// lines, or, from some banks, straight with `<OFX>`.
    static func isXML(_ bytes: ByteView) -> Bool {
        let head = String(decoding: bytes.prefix(1024), as: UTF8.self).drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        return head.hasPrefix("<?xml") || head.hasPrefix("<?OFX") || bytes.prefix(2).contains(0)
    }

    /// Descends the XML document's message sets, handing each statement and the sign-on to the
    /// mapping whole; everything else is skipped (still checked to be well-formed), unless it
    /// holds a `STMTTRN`, which would then not be read: an error naming it.
    private static func walk(_ reader: inout XMLReader, _ bytes: ByteView, file: String, path: String, mapping: inout OFXMapping,
                             _ body: (BankStatement, Int) throws(BankFileError) -> Void) throws(BankFileError) {
        var seen: [String: Int] = [:]
        while let child = try BankFileError.xml(file, { () throws(XMLError) in try reader.nextChild() }) {
            seen[child.name, default: 0] += 1
            let childPath = "\(path)/\(child.name)[\(seen[child.name]!)]"
            if OFXMapping.wholeElements.contains(child.name) {
                let element = try BankFileError.xml(file) { () throws(XMLError) in try reader.element(child) }
                try mapping.handle(element, path: childPath, body: body, offset: reader.offset)
            } else if child.name.hasSuffix("MSGSRSV1") || child.name.hasSuffix("TRNRS") {
                // The message sets and transaction wrappers that hold statements.
                try walk(&reader, bytes, file: file, path: childPath, mapping: &mapping, body)
            } else {
                try BankFileError.xml(file) { () throws(XMLError) in try reader.skipElement() }
                if let stray = firstTransaction(in: bytes, child.offset..<reader.offset) {
                    throw BankFileError(file: file, path: childPath, at: stray, in: reader, message: OFXProblem.strayTransaction.description)
                }
            }
        }
    }

    /// The offset of the first `<STMTTRN>` (or `<STMTTRN ` with attributes) in a range of the bytes.
    private static func firstTransaction(in bytes: ByteView, _ range: Range<Int>) -> Int? {
        let name = Array("<STMTTRN".utf8)
        var position = range.lowerBound
        while position + name.count < range.upperBound {
            if bytes[position] == UInt8(ascii: "<"), (1..<name.count).allSatisfy({ bytes[position + $0] == name[$0] }) {
                let next = bytes[position + name.count]
                if next == UInt8(ascii: ">") || next == UInt8(ascii: "/") || next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D {
                    return position
                }
            }
            position += 1
        }
        return nil
    }
}
