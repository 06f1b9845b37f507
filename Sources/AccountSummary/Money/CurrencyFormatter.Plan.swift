extension CurrencyFormatter {
    /// Everything needed to format amounts for one (locale, currency) pair, learned once.
    ///
    /// Built by ``learn(currency:locale:)`` from Foundation's own output and then
    /// used without calling into ICU. Immutable, so one plan is shared by every
    /// copy of a formatter and across threads.
    ///
    /// ```swift
    /// let plan = try CurrencyFormatter.Plan.learn(currency: "INR", locale: Locale(identifier: "en_IN"))
    /// plan.primaryGroupSize    // 3
    /// plan.secondaryGroupSize  // 2
    /// ```
    package final class Plan: Sendable {
        /// One typed run of an affix: the text before or after the number.
        package struct Segment: Sendable, Hashable {
            package var kind: FormattedAmount.Part.Kind
            package var bytes: [UInt8]
        }

        /// The text around the number for one sign.
        package struct Affixes: Sendable, Hashable {
            package var prefix: [Segment]
            package var suffix: [Segment]
            package var prefixBytes: [UInt8]
            package var suffixBytes: [UInt8]

            init(prefix: [Segment], suffix: [Segment]) {
                self.prefix = prefix
                self.suffix = suffix
                prefixBytes = prefix.flatMap(\.bytes)
                suffixBytes = suffix.flatMap(\.bytes)
            }
        }

        package let localeIdentifier: String
        package let currencyCode: String
        package let positive: Affixes
        package let negative: Affixes
        /// The UTF-8 of the digits 0 to 9, `digitWidth` bytes each.
        package let digits: [UInt8]
        package let digitWidth: Int
        package let groupSeparator: [UInt8]
        package let decimalSeparator: [UInt8]
        /// Digits in the group nearest the decimal separator; 0 when the locale does not group.
        package let primaryGroupSize: Int
        /// Digits in every further group (2 for the Indian system).
        package let secondaryGroupSize: Int
        /// Integer digits needed, beyond the primary group, before any grouping is shown.
        package let minimumGroupingDigits: Int
        /// The currency's fraction digits; amounts are rounded half-even to these.
        package let fractionDigits: Int
        /// What Foundation prints for `Decimal.nan`, by parts.
        package let notANumber: [Segment]
        /// An upper bound on the bytes any amount takes.
        package let maximumByteCount: Int
        /// Whether the digits are ASCII `0`–`9`, for the fast path.
        package let hasASCIIDigits: Bool

        init(
            localeIdentifier: String, currencyCode: String, positive: Affixes, negative: Affixes,
            digits: [UInt8], digitWidth: Int, groupSeparator: [UInt8], decimalSeparator: [UInt8],
            primaryGroupSize: Int, secondaryGroupSize: Int, minimumGroupingDigits: Int,
            fractionDigits: Int, notANumber: [Segment]
        ) {
            self.localeIdentifier = localeIdentifier
            self.currencyCode = currencyCode
            self.positive = positive
            self.negative = negative
            self.digits = digits
            self.digitWidth = digitWidth
            self.groupSeparator = groupSeparator
            self.decimalSeparator = decimalSeparator
            self.primaryGroupSize = primaryGroupSize
            self.secondaryGroupSize = secondaryGroupSize
            self.minimumGroupingDigits = minimumGroupingDigits
            self.fractionDigits = fractionDigits
            self.notANumber = notANumber
            self.hasASCIIDigits = digits == Array("0123456789".utf8)
            // 39 significand digits, an exponent up to 127 and one carry digit.
            let integerDigits = Plan.maximumIntegerDigits
            let affixes = max(positive.prefixBytes.count + positive.suffixBytes.count,
                              negative.prefixBytes.count + negative.suffixBytes.count)
            maximumByteCount = max(
                affixes + integerDigits * (digitWidth + groupSeparator.count)
                    + decimalSeparator.count + fractionDigits * digitWidth,
                notANumber.reduce(0) { $0 + $1.bytes.count })
        }

        /// The most integer digits a `Decimal` can have once rounded: 39 + 127 + 1.
        static let maximumIntegerDigits = 167

        /// The affixes for a sign.
        @inline(__always)
        func affixes(negative isNegative: Bool) -> Affixes {
            isNegative ? negative : positive
        }

        /// Whether an integer part of this many digits shows group separators.
        @inline(__always)
        func groups(integerDigits count: Int) -> Bool {
            primaryGroupSize > 0 && count >= primaryGroupSize + minimumGroupingDigits
        }

        /// The digit count of the leftmost group when grouping applies.
        @inline(__always)
        func leadingGroupSize(integerDigits count: Int) -> Int {
            let rest = count - primaryGroupSize
            if rest <= 0 { return count }
            let secondary = secondaryGroupSize > 0 ? secondaryGroupSize : primaryGroupSize
            let remainder = rest % secondary
            return remainder == 0 ? secondary : remainder
        }

        /// The bytes the integer part of `count` digits takes, separators included.
        func integerByteCount(integerDigits count: Int) -> Int {
            guard groups(integerDigits: count) else { return count * digitWidth }
            let secondary = secondaryGroupSize > 0 ? secondaryGroupSize : primaryGroupSize
            let separators = 1 + (count - primaryGroupSize - 1) / secondary
            return count * digitWidth + separators * groupSeparator.count
        }
    }
}
