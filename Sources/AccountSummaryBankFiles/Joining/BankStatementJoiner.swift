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
/// A notification (camt.054) states no balances; given with a statement of its account, each of
/// its entries is the statement's entry it is linked to (by reference), a batch booking's
/// transactions taking that entry's place (``BankStatementJoiner`` `+Notifications`); the rest
/// stand as a statement of their own, balances not stated.
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
    /// Whether statements of one account that share days are joined with each entry once
    /// (`--dedupe`), rather than refused.
    package var dedupe = false
    /// Warnings found while joining.
    package private(set) var warnings = BankWarnings()

    /// One account being built: its statements' parts, in the order read. (Internal, not private:
    /// the notifications' linking in `BankStatementJoiner+Notifications.swift` reads them.)
    struct Segment {
        var source: BankSource
        /// What its file says it is (a statement complete for its period, or not).
        var kind: BankStatement.Kind
        var opening: Decimal?
        var closing: Decimal?
        var firstDay: CalendarDate?
        var entries: [BankEntry]
        /// The first and last day of its booked entries.
        var bookedDays: ClosedRange<CalendarDate>?
        /// Whether it shares days with a segment read before it (joined with `dedupe`): its
        /// balances do not chain with that one's.
        var overlaps = false
        /// The days it covers: the period it states, else its booked entries' days.
        var coverage: ClosedRange<CalendarDate>?
    }

    struct AccountKey: Hashable {
        var id: String
        var currency: String
    }

    struct Pending {
        var type: AccountType
        var name: String?
        /// Whether the account's id is its number (see ``BankStatement/accountIDIsNumber``).
        var hasNumber = true
        var segments: [Segment] = []
    }

    private var order: [AccountKey] = []
    var accounts: [AccountKey: Pending] = [:]
    /// The notifications read, linked to the statements when all are read (in ``statement()``).
    var notifications: [BankStatement] = []
    private var owner: String?
    /// Where the owner and the servicer were first named, for an error naming both files.
    private var ownerSource: BankSource?
    private var servicer: String?
    private var servicerSource: BankSource?
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
        try checkOneCustomer(statement)
        let key = AccountKey(id: statement.accountID, currency: statement.currency)
        if accounts[key] == nil {
            order.append(key)
            accounts[key] = Pending(type: statement.type, name: statement.accountName, hasNumber: statement.accountIDIsNumber)
        }
        if accounts[key]!.name == nil { accounts[key]!.name = statement.accountName }
        if owner == nil, let named = statement.ownerName { (owner, ownerSource) = (named, statement.source) }
        if let customerName, let named = statement.ownerName, named != customerName {
            warnings.note(JoinProblem.Reading.customerOverOwner(customerName, file: statement.source.file, owner: named))
        }
        if servicer == nil, let named = statement.servicer { (servicer, servicerSource) = (named, statement.source) }
        if let moment = statement.createdAt, created.map({ $0 < moment }) ?? true { created = moment }
        var span = statement.period.map { ($0.start, $0.end) }
        for entry in statement.entries where !entry.isPending {
            span = span.map { (Swift.min($0.0, entry.date), Swift.max($0.1, entry.date)) } ?? (entry.date, entry.date)
        }
        if let span {
            let merged = period.map { (Swift.min($0.start, span.0), Swift.max($0.end, span.1)) } ?? span
            period = StatementPeriod(start: merged.0, end: merged.1)
        }
        // A notification waits for every statement: its entries are linked to theirs at the end.
        guard statement.kind != .notification else { return notifications.append(statement) }
        try addSegment(statement)
    }

    /// Adds a statement's entries to its account (after ``add(_:)`` took its parts), checking it
    /// against the account's statements read before it.
    mutating func addSegment(_ statement: BankStatement) throws(BankFileError) {
        if statement.opening == nil, statement.closing == nil {
            warnings.note(file: statement.source.file, JoinProblem.Reading.noBalances("\(statement.source.noun) \(statement.source.position)"))
        }
        let key = AccountKey(id: statement.accountID, currency: statement.currency)
        let booked = statement.entries.lazy.filter { !$0.isPending }
        let firstDay = statement.period?.start ?? booked.map(\.date).min() ?? statement.createdAt?.date
        let bookedDays = booked.map(\.date).min().flatMap { low in booked.map(\.date).max().map { low...$0 } }
        var segment = Segment(source: statement.source, kind: statement.kind, opening: statement.opening, closing: statement.closing,
                              firstDay: firstDay, entries: statement.entries, bookedDays: bookedDays,
                              coverage: statement.period.map { $0.start...$0.end } ?? bookedDays)
        try checkOverlap(&segment, with: accounts[key]!.segments, account: key.id)
        noteBalancesNotShown(segment, earlier: accounts[key]!.segments, account: key.id)
        accounts[key]!.segments.append(segment)
    }

    /// Files of two customers are not one statement: a statement naming another owner, or
    /// another servicing bank, than one read before is refused naming both, unless the caller
    /// said whose statement it is (`--customer`).
    private func checkOneCustomer(_ statement: BankStatement) throws(BankFileError) {
        guard customerName == nil else { return }
        if let owner, let ownerSource, let named = statement.ownerName, BankStatementJoiner.differ(named, owner) {
            throw BankFileError(file: statement.source.file, place: .statement(statement.source),
                                message: JoinProblem.twoCustomers(what: "owner", first: ownerSource.description, firstName: owner,
                                                                  second: named).description)
        }
        if let servicer, let servicerSource, let named = statement.servicer, BankStatementJoiner.differ(named, servicer) {
            throw BankFileError(file: statement.source.file, place: .statement(statement.source),
                                message: JoinProblem.twoCustomers(what: "bank", first: servicerSource.description, firstName: servicer,
                                                                  second: named).description)
        }
    }

    /// Whether two names differ beyond case and spacing (`ACME GMBH` and `Acme  GmbH` are one).
    static func differ(_ left: String, _ right: String) -> Bool {
        let fold = { (text: String) in text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        return fold(left) != fold(right)
    }

    /// A statement of an account already read: the same statement again is a duplicate; one
    /// that books an entry another holds too (same day, amount, text and reference: the same
    /// entries in two statements) is an overlap, refused, or with ``dedupe`` joined with the
    /// entries the earlier statements hold left out (and a warning). Consecutive statements of
    /// one day (a bank's intraday statements, each its own entries) are neither.
    private mutating func checkOverlap(_ segment: inout Segment, with earlier: [Segment], account: String) throws(BankFileError) {
        for other in earlier {
            if other.opening == segment.opening, other.closing == segment.closing, other.firstDay == segment.firstDay,
               BankStatementJoiner.sameEntries(other.entries, segment.entries) {
                throw BankFileError(file: segment.source.file, place: .statement(segment.source),
                                    message: JoinProblem.duplicate(of: other.source.description).description)
            }
        }
        guard let days = segment.bookedDays else { return }
        let sharingDays = earlier.filter { $0.bookedDays.map { $0.overlaps(days) } ?? false }
        // Only statements that share days are compared entry by entry (the one statement of a
        // large file is never hashed).
        guard !sharingDays.isEmpty else { return }
        let mine = Set(segment.entries.lazy.filter { !$0.isPending }.map(EntryKey.init))
        var found: (other: Segment, day: CalendarDate)?
        for other in sharingDays {
            if let shared = other.entries.first(where: { !$0.isPending && mine.contains(EntryKey($0)) }) {
                found = (other, shared.date)
                break
            }
        }
        guard let (other, day) = found else { return }
        guard dedupe else {
            throw BankFileError(file: segment.source.file, place: .statement(segment.source), message: JoinProblem.overlap(
                account: AccountNumber.masked(account), other: other.source.description, day: day).description)
        }
        // Each entry once: as many of an entry as the earlier statements hold are left out.
        var held: [EntryKey: Int] = [:]
        for earlierSegment in earlier {
            for entry in earlierSegment.entries where !entry.isPending { held[EntryKey(entry), default: 0] += 1 }
        }
        let before = segment.entries.count
        segment.entries = segment.entries.filter { entry in
            guard !entry.isPending, let count = held[EntryKey(entry)], count > 0 else { return true }
            held[EntryKey(entry)] = count - 1
            return false
        }
        segment.overlaps = true
        warnings.note(file: segment.source.file, JoinProblem.Reading.deduplicated(segment.source.description, other: other.source.description,
                                                                                 dropped: before - segment.entries.count))
    }

    /// What makes two booked entries the same entry.
    private struct EntryKey: Hashable {
        var date: CalendarDate
        var amount: Decimal
        var description: String
        var reference: String?
        init(_ entry: BankEntry) {
            (date, amount, description, reference) = (entry.date, entry.amount, entry.description, entry.reference)
        }
    }

    private static func sameEntries(_ left: [BankEntry], _ right: [BankEntry]) -> Bool {
        left.count == right.count && zip(left, right).allSatisfy { EntryKey($0) == EntryKey($1) && $0.isPending == $1.isPending }
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

    /// The joined statement, the joiner's accounts moved into it; ``warnings`` afterwards holds
    /// what joining noted too (a notification's entries left as a statement of their own, balances
    /// some statements state and others not), so read them after this.
    ///
    /// - Throws: no statement at all, two statements of one account that do not chain, or a
    ///   notification that does not agree with its statement.
    package mutating func statement() throws(BankFileError) -> Statement {
        try linkNotifications()
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
            for (previous, next) in zip(segments, segments.dropFirst()) where !next.overlaps && !previous.overlaps {
                guard let closing = previous.closing, let opening = next.opening, closing != opening else { continue }
                throw BankFileError(file: next.source.file, place: .statement(next.source), message: JoinProblem.gap(
                    previous: previous.source.description, closing: closing, opening: opening, currency: key.currency).description)
            }
            let accountID = idsShared[key.id] == nil ? key.id : "\(key.id)-\(key.currency)"
            // The account's balances are the ones its statements state: the first one's opening and
            // the last one's closing, when every statement states both. A statement stating none
            // (a camt.054, an MT942, BAI2 without ledger balances, a CSV without a balance column,
            // OFX without LEDGERBAL) leaves the account "balances not stated": no figure is ever
            // worked out from what was booked, and a statement that did state some is named.
            let (opening, balance) = BankStatementJoiner.balances(of: segments)
            joinedAccounts.append(Account(id: accountID, type: pending.type, name: pending.name ?? AccountNumber.masked(key.id),
                                          balance: balance, currency: key.currency, openingBalance: opening,
                                          number: pending.hasNumber ? key.id : nil))
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
                                                    status: entry.isPending ? .pending : .completed,
                                                    reference: entry.endToEndReference ?? entry.reference,
                                                    counterparty: entry.counterparty, originalAmount: entry.originalAmount))
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

    /// An account's opening and closing balance from its statements in date order: the first
    /// one's opening and the last one's closing when every statement states both; else nil and
    /// nil ("balances not stated"), which ``noteBalancesNotShown(_:earlier:account:)`` has said.
    private static func balances(of segments: [Segment]) -> (opening: Decimal?, closing: Decimal?) {
        guard segments.allSatisfy({ $0.opening != nil && $0.closing != nil }) else { return (nil, nil) }
        return (segments.first?.opening, segments.last?.closing)
    }

    /// Warns, as each statement is added, when a balance a statement states will not be shown: a
    /// statement stating one balance only, or one stating both where another of its account
    /// states none (or the other way round). Noted here, not in the consuming ``statement()``,
    /// whose changes to the joiner its caller never sees.
    private mutating func noteBalancesNotShown(_ segment: Segment, earlier: [Segment], account: String) {
        if (segment.opening == nil) != (segment.closing == nil) {
            warnings.note(file: segment.source.file, JoinProblem.Reading.oneBalance(
                "\(segment.source.noun) \(segment.source.position)", stated: segment.opening != nil ? "opening" : "closing"))
            return
        }
        let states = segment.opening != nil
        guard let other = earlier.first(where: { ($0.opening != nil && $0.closing != nil) != states && ($0.opening == nil) == ($0.closing == nil) })
        else { return }
        let (stating, notStating) = states ? (segment, other) : (other, segment)
        warnings.note(file: notStating.source.file, JoinProblem.Reading.balancesNotShown(
            account: AccountNumber.masked(account), stating: stating.source.description, notStating: notStating.source.description))
    }

    /// The description as shown: a reversal says so first, as the bank marked it.
    static func shown(_ entry: BankEntry) -> String {
        entry.isReversal ? "↩ " + entry.description : entry.description
    }
}
