/// A value handed to other threads that the compiler cannot prove safe to share.
///
/// Each place that makes one says why its value is safe: typically, the threads only read
/// it, and it holds no state that reading changes.
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
