import AccountSummary
import AccountSummaryScale
import Foundation

extension FuzzTarget {
    /// `ExactDecimal` accepts exactly the contract's AMOUNT grammar (``ReferenceAmount``) within
    /// 38 significant digits and `Decimal`'s range, reads the value the grammar means, equals
    /// `Decimal(string:)` wherever it accepts, and formats as Foundation does.
    static func checkAmount(_ bytes: [UInt8]) throws(FuzzFailure) {
        let ours = ExactDecimal.parse(bytes.span)
        if let text = String(validating: bytes, as: UTF8.self) {
            // The String entry point reads the same bytes the same way.
            let viaString = Result { () throws(MoneyError) in try ExactDecimal(parsing: text) }
            switch (ours, viaString) {
            case (.success(let a), .success(let b)) where a == b: break
            case (.failure(let a), .failure(.invalidAmount(_, let b))) where a == b: break
            default: throw FuzzTarget.amount.failure("parse(bytes) gave \(ours), init(parsing:) gave \(viaString)")
            }
        }
        guard let reference = ReferenceAmount(bytes) else {
            switch ours {
            case .failure(.empty), .failure(.unexpectedCharacter), .failure(.missingDigits),
                 .failure(.missingFractionDigits), .failure(.missingExponentDigits):
                return
            // A digit run longer than 38 may be rejected before the character that breaks the grammar.
            case .failure(.tooManyDigits): return
            default: throw FuzzTarget.amount.failure("accepted what the grammar rejects, as \(ours)")
            }
        }
        if reference.digits.count > ExactDecimal.maximumSignificantDigits {
            guard case .failure(.tooManyDigits) = ours else {
                throw FuzzTarget.amount.failure("\(reference.digits.count) significant digits gave \(ours), expected tooManyDigits")
            }
            return
        }
        guard reference.fitsDecimal else {
            guard case .failure(.outOfRange) = ours else {
                throw FuzzTarget.amount.failure("\(reference) is outside Decimal's range but gave \(ours)")
            }
            return
        }
        guard case .success(let value) = ours else {
            throw FuzzTarget.amount.failure("rejected a valid amount (\(reference)) with \(ours)")
        }
        try checkValue(value, reference, bytes)
    }

    private static func checkValue(_ value: ExactDecimal, _ reference: ReferenceAmount, _ bytes: [UInt8]) throws(FuzzFailure) {
        let normalized = value.normalized
        let digits = normalized.isZero ? "" : String(normalized.significand)
        guard Array(digits.utf8) == reference.digits, normalized.isZero || normalized.exponent == reference.exponent,
              normalized.isNegative == reference.isNegative else {
            throw FuzzTarget.amount.failure("read \(value) (\(normalized.significand)e\(normalized.exponent)), the grammar means \(reference)")
        }
        guard ExactDecimal.exponentRange.contains(value.exponent), String(value.significand).count <= 38 else {
            throw FuzzTarget.amount.failure("\(value.significand)e\(value.exponent) does not fit Decimal")
        }
        // Its text reads back as the same value; with a fraction, the same scale too (a
        // positive exponent is written out as zeros, which then read as written).
        guard case .success(let again) = ExactDecimal.parse(Array(value.description.utf8).span),
              again.normalized == normalized, value.exponent > 0 || again == value else {
            throw FuzzTarget.amount.failure("\(value.description) does not read back as \(value.significand)e\(value.exponent)")
        }
        // Decimal(string:) of the same text, where it is defined, is the same number.
        let trimmed = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: " \t\r\n"))
        let decimal = value.decimal
        if let foundation = Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX")), !foundation.isNaN {
            guard foundation == decimal else {
                throw FuzzTarget.amount.failure("\(trimmed.debugDescription) reads as \(decimal), Decimal(string:) gives \(foundation)")
            }
        }
        guard ExactDecimal(decimal)?.normalized == normalized else {
            throw FuzzTarget.amount.failure("\(value) to Decimal and back gives \(String(describing: ExactDecimal(decimal)))")
        }
        // Formatting: the same string as Foundation, in one of a few locales chosen by the input.
        let (locale, currency) = amountLocales[bytes.count % amountLocales.count]
        let formatter = amountFormatters[bytes.count % amountLocales.count]
        let expected = decimal.formatted(.currency(code: currency).locale(Locale(identifier: locale)))
        let formatted = formatter.format(decimal)
        guard formatted == expected else {
            throw FuzzTarget.amount.failure("\(value) in \(locale) \(currency): \(formatted.debugDescription), Foundation \(expected.debugDescription)")
        }
    }

    /// Locales that exercise grouping (Indian lakhs, apostrophes), other digits and bidi marks,
    /// and a currency without cents.
    private static let amountLocales = [("en_US", "USD"), ("hi_IN", "INR"), ("de_CH", "CHF"), ("ar_EG", "EGP"), ("ja_JP", "JPY")]

    private static let amountFormatters = amountLocales.map { locale, currency in
        // The pairs above are known to Foundation: a failure here is a broken build, not a finding.
        try! CurrencyFormatter(currency: currency, locale: Locale(identifier: locale))
    }
}
