/// What is wrong with an OFX file, worded in one place.
///
/// ```swift
/// OFXProblem.missing("TRNAMT").description  // "missing <TRNAMT> (required by OFX)"
/// ```
package enum OFXProblem: Sendable, Hashable, CustomStringConvertible {
    case noOFX
    case missing(String)
    case badAmount(String)
    case badDate(String)
    case badCurrency(String)
    case unsupportedCharset(String)
    case unbalancedTag(String)
    case unterminatedTag
    /// `<` and a name not ended by `>`: `<NAME junk`.
    case badTag(String)
    /// An aggregate an end tag would close on the way to its own element.
    case unclosed(String, line: Int, before: String)
    /// The end of the file with these elements open, innermost first.
    case truncated(open: [String], line: Int)
    case textInAggregate(String, String)
    case textOutsideRoot(String)
    /// A `STMTTRN` that is not a child of a statement's `BANKTRANLIST`.
    case strayTransaction
    /// An element given twice with different content: its name, and each one described.
    case duplicate(String, first: String, second: String)
    /// A transaction's `CURRENCY` other than the account's `CURDEF`.
    case otherCurrency(String, account: String, rate: String?)
    /// A `CURRATE` other than 1 converting the account's currency to itself.
    case rateToItself(String, currency: String)
    case bothCurrencies
    case nestedTooDeeply(Int)

    package var description: String {
        switch self {
        case .noOFX: "no <OFX> element: not an OFX file"
        case .missing(let element): "missing <\(element)> (required by OFX)"
        case .badAmount(let text): "\"\(text)\" is not an amount (expected an optional sign, digits and a \".\" fraction, e.g. -42.10)"
        case .badDate(let text): "\"\(text)\" is not an OFX date (expected YYYYMMDD, optionally followed by a time)"
        case .badCurrency(let text): "\"\(text)\" is not an ISO 4217 currency code (expected three capital letters)"
        case .unsupportedCharset(let name): "CHARSET \"\(name)\" is not read (expected 1252, ISO-8859-1, UTF-8 or NONE)"
        case .unbalancedTag(let name): "end tag </\(name)> closes no open element"
        case .unterminatedTag: "a tag is not closed with \">\" before the end of the file"
        case .badTag(let text): "\"\(text)\" is not a tag (expected \"<\", a name and \">\"; a \"<\" in a value is written &lt;)"
        case .unclosed(let name, let line, let before):
            "<\(name)> (line \(line)) is not closed: expected </\(name)> before \(before)"
        case .truncated(let open, let line):
            "the file ends inside <\(open[0])> (line \(line)): expected "
                + open.map { "</\($0)>" }.joined(separator: ", ") + " (is the file cut short?)"
        case .textInAggregate(let name, let text): "text \"\(text)\" inside <\(name)>, which holds elements (expected a tag)"
        case .textOutsideRoot(let text): "\(text) after </OFX> (expected the end of the file)"
        case .strayTransaction: "a <STMTTRN> outside a statement's <BANKTRANLIST> is not read (expected it in STMTRS/BANKTRANLIST or CCSTMTRS/BANKTRANLIST)"
        case .duplicate(let name, let first, let second):
            "<\(name)> is given twice, \(first) and \(second) (expected one)"
        case .otherCurrency(let currency, let account, let rate):
            "a transaction in \(currency) on an account in \(account) is not read: amounts are never converted"
                + (rate.map { " (CURRATE \($0) is not applied)" } ?? "")
        case .rateToItself(let rate, let currency):
            "CURRATE \(rate) converts \(currency) to \(currency) (expected 1)"
        case .bothCurrencies: "<CURRENCY> and <ORIGCURRENCY> are both given (expected one of them)"
        case .nestedTooDeeply(let depth): "elements nest more than \(depth) deep (expected an OFX statement's few levels)"
        }
    }

    /// The departures from OFX read with a warning, worded once (one line per file and kind).
    enum Reading {
        static let leafEndTagNotOpen = "end tags of elements already closed by the next tag are ignored (an OFX 1.x value ends at the next tag)"
        static let sameDuplicate = "elements given twice with the same value are read once"
        static let emptyBalance = "an empty <BALAMT> in <LEDGERBAL> is read as balances not stated"
        static let originalCurrency = "transactions converted from another currency (<ORIGCURRENCY>) are read in the account's currency, as their <TRNAMT> states; the original currency is not shown"
    }
}
