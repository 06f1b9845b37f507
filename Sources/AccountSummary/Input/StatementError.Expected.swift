extension StatementError {
    /// What a missing member should have held, as `missing (expected …)` words it.
    ///
    /// ```swift
    /// StatementError.Reason.missing(.accountType).message  // missing (expected banking, creditCard or investment)
    /// ```
    enum Expected: Hashable, Sendable {
        /// Any string.
        case string
        /// The `customer` object.
        case customer
        /// The `accounts` array.
        case accounts
        /// One of the ``AccountType`` names.
        case accountType
        /// One of the ``TransactionStatus`` names.
        case status
        /// An amount, as a string or a number.
        case amount
        /// An account's balance: an amount, or `null` for balances not stated.
        case balance
        /// A calendar date, `YYYY-MM-DD`.
        case calendarDate
        /// A transaction date.
        case transactionDate
    }
}
