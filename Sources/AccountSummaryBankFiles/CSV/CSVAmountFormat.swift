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
    package var decimal: Character
    /// The thousands separator, or nil when the export writes none.
    package var thousands: Character?
    /// A currency symbol written with the digits (`$`), or nil.
    package var currencySymbol: String?

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
    package func read(_ text: Substring) -> Result<Decimal, Problem> {
        var rest = text.trimmingCharacters(in: .whitespaces)[...]
        if rest.isEmpty { return .failure(.empty) }
        var negative = false
        func takeSign() {
            if rest.first == "-" || rest.first == "+" {
                negative = rest.first == "-"
                rest = rest.dropFirst()
            }
        }
        takeSign()
        if let symbol = currencySymbol {
            if rest.hasPrefix(symbol) {
                rest = rest.dropFirst(symbol.count)
                if !negative, rest.first == "-" || rest.first == "+" { takeSign() } else { rest = rest.drop { $0 == " " } }
            } else if rest.hasSuffix(symbol) {
                rest = rest.dropLast(symbol.count)
                while rest.last == " " || rest.last == "\u{A0}" { rest = rest.dropLast() }
            }
        }
        var normal = negative ? "-" : ""
        var integerDigits = 0
        var groupDigits = 0
        var sawThousands = false
        var fractionDigits = -1
        for character in rest {
            if let digit = character.asciiValue, digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") {
                normal.append(character)
                if fractionDigits >= 0 { fractionDigits += 1 } else { integerDigits += 1; groupDigits += 1 }
            } else if character == decimal, fractionDigits < 0, integerDigits > 0 {
                if sawThousands, groupDigits != 3 { return .failure(.notAnAmount) }
                fractionDigits = 0
                normal.append(".")
            } else if let thousands, character == thousands, fractionDigits < 0, integerDigits > 0 {
                // The first group has one to three digits, every later one exactly three.
                if sawThousands ? groupDigits != 3 : groupDigits > 3 { return .failure(.notAnAmount) }
                sawThousands = true
                groupDigits = 0
            } else {
                return .failure(.notAnAmount)
            }
        }
        guard integerDigits > 0, fractionDigits != 0, !sawThousands || groupDigits == 3 || fractionDigits > 0 else {
            return .failure(.notAnAmount)
        }
        switch ExactDecimal.parse(Array(normal.utf8).span) {
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
