import AccountSummary

extension Timestamp {
    /// The moment as a PDF date (ISO 32000-1 §7.9.4), in its own offset.
    ///
    /// ```swift
    /// Timestamp(parsing: "2026-11-22T08:30:00-05:00")!.pdfDate  // "D:20261122083000-05'00'"
    /// ```
    package var pdfDate: String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        let year = String(date.year), padding = String(repeating: "0", count: max(0, 4 - year.count))
        let offset = abs(utcOffsetSeconds)
        let zone = utcOffsetSeconds == 0 ? "Z" : (utcOffsetSeconds < 0 ? "-" : "+") + two(offset / 3600) + "'" + two(offset / 60 % 60) + "'"
        return "D:" + padding + year + two(date.month) + two(date.day) + two(hour) + two(minute) + two(second) + zone
    }
}
