/// The operands CLDR plural rules are written over, taken from a number as written.
///
/// CLDR (UTS #35, "Plural Operand Meanings") reads a number's *visible* digits, so `1`
/// and `1.0` differ (`v` is 0 and 1): English says "1 transaction" but "1.0 transactions".
///
/// | operand | meaning | `1.50` | `1c6` |
/// | --- | --- | --- | --- |
/// | `n` | absolute value | 1.5 | 1000000 |
/// | `i` | integer digits | 1 | 1000000 |
/// | `v` | number of visible fraction digits, with trailing zeros | 2 | 0 |
/// | `w` | number of visible fraction digits, without trailing zeros | 1 | 0 |
/// | `f` | visible fraction digits, with trailing zeros | 50 | 0 |
/// | `t` | visible fraction digits, without trailing zeros | 5 | 0 |
/// | `e` | exponent of compact decimal notation (`c` or `e` in CLDR samples) | 0 | 6 |
///
/// `n` is never stored as a binary floating-point value: the rules only ask whether it
/// is a whole number (`t == 0`) and what its integer digits are.
///
/// ```swift
/// PluralOperands("1.50")?.v  // 2
/// PluralOperands("1.50")?.t  // 5
/// PluralOperands(21).i       // 21
/// ```
public struct PluralOperands: Sendable, Hashable {
    /// The integer digits. Past 18 digits only the last 17 are kept, plus 10^18, so
    /// that every `i % 10^k` (k ≤ 17) stays right and no small value is matched by accident.
    public var i: UInt64
    /// The number of visible fraction digits, trailing zeros included.
    public var v: Int
    /// The number of visible fraction digits, trailing zeros excluded.
    public var w: Int
    /// The visible fraction digits as an integer, trailing zeros included (capped like `i`).
    public var f: UInt64
    /// The visible fraction digits as an integer, trailing zeros excluded (capped like `i`).
    public var t: UInt64
    /// The compact-decimal exponent (`1.2c6`: 6); 0 for ordinary numbers.
    public var e: Int

    /// Whether `n` is a whole number: no fraction digit other than zero.
    public var isWhole: Bool { t == 0 }

    /// The operands of a whole count.
    ///
    /// ```swift
    /// PluralOperands(-3).i  // 3
    /// ```
    public init(_ count: Int) {
        i = count.magnitude > PluralOperands.cap ? PluralOperands.cap + UInt64(count.magnitude) % PluralOperands.keep
            : UInt64(count.magnitude)
        v = 0
        w = 0
        f = 0
        t = 0
        e = 0
    }

    /// The operands of a number written in CLDR's sample notation: optional `-`, digits,
    /// optional `.` and digits, optional `c` or `e` and a non-negative exponent
    /// (`1000000`, `1.5`, `2.0`, `1c6`, `1.1c6`). Nil for anything else.
    ///
    /// The exponent shifts the point before the operands are taken, as CLDR says:
    /// `1.2c3` is 1200 with `e` = 3.
    ///
    /// ```swift
    /// PluralOperands("1.1c6")?.i  // 1100000
    /// PluralOperands("2.0")?.v    // 1
    /// PluralOperands("1,5")       // nil
    /// ```
    public init?(_ text: String) {
        var scalars = Array(text.utf8)[...]
        if scalars.first == UInt8(ascii: "-") { scalars = scalars.dropFirst() }
        var integerDigits: [UInt8] = []
        var fractionDigits: [UInt8] = []
        var exponentDigits: [UInt8] = []
        var part = 0  // 0 integer, 1 fraction, 2 exponent
        for byte in scalars {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                switch part {
                case 0: integerDigits.append(byte - UInt8(ascii: "0"))
                case 1: fractionDigits.append(byte - UInt8(ascii: "0"))
                default: exponentDigits.append(byte - UInt8(ascii: "0"))
                }
            case UInt8(ascii: ".") where part == 0:
                part = 1
            case UInt8(ascii: "c"), UInt8(ascii: "e"):
                guard part < 2 else { return nil }
                part = 2
            default:
                return nil
            }
        }
        guard !integerDigits.isEmpty, part != 1 || !fractionDigits.isEmpty,
              part != 2 || (!exponentDigits.isEmpty && exponentDigits.count <= 3) else { return nil }
        let exponent = exponentDigits.reduce(0) { $0 * 10 + Int($1) }
        // Shift the point right by the exponent: fraction digits move into the integer part.
        let moved = min(exponent, fractionDigits.count)
        integerDigits += fractionDigits.prefix(moved)
        integerDigits += [UInt8](repeating: 0, count: exponent - moved)
        fractionDigits.removeFirst(moved)
        var significant = fractionDigits
        while significant.last == 0 { significant.removeLast() }
        i = PluralOperands.capped(integerDigits)
        v = fractionDigits.count
        w = significant.count
        f = PluralOperands.capped(fractionDigits)
        t = PluralOperands.capped(significant)
        e = exponent
    }

    /// 10^18: values at or above it keep only their last 17 digits, plus this.
    private static let cap: UInt64 = 1_000_000_000_000_000_000
    private static let keep: UInt64 = 100_000_000_000_000_000

    /// Digits as a number, capped so that it fits and keeps its last 17 digits.
    private static func capped(_ digits: [UInt8]) -> UInt64 {
        var significant = digits[...]
        while significant.first == 0 { significant = significant.dropFirst() }
        guard significant.count > 18 else { return significant.reduce(0) { $0 * 10 + UInt64($1) } }
        return cap + significant.suffix(17).reduce(0) { $0 * 10 + UInt64($1) }
    }
}
