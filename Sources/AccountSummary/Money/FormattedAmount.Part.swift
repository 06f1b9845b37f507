extension FormattedAmount {
    /// One typed piece of a formatted amount: its kind and its text.
    ///
    /// ```swift
    /// let usd = try CurrencyFormatter(currency: "USD", locale: Locale(identifier: "en_US"))
    /// usd.parts.format(1234.5).parts.map(\.value)  // ["$", "1", ",", "234", ".", "50"]
    /// ```
    public struct Part: Sendable, Hashable {
        /// What the text is.
        public var kind: Kind
        /// The text itself, exactly as it stands in the formatted string.
        public var value: String

        /// Creates a part.
        public init(kind: Kind, value: String) {
            self.kind = kind
            self.value = value
        }

        /// The kinds of part; every character of a formatted amount has one.
        ///
        /// The raw values are the names the `format --parts` command prints.
        public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
            /// The currency symbol or code (`$`, `€`, `CHF`, `ج.م.`).
            case currency
            /// A run of integer digits between group separators.
            case integer
            /// A grouping separator (`,`, `.`, U+202F, U+2019, `٬`).
            case group
            /// The decimal separator (`.`, `,`, `٫`).
            case decimal
            /// The fraction digits, the "cents".
            case fraction
            /// The minus sign (`-`, U+2212).
            case minusSign
            /// The plus sign.
            case plusSign
            /// Anything else: spaces (U+00A0, U+202F), bidi marks (U+200E, U+200F, U+061C).
            case literal
        }
    }
}
