extension CurrencyFormatter.Plan {
    /// An amount on the fast path, rounded and split, ready to be written.
    struct FastNumber {
        var integerPart: UInt64
        var fraction: UInt64
        var integerDigits: Int
        var isNegative: Bool
    }

    /// Rounds an amount whose value scaled to the currency's fraction digits fits in 64 bits
    /// (so never with 20 fraction digits or more, which only an unrounded plan has).
    @inline(__always)
    func fastNumber(_ value: ExactDecimal) -> FastNumber? {
        guard value.significand >> 64 == 0, fractionDigits < 20 else { return nil }
        let significand = UInt64(truncatingIfNeeded: value.significand)
        let shift = value.exponent + fractionDigits
        var scaled: UInt64
        if shift >= 0 {
            // One multiply that reports overflow, not a division by 10^shift.
            guard shift < 20 else { return nil }
            let (product, overflow) = significand.multipliedReportingOverflow(by: powerOfTen(shift))
            if overflow { return nil }
            scaled = product
        } else if shift > -20 {
            let remainder: UInt64
            let divisor: UInt64
            // Constant divisors compile to multiplies; a runtime 10^k is a real division.
            switch shift {
            case -1: (scaled, remainder) = significand.quotientAndRemainder(dividingBy: 10); divisor = 10
            case -2: (scaled, remainder) = significand.quotientAndRemainder(dividingBy: 100); divisor = 100
            default:
                divisor = powerOfTen(-shift)
                (scaled, remainder) = significand.quotientAndRemainder(dividingBy: divisor)
            }
            let half = divisor / 2
            if remainder > half || (remainder == half && scaled & 1 == 1) { scaled += 1 }
        } else {
            scaled = 0  // below half a unit of the last fraction digit: rounds to zero
        }
        var integerPart = scaled
        var fraction: UInt64 = 0
        switch fractionDigits {
        case 0: break
        case 2: (integerPart, fraction) = scaled.quotientAndRemainder(dividingBy: 100)
        case 3: (integerPart, fraction) = scaled.quotientAndRemainder(dividingBy: 1_000)
        default: (integerPart, fraction) = scaled.quotientAndRemainder(dividingBy: powerOfTen(fractionDigits))
        }
        return FastNumber(integerPart: integerPart, fraction: fraction,
                          integerDigits: digitCount(integerPart), isNegative: value.isNegative)
    }

    /// The exact bytes a fast-path number takes.
    @inline(__always)
    func byteCount(_ number: FastNumber) -> Int {
        (number.isNegative ? negativeAffixByteCount : positiveAffixByteCount)
            + number.integerDigits * digitWidth + separatorBytes[number.integerDigits] + fractionByteCount
    }

    /// Writes a rounded number right to left, before whatever `writer` holds.
    @inline(__always)
    func write(_ number: FastNumber, into writer: inout ByteWriter) {
        var integerPart = number.integerPart
        var fraction = number.fraction
        let integerDigits = number.integerDigits
        let grouped = grouping.isGrouped(integerDigits: integerDigits)

        @inline(__always) func put(_ slice: Slice) {
            writer.prepend(storage, offset: slice.offset, count: slice.count)
        }
        @inline(__always) func putDigit(_ digit: UInt64) {
            writer.prepend(storage, offset: digits.offset + Int(digit) * digitWidth, count: digitWidth)
        }

        put(number.isNegative ? negativeSuffixBytes : positiveSuffixBytes)
        if hasASCIIDigits {
            // The common case, without a branch per digit.
            if fractionDigits > 0 {
                for _ in 0..<fractionDigits {
                    let (quotient, digit) = fraction.quotientAndRemainder(dividingBy: 10)
                    writer.prepend(0x30 &+ UInt8(truncatingIfNeeded: digit))
                    fraction = quotient
                }
                put(decimalSeparator)
            }
            if !grouped {
                repeat {
                    let (quotient, digit) = integerPart.quotientAndRemainder(dividingBy: 10)
                    writer.prepend(0x30 &+ UInt8(truncatingIfNeeded: digit))
                    integerPart = quotient
                } while integerPart != 0
            } else {
                var groupSize = grouping.groupSize(fromRight: 0)
                while true {
                    for _ in 0..<groupSize {
                        let (quotient, digit) = integerPart.quotientAndRemainder(dividingBy: 10)
                        writer.prepend(0x30 &+ UInt8(truncatingIfNeeded: digit))
                        integerPart = quotient
                        if integerPart == 0 { break }
                    }
                    if integerPart == 0 { break }
                    put(groupSeparator)
                    groupSize = grouping.groupSize(fromRight: 1)
                }
            }
        } else {
            if fractionDigits > 0 {
                for _ in 0..<fractionDigits {
                    let (quotient, digit) = fraction.quotientAndRemainder(dividingBy: 10)
                    putDigit(digit)
                    fraction = quotient
                }
                put(decimalSeparator)
            }
            var inGroup = 0
            var groupSize = grouping.groupSize(fromRight: 0)
            repeat {
                if grouped, inGroup == groupSize {
                    put(groupSeparator)
                    inGroup = 0
                    groupSize = grouping.groupSize(fromRight: 1)
                }
                let (quotient, digit) = integerPart.quotientAndRemainder(dividingBy: 10)
                putDigit(digit)
                integerPart = quotient
                inGroup += 1
            } while integerPart != 0
        }
        put(number.isNegative ? negativePrefixBytes : positivePrefixBytes)
    }

    /// Any value `Decimal` can hold, front to back: digits in a scratch buffer, rounding with carries.
    ///
    /// - Returns: The integer digits shown (at least 1), for the parts walk.
    package func writeGeneral(_ value: ExactDecimal, into writer: inout ByteWriter) -> Int {
        DigitScratch.with(count: 48) { scratch in writeGeneral(value, scratch: scratch, into: &writer) }
    }

    private func writeGeneral(_ value: ExactDecimal, scratch: DigitScratch, into writer: inout ByteWriter) -> Int {
        // The significand's digits (values 0–9), most significant first, at the
        // end of the scratch so that a rounding carry can grow to the left.
        let end = scratch.count
        var first = end
        var remaining = value.significand
        while remaining > UInt128(UInt64.max) {
            let (quotient, chunk) = remaining.quotientAndRemainder(dividingBy: 10_000_000_000_000_000_000)
            var small = UInt64(chunk)
            for _ in 0..<19 {
                first -= 1
                scratch[first] = UInt8(truncatingIfNeeded: small % 10)
                small /= 10
            }
            remaining = quotient
        }
        var small = UInt64(remaining)
        while small != 0 {
            first -= 1
            scratch[first] = UInt8(truncatingIfNeeded: small % 10)
            small /= 10
        }
        var count = end - first
        var exponent = value.exponent

        // Round half-even to the currency's fraction digits.
        if exponent < -fractionDigits {
            let kept = count - (-exponent - fractionDigits)
            var up = false
            if kept >= 0 {
                let roundDigit = scratch[first + kept]
                if roundDigit > 5 {
                    up = true
                } else if roundDigit == 5 {
                    var sticky = false
                    var index = kept + 1
                    while index < count {
                        if scratch[first + index] != 0 { sticky = true; break }
                        index += 1
                    }
                    let lastKept = kept > 0 ? scratch[first + kept - 1] : 0
                    up = sticky || lastKept & 1 == 1
                }
            }
            count = max(kept, 0)
            if up {
                var index = count - 1
                while index >= 0, scratch[first + index] == 9 {
                    scratch[first + index] = 0
                    index -= 1
                }
                if index >= 0 {
                    scratch[first + index] += 1
                } else {
                    first -= 1
                    scratch[first] = 1
                    count += 1
                }
            }
            exponent = -fractionDigits
        }

        // value = digits × 10^exponent, exponent ≥ -fractionDigits.
        let integerDigits = count + exponent
        let prefix = value.isNegative ? negativePrefixBytes : positivePrefixBytes
        writer.append(storage, offset: prefix.offset, count: prefix.count)

        @inline(__always) func digit(at position: Int) -> UInt8 {
            position >= 0 && position < count ? scratch[first + position] : 0
        }
        @inline(__always) func emit(_ digit: UInt8) {
            if hasASCIIDigits {
                writer.append(0x30 &+ digit)
            } else {
                writer.append(storage, offset: digits.offset + Int(digit) * digitWidth, count: digitWidth)
            }
        }

        if integerDigits <= 0 {
            emit(0)
        } else {
            var position = 0
            var group = grouping.leadingGroupSize(integerDigits: integerDigits)
            while true {
                for _ in 0..<group {
                    emit(digit(at: position))
                    position += 1
                }
                let left = integerDigits - position
                if left == 0 { break }
                writer.append(storage, offset: groupSeparator.offset, count: groupSeparator.count)
                group = grouping.groupSize(remaining: left)
            }
        }
        if fractionDigits > 0 {
            writer.append(storage, offset: decimalSeparator.offset, count: decimalSeparator.count)
            for position in integerDigits..<(integerDigits + fractionDigits) {
                emit(digit(at: position))
            }
        }
        let suffix = value.isNegative ? negativeSuffixBytes : positiveSuffixBytes
        writer.append(storage, offset: suffix.offset, count: suffix.count)
        return max(integerDigits, 1)
    }

    /// Writes what Foundation prints for NaN.
    package func writeNotANumber(into writer: inout ByteWriter) {
        writer.append(storage, offset: notANumberBytes.offset, count: notANumberBytes.count)
    }

    /// Formats one amount to a `String` (ASCII results of up to 15 bytes need no allocation).
    ///
    /// ```swift
    /// plan.string(try ExactDecimal(parsing: "-1234.5"))  // "-$1,234.50" for en_US USD
    /// ```
    package func string(_ value: ExactDecimal?) -> String {
        if let value, let number = fastNumber(value) {
            return ByteWriter.string(exactCount: byteCount(number)) { write(number, into: &$0) }
        }
        // Off the fast path: huge or tiny values, and NaN.
        return ByteWriter.string(capacity: maximumByteCount) { writer in
            if let value { _ = writeGeneral(value, into: &writer) } else { writeNotANumber(into: &writer) }
        }
    }

    /// Appends one formatted amount's bytes to `output`.
    ///
    /// - Returns: The integer digits shown, for the parts walk (-1 for NaN).
    @discardableResult
    package func append(_ value: ExactDecimal?, to output: inout [UInt8]) -> Int {
        if let value, let number = fastNumber(value) {
            ByteWriter.append(to: &output, exactCount: byteCount(number)) { write(number, into: &$0) }
            return number.integerDigits
        }
        return ByteWriter.append(to: &output, capacity: maximumByteCount) { writer in
            guard let value else {
                writeNotANumber(into: &writer)
                return -1
            }
            return writeGeneral(value, into: &writer)
        }
    }

    /// Formats one amount and keeps what its parts need.
    package func formatted(_ value: ExactDecimal?) -> FormattedAmount {
        if let value, let number = fastNumber(value) {
            let storage = ByteWriter.amountStorage(exactCount: byteCount(number)) { write(number, into: &$0) }
            return FormattedAmount(storage: storage, layout: number.isNegative ? negativeLayout : positiveLayout,
                                   isNegative: number.isNegative, integerDigits: number.integerDigits)
        }
        guard let value else {
            let (storage, _) = ByteWriter.amountStorage(capacity: maximumByteCount) { writeNotANumber(into: &$0) }
            return FormattedAmount(storage: storage, layout: notANumberLayout, isNegative: false, integerDigits: -1)
        }
        // Off the fast path: huge or tiny values.
        let (storage, integerDigits) = ByteWriter.amountStorage(capacity: maximumByteCount) { writeGeneral(value, into: &$0) }
        return FormattedAmount(storage: storage, layout: value.isNegative ? negativeLayout : positiveLayout,
                               isNegative: value.isNegative, integerDigits: integerDigits)
    }
}
