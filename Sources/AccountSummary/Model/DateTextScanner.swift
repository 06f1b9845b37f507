/// Reads the fixed-width digits of `YYYY-MM-DD` and RFC 3339 date-times, byte by byte.
///
/// Shared by ``CalendarDate/init(parsing:)`` and ``Timestamp/init(parsing:)``; every method
/// consumes input only when it succeeds.
///
/// ```swift
/// var scanner = DateTextScanner("2026-11-20")
/// scanner.calendarDate()?.month  // 11
/// scanner.isAtEnd                // true
/// ```
struct DateTextScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: some StringProtocol) {
        bytes = Array(text.utf8)
    }

    /// Whether all input has been read.
    var isAtEnd: Bool { index == bytes.count }

    /// `YYYY-MM-DD` naming a day that exists.
    mutating func calendarDate() -> CalendarDate? {
        let start = index
        guard let year = digits(4), take("-"), let month = digits(2), take("-"), let day = digits(2),
              let date = CalendarDate(year: year, month: month, day: day) else {
            index = start
            return nil
        }
        return date
    }

    /// Exactly `count` ASCII digits as a number.
    mutating func digits(_ count: Int) -> Int? {
        guard index + count <= bytes.count else { return nil }
        var value = 0
        for offset in 0..<count {
            let digit = bytes[index + offset] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        index += count
        return value
    }

    /// The values of one or more ASCII digits.
    mutating func digitRun() -> [Int]? {
        let start = index
        while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
        guard index > start else { return nil }
        return bytes[start..<index].map { Int($0 - UInt8(ascii: "0")) }
    }

    /// The next byte, if it is one of `choices` (ASCII).
    mutating func take(oneOf choices: String) -> UInt8? {
        guard index < bytes.count, choices.utf8.contains(bytes[index]) else { return nil }
        index += 1
        return bytes[index - 1]
    }

    /// Whether the next byte is `character` (ASCII); consumes it if so.
    mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    /// `value` in decimal, zero-padded to `width` digits.
    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude)
        let padding = String(repeating: "0", count: max(0, width - digits.count))
        return (value < 0 ? "-" : "") + padding + digits
    }
}
