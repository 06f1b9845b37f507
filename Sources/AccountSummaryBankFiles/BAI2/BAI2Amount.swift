import AccountSummary
import Foundation

/// A BAI2 amount as written: an optional sign and digits, no decimal point.
///
/// The digits are whole minor units of the record's currency: the currency's ISO 4217 minor
/// unit says where the decimal point goes (`12345` USD is 123.45, JPY 12345, BHD 12.345). The
/// trailers' control totals add the amounts as written, as integers.
///
/// ```swift
/// let amount = BAI2Amount(parsing: "-12345")!
/// amount.scaled(minorUnit: 2)  // -123.45 (exact)
/// amount.integer               // -12345
/// ```
struct BAI2Amount: Hashable {
    /// The digits, as an integer.
    var significand: UInt128
    /// Whether a minus sign precedes them.
    var isNegative: Bool

    /// The most significant digits an amount may have: `Decimal` holds 38 exactly.
    static let maximumDigits = 38

    /// `+123`, `-123`, `00123`; nil for anything else (empty, a decimal point, a space, more
    /// than 38 significant digits).
    init?(parsing text: some StringProtocol) {
        var bytes = Substring(text).utf8[...]
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            negative = first == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        guard !bytes.isEmpty else { return nil }
        var value: UInt128 = 0
        var digits = 0
        for byte in bytes {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            if value > 0 || byte != 0x30 { digits += 1 }
            guard digits <= BAI2Amount.maximumDigits else { return nil }
            value = value * 10 + UInt128(byte - 0x30)
        }
        significand = value
        isNegative = negative && value != 0
    }

    /// The amount in the currency's units: the digits over 10^minorUnit, exactly.
    func scaled(minorUnit: Int) -> Decimal {
        ExactDecimal(significand: significand, exponent: -minorUnit, isNegative: isNegative).decimal
    }

    /// The amount as written, an integer: what the trailers' control totals add.
    var integer: Decimal { scaled(minorUnit: 0) }
}
