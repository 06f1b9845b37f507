import Foundation

extension CurrencyFormatter {
    /// The same formatter producing an `AttributedString`, equal to Foundation's `.attributed`.
    ///
    /// A drop-in for `Decimal.FormatStyle.Currency(code:locale:).attributed`:
    /// same characters, same runs, same `NumberFormatAttributes` (`numberPart`,
    /// `numberSymbol`), for every `Decimal`, built from the formatter's parts
    /// without calling into ICU.
    ///
    /// ```swift
    /// let usd = try CurrencyFormatter(currency: "USD", locale: Locale(identifier: "en_US"))
    /// let text = Decimal(string: "-1234.5")!.formatted(usd.attributed)
    /// String(text.characters)  // "-$1,234.50"
    /// text == Decimal.FormatStyle.Currency(code: "USD", locale: Locale(identifier: "en_US"))
    ///     .attributed.format(Decimal(string: "-1234.5")!)  // true
    /// ```
    public var attributed: Attributed { Attributed(formatter: self) }

    /// Formats to an `AttributedString` with Foundation's number-format attributes.
    ///
    /// ```swift
    /// usd.attributed.format(Decimal(string: "12.5")!).runs.count  // 4: "$", "12", ".", "50"
    /// ```
    public struct Attributed: FormatStyle, Sendable, Hashable, Codable {
        /// The formatter whose output is attributed.
        public let formatter: CurrencyFormatter

        /// Formats an amount as an `AttributedString`, equal to Foundation's `.attributed` output.
        ///
        /// ```swift
        /// usd.attributed.format(Decimal(string: "929466.23")!).runs.map(\.numberPart)
        /// // [nil, .integer, .integer, .integer, nil, .fraction]
        /// ```
        public func format(_ value: Decimal) -> AttributedString {
            formatter.plan.formatted(ExactDecimal(value)).attributedString
        }

        /// A copy attributing the output of ``CurrencyFormatter/locale(_:)``.
        ///
        /// ```swift
        /// String(usd.attributed.locale(Locale(identifier: "de_CH")).format(Decimal(string: "-1234.5")!).characters)
        /// // "$-1’234.50"
        /// ```
        public func locale(_ locale: Locale) -> Attributed {
            Attributed(formatter: formatter.locale(locale))
        }

        public init(from decoder: any Decoder) throws {
            formatter = try CurrencyFormatter(from: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            try formatter.encode(to: encoder)
        }

        init(formatter: CurrencyFormatter) {
            self.formatter = formatter
        }
    }
}
