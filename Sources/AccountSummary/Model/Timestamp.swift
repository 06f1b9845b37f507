/// A moment as RFC 3339 writes it: a local date and time of day, and the offset from UTC
/// they were written in.
///
/// The local parts are kept as written, so a writer shows the time the document meant
/// ("8:30 on November 22") and the greeting can follow it. Values compare by the instant they
/// name; two ways of writing the same instant order by their written local time (the smaller
/// offset first), so the order is total and agrees with `==`.
///
/// ```swift
/// let asOf = Timestamp(parsing: "2026-11-22T08:30:00-05:00")!
/// asOf.hour                 // 8
/// asOf.utcOffsetSeconds     // -18000
/// asOf.description          // "2026-11-22T08:30:00-05:00"
/// asOf < Timestamp(parsing: "2026-11-22T14:00:00+01:00")!  // false (13:30 UTC is after 13:00 UTC)
/// ```
public struct Timestamp: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The local date, as written.
    public let date: CalendarDate
    /// The local hour, 0 through 23.
    public var hour: Int { Int(storedHour) }
    /// The minute, 0 through 59.
    public var minute: Int { Int(storedMinute) }
    /// The second, 0 through 59 (leap seconds are refused).
    public var second: Int { Int(storedSecond) }
    /// Nanoseconds past the second, from the optional fraction (at most 9 digits).
    public var nanosecond: Int { Int(storedNanosecond) }
    /// How far the local time is ahead of UTC, in seconds: `-18000` for `-05:00`, 0 for `Z`.
    public var utcOffsetSeconds: Int { Int(storedOffset) }

    // Sixteen bytes in all, not six Ints: a statement can hold a million timestamps. The
    // initialisers check the ranges, so these never truncate.
    private let storedHour: UInt8
    private let storedMinute: UInt8
    private let storedSecond: UInt8
    private let storedNanosecond: Int32
    private let storedOffset: Int32

    /// The largest offset RFC 3339 can write: 23:59.
    static let maximumUTCOffsetSeconds = 23 * 3600 + 59 * 60

    /// A timestamp from its parts, or nil when one is out of range.
    ///
    /// ```swift
    /// let date = CalendarDate(year: 2026, month: 11, day: 22)!
    /// Timestamp(date: date, hour: 8, minute: 30, utcOffsetSeconds: -5 * 3600)?.description
    /// // "2026-11-22T08:30:00-05:00"
    /// ```
    /// - Parameters:
    ///   - date: the local date.
    ///   - hour: 0 through 23.
    ///   - minute: 0 through 59.
    ///   - second: 0 through 59.
    ///   - nanosecond: 0 through 999,999,999.
    ///   - utcOffsetSeconds: whole minutes, at most 23:59 either way.
    public init?(date: CalendarDate, hour: Int, minute: Int, second: Int = 0, nanosecond: Int = 0,
                 utcOffsetSeconds: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second),
              (0...999_999_999).contains(nanosecond),
              utcOffsetSeconds.magnitude <= Timestamp.maximumUTCOffsetSeconds, utcOffsetSeconds % 60 == 0 else {
            return nil
        }
        self.date = date
        storedHour = UInt8(hour)
        storedMinute = UInt8(minute)
        storedSecond = UInt8(second)
        storedNanosecond = Int32(nanosecond)
        storedOffset = Int32(utcOffsetSeconds)
    }

    /// Reads an RFC 3339 date-time with its offset, or nil for anything else.
    ///
    /// Accepted: `YYYY-MM-DDThh:mm:ss`, an optional fraction `.d` of 1 to 9 digits, then `Z`
    /// or `±hh:mm` (hours 00–23, minutes 00–59); `t` and `z` may be lowercase, as RFC 3339
    /// allows. Refused: a missing offset, a space for `T`, second 60, a day that does not
    /// exist, more than 9 fraction digits, anything around it.
    ///
    /// ```swift
    /// Timestamp(parsing: "2026-11-22T08:30:00-05:00")?.hour        // 8
    /// Timestamp(parsing: "2026-11-22t13:30:00.25z")?.nanosecond   // 250000000
    /// Timestamp(parsing: "2026-11-22T08:30:00")                    // nil (no offset)
    /// ```
    public init?(parsing text: some StringProtocol) {
        var scanner = DateTextScanner(text)
        guard let date = scanner.calendarDate(), scanner.take(oneOf: "Tt") != nil,
              let hour = scanner.digits(2), scanner.take(":"), let minute = scanner.digits(2), scanner.take(":"),
              let second = scanner.digits(2) else { return nil }
        var nanosecond = 0
        if scanner.take(".") {
            guard let fraction = scanner.digitRun(), fraction.count <= 9 else { return nil }
            for digit in fraction { nanosecond = nanosecond * 10 + digit }
            for _ in fraction.count..<9 { nanosecond *= 10 }
        }
        var offset = 0
        if scanner.take(oneOf: "Zz") == nil {
            guard let sign = scanner.take(oneOf: "+-"), let hours = scanner.digits(2), scanner.take(":"),
                  let minutes = scanner.digits(2), hours <= 23, minutes <= 59 else { return nil }
            offset = (hours * 3600 + minutes * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
        }
        guard scanner.isAtEnd else { return nil }
        self.init(date: date, hour: hour, minute: minute, second: second, nanosecond: nanosecond,
                  utcOffsetSeconds: offset)
    }

    /// The canonical RFC 3339 text: `2026-11-22T08:30:00-05:00`; a fraction only when there is
    /// one, without trailing zeros (`.25`); `Z` for a zero offset.
    public var description: String {
        var text = "\(date)T" + DateTextScanner.padded(hour, 2) + ":" + DateTextScanner.padded(minute, 2) + ":"
            + DateTextScanner.padded(second, 2)
        if nanosecond != 0 {
            var fraction = DateTextScanner.padded(nanosecond, 9)
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += "." + fraction
        }
        if utcOffsetSeconds == 0 { return text + "Z" }
        let minutes = utcOffsetSeconds.magnitude / 60
        return text + (utcOffsetSeconds < 0 ? "-" : "+") + DateTextScanner.padded(Int(minutes / 60), 2) + ":"
            + DateTextScanner.padded(Int(minutes % 60), 2)
    }

    /// Seconds since 1970-01-01T00:00:00Z of the instant, without the nanoseconds.
    public var secondsSinceUnixEpoch: Int {
        date.daysSinceUnixEpoch * 86_400 + hour * 3600 + minute * 60 + second - utcOffsetSeconds
    }

    /// The earlier instant first; the same instant by its written local time (smaller offset first).
    public static func < (left: Timestamp, right: Timestamp) -> Bool {
        (left.secondsSinceUnixEpoch, left.nanosecond, left.utcOffsetSeconds)
            < (right.secondsSinceUnixEpoch, right.nanosecond, right.utcOffsetSeconds)
    }
}
