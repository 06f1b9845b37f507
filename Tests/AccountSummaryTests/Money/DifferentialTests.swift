@testable import AccountSummary
@testable import AccountSummaryMoney
import Foundation
import Testing

extension MoneyTests {
    /// `CurrencyFormatter` against Foundation itself, on this machine, for every locale Foundation lists.
    ///
    /// The contract promises output byte-identical to
    /// `value.formatted(.currency(code:).locale(_:))`, and parts that match
    /// Foundation's `.attributed` runs; this is where that promise is checked
    /// wholesale rather than by example.
    @Suite("Differential against Foundation")
    struct DifferentialTests {
        /// The currencies tried in every locale, besides the locale's own.
        static let currencies = ["USD", "EUR", "JPY", "GBP", "INR", "CHF", "KWD"]

        /// Amounts compared as strings, for every (locale, currency) pair.
        static let amounts = [
            // Zero, and negatives that round to zero (Foundation keeps the sign).
            "0", "-0.001", "-0.004", "-0.0004", "-0.5", "-0.00000000000000000005",
            // Half-even ties: 2 fraction digits, 0 (JPY) and 3 (KWD).
            "0.005", "0.015", "0.025", "0.125", "0.135", "2.5", "3.5", "-2.5", "0.5", "1.5",
            "0.0005", "0.0015", "0.0025", "-0.0035", "0.00000000000000000015",
            // Carries that add an integer digit, and with it a group.
            "0.995", "-0.995", "99.5", "999.5", "9999.5", "999999.995", "99999.9995",
            // Tiny and huge, up to what Decimal holds.
            "1e-100", "-1e-100", "1e-128", "1e100", "-1e100", "1e127",
            "12345678901234567890123456789012345678", "-12345678901234567890123456789012345678",
            "0.12345678901234567890123456789012345678", "99999999999999999999999999999999999999e127",
            // 39 digits: Decimal holds significands up to 2^128 − 1 (the AMOUNT grammar stops at 38).
            "340282366920938463463374607431768211455", "-123456789012345678901234567890123456789",
            "0.123456789012345678901234567890123456789", "-0.00500000000000000000000000000000000001",
            // Where the writer's 64-bit fast path gives way to the general one.
            "18446744073709551615", "18446744073709551616", "184467440737095516.15", "184467440737095516.16",
            "-18446744073709551.615", "-18446744073709551.616",
            // Grouping edges, including minimum grouping digits and Indian lakhs.
            "999", "1000", "9999", "10000", "99999", "100000", "1234567", "123456789.5",
            "-999", "-1000", "-9999", "-10000", "-99999", "-100000", "-1234567", "-123456789.5",
            "929466.23", "-1234.5",
        ]

        /// Amounts whose parts are compared with Foundation's `.attributed` runs, for every pair.
        ///
        /// A subset on purpose: `.attributed` costs about 60 µs a call here, so all
        /// 66 amounts for the ~7,700 pairs would add some 30 s of CPU time to a
        /// debug run; these four add about 2 s. (Measured on 2 cores, debug build:
        /// the whole suite takes about 8 s wall, 15 s CPU, of which learning the
        /// plans is about 5 s and Foundation's strings 2.5 s.) Parts depend on the
        /// sign (affixes), the currency (fraction digits) and the count of integer
        /// digits (groups, minimum grouping, the writer's path); these four cover
        /// each. For the locale's own currency the parts of every amount are also
        /// checked to tile Foundation's string, and `FormattedAmountTests` compares
        /// the parts of every integer length in a few locales.
        static let partsAmounts = ["1234.5", "-123456789.125", "-0.001", "-12345678901234567890123456789012345678"]

        /// The currencies for one locale: its own first, when ISO 4217 lists it, then the fixed list.
        static func currencies(for locale: Locale) -> [String] {
            guard let own = locale.currency?.identifier, !currencies.contains(own),
                  Locale.Currency.isoCurrencies.contains(where: { $0.identifier == own }) else { return currencies }
            return [own] + currencies
        }

        /// The same value with three more trailing zeros in its significand (1234.5 as 1234500e-3),
        /// when that still fits: `Decimal(string:)` never stores it so, but an `ExactDecimal` may.
        static func widened(_ value: ExactDecimal) -> ExactDecimal? {
            guard value.significand != 0, value.significand < UInt128(10).power(35),
                  value.exponent - 3 >= ExactDecimal.exponentRange.lowerBound else { return nil }
            return ExactDecimal(significand: value.significand * 1000, exponent: value.exponent - 3, isNegative: value.isNegative)
        }

        @Test("strings and parts equal Foundation's", arguments: Locale.availableIdentifiers.sorted())
        func everyAvailableLocale(_ identifier: String) throws {
            let locale = Locale(identifier: identifier)
            let values = try Self.amounts.map { text in
                (text: text, decimal: try MoneyFixtures.decimal(text), exact: try? ExactDecimal(parsing: text))
            }
            let partsValues = try Self.partsAmounts.map { (text: $0, decimal: try MoneyFixtures.decimal($0)) }

            var mismatches: [String] = []
            func mismatch(_ currency: String, _ text: String, _ actual: String, _ expected: String) {
                mismatches.append("\(currency) \(text): \"\(MoneyFixtures.visible(actual))\", Foundation \"\(MoneyFixtures.visible(expected))\"")
            }
            for (index, currency) in Self.currencies(for: locale).enumerated() {
                let formatter: CurrencyFormatter
                do {
                    formatter = try CurrencyFormatter(currency: currency, locale: locale)
                } catch {
                    mismatches.append("\(currency): refused: \(error)")
                    continue
                }
                let style: Decimal.FormatStyle.Currency = .currency(code: currency).locale(locale)

                for value in values {
                    let expected = value.decimal.formatted(style)
                    let actual = formatter.format(value.decimal)
                    if actual != expected {
                        mismatch(currency, value.text, actual, expected)
                        continue
                    }
                    // The command's path (text → ExactDecimal → plan) sees digits as written,
                    // which may differ from how Decimal stores them.
                    if let exact = value.exact, exact != ExactDecimal(value.decimal) {
                        let parsed = formatter.plan.string(exact)
                        if parsed != expected { mismatch(currency, "\(value.text) (as parsed)", parsed, expected) }
                    }
                    if let exact = value.exact, let widened = Self.widened(exact) {
                        let written = formatter.plan.string(widened)
                        if written != expected { mismatch(currency, "\(value.text) (as \(widened.significand)e\(widened.exponent))", written, expected) }
                    }
                    if index == 0 {
                        let joined = MoneyFixtures.texts(of: formatter.parts.format(value.decimal)).map(\.text).joined()
                        if joined != expected { mismatch(currency, "\(value.text) (parts joined)", joined, expected) }
                    }
                }

                for value in partsValues {
                    let amount = formatter.parts.format(value.decimal)
                    let ours = MoneyFixtures.texts(of: amount)
                    if let marked = ours.first(where: { $0.kind != .literal && $0.text.unicodeScalars.contains(where: MoneyFixtures.isBidiMark) }) {
                        mismatches.append("\(currency) \(value.text): bidi mark inside a part: \(marked)")
                    }
                    let actual = MoneyFixtures.normalized(ours)
                    let expected = MoneyFixtures.normalized(MoneyFixtures.foundationTexts(value.decimal, style: style))
                    if actual != expected {
                        mismatches.append("\(currency) \(value.text) parts: \(actual), Foundation \(expected)")
                    }
                }
            }
            #expect(mismatches.isEmpty, """
                \(mismatches.count) mismatch(es) with Foundation in \(identifier):
                \(mismatches.prefix(40).joined(separator: "\n"))\(mismatches.count > 40 ? "\n… and \(mismatches.count - 40) more" : "")
                """)
        }

        /// Every code ISO 4217 lists, in a few locales of different scripts and digit systems.
        ///
        /// `CurrencyFormatter` refuses codes ISO 4217 does not list (`ZZZ`), while
        /// Foundation formats them silently (`ZZZ 12.50`). Within ISO 4217 it refuses
        /// nothing; the one code Foundation prints with the generic sign "¤" is XXX,
        /// ISO's own "no currency", and the formatter prints it identically.
        @Test("every ISO currency formats like Foundation", arguments: ["en_US", "de_DE", "ar_EG", "ja_JP", "hi_IN"])
        func everyISOCurrency(_ identifier: String) throws {
            let locale = Locale(identifier: identifier)
            let values = try ["0", "-0.001", "0.5", "-1234.5675", "1234567.125", "0.0005"].map { ($0, try MoneyFixtures.decimal($0)) }
            var refused: [String] = []
            var mismatches: [String] = []
            var genericSign: Set<String> = []
            for code in Locale.Currency.isoCurrencies.map(\.identifier) {
                let style: Decimal.FormatStyle.Currency = .currency(code: code).locale(locale)
                let formatter: CurrencyFormatter
                do {
                    formatter = try CurrencyFormatter(currency: code, locale: locale)
                } catch {
                    refused.append("\(code): \(error)")
                    continue
                }
                for (text, value) in values {
                    let expected = value.formatted(style)
                    if expected.contains("¤") { genericSign.insert(code) }
                    let actual = formatter.format(value)
                    if actual != expected {
                        mismatches.append("\(code) \(text): \"\(MoneyFixtures.visible(actual))\", Foundation \"\(MoneyFixtures.visible(expected))\"")
                    }
                }
            }
            #expect(refused.isEmpty, "refused ISO 4217 codes in \(identifier):\n\(refused.joined(separator: "\n"))")
            #expect(mismatches.isEmpty, "\(mismatches.count) mismatch(es) in \(identifier):\n\(mismatches.prefix(40).joined(separator: "\n"))")
            #expect(genericSign.isSubset(of: ["XXX"]), "Foundation prints ¤ for \(genericSign.sorted()) in \(identifier)")
        }

        /// Where Foundation prints "¤": only for XXX, and only in some locales (others write "XXX").
        @Test func genericCurrencySignOnlyForXXX() throws {
            let value = try MoneyFixtures.decimal("-1234.5")
            var printed: [String: String] = [:]
            for identifier in ["en_US", "de_DE", "ar_EG", "ja_JP", "hi_IN"] {
                let locale = Locale(identifier: identifier)
                let formatter = try CurrencyFormatter(currency: "XXX", locale: locale)
                let expected = value.formatted(.currency(code: "XXX").locale(locale))
                #expect(formatter.format(value) == expected, "XXX in \(identifier)")
                printed[identifier] = expected
            }
            #expect(printed["en_US"] == "-¤1,234.50")
            #expect(printed["hi_IN"] == "-¤1,234.50")
            #expect(printed["ar_EG"]?.contains("¤") == true)
            // A code outside ISO 4217: Foundation guesses, the formatter refuses.
            #expect(value.formatted(.currency(code: "ZZZ").locale(Locale(identifier: "en_US"))) == "-ZZZ\u{A0}1,234.50")
            #expect(throws: MoneyError.unknownCurrency("ZZZ")) {
                try CurrencyFormatter(currency: "ZZZ", locale: Locale(identifier: "en_US"))
            }
        }
    }
}
