// The one unchecked escape from the compiler's Sendable checks that the library's seams use.

/// A value handed to a ``WorkSharing``'s threads that the compiler cannot
/// prove safe to share.
///
/// `@unchecked Sendable`, so each place that makes one must say why its value is safe: the
/// threads only read it, and reading it changes no state (no lazily filled caches, no
/// class references that a reader mutates). This file is the seam's one unchecked escape
/// from the compiler's checks; prefer `Sendable` values and ``Slots``.
///
/// ```swift
/// let context = UnsafeTransfer(walker)  // read-only copies, one per thread
/// work.forEach(2) { part in var walker = context.value; … }
/// ```
package struct UnsafeTransfer<Value>: @unchecked Sendable {
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
