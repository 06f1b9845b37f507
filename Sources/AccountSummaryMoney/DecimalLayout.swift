import Foundation

/// How a `Decimal`'s 20 bytes are laid out on this platform.
///
/// swift-foundation (Linux) and Darwin's `NSDecimal` pack the exponent,
/// length and sign differently; both keep the mantissa as eight little-endian
/// `UInt16` words after a 4-byte header. The layout in use is chosen once, by
/// reading values built through `Decimal`'s public API and checking every field.
///
/// The only place the money layer reads or writes a `Decimal`'s bytes. Invariant:
/// a layout is used only once ``verified`` has checked it (20-byte `Decimal`,
/// every field of six sample values read back exactly, NaN recognised);
/// `read(_:)` asserts this in debug builds, and where no layout passes the
/// callers take the exact `description` path instead. It writes only through
/// ``verifiedWriter``, which has checked that its bytes are `NSDecimalAdd`'s.
///
/// ```swift
/// DecimalLayout.verified?.read(Decimal(12))  // ExactDecimal 12
/// ```
package enum DecimalLayout: Sendable {
    /// swift-foundation: byte 1 holds the length in bits 4–7, the sign in bit 3.
    case swiftFoundation
    /// Darwin `NSDecimal` bitfields: byte 1 holds the length in bits 0–3, the sign in bit 4.
    case darwinBitfields

    /// 2^64 as a `Decimal`, built exactly.
    static let twoToThe64: Decimal = Decimal(UInt64(1) << 32) * Decimal(UInt64(1) << 32)

    /// The layout that reads this platform's `Decimal` correctly, or `nil` to use the slow path.
    package static let verified: DecimalLayout? = [.swiftFoundation, .darwinBitfields].first { $0.passesSelfCheck() }

    /// Reads a decimal's fields; `nil` for NaN.
    @inline(__always)
    package func read(_ decimal: Decimal) -> ExactDecimal? {
        assert(DecimalLayout.verified == self, "DecimalLayout.read with a layout that was not verified")
        return readFields(decimal)
    }

    /// Reads the fields as this layout places them, verified or not.
    @inline(__always)
    private func readFields(_ decimal: Decimal) -> ExactDecimal? {
        // Read the 20 bytes as the three words the value travels in (0–7, 8–15,
        // 16–19): loads that straddle them stall on store forwarding.
        let (first, second, third) = withUnsafeBytes(of: decimal) { raw in
            (UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self)),
             UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)),
             UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 16, as: UInt32.self)))
        }
        let exponent = Int(Int8(truncatingIfNeeded: first))
        let flags = UInt8(truncatingIfNeeded: first >> 8)
        let length: Int
        let negative: Bool
        switch self {
        case .swiftFoundation:
            length = Int(flags >> 4)
            negative = flags & 0b0000_1000 != 0
        case .darwinBitfields:
            length = Int(flags & 0b0000_1111)
            negative = flags & 0b0001_0000 != 0
        }
        if length == 0 { return negative ? nil : .zero }
        // The mantissa: eight little-endian UInt16 words from byte 4; words past `length` are ignored.
        var low = first >> 32 | second << 32
        var high = second >> 32 | UInt64(third) << 32
        if length < 4 {
            low &= (1 << (16 * UInt64(length))) - 1
            high = 0
        } else if length < 8 {
            high &= (1 << (16 * UInt64(length - 4))) - 1
        }
        return ExactDecimal(significand: UInt128(high) << 64 | UInt128(low), exponent: exponent, isNegative: negative)
    }

    /// The layout that also writes a compact `Decimal` byte for byte as Foundation's arithmetic
    /// does (checked once against `NSDecimalAdd` results), or nil: then nothing is written.
    package static let verifiedWriter: DecimalLayout? = verified.flatMap { $0.passesWriteCheck() ? $0 : nil }

    /// A compact `Decimal`: a significand with no trailing zero (and not zero), an exponent in
    /// -128...127, marked compact, as `NSDecimalAdd` leaves its results.
    ///
    /// Only through ``verifiedWriter``.
    @inline(__always)
    package func write(significand: UInt128, exponent: Int, isNegative: Bool) -> Decimal {
        assert(significand != 0 && significand % 10 != 0 && ExactDecimal.exponentRange.contains(exponent))
        let length = (UInt128.bitWidth - significand.leadingZeroBitCount + 15) / 16
        let flags: UInt8
        switch self {
        case .swiftFoundation: flags = UInt8(length) << 4 | (isNegative ? 0b0000_1000 : 0) | 0b0000_0100
        case .darwinBitfields: flags = UInt8(length) | (isNegative ? 0b0001_0000 : 0) | 0b0010_0000
        }
        var decimal = Decimal()
        withUnsafeMutableBytes(of: &decimal) { raw in
            raw.storeBytes(of: UInt8(bitPattern: Int8(exponent)), toByteOffset: 0, as: UInt8.self)
            raw.storeBytes(of: flags, toByteOffset: 1, as: UInt8.self)
            raw.storeBytes(of: 0, toByteOffset: 2, as: UInt16.self)
            raw.storeBytes(of: UInt64(truncatingIfNeeded: significand).littleEndian, toByteOffset: 4, as: UInt64.self)
            raw.storeBytes(of: UInt64(truncatingIfNeeded: significand >> 64).littleEndian, toByteOffset: 12, as: UInt64.self)
        }
        return decimal
    }

    /// Whether ``write(significand:exponent:isNegative:)`` gives `NSDecimalAdd`'s very bytes.
    private func passesWriteCheck() -> Bool {
        let samples: [(String, String, UInt128, Int, Bool)] = [
            ("12.50", "0.5", 13, 0, false), ("12.5", "0.01", 1251, -2, false), ("-1.00", "0.5", 5, -1, true),
            ("100", "200", 3, 2, false), ("123456789012345678", "1", 123_456_789_012_345_679, 0, false),
            ("-5", "-5.55", 1055, -2, true), ("99999999999999999999", "0.001", 99_999_999_999_999_999_999_001, -3, false),
        ]
        for (left, right, significand, exponent, negative) in samples {
            let posix = Locale(identifier: "en_US_POSIX")
            guard var a = Decimal(string: left, locale: posix), var b = Decimal(string: right, locale: posix) else { return false }
            var sum = Decimal()
            guard NSDecimalAdd(&sum, &a, &b, .plain) == .noError else { return false }
            let written = write(significand: significand, exponent: exponent, isNegative: negative)
            let same = withUnsafeBytes(of: sum) { expected in withUnsafeBytes(of: written) { expected.elementsEqual($0) } }
            if !same { return false }
        }
        return true
    }

    /// Whether this layout reads values made through the public API back exactly.
    private func passesSelfCheck() -> Bool {
        guard MemoryLayout<Decimal>.size == 20 else { return false }
        let samples: [(String, UInt128, Int, Bool)] = [
            ("929466.23", 92_946_623, -2, false),
            ("-0.001", 1, -3, true),
            ("-12345678901234567890123456789012345678", 12_345_678_901_234_567_890_123_456_789_012_345_678, 0, true),
            ("5e100", 5, 100, false),
            ("-7e-100", 7, -100, true),
            ("0", 0, 0, false),
        ]
        for (text, significand, exponent, negative) in samples {
            guard let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")),
                  let read = readFields(decimal) else { return false }
            // Decimal may store a value with trailing zeros or without; compare values.
            let expected = ExactDecimal(significand: significand, exponent: exponent, isNegative: negative)
            if read.normalized != expected.normalized { return false }
        }
        return readFields(Decimal.nan) == nil
    }
}
