@testable import AccountSummary
@testable import AccountSummaryMoney
import Foundation
import Testing

extension MoneyTests {
    /// The AMOUNT grammar (`ExactDecimal(parsing:)`), its error wording, and the exact
    /// conversions between `ExactDecimal` and `Decimal`.
    @Suite("Amount parsing")
    struct AmountParsingTests {
        struct Accepted: Sendable, CustomTestStringConvertible {
            var text: String
            var description: String
            var significand: UInt128
            var exponent: Int
            var isNegative: Bool

            init(_ text: String, _ description: String, _ significand: UInt128, _ exponent: Int, negative: Bool = false) {
                self.text = text
                self.description = description
                self.significand = significand
                self.exponent = exponent
                self.isNegative = negative
            }

            var testDescription: String { "\"\(MoneyFixtures.visible(text))\"" }
        }

        static let accepted: [Accepted] = [
            Accepted("929466.23", "929466.23", 92_946_623, -2),
            Accepted("-12.5", "-12.5", 125, -1, negative: true),
            Accepted("+12.5", "12.5", 125, -1),
            Accepted("0.05", "0.05", 5, -2),
            // Zero, whatever its sign or scale, is plain zero and never negative.
            Accepted("0", "0", 0, 0),
            Accepted("-0", "0", 0, 0),
            Accepted("+0.000", "0", 0, 0),
            Accepted("-0.00e5", "0", 0, 0),
            Accepted("0e99999999999", "0", 0, 0),
            // Leading zeros are allowed and are not significant.
            Accepted("007", "7", 7, 0),
            Accepted("-00.05", "-0.05", 5, -2, negative: true),
            // Surrounding space, tab, CR and LF are ignored.
            Accepted("  929466.23\t", "929466.23", 92_946_623, -2),
            Accepted("\r\n-1\n", "-1", 1, 0, negative: true),
            // Exponents.
            Accepted("1e3", "1000", 1, 3),
            Accepted("1E+3", "1000", 1, 3),
            Accepted("-4.5e2", "-450", 45, 1, negative: true),
            Accepted("1.5e-3", "0.0015", 15, -4),
            Accepted("0.1e1", "1", 1, 0),
            Accepted("1e-0", "1", 1, 0),
            Accepted("1e0000000000000000000000000000000000002", "100", 1, 2),
            // 38 significant digits, however many zeros around them.
            Accepted("12345678901234567890123456789012345678", "12345678901234567890123456789012345678",
                     12_345_678_901_234_567_890_123_456_789_012_345_678, 0),
            Accepted("-99999999999999999999999999999999999999", "-99999999999999999999999999999999999999",
                     99_999_999_999_999_999_999_999_999_999_999_999_999, 0, negative: true),
            Accepted("0.00012345678901234567890123456789012345678", "0.00012345678901234567890123456789012345678",
                     12_345_678_901_234_567_890_123_456_789_012_345_678, -41),
            Accepted("1.2345678901234567890123456789012345678e5", "123456.78901234567890123456789012345678",
                     12_345_678_901_234_567_890_123_456_789_012_345_678, -32),
            // Trailing zeros folded into the exponent where 38 digits or Decimal's range need it.
            Accepted("12345678901234567890123456789012345678000", "12345678901234567890123456789012345678000",
                     12_345_678_901_234_567_890_123_456_789_012_345_678, 3),
            Accepted("1234567890123456789012345678901234567.80", "1234567890123456789012345678901234567.8",
                     12_345_678_901_234_567_890_123_456_789_012_345_678, -1),
            Accepted("10e-129", "0." + String(repeating: "0", count: 127) + "1", 1, -128),
            // Trailing zeros written past exponent 127 are kept in the significand.
            Accepted("100e125", "1" + String(repeating: "0", count: 127), 100, 125),
            // And zeros move into the significand where Decimal's exponent (at most 127) needs it.
            Accepted("1e130", "1" + String(repeating: "0", count: 130), 1000, 127),
            Accepted("1e164", "1" + String(repeating: "0", count: 164), 10_000_000_000_000_000_000_000_000_000_000_000_000, 127),
            // The extremes Decimal holds.
            Accepted("1e-128", "0." + String(repeating: "0", count: 127) + "1", 1, -128),
            Accepted("1e127", "1" + String(repeating: "0", count: 127), 1, 127),
            Accepted("99999999999999999999999999999999999999e127", String(repeating: "9", count: 38) + String(repeating: "0", count: 127),
                     99_999_999_999_999_999_999_999_999_999_999_999_999, 127),
        ]

        @Test("accepted amounts", arguments: accepted)
        func acceptedAmount(_ row: Accepted) throws {
            let value = try ExactDecimal(parsing: row.text)
            #expect(value.description == row.description)
            #expect(value.significand == row.significand)
            #expect(value.exponent == row.exponent)
            #expect(value.isNegative == row.isNegative)
            // The same through the byte-level core and through a Substring.
            #expect(Array(row.text.utf8).withUnsafeBytes { ExactDecimal.parse($0) } == .success(value))
            #expect(try ExactDecimal(parsing: ("[" + row.text + "]").dropFirst().dropLast()) == value)
        }

        /// The parser keeps the digits as written (`12.50` stays 1250e-2) and folds
        /// trailing zeros into the exponent only when 38 digits or the exponent range
        /// need it, as its documentation and the money core's examples say.
        @Test("trailing zeros are kept where they fit", arguments: [
            Accepted("12.50", "12.50", 1250, -2),
            Accepted("-4.50", "-4.50", 450, -2, negative: true),
            Accepted("0.10", "0.10", 10, -2),
            Accepted("100", "100", 100, 0),
            Accepted("1.50e1", "15.0", 150, -1),
            Accepted("1000e-3", "1.000", 1000, -3),
        ])
        func trailingZerosKept(_ row: Accepted) throws {
            let value = try ExactDecimal(parsing: row.text)
            #expect(value.normalized == ExactDecimal(significand: row.significand, exponent: row.exponent, isNegative: row.isNegative).normalized)
            #expect(value.description == row.description)
            #expect(value.significand == row.significand)
            #expect(value.exponent == row.exponent)
        }

        @Test("rejected amounts", arguments: [
            ("12,50", AmountProblem.unexpectedCharacter),
            ("1.2.3", .unexpectedCharacter),
            ("NaN", .unexpectedCharacter),
            ("nan", .unexpectedCharacter),
            ("Infinity", .unexpectedCharacter),
            ("$5", .unexpectedCharacter),
            ("5$", .unexpectedCharacter),
            (".5", .unexpectedCharacter),
            ("-.5", .unexpectedCharacter),
            ("--1", .unexpectedCharacter),
            ("+-1", .unexpectedCharacter),
            ("1 000", .unexpectedCharacter),
            ("1_000", .unexpectedCharacter),
            ("0x10", .unexpectedCharacter),
            ("1e5.5", .unexpectedCharacter),
            ("1e2e3", .unexpectedCharacter),
            ("1,000.00", .unexpectedCharacter),
            ("１２", .unexpectedCharacter),        // fullwidth digits
            ("١٢", .unexpectedCharacter),          // Arabic-Indic digits
            ("\u{A0}12", .unexpectedCharacter),    // no-break space is not trimmed
            ("12\u{200F}", .unexpectedCharacter),
            ("1\u{0}", .unexpectedCharacter),
            ("", .empty),
            ("   ", .empty),
            (" \t\r\n", .empty),
            ("-", .missingDigits),
            ("+", .missingDigits),
            (" - ", .missingDigits),
            ("1.", .missingFractionDigits),
            ("-1.e5", .missingFractionDigits),
            ("1e", .missingExponentDigits),
            ("1e+", .missingExponentDigits),
            ("1.5E-", .missingExponentDigits),
            ("123456789012345678901234567890123456789", .tooManyDigits),
            ("-0.000123456789012345678901234567890123456789", .tooManyDigits),
            ("1" + String(repeating: "0", count: 37) + "1", .tooManyDigits),
            ("1e200", .outOfRange),
            ("1e-200", .outOfRange),
            ("1e165", .outOfRange),
            ("1e-129", .outOfRange),
            ("1.5e-128", .outOfRange),
            ("-1e99999999999999999999", .outOfRange),
            ("1e-99999999999999999999", .outOfRange),
        ])
        func rejectedAmount(text: String, problem: AmountProblem) {
            #expect(throws: MoneyError.invalidAmount(text, problem)) { try ExactDecimal(parsing: text) }
            #expect(Array(text.utf8).withUnsafeBytes { ExactDecimal.parse($0) } == .failure(problem))
        }

        @Test("error wording", arguments: [
            ("12,50", #""12,50" is not an amount (expected digits with an optional "." fraction, e.g. "12.50")"#),
            ("1.2.3", #""1.2.3" is not an amount (expected digits with an optional "." fraction, e.g. "12.50")"#),
            ("NaN", #""NaN" is not an amount (expected digits with an optional "." fraction, e.g. "12.50")"#),
            ("$5", #""$5" is not an amount (expected digits with an optional "." fraction, e.g. "12.50")"#),
            (".5", #"".5" is not an amount (expected digits with an optional "." fraction, e.g. "12.50")"#),
            ("", #"empty amount (expected digits with an optional "." fraction, e.g. "12.50")"#),
            (" ", #"empty amount (expected digits with an optional "." fraction, e.g. "12.50")"#),
            ("-", #""-" is not an amount (expected digits after the sign)"#),
            ("1.", #""1." is not an amount (expected digits after ".")"#),
            ("1e", #""1e" is not an amount (expected digits after the exponent "e")"#),
            ("123456789012345678901234567890123456789",
             #""123456789012345678901234567890123456789" has more than 38 significant digits (nothing is rounded; write at most 38)"#),
            ("1e200", #""1e200" is out of range (Decimal holds values from 1e-128 up to 38 digits times 1e127)"#),
            ("1e-200", #""1e-200" is out of range (Decimal holds values from 1e-128 up to 38 digits times 1e127)"#),
            // The text is shown as written: surrounding space kept, quotes and controls escaped, long text cut.
            (" 12,50 ", #"" 12,50 " is not an amount (expected digits with an optional "." fraction, e.g. "12.50")"#),
            ("1\"2", #""1\"2" is not an amount (expected digits with an optional "." fraction, e.g. "12.50")"#),
            ("1\u{0}", #""1\u{0}" is not an amount (expected digits with an optional "." fraction, e.g. "12.50")"#),
            ("12\u{200F}", #""12\u{200F}" is not an amount (expected digits with an optional "." fraction, e.g. "12.50")"#),
            ("1234567890123456789012345678901234567890.123",
             #""1234567890123456789012345678901234567890…" has more than 38 significant digits (nothing is rounded; write at most 38)"#),
        ])
        func errorWording(text: String, message: String) {
            let error = #expect(throws: MoneyError.self) { try ExactDecimal(parsing: text) }
            #expect(error?.description == message)
        }

        // MARK: ExactDecimal ⇄ Decimal

        static let roundTrip = [
            "0", "1", "-1", "929466.23", "-0.001", "0.125", "1e100", "-7e-100",
            "12345678901234567890123456789012345678", "-12345678901234567890123456789012345678",
            "99999999999999999999999999999999999999", "18446744073709551615", "18446744073709551616",
            "0.12345678901234567890123456789012345678", "-1.2345678901234567890123456789012345678e-91",
            "1e-128", "-1e-128", "1e127", "99999999999999999999999999999999999999e127",
            "12345678901234567890123456789012345678e-128",
        ]

        @Test("ExactDecimal → Decimal → ExactDecimal is exact", arguments: roundTrip)
        func roundTripThroughDecimal(_ text: String) throws {
            let exact = try ExactDecimal(parsing: text)
            let decimal = exact.decimal
            #expect(!decimal.isNaN)
            #expect(decimal == (try MoneyFixtures.decimal(text)))
            let back = try #require(ExactDecimal(decimal))
            #expect(back.normalized == exact.normalized)
            #expect(back.description == exact.normalized.description)
        }

        /// `Decimal` holds 39-digit significands below 2^128, which the AMOUNT grammar refuses.
        @Test("Decimal → ExactDecimal → Decimal is exact", arguments: roundTrip + [
            "340282366920938463463374607431768211455", "-123456789012345678901234567890123456789",
            "0.123456789012345678901234567890123456789",
        ])
        func roundTripFromDecimal(_ text: String) throws {
            let decimal = try MoneyFixtures.decimal(text)
            let exact = try #require(ExactDecimal(decimal))
            #expect(exact.decimal == decimal)
            #expect(exact.description == decimal.description)
        }

        /// Values Decimal cannot hold are refused: more than 38 digits × 10^127, or a last digit below 10^-128.
        @Test("values beyond Decimal's range are refused", arguments: ["1e166", "-2.5e170", "12345678901234567890123456789012345678e128", "1e-129", "0.1e-128", "1.5e-128"])
        func beyondDecimalRange(_ text: String) throws {
            #expect(throws: MoneyError.invalidAmount(text, .outOfRange)) { try ExactDecimal(parsing: text) }
        }

        /// At the top of the range a value may need a significand with trailing zeros
        /// (Foundation's own `Decimal(string: "1e130")` is nil, yet 1000e127 is a Decimal).
        @Test("values at the top of the range convert to Decimal exactly",
              arguments: ["100e125", "1e127", "-2.5e127", "10e126", "1e128", "1e130", "-2.5e140", "1e164", "1000e126"])
        func topOfRangeToDecimal(_ text: String) throws {
            let exact = try ExactDecimal(parsing: text)
            let decimal = exact.decimal
            #expect(!decimal.isNaN)
            #expect(ExactDecimal(decimal)?.normalized == exact.normalized)
        }

        @Test func notANumberHasNoExactValue() {
            #expect(ExactDecimal(Decimal.nan) == nil)
            #expect(ExactDecimal(Decimal.quietNaN) == nil)
        }

        @Test func normalized() {
            #expect(ExactDecimal(significand: 1250, exponent: -2, isNegative: true).normalized
                == ExactDecimal(significand: 125, exponent: -1, isNegative: true))
            #expect(ExactDecimal(significand: 1000, exponent: 127, isNegative: false).normalized
                == ExactDecimal(significand: 1, exponent: 130, isNegative: false))
            #expect(ExactDecimal(significand: 0, exponent: 5, isNegative: false).normalized == .zero)
            #expect(ExactDecimal(significand: 7, exponent: -3, isNegative: false).normalized
                == ExactDecimal(significand: 7, exponent: -3, isNegative: false))
        }

        @Test func negativeZeroIsZero() {
            let zero = ExactDecimal(significand: 0, exponent: 3, isNegative: true)
            #expect(!zero.isNegative)
            #expect(zero.isZero)
            #expect(zero.description == "0")
            #expect(zero.decimal == 0)
        }

        @Test func descriptionInPlainNotation() {
            #expect(ExactDecimal(significand: 12, exponent: 2, isNegative: true).description == "-1200")
            #expect(ExactDecimal(significand: 12, exponent: -4, isNegative: false).description == "0.0012")
            #expect(ExactDecimal(significand: 1250, exponent: -2, isNegative: false).description == "12.50")
            #expect(ExactDecimal(significand: 5, exponent: -1, isNegative: true).description == "-0.5")
        }
    }
}
