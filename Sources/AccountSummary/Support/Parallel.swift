import Dispatch
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
}
