@testable import AccountSummary
import Testing

extension StatementInputTests {
    @Suite("Calendar dates")
    struct CalendarDateTests {
        @Test("days that exist", arguments: [
            "2026-11-20", "2024-02-29", "2000-02-29", "1600-02-29", "2026-01-31", "2026-04-30", "2026-12-31",
            "0000-01-01", "0004-02-29", "9999-12-31", "1970-01-01",
        ])
        func valid(_ text: String) throws {
            let date = try #require(CalendarDate(parsing: text))
            #expect(date.description == text)
            #expect(CalendarDate(year: date.year, month: date.month, day: date.day) == date)
        }

        @Test("days that do not exist", arguments: [
            "2026-02-29", "2026-02-30", "1900-02-29", "2100-02-29", "2026-04-31", "2026-06-31", "2026-09-31",
            "2026-11-31", "2026-13-01", "2026-00-10", "2026-11-00", "2026-01-32",
        ])
        func impossible(_ text: String) {
            #expect(CalendarDate(parsing: text) == nil)
        }

        @Test("anything but exactly YYYY-MM-DD", arguments: [
            "", "2026-1-05", "2026-01-5", "26-01-05", "20260105", "2026/01/05", " 2026-01-05", "2026-01-05 ",
            "2026-01-05T00:00:00Z", "+2026-01-05", "12026-01-05", "２０２６-01-05", "2026-0a-05", "2026--1-05",
        ])
        func malformed(_ text: String) {
            #expect(CalendarDate(parsing: text) == nil)
        }

        @Test("from parts", arguments: [
            (2024, 2, 29, true), (2026, 2, 29, false), (2026, 2, 28, true), (2026, 0, 1, false), (2026, 13, 1, false),
            (2026, 1, 0, false), (-1, 1, 1, false), (10_000, 1, 1, false), (0, 2, 29, true),
        ])
        func parts(_ year: Int, _ month: Int, _ day: Int, _ exists: Bool) {
            #expect((CalendarDate(year: year, month: month, day: day) != nil) == exists)
        }

        @Test("leap years follow the Gregorian rule", arguments: [
            (2024, true), (2026, false), (2000, true), (1900, false), (2100, false), (2400, true), (0, true),
        ])
        func leapYears(_ year: Int, _ leap: Bool) {
            #expect(CalendarDate.isLeapYear(year) == leap)
        }

        @Test("description pads to four, two and two digits")
        func padding() throws {
            #expect(try #require(CalendarDate(year: 7, month: 3, day: 9)).description == "0007-03-09")
        }

        @Test("dates order by year, month, day")
        func ordering() throws {
            let texts = ["2026-11-20", "2025-12-31", "2026-01-01", "2026-11-02", "2026-02-28"]
            let dates = try texts.map { try #require(CalendarDate(parsing: $0)) }
            #expect(dates.sorted().map(\.description) == ["2025-12-31", "2026-01-01", "2026-02-28", "2026-11-02", "2026-11-20"])
        }

        @Test("days since the Unix epoch", arguments: [
            ("1970-01-01", 0), ("1970-01-02", 1), ("1969-12-31", -1), ("2000-03-01", 11_017), ("2026-11-22", 20_779),
            ("0000-03-01", -719_468),
        ])
        func epochDays(_ text: String, _ days: Int) throws {
            #expect(try #require(CalendarDate(parsing: text)).daysSinceUnixEpoch == days)
        }
    }
}
