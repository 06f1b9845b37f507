/// An exact decimal number, `significand × 10^exponent`, with its sign.
///
/// The money core's working form of an amount: what the amount parser produces
/// and what the currency formatter consumes. It converts losslessly to and from
/// Foundation's `Decimal` (same range: a significand below 2^128, an exponent in
/// -128...127), and never passes through a binary floating-point value.
///
/// ```swift
/// let value = try ExactDecimal(parsing: "-12.50")
/// value.significand  // 1250
/// value.exponent     // -2
/// value.isNegative   // true
/// ```
package struct ExactDecimal: Sendable, Hashable {
    /// The digits as an unsigned integer (below 2^128, so at most 39 digits).
    package var significand: UInt128
    /// The power of ten the significand is scaled by.
    package var exponent: Int
    /// Whether the value is below zero; always `false` for zero.
    package var isNegative: Bool

    /// The smallest and largest exponents `Decimal` can hold.
    package static let exponentRange = -128...127

    /// Zero.
    package static let zero = ExactDecimal(significand: 0, exponent: 0, isNegative: false)

    /// Creates a value, normalising a negative zero to zero.
    package init(significand: UInt128, exponent: Int, isNegative: Bool) {
        self.significand = significand
        self.exponent = exponent
        self.isNegative = isNegative && significand != 0
    }

    /// Whether the value is zero.
    package var isZero: Bool { significand == 0 }
}

extension ExactDecimal: CustomStringConvertible {
    /// The value in plain positional notation, e.g. `-0.0012` or `1200`.
    package var description: String {
        var digits = String(significand)
        if exponent > 0 {
            if significand != 0 { digits += String(repeating: "0", count: exponent) }
        } else if exponent < 0 {
            let fractionCount = -exponent
            if digits.count <= fractionCount {
                digits = String(repeating: "0", count: fractionCount - digits.count + 1) + digits
            }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -fractionCount))
        }
        return (isNegative ? "-" : "") + digits
    }
}
