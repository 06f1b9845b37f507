import AccountSummary
import Foundation

/// How an export writes amounts: its decimal separator, its thousands separator (or none) and,
/// for the few that write one, a currency symbol beside the digits.
///
/// An amount is brought to the contract's AMOUNT grammar and read exactly: an optional sign,
/// the symbol (before or after the sign, or after the digits), digits in groups of three
/// between thousands separators (the first group one to three digits) or with none at all,
/// and the decimal separator with at least one digit after it. Anything else, a thousands
/// separator out of place included (`1.23,45`, `12.3456`), is refused, never guessed.
///
/// ```swift
/// let german = CSVAmountFormat(decimal: ",", thousands: ".")
/// german.read("-1.234,56")  // .success(-1234.56)
/// german.read("1.23,45")    // .failure(…): a thousands separator out of place
/// CSVAmountFormat(decimal: ".", thousands: ",", currencySymbol: "$").read("-$1,036.47")  // .success(-1036.47)
/// ```
package struct CSVAmountFormat: Sendable, Hashable {
    /// The decimal separator (`.` or `,`, say).
    package var decimal: Character { didSet { decimalBytes = Array(String(decimal).utf8) } }
    /// The thousands separator, or nil when the export writes none.
    package var thousands: Character? { didSet { thousandsBytes = thousands.map { Array(String($0).utf8) } ?? [] } }
    /// A currency symbol written with the digits (`$`), or nil.
    package var currencySymbol: String? { didSet { symbolBytes = Array((currencySymbol ?? "").utf8) } }

    // The three in UTF-8, as cells are read.
    private var decimalBytes: [UInt8]
    private var thousandsBytes: [UInt8]
    private var symbolBytes: [UInt8]

    /// A format from its separators.
    ///
    /// - Parameters:
    ///   - decimal: the decimal separator.
    ///   - thousands: the thousands separator, nil for none.
    ///   - currencySymbol: a symbol written beside the digits, nil for none.
    package init(decimal: Character, thousands: Character? = nil, currencySymbol: String? = nil) {
        self.decimal = decimal
        self.thousands = thousands
        self.currencySymbol = currencySymbol
        decimalBytes = Array(String(decimal).utf8)
        thousandsBytes = thousands.map { Array(String($0).utf8) } ?? []
        symbolBytes = Array((currencySymbol ?? "").utf8)
    }

    /// What went wrong reading one amount.
    package enum Problem: Error, Sendable, Hashable {
        /// The cell is empty.
        case empty
        /// The text is not an amount in this format.
        case notAnAmount
        /// The digits are right but the value needs more than 38 significant digits.
        case tooManyDigits
    }

    /// The exact amount a cell writes.
    ///
    /// ```swift
    /// CSVAmountFormat(decimal: ".", thousands: "'").read("11'373.94")  // .success(11373.94)
    /// ```
    /// - Parameter text: the cell, surrounding white space allowed.
    package func read(_ text: some StringProtocol) -> Result<Decimal, Problem> {
        var text = String(text)
        return text.withByteView { read(utf8: $0) }
    }

    /// ``read(_:)`` over the cell's UTF-8 bytes, as the reader hands them over.
    package func read(utf8 cell: ByteView) -> Result<Decimal, Problem> {
        var start = 0
        var end = cell.count
        // White space around: spaces, tabs and no-break spaces (U+00A0, C2 A0).
        func trimFront() {
            while start < end {
                if cell[start] == 0x20 || cell[start] == 0x09 { start += 1 } else if cell[start] == 0xC2, start + 1 < end, cell[start + 1] == 0xA0 { start += 2 } else { break }
            }
        }
        func trimBack() {
            while end > start {
                if cell[end - 1] == 0x20 || cell[end - 1] == 0x09 { end -= 1 } else if cell[end - 1] == 0xA0, end - 2 >= start, cell[end - 2] == 0xC2 { end -= 2 } else { break }
            }
        }
        func matches(_ pattern: [UInt8], at index: Int) -> Bool {
            !pattern.isEmpty && index + pattern.count <= end && (0..<pattern.count).allSatisfy { cell[index + $0] == pattern[$0] }
        }
        trimFront()
        trimBack()
        if start == end { return .failure(.empty) }
        var negative = false
        func takeSign() -> Bool {
            guard start < end, cell[start] == UInt8(ascii: "-") || cell[start] == UInt8(ascii: "+") else { return false }
            negative = cell[start] == UInt8(ascii: "-")
            start += 1
            return true
        }
        let signed = takeSign()
        if !symbolBytes.isEmpty {
            if matches(symbolBytes, at: start) {
                start += symbolBytes.count
                if signed || !takeSign() { trimFront() }
            } else if end - symbolBytes.count >= start, matches(symbolBytes, at: end - symbolBytes.count) {
                end -= symbolBytes.count
                trimBack()
            }
        }
        var normal: [UInt8] = []
        normal.reserveCapacity(end - start + 1)
        if negative { normal.append(UInt8(ascii: "-")) }
        var integerDigits = 0
        var groupDigits = 0
        var sawThousands = false
        var fractionDigits = -1
        var index = start
        while index < end {
            let byte = cell[index]
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                normal.append(byte)
                if fractionDigits >= 0 { fractionDigits += 1 } else { integerDigits += 1; groupDigits += 1 }
                index += 1
            } else if fractionDigits < 0, integerDigits > 0, matches(decimalBytes, at: index) {
                if sawThousands, groupDigits != 3 { return .failure(.notAnAmount) }
                fractionDigits = 0
                normal.append(UInt8(ascii: "."))
                index += decimalBytes.count
            } else if fractionDigits < 0, integerDigits > 0, matches(thousandsBytes, at: index) {
                // The first group has one to three digits, every later one exactly three.
                if sawThousands ? groupDigits != 3 : groupDigits > 3 { return .failure(.notAnAmount) }
                sawThousands = true
                groupDigits = 0
                index += thousandsBytes.count
            } else {
                return .failure(.notAnAmount)
            }
        }
        guard integerDigits > 0, fractionDigits != 0, !sawThousands || groupDigits == 3 || fractionDigits > 0 else {
            return .failure(.notAnAmount)
        }
        switch ExactDecimal.parse(normal.span) {
        case .success(let value): return .success(value.decimal)
        case .failure(.tooManyDigits): return .failure(.tooManyDigits)
        case .failure: return .failure(.notAnAmount)
        }
    }

    /// An example of the format, for messages: `-1.234,56`, `-$1,234.56`, `-1234.56`.
    package var example: String {
        let symbol = currencySymbol ?? ""
        return "-" + symbol + "1" + (thousands.map(String.init) ?? "") + "234" + String(decimal) + "56"
    }
}
