import Foundation

/// Formats `Decimal` amounts as currency, byte-identical to Foundation, without calling into ICU.
///
/// A `FormatStyle`: create one per (currency, locale) pair — it learns the
/// locale's patterns from Foundation once, caches them process-wide, and then
/// formats any amount by writing bytes. The output equals
/// `value.formatted(.currency(code:).locale(_:))` on the same machine: same
/// symbols, grouping (Indian lakhs, minimum grouping digits), digits,
/// bidi marks and negative pattern; rounding is half-even to the currency's
/// fraction digits, and a negative amount that rounds to zero keeps its sign
/// (-0.001 USD gives `-$0.00`, as in Foundation).
///
/// Unlike Foundation, an unknown currency or locale is an error rather than a
/// silent `¤12.50`.
///
/// ```swift
/// let usd = try CurrencyFormatter(currency: "USD", locale: Locale(identifier: "en_US"))
/// usd.format(Decimal(string: "929466.23")!)           // "$929,466.23"
/// Decimal(string: "-0.001")!.formatted(usd)            // "-$0.00"
/// Decimal(string: "929466.23")!.formatted(usd.parts)  // FormattedAmount: "$", "929", ",", "466", ".", "23"
/// Decimal(string: "929466.23")!.formatted(usd.attributed)  // AttributedString == Foundation's .attributed
///
/// let inr = try CurrencyFormatter(currency: "INR", locale: Locale(identifier: "en_IN"))
/// inr.format(Decimal(string: "929466.23")!)           // "₹9,29,466.23"
///
/// // Copy-returning modifiers, as on Foundation's styles:
/// usd.locale(Locale(identifier: "de_DE")).format(Decimal(string: "-1234.5")!)  // "-1.234,50 $"
/// ```
public struct CurrencyFormatter: FormatStyle, Sendable {
    /// The ISO 4217 code, e.g. `USD`.
    public var currency: String { plan.currencyCode }
    /// The locale whose conventions are used.
    public var locale: Locale { plan.locale }
    /// The learned plan: the only stored property, so copies cost one reference.
    let plan: Plan

    /// Creates a formatter, checking the code and locale and learning the locale's patterns.
    ///
    /// ```swift
    /// try CurrencyFormatter(currency: "EUR", locale: Locale(identifier: "de_DE")).format(-1234.5)  // "-1.234,50 €"
    /// try CurrencyFormatter(currency: "ZZZ", locale: Locale(identifier: "en_US"))                   // throws .unknownCurrency
    /// ```
    /// - Parameters:
    ///   - currency: An ISO 4217 code in uppercase, as Foundation lists it (`Locale.Currency.isoCurrencies`).
    ///   - locale: A locale whose language (and region, if given) Foundation has data for.
    /// - Throws: ``MoneyError`` naming the bad code or locale.
    public init(currency: String, locale: Locale) throws(MoneyError) {
        try CurrencyFormatter.validate(currency: currency)
        try CurrencyFormatter.validate(locale: locale)
        plan = try CurrencyFormatter.plan(currency: currency, locale: locale)
    }

    /// Formats an amount.
    ///
    /// ```swift
    /// usd.format(Decimal(string: "0.125")!)  // "$0.12" (half-even)
    /// ```
    public func format(_ value: Decimal) -> String {
        plan.string(ExactDecimal(value))
    }

    /// A copy that formats with another locale's conventions, as Foundation's `FormatStyle.locale(_:)` does.
    ///
    /// SwiftUI and `Decimal.formatted(_:)` call this to apply the environment's
    /// locale, so it cannot throw. Like Foundation it accepts any locale (one
    /// without data of its own formats with the root data Foundation falls back
    /// to, byte-identical to Foundation); use ``init(currency:locale:)`` to have
    /// an unknown locale rejected instead. In the one case where Foundation's
    /// output for the locale has a shape the formatter cannot reproduce (no
    /// locale in `Locale.availableIdentifiers` does), the copy keeps this
    /// formatter's locale.
    ///
    /// ```swift
    /// let usd = try CurrencyFormatter(currency: "USD", locale: Locale(identifier: "en_US"))
    /// usd.locale(Locale(identifier: "de_CH")).format(Decimal(string: "-1234.5")!)  // "$-1’234.50"
    /// usd.locale(Locale(identifier: "de_CH")).locale.identifier                   // "de_CH"
    /// ```
    /// - Parameter locale: The locale whose conventions the copy uses.
    /// - Returns: A formatter for the same currency and `locale`.
    public func locale(_ locale: Locale) -> CurrencyFormatter {
        guard locale.identifier != self.locale.identifier,
              let plan = try? CurrencyFormatter.plan(currency: currency, locale: locale) else { return self }
        return CurrencyFormatter(plan: plan)
    }

    private init(plan: Plan) {
        self.plan = plan
    }

    /// The same formatter producing ``FormattedAmount`` (string and typed parts).
    ///
    /// ```swift
    /// usd.parts.format(Decimal(string: "12.5")!).cents  // "50"
    /// ```
    public var parts: Parts { Parts(formatter: self) }

    /// Formats to a ``FormattedAmount``, whose parts every character belongs to.
    ///
    /// ```swift
    /// usd.parts.format(Decimal(string: "-1234.5")!).dollars  // "1,234"
    /// ```
    public struct Parts: FormatStyle, Sendable {
        /// The formatter whose output is split into parts.
        public let formatter: CurrencyFormatter

        /// Formats an amount to its string and typed parts.
        ///
        /// ```swift
        /// usd.parts.format(Decimal(string: "929466.23")!).string  // "$929,466.23"
        /// ```
        public func format(_ value: Decimal) -> FormattedAmount {
            formatter.plan.formatted(ExactDecimal(value))
        }

        /// A copy splitting the output of ``CurrencyFormatter/locale(_:)``.
        ///
        /// ```swift
        /// usd.parts.locale(Locale(identifier: "de_DE")).format(Decimal(string: "12.5")!).string  // "12,50 $"
        /// ```
        public func locale(_ locale: Locale) -> Parts {
            Parts(formatter: formatter.locale(locale))
        }
    }

    // MARK: Plans, learned once per pair

    /// Every plan learned so far, by `"USD en_US"`; a stored plan is never replaced, so every
    /// formatter of a pair shares one. ``Locked`` rather than `Mutex`, so that ThreadSanitizer
    /// checks it (a contended `Mutex` is invisible to it on Linux).
    private static let plans = Locked<[String: Plan]>([:])

    private static func plan(currency: String, locale: Locale) throws(MoneyError) -> Plan {
        let key = currency + " " + locale.identifier
        if let plan = plans.withLock({ $0[key] }) { return plan }
        // Learned outside the lock (Foundation is slow): two threads may learn a pair at once,
        // and both get the plan stored first.
        let plan = try Plan.learn(currency: currency, locale: locale)
        return plans.withLock { plans in
            if let existing = plans[key] { return existing }
            plans[key] = plan
            return plan
        }
    }
}

extension CurrencyFormatter: Hashable {
    public static func == (lhs: CurrencyFormatter, rhs: CurrencyFormatter) -> Bool {
        lhs.currency == rhs.currency && lhs.locale.identifier == rhs.locale.identifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(currency)
        hasher.combine(locale.identifier)
    }
}

extension CurrencyFormatter.Parts: Hashable {}

extension CurrencyFormatter: Codable {
    private enum CodingKeys: String, CodingKey { case currency, locale }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(currency: container.decode(String.self, forKey: .currency),
                      locale: Locale(identifier: container.decode(String.self, forKey: .locale)))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currency, forKey: .currency)
        try container.encode(locale.identifier, forKey: .locale)
    }
}

extension CurrencyFormatter.Parts: Codable {
    public init(from decoder: any Decoder) throws {
        formatter = try CurrencyFormatter(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try formatter.encode(to: encoder)
    }
}

extension FormatStyle where Self == CurrencyFormatter {
    /// An exact, validated currency style: `amount.formatted(try .exactCurrency(code: "USD", locale: enUS))`.
    ///
    /// ```swift
    /// Decimal(string: "929466.23")!.formatted(try .exactCurrency(code: "USD", locale: Locale(identifier: "en_US")))
    /// // "$929,466.23"
    /// ```
    public static func exactCurrency(code: String, locale: Locale) throws(MoneyError) -> CurrencyFormatter {
        try CurrencyFormatter(currency: code, locale: locale)
    }
}
