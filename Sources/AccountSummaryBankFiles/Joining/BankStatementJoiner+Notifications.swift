import AccountSummary
import Foundation

/// Notifications (camt.054) linked to the statements of their account.
///
/// A bank that books a batch (a payroll run, a day's QR-bill credits) shows one entry for the
/// booked sum on its statement and gives the batch's transactions in a camt.054. Given both, the
/// statement's entry becomes those transactions, which must add up to its booked amount exactly;
/// the notification's entries are not counted a second time. The rules, chosen so that nothing is
/// counted twice or dropped:
///
/// - a notification's entry is linked to the statement entry of its account (camt.053 or
///   camt.052) with the same reference (`AcctSvcrRef`, else `NtryRef`), the first such entry
///   with the same amount when several share it; failing that, the one entry with the same
///   batch payment information id (`Btch/PmtInfId`). The Finnish banks' camt.053/camt.054 pair
///   and PostFinance's files link by `AcctSvcrRef`;
/// - a linked batch entry's transactions take the statement entry's place, dated as it is; their
///   sum must equal its amount exactly, else the run fails naming both files and both figures. A
///   linked single entry must book the same amount; the statement's entry stays, completed with
///   the counterparty, end-to-end reference and original amount the notification adds;
/// - an entry linked to a statement entry another notification's entry took already is an error
///   (the same notification given twice);
/// - an entry with no link, on a day a camt.053 of the account covers, is an error: the statement
///   lists every booking of its days, so the files disagree;
/// - the entries left (another day, or no statement of the account given) are a statement of
///   their own, balances not stated, joined under the usual rules (duplicates and overlaps refused).
///
/// ```swift
/// var joiner = BankStatementJoiner()
/// try joiner.add(statement)     // camt.053: a batch entry of −4230.05 (AcctSvcrRef 091029ACCTSTMTARCH03)
/// try joiner.add(notification)  // camt.054: the same entry with its three transactions
/// try joiner.statement().transactions.count  // the statement's entries, the batch as three
/// ```
extension BankStatementJoiner {
    /// Where a statement stands: its account and position among the account's statements.
    struct SegmentPlace: Hashable {
        var key: AccountKey
        var segment: Int
    }

    /// Where a statement's entry stands: its account, statement and position.
    struct EntryPlace: Hashable {
        var key: AccountKey
        var segment: Int
        var entry: Int
    }

    /// Links every notification read to its account's statements (see the type's rules); what is
    /// left of each becomes a statement of its own.
    mutating func linkNotifications() throws(BankFileError) {
        let read = notifications
        notifications = []
        var taken: [EntryPlace: BankSource] = [:]
        var replaced: [EntryPlace: [BankEntry]] = [:]
        var indexes: [AccountKey: LinkIndex] = [:]
        for notification in read {
            let key = AccountKey(id: notification.accountID, currency: notification.currency)
            let segments = accounts[key]?.segments ?? []
            if indexes[key] == nil { indexes[key] = LinkIndex(segments) }
            var rest: [BankEntry] = []
            for entry in notification.entries {
                guard let found = indexes[key]!.link(entry, in: segments, taken: { taken[EntryPlace(key: key, segment: $0, entry: $1)] != nil }) else {
                    if !entry.isPending, let statement = segments.first(where: { $0.kind == .statement && $0.coverage?.contains(entry.date) == true }) {
                        throw BankFileError(file: notification.source.file, place: .statement(notification.source), message: JoinProblem.notInStatement(
                            reference: entry.reference, amount: entry.amount, currency: key.currency, day: entry.date,
                            statement: statement.source.description).description)
                    }
                    rest.append(entry)
                    continue
                }
                let place = EntryPlace(key: key, segment: found.segment, entry: found.entry)
                let booked = segments[found.segment].entries[found.entry]
                let statementSource = segments[found.segment].source
                if let other = taken[place] {
                    throw BankFileError(file: notification.source.file, place: .statement(notification.source), message: JoinProblem.notifiedTwice(
                        reference: booked.reference ?? "", statement: statementSource.description, other: other.description).description)
                }
                taken[place] = notification.source
                replaced[place] = try BankStatementJoiner.parts(of: booked, from: entry, statement: statementSource,
                                                                notification: notification.source, currency: key.currency)
            }
            if !rest.isEmpty || notification.entries.isEmpty {
                var own = notification
                own.entries = rest
                try addSegment(own)
            }
        }
        // The statements' entries, each linked one replaced by what its notification gives.
        for (key, segmentIndex) in Set(replaced.keys.map { SegmentPlace(key: $0.key, segment: $0.segment) }).map({ ($0.key, $0.segment) }) {
            let entries = accounts[key]!.segments[segmentIndex].entries
            var joined: [BankEntry] = []
            joined.reserveCapacity(entries.count)
            for (index, entry) in entries.enumerated() {
                if let parts = replaced[EntryPlace(key: key, segment: segmentIndex, entry: index)] { joined += parts } else { joined.append(entry) }
            }
            accounts[key]!.segments[segmentIndex].entries = joined
        }
    }

    /// What a statement's entry becomes, given the notification's entry linked to it: a batch's
    /// transactions (dated as the statement's entry), or the statement's entry completed with what
    /// the notification adds; checked to book the same amount exactly.
    static func parts(of booked: BankEntry, from notified: BankEntry, statement: BankSource, notification: BankSource,
                      currency: String) throws(BankFileError) -> [BankEntry] {
        let reference = booked.reference ?? notified.reference ?? ""
        if let details = notified.batchDetails {
            guard !details.isEmpty else {
                throw BankFileError(file: notification.file, place: .statement(notification), message: JoinProblem.batchWithoutAmounts(
                    reference: reference, statement: statement.description).description)
            }
            var sum = ExactArithmetic()
            var total = Decimal(0)
            for detail in details { total = sum.add(total, detail.amount) }
            guard sum.isExact, total == booked.amount else {
                throw BankFileError(file: notification.file, place: .statement(notification), message: JoinProblem.batchSum(
                    reference: reference, statement: statement.description, booked: booked.amount, sum: total, currency: currency,
                    count: details.count).description)
            }
            return details.map { detail in
                var part = detail
                part.date = booked.date
                part.isPending = booked.isPending
                return part
            }
        }
        guard notified.amount == booked.amount else {
            throw BankFileError(file: notification.file, place: .statement(notification), message: JoinProblem.batchSum(
                reference: reference, statement: statement.description, booked: booked.amount, sum: notified.amount, currency: currency,
                count: 1).description)
        }
        var completed = booked
        if completed.counterparty == nil { completed.counterparty = notified.counterparty }
        if completed.endToEndReference == nil { completed.endToEndReference = notified.endToEndReference }
        if completed.originalAmount == nil { completed.originalAmount = notified.originalAmount }
        return [completed]
    }

    /// The statement entries of one account by reference and by batch payment information id,
    /// built once for all its notifications.
    struct LinkIndex {
        private var byReference: [String: [(segment: Int, entry: Int)]] = [:]
        private var byBatch: [String: [(segment: Int, entry: Int)]] = [:]

        init(_ segments: [Segment]) {
            for (segmentIndex, segment) in segments.enumerated() where segment.kind != .notification {
                for (entryIndex, entry) in segment.entries.enumerated() {
                    if let reference = entry.reference { byReference[reference, default: []].append((segmentIndex, entryIndex)) }
                    if let batch = entry.batchReference { byBatch[batch, default: []].append((segmentIndex, entryIndex)) }
                }
            }
        }

        /// The statement entry a notification's entry is linked to: the first not `taken` yet with
        /// its reference and amount (else the first taken one, which the caller refuses), else the
        /// one with its reference, else the one with its batch id.
        func link(_ entry: BankEntry, in segments: [Segment], taken: (Int, Int) -> Bool) -> (segment: Int, entry: Int)? {
            if let reference = entry.reference, let candidates = byReference[reference] {
                let same = candidates.filter { segments[$0.segment].entries[$0.entry].amount == entry.amount }
                if let free = same.first(where: { !taken($0.segment, $0.entry) }) ?? same.first { return free }
                if candidates.count == 1 { return candidates[0] }
            }
            if let batch = entry.batchReference, let candidates = byBatch[batch], candidates.count == 1 { return candidates[0] }
            return nil
        }
    }
}
