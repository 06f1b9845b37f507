import Foundation

/// A fixed array written at distinct indices by different threads, read after they finish.
///
/// ```swift
/// let names = Slots<String>(count: 2)
/// Parallel.forEach(2, jobs: 2) { names[$0] = "job \($0)" }
/// names[1]  // "job 1"
/// ```
///
/// Each access takes a lock, so it is safe whatever threads do; workers write one slot per
/// piece of work (a chunk, a share, a statement), so the lock is never what they wait on.
///
/// `@unchecked Sendable` because `Element` need not be `Sendable` (the streamed reader hands
/// over its problem builders): a worker moves a value it made into its slot and keeps no
/// other reference to it, and the caller reads the slots only after ``Parallel/forEach(_:jobs:_:)``
/// returns, so no value is ever used on two threads at once.
package final class Slots<Element>: @unchecked Sendable {
    private let lock = NSLock()
    /// Read and written only with `lock` held.
    private var storage: [Element?]

    package init(count: Int) {
        storage = [Element?](repeating: nil, count: count)
    }

    package subscript(index: Int) -> Element? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    package var count: Int { lock.withLock { storage.count } }
}
