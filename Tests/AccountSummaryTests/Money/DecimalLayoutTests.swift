@testable import AccountSummary
@testable import AccountSummaryMoney
import Foundation
import Testing

extension MoneyTests {
    /// `DecimalLayout`: reading `Decimal`'s bytes directly must give exactly what the
    /// slow, public path gives (`decimal.description` parsed back), for any value.
    @Suite("DecimalLayout")
    struct DecimalLayoutTests {
        @Test func aLayoutIsVerifiedOnThisPlatform() throws {
            let layout = try #require(DecimalLayout.verified, "no known layout matches; ExactDecimal(_:) falls back to the slow path")
            #if os(Linux)
            #expect(layout == .swiftFoundation)
            #endif
            #expect(layout.read(.nan) == nil)
            #expect(layout.read(Decimal()) == .zero)
        }

        /// Decimals made by `Decimal(string:)` from seeded pseudo-random digit strings:
        /// 1 to 38 digits, leading and trailing zeros, a point anywhere, exponents across the range.
        @Test("random parsed Decimals read like the description path", arguments: [1, 2, 3, 4] as [UInt64])
        func randomParsedDecimals(seed: UInt64) throws {
            let layout = try #require(DecimalLayout.verified)
            var random = MoneyFixtures.SeededGenerator(seed: seed)
            var problems: [String] = []
            for _ in 0..<2_500 {
                let text = Self.randomAmount(using: &random)
                let decimal = try MoneyFixtures.decimal(text)
                if let problem = try Self.check(decimal, layout: layout, origin: text) { problems.append(problem) }
                // The parser agrees with Foundation on the value of the text itself.
                if try ExactDecimal(parsing: text).normalized != layout.read(decimal)?.normalized {
                    problems.append("\(text): ExactDecimal(parsing:) and Decimal(string:) disagree")
                }
            }
            #expect(problems.isEmpty, "\(problems.count) problem(s):\n\(problems.prefix(20).joined(separator: "\n"))")
        }

        /// Decimals made by arithmetic: full 38-digit mantissas from division, carries and
        /// cancellations from sums and differences, exponents moved by products.
        @Test("random computed Decimals read like the description path", arguments: [5, 6] as [UInt64])
        func randomComputedDecimals(seed: UInt64) throws {
            let layout = try #require(DecimalLayout.verified)
            var random = MoneyFixtures.SeededGenerator(seed: seed)
            var problems: [String] = []
            for _ in 0..<2_500 {
                let left = try MoneyFixtures.decimal(Self.randomAmount(using: &random, exponents: -20...20))
                let right = try MoneyFixtures.decimal(Self.randomAmount(using: &random, exponents: -20...20))
                for (operation, result) in [("+", left + right), ("-", left - right), ("*", left * right), ("/", left / right)] {
                    guard !result.isNaN else { continue }  // overflow, or division by zero
                    if let problem = try Self.check(result, layout: layout, origin: "\(left) \(operation) \(right)") {
                        problems.append(problem)
                    }
                }
            }
            #expect(problems.isEmpty, "\(problems.count) problem(s):\n\(problems.prefix(20).joined(separator: "\n"))")
        }

        @Test("edges of Decimal's range", arguments: [
            "0", "-0", "1", "-1", "1e-128", "-1e-128", "1e127", "-1e127", "65535", "65536", "4294967296",
            "18446744073709551615", "18446744073709551616", "99999999999999999999999999999999999999",
            "-99999999999999999999999999999999999999e127", "99999999999999999999999999999999999999e-128",
            "281474976710655", "281474976710656", "79228162514264337593543950335", "79228162514264337593543950336",
            "340282366920938463463374607431768211455", "-0.123456789012345678901234567890123456789",
        ])
        func edges(_ text: String) throws {
            let layout = try #require(DecimalLayout.verified)
            let decimal = try MoneyFixtures.decimal(text)
            let problem = try Self.check(decimal, layout: layout, origin: text)
            #expect(problem == nil)
        }

        /// Compares the layout's reading with the description path and with `Decimal`'s own fields.
        static func check(_ decimal: Decimal, layout: DecimalLayout, origin: String) throws -> String? {
            guard let fast = layout.read(decimal) else { return "\(origin): read as NaN" }
            // The slow path: `Decimal`'s exact positional description, through the amount parser.
            // It stops at 38 significant digits, while `Decimal` holds up to 39 (see below).
            if let slow = try? ExactDecimal(parsing: decimal.description), fast.normalized != slow.normalized {
                return "\(origin): read \(fast.significand)e\(fast.exponent), description \(decimal.description)"
            }
            // Every digit, in the same notation: this one holds for 39 digits too.
            if fast.description != decimal.description {
                return "\(origin): read as \(fast.description), description \(decimal.description)"
            }
            if ExactDecimal(decimal) != fast {
                return "\(origin): ExactDecimal(_:) differs from the layout"
            }
            // Field by field, where Decimal's public API shows them.
            if !fast.isZero, fast.exponent != decimal.exponent || fast.isNegative != (decimal.sign == .minus)
                || ExactDecimal(significand: fast.significand, exponent: 0, isNegative: false).decimal != decimal.significand {
                return "\(origin): fields \(fast.significand)e\(fast.exponent), Decimal \(decimal.significand)e\(decimal.exponent) \(decimal.sign)"
            }
            return nil
        }

        /// Where no layout is verified, `ExactDecimal(_:)` parses `decimal.description`
        /// allowing 39 digits, as `Decimal`'s mantissa reaches 2^128 − 1.
        @Test("the description fallback reads 39-digit Decimals")
        func descriptionFallbackReads39Digits() throws {
            let decimal = try MoneyFixtures.decimal("340282366920938463463374607431768211455")  // 2^128 − 1
            #expect(DecimalLayout.verified?.read(decimal)?.description == "340282366920938463463374607431768211455")
            let text = Array(decimal.description.utf8)
            let parsed = ExactDecimal.parse(text.span, maximumDigits: 39)
            #expect(try parsed.get().description == "340282366920938463463374607431768211455")
            // One more than 2^128 − 1 does not fit and is refused, not wrapped.
            let over = Array("340282366920938463463374607431768211456".utf8)
            #expect(ExactDecimal.parse(over.span, maximumDigits: 39) == .failure(.tooManyDigits))
            // The amount grammar itself stays at 38 digits.
            #expect(throws: MoneyError.self) { try ExactDecimal(parsing: decimal.description) }
        }

        /// An amount like `-000123.4500e-17`: 1 to 38 digits, a sign, maybe a point, maybe an exponent.
        static func randomAmount(using random: inout MoneyFixtures.SeededGenerator, exponents: ClosedRange<Int> = -90...89) -> String {
            let count = Int.random(in: 1...38, using: &random)
            var digits = ""
            for _ in 0..<count {
                // Zeros are likelier than other digits, so runs of them appear.
                let digit = Int.random(in: 0...13, using: &random)
                digits += digit > 9 ? "0" : String(digit)
            }
            var text = Bool.random(using: &random) ? "-" : ""
            if Bool.random(using: &random) {
                let point = Int.random(in: 0..<count, using: &random)
                let split = digits.index(digits.startIndex, offsetBy: point)
                text += (point == 0 ? "0" : String(digits[..<split])) + "." + digits[split...]
            } else {
                text += digits
            }
            if Bool.random(using: &random) {
                text += "e\(Int.random(in: exponents, using: &random))"
            }
            return text
        }
    }
}
