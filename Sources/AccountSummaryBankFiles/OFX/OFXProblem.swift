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
        }
    }
}
