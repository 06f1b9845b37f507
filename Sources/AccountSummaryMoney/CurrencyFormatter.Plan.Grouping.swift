extension CurrencyFormatter.Plan {
    /// The locale's grouping rule, the one place it is written down.
    ///
    /// The group nearest the decimal separator has `primary` digits, every
    /// group to its left `secondary` digits (3 and 3 in `en_US`, 3 and 2 in
    /// the Indian system), and separators show only once the integer part has
    /// `primary + minimumDigits` digits (`es_ES` writes 1234 but 12.345).
    /// The writers, the byte count and the parts walk all ask this value.
    ///
    /// ```swift
    /// let indian = CurrencyFormatter.Plan.Grouping(primary: 3, secondary: 2, minimumDigits: 1)
    /// indian.separatorCount(integerDigits: 7)    // 2: "12,34,567"
    /// indian.leadingGroupSize(integerDigits: 7)  // 2
    /// ```
    @usableFromInline
    package struct Grouping: Sendable, Hashable {
        /// Digits in the group nearest the decimal separator; 0 when the locale does not group.
        @usableFromInline let primary: UInt8
        /// Digits in every further group (never 0 when `primary` is not).
        @usableFromInline let secondary: UInt8
        /// Integer digits needed beyond `primary` before any separator is shown.
        @usableFromInline let minimumDigits: UInt8

        /// Creates a rule; a `secondary` of 0 means "the same as `primary`".
        ///
        /// - Precondition: each size is below 256.
        package init(primary: Int, secondary: Int, minimumDigits: Int) {
            self.primary = UInt8(primary)
            self.secondary = UInt8(secondary > 0 ? secondary : primary)
            self.minimumDigits = UInt8(minimumDigits)
        }

        /// Whether an integer part of this many digits shows group separators.
        @inlinable @inline(__always)
        package func isGrouped(integerDigits count: Int) -> Bool {
            primary > 0 && count >= Int(primary) + Int(minimumDigits)
        }

        /// How many separators an integer part of this many digits shows.
        @inlinable @inline(__always)
        package func separatorCount(integerDigits count: Int) -> Int {
            isGrouped(integerDigits: count) ? 1 + (count - Int(primary) - 1) / Int(secondary) : 0
        }

        /// The digit count of the leftmost group (the whole part when it is not grouped).
        @inlinable @inline(__always)
        package func leadingGroupSize(integerDigits count: Int) -> Int {
            guard isGrouped(integerDigits: count) else { return count }
            let rest = count - Int(primary)
            if rest <= 0 { return count }
            let remainder = rest % Int(secondary)
            return remainder == 0 ? Int(secondary) : remainder
        }

        /// Reading left to right: the size of the next group when `left` digits remain.
        @inlinable @inline(__always)
        package func groupSize(remaining left: Int) -> Int {
            left == Int(primary) ? Int(primary) : Int(secondary)
        }

        /// Reading right to left: the size of group `index`, 0 being the one nearest the separator.
        @inlinable @inline(__always)
        package func groupSize(fromRight index: Int) -> Int {
            index == 0 ? Int(primary) : Int(secondary)
        }
    }
}
