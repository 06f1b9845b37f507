import Testing
@testable import AccountSummary
import AccountSummaryScale

/// `Locked`: the lock for shared state that ThreadSanitizer can check (`.ci/sanitize` runs
/// this suite under it, where a contended `Synchronization.Mutex` is reported as racing).
@Suite("Locked")
struct LockedTests {
    final class Box {
        var count = 0
    }

    @Test("16 threads adding under the lock lose no addition, to a value or through a reference",
          arguments: [1, 2, 16])
    func contendedCounts(jobs: Int) {
        let counter = Locked(0)
        let box = Locked(Box())
        Threads(jobs: jobs).forEach(16) { _ in
            for _ in 0..<2_000 {
                counter.withLock { $0 += 1 }
                box.withLock { $0.count += 1 }
            }
        }
        #expect(counter.withLock { $0 } == 32_000)
        #expect(box.withLock { $0.count } == 32_000)
    }

    @Test("a typed error thrown inside leaves the lock released and the change made before it")
    func throwingBody() {
        enum Refusal: Error, Equatable { case no }
        let value = Locked([1])
        #expect(throws: Refusal.no) {
            try value.withLock { (list: inout [Int]) throws(Refusal) in
                list.append(2)
                throw .no
            }
        }
        #expect(value.withLock { $0 } == [1, 2])  // would deadlock had the lock stayed held
    }
}
