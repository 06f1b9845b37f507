extension CurrencyFormatter.Plan {
    /// An amount on the fast path, rounded and split, ready to be written.
    struct FastNumber {
        var integerPart: UInt64
        var fraction: UInt64
        var integerDigits: Int
        var isNegative: Bool
    }

    /// Rounds an amount whose value scaled to the currency's fraction digits fits in 64 bits.
    @inline(__always)
    func fastNumber(_ value: ExactDecimal) -> FastNumber? {
        guard value.significand >> 64 == 0 else { return nil }
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

    /// A fast-path number's bytes in an array, for results too long for a stack buffer.
    func writtenBytes(_ number: FastNumber) -> [UInt8] {
        let count = byteCount(number)
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            _ = write(number, endingAt: buffer.baseAddress! + count)
            initialized = count
        }
    }

    /// Writes a rounded number right to left so that it ends just before `end`; returns where it starts.
    @inline(__always)
    func write(_ number: FastNumber, endingAt end: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var integerPart = number.integerPart
        var fraction = number.fraction
        let integerDigits = number.integerDigits
        let grouped = grouping.isGrouped(integerDigits: integerDigits)

        var cursor = end
        let base = storage.baseAddress!
        @inline(__always) func put(_ slice: Slice) {
            cursor -= slice.count
            let source = base + slice.offset
            for index in 0..<slice.count { cursor[index] = source[index] }
        }
        @inline(__always) func putDigit(_ digit: UInt64) {
            cursor -= digitWidth
            let source = base + digits.offset + Int(digit) * digitWidth
            for index in 0..<digitWidth { cursor[index] = source[index] }
        }

        put(number.isNegative ? negativeSuffixBytes : positiveSuffixBytes)
        if hasASCIIDigits {
            // The common case, without a branch per digit.
            if fractionDigits > 0 {
                for _ in 0..<fractionDigits {
                    let (quotient, digit) = fraction.quotientAndRemainder(dividingBy: 10)
                    cursor -= 1
                    cursor.pointee = 0x30 &+ UInt8(truncatingIfNeeded: digit)
                    fraction = quotient
                }
                put(decimalSeparator)
            }
            if !grouped {
                repeat {
                    let (quotient, digit) = integerPart.quotientAndRemainder(dividingBy: 10)
                    cursor -= 1
                    cursor.pointee = 0x30 &+ UInt8(truncatingIfNeeded: digit)
                    integerPart = quotient
                } while integerPart != 0
            } else {
                var groupSize = grouping.groupSize(fromRight: 0)
                while true {
                    for _ in 0..<groupSize {
                        let (quotient, digit) = integerPart.quotientAndRemainder(dividingBy: 10)
                        cursor -= 1
                        cursor.pointee = 0x30 &+ UInt8(truncatingIfNeeded: digit)
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
        return cursor
    }

    /// Any value `Decimal` can hold: digits in a scratch buffer, rounding with carries.
    package func writeGeneral(_ value: ExactDecimal, to out: UnsafeMutablePointer<UInt8>) -> (byteCount: Int, integerDigits: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { scratch in
            // The significand's digits (values 0–9), most significant first, at the
            // end of the scratch buffer so a rounding carry can grow to the left.
            let end = scratch.baseAddress! + 48
            var first = end
            var remaining = value.significand
            while remaining > UInt128(UInt64.max) {
                let (quotient, chunk) = remaining.quotientAndRemainder(dividingBy: 10_000_000_000_000_000_000)
                var small = UInt64(chunk)
                for _ in 0..<19 {
                    first -= 1
                    first.pointee = UInt8(truncatingIfNeeded: small % 10)
                    small /= 10
                }
                remaining = quotient
            }
            var small = UInt64(remaining)
            while small != 0 {
                first -= 1
                first.pointee = UInt8(truncatingIfNeeded: small % 10)
                small /= 10
            }
            var count = end - first
            var exponent = value.exponent

            // Round half-even to the currency's fraction digits.
            if exponent < -fractionDigits {
                let kept = count - (-exponent - fractionDigits)
                var up = false
                if kept >= 0 {
                    let roundDigit = first[kept]
                    if roundDigit > 5 {
                        up = true
                    } else if roundDigit == 5 {
                        var sticky = false
                        var index = kept + 1
                        while index < count {
                            if first[index] != 0 { sticky = true; break }
                            index += 1
                        }
                        let lastKept = kept > 0 ? first[kept - 1] : 0
                        up = sticky || lastKept & 1 == 1
                    }
                }
                count = max(kept, 0)
                if up {
                    var index = count - 1
                    while index >= 0, first[index] == 9 {
                        first[index] = 0
                        index -= 1
                    }
                    if index >= 0 {
                        first[index] += 1
                    } else {
                        first -= 1
                        first.pointee = 1
                        count += 1
                    }
                }
                exponent = -fractionDigits
            }

            // value = digits × 10^exponent, exponent ≥ -fractionDigits.
            let integerDigits = count + exponent
            var cursor = copy(value.isNegative ? negativePrefixBytes : positivePrefixBytes, to: out)

            @inline(__always) func digit(at position: Int) -> UInt8 {
                position >= 0 && position < count ? first[position] : 0
            }
            @inline(__always) func emit(_ digit: UInt8) {
                if hasASCIIDigits {
                    cursor.pointee = 0x30 &+ digit
                    cursor += 1
                } else {
                    cursor.update(from: storage.baseAddress! + digits.offset + Int(digit) * digitWidth, count: digitWidth)
                    cursor += digitWidth
                }
            }

            let shownIntegerDigits = max(integerDigits, 1)
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
                    cursor = copy(groupSeparator, to: cursor)
                    group = grouping.groupSize(remaining: left)
                }
            }
            if fractionDigits > 0 {
                cursor = copy(decimalSeparator, to: cursor)
                for position in integerDigits..<(integerDigits + fractionDigits) {
                    emit(digit(at: position))
                }
            }
            cursor = copy(value.isNegative ? negativeSuffixBytes : positiveSuffixBytes, to: cursor)
            return (cursor - out, shownIntegerDigits)
        }
    }

    /// Writes what Foundation prints for NaN.
    package func writeNotANumber(to out: UnsafeMutablePointer<UInt8>) -> Int {
        copy(notANumberBytes, to: out) - out
    }

    /// Formats one amount to a `String` (ASCII results of up to 15 bytes need no allocation).
    package func string(_ value: ExactDecimal?) -> String {
        if let value, let number = fastNumber(value) {
            // A fixed-size stack buffer and String(decoding:) beat writing into
            // String(unsafeUninitializedCapacity:), which costs more to set up.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { buffer in
                let count = byteCount(number)
                guard count <= 256 else { return String(decoding: writtenBytes(number), as: UTF8.self) }
                let start = write(number, endingAt: buffer.baseAddress! + count)
                return String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
            }
        }
        // Off the fast path: huge or tiny values, and NaN.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumByteCount) { buffer in
            let base = buffer.baseAddress!
            let count = value.map { writeGeneral($0, to: base).byteCount } ?? writeNotANumber(to: base)
            return String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
        }
    }

    /// Formats one amount and keeps what its parts need.
    package func formatted(_ value: ExactDecimal?) -> FormattedAmount {
        if let value, let number = fastNumber(value) {
            let count = byteCount(number)
            let layout = number.isNegative ? negativeLayout : positiveLayout
            if count <= FormattedAmount.InlineBytes.capacity {
                var bytes = FormattedAmount.InlineBytes(count: count)
                bytes.withMutableBytes { _ = write(number, endingAt: $0 + count) }
                return FormattedAmount(storage: .inline(bytes), layout: layout,
                                       isNegative: number.isNegative, integerDigits: number.integerDigits)
            }
            let string = String(unsafeUninitializedCapacity: count) { buffer in
                _ = write(number, endingAt: buffer.baseAddress! + count)
                return count
            }
            return FormattedAmount(storage: .string(string), layout: layout,
                                   isNegative: number.isNegative, integerDigits: number.integerDigits)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumByteCount) { buffer in
            let base = buffer.baseAddress!
            guard let value else {
                let count = writeNotANumber(to: base)
                return FormattedAmount(bytes: UnsafeBufferPointer(start: base, count: count),
                                       layout: notANumberLayout, isNegative: false, integerDigits: -1)
            }
            // Off the fast path: huge or tiny values.
            let layout = value.isNegative ? negativeLayout : positiveLayout
            let written = writeGeneral(value, to: base)
            return FormattedAmount(bytes: UnsafeBufferPointer(start: base, count: written.byteCount),
                                   layout: layout, isNegative: value.isNegative, integerDigits: written.integerDigits)
        }
    }

    @inline(__always)
    private func copy(_ slice: Slice, to cursor: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let source = storage.baseAddress! + slice.offset
        for index in 0..<slice.count { cursor[index] = source[index] }
        return cursor + slice.count
    }
}
