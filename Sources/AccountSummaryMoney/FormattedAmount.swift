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
/// amount.parts.map { "\($0.kind):\(amount[$0])" }
/// // ["currency:$", "integer:929", "group:,", "integer:466", "decimal:.", "fraction:23"]
/// ```
public struct FormattedAmount: Sendable {
    /// The formatted UTF-8: inline when short (no allocation), a `String` otherwise.
    @usableFromInline let storage: Storage
    /// Whether the amount was below zero (a negative amount that rounds to zero included).
    public let isNegative: Bool
    /// How the plan lays out parts for this amount's sign.
    @usableFromInline let layout: CurrencyFormatter.Plan.PartLayout
    /// Integer digits shown, or -1 for NaN.
    @usableFromInline let integerDigits: Int

    @usableFromInline
    enum Storage: Sendable, Hashable {
        case inline(InlineBytes)
        case string(String)
    }

    init(storage: Storage, layout: CurrencyFormatter.Plan.PartLayout, isNegative: Bool, integerDigits: Int) {
        self.storage = storage
        self.layout = layout
        self.isNegative = isNegative
        self.integerDigits = integerDigits
    }

    /// The typed parts, in order; their texts join to ``string``.
    ///
    /// ```swift
    /// amount.parts.map(\.kind)  // [.currency, .integer, .group, .integer, .decimal, .fraction]
    /// ```
    @inlinable public var parts: Parts { Parts(amount: self) }

    /// The text of one part.
    ///
    /// ```swift
    /// amount.parts.map { amount[$0] }  // ["$", "929", ",", "466", ".", "23"]
    /// ```
    public subscript(part: Part) -> Substring {
        let string = string
        let utf8 = string.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: part.utf8Offsets.lowerBound)
        let end = utf8.index(start, offsetBy: part.utf8Offsets.count)
        return string[start..<end]
    }

    /// The integer digits with their group separators, the "dollars" (`"929,466"`).
    public var dollars: Substring { text(from: .integer, through: .integer, alsoInside: .group) }
    /// The fraction digits, the "cents" (`"23"`); empty for currencies without a fraction (JPY).
    public var cents: Substring { text(from: .fraction, through: .fraction) }
    /// The currency symbol or code as the locale writes it (`"$"`, `"€"`, `"CHF"`).
    public var currencySymbol: Substring { text(from: .currency, through: .currency) }
    /// The decimal separator (`"."`, `","`), empty when there are no cents.
    public var decimalSeparator: Substring { text(from: .decimal, through: .decimal) }
    /// The sign as the locale writes it (`"-"`, `"−"`), empty for amounts not below zero.
    public var sign: Substring {
        isNegative ? text(from: .minusSign, through: .minusSign) : text(from: .plusSign, through: .plusSign)
    }

    /// The text from the first part of kind `first` to the last of kind `last`, when only
    /// parts of those kinds (or `inside`) stand between them.
    private func text(from first: Part.Kind, through last: Part.Kind, alsoInside inside: Part.Kind? = nil) -> Substring {
        var range: Range<Int>?
        for part in parts {
            if let current = range {
                guard part.kind == last || part.kind == inside else { break }
                range = current.lowerBound..<part.utf8Offsets.upperBound
            } else if part.kind == first {
                range = part.utf8Offsets
            }
        }
        guard let range else { return "" }
        return self[Part(kind: first, utf8Offsets: range)]
    }
}

extension FormattedAmount: CustomStringConvertible {
    public var description: String { string }
}

extension FormattedAmount: Hashable {
    public static func == (lhs: FormattedAmount, rhs: FormattedAmount) -> Bool {
        lhs.isNegative == rhs.isNegative && lhs.integerDigits == rhs.integerDigits && lhs.layout == rhs.layout
            && lhs.hasSameBytes(as: rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hashBytes(into: &hasher)
    }
}
