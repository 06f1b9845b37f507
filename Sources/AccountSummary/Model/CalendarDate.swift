/// A day of the proleptic Gregorian calendar, with no time and no time zone.
///
/// Only days that exist can be made: months have their real lengths and February has 29
/// days in leap years (every fourth year, except centuries not divisible by 400). Years run
/// from 0 to 9999, what `YYYY` can write.
///
/// ```swift
/// CalendarDate(year: 2026, month: 11, day: 20)?.description  // "2026-11-20"
/// CalendarDate(year: 2024, month: 2, day: 29) != nil         // true (a leap year)
/// CalendarDate(year: 2026, month: 2, day: 29)                // nil
/// CalendarDate(parsing: "2026-11-20")! < CalendarDate(parsing: "2026-11-21")!  // true
/// ```
public struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, 0 through 9999.
    public var year: Int { Int(storedYear) }
    /// The month, 1 (January) through 12.
    public var month: Int { Int(storedMonth) }
    /// The day of the month, from 1.
    public var day: Int { Int(storedDay) }

    // Four bytes, not three Ints: a statement can hold a million dates. The initialisers
    // check the ranges, so these never truncate.
    private let storedYear: Int16
    private let storedMonth: UInt8
    private let storedDay: UInt8

    /// The years a date can have: those `YYYY` writes.
    static let years = 0...9999

    /// A date from its parts, or nil for a day that does not exist.
    ///
    /// ```swift
    /// CalendarDate(year: 1900, month: 2, day: 29)  // nil (1900 is not a leap year)
    /// CalendarDate(year: 2000, month: 2, day: 29)  // 2000-02-29
    /// ```
    /// - Parameters:
    ///   - year: 0 through 9999.
    ///   - month: 1 through 12.
    ///   - day: 1 through the month's length in that year.
    public init?(year: Int, month: Int, day: Int) {
        guard CalendarDate.years.contains(year), (1...12).contains(month),
              day >= 1, day <= CalendarDate.daysIn(month: month, year: year) else { return nil }
        storedYear = Int16(year)
        storedMonth = UInt8(month)
        storedDay = UInt8(day)
    }

    /// Reads exactly `YYYY-MM-DD` (four, two and two ASCII digits), or nil for anything else
    /// or for a day that does not exist.
    ///
    /// ```swift
    /// CalendarDate(parsing: "2024-02-29")?.day  // 29
    /// CalendarDate(parsing: "2026-02-30")       // nil
    /// CalendarDate(parsing: "2026-1-5")         // nil (two digits for month and day)
    /// ```
    public init?(parsing text: some StringProtocol) {
        var scanner = DateTextScanner(text)
        guard let date = scanner.calendarDate(), scanner.isAtEnd else { return nil }
        self = date
    }

    /// `2026-11-20`: the year in four digits, month and day in two.
    public var description: String {
        DateTextScanner.padded(year, 4) + "-" + DateTextScanner.padded(month, 2) + "-" + DateTextScanner.padded(day, 2)
    }

    /// Earlier days first.
    public static func < (left: CalendarDate, right: CalendarDate) -> Bool {
        (left.year, left.month, left.day) < (right.year, right.month, right.day)
    }

    /// Whether `year` has a February 29.
    ///
    /// ```swift
    /// CalendarDate.isLeapYear(2024)  // true
    /// CalendarDate.isLeapYear(2100)  // false
    /// ```
    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days in `month` of `year`; 0 for a month outside 1...12.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: 31
        case 4, 6, 9, 11: 30
        case 2: isLeapYear(year) ? 29 : 28
        default: 0
        }
    }

    /// Days since 1970-01-01 (negative before it), for comparing instants.
    var daysSinceUnixEpoch: Int {
        // Howard Hinnant's days_from_civil: March-based years put February 29 last.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `days` after 1970-01-01 (before it when negative): the inverse of
    /// ``daysSinceUnixEpoch``; nil outside years 0 through 9999.
    init?(daysSinceUnixEpoch days: Int) {
        // Howard Hinnant's civil_from_days.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }
}
