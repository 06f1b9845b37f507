@testable import AccountSummary
import Foundation
import Testing

extension MoneyTests {
    /// `ExactArithmetic`'s small-sum path against Foundation's `NSDecimalAdd` and
    /// `NSDecimalSubtract`: the same bytes (value, exponent, length, flags), for amounts of
    /// every size and sign, and the general path wherever the small one declines.
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
                    #expect(exact.isExact == (error == .noError))
                }
            }
            // Most statement amounts take the small path.
            #expect(small > 8_000)
        }

        @Test("a zero result, a significand past 2^63 and exponents far apart take the general path", arguments: [
            ("1.50", "1.5", true), ("9223372036854775808", "1", false), ("1e-20", "1", false), ("0", "1", false),
        ])
        func declined(left: String, right: String, subtracting: Bool) throws {
            #expect(ExactArithmetic.smallSum(try MoneyFixtures.decimal(left), try MoneyFixtures.decimal(right), subtracting: subtracting) == nil)
        }
    }
}
