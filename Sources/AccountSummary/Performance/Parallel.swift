// The parallel seam: the only place the library starts threads. Template+FastPath.swift,
// StatementReport+Ordering.swift (both in this folder) and the streamed reader use it.

import Dispatch
import Foundation
import Synchronization

/// Runs `body` for every index in `0..<count` on `jobs` threads; each index exactly once.
///
/// ```swift
/// let squares = Slots<Int>(count: 100)
/// Parallel.forEach(100, jobs: 2) { squares[$0] = $0 * $0 }
/// ```
///
/// Workers pull the next index from a shared counter, so a slow item never
/// holds back the rest. Results go into a ``Slots`` buffer by index, which
/// keeps the output order independent of the number of jobs.
package enum Parallel {
    package static func forEach(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> Void) {
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

    /// Makes a value for every index in `0..<count` on `jobs` threads and hands each to
    /// `consume` in index order, one at a time, while later ones are still being made.
    ///
    /// ```swift
    /// let texts = Locked([String]())
    /// Parallel.forEachInOrder(4, jobs: 2, make: { "part \($0)" }) { _, text in texts.withLock { $0.append(text) } }
    /// // texts: part 0, part 1, part 2, part 3
    /// ```
    ///
    /// Invariants: indices are handed out in increasing order, and a thread that has made
    /// index `i` waits (on `turn`) until every index before it was consumed, so `consume`
    /// runs for 0, 1, 2… strictly one after another, each call finished (and its writes
    /// published by the condition's lock) before the next starts, and every call finished
    /// before this returns. The smallest index not yet consumed is always held by a thread
    /// that is making it or consuming it, never waiting, so the threads never all wait. At
    /// most `jobs` made values wait to be consumed: memory stays that of `jobs` values.
    package static func forEachInOrder<Value>(_ count: Int, jobs: Int, make: @Sendable (Int) -> Value,
                                              consume: @Sendable (Int, Value) -> Void) {
        let turn = Turn()
        forEach(count, jobs: jobs) { index in
            let value = make(index)
            turn.condition.lock()
            while turn.next != index { turn.condition.wait() }
            turn.condition.unlock()
            consume(index, value)
            turn.condition.lock()
            turn.next += 1
            turn.condition.broadcast()
            turn.condition.unlock()
        }
    }

    /// Whose turn it is to consume, for ``forEachInOrder(_:jobs:make:consume:)``.
    ///
    /// `@unchecked Sendable`: `next` is read and written only with `condition` locked.
    private final class Turn: @unchecked Sendable {
        let condition = NSCondition()
        var next = 0
    }

    /// Starts `body` on a thread of its own and returns at once; the caller waits for what
    /// `body` reports (the streamed reader's parser hands blocks over this way).
    ///
    /// ```swift
    /// Parallel.detach { handoff.finish(parseEverything()) }
    /// ```
    /// - Parameter stackSize: the thread's stack, in bytes.
    package static func detach(stackSize: Int = 1 << 20, _ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.stackSize = stackSize
        thread.start()
    }
}

/// A value handed to ``Parallel/forEach(_:jobs:_:)``'s threads that the compiler cannot
/// prove safe to share.
///
/// `@unchecked Sendable`, so each place that makes one must say why its value is safe: the
/// threads only read it, and reading it changes no state (no lazily filled caches, no
/// class references that a reader mutates). This file is the seam's one unchecked escape
/// from the compiler's checks; prefer `Sendable` values and ``Slots``.
///
/// ```swift
/// let context = UnsafeTransfer(walker)  // read-only copies, one per thread
/// Parallel.forEach(2, jobs: 2) { part in var walker = context.value; … }
/// ```
package struct UnsafeTransfer<Value>: @unchecked Sendable {
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
