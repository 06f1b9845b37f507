// How a report puts a million transactions in order fast: integer sort keys, sorted in
// shares on several threads, and an in-place reorder. One of the library's few files with
// raw pointers; each use states its invariant below.

extension StatementReport {
    /// The transactions' indices, newest first; equal dates keep their input order.
    ///
    /// Each transaction is given one 128-bit key that orders as ``TransactionDate`` does,
    /// its index in the low bits, so a million transactions sort as plain integers, without
    /// a comparison closure reaching into the array. With several `jobs`, each sorts a share
    /// of the keys and the sorted shares are merged.
    ///
    /// The threads write into one key buffer (made on this thread: per-thread arrays cost
    /// 8 MB more peak memory for a million transactions, kept by the threads' malloc arenas).
    /// Invariant: the shares are disjoint ranges that cover the buffer (checked in debug
    /// builds), and each thread writes and sorts only its own, so no byte is touched by two.
    ///
    /// ```swift
    /// StatementReport.newestFirst(statement.transactions)  // [2, 0, 1] for Nov 20, Nov 19, Nov 19
    /// ```
    static func newestFirst(_ transactions: [Transaction], jobs: Int = 1) -> [Int] {
        let count = transactions.count
        var keys = [UInt128](repeating: 0, count: count)
        let parts = count >= 65_536 ? min(max(1, jobs), 8) : 1
        let shares = (0..<parts).map { (count * $0 / parts)..<(count * ($0 + 1) / parts) }
        assert(shares.first?.lowerBound == 0 && shares.last?.upperBound == count
               && zip(shares, shares.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound }, "shares tile the keys")
        keys.withUnsafeMutableBufferPointer { buffer in
            // Each thread writes and sorts its own share of the keys only: safe to hand over.
            let keys = UnsafeTransfer(buffer)
            Parallel.forEach(parts, jobs: parts) { part in
                for index in shares[part] {
                    keys.value[index] = sortKey(transactions[index].date) << 32 | UInt128(UInt32.max - UInt32(index))
                }
                var share = UnsafeMutableBufferPointer(rebasing: keys.value[shares[part]])
                share.sort(by: >)
            }
        }
        // Merge the sorted shares, taking the largest key left each time.
        var order = [Int]()
        order.reserveCapacity(count)
        var next = shares.map(\.lowerBound)
        while order.count < count {
            var best = -1
            for part in 0..<parts where next[part] < shares[part].upperBound {
                if best < 0 || keys[next[part]] > keys[next[best]] { best = part }
            }
            order.append(Int(UInt32.max - UInt32(truncatingIfNeeded: keys[next[best]])))
            next[best] += 1
        }
        return order
    }

    /// Puts `elements` in the order of `order` (a permutation of their indices) in place,
    /// moving each once and copying none: `elements[i]` becomes the old `elements[order[i]]`.
    ///
    /// A report renders its rows in this order; rows that follow each other in memory read
    /// far faster than a million scattered ones. The moves follow the permutation's cycles,
    /// so no scratch copy of the elements is needed (a moved-out copy of a million
    /// transactions would cost almost 90 MB at the memory peak).
    ///
    /// Raw moves, because `Array.swapAt` copies (retaining and releasing every string of a
    /// transaction): swaps took 11 % of an HTML render of a million transactions. Invariant:
    /// `order` is a permutation of the indices (its size checked always, its being a
    /// permutation in debug builds), so within each cycle every slot is moved out of once
    /// and initialized once, and no slot is read while it is uninitialized.
    ///
    /// ```swift
    /// var letters = ["a", "b", "c"]
    /// StatementReport.reorder(&letters, by: [2, 0, 1])  // ["c", "a", "b"]
    /// ```
    static func reorder<Element>(_ elements: inout [Element], by order: [Int]) {
        precondition(order.count == elements.count, "an order for every element")
        assert(Set(order).count == order.count, "a permutation")
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
