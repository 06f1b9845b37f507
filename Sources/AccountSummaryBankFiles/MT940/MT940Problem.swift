/// What is wrong with an MT940 / MT942 file, worded in one place.
///
/// ```swift
/// MT940Problem.missingField(":25:").description  // "the message has no :25: field (required by MT940)"
/// ```
package enum MT940Problem: Sendable, Hashable, CustomStringConvertible {
    case noMessage
    case missingField(String)
    case badBalance(String)
    case badStatementLine(String, expected: String)
    case badAmount(String)
    case badDate(String)
    case otherCurrency(String, expected: String)
    case pageGap(closing: String, opening: String)
    /// A field of a message (`:25:`, `:61:`) where no message is open: its `:20:` is missing.
    case fieldOutsideMessage(String)
    /// Text after a message's end that starts no new message.
    case textAfterEnd(String)
    /// A field after the closing balance other than `:64:`, `:65:` and `:86:`.
    case afterClosing(String)
    /// The same field twice in one message, with different values.
    case duplicateField(String, firstLine: Int)
    /// A `{4:` block the file never closes with `-}`.
    case unclosedBlock(line: Int)
    /// `-}` where no `{4:` block is open.
    case blockEndWithoutBlock
    /// A `{1:`…`{5:` header block not closed on its line.
    case unclosedHeader(String)
    /// The last message has no `-` line after its closing balance, where the file's other messages do.
    case notEnded
    /// An `:86:` before the closing balance that follows no `:61:`.
    case informationWithoutEntry

    package var description: String {
        switch self {
        case .noMessage:
            "no MT940/MT942 message: no field :20: starts one"
        case .missingField(let tag):
            "the message has no \(tag) field (required by MT940)"
        case .badBalance(let text):
            "\"\(text)\" is not a balance (expected C or D, a date YYMMDD, a currency and an amount such as C251103EUR1234,56)"
        case .badStatementLine(let text, let expected):
            ":61: \"\(text)\": expected \(expected)"
        case .badAmount(let text):
            "\"\(text)\" is not an amount (expected digits with a \",\" decimal separator, e.g. 1234,56)"
        case .badDate(let text):
            "\"\(text)\" is not a date (expected YYMMDD)"
        case .otherCurrency(let code, let expected):
            "balance in \(code) on an account in \(expected) (amounts are never converted)"
        case .pageGap(let closing, let opening):
            "page opening balance \(opening) does not continue the previous page's closing balance \(closing)"
        case .fieldOutsideMessage(let tag):
            "field \(tag) outside a message (expected :20: starting one first)"
        case .textAfterEnd(let text):
            "\"\(text)\" after the end of a message (expected :20: starting the next message, or nothing)"
        case .afterClosing(let tag):
            "field \(tag) after the closing balance (expected :64:, :65:, :86: or the \"-\" line ending the message)"
        case .duplicateField(let tag, let firstLine):
            "\(tag) given a second time, with another value than on line \(firstLine) (expected one \(tag) per message)"
        case .unclosedBlock(let line):
            "the file ends inside the {4: block opened on line \(line) (expected \"-}\" closing it after the closing balance; is the file cut short?)"
        case .blockEndWithoutBlock:
            "\"-}\" closes a {4: block that was never opened (expected \"-\" ending the message)"
        case .unclosedHeader(let text):
            "\"\(text)\" is not a closed header block (expected {1:…}, {2:…}, {3:…}, {4: or {5:…})"
        case .notEnded:
            "the file ends without the \"-\" line that ends each of its other messages (expected \"-\" after the closing balance; is the file cut short?)"
        case .informationWithoutEntry:
            ":86: follows no :61: (expected the statement line it describes before it)"
        }
    }

    /// The readings worth a warning, worded once.
    package enum Reading: String {
        case windows1252 = "the file is not valid UTF-8: read as Windows-1252"
        case noTransactionType = ":61: without a transaction type (such as NTRF) after the amount: read without one"
        case impossibleValueDate = ":61: with a value date that does not exist (such as 160230, a 30-day month) beside a valid entry date: dated by its entry date"
        case severalInformation = "several :86: fields after one :61:: read as one description"
        case unterminated = "no \"-\" line ends the last message: read to the end of the file (a file cut short after a closing balance cannot be told from a whole one)"
        case repeatedField = "a field given twice in a message with the same value: read once"
        case unknownOriginalCurrency = "an /OCMT/ original amount in a currency that is not an ISO 4217 code: not shown (the booked amount is read as the :61: states it)"
    }

    /// The warning for a byte that is not UTF-8 and that Windows-1252 leaves undefined, read as its Latin-1 control.
    package static func latin1Byte(_ byte: UInt8, line: Int) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "the file is not valid UTF-8 and byte 0x\(hex) (line \(line)) is not defined in Windows-1252: "
            + "read as Windows-1252, with 0x81, 0x8D, 0x8F, 0x90 and 0x9D as Latin-1 (U+00\(hex))"
    }
}
