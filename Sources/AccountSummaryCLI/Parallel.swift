import Dispatch
import Synchronization

/// Runs `body` for every index in `0..<count` on `jobs` threads; each index exactly once.
///
/// Workers pull the next index from a shared counter, so a slow item never
/// holds back the rest. Results go into a ``Slots`` buffer by index, which
/// keeps the output order independent of the number of jobs.
enum Parallel {
    static func forEach(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> Void) {
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
}

/// A fixed array written at distinct indices by different threads, read after they finish.
///
/// `@unchecked Sendable`: each index is written by exactly one worker
/// (``Parallel/forEach(_:jobs:_:)`` hands every index out once) and read only
/// after `forEach` returns, so no two threads touch the same element.
final class Slots<Element>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Element?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    subscript(index: Int) -> Element? {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    var count: Int { storage.count }
}
