@testable import AccountSummary
@testable import AccountSummaryMoney
import Foundation
import Testing

extension MoneyTests {
    /// `ExactArithmetic`'s small-sum path against Foundation's `NSDecimalAdd` and
    /// `NSDecimalSubtract`: the same bytes (value, exponent, length, flags), for amounts of
    /// every size and sign, and the general path wherever the small one declines; exact
    /// exactly when a digit-string adder agrees (Foundation's own error report is not).
    @Suite("ExactArithmetic")
    struct ExactArithmeticTests {
        @Test func theWriterIsVerifiedOnThisPlatform() {
            #if os(Linux)
            #expect(DecimalLayout.verifiedWriter == .swiftFoundation)
            #endif
        }

        static func bytes(_ decimal: Decimal) -> [UInt8] { withUnsafeBytes(of: decimal) { Array($0) } }

        /// An amount as statements hold them: cents to 18 digits, 0 to 6 decimals, either sign,
        /// trailing zeros sometimes; now and then one far from the rest (a large exponent).
        static func amount(using random: inout MoneyFixtures.SeededGenerator) -> String {
            let digits = Int.random(in: 1...19, using: &random)
            var text = (0..<digits).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
            if Bool.random(using: &random) { text += "0" }
            let decimals = Int.random(in: 0...min(6, text.count), using: &random)
            if decimals > 0 { text.insert(".", at: text.index(text.endIndex, offsetBy: -decimals)) }
            if text.hasPrefix(".") { text = "0" + text }
            if Int.random(in: 0..<20, using: &random) == 0 { text += "e\(Int.random(in: -30...30, using: &random))" }
            return (Bool.random(using: &random) ? "-" : "") + text
        }

        @Test("sums and differences are NSDecimalAdd's and NSDecimalSubtract's, byte for byte", arguments: [1, 2, 3] as [UInt64])
        func sameBytesAsFoundation(seed: UInt64) throws {
            var random = MoneyFixtures.SeededGenerator(seed: seed)
            var small = 0
            for _ in 0..<5_000 {
                let (left, right) = (try MoneyFixtures.decimal(Self.amount(using: &random)), try MoneyFixtures.decimal(Self.amount(using: &random)))
                for subtracting in [false, true] {
                    var (a, b, expected) = (left, right, Decimal())
                    let error = subtracting ? NSDecimalSubtract(&expected, &a, &b, .plain) : NSDecimalAdd(&expected, &a, &b, .plain)
                    if let fast = ExactArithmetic.smallSum(left, right, subtracting: subtracting) {
                        small += 1
                        #expect(error == .noError)
                        #expect(Self.bytes(fast) == Self.bytes(expected), "\(left) \(subtracting ? "-" : "+") \(right): \(fast) against \(expected)")
                    }
                    // Decimal's own operators build their results the same way (the running
                    // balance takes the small path for them).
                    if error == .noError {
                        #expect(Self.bytes(subtracting ? left - right : left + right) == Self.bytes(expected))
                    }
                    var exact = ExactArithmetic()
                    let result = subtracting ? exact.subtract(left, right) : exact.add(left, right)
                    #expect(Self.bytes(result) == Self.bytes(expected))
                    // Foundation says .noError for sums it rounded (70055480000000000000000000000000000
                    // − 10.0474 gives …990): exactness is judged by a digit-string adder instead.
                    let oracle = DigitString("\(left)").adding(subtracting ? DigitString("\(right)").negated : DigitString("\(right)"))
                    #expect(exact.isExact == (DigitString("\(result)") == oracle), "\(left) \(subtracting ? "-" : "+") \(right) = \(result)")
                    if exact.isExact { #expect(error == .noError) }
                }
            }
            // Most statement amounts take the small path.
            #expect(small > 8_000)
        }


        /// 38 nines four times over: Foundation rounds the sum to `…990` and reports no error.
        @Test("a sum Foundation rounds without saying so is not exact")
        func roundedSumsAreNotExact() throws {
            let nines = try MoneyFixtures.decimal(String(repeating: "9", count: 38))
            var exact = ExactArithmetic()
            var total = nines
            for _ in 0..<3 { total = exact.add(total, nines) }
            #expect(!exact.isExact, "\(total)")
            var difference = ExactArithmetic()
            _ = difference.subtract(try MoneyFixtures.decimal("-" + String(repeating: "9", count: 38)), total)
            #expect(!difference.isExact)
            var product = ExactArithmetic()
            _ = product.multiply(nines, nines)
            #expect(!product.isExact)
            var fits = ExactArithmetic()
            #expect(fits.add(nines, try MoneyFixtures.decimal("-1")) == (try MoneyFixtures.decimal(String(repeating: "9", count: 37) + "8")))
            #expect(fits.isExact)
        }

        /// A zero operand is checked without wide integers: the result must be the other operand
        /// (negated for 0 − x), whatever its size.
        @Test("a zero operand gives the other operand, exactly", arguments: ["0", "-0.00", "0e5"])
        func zeroOperand(zero: String) throws {
            let zeroValue = try MoneyFixtures.decimal(zero)
            for text in ["12.50", "-4.5", String(repeating: "9", count: 38), "1e-100", "-123456789012345678901234567890.12345678"] {
                let value = try MoneyFixtures.decimal(text)
                var exact = ExactArithmetic()
                #expect(exact.add(zeroValue, value) == value)
                #expect(exact.add(value, zeroValue) == value)
                #expect(exact.subtract(zeroValue, value) == -value)
                #expect(exact.subtract(value, zeroValue) == value)
                #expect(exact.isExact, "\(zero) and \(text)")
                #expect(ExactArithmetic.isExact(value, sumOf: zeroValue, value, subtracting: true) == (value == 0), "0 − \(text) is not \(text)")
            }
        }

        /// Large amounts, far apart, every sign: `isExact` is true exactly when the result is the
        /// sum a schoolbook adder on digit strings finds, and it always is when that sum fits.
        @Test("exactness agrees with a digit-string adder", arguments: [7, 8] as [UInt64])
        func exactnessAgreesWithDigitStrings(seed: UInt64) throws {
            var random = MoneyFixtures.SeededGenerator(seed: seed)
            for _ in 0..<3_000 {
                let texts = (0..<2).map { _ in
                    let digits = Int.random(in: 30...38, using: &random)
                    let body = (0..<digits).map { index in String(Int.random(in: index == 0 ? 1...9 : 0...9, using: &random)) }.joined()
                    return (Bool.random(using: &random) ? "-" : "") + body + "e\(Int.random(in: -6...6, using: &random))"
                }
                let (left, right) = (try MoneyFixtures.decimal(texts[0]), try MoneyFixtures.decimal(texts[1]))
                for subtracting in [false, true] {
                    var exact = ExactArithmetic()
                    let result = subtracting ? exact.subtract(left, right) : exact.add(left, right)
                    let expected = DigitString(texts[0]).adding(subtracting ? DigitString(texts[1]).negated : DigitString(texts[1]))
                    let matches = DigitString("\(result)") == expected
                    #expect(exact.isExact == matches, "\(texts[0]) \(subtracting ? "-" : "+") \(texts[1]) = \(result), exact \(expected)")
                    if expected.significantDigits <= 38 { #expect(exact.isExact, "\(texts[0]) \(subtracting ? "-" : "+") \(texts[1])") }
                }
            }
        }

        @Test("a zero result, a significand past 2^63 and exponents far apart take the general path", arguments: [
            ("1.50", "1.5", true), ("9223372036854775808", "1", false), ("1e-20", "1", false), ("0", "1", false),
        ])
        func declined(left: String, right: String, subtracting: Bool) throws {
            #expect(ExactArithmetic.smallSum(try MoneyFixtures.decimal(left), try MoneyFixtures.decimal(right), subtracting: subtracting) == nil)
        }
    }
}

/// A decimal as a sign, digits and a power of ten, added digit by digit as on paper: the test's
/// oracle for sums, sharing nothing with the code under test.
private struct DigitString: Equatable, CustomStringConvertible {
    var negative: Bool
    var digits: [Int]  // most significant first, no leading zeros; [] is zero
    var exponent: Int

    init(_ text: String) {
        var text = Substring(text)
        let isNegative = text.first == "-"
        if isNegative || text.first == "+" { text = text.dropFirst() }
        var exponent = 0
        if let mark = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: mark)...])!
            text = text[..<mark]
        }
        if let point = text.firstIndex(of: ".") {
            exponent -= text.distance(from: point, to: text.endIndex) - 1
            text.remove(at: point)
        }
        self.init(negative: isNegative, digits: text.map { Int(String($0))! }, exponent: exponent)
    }

    init(negative: Bool, digits: [Int], exponent: Int) {
        var digits = Array(digits.drop { $0 == 0 })
        var exponent = exponent
        while digits.last == 0 { digits.removeLast(); exponent += 1 }
        (self.negative, self.digits, self.exponent) = (negative && !digits.isEmpty, digits, digits.isEmpty ? 0 : exponent)
    }

    var negated: DigitString { DigitString(negative: !negative, digits: digits, exponent: exponent) }
    var significantDigits: Int { digits.count }
    var description: String { (negative ? "-" : "") + (digits.isEmpty ? "0" : digits.map(String.init).joined()) + "e\(exponent)" }

    func adding(_ other: DigitString) -> DigitString {
        let low = min(exponent, other.exponent)
        let a = digits + Array(repeating: 0, count: exponent - low)
        let b = other.digits + Array(repeating: 0, count: other.exponent - low)
        let width = max(a.count, b.count) + 1
        let (x, y) = (Array(repeating: 0, count: width - a.count) + a, Array(repeating: 0, count: width - b.count) + b)
        if negative == other.negative { return DigitString(negative: negative, digits: Self.sum(x, y), exponent: low) }
        return x.lexicographicallyPrecedes(y)
            ? DigitString(negative: other.negative, digits: Self.difference(y, x), exponent: low)
            : DigitString(negative: negative, digits: Self.difference(x, y), exponent: low)
    }

    private static func sum(_ x: [Int], _ y: [Int]) -> [Int] {
        var result = x, carry = 0
        for index in stride(from: x.count - 1, through: 0, by: -1) {
            let total = x[index] + y[index] + carry
            (result[index], carry) = (total % 10, total / 10)
        }
        return result
    }

    private static func difference(_ x: [Int], _ y: [Int]) -> [Int] {
        var result = x, borrow = 0
        for index in stride(from: x.count - 1, through: 0, by: -1) {
            var digit = x[index] - y[index] - borrow
            borrow = digit < 0 ? 1 : 0
            if digit < 0 { digit += 10 }
            result[index] = digit
        }
        return result
    }
}
