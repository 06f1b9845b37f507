import Foundation

extension ExactDecimal {
    /// Reads a `Decimal` exactly; `nil` for NaN.
    ///
    /// `Decimal`'s stored fields are not public on every platform, so this
    /// reads its bytes through a layout that was first checked against
    /// `Decimal`'s public API (see ``DecimalLayout``), and falls back to the
    /// exact `description` where no known layout matches.
    ///
    /// ```swift
    /// ExactDecimal(Decimal(string: "-4.50")!)?.description  // "-4.50"
    /// ```
    package init?(_ decimal: Decimal) {
        if let layout = DecimalLayout.verified {
            guard let value = layout.read(decimal) else { return nil }
            self = value
        } else {
            guard !decimal.isNaN else { return nil }
            var text = decimal.description
            text.makeContiguousUTF8()
            guard case .success(let value) = ExactDecimal.parse(text.utf8.span, maximumDigits: 39) else { return nil }
            self = value
        }
    }

    /// The same value with trailing zeros of the significand folded into the exponent.
    ///
    /// ```swift
    /// try ExactDecimal(parsing: "12.50").normalized  // 125e-1
    /// ```
    package var normalized: ExactDecimal {
        if significand == 0 { return .zero }
        var result = self
        while result.significand % 10 == 0 {
            result.significand /= 10
            result.exponent += 1
        }
        return result
    }

    /// The same value as a Foundation `Decimal`.
    ///
    /// ```swift
    /// try ExactDecimal(parsing: "12.50").decimal  // Decimal 12.5
    /// ```
    package var decimal: Decimal {
        // From the normalized form: Decimal(UInt64) drops trailing zeros into its own
        // exponent, which must not push the total past 127 (1000e127 is 1e130).
        let normalized = normalized
        if normalized.exponent > ExactDecimal.exponentRange.upperBound {
            // Only an unnormalized Decimal holds this (1e130 as 1000e127); Decimal(string:)
            // builds one exactly from the digits, and the parser never makes anything larger.
            let text = (isNegative ? "-" : "") + String(significand) + "e" + String(exponent)
            return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
        }
        let high = UInt64(truncatingIfNeeded: normalized.significand >> 64)
        let low = UInt64(truncatingIfNeeded: normalized.significand)
        var magnitude = Decimal(low)
        if high != 0 {
            // Exact: the product and sum stay below 2^128, inside Decimal's mantissa.
            magnitude += Decimal(high) * Decimal(sign: .plus, exponent: 0, significand: DecimalLayout.twoToThe64)
        }
        return Decimal(sign: isNegative ? .minus : .plus, exponent: normalized.exponent, significand: magnitude)
    }
}
