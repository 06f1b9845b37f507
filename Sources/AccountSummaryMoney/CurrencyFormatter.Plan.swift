import Foundation

extension CurrencyFormatter {
    /// Everything needed to format amounts for one (locale, currency) pair, learned once.
    ///
    /// Built by ``learn(currency:locale:)`` from Foundation's own output and then
    /// used without calling into ICU. All constant bytes (affixes, separators,
    /// digits) live in one buffer owned by the plan, so formatting an amount
    /// touches no reference counts. Immutable after `init`, so one plan is
    /// shared by every copy of a formatter and across threads.
    ///
    /// ```swift
    /// let plan = try CurrencyFormatter.Plan.learn(currency: "INR", locale: Locale(identifier: "en_IN"))
    /// plan.primaryGroupSize    // 3
    /// plan.secondaryGroupSize  // 2
    /// ```
    @usableFromInline
    package final class Plan: Sendable {
        /// One typed run of an affix: the text before or after the number.
        package struct Segment: Sendable, Hashable {
            package var kind: FormattedAmount.Part.Kind
            package var text: String
            package var byteCount: Int { text.utf8.count }
        }

        /// Up to eight segments' kinds and byte counts packed into two words, for the parts walk.
        @usableFromInline
        package struct PackedSegments: Sendable, Hashable {
            @usableFromInline package var count = 0
            @usableFromInline var kinds: UInt64 = 0
            @usableFromInline var lengths: UInt64 = 0

            /// `nil` when the segments do not fit (more than 8, or one over 255 bytes).
            init?(_ segments: [Segment]) {
                guard segments.count <= 8 else { return nil }
                for (index, segment) in segments.enumerated() {
                    guard segment.byteCount < 256 else { return nil }
                    kinds |= UInt64(segment.kind.code) << (8 * UInt64(index))
                    lengths |= UInt64(segment.byteCount) << (8 * UInt64(index))
                }
                count = segments.count
            }

            @inlinable @inline(__always) func kind(_ index: Int) -> FormattedAmount.Part.Kind {
                .init(code: UInt8(truncatingIfNeeded: kinds >> (8 * UInt64(index))))
            }

            @inlinable @inline(__always) func length(_ index: Int) -> Int {
                Int(UInt8(truncatingIfNeeded: lengths >> (8 * UInt64(index))))
            }
        }

        /// What the parts walk needs of a plan for one sign: plain values only.
        @usableFromInline
        package struct PartLayout: Sendable, Hashable {
            @usableFromInline var prefix: PackedSegments
            @usableFromInline var suffix: PackedSegments
            @usableFromInline var digitWidth: UInt8
            @usableFromInline var groupSeparatorCount: UInt8
            @usableFromInline var decimalSeparatorCount: UInt8
            @usableFromInline var grouping: Grouping
            @usableFromInline var fractionDigits: UInt8
        }

        /// A stretch of ``storage``.
        package struct Slice: Sendable {
            package var offset: Int
            package var count: Int
        }

        package let locale: Locale
        package var localeIdentifier: String { locale.identifier }
        package let currencyCode: String
        /// The grouping rule: group sizes and minimum grouping digits.
        package let grouping: Grouping
        /// Digits in the group nearest the decimal separator; 0 when the locale does not group.
        package var primaryGroupSize: Int { Int(grouping.primary) }
        /// Digits in every further group (2 for the Indian system).
        package var secondaryGroupSize: Int { Int(grouping.secondary) }
        /// Integer digits needed, beyond the primary group, before any grouping is shown.
        package var minimumGroupingDigits: Int { Int(grouping.minimumDigits) }
        /// The currency's fraction digits; amounts are rounded half-even to these.
        package let fractionDigits: Int
        /// An upper bound on the bytes any amount takes.
        package let maximumByteCount: Int
        /// Bytes of the affixes of each sign, and of the decimal separator and fraction digits.
        let positiveAffixByteCount: Int
        let negativeAffixByteCount: Int
        let fractionByteCount: Int
        /// Bytes of group separators in an integer part of n digits, for n in 0...20.
        let separatorBytes: FixedTable<Int>
        /// Bytes per digit (1 for ASCII, 2 for Arabic-Indic, 3 for Devanagari).
        package let digitWidth: Int
        /// Whether the digits are ASCII `0`–`9`, for the fast path.
        package let hasASCIIDigits: Bool

        /// The affixes packed for the parts walk: positive/negative prefix/suffix, and NaN.
        let packedPositivePrefix: PackedSegments
        let packedPositiveSuffix: PackedSegments
        let packedNegativePrefix: PackedSegments
        let packedNegativeSuffix: PackedSegments
        let packedNotANumber: PackedSegments

        /// The parts layouts for positive, negative and NaN amounts.
        let positiveLayout: PartLayout
        let negativeLayout: PartLayout
        let notANumberLayout: PartLayout

        /// Every constant byte, laid out once: affixes, separators, digits.
        let storage: FixedTable<UInt8>
        let positivePrefixBytes: Slice
        let positiveSuffixBytes: Slice
        let negativePrefixBytes: Slice
        let negativeSuffixBytes: Slice
        let groupSeparator: Slice
        let decimalSeparator: Slice
        let notANumberBytes: Slice
        /// Digit `d` is at `digits.offset + d * digitWidth`.
        let digits: Slice

        init?(
            locale: Locale, currencyCode: String,
            positive: (prefix: [Segment], suffix: [Segment]), negative: (prefix: [Segment], suffix: [Segment]),
            digits digitTexts: [String], groupSeparator groupText: String, decimalSeparator decimalText: String,
            primaryGroupSize: Int, secondaryGroupSize: Int, minimumGroupingDigits: Int,
            fractionDigits: Int, notANumber: [Segment]
        ) {
            guard let packedPositivePrefix = PackedSegments(positive.prefix),
                  let packedPositiveSuffix = PackedSegments(positive.suffix),
                  let packedNegativePrefix = PackedSegments(negative.prefix),
                  let packedNegativeSuffix = PackedSegments(negative.suffix),
                  let packedNotANumber = PackedSegments(notANumber) else { return nil }
            self.packedPositivePrefix = packedPositivePrefix
            self.packedPositiveSuffix = packedPositiveSuffix
            self.packedNegativePrefix = packedNegativePrefix
            self.packedNegativeSuffix = packedNegativeSuffix
            self.packedNotANumber = packedNotANumber
            self.locale = locale
            self.currencyCode = currencyCode
            self.fractionDigits = fractionDigits
            let width = digitTexts[0].utf8.count
            digitWidth = width
            guard width < 8, groupText.utf8.count < 256, decimalText.utf8.count < 256,
                  primaryGroupSize < 256, secondaryGroupSize < 256, minimumGroupingDigits < 256,
                  fractionDigits < 256 else { return nil }
            let grouping = Grouping(primary: primaryGroupSize, secondary: secondaryGroupSize,
                                    minimumDigits: minimumGroupingDigits)
            self.grouping = grouping
            func layout(_ prefix: PackedSegments, _ suffix: PackedSegments) -> PartLayout {
                PartLayout(prefix: prefix, suffix: suffix, digitWidth: UInt8(width),
                           groupSeparatorCount: UInt8(groupText.utf8.count), decimalSeparatorCount: UInt8(decimalText.utf8.count),
                           grouping: grouping, fractionDigits: UInt8(fractionDigits))
            }
            positiveLayout = layout(packedPositivePrefix, packedPositiveSuffix)
            negativeLayout = layout(packedNegativePrefix, packedNegativeSuffix)
            notANumberLayout = layout(packedNotANumber, PackedSegments([])!)
            hasASCIIDigits = digitTexts.joined() == "0123456789"

            var bytes: [UInt8] = []
            func append(_ text: String) -> Slice {
                defer { bytes += text.utf8 }
                return Slice(offset: bytes.count, count: text.utf8.count)
            }
            func joined(_ segments: [Segment]) -> String { segments.map(\.text).joined() }
            positivePrefixBytes = append(joined(positive.prefix))
            positiveSuffixBytes = append(joined(positive.suffix))
            negativePrefixBytes = append(joined(negative.prefix))
            negativeSuffixBytes = append(joined(negative.suffix))
            self.groupSeparator = append(groupText)
            self.decimalSeparator = append(decimalText)
            notANumberBytes = append(joined(notANumber))
            self.digits = append(digitTexts.joined())
            var powers: [UInt64] = [1]
            while powers.count < 20 { powers.append(powers[powers.count - 1] * 10) }
            powersOfTen = FixedTable(powers)
            storage = FixedTable(bytes)

            let affixes = max(positivePrefixBytes.count + positiveSuffixBytes.count,
                              negativePrefixBytes.count + negativeSuffixBytes.count)
            positiveAffixByteCount = positivePrefixBytes.count + positiveSuffixBytes.count
            negativeAffixByteCount = negativePrefixBytes.count + negativeSuffixBytes.count
            fractionByteCount = fractionDigits > 0 ? decimalSeparator.count + fractionDigits * width : 0
            let separatorWidth = groupSeparator.count
            separatorBytes = FixedTable((0...20).map { grouping.separatorCount(integerDigits: $0) * separatorWidth })
            maximumByteCount = max(
                affixes + Plan.maximumIntegerDigits * (digitWidth + groupSeparator.count)
                    + decimalSeparator.count + fractionDigits * digitWidth,
                notANumberBytes.count)
        }

        deinit {
            storage.deallocate()
            powersOfTen.deallocate()
            separatorBytes.deallocate()
        }

        /// 10^0 … 10^19, every power of ten a `UInt64` holds, as a plain table.
        let powersOfTen: FixedTable<UInt64>

        /// 10^n for n in 0...19.
        @inline(__always)
        func powerOfTen(_ exponent: Int) -> UInt64 { powersOfTen[exponent] }

        /// The decimal digits of a value (1 for zero), from its bit length and one comparison.
        @inline(__always)
        func digitCount(_ value: UInt64) -> Int {
            let estimate = ((64 - value.leadingZeroBitCount) * 1233) >> 12  // ⌊bits × log10 2⌋
            return max(1, estimate + (value >= powersOfTen[estimate] ? 1 : 0))
        }

        /// The most integer digits a `Decimal` can have once rounded: 39 + 127 + 1.
        static let maximumIntegerDigits = 167
    }
}
