@testable import AccountSummary
import AccountSummaryScale
import Foundation
import Testing

/// `StatementReport.newestFirst` and the engines' `sortNewestFirst`: the integer keys order transactions exactly as
/// `TransactionDate` does, newest first, input order among equals.
@Suite("Transaction order")
struct StatementOrderingTests {
    @Test("keys sort as TransactionDate compares, on seeded days and moments with ties; shared by jobs or not",
          arguments: [(5_000, 1), (70_000, 1), (70_000, 2), (70_000, 3)])
    func matchesComparison(count: Int, jobs: Int) throws {
        var random = SeededRandom(seed: 0x0D8E)
        var transactions: [Transaction] = []
        for index in 0..<count {
            let day = try #require(CalendarDate(year: [1, 1969, 1970, 2026, 9999][random.below(5)], month: 1 + random.below(2),
                                               day: 1 + random.below(3)))
            let date: TransactionDate
            if random.below(3) == 0 {
                date = .day(day)
            } else {
                date = .moment(try #require(Timestamp(
                    date: day, hour: [0, 12, 23][random.below(3)], minute: random.below(2) * 59, second: random.below(2) * 59,
                    nanosecond: [0, 1, 999_999_999][random.below(3)],
                    utcOffsetSeconds: [0, -Timestamp.maximumUTCOffsetSeconds, Timestamp.maximumUTCOffsetSeconds, 19_800][random.below(4)])))
            }
            transactions.append(Transaction(id: "t\(index)", accountId: "a", date: date, description: "", amount: 1,
                                            status: .completed))
        }
        let expected = transactions.indices.sorted { lhs, rhs in
            transactions[lhs].date != transactions[rhs].date ? transactions[lhs].date > transactions[rhs].date : lhs < rhs
        }
        #expect(StatementReport.newestFirst(transactions, jobs: jobs) == expected)
        #expect(StatementReport.newestFirst([]) == [])
        // Both engines of the seam put the transactions themselves in that order: the
        // library's own (copies, no threads) and the scale module's (keys in shares, moved in place).
        let engines: [any WorkSharing] = [Serial(), Threads(jobs: jobs)]
        for engine in engines {
            var sorted = transactions
            engine.sortNewestFirst(&sorted)
            #expect(sorted.map(\.id) == expected.map { transactions[$0].id })
        }
    }

    /// Counts how many of its instances are alive.
    final class Tracked {
        nonisolated(unsafe) static var alive = 0
        let value: Int
        init(_ value: Int) {
            self.value = value
            Tracked.alive += 1
        }
        deinit { Tracked.alive -= 1 }
    }

    @Test("reordering in place moves each element once, loses none and copies none", .serialized, arguments: [0, 1, 2, 7, 1_000])
    func reorderInPlace(count: Int) {
        var random = SeededRandom(seed: UInt64(count) + 1)
        var order = Array(0..<count)
        for index in order.indices.reversed() where index > 0 { order.swapAt(index, random.below(index + 1)) }
        do {
            var elements = (0..<count).map { Tracked($0) }
            StatementReport.reorder(&elements, by: order)
            #expect(elements.map(\.value) == order)
            #expect(Tracked.alive == count)
        }
        #expect(Tracked.alive == 0)
        var letters = ["a", "b", "c"]
        StatementReport.reorder(&letters, by: [2, 0, 1])
        #expect(letters == ["c", "a", "b"])
    }
}
