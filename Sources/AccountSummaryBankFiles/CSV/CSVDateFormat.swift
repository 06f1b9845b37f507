import AccountSummary

/// A date written by strptime directives (`%d.%m.%Y`, `%Y-%m-%d %H:%M:%S`, `%d %b %y`), read
/// exactly: the directives as C's strptime reads them in the POSIX locale, the rest literal text.
///
/// | directive | reads |
/// | --- | --- |
/// | `%d`, `%e` | the day, 1–31, one or two digits (`%e` may have a leading space) |
/// | `%m` | the month, 1–12, one or two digits |
/// | `%Y` | the year, four digits |
/// | `%y` | the year, two digits: 69–99 are 1969–1999, 00–68 are 2000–2068 (POSIX) |
/// | `%b`, `%B` | the month's English name, abbreviated (`Feb`) or whole (`February`), any case |
/// | `%H`, `%M`, `%S` | hour, minute, second (checked, not kept: a statement's date is a day) |
/// | `%z` | an offset `+hhmm` or `-hhmm` (checked, not applied: the day is the one written) |
/// | `%%` | a literal `%` |
///
/// A day or month may be written without its leading zero (`1.3.2024`) where a literal follows
/// it; two numbers written side by side (`%d%m%Y`) take their full widths, so that nothing is
/// split by guessing. A day that does not exist (`30.02.2024`) is an error, never moved.
///
/// ```swift
/// let format = try CSVDateFormat("%d.%m.%Y")
/// format.read("1.3.2024")    // .success(2024-03-01)
/// format.read("30.02.2024")  // .failure(.noSuchDay)
/// try CSVDateFormat("%d %b %y").read("27 Feb 18")  // .success(2018-02-27)
/// ```
package struct CSVDateFormat: Sendable, Hashable, CustomStringConvertible {
    /// The format as the profile writes it.
    package let description: String
    private let tokens: [Token]

    private enum Token: Sendable, Hashable {
        case literal([UInt8])
        case day(spacePadded: Bool)
        case month
        case year4
        case year2
        case monthName(full: Bool)
        case hour
        case minute
        case second
        case offset

        var isNumber: Bool {
            switch self {
            case .day, .month, .year4, .year2, .hour, .minute, .second, .offset: true
            case .literal, .monthName: false
            }
        }
    }

    /// Why a format cannot be read.
    package enum FormatProblem: Error, Sendable, Hashable {
        /// A directive this reader does not know (`%j`, `%p`), or a lone `%` at the end.
        case unknownDirective(String)
        /// The format does not say the day, the month or the year.
        case missing(String)
        /// A part given twice (`%d` and `%e`).
        case twice(String)
    }

    /// Why a cell is not a date in this format.
    package enum Problem: Error, Sendable, Hashable {
        /// The text does not follow the format.
        case notInFormat
        /// The text follows the format but names a day that does not exist (`30.02.2024`), or a
        /// time that does not (`25:00`).
        case noSuchDay
    }

    /// Reads a format.
    ///
    /// - Parameter format: strptime directives and literal text.
    /// - Throws: ``FormatProblem`` for a directive not read here, or a format without day, month and year.
    package init(_ format: String) throws(FormatProblem) {
        description = format
        var tokens: [Token] = []
        var literal: [UInt8] = []
        var seen: Set<String> = []
        var scalars = Array(format.utf8)[...]
        func add(_ token: Token, part: String) throws(FormatProblem) {
            if !literal.isEmpty { tokens.append(.literal(literal)); literal = [] }
            guard seen.insert(part).inserted else { throw .twice(part) }
            tokens.append(token)
        }
        while let byte = scalars.popFirst() {
            guard byte == UInt8(ascii: "%") else { literal.append(byte); continue }
            guard let directive = scalars.popFirst() else { throw .unknownDirective("%") }
            switch directive {
            case UInt8(ascii: "d"): try add(.day(spacePadded: false), part: "day")
            case UInt8(ascii: "e"): try add(.day(spacePadded: true), part: "day")
            case UInt8(ascii: "m"): try add(.month, part: "month")
            case UInt8(ascii: "b"), UInt8(ascii: "h"): try add(.monthName(full: false), part: "month")
            case UInt8(ascii: "B"): try add(.monthName(full: true), part: "month")
            case UInt8(ascii: "Y"): try add(.year4, part: "year")
            case UInt8(ascii: "y"): try add(.year2, part: "year")
            case UInt8(ascii: "H"): try add(.hour, part: "hour")
            case UInt8(ascii: "M"): try add(.minute, part: "minute")
            case UInt8(ascii: "S"): try add(.second, part: "second")
            case UInt8(ascii: "z"): try add(.offset, part: "offset")
            case UInt8(ascii: "%"): literal.append(UInt8(ascii: "%"))
            default:
                var text = [UInt8(ascii: "%"), directive]
                // The whole character, when the directive is not ASCII.
                while let next = scalars.first, next & 0xC0 == 0x80 { text.append(next); scalars = scalars.dropFirst() }
                throw .unknownDirective(String(decoding: text, as: UTF8.self))
            }
        }
        if !literal.isEmpty { tokens.append(.literal(literal)) }
        for part in ["day", "month", "year"] where !seen.contains(part) { throw .missing(part) }
        self.tokens = tokens
    }

    /// The day a cell writes.
    ///
    /// - Parameter text: the cell, surrounding spaces allowed.
    package func read(_ text: some StringProtocol) -> Result<CalendarDate, Problem> {
        var text = String(text)
        return text.withByteView { read(utf8: $0) }
    }

    /// ``read(_:)`` over the cell's UTF-8 bytes, as the reader hands them over.
    package func read(utf8 cell: ByteView) -> Result<CalendarDate, Problem> {
        var bytes = cell
        while bytes.first == UInt8(ascii: " ") { bytes = bytes.dropFirst() }
        while bytes.last == UInt8(ascii: " ") { bytes = bytes.dropLast() }
        var day = 0, month = 0, year = 0
        var timeExists = true
        for (index, token) in tokens.enumerated() {
            // A number may drop its leading zero only where something other than a number follows.
            let nextIsNumber = index + 1 < tokens.count && tokens[index + 1].isNumber
            func number(_ width: Int, exact: Bool = false) -> Int? {
                var digits = 0
                var value = 0
                while digits < width, let byte = bytes.first, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                    digits += 1
                    bytes = bytes.dropFirst()
                }
                guard digits > 0, !(exact || nextIsNumber) || digits == width else { return nil }
                return value
            }
            switch token {
            case .literal(let literal):
                guard bytes.starts(with: literal) else { return .failure(.notInFormat) }
                bytes = bytes.dropFirst(literal.count)
            case .day(let spacePadded):
                if spacePadded, bytes.first == UInt8(ascii: " ") { bytes = bytes.dropFirst() }
                guard let value = number(2) else { return .failure(.notInFormat) }
                day = value
            case .month:
                guard let value = number(2) else { return .failure(.notInFormat) }
                month = value
            case .year4:
                guard let value = number(4, exact: true) else { return .failure(.notInFormat) }
                year = value
            case .year2:
                guard let value = number(2, exact: true) else { return .failure(.notInFormat) }
                year = value < 69 ? 2000 + value : 1900 + value
            case .monthName(let full):
                guard let (value, length) = CSVDateFormat.monthName(bytes, full: full) else { return .failure(.notInFormat) }
                month = value
                bytes = bytes.dropFirst(length)
            case .hour:
                guard let value = number(2) else { return .failure(.notInFormat) }
                timeExists = timeExists && value < 24
            case .minute, .second:
                guard let value = number(2) else { return .failure(.notInFormat) }
                timeExists = timeExists && value < 60
            case .offset:
                guard let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return .failure(.notInFormat) }
                bytes = bytes.dropFirst()
                guard let value = number(4, exact: true) else { return .failure(.notInFormat) }
                timeExists = timeExists && value / 100 < 24 && value % 100 < 60
            }
        }
        guard bytes.isEmpty else { return .failure(.notInFormat) }
        guard timeExists, let date = CalendarDate(year: year, month: month, day: day) else { return .failure(.noSuchDay) }
        return .success(date)
    }

    private static let monthNames = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                                      "october", "november", "december"].map { Array($0.utf8) }

    /// The month an English name at the start of `bytes` gives, and the name's length.
    private static func monthName(_ bytes: ByteView, full: Bool) -> (Int, Int)? {
        let lowered = bytes.prefix(9).map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
        for (index, name) in monthNames.enumerated() {
            let wanted = full ? name : Array(name.prefix(3))
            if lowered.starts(with: wanted) { return (index + 1, wanted.count) }
        }
        return nil
    }
}
