/// The days a statement covers: from `start` through `end`, both included.
///
/// ```swift
/// let november = StatementPeriod(start: CalendarDate(parsing: "2026-11-01")!,
///                                end: CalendarDate(parsing: "2026-11-30")!)!
/// november.contains(CalendarDate(parsing: "2026-11-30")!)  // true
/// StatementPeriod(start: november.end, end: november.start) // nil (start after end)
/// ```
public struct StatementPeriod: Sendable, Hashable {
    /// The first day covered.
    public let start: CalendarDate
    /// The last day covered.
    public let end: CalendarDate

    /// A period from its first and last day, or nil when `start` is after `end`.
    ///
    /// - Parameters:
    ///   - start: the first day covered.
    ///   - end: the last day covered; the same day as `start` for a one-day period.
    public init?(start: CalendarDate, end: CalendarDate) {
        guard start <= end else { return nil }
        self.start = start
        self.end = end
    }

    /// Whether `day` lies in the period (ends included).
    public func contains(_ day: CalendarDate) -> Bool {
        start <= day && day <= end
    }
}
