import AccountSummarySupport
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
    /// The learned plan (for the currency's own fraction digits), so copies cost one reference.
    package let plan: Plan
    /// Whether an amount with more fraction digits than the currency shows keeps them all
    /// (``unrounded()``), rather than being rounded half-even as Foundation does.
    public let isUnrounded: Bool

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
        isUnrounded = false
    }

    /// Formats an amount.
    ///
    /// ```swift
    /// usd.format(Decimal(string: "0.125")!)  // "$0.12" (half-even)
    /// usd.unrounded().format(Decimal(string: "0.125")!)  // "$0.125"
    /// ```
    public func format(_ value: Decimal) -> String {
        let value = ExactDecimal(value)
        return plan(showing: value).string(value)
    }

    /// A copy that never rounds: an amount with more fraction digits than the currency's
    /// (trailing zeros aside) is shown with all of them, as Foundation shows it with
    /// `.precision(.fractionLength(n))`; every other amount exactly as before.
    ///
    /// Statements show money this way: `929466.23` in PKR, which CLDR displays with no
    /// fraction digits, keeps its paisa; `-0.5` in yen is `-¥0.5`, never `-¥0`.
    ///
    /// ```swift
    /// let pkr = try CurrencyFormatter(currency: "PKR", locale: Locale(identifier: "en_PK"))
    /// pkr.format(Decimal(string: "929466.23")!)              // "Rs 929,466"
    /// pkr.unrounded().format(Decimal(string: "929466.23")!)  // "Rs 929,466.23"
    /// ```
    public func unrounded() -> CurrencyFormatter {
        CurrencyFormatter(plan: plan, isUnrounded: true)
    }

    /// The plan that shows `value`: this formatter's, or, unrounded, one with as many fraction
    /// digits as the value has (learned once per count, like every plan).
    @inline(__always)
    func plan(showing value: ExactDecimal?) -> Plan {
        guard isUnrounded, let value, value.exponent < -plan.fractionDigits else { return plan }
        return widerPlan(showing: value)
    }

    private func widerPlan(showing value: ExactDecimal) -> Plan {
        var (significand, exponent) = (value.significand, value.exponent)
        while exponent < -plan.fractionDigits, significand != 0, significand % 10 == 0 {
            significand /= 10
            exponent += 1
        }
        guard exponent < -plan.fractionDigits, significand != 0 else { return plan }
        do {
            return try CurrencyFormatter.plan(currency: currency, locale: locale, fractionDigits: -exponent)
        } catch {
            // The pair was learned already; only the fraction length differs, which Foundation
            // formats for any count. Rounding here would break the one promise: stop.
            preconditionFailure("no plan for \(currency) \(locale.identifier) with \(-exponent) fraction digits: \(error)")
        }
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
        return CurrencyFormatter(plan: plan, isUnrounded: isUnrounded)
    }

    private init(plan: Plan, isUnrounded: Bool) {
        self.plan = plan
        self.isUnrounded = isUnrounded
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
            let value = ExactDecimal(value)
            return formatter.plan(showing: value).formatted(value)
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

    private static func plan(currency: String, locale: Locale, fractionDigits: Int? = nil) throws(MoneyError) -> Plan {
        let key = currency + " " + locale.identifier + (fractionDigits.map { " \($0)" } ?? "")
        if let plan = plans.withLock({ $0[key] }) { return plan }
        // Learned outside the lock (Foundation is slow): two threads may learn a pair at once,
        // and both get the plan stored first.
        let plan = try Plan.learn(currency: currency, locale: locale, fractionDigits: fractionDigits)
        return plans.withLock { plans in
            if let existing = plans[key] { return existing }
            plans[key] = plan
            return plan
        }
    }
}

extension CurrencyFormatter: Hashable {
    public static func == (lhs: CurrencyFormatter, rhs: CurrencyFormatter) -> Bool {
        lhs.currency == rhs.currency && lhs.locale.identifier == rhs.locale.identifier && lhs.isUnrounded == rhs.isUnrounded
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(currency)
        hasher.combine(locale.identifier)
        hasher.combine(isUnrounded)
    }
}

extension CurrencyFormatter.Parts: Hashable {}

extension CurrencyFormatter: Codable {
    private enum CodingKeys: String, CodingKey { case currency, locale, unrounded }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(currency: container.decode(String.self, forKey: .currency),
                      locale: Locale(identifier: container.decode(String.self, forKey: .locale)))
        if try container.decodeIfPresent(Bool.self, forKey: .unrounded) == true { self = unrounded() }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currency, forKey: .currency)
        try container.encode(locale.identifier, forKey: .locale)
        if isUnrounded { try container.encode(true, forKey: .unrounded) }
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
