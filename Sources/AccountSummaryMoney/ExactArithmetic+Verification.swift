import Foundation

extension ExactArithmetic {
    /// Whether `result` is exactly `left + right` (or `left − right`), checked in integers wide
    /// enough for any two `Decimal`s.
    ///
    /// Foundation's `NSDecimalAdd` reports no error when a sum past its 128-bit mantissa is
    /// rounded to a value whose dropped digits it took for zeros: 38 nines four times over gives
    /// `…990` with `.noError`. So a result is never trusted for what Foundation says of it, only
    /// for what it is.
    ///
    /// ```swift
    /// let nines = Decimal(string: String(repeating: "9", count: 38))!
    /// ExactArithmetic.isExact(nines + nines + nines + nines, sumOf: nines * 3, nines, subtracting: false)  // false
    /// ```
    static func isExact(_ result: Decimal, sumOf left: Decimal, _ right: Decimal, subtracting: Bool) -> Bool {
        guard let left = ExactDecimal(left), let right = ExactDecimal(right), let result = ExactDecimal(result) else {
            return false
        }
        // A zero operand (a sum's first term, a card's 0 − amount): the exact sum is the other
        // operand, compared without wide integers, on the path every such sum takes.
        if left.isZero || right.isZero {
            var value = left.isZero ? right : left
            if left.isZero, subtracting, !value.isZero { value.isNegative.toggle() }
            return value.normalized == result.normalized
        }
        let exponent = min(left.exponent, right.exponent)
        let a = WideInteger(left.significand).timesPowerOfTen(left.exponent - exponent)
        let b = WideInteger(right.significand).timesPowerOfTen(right.exponent - exponent)
        let bNegative = right.isNegative != subtracting
        let sum: WideInteger
        let negative: Bool
        if left.isNegative == bNegative {
            (sum, negative) = (a.adding(b), left.isNegative)
        } else if a >= b {
            (sum, negative) = (a.subtracting(b), left.isNegative)
        } else {
            (sum, negative) = (b.subtracting(a), bNegative)
        }
        return equal(sum, exponent: exponent, isNegative: negative, to: result)
    }

    /// Whether `result` is exactly `left × right`.
    ///
    /// ```swift
    /// ExactArithmetic.isExact(Decimal(6), productOf: Decimal(2), Decimal(3))  // true
    /// ```
    static func isExact(_ result: Decimal, productOf left: Decimal, _ right: Decimal) -> Bool {
        guard let left = ExactDecimal(left), let right = ExactDecimal(right), let result = ExactDecimal(result) else {
            return false
        }
        let product = WideInteger(left.significand).multiplied(by: WideInteger(right.significand))
        return equal(product, exponent: left.exponent + right.exponent,
                     isNegative: left.isNegative != right.isNegative, to: result)
    }

    /// Whether `magnitude × 10^exponent`, signed, is the value `result` holds.
    private static func equal(_ magnitude: WideInteger, exponent: Int, isNegative: Bool, to result: ExactDecimal) -> Bool {
        if magnitude.isZero || result.isZero { return magnitude.isZero && result.isZero }
        guard isNegative == result.isNegative else { return false }
        let common = min(exponent, result.exponent)
        // Exponents of Decimals and their sums and products stay within -256...254, so no
        // power of ten here passes 10^510: a few dozen words.
        return magnitude.timesPowerOfTen(exponent - common)
            == WideInteger(result.significand).timesPowerOfTen(result.exponent - common)
    }
}

/// An unsigned integer of any width, as little-endian 64-bit words: just what checking a
/// `Decimal` sum or product needs (scaling by ten, adding, subtracting, multiplying, comparing).
///
/// ```swift
/// WideInteger(UInt128.max).adding(WideInteger(1)).words  // [0, 0, 1]
/// ```
struct WideInteger: Equatable, Comparable, Sendable {
    /// The words, least significant first, with no leading zero word (zero is `[]`).
    private(set) var words: [UInt64]

    /// `value`.
    init(_ value: UInt128) {
        words = [UInt64(truncatingIfNeeded: value), UInt64(truncatingIfNeeded: value >> 64)]
        trim()
    }

    private init(words: [UInt64]) {
        self.words = words
        trim()
    }

    /// Whether the value is zero.
    var isZero: Bool { words.isEmpty }

    /// `self × 10^power` (power ≥ 0).
    func timesPowerOfTen(_ power: Int) -> WideInteger {
        precondition(power >= 0, "a negative power of ten")
        var result = self
        var remaining = power
        while remaining > 0 {
            let step = min(remaining, 19)
            result.multiply(bySmall: (0..<step).reduce(UInt64(1)) { value, _ in value * 10 })
            remaining -= step
        }
        return result
    }

    /// `self + other`.
    func adding(_ other: WideInteger) -> WideInteger {
        var result = [UInt64]()
        result.reserveCapacity(max(words.count, other.words.count) + 1)
        var carry: UInt64 = 0
        for index in 0..<max(words.count, other.words.count) {
            let (partial, overflowA) = word(index).addingReportingOverflow(other.word(index))
            let (sum, overflowB) = partial.addingReportingOverflow(carry)
            result.append(sum)
            carry = (overflowA ? 1 : 0) + (overflowB ? 1 : 0)
        }
        if carry != 0 { result.append(carry) }
        return WideInteger(words: result)
    }

    /// `self − other`, for `other ≤ self`.
    func subtracting(_ other: WideInteger) -> WideInteger {
        precondition(other <= self, "a wide subtraction below zero")
        var result = [UInt64]()
        result.reserveCapacity(words.count)
        var borrow: UInt64 = 0
        for index in 0..<words.count {
            let (partial, overflowA) = word(index).subtractingReportingOverflow(other.word(index))
            let (difference, overflowB) = partial.subtractingReportingOverflow(borrow)
            result.append(difference)
            borrow = (overflowA ? 1 : 0) + (overflowB ? 1 : 0)
        }
        return WideInteger(words: result)
    }

    /// `self × other`.
    func multiplied(by other: WideInteger) -> WideInteger {
        if isZero || other.isZero { return WideInteger(0) }
        var result = [UInt64](repeating: 0, count: words.count + other.words.count)
        for (i, left) in words.enumerated() {
            var carry: UInt64 = 0
            for (j, right) in other.words.enumerated() {
                let (high, low) = left.multipliedFullWidth(by: right)
                let (sumA, overflowA) = low.addingReportingOverflow(result[i + j])
                let (sumB, overflowB) = sumA.addingReportingOverflow(carry)
                result[i + j] = sumB
                carry = high &+ (overflowA ? 1 : 0) &+ (overflowB ? 1 : 0)  // high ≤ 2^64 − 2: no wrap
            }
            result[i + other.words.count] = carry
        }
        return WideInteger(words: result)
    }

    static func < (left: WideInteger, right: WideInteger) -> Bool {
        if left.words.count != right.words.count { return left.words.count < right.words.count }
        for index in stride(from: left.words.count - 1, through: 0, by: -1) where left.words[index] != right.words[index] {
            return left.words[index] < right.words[index]
        }
        return false
    }

    private func word(_ index: Int) -> UInt64 { index < words.count ? words[index] : 0 }

    private mutating func multiply(bySmall factor: UInt64) {
        var carry: UInt64 = 0
        for index in words.indices {
            let (high, low) = words[index].multipliedFullWidth(by: factor)
            let (sum, overflow) = low.addingReportingOverflow(carry)
            words[index] = sum
            carry = high &+ (overflow ? 1 : 0)
        }
        if carry != 0 { words.append(carry) }
    }

    private mutating func trim() {
        while let last = words.last, last == 0 { words.removeLast() }
    }
}
