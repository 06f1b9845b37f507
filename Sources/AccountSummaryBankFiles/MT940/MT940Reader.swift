import AccountSummary
import Foundation

/// Reads SWIFT MT940 (customer statement) and MT942 (interim transaction report) files.
///
/// With or without the `{1:}{2:}{3:}{4:` block headers and the `-}` trailer, several messages a
/// file, CRLF or LF. Every message is one ``BankStatement``, and consecutive pages of one
/// statement (`:62M:` followed by `:60M:` of the same account) are joined into one. As the
/// contract maps it: `:25:` is the account, `:60F:`/`:60M:` the opening and `:62F:`/`:62M:` the
/// closing balance (never `:64:`/`:65:`), `:61:` a booked entry signed by its mark (`C` and `RD`
/// money in, `D` and `RC` money out; `RC`/`RD` reversals), dated by its entry date (else its value
/// date), and `:86:` its description (``MT940Information``: the SEPA tags, the German sub-fields,
/// plain text). Amounts use `,` as their decimal separator and are read exactly. A file that is
/// not valid UTF-8 is read as Windows-1252, with a warning.
///
/// Every byte is accounted for: a message ends at its closing balance and the `-` line after it
/// (a `-` line inside `:86:` is text), an MT940 message states both balances, a field given twice
/// with two values, text after a message that starts no new one, an unclosed `{4:` block are
/// errors naming the line; see ``MT940Parser/messages(_:warnings:)``.
///
/// ```swift
/// var warnings = BankWarnings()
/// try bytes.withByteView { bytes throws(BankFileError) in
///     try MT940Reader.read(bytes, file: "umsatz.sta", warnings: &warnings) { statement, _ in
///         statement.accountID  // "10020030/1234567890"
///     }
/// }
/// ```
package enum MT940Reader: BankFileReader {
    package static func read(_ bytes: ByteView, file: String, warnings: inout BankWarnings,
                             _ body: (BankStatement, _ readUpTo: Int) throws(BankFileError) -> Void) throws(BankFileError) {
        let text = MT940Reader.text(bytes, file: file, warnings: &warnings)
        var parser = MT940Parser(file: file)
        let messages = try parser.messages(text, warnings: &warnings)
        guard !messages.isEmpty else { throw BankFileError(file: file, place: .file, message: MT940Problem.noMessage.description) }
        var pending: BankStatement?
        var pendingIsPage = false
        for (index, message) in messages.enumerated() {
            var statement = try message.statement(file: file, position: index + 1, warnings: &warnings)
            if var open = pending, pendingIsPage, message.opensWithIntermediate, open.accountID == statement.accountID {
                // The next page of the same statement: its opening continues the previous page's closing.
                if let closing = open.closing, let opening = statement.opening, closing != opening {
                    throw BankFileError(file: file, place: .position(line: message.openingLine, column: 1),
                                        message: MT940Problem.pageGap(closing: "\(closing)", opening: "\(opening)").description)
                }
                open.entries += statement.entries
                open.closing = statement.closing
                statement = open
            } else if let open = pending {
                try body(open, 0)
            }
            pending = statement
            pendingIsPage = message.closesWithIntermediate
        }
        if parser.endsUnchecked { warnings.note(file: file, MT940Problem.Reading.unterminated.rawValue) }
        if let pending { try body(pending, bytes.count) }
    }

    /// The file's text: UTF-8 when it is valid UTF-8, else Windows-1252, with a warning. The five
    /// bytes Windows-1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) are read as Latin-1 reads
    /// them, and the warning names the first and its line.
    static func text(_ bytes: ByteView, file: String, warnings: inout BankWarnings) -> String {
        if let utf8 = String(validating: bytes, as: UTF8.self) { return utf8 }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        var start = 0
        var undefined: (byte: UInt8, offset: Int)?
        func flush(upTo end: Int) {
            guard start < end else { return }
            let run = bytes[start..<end].rebased
            // Every byte of the run is defined in Windows-1252, so it transcodes.
            output += ((try? XMLEncoding.windows1252.transcoded(run)) ?? nil) ?? Array(run)
        }
        for (offset, byte) in bytes.enumerated() where [0x81, 0x8D, 0x8F, 0x90, 0x9D].contains(byte) {
            flush(upTo: offset)
            output += [0xC2, byte]  // U+0081 and so on, in UTF-8
            start = offset + 1
            if undefined == nil { undefined = (byte, offset) }
        }
        flush(upTo: bytes.count)
        if let undefined {
            let line = bytes[..<undefined.offset].count { $0 == 0x0A } + 1
            warnings.note(file: file, MT940Problem.latin1Byte(undefined.byte, line: line))
        } else {
            warnings.note(file: file, MT940Problem.Reading.windows1252.rawValue)
        }
        return String(decoding: output, as: UTF8.self)
    }
}
