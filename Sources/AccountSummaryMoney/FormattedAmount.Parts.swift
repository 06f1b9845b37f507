extension FormattedAmount {
    /// The parts of a formatted amount, produced on demand without allocating a list.
    ///
    /// Walking the parts makes no strings and touches no reference counts:
    /// each ``Part`` is a kind and a UTF-8 range; `amount[part]` gives its text.
    ///
    /// ```swift
    /// amount.parts.map { amount[$0] }  // ["$", "929", ",", "466", ".", "23"]
    /// ```
    public struct Parts: Sequence, Sendable {
        @usableFromInline let amount: FormattedAmount

        @usableFromInline init(amount: FormattedAmount) { self.amount = amount }

        @inlinable public func makeIterator() -> Iterator { Iterator(amount: amount) }

        /// Walks the plan's layout over the amount's bytes.
        public struct Iterator: IteratorProtocol {
            @usableFromInline let layout: CurrencyFormatter.Plan.PartLayout
            @usableFromInline let prefix: CurrencyFormatter.Plan.PackedSegments
            @usableFromInline let suffix: CurrencyFormatter.Plan.PackedSegments
            @usableFromInline var offset = 0
            @usableFromInline var stage: Stage = .prefix
            @usableFromInline var segment = 0
            @usableFromInline var digitsLeft: Int
            @usableFromInline var nextGroup: Int
            @usableFromInline var separatorNext = false

            @usableFromInline enum Stage { case prefix, integer, decimal, fraction, suffix, done }

            @inlinable init(amount: FormattedAmount) {
                self.init(layout: amount.layout, integerDigits: amount.integerDigits)
            }

            /// Walks the parts of bytes a plan wrote, without a `FormattedAmount`.
            @inlinable package init(layout: CurrencyFormatter.Plan.PartLayout, integerDigits: Int) {
                self.layout = layout
                prefix = layout.prefix
                suffix = layout.suffix
                digitsLeft = integerDigits
                nextGroup = layout.grouping.leadingGroupSize(integerDigits: integerDigits)
            }

            @inlinable @inline(__always) public mutating func next() -> Part? {
                switch stage {
                case .prefix:
                    if segment < prefix.count {
                        defer { segment += 1 }
                        return take(prefix.kind(segment), prefix.length(segment))
                    }
                    guard digitsLeft >= 0 else {  // NaN: the prefix is the whole text
                        stage = .done
                        return nil
                    }
                    stage = .integer
                    return next()
                case .integer:
                    if separatorNext {
                        separatorNext = false
                        return take(.group, Int(layout.groupSeparatorCount))
                    }
                    let group = nextGroup
                    digitsLeft -= group
                    if digitsLeft > 0 {
                        separatorNext = true
                        nextGroup = layout.grouping.groupSize(remaining: digitsLeft)
                    } else {
                        stage = layout.fractionDigits > 0 ? .decimal : .suffix
                        segment = 0
                    }
                    return take(.integer, group * Int(layout.digitWidth))
                case .decimal:
                    stage = .fraction
                    return take(.decimal, Int(layout.decimalSeparatorCount))
                case .fraction:
                    stage = .suffix
                    return take(.fraction, Int(layout.fractionDigits) * Int(layout.digitWidth))
                case .suffix:
                    guard segment < suffix.count else {
                        stage = .done
                        return nil
                    }
                    defer { segment += 1 }
                    return take(suffix.kind(segment), suffix.length(segment))
                case .done:
                    return nil
                }
            }

            @inlinable @inline(__always)
            mutating func take(_ kind: Part.Kind, _ byteCount: Int) -> Part {
                defer { offset += byteCount }
                return Part(kind: kind, utf8Offsets: offset..<(offset + byteCount))
            }
        }
    }
}
