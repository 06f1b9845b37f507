extension StatementError {
    /// What is wrong at one place in a document, before it is worded.
    ///
    /// ```swift
    /// StatementError.Reason.invalidAccountType("savings").message
    /// // "savings" is not an account type (expected banking, creditCard or investment)
    /// ```
    enum Reason: Hashable, Sendable {
        /// A required member is absent.
        case missing(Expected)
        /// `customer.id` is absent (or null) and the caller needs it.
        case missingCustomerID
        /// `customer.id` is `""` and the caller needs it.
        case emptyCustomerID
        /// A value of another JSON kind than the field takes.
        case wrongKind(expected: [JSONValue.Kind], found: JSONValue.Kind)
        /// The document's top-level value is not an object.
        case topLevelNotObject(found: JSONValue.Kind)
        /// A `type` that is not an ``AccountType``.
        case invalidAccountType(String)
        /// A `status` that is not a ``TransactionStatus``.
        case invalidStatus(String)
        /// A transaction `date` that is neither a date nor an RFC 3339 date-time.
        case invalidTransactionDate(String)
        /// A period date that is not `YYYY-MM-DD` naming a day that exists.
        case invalidCalendarDate(String)
        /// `period.start` after `period.end`.
        case periodStartAfterEnd(start: String, end: String)
        /// A completed transaction dated outside the statement's period.
        case outsidePeriod(String, start: String, end: String)
        /// An `asOf` that is not an RFC 3339 date-time with an offset.
        case invalidTimestamp(String)
        /// An amount, currency code or locale the money core refuses.
        case money(MoneyError)
        /// An account id seen before; `occurrence` is 2 for the second use, and so on.
        case duplicateAccountID(String, firstAt: JSONPath, occurrence: Int)
        /// An `accountId` that no account has; `known` lists the ids there are, in order.
        case unknownAccount(String, known: [String])
        /// An `openingBalance` on an account whose `balance` is `null` (balances not stated).
        case openingWithoutBalance
        /// A `counterparty` object with neither `name` nor `account`.
        case emptyCounterparty
    }
}
