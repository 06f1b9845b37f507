import Foundation

/// `Decimal` arithmetic that notices when a result does not fit 38 digits, where Foundation
/// would round it silently (or give NaN): a sum is exact, or says it cannot be.
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
        var (result, left, right) = (Decimal(), left, right)
        note(NSDecimalAdd(&result, &left, &right, .plain))
        return result
    }

    /// `left − right`.
    package mutating func subtract(_ left: Decimal, _ right: Decimal) -> Decimal {
        var (result, left, right) = (Decimal(), left, right)
        note(NSDecimalSubtract(&result, &left, &right, .plain))
        return result
    }

    /// `left × right`.
    package mutating func multiply(_ left: Decimal, _ right: Decimal) -> Decimal {
        var (result, left, right) = (Decimal(), left, right)
        note(NSDecimalMultiply(&result, &left, &right, .plain))
        return result
    }

    /// Any error (loss of precision, overflow, underflow) makes the result inexact.
    private mutating func note(_ error: NSDecimalNumber.CalculationError) {
        if error != .noError { isExact = false }
    }
}
