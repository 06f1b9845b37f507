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
