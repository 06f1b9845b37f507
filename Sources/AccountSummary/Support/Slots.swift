/// A fixed array written at distinct indices by different threads, read after they finish.
///
/// ```swift
/// let names = Slots<String>(count: 2)
/// Parallel.forEach(2, jobs: 2) { names[$0] = "job \($0)" }
/// names[1]  // "job 1"
/// ```
///
/// `@unchecked Sendable`: each index is written by exactly one worker
/// (``Parallel/forEach(_:jobs:_:)`` hands every index out once) and read only
/// after `forEach` returns, so no two threads touch the same element.
package final class Slots<Element>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Element?>

    package init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    package subscript(index: Int) -> Element? {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    package var count: Int { storage.count }
}
