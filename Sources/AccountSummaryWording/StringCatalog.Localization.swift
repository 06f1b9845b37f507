extension StringCatalog {
    /// A phrase in one language: one string, or one string per CLDR plural category.
    ///
    /// ```swift
    /// let counted = StringCatalog.Localization.plural([
    ///     .one: .init(value: "%lld transaction"), .other: .init(value: "%lld transactions"),
    /// ])
    /// counted.units.count  // 2
    /// ```
    public enum Localization: Sendable, Hashable {
        /// `stringUnit`: the same words for every count.
        case unit(StringUnit)
        /// `variations.plural`: the words per plural category.
        case plural([PluralCategory: StringUnit])

        /// Every string of this localization with its category (nil for a plain unit), in CLDR order.
        public var units: [(category: PluralCategory?, unit: StringUnit)] {
            switch self {
            case .unit(let unit): [(nil, unit)]
            case .plural(let forms): forms.keys.sorted().map { ($0, forms[$0]!) }
            }
        }

        /// Whether any of its strings has words: an empty value is no phrase (lookups skip it).
        ///
        /// ```swift
        /// StringCatalog.Localization.unit(.init(value: "")).hasPhrase  // false
        /// ```
        public var hasPhrase: Bool {
            units.contains { !$0.unit.value.isEmpty }
        }
    }

    /// Xcode's `stringUnit`: a value and how far its translation has come.
    ///
    /// ```swift
    /// StringCatalog.StringUnit(value: "Totals").isTranslated  // true
    /// ```
    public struct StringUnit: Sendable, Hashable {
        /// `"translated"`, `"needs_review"`, `"new"` or `"stale"`, as Xcode writes them.
        public var state: String
        /// The words, with placeholders.
        public var value: String

        /// A localization of one text, translated unless `state` says otherwise.
        public init(state: String = StringUnit.translated, value: String) {
            self.state = state
            self.value = value
        }

        /// The state of a finished translation.
        public static let translated = "translated"

        /// Whether the translation is marked finished.
        public var isTranslated: Bool { state == StringUnit.translated }
    }
}
