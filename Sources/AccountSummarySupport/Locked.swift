// The one lock for shared mutable state that ThreadSanitizer can check: .ci/sanitize relies on it.

import Foundation

/// A value that threads share, read and changed only with its lock held: the shape of
/// `Synchronization.Mutex`, over `NSLock`.
///
/// ```swift
/// let cache = Locked<[String: Int]>([:])
/// cache.withLock { $0["USD en_US"] = 1 }
/// cache.withLock { $0["USD en_US"] }  // 1
/// ```
///
/// Why not `Mutex`: on Linux a contended `Mutex` locks and unlocks in `_lockSlow` and
/// `_unlockSlow`, compiled into the uninstrumented libswiftSynchronization.so and finished by
/// the kernel (`FUTEX_LOCK_PI`/`FUTEX_UNLOCK_PI`), so ThreadSanitizer sees neither that acquire
/// nor the release before it and reports every access inside the lock as a race. Four threads
/// adding 1 under a `Mutex` 200,000 times each end at exactly 800,000 and are still reported;
/// under `NSLock` (a pthread mutex, which ThreadSanitizer intercepts) they are not. With this
/// lock, a real race on the value is still reported.
///
/// **Invariant**: `value` is read and written only inside ``withLock(_:)``, with `lock` held,
/// and `body` gets it `inout` only for that call, so no two threads ever touch it at once;
/// hence `@unchecked Sendable`. A value that `body` returns leaves the lock: return only
/// values that are `Sendable` or that the caller alone keeps using. Guard a value, not `()`:
/// ThreadSanitizer reports a `Locked<Void>` (seen in the first run of this type's tests; the
/// empty value's access is checked at the object's own address, which every caller reads).
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    /// Read and written only with `lock` held.
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the lock held and the value to read or change.
    ///
    /// ```swift
    /// let count = Locked(0)
    /// count.withLock { $0 += 1 }  // 1
    /// ```
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
