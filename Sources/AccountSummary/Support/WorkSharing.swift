// The seam where speed plugs in. The library never starts a thread: the few loops that
// dominate a large statement (walking a streamed read's blocks, putting a million
// transactions in order, rendering a long list) ask a `WorkSharing` to run them. `Serial`,
// here, runs everything on the caller's thread, safely and simply; the scale module's
// `Threads` shares the same work among threads, with the same results.

/// How the library's heavy loops are run: on the caller's thread, or shared among threads
/// by an engine plugged in from outside (the command plugs in the scale module's `Threads`).
///
/// It refines the template engine's `OrderedWork` (`jobs` and `forEachInOrder`), so the same
/// engine renders a long list's chunks.
///
/// Every method gives the same result whatever the engine; an engine may only be faster.
///
/// ```swift
/// let work: any WorkSharing = Serial()
/// let squares = Slots<Int>(count: 3)
/// work.forEach(3) { squares[$0] = $0 * $0 }  // 0, 1, 4
/// ```
package protocol WorkSharing: OrderedWork {
    /// Runs `body` once for every index in `0..<count`, in any order, maybe at once.
    func forEach(_ count: Int, _ body: @Sendable (Int) -> Void)

    /// Runs `produce`, handing each item it puts to `consume` on this thread, in order, and
    /// returns what `produce` returned; an engine may run `produce` ahead on a thread of its
    /// own, a few items in flight.
    func pipeline<Item: Sendable, Outcome: Sendable>(
        produce: @escaping @Sendable (_ put: (Item) -> Void) -> Outcome, consume: (Item) -> Void
    ) -> Outcome

    /// Puts `transactions` newest first, equal dates in their input order.
    func sortNewestFirst(_ transactions: inout [Transaction])
}

/// Everything on the caller's thread: what an app gets, and what one job means.
///
/// ```swift
/// var transactions = Statement.sample.transactions
/// Serial().sortNewestFirst(&transactions)
/// ```
package struct Serial: WorkSharing {
    package init() {}

    package var jobs: Int { 1 }

    package func forEach(_ count: Int, _ body: @Sendable (Int) -> Void) {
        for index in 0..<count { body(index) }
    }

    package func forEachInOrder<Value: Sendable>(_ count: Int, make: @Sendable (Int) -> Value, consume: (Int, Value) -> Void) {
        for index in 0..<count { consume(index, make(index)) }
    }

    package func pipeline<Item: Sendable, Outcome: Sendable>(
        produce: @escaping @Sendable (_ put: (Item) -> Void) -> Outcome, consume: (Item) -> Void
    ) -> Outcome {
        produce { consume($0) }
    }

    package func sortNewestFirst(_ transactions: inout [Transaction]) {
        let order = Transaction.newestFirstKeys(transactions).sorted(by: >).map(Transaction.index(ofKey:))
        let old = transactions
        transactions = order.map { old[$0] }
    }
}

extension Transaction {
    /// One 128-bit key per transaction that orders as its date does (``TransactionDate/sortKey``),
    /// its index in the low 32 bits, made so that larger keys come first and equal dates keep
    /// their input order: sorted descending, the keys are the transactions newest first.
    ///
    /// ```swift
    /// Transaction.newestFirstKeys(transactions).sorted(by: >).map(Transaction.index(ofKey:))  // [2, 0, 1]
    /// ```
    package static func newestFirstKeys(_ transactions: [Transaction]) -> [UInt128] {
        precondition(transactions.count <= Int(UInt32.max), "fewer than 2³² transactions")
        return transactions.indices.map { newestFirstKey(transactions[$0].date, index: $0) }
    }

    /// The key of the transaction at `index` dated `date`; see ``newestFirstKeys(_:)``.
    package static func newestFirstKey(_ date: TransactionDate, index: Int) -> UInt128 {
        date.sortKey << 32 | UInt128(UInt32.max - UInt32(index))
    }

    /// The index a key of ``newestFirstKeys(_:)`` was made for.
    package static func index(ofKey key: UInt128) -> Int {
        Int(UInt32.max - UInt32(truncatingIfNeeded: key))
    }
}

extension TransactionDate {
    /// 88 bits that order as ``TransactionDate`` does: the day (22 bits, from a million days
    /// before 1970), then 1 for a day or 0 for a moment, and a moment's second of the day
    /// (17 bits), nanosecond (30 bits) and offset, larger offsets first (18 bits).
    ///
    /// ```swift
    /// TransactionDate.day(CalendarDate(2026, 11, 20)).sortKey > TransactionDate.day(CalendarDate(2026, 11, 19)).sortKey  // true
    /// ```
    package var sortKey: UInt128 {
        let day = UInt128(calendarDate.daysSinceUnixEpoch + 1_000_000) << 66
        switch self {
        case .day:
            return day | 1 << 65
        case .moment(let moment):
            let second = UInt128(moment.hour * 3600 + moment.minute * 60 + moment.second)
            let offset = UInt128(Timestamp.maximumUTCOffsetSeconds - moment.utcOffsetSeconds)
            return day | second << 48 | UInt128(moment.nanosecond) << 18 | offset
        }
    }
}
