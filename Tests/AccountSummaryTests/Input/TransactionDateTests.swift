@testable import AccountSummary
import Testing

extension StatementInputTests {
    @Suite("Transaction dates")
    struct TransactionDateTests {
        static func date(_ text: String) throws -> TransactionDate {
            if let day = CalendarDate(parsing: text) { return .day(day) }
            return .moment(try #require(Timestamp(parsing: text)))
        }

        @Test("by local date, then time of day, a date-only row last in its day")
        func ordering() throws {
            let texts = [
                "2026-11-21",
                "2026-11-20",
                "2026-11-20T23:59:59.999999999-05:00",
                "2026-11-20T09:15:00-05:00",
                "2026-11-20T09:15:00+09:00",   // same local time, an earlier instant
                "2026-11-21T00:30:00+14:00",   // 2026-11-20T10:30Z, but the 21st locally
                "2026-11-20T00:00:00Z",
            ]
            let dates = try texts.map(Self.date)
            #expect(dates.sorted().map(\.description) == [
                "2026-11-20T00:00:00Z",
                "2026-11-20T09:15:00+09:00",
                "2026-11-20T09:15:00-05:00",
                "2026-11-20T23:59:59.999999999-05:00",
                "2026-11-20",
                "2026-11-21T00:30:00+14:00",
                "2026-11-21",
            ])
        }

        @Test("newest first puts date-only rows above the timed rows of their day")
        func newestFirst() throws {
            let dates = try ["2026-11-20T09:15:00-05:00", "2026-11-20", "2026-11-19", "2026-11-20T18:00:00-05:00"]
                .map(Self.date)
            #expect(dates.sorted(by: >).map(\.description) == [
                "2026-11-20", "2026-11-20T18:00:00-05:00", "2026-11-20T09:15:00-05:00", "2026-11-19",
            ])
        }

        @Test("the order is strict and agrees with equality", arguments: [
            ("2026-11-20", "2026-11-20"),
            ("2026-11-20T09:15:00-05:00", "2026-11-20T09:15:00-05:00"),
            ("2026-11-20T09:15:00-05:00", "2026-11-20T09:15:00+01:00"),
            ("2026-11-20", "2026-11-20T09:15:00Z"),
        ])
        func consistency(_ left: String, _ right: String) throws {
            let (a, b) = (try Self.date(left), try Self.date(right))
            let ordered = [a < b, b < a, a == b]
            #expect(ordered.filter { $0 }.count == 1)
            #expect(!(a < a))
        }

        @Test("the calendar date is the local date as written", arguments: [
            ("2026-11-20", "2026-11-20"),
            ("2026-11-20T23:30:00-05:00", "2026-11-20"),
            ("2026-11-21T00:30:00+14:00", "2026-11-21"),
        ])
        func calendarDate(_ text: String, _ day: String) throws {
            #expect(try Self.date(text).calendarDate == CalendarDate(parsing: day))
        }
    }
}
