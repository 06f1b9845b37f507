@testable import AccountSummary
@testable import AccountSummaryMoney
import Foundation
import Testing

extension MoneyTests {
    /// `CurrencyFormatter.attributed` against Foundation's `.attributed`, `==` on `AttributedString`.
    ///
    /// `==` compares the characters, the runs and every attribute, so this is
    /// the promise of a drop-in: code reading `numberPart` / `numberSymbol`
    /// sees the same runs. Every available locale, with its own currency
    /// (all the fixed edge amounts of ``DifferentialTests`` and seeded random
    /// ones of every kind) and three more whose fraction digits differ (USD 2,
    /// JPY 0, KWD 3; a smaller share of amounts, since `.attributed` costs
    /// about 60 µs a call).
    @Suite("AttributedString against Foundation's .attributed")
    struct AttributedDifferentialTests {
        static let extraCurrencies = ["USD", "JPY", "KWD"]
        /// Amounts tried with the extra currencies: signs, ties, grouping edges, both writer paths, tiny and huge.
        static let extraAmounts = ["-0.001", "0.125", "2.5", "-999.995", "-1234567.891", "12345678901234567890123456789012345678",
                                   "-18446744073709551616", "0.0005"]

        /// Seeded amounts of every kind: 20–38 digits, exponents, exact ties, tiny negatives, huge values.
        static func randomAmounts(count: Int, seed: UInt64) -> [String] {
            var random = SeededRandom(seed: seed)
            func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
            func digits(_ count: Int) -> String {
                String((0..<count).map { index in Character(String(index == 0 ? 1 + next(9) : next(10))) })
            }
            return (0..<count).map { index in
                let sign = next(2) == 0 ? "-" : ""
                switch index % 5 {
                case 0:
                    var text = digits(20 + next(19))
                    let point = next(text.count)
                    if point > 0 { text.insert(".", at: text.index(text.startIndex, offsetBy: point)) }
                    return sign + text
                case 1: return sign + digits(1 + next(5)) + "e" + String(next(80) - 40)
                case 2: return sign + String(next(1_000_000)) + "." + String((0..<next(4)).map { _ in Character(String(next(10))) }) + "5"
                case 3: return "-0." + String(repeating: "0", count: 2 + next(30)) + digits(1 + next(6))
                default: return sign + digits(1 + next(12)) + "." + digits(2)
                }
            }
        }

        @Test("equal to Foundation's .attributed in every available locale", arguments: Locale.availableIdentifiers.sorted())
        func everyAvailableLocale(_ identifier: String) throws {
            let locale = Locale(identifier: identifier)
            let own = MoneyTests.DifferentialTests.currencies(for: locale).first!
            var seed: UInt64 = 0x14
            for scalar in identifier.unicodeScalars { seed = seed &* 31 &+ UInt64(scalar.value) }
            let ownAmounts = MoneyTests.DifferentialTests.amounts + Self.randomAmounts(count: 8, seed: seed)
            var mismatches: [String] = []
            for currency in [own] + Self.extraCurrencies.filter({ $0 != own }) {
                let formatter: CurrencyFormatter
                do { formatter = try CurrencyFormatter(currency: currency, locale: locale) } catch {
                    mismatches.append("\(currency): refused: \(error)")
                    continue
                }
                let foundation = Decimal.FormatStyle.Currency(code: currency, locale: locale).attributed
                let attributed = formatter.attributed
                let texts = currency == own ? ownAmounts : Self.extraAmounts + Self.randomAmounts(count: 2, seed: seed &+ 1)
                for text in texts {
                    let value = try MoneyFixtures.decimal(text)
                    let expected = foundation.format(value)
                    let actual = attributed.format(value)
                    if actual != expected {
                        mismatches.append("\(currency) \(text): \(Self.describe(actual)), Foundation \(Self.describe(expected))")
                    }
                    if currency == own, formatter.parts.format(value).attributedString != expected {
                        mismatches.append("\(currency) \(text): FormattedAmount.attributedString differs")
                    }
                }
                if attributed.format(.nan) != foundation.format(.nan) {
                    mismatches.append("\(currency) NaN: \(Self.describe(attributed.format(.nan))), Foundation \(Self.describe(foundation.format(.nan)))")
                }
            }
            #expect(mismatches.isEmpty, """
                \(mismatches.count) mismatch(es) with Foundation's .attributed in \(identifier):
                \(mismatches.prefix(20).joined(separator: "\n"))
                """)
        }

        @Test("a FormatStyle like its parent: Hashable, Codable, locale(_:), formatted(_:)")
        func formatStyle() throws {
            let usd = try CurrencyFormatter(currency: "USD", locale: Locale(identifier: "en_US"))
            let value = try MoneyFixtures.decimal("-1234.5")
            #expect(usd.attributed == usd.attributed)
            #expect(usd.attributed != usd.locale(Locale(identifier: "de_DE")).attributed)
            let data = try JSONEncoder().encode(usd.attributed)
            #expect(try JSONDecoder().decode(CurrencyFormatter.Attributed.self, from: data) == usd.attributed)
            let swiss = usd.attributed.locale(Locale(identifier: "de_CH"))
            #expect(swiss.format(value) == Decimal.FormatStyle.Currency(code: "USD", locale: Locale(identifier: "de_CH")).attributed.format(value))
            let text = value.formatted(usd.attributed)
            #expect(String(text.characters) == "-$1,234.50")
            #expect(text.runs.map { text[$0.range].numberPart } == [nil, nil, .integer, .integer, .integer, nil, .fraction])
        }

        static func describe(_ text: AttributedString) -> String {
            text.runs.map { run in
                "\"\(MoneyFixtures.visible(String(text[run.range].characters)))\"(\(run.numberPart.map { "\($0)" } ?? "-"),\(run.numberSymbol.map { "\($0)" } ?? "-"))"
            }.joined(separator: " ")
        }
    }
}
