extension CurrencyFormatter.Plan {
    /// Writes an amount's UTF-8 into `out`, which must hold ``maximumByteCount`` bytes.
    ///
    /// Rounds half-even to the currency's fraction digits; a negative value
    /// that rounds to zero keeps its minus sign, as Foundation does
    /// (-0.001 USD in en_US gives `-$0.00`).
    ///
    /// ```swift
    /// let written = plan.write(try ExactDecimal(parsing: "929466.23"), to: buffer)
    /// // buffer holds "$929,466.23"; written == (byteCount: 11, integerDigits: 6)
    /// ```
    /// - Returns: The bytes written and the integer digits shown (for parts).
    @inline(__always)
    package func write(_ value: ExactDecimal, to out: UnsafeMutablePointer<UInt8>) -> (byteCount: Int, integerDigits: Int) {
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
            let affixes = affixes(negative: value.isNegative)
            var cursor = out
            cursor = copy(affixes.prefixBytes, to: cursor)

            @inline(__always) func digit(at position: Int) -> UInt8 {
                position >= 0 && position < count ? first[position] : 0
            }
            @inline(__always) func emit(_ digit: UInt8) {
                if hasASCIIDigits {
                    cursor.pointee = 0x30 &+ digit
                    cursor += 1
                } else {
                    digits.withUnsafeBufferPointer { table in
                        let start = Int(digit) * digitWidth
                        for offset in 0..<digitWidth { cursor[offset] = table[start + offset] }
                    }
                    cursor += digitWidth
                }
            }

            let shownIntegerDigits = max(integerDigits, 1)
            if integerDigits <= 0 {
                emit(0)
            } else {
                var position = 0
                var group = groups(integerDigits: integerDigits) ? leadingGroupSize(integerDigits: integerDigits) : integerDigits
                while true {
                    for _ in 0..<group {
                        emit(digit(at: position))
                        position += 1
                    }
                    let left = integerDigits - position
                    if left == 0 { break }
                    cursor = copy(groupSeparator, to: cursor)
                    group = left == primaryGroupSize || secondaryGroupSize == 0 ? primaryGroupSize : secondaryGroupSize
                }
            }
            if fractionDigits > 0 {
                cursor = copy(decimalSeparator, to: cursor)
                for position in integerDigits..<(integerDigits + fractionDigits) {
                    emit(digit(at: position))
                }
            }
            cursor = copy(affixes.suffixBytes, to: cursor)
            return (cursor - out, shownIntegerDigits)
        }
    }

    /// Writes what Foundation prints for NaN.
    package func writeNotANumber(to out: UnsafeMutablePointer<UInt8>) -> Int {
        var cursor = out
        for segment in notANumber { cursor = copy(segment.bytes, to: cursor) }
        return cursor - out
    }

    /// Formats one amount to a `String` (ASCII results of up to 15 bytes need no allocation).
    package func string(_ value: ExactDecimal?) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumByteCount) { buffer in
            let base = buffer.baseAddress!
            let count = value.map { write($0, to: base).byteCount } ?? writeNotANumber(to: base)
            return String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
        }
    }

    /// Formats one amount and keeps what its parts need.
    package func formatted(_ value: ExactDecimal?) -> FormattedAmount {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumByteCount) { buffer in
            let base = buffer.baseAddress!
            guard let value else {
                let count = writeNotANumber(to: base)
                return FormattedAmount(string: String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self),
                                       plan: self, isNegative: false, integerDigits: -1)
            }
            let written = write(value, to: base)
            return FormattedAmount(string: String(decoding: UnsafeBufferPointer(start: base, count: written.byteCount), as: UTF8.self),
                                   plan: self, isNegative: value.isNegative, integerDigits: written.integerDigits)
        }
    }

    @inline(__always)
    private func copy(_ bytes: [UInt8], to cursor: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        bytes.withUnsafeBufferPointer { source in
            guard let start = source.baseAddress, !source.isEmpty else { return }
            cursor.update(from: start, count: source.count)
        }
        return cursor + bytes.count
    }
}
