/// The contract's AMOUNT grammar read the plain way, as the amount fuzz target's oracle.
///
/// Independent of `ExactDecimal`'s parser (no fast path, no 128-bit arithmetic): it finds
/// the grammar's parts, then the value as normalized significant digits and a power of ten.
///
/// ```swift
/// ReferenceAmount(Array(" -12.50 ".utf8))
/// // digits "125", exponent -1, negative, significantDigits 3
/// ReferenceAmount(Array("12,50".utf8))  // nil
/// ```
struct ReferenceAmount {
    /// The significant digits, first and last non-zero ("" for zero).
    var digits: [UInt8]
    /// The value is `digits` × 10^exponent.
    var exponent: Int
    var isNegative: Bool

    /// Reads `bytes`, or nil if they break the grammar: whitespace (space, tab, CR, LF)
    /// around an optional sign, digits, an optional `.` and digits, an optional `e`/`E`, sign
    /// and digits.
    init?(_ bytes: [UInt8]) {
        let space: Set<UInt8> = [0x20, 0x09, 0x0D, 0x0A]
        var text = bytes[...]
        while let first = text.first, space.contains(first) { text = text.dropFirst() }
        while let last = text.last, space.contains(last) { text = text.dropLast() }
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        func take(_ predicate: (UInt8) -> Bool) -> ArraySlice<UInt8> {
            let taken = text.prefix(while: predicate)
            text = text.dropFirst(taken.count)
            return taken
        }
        isNegative = text.first == UInt8(ascii: "-")
        if text.first == UInt8(ascii: "-") || text.first == UInt8(ascii: "+") { text = text.dropFirst() }
        let integer = take(isDigit)
        guard !integer.isEmpty else { return nil }
        var fraction: ArraySlice<UInt8> = []
        if text.first == UInt8(ascii: ".") {
            text = text.dropFirst()
            fraction = take(isDigit)
            guard !fraction.isEmpty else { return nil }
        }
        var written = 0
        if text.first == UInt8(ascii: "e") || text.first == UInt8(ascii: "E") {
            text = text.dropFirst()
            let negativeExponent = text.first == UInt8(ascii: "-")
            if text.first == UInt8(ascii: "-") || text.first == UInt8(ascii: "+") { text = text.dropFirst() }
            let exponentDigits = take(isDigit)
            guard !exponentDigits.isEmpty else { return nil }
            // Anything past ten million is out of range whatever the digits (inputs are short).
            for digit in exponentDigits where written < 10_000_000 { written = written * 10 + Int(digit - UInt8(ascii: "0")) }
            if negativeExponent { written = -written }
        }
        guard text.isEmpty else { return nil }
        var all = Array(integer) + Array(fraction)
        var exponent = written - fraction.count
        while all.last == UInt8(ascii: "0") {
            all.removeLast()
            exponent += 1
        }
        digits = Array(all.drop { $0 == UInt8(ascii: "0") })
        if digits.isEmpty {
            exponent = 0
            isNegative = false
        }
        self.exponent = exponent
    }

    /// The significand and exponent `Decimal` needs for this value with at most 38 digits and
    /// an exponent in −128…127 (moving trailing zeros into the significand if it must), or
    /// nil when there is no such pair.
    var fitsDecimal: Bool {
        if digits.isEmpty { return true }
        guard digits.count <= 38, exponent >= -128 else { return false }
        return exponent <= 127 + (38 - digits.count)
    }
}
