import AccountSummary

extension Timestamp {
    /// The moment as a PDF date (ISO 32000-1 §7.9.4), in its own offset, to the second.
    ///
    /// ```swift
    /// Timestamp(parsing: "2026-11-22T08:30:00-05:00")!.pdfDate  // "D:20261122083000-05'00'"
    /// ```
    package var pdfDate: String {
        let zone = utcOffsetSeconds == 0 ? "Z" : offsetText(separator: "'") + "'"
        return "D:" + dateDigits(separator: "", middle: "", timeSeparator: "") + zone
    }

    /// The same moment as XMP writes it (ISO 8601 to the second): `2026-11-22T08:30:00-05:00`.
    /// PDF/A asks the document information's dates and the XMP dates to agree.
    package var xmpDate: String {
        dateDigits(separator: "-", middle: "T", timeSeparator: ":") + (utcOffsetSeconds == 0 ? "Z" : offsetText(separator: ":"))
    }

    private func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }

    private func dateDigits(separator: String, middle: String, timeSeparator: String) -> String {
        let year = String(date.year)
        return String(repeating: "0", count: max(0, 4 - year.count)) + year + separator + two(date.month) + separator + two(date.day)
            + middle + two(hour) + timeSeparator + two(minute) + timeSeparator + two(second)
    }

    private func offsetText(separator: String) -> String {
        let offset = abs(utcOffsetSeconds)
        return (utcOffsetSeconds < 0 ? "-" : "+") + two(offset / 3600) + separator + two(offset / 60 % 60)
    }
}
