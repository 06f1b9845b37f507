/// When a transaction happened: a calendar day, or a moment with its time of day.
///
/// Documents write either `2026-11-20` or an RFC 3339 date-time; both are kept as written.
///
/// Ordering is by the local calendar date first. Within one date, moments order by their
/// local time of day (then by instant, for the same local time written with different
/// offsets), and a date-only `.day` counts as the end of its day: it sorts after every
/// moment of that date, so in a newest-first list date-only rows come above the timed rows of
/// the same day. Instants are not compared across dates: each row stays on the day its
/// document gave it.
///
/// ```swift
/// let day = TransactionDate.day(CalendarDate(parsing: "2026-11-20")!)
/// let morning = TransactionDate.moment(Timestamp(parsing: "2026-11-20T09:15:00-05:00")!)
/// morning < day                  // true (a date-only row counts as the end of its day)
/// morning.calendarDate == day.calendarDate  // true
/// [morning, day].sorted(by: >)   // [day, morning] (newest first)
/// ```
public enum TransactionDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// A date without a time.
    case day(CalendarDate)
    /// A date and time with its UTC offset.
    case moment(Timestamp)

    /// The local calendar date: the day itself, or the moment's date as written.
    ///
    /// ```swift
    /// TransactionDate.moment(Timestamp(parsing: "2026-11-20T23:30:00-05:00")!).calendarDate  // 2026-11-20
    /// ```
    public var calendarDate: CalendarDate {
        switch self {
        case .day(let date): date
        case .moment(let timestamp): timestamp.date
        }
    }

    /// As written: `2026-11-20` or `2026-11-20T09:15:00-05:00`.
    public var description: String {
        switch self {
        case .day(let date): date.description
        case .moment(let timestamp): timestamp.description
        }
    }

    /// By local date; within a date, moments by local time of day, then by instant; a day last.
    public static func < (left: TransactionDate, right: TransactionDate) -> Bool {
        if left.calendarDate != right.calendarDate { return left.calendarDate < right.calendarDate }
        switch (left, right) {
        case (.day, .day), (.day, .moment): return false
        case (.moment, .day): return true
        case (.moment(let left), .moment(let right)):
            let leftTime = (left.hour, left.minute, left.second, left.nanosecond)
            let rightTime = (right.hour, right.minute, right.second, right.nanosecond)
            if leftTime != rightTime { return leftTime < rightTime }
            // Same local date and time: the larger offset is the earlier instant.
            return left.utcOffsetSeconds > right.utcOffsetSeconds
        }
    }
}
