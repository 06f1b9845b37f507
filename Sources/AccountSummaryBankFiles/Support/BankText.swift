import AccountSummary
import Foundation

/// The small readings every bank-file format shares: exact amounts, dates, date-times and
/// descriptions folded to one line.
///
/// ```swift
/// BankText.amount("1234.50")                         // 1234.5 (exact)
/// BankText.amount("12,50", decimalSeparator: ",")    // 12.5
/// BankText.day("2026-11-03T10:00:00+01:00")          // 2026-11-03
/// BankText.oneLine("Rechnung 4711\n  Kunde 42 ")     // "Rechnung 4711 Kunde 42"
/// ```
package enum BankText {
    /// An unsigned amount written as digits with an optional fraction (`1234.50`), read exactly;
    /// nil for anything else (a sign, an exponent, grouping, more than 38 digits).
    package static func amount(_ text: String, decimalSeparator: UInt8 = UInt8(ascii: ".")) -> Decimal? {
        var digits = 0
        var separators = 0
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return nil }
        for (index, byte) in bytes.enumerated() {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digits += 1
            } else if byte == decimalSeparator, separators == 0, index > 0 {
                separators += 1
                bytes[index] = UInt8(ascii: ".")
            } else {
                return nil
            }
        }
        // "12," (MT940 allows a separator with no fraction digits) reads as 12.
        if bytes.last == UInt8(ascii: ".") { bytes.removeLast() }
        guard digits > 0, let exact = try? ExactDecimal(parsing: String(decoding: bytes, as: UTF8.self)) else { return nil }
        return exact.decimal
    }

    /// The calendar day of an ISO 8601 date (`2026-11-03`) or date-time (`2026-11-03T10:00:00…`).
    package static func day(_ text: String) -> CalendarDate? {
        guard text.utf8.count >= 10 else { return nil }
        let date = text.prefix(10)
        guard text.utf8.count == 10 || text.dropFirst(10).first == "T" else { return nil }
        return CalendarDate(parsing: date)
    }

    /// An ISO 8601 date-time; one written without an offset keeps its wall-clock time as written
    /// (read with offset 0), so the date and hour shown are the ones the file gives.
    package static func moment(_ text: String) -> Timestamp? {
        if let moment = Timestamp(parsing: text) { return moment }
        if let moment = Timestamp(parsing: text + "Z") { return moment }
        // More than nine fraction digits or a date alone: the day at midnight.
        if text.utf8.count == 10, let day = CalendarDate(parsing: text) { return Timestamp(date: day, hour: 0, minute: 0, utcOffsetSeconds: 0) }
        return nil
    }

    /// Text as one line: every run of white space (new lines included) one space, none at the ends.
    ///
    /// White space is Unicode's (`White_Space`: tabs, line ends, no-break and ideographic spaces
    /// too), scalar by scalar: a combining mark written after a space stays, on its own.
    package static func oneLine(_ text: String) -> String {
        if isOneLine(text) { return text }
        var output = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isWhiteSpace(scalar) {
                pendingSpace = !output.isEmpty
            } else {
                if pendingSpace { output.append(" ") }
                pendingSpace = false
                output.append(scalar)
            }
        }
        return String(output)
    }

    private static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace
    }

    /// Whether the text is one line already: no white space but single spaces between words, and
    /// no byte that could start a non-ASCII white space character (checked the slow way then).
    private static func isOneLine(_ text: String) -> Bool {
        var previousSpace = true
        for byte in text.utf8 {
            switch byte {
            case 0x20:
                if previousSpace { return false }
                previousSpace = true
            case 0x09...0x0D, 0xC2, 0xE1, 0xE2, 0xE3:
                return false
            default:
                previousSpace = false
            }
        }
        return !previousSpace || text.isEmpty
    }

    /// The parts that are there, one line each, joined with " · ".
    package static func joined(_ parts: [String?]) -> String {
        parts.compactMap { $0.map(oneLine) }.filter { !$0.isEmpty }.joined(separator: " · ")
    }
}
