import Foundation

/// The opening balance of each account, from which a CSV's `balance` column runs.
///
/// A statement with a `period` gives each account's `openingBalance`; the running balance
/// after a completed transaction is the opening plus the completed amounts up to it, oldest
/// first (for a credit card, which shows what is owed: the opening minus them). Pending
/// transactions never count and get no balance.
///
/// ```swift
/// let balances = RunningBalances(openings: ["chk-1": .init(amount: 1200, isOwed: false)])
/// // a completed -250.50 on chk-1, then +100: balances 949.50, then 1049.50
/// ```
public struct RunningBalances: Sendable, Hashable {
    /// An account's balance at the start of the period.
    public struct Opening: Sendable, Hashable {
        /// The opening balance, exact.
        public package(set) var amount: Decimal
        /// Whether the balance is money held or owed (a credit card: transactions count negated).
        public package(set) var netEffect: AccountType.NetEffect

        /// Whether the balance is money owed.
        public var isOwed: Bool { netEffect == .liability }

        /// An opening of `amount`; `isOwed` for a credit card, whose balance is money owed.
        public init(amount: Decimal, isOwed: Bool) {
            self.amount = amount
            netEffect = isOwed ? .liability : .asset
        }
    }

    /// By account id; an account not here gets no running balance.
    public package(set) var openings: [String: Opening]

    /// Running balances from each account id's opening.
    public init(openings: [String: Opening]) {
        self.openings = openings
    }

    /// The running balances of a statement, or nil when it has no `period` (no `balance` column).
    ///
    /// Each account opens at its ``Reconciliation/opening``: its `openingBalance`, or without
    /// one the balance worked back from its closing balance, as the account sections show it;
    /// a credit card as owed.
    public init?(_ statement: Statement) {
        guard statement.period != nil else { return nil }
        self.init(statement, figures: Reconciliation.all(statement))
    }

    /// The openings of `statement`'s accounts from their figures (``Reconciliation/all(_:)``, in account order).
    init(_ statement: Statement, figures: [Reconciliation]) {
        var openings: [String: Opening] = [:]
        // An account whose source states no balances gets none: its rows' cells stay empty.
        for (account, figures) in zip(statement.accounts, figures) where openings[account.id] == nil {
            guard let opening = figures.opening else { continue }
            openings[account.id] = Opening(amount: opening, isOwed: account.type.netEffect == .liability)
        }
        self.openings = openings
    }

    /// The balance after each transaction of `transactions` (newest first, as a report orders
    /// them; same-date transactions in document order), by index; nil for pending ones and
    /// for accounts without an opening.
    func balances(newestFirst transactions: [Transaction]) -> [Decimal?] {
        var result = [Decimal?](repeating: nil, count: transactions.count)
        var running = openings.mapValues(\.amount)
        // Oldest first: the newest-first runs of one date, taken from the last run to the first,
        // each in its own (document) order.
        var end = transactions.count
        while end > 0 {
            var start = end - 1
            while start > 0, transactions[start - 1].date == transactions[end - 1].date { start -= 1 }
            for index in start..<end {
                let transaction = transactions[index]
                guard transaction.status == .completed, let opening = openings[transaction.accountId],
                      let balance = running[transaction.accountId] else { continue }
                let next = opening.netEffect.balance(balance, after: transaction.amount)
                running[transaction.accountId] = next
                result[index] = next
            }
            end = start
        }
        return result
    }
}
