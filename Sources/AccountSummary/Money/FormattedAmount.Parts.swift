extension FormattedAmount {
    /// The parts of a formatted amount, produced on demand without allocating a list.
    ///
    /// ```swift
    /// Array(amount.parts)  // [Part(kind: .currency, value: "$"), Part(kind: .integer, value: "929"), …]
    /// ```
    public struct Parts: Sequence, Sendable {
        let amount: FormattedAmount

        public func makeIterator() -> Iterator { Iterator(amount: amount) }

        /// Walks the plan's layout over the amount's bytes.
        public struct Iterator: IteratorProtocol {
            private let amount: FormattedAmount
            private let plan: CurrencyFormatter.Plan
            private var stage = Stage.prefix
            private var segment = 0
            private var offset = 0
            private var digitsLeft = 0
            private var nextGroup = 0
            private var separatorNext = false

            private enum Stage { case prefix, integer, decimal, fraction, suffix, notANumber, done }

            init(amount: FormattedAmount) {
                self.amount = amount
                plan = amount.plan
                if amount.integerDigits < 0 { stage = .notANumber }
            }

            public mutating func next() -> Part? {
                while true {
                    switch stage {
                    case .notANumber:
                        guard segment < plan.notANumber.count else { stage = .done; continue }
                        defer { segment += 1 }
                        return take(plan.notANumber[segment].kind, plan.notANumber[segment].bytes.count)
                    case .prefix:
                        let prefix = plan.affixes(negative: amount.isNegative).prefix
                        guard segment < prefix.count else {
                            stage = .integer
                            digitsLeft = amount.integerDigits
                            nextGroup = plan.groups(integerDigits: digitsLeft)
                                ? plan.leadingGroupSize(integerDigits: digitsLeft) : digitsLeft
                            continue
                        }
                        defer { segment += 1 }
                        return take(prefix[segment].kind, prefix[segment].bytes.count)
                    case .integer:
                        guard digitsLeft > 0 else { stage = .decimal; continue }
                        if separatorNext {
                            separatorNext = false
                            return take(.group, plan.groupSeparator.count)
                        }
                        let group = nextGroup
                        digitsLeft -= group
                        if digitsLeft > 0 {
                            separatorNext = true
                            nextGroup = digitsLeft == plan.primaryGroupSize || plan.secondaryGroupSize == 0
                                ? plan.primaryGroupSize : plan.secondaryGroupSize
                        }
                        return take(.integer, group * plan.digitWidth)
                    case .decimal:
                        guard plan.fractionDigits > 0 else { stage = .suffix; segment = 0; continue }
                        stage = .fraction
                        return take(.decimal, plan.decimalSeparator.count)
                    case .fraction:
                        stage = .suffix
                        segment = 0
                        return take(.fraction, plan.fractionDigits * plan.digitWidth)
                    case .suffix:
                        let suffix = plan.affixes(negative: amount.isNegative).suffix
                        guard segment < suffix.count else { stage = .done; continue }
                        defer { segment += 1 }
                        return take(suffix[segment].kind, suffix[segment].bytes.count)
                    case .done:
                        return nil
                    }
                }
            }

            private mutating func take(_ kind: Part.Kind, _ byteCount: Int) -> Part {
                var string = amount.string
                let start = offset
                offset += byteCount
                let value = string.withUTF8 { utf8 in
                    String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<(start + byteCount)]), as: UTF8.self)
                }
                return Part(kind: kind, value: value)
            }
        }
    }
}
