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
        }
    }

    /// The readings worth a warning, worded once.
    package enum Reading: String {
        case windows1252 = "the file is not valid UTF-8: read as Windows-1252"
    }
}
