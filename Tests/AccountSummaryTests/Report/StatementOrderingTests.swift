@testable import AccountSummary
import Foundation
import Testing

/// `StatementReport.newestFirst`: the integer keys order transactions exactly as
/// `TransactionDate` does, newest first, input order among equals.
@Suite("Transaction order")
struct StatementOrderingTests {
    @Test("keys sort as TransactionDate compares, on seeded days and moments with ties")
    func matchesComparison() throws {
        var random = SeededRandom(seed: 0x0D8E)
        var transactions: [Transaction] = []
        for index in 0..<5_000 {
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
        #expect(StatementReport.newestFirst(transactions) == expected)
        #expect(StatementReport.newestFirst([]) == [])
    }
}
