extension ExactDecimal {
    /// The most significant digits an amount may have: all of them fit `Decimal` exactly.
    package static let maximumSignificantDigits = 38

    /// Reads an amount written in the contract's AMOUNT grammar, exactly.
    ///
    /// The grammar is that of a JSON number with an optional leading `+` and
    /// leading zeros allowed: an optional sign, one or more digits, optionally
    /// `.` and one or more digits, optionally `e`/`E`, an optional sign and one
    /// or more digits. Whitespace (space, tab, CR, LF) around it is ignored.
    /// At most 38 significant digits (from the first to the last non-zero
    /// digit); trailing zeros are kept as written where they fit and folded
    /// into the exponent otherwise, never dropped. Nothing is rounded: a value
    /// that `Decimal` cannot hold exactly (below 1e-128 in its last digit, or
    /// above 38 digits × 10^127) is an error.
    ///
    /// ```swift
    /// try ExactDecimal(parsing: " 929466.23 ").description  // "929466.23"
    /// try ExactDecimal(parsing: "-4.5e2").description       // "-450"
    /// try ExactDecimal(parsing: "12.50").exponent            // -2 (kept as written)
    /// try ExactDecimal(parsing: "12,50")                    // throws MoneyError.invalidAmount
    /// ```
    ///
    /// - Parameter text: The amount as written.
    /// - Throws: ``MoneyError/invalidAmount(_:_:)`` saying what is wrong.
    package init(parsing text: some StringProtocol) throws(MoneyError) {
        var text = String(text)
        text.makeContiguousUTF8()
        switch ExactDecimal.parse(text.utf8.span) {
        case .success(let value): self = value
        case .failure(let problem): throw .invalidAmount(String(text), problem)
        }
    }

    /// Reads an amount from UTF-8 bytes; the allocation-free core of ``init(parsing:)``.
    ///
    /// ```swift
    /// ExactDecimal.parse(Array("-12.50".utf8).span)  // .success(-12.50)
    /// ExactDecimal.parse(Array("12,50".utf8).span)   // .failure(.unexpectedCharacter)
    /// ```
    package static func parse(_ bytes: Span<UInt8>) -> Result<ExactDecimal, AmountProblem> {
        parse(bytes, maximumDigits: maximumSignificantDigits)
    }

    /// The parser, allowing up to `maximumDigits` significant digits (39 only for reading a
    /// `Decimal`'s own description, whose mantissa may reach 2^128 − 1).
    static func parse(_ bytes: Span<UInt8>, maximumDigits: Int) -> Result<ExactDecimal, AmountProblem> {
        if let value = parseCommon(bytes) { return .success(value) }
        return parseGeneral(bytes, maximumDigits: maximumDigits)
    }

    /// The shape nearly every amount has — optional sign, at most 19 digits, an
    /// optional fraction, no exponent, no surrounding space — read with 64-bit
    /// arithmetic; `nil` sends anything else to the general parser.
    @inline(__always)
    static func parseCommon(_ bytes: Span<UInt8>) -> ExactDecimal? {
        let count = bytes.count
        guard count > 0, count <= 21 else { return nil }
        var index = 0
        var negative = false
        let first = bytes[0]
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            index = 1
        }
        var value: UInt64 = 0
        var digits = 0
        var fractionDigits = -1  // -1: no "." seen
        while index < count {
            let byte = bytes[index]
            let digit = byte &- UInt8(ascii: "0")
            if digit < 10 {
                value = value &* 10 &+ UInt64(digit)
                digits += 1
                if fractionDigits >= 0 { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), fractionDigits < 0, digits > 0 {
                fractionDigits = 0
            } else {
                return nil
            }
            index += 1
        }
        // Digits before and after the point are required; at most 19 fit 64 bits for sure.
        guard digits > 0, digits <= 19, fractionDigits != 0 else { return nil }
        if value == 0 { return .zero }  // as the general parser: zero has no sign and no scale
        let exponent = max(fractionDigits, 0)
        guard exponent <= -ExactDecimal.exponentRange.lowerBound else { return nil }
        return ExactDecimal(significand: UInt128(value), exponent: -exponent, isNegative: negative)
    }

    /// Any amount the grammar allows: whitespace, exponents, up to `maximumDigits` digits.
    static func parseGeneral(_ bytes: Span<UInt8>, maximumDigits: Int) -> Result<ExactDecimal, AmountProblem> {
        var start = 0
        var end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        if start == end { return .failure(.empty) }

        var index = start
        var negative = false
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }

        // Accumulate digits; leading zeros are skipped, trailing zeros counted
        // apart so that they can be folded into the exponent when needed.
        var significand: UInt128 = 0
        var significantDigits = 0      // digits accumulated into `significand`
        var pendingZeros = 0           // zeros seen after the last non-zero digit, not yet accumulated
        var fractionDigits = 0         // digits after the "."
        var sawDigit = false

        @inline(__always) func take(_ digit: UInt8, inFraction: Bool) -> Bool {
            if inFraction { fractionDigits += 1 }
            if digit == 0 {
                if significantDigits > 0 { pendingZeros += 1 }
                return true
            }
            // A non-zero digit: the zeros before it become significant.
            if significantDigits + pendingZeros + 1 > maximumDigits { return false }
            if maximumDigits > maximumSignificantDigits {
                // 39 digits may overflow 128 bits: check every step.
                for _ in 0...pendingZeros {
                    let (product, overflow) = significand.multipliedReportingOverflow(by: 10)
                    if overflow { return false }
                    significand = product
                }
                let (sum, overflow) = significand.addingReportingOverflow(UInt128(digit))
                if overflow { return false }
                significand = sum
            } else {
                for _ in 0..<pendingZeros { significand &*= 10 }
                significand = significand &* 10 &+ UInt128(digit)
            }
            significantDigits += pendingZeros + 1
            pendingZeros = 0
            return true
        }

        while index < end, let digit = digitValue(bytes[index]) {
            sawDigit = true
            if !take(digit, inFraction: false) { return .failure(.tooManyDigits) }
            index += 1
        }
        if !sawDigit { return .failure(index < end ? .unexpectedCharacter : .missingDigits) }

        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            var sawFractionDigit = false
            while index < end, let digit = digitValue(bytes[index]) {
                sawFractionDigit = true
                if !take(digit, inFraction: true) { return .failure(.tooManyDigits) }
                index += 1
            }
            if !sawFractionDigit { return .failure(.missingFractionDigits) }
        }

        var writtenExponent = 0
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var exponentNegative = false
            if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var sawExponentDigit = false
            while index < end, let digit = digitValue(bytes[index]) {
                sawExponentDigit = true
                // Saturate: anything this large is out of range anyway.
                if writtenExponent < 1_000_000 { writtenExponent = writtenExponent * 10 + Int(digit) }
                index += 1
            }
            if !sawExponentDigit { return .failure(.missingExponentDigits) }
            if exponentNegative { writtenExponent = -writtenExponent }
        }
        if index < end { return .failure(.unexpectedCharacter) }

        if significand == 0 { return .success(.zero) }

        // value = significand × 10^(pendingZeros − fractionDigits + writtenExponent).
        var exponent = pendingZeros - fractionDigits + writtenExponent
        // Keep the trailing zeros as written (12.50 stays 1250e-2) where digits and range allow.
        while pendingZeros > 0, significantDigits < maximumDigits, exponent > ExactDecimal.exponentRange.lowerBound {
            let (product, overflow) = significand.multipliedReportingOverflow(by: 10)
            if overflow { break }
            significand = product
            exponent -= 1
            pendingZeros -= 1
            significantDigits += 1
        }
        // Above Decimal's largest exponent, move zeros into the significand while 38 digits allow (1e130 is 1000e127).
        while exponent > ExactDecimal.exponentRange.upperBound, significantDigits < maximumDigits {
            let (product, overflow) = significand.multipliedReportingOverflow(by: 10)
            if overflow { break }
            significand = product
            exponent -= 1
            significantDigits += 1
        }
        guard ExactDecimal.exponentRange.contains(exponent) else { return .failure(.outOfRange) }
        return .success(ExactDecimal(significand: significand, exponent: exponent, isNegative: negative))
    }

    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }

    @inline(__always)
    static func digitValue(_ byte: UInt8) -> UInt8? {
        let value = byte &- UInt8(ascii: "0")
        return value < 10 ? value : nil
    }
}

extension UInt128 {
    /// `self` raised to a small power (no overflow checks beyond the arithmetic's own).
    ///
    /// ```swift
    /// UInt128(10).power(20)  // 100000000000000000000
    /// ```
    func power(_ exponent: Int) -> UInt128 {
        var result: UInt128 = 1
        for _ in 0..<exponent { result *= self }
        return result
    }
}
