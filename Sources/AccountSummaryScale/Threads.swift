// The only place the package starts threads: the scale module's engine for the library's
// `WorkSharing` seam. The library's loops (streamed reads, chunked rendering, ordering) and
// the command's batch run on these threads; their results are those of `Serial`.

import AccountSummary
import Dispatch
import Foundation
import Synchronization

/// Work shared among `jobs` threads.
///
/// ```swift
/// let squares = Slots<Int>(count: 100)
/// Threads(jobs: 2).forEach(100) { squares[$0] = $0 * $0 }
/// ```
///
/// Workers pull the next index from a shared counter, so a slow item never holds back the
/// rest. Results go into a ``Slots`` buffer by index, which keeps the output order
/// independent of the number of jobs.
package struct Threads: WorkSharing {
    package let jobs: Int

    /// - Parameter jobs: how many threads may work at once; less than 1 counts as 1.
    package init(jobs: Int) {
        self.jobs = max(1, jobs)
    }

    package func forEach(_ count: Int, _ body: @Sendable (Int) -> Void) {
        guard jobs > 1, count > 1 else {
            for index in 0..<count { body(index) }
            return
        }
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                body(index)
            }
        }
    }

    /// Invariants: indices are handed out in increasing order, and a thread that has made
    /// index `i` waits (on `turn`) until every index before it was consumed, so `consume`
    /// runs for 0, 1, 2… strictly one after another, each call finished (and its writes
    /// published by the condition's lock) before the next starts, and every call finished
    /// before this returns: that is why a `consume` that is not `Sendable` may be called from
    /// the workers. The smallest index not yet consumed is always held by a thread that is
    /// making it or consuming it, never waiting, so the threads never all wait. At most
    /// `jobs` made values wait to be consumed: memory stays that of `jobs` values.
    ///
    /// ```swift
    /// var texts: [String] = []
    /// Threads(jobs: 2).forEachInOrder(4, make: { "part \($0)" }) { _, text in texts.append(text) }
    /// // texts: part 0, part 1, part 2, part 3
    /// ```
    package func forEachInOrder<Value: Sendable>(_ count: Int, make: @Sendable (Int) -> Value, consume: (Int, Value) -> Void) {
        guard jobs > 1, count > 1 else {
            for index in 0..<count { consume(index, make(index)) }
            return
        }
        withoutActuallyEscaping(consume) { consume in
            let consumer = UnsafeTransfer(consume)  // called one at a time, all before returning (above)
            let turn = Turn()
            forEach(count) { index in
                let value = make(index)
                turn.condition.lock()
                while turn.next != index { turn.condition.wait() }
                turn.condition.unlock()
                consumer.value(index, value)
                turn.condition.lock()
                turn.next += 1
                turn.condition.broadcast()
                turn.condition.unlock()
            }
        }
    }

    /// Whose turn it is to consume, for ``forEachInOrder(_:make:consume:)``.
    ///
    /// `@unchecked Sendable`: `next` is read and written only with `condition` locked.
    private final class Turn: @unchecked Sendable {
        let condition = NSCondition()
        var next = 0
    }

    /// With more than one job, `produce` runs on a thread of its own (1 MB of stack) while
    /// this one consumes.
    ///
    /// **Invariants**: at most ``Handoff/capacity`` items wait between the threads, so memory
    /// stays a few items however far the producer could run ahead; this function returns
    /// only after taking the producer's outcome, so whatever `produce` reads outlives it;
    /// `consume` runs on this thread only.
    ///
    /// ```swift
    /// Threads(jobs: 2).pipeline(produce: { put in for block in 0..<3 { put(block) }; return "done" },
    ///                           consume: { print($0) })  // 0, 1, 2; "done"
    /// ```
    package func pipeline<Item: Sendable, Outcome: Sendable>(
        produce: @escaping @Sendable (_ put: (Item) -> Void) -> Outcome, consume: (Item) -> Void
    ) -> Outcome {
        guard jobs > 1 else { return produce { consume($0) } }
        let handoff = Handoff<Item, Outcome>()
        let thread = Thread { handoff.finish(produce { handoff.put($0) }) }
        thread.stackSize = 1 << 20
        thread.start()
        while true {
            switch handoff.next() {
            case .item(let item): consume(item)
            case .finished(let outcome): return outcome
            }
        }
    }

    /// Items on their way from the producer's thread to the consumer's, then the outcome.
    ///
    /// `@unchecked Sendable`: its state is read and written only with `condition` locked.
    final class Handoff<Item: Sendable, Outcome: Sendable>: @unchecked Sendable {
        /// What the consumer's thread takes next.
        enum Next {
            case item(Item)
            case finished(Outcome)
        }

        /// Items made and not yet taken, at most.
        static var capacity: Int { 2 }
        private let condition = NSCondition()
        private var waiting: [Item] = []
        private var outcome: Outcome?

        /// Adds an item, once fewer than ``capacity`` wait (producer's thread).
        func put(_ item: Item) {
            condition.lock()
            while waiting.count >= Self.capacity { condition.wait() }
            waiting.append(item)
            condition.broadcast()
            condition.unlock()
        }

        /// Reports how the producer ended, after its last item (producer's thread).
        func finish(_ result: Outcome) {
            condition.lock()
            outcome = result
            condition.broadcast()
            condition.unlock()
        }

        /// The next item, or the outcome once every item has been taken (consumer's thread).
        func next() -> Next {
            condition.lock()
            defer { condition.unlock() }
            while waiting.isEmpty && outcome == nil { condition.wait() }
            if !waiting.isEmpty {
                condition.broadcast()
                return .item(waiting.removeFirst())
            }
            return .finished(outcome!)
        }
    }

    package func sortNewestFirst(_ transactions: inout [Transaction]) {
        StatementReport.reorder(&transactions, by: StatementReport.newestFirst(transactions, jobs: jobs))
    }
}
