/// A formatted amount: the exact string Foundation would print, and its typed parts.
///
/// Every character belongs to exactly one part, so the parts always join to
/// ``string``. The accessors give the pieces an account tile styles apart:
/// a small raised currency sign, big "dollars", small raised "cents".
///
/// ```swift
/// let usd = try CurrencyFormatter(currency: "USD", locale: Locale(identifier: "en_US"))
/// let amount = usd.parts.format(Decimal(string: "929466.23")!)
/// amount.string          // "$929,466.23"
/// amount.currencySymbol  // "$"
/// amount.dollars         // "929,466"
/// amount.cents           // "23"
/// ```
public struct FormattedAmount: Sendable {
    /// The whole formatted amount, byte-identical to Foundation's `formatted(.currency(code:))`.
    public let string: String
    let plan: CurrencyFormatter.Plan
    /// Whether the amount was below zero (a negative amount that rounds to zero included).
    public let isNegative: Bool
    /// Integer digits shown, or -1 for NaN.
    let integerDigits: Int

    init(string: String, plan: CurrencyFormatter.Plan, isNegative: Bool, integerDigits: Int) {
        self.string = string
        self.plan = plan
        self.isNegative = isNegative
        self.integerDigits = integerDigits
    }

    /// The typed parts, in order; their values join to ``string``.
    ///
    /// ```swift
    /// amount.parts.map(\.kind)  // [.currency, .integer, .group, .integer, .decimal, .fraction]
    /// ```
    public var parts: Parts { Parts(amount: self) }

    /// The integer digits with their group separators, the "dollars" (`"929,466"`).
    public var dollars: String { text(of: .integer) }
    /// The fraction digits, the "cents" (`"23"`); empty for currencies without a fraction (JPY).
    public var cents: String { text(of: .fraction) }
    /// The currency symbol or code as the locale writes it (`"$"`, `"€"`, `"CHF"`).
    public var currencySymbol: String { text(of: .currency) }
    /// The decimal separator (`"."`, `","`), empty when there are no cents.
    public var decimalSeparator: String { text(of: .decimal) }
    /// The sign as the locale writes it (`"-"`, `"−"`), empty for amounts not below zero.
    public var sign: String { text(of: .minusSign) + text(of: .plusSign) }

    /// The text of every part of one kind, with group separators kept inside "dollars".
    private func text(of kind: FormattedAmount.Part.Kind) -> String {
        var result = ""
        var inInteger = false
        for part in parts {
            switch part.kind {
            case kind: result += part.value; inInteger = kind == .integer
            case .group where inInteger: result += part.value
            default: inInteger = false
            }
        }
        return result
    }
}

extension FormattedAmount: CustomStringConvertible {
    public var description: String { string }
}

extension FormattedAmount: Hashable {
    public static func == (lhs: FormattedAmount, rhs: FormattedAmount) -> Bool {
        lhs.string == rhs.string && lhs.isNegative == rhs.isNegative && lhs.integerDigits == rhs.integerDigits
            && lhs.plan.localeIdentifier == rhs.plan.localeIdentifier && lhs.plan.currencyCode == rhs.plan.currencyCode
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
    }
}
