@testable import AccountSummary
import Testing

extension StatementInputTests {
    @Suite("RFC 3339 timestamps")
    struct TimestampTests {
        @Test("valid date-times and their canonical form", arguments: [
            ("2026-11-22T08:30:00-05:00", "2026-11-22T08:30:00-05:00"),
            ("2026-11-22T13:30:00Z", "2026-11-22T13:30:00Z"),
            ("2026-11-22t13:30:00z", "2026-11-22T13:30:00Z"),
            ("2026-11-22T13:30:00+00:00", "2026-11-22T13:30:00Z"),
            ("2026-11-22T13:30:00-00:00", "2026-11-22T13:30:00Z"),
            ("2026-11-22T08:30:00.5-05:00", "2026-11-22T08:30:00.5-05:00"),
            ("2026-11-22T08:30:00.500-05:00", "2026-11-22T08:30:00.5-05:00"),
            ("2026-11-22T08:30:00.000-05:00", "2026-11-22T08:30:00-05:00"),
            ("2026-11-22T08:30:00.123456789+05:30", "2026-11-22T08:30:00.123456789+05:30"),
            ("2024-02-29T23:59:59+23:59", "2024-02-29T23:59:59+23:59"),
            ("2024-02-29T00:00:00-23:59", "2024-02-29T00:00:00-23:59"),
        ])
        func valid(_ text: String, _ canonical: String) throws {
            let timestamp = try #require(Timestamp(parsing: text))
            #expect(timestamp.description == canonical)
            #expect(Timestamp(parsing: canonical) == timestamp)
        }

        @Test("the parts of a date-time")
        func parts() throws {
            let timestamp = try #require(Timestamp(parsing: "2026-11-22T08:30:07.25-05:30"))
            #expect(timestamp.date == CalendarDate(year: 2026, month: 11, day: 22))
            #expect(timestamp.hour == 8)
            #expect(timestamp.minute == 30)
            #expect(timestamp.second == 7)
            #expect(timestamp.nanosecond == 250_000_000)
            #expect(timestamp.utcOffsetSeconds == -(5 * 3600 + 30 * 60))
            #expect(Timestamp(date: timestamp.date, hour: 8, minute: 30, second: 7, nanosecond: 250_000_000,
                              utcOffsetSeconds: -19_800) == timestamp)
        }

        @Test("not RFC 3339 date-times with an offset", arguments: [
            "2026-11-22T08:30:00",            // no offset
            "2026-11-22 08:30:00Z",           // a space for T
            "2026-11-22",                     // a date only
            "2026-11-22T08:30Z",              // no seconds
            "2026-11-22T08:30:60Z",           // a leap second
            "2026-11-22T24:00:00Z",           // hour 24
            "2026-11-22T08:60:00Z",           // minute 60
            "2026-11-22T8:30:00Z",            // one-digit hour
            "2026-11-22T08:30:00.Z",          // an empty fraction
            "2026-11-22T08:30:00.1234567891Z",  // ten fraction digits
            "2026-11-22T08:30:00+24:00",      // offset hour 24
            "2026-11-22T08:30:00+05:60",      // offset minute 60
            "2026-11-22T08:30:00+0500",       // offset without a colon
            "2026-11-22T08:30:00+05",         // offset without minutes
            "2026-11-22T08:30:00UTC",
            "2026-02-30T08:30:00Z",           // a day that does not exist
            "2026-02-29T08:30:00Z",
            "2026-11-22T08:30:00Zjunk",
            " 2026-11-22T08:30:00Z",
            "2026-11-22T08:30:00,5Z",         // a comma fraction
            "",
        ])
        func invalid(_ text: String) {
            #expect(Timestamp(parsing: text) == nil)
        }

        @Test("parts out of range make no timestamp", arguments: [
            (24, 0, 0, 0, 0), (0, 60, 0, 0, 0), (0, 0, 60, 0, 0), (0, 0, 0, 1_000_000_000, 0),
            (0, 0, 0, -1, 0), (0, 0, 0, 0, 86_400), (0, 0, 0, 0, 30), (0, 0, 0, 0, -(24 * 3600)),
        ])
        func outOfRange(_ hour: Int, _ minute: Int, _ second: Int, _ nanosecond: Int, _ offset: Int) throws {
            let date = try #require(CalendarDate(year: 2026, month: 1, day: 1))
            #expect(Timestamp(date: date, hour: hour, minute: minute, second: second, nanosecond: nanosecond,
                              utcOffsetSeconds: offset) == nil)
        }

        @Test("seconds since the Unix epoch count the offset", arguments: [
            ("1970-01-01T00:00:00Z", 0),
            ("1970-01-01T00:00:00+01:00", -3600),
            ("2026-11-22T08:30:00-05:00", 1_795_354_200),
            ("2026-11-22T13:30:00Z", 1_795_354_200),
        ])
        func epochSeconds(_ text: String, _ seconds: Int) throws {
            #expect(try #require(Timestamp(parsing: text)).secondsSinceUnixEpoch == seconds)
        }

        @Test("timestamps order by instant, then by written local time")
        func ordering() throws {
            let texts = [
                "2026-11-22T14:00:00+01:00",  // 13:00Z
                "2026-11-22T08:30:00-05:00",  // 13:30Z
                "2026-11-22T13:30:00Z",       // 13:30Z, written later in local time
                "2026-11-22T13:30:00.000000001Z",
                "2026-11-23T00:10:00+11:00",  // 13:10Z, a day later locally
                "2026-11-21T23:00:00-23:00",  // 2026-11-22T22:00Z
            ]
            let timestamps = try texts.map { try #require(Timestamp(parsing: $0)) }
            #expect(timestamps.sorted().map(\.description) == [
                "2026-11-22T14:00:00+01:00",
                "2026-11-23T00:10:00+11:00",
                "2026-11-22T08:30:00-05:00",
                "2026-11-22T13:30:00Z",
                "2026-11-22T13:30:00.000000001Z",
                "2026-11-21T23:00:00-23:00",
            ])
            let same = try #require(Timestamp(parsing: "2026-11-22T08:30:00-05:00"))
            let utc = try #require(Timestamp(parsing: "2026-11-22T13:30:00Z"))
            #expect(same != utc)
            #expect(same < utc)
            #expect(!(utc < same))
            #expect(!(same < same))
        }
    }
}
