// The formatter's one piece of shared mutable state: the plans learned so far, process-wide.

import Foundation

extension CurrencyFormatter {
    /// The plans learned so far, one per (currency, locale) pair, shared by every thread.
    ///
    /// ```swift
    /// let plan = try PlanCache.shared.plan(for: "USD en_US") { () throws(MoneyError) in
    ///     try Plan.learn(currency: "USD", locale: Locale(identifier: "en_US"))
    /// }
    /// plan.currencyCode  // "USD"
    /// ```
    ///
    /// Locked with `NSLock` (a pthread mutex on Linux), not `Synchronization.Mutex`, so that
    /// ThreadSanitizer can check it. On Linux a `Mutex` that is contended locks and unlocks in
    /// `_lockSlow`/`_unlockSlow`, compiled into the uninstrumented libswiftSynchronization.so
    /// and finished by the kernel (`FUTEX_LOCK_PI`/`FUTEX_UNLOCK_PI`): ThreadSanitizer sees
    /// neither that acquire nor the release before it, and reports the dictionary's accesses
    /// inside the lock as races (3 such reports in the first run; a 4-thread counter under a
    /// `Mutex` counts exactly and is still reported). It intercepts pthread mutexes, so with
    /// this lock a real race here would still be reported. The lock guards a dictionary look-up
    /// per formatter made, never a `format` call, so its cost does not show.
    ///
    /// **Invariant**: `plans` is read and written only with `lock` held. A stored plan is never
    /// replaced (the first one learned for a key wins, so every formatter of a pair shares one),
    /// and a ``Plan`` is immutable (`Sendable`), so handing it out of the lock is safe; hence
    /// `@unchecked Sendable`.
    final class PlanCache: @unchecked Sendable {
        /// The process-wide cache.
        static let shared = PlanCache()

        private let lock = NSLock()
        /// Read and written only with `lock` held; keys are `"USD en_US"`.
        private var plans: [String: Plan] = [:]

        /// The plan stored for `key`, or the one `learn` makes, stored for the next caller.
        ///
        /// `learn` runs outside the lock (it asks Foundation, which is slow): two threads may
        /// learn the same pair at once, and both then get the plan stored first.
        ///
        /// ```swift
        /// try PlanCache.shared.plan(for: "EUR de_DE") { () throws(MoneyError) in try learnEuro() }
        /// ```
        /// - Parameters:
        ///   - key: the currency code and locale identifier, e.g. `"USD en_US"`.
        ///   - learn: makes the plan when none is stored yet.
        func plan(for key: String, learn: () throws(MoneyError) -> Plan) throws(MoneyError) -> Plan {
            if let plan = lock.withLock({ plans[key] }) { return plan }
            let plan = try learn()
            return lock.withLock {
                if let existing = plans[key] { return existing }
                plans[key] = plan
                return plan
            }
        }
    }
}
