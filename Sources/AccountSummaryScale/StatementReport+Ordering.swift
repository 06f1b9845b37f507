// How a report puts a million transactions in order fast: integer sort keys, sorted in
// shares on several threads, and an in-place reorder (`Threads.sortNewestFirst`). One of the
// package's few files with raw pointers; each use states its invariant below. The library's
// own `Serial` does the same safely, with copies.

import AccountSummary

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
    package static func newestFirst(_ transactions: [Transaction], jobs: Int = 1) -> [Int] {
        let count = transactions.count
        precondition(count <= Int(UInt32.max), "fewer than 2³² transactions")
        var keys = [UInt128](repeating: 0, count: count)
        let parts = count >= 65_536 ? min(max(1, jobs), 8) : 1
        let shares = (0..<parts).map { (count * $0 / parts)..<(count * ($0 + 1) / parts) }
        assert(shares.first?.lowerBound == 0 && shares.last?.upperBound == count
               && zip(shares, shares.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound }, "shares tile the keys")
        keys.withUnsafeMutableBufferPointer { buffer in
            // Each thread writes and sorts its own share of the keys only: safe to hand over.
            let keys = UnsafeTransfer(buffer)
            Threads(jobs: parts).forEach(parts) { part in
                for index in shares[part] {
                    keys.value[index] = Transaction.newestFirstKey(transactions[index].date, index: index)
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
            order.append(Transaction.index(ofKey: keys[next[best]]))
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
    package static func reorder<Element>(_ elements: inout [Element], by order: [Int]) {
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
}
