/// What is wrong with a camt.053 / camt.052 file, worded in one place.
///
/// ```swift
/// CamtProblem.missing("Amt").description  // "missing <Amt> (required by camt)"
/// ```
package enum CamtProblem: Sendable, Hashable, CustomStringConvertible {
    case notCamt(root: String, namespace: String?)
    case notStatement(String)
    case missing(String)
    case badAmount(String)
    case badIndicator(String)
    case badDate(String)
    case badStatus(String)
    case badCurrency(String)
    case otherCurrency(String, expected: String)
    case noCurrency
    case noClosingBalance
    case periodBackwards(String, String)

    package var description: String {
        switch self {
        case .notCamt(let root, let namespace?):
            "root element <\(root)> in namespace \"\(namespace)\" is not an ISO 20022 camt.053 or camt.052 document"
        case .notCamt(let root, nil):
            "root element <\(root)> without a camt namespace is not an ISO 20022 camt.053 or camt.052 document"
        case .notStatement(let message):
            "\(message) is not a statement or account report (expected camt.053 or camt.052)"
        case .missing(let element):
            "missing <\(element)> (required by camt)"
        case .badAmount(let text):
            "\"\(text)\" is not an amount (expected digits with an optional \".\" fraction, e.g. \"1234.50\")"
        case .badIndicator(let text):
            "\"\(text)\" is not a credit/debit indicator (expected CRDT or DBIT)"
        case .badDate(let text):
            "\"\(text)\" is not a date (expected YYYY-MM-DD or an ISO 8601 date-time)"
        case .badStatus(let text):
            "\"\(text)\" is not an entry status (expected BOOK, PDNG or INFO)"
        case .badCurrency(let text):
            "\"\(text)\" is not an ISO 4217 currency code (expected three capital letters)"
        case .otherCurrency(let code, let expected):
            "amount in \(code) on an account in \(expected) (amounts are never converted)"
        case .noCurrency:
            "no currency: neither <Acct><Ccy>, a balance's nor an entry's Ccy gives one"
        case .noClosingBalance:
            "no closing booked balance (<Bal> of type CLBD), which a camt.053 statement must state"
        case .periodBackwards(let from, let to):
            "the period runs backwards: from \(from) to \(to)"
        }
    }

    /// The usage-rule readings that are warnings, not errors, worded once.
    package enum Reading: String {
        case entryWithoutStatus = "an entry without <Sts> is read as booked (BOOK), as the usage rules settle it"
        case entryWithoutDate = "an entry without <BookgDt> or <ValDt> is dated by its one-day statement's date, as the usage rules settle it"
        case balanceWithoutIndicator = "a balance without <CdtDbtInd> is read as a credit (CRDT), as the usage rules settle it"
    }
}
