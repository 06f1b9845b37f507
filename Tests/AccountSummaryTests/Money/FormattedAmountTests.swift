@testable import AccountSummary
@testable import AccountSummaryMoney
import Foundation
import Testing

extension MoneyTests {
    /// `FormattedAmount`: typed parts that tile the string, pinned and against Foundation's
    /// `.attributed` runs, and the tile accessors built on them.
    @Suite("FormattedAmount")
    struct FormattedAmountTests {
        typealias Text = MoneyFixtures.TypedText

        struct PartsCase: Sendable, CustomTestStringConvertible {
            var currency: String
            var locale: String
            var amount: String
            var parts: [Text]

            init(_ currency: String, _ locale: String, _ amount: String, _ parts: [Text]) {
                self.currency = currency
                self.locale = locale
                self.amount = amount
                self.parts = parts
            }

            var testDescription: String { "\(amount) \(currency) in \(locale)" }
        }

        static let pinnedParts: [PartsCase] = [
            PartsCase("USD", "en_US", "929466.23", [
                Text(.currency, "$"), Text(.integer, "929"), Text(.group, ","), Text(.integer, "466"),
                Text(.decimal, "."), Text(.fraction, "23"),
            ]),
            PartsCase("USD", "en_US", "-0.001", [
                Text(.minusSign, "-"), Text(.currency, "$"), Text(.integer, "0"), Text(.decimal, "."), Text(.fraction, "00"),
            ]),
            PartsCase("INR", "en_IN", "-123456789.5", [
                Text(.minusSign, "-"), Text(.currency, "₹"), Text(.integer, "12"), Text(.group, ","), Text(.integer, "34"),
                Text(.group, ","), Text(.integer, "56"), Text(.group, ","), Text(.integer, "789"),
                Text(.decimal, "."), Text(.fraction, "50"),
            ]),
            PartsCase("EUR", "de_DE", "-1234.5", [
                Text(.minusSign, "-"), Text(.integer, "1"), Text(.group, "."), Text(.integer, "234"), Text(.decimal, ","),
                Text(.fraction, "50"), Text(.literal, "\u{A0}"), Text(.currency, "€"),
            ]),
            PartsCase("EUR", "es_ES", "1234.5", [
                Text(.integer, "1234"), Text(.decimal, ","), Text(.fraction, "50"), Text(.literal, "\u{A0}"), Text(.currency, "€"),
            ]),
            PartsCase("JPY", "ja_JP", "-1234567", [
                Text(.minusSign, "-"), Text(.currency, "¥"), Text(.integer, "1"), Text(.group, ","), Text(.integer, "234"),
                Text(.group, ","), Text(.integer, "567"),
            ]),
            // ALM before the sign and RLM after it and after the symbol: literal parts of their own.
            PartsCase("EGP", "ar_EG", "-1234.5", [
                Text(.literal, "\u{61C}"), Text(.minusSign, "-"), Text(.literal, "\u{200F}"), Text(.integer, "١"),
                Text(.group, "٬"), Text(.integer, "٢٣٤"), Text(.decimal, "٫"), Text(.fraction, "٥٠"),
                Text(.literal, "\u{A0}"), Text(.currency, "ج.م."), Text(.literal, "\u{200F}"),
            ]),
            PartsCase("ILS", "he_IL", "-1234.5", [
                Text(.literal, "\u{200F}\u{200E}"), Text(.minusSign, "-"), Text(.integer, "1"), Text(.group, ","),
                Text(.integer, "234"), Text(.decimal, "."), Text(.fraction, "50"), Text(.literal, "\u{A0}\u{200F}"),
                Text(.currency, "₪"),
            ]),
            PartsCase("IRR", "fa_IR", "-1234567.891", [
                Text(.literal, "\u{200E}"), Text(.minusSign, "−"), Text(.literal, "\u{200E}"), Text(.currency, "ریال"),
                Text(.literal, "\u{A0}"), Text(.integer, "۱"), Text(.group, "٬"), Text(.integer, "۲۳۴"), Text(.group, "٬"),
                Text(.integer, "۵۶۸"),
            ]),
            PartsCase("CHF", "de_CH", "-1234.5", [
                Text(.currency, "CHF"), Text(.minusSign, "-"), Text(.integer, "1"), Text(.group, "’"), Text(.integer, "234"),
                Text(.decimal, "."), Text(.fraction, "50"),
            ]),
            PartsCase("EUR", "fr_FR", "1234567.5", [
                Text(.integer, "1"), Text(.group, "\u{202F}"), Text(.integer, "234"), Text(.group, "\u{202F}"),
                Text(.integer, "567"), Text(.decimal, ","), Text(.fraction, "50"), Text(.literal, "\u{A0}"), Text(.currency, "€"),
            ]),
            PartsCase("KWD", "en_US", "-1234.5675", [
                Text(.minusSign, "-"), Text(.currency, "KWD"), Text(.literal, "\u{A0}"), Text(.integer, "1"), Text(.group, ","),
                Text(.integer, "234"), Text(.decimal, "."), Text(.fraction, "568"),
            ]),
        ]

        @Test("pinned parts, equal to Foundation's runs", arguments: pinnedParts)
        func pinned(_ pinned: PartsCase) throws {
            let value = try MoneyFixtures.decimal(pinned.amount)
            let locale = Locale(identifier: pinned.locale)
            let amount = try CurrencyFormatter(currency: pinned.currency, locale: locale).parts.format(value)
            let parts = MoneyFixtures.texts(of: amount)
            #expect(parts == pinned.parts)
            #expect(parts.map(\.text).joined() == amount.string)
            let foundation = MoneyFixtures.foundationTexts(value, style: .currency(code: pinned.currency).locale(locale))
            #expect(MoneyFixtures.normalized(parts) == MoneyFixtures.normalized(foundation), "Foundation on this machine")
            #expect(MoneyFixtures.normalized(pinned.parts) == MoneyFixtures.normalized(foundation), "Foundation on this machine")
        }

        /// Parts always tile the string: contiguous UTF-8 ranges from 0 to the end, no empty part,
        /// and no bidi mark inside a part that is not a literal.
        @Test("parts tile the string", arguments: ["en_US", "en_IN", "es_ES", "ar_EG", "he_IL", "fa_IR", "ne_NP", "de_CH", "fr_FR"])
        func partsTileTheString(_ identifier: String) throws {
            let locale = Locale(identifier: identifier)
            var amounts = ["0", "-0", "-0.001", "0.995", "-999.995", "1e-100", "-1e100", "-12345678901234567890123456789012345678"]
            for digits in 1...24 {
                amounts.append(String(repeating: "9", count: digits))
                amounts.append("-1" + String(repeating: "0", count: digits - 1) + ".5")
            }
            var problems: [String] = []
            for currency in ["USD", "JPY", "KWD"] {
                let formatter = try CurrencyFormatter(currency: currency, locale: locale)
                for text in amounts {
                    let amount = formatter.parts.format(try MoneyFixtures.decimal(text))
                    var end = 0
                    for part in amount.parts.prefix(1_000) {
                        if part.utf8Offsets.lowerBound != end || part.utf8Offsets.isEmpty
                            || part.utf8Offsets.upperBound > amount.string.utf8.count {
                            problems.append("\(currency) \(text): \(part) after \(end) in \"\(MoneyFixtures.visible(amount.string))\"")
                            break
                        }
                        if part.kind != .literal, amount[part].unicodeScalars.contains(where: MoneyFixtures.isBidiMark) {
                            problems.append("\(currency) \(text): bidi mark in \(part)")
                        }
                        end = part.utf8Offsets.upperBound
                    }
                    if end != amount.string.utf8.count {
                        problems.append("\(currency) \(text): parts end at \(end) of \(amount.string.utf8.count)")
                    }
                }
            }
            #expect(problems.isEmpty, "\(problems.count) problem(s):\n\(problems.prefix(20).joined(separator: "\n"))")
        }

        /// The parts of every integer length, in locales with unusual grouping, against Foundation's runs.
        @Test("grouping by integer length matches Foundation", arguments: ["en_IN", "es_ES", "pl_PL", "de_CH", "ar_EG"])
        func groupingByLength(_ identifier: String) throws {
            let locale = Locale(identifier: identifier)
            let currency = try #require(locale.currency?.identifier)
            let formatter = try CurrencyFormatter(currency: currency, locale: locale)
            let style: Decimal.FormatStyle.Currency = .currency(code: currency).locale(locale)
            var mismatches: [String] = []
            for digits in 1...40 {
                for text in ["1" + String(repeating: "2", count: digits - 1), "-" + String(repeating: "9", count: digits) + ".5"] {
                    let value = try MoneyFixtures.decimal(text)
                    let ours = MoneyFixtures.normalized(MoneyFixtures.texts(of: formatter.parts.format(value)))
                    let theirs = MoneyFixtures.normalized(MoneyFixtures.foundationTexts(value, style: style))
                    if ours != theirs { mismatches.append("\(text): \(ours), Foundation \(theirs)") }
                }
            }
            #expect(mismatches.isEmpty, "\(mismatches.count) mismatch(es):\n\(mismatches.prefix(10).joined(separator: "\n"))")
        }

        // MARK: Tile accessors

        struct TileCase: Sendable, CustomTestStringConvertible {
            var currency: String
            var locale: String
            var amount: String
            var symbol: String
            var sign: String
            var dollars: String
            var separator: String
            var cents: String

            var testDescription: String { "\(amount) \(currency) in \(locale)" }
        }

        static let tiles: [TileCase] = [
            TileCase(currency: "USD", locale: "en_US", amount: "929466.23", symbol: "$", sign: "", dollars: "929,466", separator: ".", cents: "23"),
            TileCase(currency: "USD", locale: "en_US", amount: "-0.001", symbol: "$", sign: "-", dollars: "0", separator: ".", cents: "00"),
            TileCase(currency: "INR", locale: "en_IN", amount: "929466.23", symbol: "₹", sign: "", dollars: "9,29,466", separator: ".", cents: "23"),
            TileCase(currency: "EUR", locale: "de_DE", amount: "-1234.5", symbol: "€", sign: "-", dollars: "1.234", separator: ",", cents: "50"),
            TileCase(currency: "JPY", locale: "ja_JP", amount: "-1234567.5", symbol: "¥", sign: "-", dollars: "1,234,568", separator: "", cents: ""),
            TileCase(currency: "EGP", locale: "ar_EG", amount: "-1234.5", symbol: "ج.م.", sign: "-", dollars: "١٬٢٣٤", separator: "٫", cents: "٥٠"),
            TileCase(currency: "ILS", locale: "he_IL", amount: "-1234.5", symbol: "₪", sign: "-", dollars: "1,234", separator: ".", cents: "50"),
            TileCase(currency: "IRR", locale: "fa_IR", amount: "-1234567.891", symbol: "ریال", sign: "−", dollars: "۱٬۲۳۴٬۵۶۸", separator: "", cents: ""),
            TileCase(currency: "CHF", locale: "de_CH", amount: "1234.5", symbol: "CHF", sign: "", dollars: "1’234", separator: ".", cents: "50"),
            TileCase(currency: "KWD", locale: "en_US", amount: "0.0005", symbol: "KWD", sign: "", dollars: "0", separator: ".", cents: "000"),
        ]

        @Test("tile accessors", arguments: tiles)
        func tileAccessors(_ tile: TileCase) throws {
            let value = try MoneyFixtures.decimal(tile.amount)
            let amount = try CurrencyFormatter(currency: tile.currency, locale: Locale(identifier: tile.locale)).parts.format(value)
            try #require(MoneyFixtures.texts(of: amount).map(\.text).joined() == amount.string, "parts do not tile \(amount.string)")
            #expect(amount.currencySymbol == tile.symbol)
            #expect(amount.sign == tile.sign)
            #expect(amount.isNegative == tile.amount.hasPrefix("-"))
            #expect(amount.dollars == tile.dollars)
            #expect(amount.decimalSeparator == tile.separator)
            #expect(amount.cents == tile.cents)
            #expect(amount.description == amount.string)
        }

        @Test func zeroIsNotNegative() throws {
            let usd = try CurrencyFormatter(currency: "USD", locale: Locale(identifier: "en_US"))
            for text in ["0", "-0", "-0.000"] {
                let amount = usd.parts.format(try MoneyFixtures.decimal(text))
                #expect(amount.string == "$0.00", "\(text)")
                #expect(!amount.isNegative, "\(text)")
                #expect(amount.sign == "", "\(text)")
            }
        }

        @Test func partValues() throws {
            let amount = try CurrencyFormatter(currency: "EUR", locale: Locale(identifier: "de_DE")).parts.format(try MoneyFixtures.decimal("12.5"))
            let parts = Array(amount.parts)
            try #require(MoneyFixtures.texts(of: amount).map(\.text).joined() == amount.string)
            #expect(parts.map(\.description) == ["integer@0..<2", "decimal@2..<3", "fraction@3..<5", "literal@5..<7", "currency@7..<10"])
            #expect(amount[FormattedAmount.Part(kind: .literal, utf8Offsets: 5..<7)] == "\u{A0}")
            #expect(amount[parts[4]] == "€")
            // Walking twice gives the same parts.
            #expect(Array(amount.parts) == parts)
        }

        /// Short results are kept inline and long ones as a `String`; both must read and compare alike.
        @Test("UTF-8, equality and hashing across result lengths", arguments: [("KWD", "en_US"), ("EGP", "ar_EG"), ("INR", "ne_NP")])
        func bytesAndEquality(currency: String, identifier: String) throws {
            let locale = Locale(identifier: identifier)
            let formatter = try CurrencyFormatter(currency: currency, locale: locale)
            var seen: [FormattedAmount] = []
            for digits in 1...22 {
                for sign in ["", "-"] {
                    let text = sign + String("12345678901234567890123".prefix(digits)) + ".5"
                    let value = try MoneyFixtures.decimal(text)
                    let amount = formatter.parts.format(value)
                    #expect(amount.string == value.formatted(.currency(code: currency).locale(locale)), "\(text)")
                    #expect(amount.withUTF8 { Array($0) } == Array(amount.string.utf8), "\(text)")
                    let again = formatter.parts.format(value)
                    #expect(again == amount, "\(text)")
                    #expect(again.hashValue == amount.hashValue, "\(text)")
                    #expect(!seen.contains(amount), "\(text) equals an earlier amount")
                    seen.append(amount)
                }
            }
            #expect(seen.contains { $0.string.utf8.count < 32 } && seen.contains { $0.string.utf8.count > 32 })
        }

        @Test func bidiMarks() {
            #expect(["\u{200E}", "\u{200F}", "\u{061C}"].allSatisfy(CurrencyFormatter.Plan.isBidiMark))
            #expect(!["\u{200B}", "\u{202A}", "\u{2066}", "\u{A0}", "-"].contains(where: CurrencyFormatter.Plan.isBidiMark))
        }

        @Test func kindNamesAreTheContractsPartTypes() {
            #expect(FormattedAmount.Part.Kind.allCases.map(\.rawValue)
                == ["currency", "integer", "group", "decimal", "fraction", "minusSign", "plusSign", "literal"])
        }

        /// Foundation tags "NaN" as an integer run, and so do the parts.
        @Test func notANumberParts() throws {
            let locale = Locale(identifier: "en_US")
            let amount = try CurrencyFormatter(currency: "USD", locale: locale).parts.format(.nan)
            let foundation = MoneyFixtures.foundationTexts(.nan, style: .currency(code: "USD").locale(locale))
            #expect(foundation == [Text(.currency, "$"), Text(.integer, "NaN")])
            #expect(amount.currencySymbol == "$")
            #expect(MoneyFixtures.texts(of: amount) == foundation)
        }
    }
}
