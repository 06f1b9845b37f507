extension FormattedAmount {
    /// One typed piece of a formatted amount: its kind and where it stands.
    ///
    /// A plain value (no string inside), so walking parts costs nothing;
    /// the amount gives the text.
    ///
    /// ```swift
    /// let usd = try CurrencyFormatter(currency: "USD", locale: Locale(identifier: "en_US"))
    /// let amount = usd.parts.format(1234.5)
    /// amount.parts.map { amount[$0] }  // ["$", "1", ",", "234", ".", "50"]
    /// amount.parts.map(\.kind)         // [.currency, .integer, .group, .integer, .decimal, .fraction]
    /// ```
    public struct Part: Sendable, Hashable {
        /// What the text is.
        public var kind: Kind
        /// Where the part stands in the formatted string, in UTF-8 bytes.
        ///
        /// Read the text with ``FormattedAmount/subscript(_:)``; a renderer can
        /// also copy the bytes straight from `amount.string.utf8`.
        public var utf8Offsets: Range<Int>

        /// Creates a part.
        public init(kind: Kind, utf8Offsets: Range<Int>) {
            self.kind = kind
            self.utf8Offsets = utf8Offsets
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

            /// A compact code for packing kinds into an integer.
            package var code: UInt8 {
                switch self {
                case .currency: 0
                case .integer: 1
                case .group: 2
                case .decimal: 3
                case .fraction: 4
                case .minusSign: 5
                case .plusSign: 6
                case .literal: 7
                }
            }

            @inlinable package init(code: UInt8) {
                self = switch code {
                case 0: .currency
                case 1: .integer
                case 2: .group
                case 3: .decimal
                case 4: .fraction
                case 5: .minusSign
                case 6: .plusSign
                default: .literal
                }
            }
        }
    }
}

extension FormattedAmount.Part: CustomStringConvertible {
    /// `kind@start..<end`, e.g. `currency@0..<1`.
    public var description: String { "\(kind.rawValue)@\(utf8Offsets)" }
}
