extension StatementReport {
    /// The transactions' indices, newest first; equal dates keep their input order.
    ///
    /// Each transaction is given one 128-bit key that orders as ``TransactionDate`` does,
    /// its index in the low bits, so a million transactions sort as plain integers, without
    /// a comparison closure reaching into the array.
    ///
    /// ```swift
    /// StatementReport.newestFirst(statement.transactions)  // [2, 0, 1] for Nov 20, Nov 19, Nov 19
    /// ```
    static func newestFirst(_ transactions: [Transaction]) -> [Int] {
        var keys = [UInt128](repeating: 0, count: transactions.count)
        for index in transactions.indices {
            keys[index] = sortKey(transactions[index].date) << 32 | UInt128(UInt32.max - UInt32(index))
        }
        keys.sort(by: >)
        return keys.map { Int(UInt32.max - UInt32(truncatingIfNeeded: $0)) }
    }

    /// Puts `transactions` in the order of `order` (a permutation of their indices) in place,
    /// moving each once and copying none: `transactions[i]` becomes the old `transactions[order[i]]`.
    ///
    /// A report renders its rows in this order; rows that follow each other in memory read
    /// far faster than a million scattered ones.
    ///
    /// ```swift
    /// var letters = ["a", "b", "c"]
    /// StatementReport.reorder(&letters, by: [2, 0, 1])  // ["c", "a", "b"]
    /// ```
    static func reorder<Element>(_ elements: inout [Element], by order: [Int]) {
        precondition(order.count == elements.count, "an order for every element")
        var placed = [Bool](repeating: false, count: elements.count)
        elements.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for start in buffer.indices where !placed[start] {
                // Follow the cycle through `start`: each slot takes the element `order` names.
                let first = (base + start).move()
                var slot = start
                while true {
                    placed[slot] = true
                    let source = order[slot]
                    if source == start {
                        (base + slot).initialize(to: first)
                        break
                    }
                    (base + slot).moveInitialize(from: base + source, count: 1)
                    slot = source
                }
            }
        }
    }

    /// 88 bits that order as ``TransactionDate`` does: the day (22 bits, from a million days
    /// before 1970), then 1 for a day or 0 for a moment, and a moment's second of the day
    /// (17 bits), nanosecond (30 bits) and offset, larger offsets first (18 bits).
    static func sortKey(_ date: TransactionDate) -> UInt128 {
        let day = UInt128(date.calendarDate.daysSinceUnixEpoch + 1_000_000) << 66
        switch date {
        case .day:
            return day | 1 << 65
        case .moment(let moment):
            let second = UInt128(moment.hour * 3600 + moment.minute * 60 + moment.second)
            let offset = UInt128(Timestamp.maximumUTCOffsetSeconds - moment.utcOffsetSeconds)
            return day | second << 48 | UInt128(moment.nanosecond) << 18 | offset
        }
    }
}
