@testable import AccountSummary
@testable import AccountSummaryMoney
import Foundation
import Testing

extension MoneyTests {
    /// `CurrencyFormatter`: pinned output for well-known cases, validation and its wording,
    /// and the `FormatStyle` conformances.
    ///
    /// Every pinned string is also checked against Foundation on this machine, so
    /// a failure says which side moved: the formatter, or Foundation's data.
    @Suite("CurrencyFormatter")
    struct CurrencyFormatterTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var currency: String
            var locale: String
            var amount: String
            var expected: String

            init(_ currency: String, _ locale: String, _ amount: String, _ expected: String) {
                self.currency = currency
                self.locale = locale
                self.amount = amount
                self.expected = expected
            }

            var testDescription: String { "\(amount) \(currency) in \(locale)" }
        }

        static let pinned: [Case] = [
            Case("USD", "en_US", "929466.23", "$929,466.23"),
            Case("USD", "en_US", "-929466.23", "-$929,466.23"),
            Case("USD", "en_US", "0", "$0.00"),
            // Indian grouping: 3 digits, then 2.
            Case("INR", "en_IN", "929466.23", "₹9,29,466.23"),
            Case("INR", "en_IN", "-123456789.5", "-₹12,34,56,789.50"),
            Case("INR", "hi_IN", "-1234567.891", "-₹12,34,567.89"),
            Case("EUR", "de_DE", "-1234.5", "-1.234,50\u{A0}€"),
            // Minimum grouping digits: no separator in a 4-digit integer part.
            Case("EUR", "es_ES", "1234.5", "1234,50\u{A0}€"),
            Case("EUR", "es_ES", "12345.5", "12.345,50\u{A0}€"),
            // No fraction digits; half-even to the unit.
            Case("JPY", "ja_JP", "1234.5", "¥1,234"),
            Case("JPY", "ja_JP", "1235.5", "¥1,236"),
            Case("JPY", "ja_JP", "-1234567", "-¥1,234,567"),
            // Arabic-Indic digits and separators, ALM and RLM around the sign and symbol.
            Case("EGP", "ar_EG", "-1234.5", "\u{61C}-\u{200F}١٬٢٣٤٫٥٠\u{A0}ج.م.\u{200F}"),
            Case("EGP", "ar_EG", "929466.23", "\u{200F}٩٢٩٬٤٦٦٫٢٣\u{A0}ج.م.\u{200F}"),
            Case("KWD", "ar_KW", "-1234.5675", "\u{61C}-\u{200F}١٬٢٣٤٫٥٦٨\u{A0}د.ك.\u{200F}"),
            Case("ILS", "he_IL", "-1234.5", "\u{200F}\u{200E}-1,234.50\u{A0}\u{200F}₪"),
            Case("ILS", "he_IL", "1234.5", "\u{200F}1,234.50\u{A0}\u{200F}₪"),
            // Extended Arabic-Indic digits and U+2212 MINUS SIGN.
            Case("IRR", "fa_IR", "-1234567.891", "\u{200E}−\u{200E}ریال\u{A0}۱٬۲۳۴٬۵۶۸"),
            // Devanagari digits with Indian grouping.
            Case("NPR", "ne_NP", "-1234567.891", "-नेरू\u{A0}१२,३४,५६७.८९"),
            // A code as the symbol, and U+2019 as the group separator.
            Case("CHF", "de_CH", "-1234.5", "CHF-1’234.50"),
            Case("CHF", "de_CH", "1234.5", "CHF\u{A0}1’234.50"),
            // U+202F NARROW NO-BREAK SPACE between groups.
            Case("EUR", "fr_FR", "-1234.5", "-1\u{202F}234,50\u{A0}€"),
            Case("EUR", "fr_FR", "1234567.5", "1\u{202F}234\u{202F}567,50\u{A0}€"),
            // Half-even to the currency's fraction digits, on the exact decimal value.
            Case("USD", "en_US", "0.125", "$0.12"),
            Case("USD", "en_US", "0.135", "$0.14"),
            Case("USD", "en_US", "-0.125", "-$0.12"),
            Case("USD", "en_US", "2.675", "$2.68"),  // 2.67 if it went through a Double
            Case("USD", "en_US", "0.995", "$1.00"),
            // A negative amount that rounds to zero keeps its sign, as in Foundation.
            Case("USD", "en_US", "-0.001", "-$0.00"),
            Case("USD", "en_US", "-1e-100", "-$0.00"),
            Case("USD", "en_US", "1e-100", "$0.00"),
            // Three fraction digits.
            Case("KWD", "en_US", "1234.5675", "KWD\u{A0}1,234.568"),
            Case("KWD", "en_US", "1234.5665", "KWD\u{A0}1,234.566"),
            // Locales missing from Locale.availableIdentifiers.
            Case("USD", "zh_CN", "12.5", "US$12.50"),
            Case("PKR", "ur_PK", "-12.5", "\u{200E}-Rs\u{A0}12"),
            // Beyond 64 bits.
            Case("USD", "en_US", "12345678901234567890123456789012345678", "$12,345,678,901,234,567,890,123,456,789,012,345,678.00"),
            Case("EUR", "de_DE", "-1e40", "-10.000.000.000.000.000.000.000.000.000.000.000.000.000,00\u{A0}€"),
        ]

        @Test("pinned output, equal to Foundation's", arguments: pinned)
        func pinnedOutput(_ pinned: Case) throws {
            let value = try MoneyFixtures.decimal(pinned.amount)
            let locale = Locale(identifier: pinned.locale)
            let formatter = try CurrencyFormatter(currency: pinned.currency, locale: locale)
            let foundation = value.formatted(.currency(code: pinned.currency).locale(locale))
            #expect(MoneyFixtures.visible(formatter.format(value)) == MoneyFixtures.visible(pinned.expected))
            #expect(MoneyFixtures.visible(foundation) == MoneyFixtures.visible(pinned.expected), "Foundation on this machine")
            #expect(value.formatted(formatter) == pinned.expected)
            #expect(formatter.parts.format(value).string == pinned.expected)
        }

        @Test("NaN formats as Foundation does", arguments: ["en_US", "de_DE", "ar_EG", "ja_JP", "he_IL", "fa_IR"])
        func notANumber(_ identifier: String) throws {
            let locale = Locale(identifier: identifier)
            let currency = try #require(locale.currency?.identifier)
            let formatter = try CurrencyFormatter(currency: currency, locale: locale)
            let expected = Decimal.nan.formatted(.currency(code: currency).locale(locale))
            #expect(formatter.format(.nan) == expected)
            let amount = formatter.parts.format(.nan)
            #expect(amount.string == expected)
            #expect(MoneyFixtures.texts(of: amount).map(\.text).joined() == expected)
            #expect(!amount.isNegative)
            if identifier == "en_US" { #expect(expected == "$NaN") }
        }

        // MARK: Validation

        @Test("currency codes ISO 4217 does not list, or that are not codes, are refused", arguments: [
            ("ZZZ", MoneyError.unknownCurrency("ZZZ"),
             #"unknown currency "ZZZ" (expected an ISO 4217 code Foundation knows, e.g. USD, EUR, JPY)"#),
            ("usd", .malformedCurrencyCode("usd"),
             #""usd" is not a currency code (expected three uppercase letters of ISO 4217, e.g. USD); did you mean "USD"?"#),
            ("Eur", .malformedCurrencyCode("Eur"),
             #""Eur" is not a currency code (expected three uppercase letters of ISO 4217, e.g. USD); did you mean "EUR"?"#),
            ("US", .malformedCurrencyCode("US"),
             #""US" is not a currency code (expected three uppercase letters of ISO 4217, e.g. USD)"#),
            ("USDX", .malformedCurrencyCode("USDX"),
             #""USDX" is not a currency code (expected three uppercase letters of ISO 4217, e.g. USD)"#),
            ("", .malformedCurrencyCode(""),
             #""" is not a currency code (expected three uppercase letters of ISO 4217, e.g. USD)"#),
            ("U$D", .malformedCurrencyCode("U$D"),
             #""U$D" is not a currency code (expected three uppercase letters of ISO 4217, e.g. USD)"#),
            ("ÜSD", .malformedCurrencyCode("ÜSD"),
             #""ÜSD" is not a currency code (expected three uppercase letters of ISO 4217, e.g. USD)"#),
            (" USD", .malformedCurrencyCode(" USD"),
             #"" USD" is not a currency code (expected three uppercase letters of ISO 4217, e.g. USD)"#),
        ])
        func refusedCurrency(code: String, error expected: MoneyError, message: String) {
            let error = #expect(throws: MoneyError.self) {
                try CurrencyFormatter(currency: code, locale: Locale(identifier: "en_US"))
            }
            #expect(error == expected)
            #expect(error?.description == message)
        }

        @Test("the languages Foundation has data for, read off its identifiers, are those Locale.Components finds in them")
        func knownLanguages() {
            let components = Set(Locale.availableIdentifiers.compactMap {
                Locale.Components(identifier: $0).languageComponents.languageCode?.identifier.lowercased()
            })
            #expect(CurrencyFormatter.knownLanguages == components)
            #expect(CurrencyFormatter.knownLanguages.isSuperset(of: ["ar", "de", "en", "hi", "ja", "zh"]))
        }

        @Test("locales without Foundation data, or not shaped like one, are refused", arguments: [
            ("xx_INVALID", MoneyError.LocaleProblem.unknownLanguage("xx"),
             #"unknown locale "xx_INVALID" (Foundation has no data for language "xx")"#),
            ("", .malformed, #"unknown locale "" (expected a locale identifier such as en_US, de_CH or ar_EG)"#),
            ("en US", .malformed, #"unknown locale "en US" (expected a locale identifier such as en_US, de_CH or ar_EG)"#),
            ("qq", .unknownLanguage("qq"), #"unknown locale "qq" (Foundation has no data for language "qq")"#),
            ("en_ZZ", .unknownRegion("ZZ"), #"unknown locale "en_ZZ" ("ZZ" is not a region code)"#),
        ])
        func refusedLocale(identifier: String, reason: MoneyError.LocaleProblem, message: String) {
            let error = #expect(throws: MoneyError.self) {
                try CurrencyFormatter(currency: "USD", locale: Locale(identifier: identifier))
            }
            #expect(error == .unknownLocale(identifier, reason: reason))
            #expect(error?.description == message)
        }

        @Test("an identifier longer than ICU reads is refused before ICU sees it: one of 177 characters crashed it (the fuzzer's find)")
        func overlongLocale() {
            let found = "ar_E" + String(repeating: "3", count: 68) + String(repeating: "L", count: 75) + String(repeating: "3", count: 29) + "G"
            for identifier in [found, "en_" + String(repeating: "L", count: 154), String(repeating: "L", count: 400)] {
                let error = #expect(throws: MoneyError.self) {
                    try CurrencyFormatter(currency: "EGP", locale: Locale(identifier: identifier))
                }
                #expect(error == .unknownLocale(Locale(identifier: identifier).identifier, reason: .malformed), "\(identifier.count) characters")
            }
            #expect(CurrencyFormatter.longestLocaleIdentifier == 156)
        }

        /// `xx_INVALID` is why validation exists: Foundation formats it silently with root data.
        @Test func foundationFormatsUnknownLocalesSilently() throws {
            let value = try MoneyFixtures.decimal("12.5")
            #expect(value.formatted(.currency(code: "USD").locale(Locale(identifier: "xx_INVALID"))) == "$\u{A0}12.50")
        }

        @Test("valid locales are accepted, even those missing from availableIdentifiers",
              arguments: ["zh_CN", "ur_PK", "en_001", "es_419", "en_US_POSIX", "sr_Latn_RS", "de_CH@currency=EUR"])
        func acceptedLocale(_ identifier: String) throws {
            let locale = Locale(identifier: identifier)
            let value = try MoneyFixtures.decimal("-1234567.125")
            let formatter = try CurrencyFormatter(currency: "USD", locale: locale)
            #expect(formatter.format(value) == value.formatted(.currency(code: "USD").locale(locale)))
            if identifier == "zh_CN" || identifier == "ur_PK" {
                #expect(!Locale.availableIdentifiers.contains(identifier), "\(identifier) is now listed; the test no longer shows anything")
            }
        }

        // MARK: FormatStyle conformances

        @Test func properties() throws {
            let formatter = try CurrencyFormatter(currency: "EUR", locale: Locale(identifier: "de_DE"))
            #expect(formatter.currency == "EUR")
            #expect(formatter.locale.identifier == "de_DE")
            #expect(formatter.parts.formatter == formatter)
        }

        @Test func exactCurrencyAccessor() throws {
            let value = try MoneyFixtures.decimal("929466.23")
            #expect(value.formatted(try .exactCurrency(code: "USD", locale: Locale(identifier: "en_US"))) == "$929,466.23")
            #expect(value.formatted(try .exactCurrency(code: "INR", locale: Locale(identifier: "en_IN")).parts).dollars == "9,29,466")
            #expect(throws: MoneyError.unknownCurrency("ZZZ")) {
                try CurrencyFormatter.exactCurrency(code: "ZZZ", locale: Locale(identifier: "en_US"))
            }
            #expect(throws: MoneyError.unknownLocale("xx_INVALID", reason: .unknownLanguage("xx"))) {
                try CurrencyFormatter.exactCurrency(code: "USD", locale: Locale(identifier: "xx_INVALID"))
            }
        }

        /// Issue 29, item 3: statements show an amount exactly, with more fraction digits than
        /// the currency displays when it has them; Foundation with that fraction length is the
        /// oracle, and anything the currency's own digits hold is Foundation's default output.
        @Test("unrounded: every digit an amount has, as Foundation writes that fraction length", arguments: [
            ("PKR", "en_PK", "929466.23", 2), ("PKR", "ur_PK", "-929466.23", 2), ("JPY", "ja_JP", "-0.5", 1), ("JPY", "en_US", "1500.00", 0),
            ("USD", "en_US", "0.125", 3), ("USD", "en_US", "4.500", 2), ("EUR", "de_DE", "-1234.5678", 4),
            ("KWD", "ar_KW", "1.2345", 4), ("INR", "hi_IN", "1234567.891", 3), ("USD", "en_US", "1e-20", 20),
            ("IRR", "fa_IR", "12345.6", 1), ("CHF", "de_CH", "99999999999999999999999999999999.999999", 6),
        ])
        func unrounded(currency: String, locale: String, amount: String, digits: Int) throws {
            let value = try MoneyFixtures.decimal(amount)
            let formatter = try CurrencyFormatter(currency: currency, locale: Locale(identifier: locale)).unrounded()
            let base = Decimal.FormatStyle.Currency(code: currency, locale: Locale(identifier: locale))
            let shown = digits > formatter.plan.fractionDigits ? base.precision(.fractionLength(digits)).format(value) : base.format(value)
            #expect(formatter.format(value) == shown)
            let parts = formatter.parts.format(value)
            #expect(parts.string == shown)
            #expect(parts.parts.map { String(parts[$0]) }.joined() == shown)
            if digits > 0, value != 0 { #expect(parts.cents.count >= digits) }
            let rounding = try CurrencyFormatter(currency: currency, locale: Locale(identifier: locale))
            #expect(formatter.isUnrounded && !rounding.isUnrounded && formatter != rounding)
        }

        @Test func hashable() throws {
            let german = Locale(identifier: "de_DE")
            let euro = try CurrencyFormatter(currency: "EUR", locale: german)
            let same = try CurrencyFormatter(currency: "EUR", locale: Locale(identifier: "de_DE"))
            #expect(euro == same)
            #expect(euro.hashValue == same.hashValue)
            #expect(euro.parts == same.parts)
            #expect(euro != (try CurrencyFormatter(currency: "USD", locale: german)))
            #expect(euro != (try CurrencyFormatter(currency: "EUR", locale: Locale(identifier: "de_AT"))))
            #expect(Set([euro, same, try CurrencyFormatter(currency: "EUR", locale: Locale(identifier: "fr_FR"))]).count == 2)
            // One learned plan per pair, shared by every formatter for it.
            #expect(euro.plan === same.plan)
        }

        @Test func codable() throws {
            let formatter = try CurrencyFormatter(currency: "CHF", locale: Locale(identifier: "de_CH"))
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let data = try encoder.encode(formatter)
            #expect(String(decoding: data, as: UTF8.self) == #"{"currency":"CHF","locale":"de_CH"}"#)

            let decoded = try JSONDecoder().decode(CurrencyFormatter.self, from: data)
            #expect(decoded == formatter)
            let value = try MoneyFixtures.decimal("-1234.5")
            #expect(decoded.format(value) == "CHF-1’234.50")

            let parts = try JSONDecoder().decode(CurrencyFormatter.Parts.self, from: try encoder.encode(formatter.parts))
            #expect(parts == formatter.parts)
            #expect(parts.format(value).dollars == "1’234")
        }

        @Test func decodingValidates() {
            #expect(throws: MoneyError.malformedCurrencyCode("usd")) {
                try JSONDecoder().decode(CurrencyFormatter.self, from: Data(#"{"currency":"usd","locale":"en_US"}"#.utf8))
            }
            #expect(throws: MoneyError.unknownLocale("xx_INVALID", reason: .unknownLanguage("xx"))) {
                try JSONDecoder().decode(CurrencyFormatter.Parts.self, from: Data(#"{"currency":"USD","locale":"xx_INVALID"}"#.utf8))
            }
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(CurrencyFormatter.self, from: Data(#"{"currency":"USD"}"#.utf8))
            }
        }

        @Test func sharedAcrossTasks() async throws {
            let formatter = try CurrencyFormatter(currency: "INR", locale: Locale(identifier: "en_IN"))
            let values = try (0..<200).map { try MoneyFixtures.decimal("\($0 * 7919).\($0 % 100)") }
            let expected = values.map { $0.formatted(.currency(code: "INR").locale(Locale(identifier: "en_IN"))) }
            let results = await withTaskGroup(of: (Int, String).self) { group in
                for (index, value) in values.enumerated() {
                    group.addTask { (index, formatter.format(value)) }
                }
                var results = [String](repeating: "", count: values.count)
                for await (index, text) in group { results[index] = text }
                return results
            }
            #expect(results == expected)
        }

        @Test("locale(_:) returns a copy for the new locale, as Foundation's styles do")
        func localeModifier() throws {
            let usd = try CurrencyFormatter(currency: "USD", locale: Locale(identifier: "en_US"))
            let value = try MoneyFixtures.decimal("-1234.5")
            for identifier in ["de_DE", "de_CH", "ar_EG", "hi_IN", "en_US", "xx_INVALID"] {
                let locale = Locale(identifier: identifier)
                let copy = usd.locale(locale)
                let foundation = Decimal.FormatStyle.Currency(code: "USD", locale: locale)
                #expect(copy.locale.identifier == identifier)
                #expect(copy.currency == "USD")
                #expect(copy.format(value) == foundation.format(value))
                #expect(usd.parts.locale(locale).format(value).string == foundation.format(value))
                #expect(value.formatted(usd.locale(locale)) == value.formatted(foundation))
            }
            #expect(usd.format(value) == "-$1,234.50")  // the original is unchanged
            #expect(usd.locale(Locale(identifier: "de_CH")).format(value) == "$-1’234.50")
            #expect(usd.locale(Locale(identifier: "de_DE")).format(value) == "-1.234,50\u{00A0}$")
        }
    }
}
