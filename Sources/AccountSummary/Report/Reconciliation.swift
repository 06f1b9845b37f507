import Foundation

/// One account's figures over the statement's period, and whether they add up: the one place
/// the reconciliation rule is written.
///
/// Amounts are signed from the customer's side (money in positive). The rule, exact in
/// `Decimal`:
/// - banking: opening + completed amounts = balance;
/// - credit card (balances are what is owed): opening − completed amounts = balance;
/// - investment: the value also moves with the market, so balance − opening − completed
///   amounts is its change in value, never a failure.
///
/// An account without an `openingBalance` has nothing to check: its opening is worked back
/// from its balance (investments: as if the value had not changed). An account whose source
/// states no balances (``Account/balancesStated`` false) has no opening, closing or
/// difference at all, only its money in and out: nothing is worked out, nothing is claimed.
///
/// ```swift
/// let card = Account(id: "cc-1", type: .creditCard, name: "Visa", balance: 80,
///                    currency: "USD", openingBalance: 100)
/// let figures = Reconciliation(card, completedAmounts: [-30, 50])  // a purchase, a payment
/// figures.computedClosing  // 80  (100 − (−30 + 50))
/// figures.isReconciled     // true
/// ```
public struct Reconciliation: Sendable, Hashable {
    /// The account's type, which says how amounts move its balance.
    public package(set) var type: AccountType
    /// The opening balance: stated, or worked back from the balance; nil when the source states
    /// no balances.
    public package(set) var opening: Decimal?
    /// Whether ``opening`` is the document's `openingBalance` (only then is there a rule to check).
    public package(set) var isOpeningStated: Bool
    /// The sum of the completed amounts above zero (money in; a card's payments and credits).
    public package(set) var moneyIn: Decimal
    /// The sum of the completed amounts below zero (money out, negative; a card's purchases).
    public package(set) var moneyOut: Decimal
    /// Money in plus money out: the completed amounts' sum.
    public package(set) var completed: Decimal
    /// The closing balance the opening and the completed amounts give; nil when the source
    /// states no balances.
    public package(set) var computedClosing: Decimal?
    /// The account's stated `balance`; nil when the source states none.
    public package(set) var stated: Decimal?
    /// Stated minus computed closing: an investment's change in value; zero when reconciled;
    /// nil when the source states no balances.
    public package(set) var difference: Decimal?
    /// Whether every sum fitted `Decimal`'s 38 digits; when not, nothing can be said exactly.
    public package(set) var isExact: Bool

    /// Whether the figures hold the rule (always for an investment, an unstated opening, or
    /// balances not stated: there is then no rule to hold).
    public var isReconciled: Bool {
        guard isOpeningStated, type != .investment else { return isExact }
        return isExact && difference == 0
    }

    /// Whether the source states the account's balances (else only money in and out are known).
    public var balancesStated: Bool { stated != nil }

    /// The figures of `account` from the amounts of its completed transactions in the period.
    ///
    /// - Parameters:
    ///   - account: the account, with its balance and optional opening balance.
    ///   - completedAmounts: the signed amounts of its completed transactions.
    public init(_ account: Account, completedAmounts: some Sequence<Decimal>) {
        var exact = ExactArithmetic()
        var moneyIn = Decimal(0)
        var moneyOut = Decimal(0)
        for amount in completedAmounts {
            if amount > 0 { moneyIn = exact.add(moneyIn, amount) } else if amount < 0 { moneyOut = exact.add(moneyOut, amount) }
        }
        let completed = exact.add(moneyIn, moneyOut)
        // Banking and investment balances are held (they rise with money in); a card's is owed.
        let movement = exact.multiply(completed, account.type.netEffect.sign)
        type = account.type
        self.moneyIn = moneyIn
        self.moneyOut = moneyOut
        self.completed = completed
        stated = account.balance
        if let balance = account.balance {
            isOpeningStated = account.openingBalance != nil
            let opening = account.openingBalance ?? exact.subtract(balance, movement)
            let computedClosing = exact.add(opening, movement)
            self.opening = opening
            self.computedClosing = computedClosing
            difference = exact.subtract(balance, computedClosing)
        } else {
            isOpeningStated = false
        }
        isExact = exact.isExact
    }

    /// Every account's figures, in account order, from one pass over the transactions:
    /// completed ones only, and only those in the period when there is one.
    ///
    /// ```swift
    /// Reconciliation.all(statement).filter { !$0.isReconciled }.count  // accounts that fail
    /// ```
    public static func all(_ statement: Statement) -> [Reconciliation] {
        var slots: [String: Int] = [:]
        for (slot, account) in statement.accounts.enumerated() where slots[account.id] == nil { slots[account.id] = slot }
        var amounts = [[Decimal]](repeating: [], count: statement.accounts.count)
        var lookup = AccountLookup(slots)
        for transaction in statement.transactions where transaction.status == .completed {
            guard let slot = lookup[transaction.accountId] else { continue }
            if let period = statement.period, !period.contains(transaction.date.calendarDate) { continue }
            amounts[slot].append(transaction.amount)
        }
        return statement.accounts.indices.map { Reconciliation(statement.accounts[$0], completedAmounts: amounts[$0]) }
    }
}
