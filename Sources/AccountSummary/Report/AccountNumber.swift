/// The one place an account number becomes text: masked, its last four characters visible.
///
/// Every writer and every format shows a ``Account/number`` only through ``masked(_:)``: no
/// output, HTML attributes and comments included, ever holds the whole number.
///
/// ```swift
/// AccountNumber.masked("004512345678")  // "•••• 5678"
/// AccountNumber.masked("1234")          // "••••" (four characters or fewer: all masked)
/// ```
public enum AccountNumber {
    /// The mask shown in place of the hidden characters.
    public static let mask = "••••"

    /// `number` with everything but its last four characters hidden; four or fewer hide all.
    ///
    /// Characters are user-perceived characters (grapheme clusters), so a combining mark
    /// never splits from its letter. The visible part is still a string from the input:
    /// writers sanitise and escape it like any other.
    ///
    /// - Parameter number: the whole account number, as the document gives it.
    /// - Returns: `•••• ` and the last four characters, or `••••` alone.
    public static func masked(_ number: String) -> String {
        guard number.count > 4 else { return mask }
        return mask + " " + String(number.suffix(4))
    }

    /// Whether two writings are one account number, spaces aside (`DE89 3704 …` and `DE893704…`).
    ///
    /// ```swift
    /// AccountNumber.same("DE89 3704 0044", "DE8937040044")  // true
    /// ```
    static func same(_ left: String, _ right: String) -> Bool {
        left.filter { !$0.isWhitespace } == right.filter { !$0.isWhitespace }
    }

    /// How reports show account numbers: masked (the default, and for anything sent
    /// anywhere but to the account's owner) or whole (`--account-numbers full`).
    ///
    /// ```swift
    /// AccountNumber.Display.masked.shown("004512345678")  // "•••• 5678"
    /// AccountNumber.Display.full.shown("004512345678")    // "004512345678"
    /// ```
    public enum Display: String, Sendable, Hashable, CaseIterable {
        /// Everything but the last four characters hidden.
        case masked
        /// The number whole.
        case full

        /// `number` as this display shows it.
        public func shown(_ number: String) -> String {
            switch self {
            case .masked: AccountNumber.masked(number)
            case .full: number
            }
        }

        /// `text` as this display shows it when it is `account`'s number (an IBAN used as the
        /// account's id or name, spaces aside); any other text as it is.
        ///
        /// ```swift
        /// AccountNumber.Display.masked.shown("DE89370400440532013000", ifNumberOf: iban)  // "•••• 3000"
        /// ```
        public func shown(_ text: String, ifNumberOf account: Account) -> String {
            guard self == .masked, let number = account.number else { return text }
            return AccountNumber.same(text, number) ? AccountNumber.masked(number) : text
        }
    }
}
