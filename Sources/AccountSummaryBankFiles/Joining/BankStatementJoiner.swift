import AccountSummary
import Foundation

/// Joins the ``BankStatement``s read from one customer's files into one ``Statement``.
///
/// As the contract's "Bank files in" says: statements of the same account and currency, in
/// one file or several, are joined in date order into one account when each opening balance
/// equals the previous closing balance (a gap is an error naming both statements); every
/// statement with both balances must reconcile exactly (opening + booked entries = closing; a
/// card's opening − booked = closing), unless the caller allows it not to, in which case the
/// report's own reconciliation shows the notice. The customer is the caller's name
/// (`--customer`, which states the files are one customer's; a file naming another owner gets a
/// warning), else the owner the files name, else the masked account number; the bank the
/// servicer; `asOf` the latest creation time; the period the stated ones widened to every booked entry.
///
/// ```swift
/// var joiner = BankStatementJoiner()
/// try joiner.add(november1)   // DE89…3000, opening 1200.00, closing 1150.00
/// try joiner.add(november2)   // DE89…3000, opening 1150.00, closing 949.50
/// let statement = try joiner.statement()
/// statement.accounts[0].openingBalance  // 1200
/// statement.accounts[0].balance         // 949.5
/// ```
package struct BankStatementJoiner {
    /// The customer's name (`--customer`): shown whatever owner the files name.
    package var customerName: String?
    /// Whether a statement that does not reconcile is still joined (`--allow-unreconciled`).
    package var allowUnreconciled: Bool
    /// Warnings found while joining.
    package private(set) var warnings = BankWarnings()

    /// One account being built: its statements' parts, in the order read.
    private struct Segment {
        var source: BankSource
        var opening: Decimal?
        var closing: Decimal?
        var firstDay: CalendarDate?
        var entries: [BankEntry]
    }

    private struct AccountKey: Hashable {
        var id: String
        var currency: String
    }

    private struct Pending {
        var type: AccountType
        var name: String?
        var segments: [Segment] = []
    }

    private var order: [AccountKey] = []
    private var accounts: [AccountKey: Pending] = [:]
    private var owner: String?
    private var servicer: String?
    private var created: Timestamp?
    private var period: StatementPeriod?

    /// A joiner.
    ///
    /// - Parameters:
    ///   - customerName: the customer's name, shown over any owner the files name.
    ///   - allowUnreconciled: join statements that do not reconcile (the report shows a notice).
    package init(customerName: String? = nil, allowUnreconciled: Bool = false) {
        self.customerName = customerName
        self.allowUnreconciled = allowUnreconciled
    }

    /// Adds one statement, checking that it reconciles.
    ///
    /// - Throws: a statement whose booked entries do not take its opening balance to its closing one.
    package mutating func add(_ statement: BankStatement) throws(BankFileError) {
        if !allowUnreconciled { try BankStatementJoiner.reconcile(statement) }
        if statement.opening == nil, statement.closing == nil {
            warnings.note(file: statement.source.file, JoinProblem.Reading.noBalances("\(statement.source.noun) \(statement.source.position)"))
        }
        let key = AccountKey(id: statement.accountID, currency: statement.currency)
        if accounts[key] == nil {
            order.append(key)
            accounts[key] = Pending(type: statement.type, name: statement.accountName)
        }
        let booked = statement.entries.lazy.filter { !$0.isPending }
        let firstDay = statement.period?.start ?? booked.map(\.date).min() ?? statement.createdAt?.date
        accounts[key]!.segments.append(Segment(source: statement.source, opening: statement.opening, closing: statement.closing,
                                               firstDay: firstDay, entries: statement.entries))
        if accounts[key]!.name == nil { accounts[key]!.name = statement.accountName }
        if owner == nil { owner = statement.ownerName }
        if let customerName, let named = statement.ownerName, named != customerName {
            warnings.note(JoinProblem.Reading.customerOverOwner(customerName, file: statement.source.file, owner: named))
        }
        if servicer == nil { servicer = statement.servicer }
        if let moment = statement.createdAt, created.map({ $0 < moment }) ?? true { created = moment }
        var span = statement.period.map { ($0.start, $0.end) }
        for entry in booked {
            span = span.map { (Swift.min($0.0, entry.date), Swift.max($0.1, entry.date)) } ?? (entry.date, entry.date)
        }
        if let span {
            let merged = period.map { (Swift.min($0.start, span.0), Swift.max($0.end, span.1)) } ?? span
            period = StatementPeriod(start: merged.0, end: merged.1)
        }
    }

    /// Checks opening + booked = closing (a card: opening − booked = closing), exactly.
    package static func reconcile(_ statement: BankStatement) throws(BankFileError) {
        guard let opening = statement.opening, let closing = statement.closing else { return }
        var sum = ExactArithmetic()
        var booked = Decimal(0)
        for entry in statement.entries where !entry.isPending { booked = sum.add(booked, entry.amount) }
        let card = statement.type == .creditCard
        let computed = card ? sum.subtract(opening, booked) : sum.add(opening, booked)
        let difference = sum.subtract(closing, computed)
        guard sum.isExact else {
            throw BankFileError(file: statement.source.file, place: .statement(statement.source),
                                message: JoinProblem.tooLarge("the sum of the booked entries").description)
        }
        guard difference != 0 else { return }
        var error = BankFileError(file: statement.source.file, place: .statement(statement.source), message: JoinProblem.notReconciled(
            account: AccountNumber.masked(statement.accountID), opening: opening, booked: booked, computed: computed,
            stated: closing, difference: difference, currency: statement.currency,
            rule: card ? "opening − booked" : "opening + booked").description)
        error.isUnreconciled = true
        throw error
    }

    /// The joined statement.
    ///
    /// - Throws: no statement at all, or two statements of one account that do not chain.
    package consuming func statement() throws(BankFileError) -> Statement {
        guard let firstKey = order.first else { throw BankFileError(file: "input", place: .file, message: JoinProblem.noStatements.description) }
        var joinedAccounts: [Account] = []
        let entryCount = accounts.values.reduce(0) { $0 + $1.segments.reduce(0) { $0 + $1.entries.count } }
        var transactions: [Transaction] = []
        transactions.reserveCapacity(entryCount)
        var usedIDs: Set<String> = []
        usedIDs.reserveCapacity(entryCount)
        let idsShared = Dictionary(grouping: order, by: \.id).filter { $0.value.count > 1 }
        for key in order {
            let pending = accounts.removeValue(forKey: key)!
            // Date order; statements of the same day keep the order they were read in.
            let segments = pending.segments.enumerated().sorted { left, right in
                switch (left.element.firstDay, right.element.firstDay) {
                case let (l?, r?) where l != r: l < r
                default: left.offset < right.offset
                }
            }.map(\.element)
            var sum = ExactArithmetic()
            for (previous, next) in zip(segments, segments.dropFirst()) {
                guard let closing = previous.closing, let opening = next.opening, closing != opening else { continue }
                throw BankFileError(file: next.source.file, place: .statement(next.source), message: JoinProblem.gap(
                    previous: previous.source.description, closing: closing, opening: opening, currency: key.currency).description)
            }
            let accountID = idsShared[key.id] == nil ? key.id : "\(key.id)-\(key.currency)"
            let opening = segments.first?.opening
            var balance = segments.last?.closing
            if balance == nil {
                // No closing balance stated (an MT942 interim report): the opening plus what was booked.
                var total = opening ?? 0
                for segment in segments {
                    for entry in segment.entries where !entry.isPending {
                        total = pending.type == .creditCard ? sum.subtract(total, entry.amount) : sum.add(total, entry.amount)
                    }
                }
                balance = total
            }
            guard sum.isExact else {
                throw BankFileError(file: segments[0].source.file, place: .statement(segments[0].source),
                                    message: JoinProblem.tooLarge("the balance of account \(AccountNumber.masked(key.id))").description)
            }
            joinedAccounts.append(Account(id: accountID, type: pending.type, name: pending.name ?? AccountNumber.masked(key.id),
                                          balance: balance!, currency: key.currency, openingBalance: opening, number: key.id))
            var counter = 0
            for segment in segments {
                for entry in segment.entries {
                    counter += 1
                    var id = entry.reference.map { accountID + "/" + $0 } ?? ""
                    if id.isEmpty || !usedIDs.insert(id).inserted {
                        id = "\(accountID)/\(counter)"
                        while !usedIDs.insert(id).inserted { id += "+" }
                    }
                    transactions.append(Transaction(id: id, accountId: accountID, date: .day(entry.date),
                                                    description: BankStatementJoiner.shown(entry), amount: entry.amount,
                                                    status: entry.isPending ? .pending : .completed))
                }
            }
        }
        let name = customerName ?? owner ?? AccountNumber.masked(firstKey.id)
        var statement = Statement(customer: Customer(name: name), bankName: servicer, asOf: created,
                                  currency: joinedAccounts[0].currency, accounts: joinedAccounts, transactions: transactions,
                                  period: period)
        statement.bankAddress = []
        return statement
    }

    /// The description as shown: a reversal says so first, as the bank marked it.
    static func shown(_ entry: BankEntry) -> String {
        entry.isReversal ? "↩ " + entry.description : entry.description
    }
}
