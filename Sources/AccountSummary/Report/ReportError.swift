/// Why a statement cannot be built, with its wording in one place.
///
/// ```swift
/// ReportError.invalidPageSize(0).description  // "--page-size must be at least 1, got 0"
/// ```
public enum ReportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A page size below 1.
    case invalidPageSize(Int)
    /// A page number below 1.
    case invalidPage(Int)
    /// An amount, currency or locale the formatter refuses, at its JSON path.
    case money(path: String, MoneyError)
    /// Accounts whose opening balance and completed transactions do not give their balance.
    case unreconciled([Unreconciled])
    /// A figure the report would show needs more than 38 significant digits: Decimal would round it.
    case tooLarge(String)

    /// One account that does not reconcile, its figures formatted in its currency and locale.
    public struct Unreconciled: Sendable, Hashable {
        /// `accounts[1]`.
        public var path: String
        /// The account's type.
        public var type: AccountType
        /// The opening balance, formatted.
        public var opening: String
        /// The sum of the completed transactions of the period, formatted.
        public var completed: String
        /// The closing balance the transactions give, formatted.
        public var computedClosing: String
        /// The closing balance the statement states, formatted.
        public var stated: String
        /// Stated minus computed, formatted.
        public var difference: String
        /// False when a sum needed more than 38 significant digits.
        public var isExact: Bool

        /// What is wrong, without the path: the figures, the rule and the difference.
        public var message: String {
            guard isExact else { return "cannot be reconciled exactly: a sum needs more than 38 significant digits" }
            let rule = type.netEffect == .liability ? "opening − completed, a card's balance is owed" : "opening + completed"
            return "not reconciled: opening balance \(opening), completed transactions \(completed), "
                + "computed closing balance \(computedClosing) (\(rule)), stated balance \(stated), difference \(difference)"
        }
    }

    /// One line per problem, without the `error: ` prefix the CLI adds.
    ///
    /// ```swift
    /// error.lines
    /// // ["accounts[1]: not reconciled: opening balance $100.00, completed transactions -$20.00,
    /// //   computed closing balance $120.00 (opening − completed, a card), stated balance $80.00, difference -$40.00"]
    /// ```
    public var lines: [String] {
        guard case .unreconciled(let accounts) = self else { return [description] }
        return accounts.map { "\($0.path): \($0.message)" }
    }

    public var description: String {
        switch self {
        case .invalidPageSize(let size): "--page-size must be at least 1, got \(size)"
        case .invalidPage(let page): "--page must be at least 1, got \(page)"
        case .money(let path, let error): "\(path): \(error)"
        case .unreconciled: lines.joined(separator: "\n")
        case .tooLarge(let what): "\(what): the sum needs more than 38 significant digits (nothing is rounded)"
        }
    }
}
