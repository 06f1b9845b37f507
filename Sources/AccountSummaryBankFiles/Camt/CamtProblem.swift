/// What is wrong with a camt.053 / camt.052 / camt.054 file, worded in one place.
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
    case noOpeningBalance
    case periodBackwards(String, String)
    case unknownVersion(String)
    /// An element camt allows once, given again with another value (at `line`).
    case givenTwice(String, againAtLine: Int)
    /// A balance type given twice with different amounts: the other is at `path`, `line`.
    case balanceTwice(String, other: String, line: Int)
    /// An entry's amount in another currency, with no amount in the account's currency beside it.
    case otherCurrencyWithoutCounterValue(String, expected: String)
    /// The amounts in the account's currency an entry's details give disagree.
    case counterValuesDisagree(String, String, currency: String)
    case notInEnvelope(String)

    package var description: String {
        switch self {
        case .notCamt(let root, let namespace?):
            "root element <\(root)> in namespace \"\(namespace)\" is not an ISO 20022 camt.053, camt.052 or camt.054 document"
        case .notCamt(let root, nil):
            "root element <\(root)> without a camt namespace is not an ISO 20022 camt.053, camt.052 or camt.054 document"
        case .notStatement(let message):
            "\(message) is not a statement, account report or notification (expected camt.053, camt.052 or camt.054)"
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
        case .noOpeningBalance:
            "no opening booked balance (<Bal> of type OPBD, else PRCD), which a camt.053 statement must state"
        case .periodBackwards(let from, let to):
            "the period runs backwards: from \(from) to \(to)"
        case .unknownVersion(let message):
            "\(message) is not a version read (expected .001.01 to .001.13)"
        case .givenTwice(let element, let line):
            "<\(element)> is given twice with different values, here and again at line \(line) (camt allows one)"
        case .balanceTwice(let code, let other, let line):
            "a second \(code) balance with a different amount, besides \(other) (line \(line)) (camt states each balance type once)"
        case .otherCurrencyWithoutCounterValue(let code, let expected):
            "amount in \(code) on an account in \(expected), and no <AmtDtls><TxAmt> or <CntrValAmt> in \(expected) gives the account's amount "
                + "(amounts are never converted)"
        case .counterValuesDisagree(let first, let second, let currency):
            "the entry's details give two different amounts in \(currency), \(first) and \(second)"
        case .notInEnvelope(let name):
            "<\(name)> in a business-message envelope: expected <AppHdr> or a camt <Document>"
        }
    }

    /// The usage-rule readings that are warnings, not errors, worded once.
    package enum Reading: String {
        case entryWithoutStatus = "an entry without <Sts> is read as booked (BOOK), as the usage rules settle it"
        case entryWithoutDate = "an entry without <BookgDt> or <ValDt> is dated by its one-day statement's date, as the usage rules settle it"
        case balanceWithoutIndicator = "a balance without <CdtDbtInd> is read as a credit (CRDT), as the usage rules settle it"
        case entryDatedByCreation = "an entry without <BookgDt> or <ValDt> is dated by its statement's creation date (<CreDtTm>)"
        case dateWithOffset = "a date with a time-zone offset (e.g. 2017-04-01+02:00) is read as the day written"
        case proprietaryAccount = "camt.052.001.01's <Acct><Id><PrtryAcct><Id> is read as the account's identifier"
        case envelope = "the camt <Document> is read from inside its business-message envelope (<AppHdr> left aside)"
        case amountWithoutCurrency = "an <Amt> without its Ccy attribute is read in the account's currency"
        case foreignAmount = "an entry's <Amt> in another currency than its account's is read for the amount its <AmtDtls> give in the account's currency"
        case unknownOriginalCurrency = "an <AmtDtls><InstdAmt> in a currency that is not an ISO 4217 code: its original amount is not shown (the booked amount is read as the entry states it)"
    }

    /// An element camt allows once, given twice with the same value: read once.
    package static func sameTwice(_ element: String) -> String {
        "<\(element)> given twice with the same value is read once (camt allows one)"
    }
}
