import AccountSummarySupport
/// Everything that can go wrong in the money core, with its wording in one place.
///
/// Messages are lowercase and name the offending value and what was expected;
/// callers prefix the place (`line 3: `, `accounts[2].balance: `).
///
/// ```swift
/// MoneyError.invalidAmount("12,50", .unexpectedCharacter).description
/// // "\"12,50\" is not an amount (expected digits with an optional \".\" fraction, e.g. \"12.50\")"
/// ```
public enum MoneyError: Error, Sendable, Hashable {
    /// Text that is not an amount under the AMOUNT grammar.
    case invalidAmount(String, AmountProblem)
    /// A currency code that is not three uppercase ASCII letters.
    case malformedCurrencyCode(String)
    /// A well-formed code that ISO 4217, as Foundation knows it, does not list.
    case unknownCurrency(String)
    /// A locale identifier Foundation has no data for.
    case unknownLocale(String, reason: LocaleProblem)
    /// Foundation's output for this pair has a shape the formatter cannot reproduce exactly.
    case unsupportedFormat(locale: String, currency: String, detail: String)

    /// Why a locale identifier was refused.
    public enum LocaleProblem: Sendable, Hashable {
        /// Empty, longer than ICU reads (156 characters), or not shaped like a locale identifier.
        case malformed
        /// Foundation has no data for the language.
        case unknownLanguage(String)
        /// The region is not an ISO 3166 / UN M.49 region.
        case unknownRegion(String)
    }
}

extension MoneyError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .invalidAmount(let text, let problem):
            let shown = DiagnosticQuoting.quotedValue(text)
            switch problem {
            case .empty:
                return "empty amount (expected digits with an optional \".\" fraction, e.g. \"12.50\")"
            case .unexpectedCharacter:
                return "\(shown) is not an amount (expected digits with an optional \".\" fraction, e.g. \"12.50\")"
            case .missingDigits:
                return "\(shown) is not an amount (expected digits after the sign)"
            case .missingFractionDigits:
                return "\(shown) is not an amount (expected digits after \".\")"
            case .missingExponentDigits:
                return "\(shown) is not an amount (expected digits after the exponent \"e\")"
            case .tooManyDigits:
                return "\(shown) has more than \(ExactDecimal.maximumSignificantDigits) significant digits (nothing is rounded; write at most \(ExactDecimal.maximumSignificantDigits))"
            case .outOfRange:
                return "\(shown) is out of range (Decimal holds values from 1e-128 up to 38 digits times 1e127)"
            }
        case .malformedCurrencyCode(let code):
            let upper = code.uppercased()
            let hint = upper.count == 3 && upper.allSatisfy { $0.isASCII && $0.isLetter } ? "; did you mean \"\(upper)\"?" : ""
            return "\(DiagnosticQuoting.quotedValue(code)) is not a currency code (expected three uppercase letters of ISO 4217, e.g. USD)\(hint)"
        case .unknownCurrency(let code):
            return "unknown currency \(DiagnosticQuoting.quotedValue(code)) (expected an ISO 4217 code Foundation knows, e.g. USD, EUR, JPY)"
        case .unknownLocale(let identifier, let reason):
            let shown = DiagnosticQuoting.quotedValue(identifier)
            switch reason {
            case .malformed:
                return "unknown locale \(shown) (expected a locale identifier such as en_US, de_CH or ar_EG)"
            case .unknownLanguage(let language):
                return "unknown locale \(shown) (Foundation has no data for language \(DiagnosticQuoting.quotedValue(language)))"
            case .unknownRegion(let region):
                return "unknown locale \(shown) (\(DiagnosticQuoting.quotedValue(region)) is not a region code)"
            }
        case .unsupportedFormat(let locale, let currency, let detail):
            return "cannot reproduce Foundation's format for \(currency) in \(locale) exactly: \(detail)"
        }
    }
}
