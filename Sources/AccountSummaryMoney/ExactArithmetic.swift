import Foundation

/// `Decimal` arithmetic that notices when a result does not fit 38 digits, where Foundation
/// would round it silently (or give NaN): a sum is exact, or says it cannot be.
///
/// Foundation's own error report is not enough: it can round a sum past its mantissa without
/// saying so, so every result of the general path is checked against the exact value
/// (``isExact(_:sumOf:_:subtracting:)``).
///
/// ```swift
/// var exact = ExactArithmetic()
/// let total = exact.add(Decimal(string: "99999999999999999999999999999999999999")!, Decimal(string: "0.01")!)
/// exact.isExact  // false: the cent would be lost
/// ```
package struct ExactArithmetic: Sendable {
    /// False once any result was rounded, overflowed or underflowed.
    package private(set) var isExact = true

    /// Exact arithmetic, nothing computed yet.
    package init() {}

    /// `left + right`.
    package mutating func add(_ left: Decimal, _ right: Decimal) -> Decimal {
        if let sum = ExactArithmetic.smallSum(left, right, subtracting: false) { return sum }
        var (result, left, right) = (Decimal(), left, right)
        note(NSDecimalAdd(&result, &left, &right, .plain))
        if isExact, !ExactArithmetic.isExact(result, sumOf: left, right, subtracting: false) { isExact = false }
        return result
    }

    /// `left − right`.
    package mutating func subtract(_ left: Decimal, _ right: Decimal) -> Decimal {
        if let difference = ExactArithmetic.smallSum(left, right, subtracting: true) { return difference }
        var (result, left, right) = (Decimal(), left, right)
        note(NSDecimalSubtract(&result, &left, &right, .plain))
        if isExact, !ExactArithmetic.isExact(result, sumOf: left, right, subtracting: true) { isExact = false }
        return result
    }

    /// `left × right`.
    package mutating func multiply(_ left: Decimal, _ right: Decimal) -> Decimal {
        var (result, left, right) = (Decimal(), left, right)
        note(NSDecimalMultiply(&result, &left, &right, .plain))
        if isExact, !ExactArithmetic.isExact(result, productOf: left, right) { isExact = false }
        return result
    }

    /// Any error (loss of precision, overflow, underflow) makes the result inexact.
    private mutating func note(_ error: NSDecimalNumber.CalculationError) {
        if error != .noError { isExact = false }
    }

    /// `left ± right` without Foundation's general arithmetic, for the amounts statements hold
    /// (significands below 2^63, exponents at most 18 apart): exact in `UInt128`, and built as
    /// `NSDecimalAdd` builds it (aligned to the smaller exponent, trailing zeros folded into the
    /// exponent, marked compact), which the tests check byte for byte. Nil for anything else
    /// (a zero result included), which the general path takes.
    package static func smallSum(_ left: Decimal, _ right: Decimal, subtracting: Bool) -> Decimal? {
        guard let layout = DecimalLayout.verifiedWriter, let left = layout.read(left), let right = layout.read(right),
              left.significand < 1 << 63, right.significand < 1 << 63,
              !left.isZero, !right.isZero, abs(left.exponent - right.exponent) <= 18 else { return nil }
        let exponent = min(left.exponent, right.exponent)
        let a = left.significand * powersOfTen[left.exponent - exponent]
        let b = right.significand * powersOfTen[right.exponent - exponent]
        let bNegative = right.isNegative != subtracting
        var significand: UInt128
        let negative: Bool
        if left.isNegative == bNegative {
            (significand, negative) = (a + b, left.isNegative)
        } else if a >= b {
            (significand, negative) = (a - b, left.isNegative)
        } else {
            (significand, negative) = (b - a, bNegative)
        }
        guard significand != 0 else { return nil }
        var scale = exponent
        while significand % 10 == 0 {
            significand /= 10
            scale += 1
        }
        guard ExactDecimal.exponentRange.contains(scale) else { return nil }
        return layout.write(significand: significand, exponent: scale, isNegative: negative)
    }

    /// 10^0 … 10^18.
    private static let powersOfTen: [UInt128] = (0...18).map { (0..<$0).reduce(UInt128(1)) { value, _ in value * 10 } }
}
