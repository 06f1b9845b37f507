import Foundation

/// The kinds of account, and everything that varies by kind, in one place.
///
/// ```swift
/// AccountType.creditCard.labelKey     // .accountTypeCreditCard ("Credit Card" in English)
/// AccountType.banking.color            // .teal
/// AccountType.creditCard.netEffect     // .liability (a balance is money owed)
/// ```
///
/// A struct over a private enum, as swift-foundation does for sets that grow (a loan, a
/// mortgage): a type added later is not a source break for an app that switches over the
/// types it knows (with `default:`).
public struct AccountType: RawRepresentable, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// The types as an enum, for the package's own exhaustive switches (a new type must be
    /// placed in each): apps see the struct only.
    package enum Kind: String, CaseIterable, Sendable {
        case banking, creditCard, investment
    }

    /// Which type this is, to switch over exhaustively inside the package.
    package let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// A chequing or savings account: its balance is the customer's money.
    public static let banking = AccountType(.banking)
    /// A credit card: its balance is what the customer owes.
    public static let creditCard = AccountType(.creditCard)
    /// An investment account: its balance is a market value.
    public static let investment = AccountType(.investment)

    /// Every type: banking, credit card, investment.
    public static var allCases: [AccountType] { Kind.allCases.map(AccountType.init) }

    /// The type a document's name (`banking`, `creditCard`, `investment`) names, or nil.
    public init?(rawValue: String) {
        guard let kind = Kind(rawValue: rawValue) else { return nil }
        self.kind = kind
    }

    /// The type's name in a document.
    public var rawValue: String { kind.rawValue }

    /// The type's name, as ``rawValue``.
    public var description: String { rawValue }

    /// Decodes a type from its name; another name is a data-corrupted error naming it.
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let type = AccountType(rawValue: name) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "unknown account type \"\(name)\""))
        }
        self = type
    }

    /// Encodes the type as its name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The colour of the type label and the tile's underline.
    public var color: Color {
        switch kind {
        case .banking: .teal
        case .creditCard: .orange
        case .investment: .purple
        }
    }

    /// How a balance counts toward the net position.
    public var netEffect: NetEffect {
        switch kind {
        case .banking, .investment: .asset
        case .creditCard: .liability
        }
    }

    /// A type's colour, by name; writers choose the exact shade for their medium.
    ///
    /// A struct for the same reason as ``AccountType``: it grows with the types.
    public struct Color: RawRepresentable, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// The colours as an enum, for the package's own exhaustive switches.
        package enum Name: String, CaseIterable, Sendable {
            case teal, orange, purple
        }

        /// Which colour this is, to switch over exhaustively inside the package.
        package let name: Name

        private init(_ name: Name) {
            self.name = name
        }

        /// Banking accounts.
        public static let teal = Color(.teal)
        /// Credit cards.
        public static let orange = Color(.orange)
        /// Investments.
        public static let purple = Color(.purple)

        /// Every colour: teal, orange, purple.
        public static var allCases: [Color] { Name.allCases.map(Color.init) }

        /// The colour a name such as `teal` names, or nil.
        public init?(rawValue: String) {
            guard let name = Name(rawValue: rawValue) else { return nil }
            self.name = name
        }

        /// The colour's name (a CSS class suffix, a palette key).
        public var rawValue: String { name.rawValue }

        /// The colour's name, as ``rawValue``.
        public var description: String { rawValue }
    }

    /// Whether a balance adds to or subtracts from the net position.
    public enum NetEffect: Sendable, Hashable {
        /// Money held: adds to the net position.
        case asset
        /// Money owed: subtracts from the net position.
        case liability

        /// How an amount signed from the customer's side moves the balance: `1` for money
        /// held (money in raises it), `-1` for money owed (money in, a payment, lowers it).
        ///
        /// ```swift
        /// AccountType.creditCard.netEffect.sign  // -1
        /// ```
        public var sign: Decimal {
            switch self {
            case .asset: 1
            case .liability: -1
            }
        }

        /// A balance as the tiles, the totals and the net position show it: money held as it
        /// is, money owed with a minus sign (a card that owes 1,482.19 shows -1,482.19), so the
        /// figures visibly add up to the net position and a tile agrees with its Totals row.
        /// Negating is exact: no digit is lost.
        ///
        /// ```swift
        /// AccountType.banking.netEffect.shown(100)     // 100
        /// AccountType.creditCard.netEffect.shown(100)  // -100 (owed)
        /// AccountType.creditCard.netEffect.shown(-20)  // 20 (a card in credit)
        /// ```
        package func shown(_ balance: Decimal) -> Decimal {
            switch self {
            case .asset: return balance
            case .liability:
                var exact = ExactArithmetic()
                return exact.subtract(0, balance)
            }
        }

        /// The balance after a transaction of `amount` (signed from the customer's side).
        ///
        /// ```swift
        /// AccountType.banking.netEffect.balance(100, after: -30)     // 70
        /// AccountType.creditCard.netEffect.balance(100, after: -30)  // 130 owed
        /// ```
        public func balance(_ balance: Decimal, after amount: Decimal) -> Decimal {
            // The small exact path where it applies; the same bytes as the operators (checked
            // by the money tests).
            switch self {
            case .asset: ExactArithmetic.smallSum(balance, amount, subtracting: false) ?? balance + amount
            case .liability: ExactArithmetic.smallSum(balance, amount, subtracting: true) ?? balance - amount
            }
        }
    }
}
