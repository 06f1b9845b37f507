import AccountSummarySupport
import Foundation

extension CurrencyFormatter.Plan {
    /// Learns a plan from Foundation's own output for one (locale, currency) pair.
    ///
    /// Formats a few probe values with `Decimal.FormatStyle.Currency` (and its
    /// `.attributed` form, for the part types), reads off the affixes of each
    /// sign, the digits, separators, group sizes, minimum grouping digits and
    /// fraction digits, and then checks the plan against Foundation on a set of
    /// amounts that exercise each of them. Costs well under a millisecond;
    /// ``CurrencyFormatter`` caches the result.
    ///
    /// ```swift
    /// try CurrencyFormatter.Plan.learn(currency: "EUR", locale: Locale(identifier: "de_DE")).fractionDigits  // 2
    /// ```
    /// - Throws: ``MoneyError/unsupportedFormat(locale:currency:detail:)`` when
    ///   Foundation's output has a shape the plan cannot reproduce byte for byte.
    /// - Parameter fractionDigits: a fraction length other than the currency's own (Foundation's
    ///   `.precision(.fractionLength(n))`), for showing an amount unrounded.
    package static func learn(currency: String, locale: Locale, fractionDigits: Int? = nil) throws(MoneyError) -> CurrencyFormatter.Plan {
        var style = Decimal.FormatStyle.Currency(code: currency, locale: locale)
        if let fractionDigits { style = style.precision(.fractionLength(fractionDigits)) }
        func fail(_ detail: String) -> MoneyError {
            .unsupportedFormat(locale: locale.identifier, currency: currency, detail: detail)
        }

        // 19 integer digits hold every digit 0–9 and several groups.
        let probe = exact("1234567890123456789.0123456789")
        let positive = try Shape(runs(style.attributed.format(probe.decimal)), negative: false,
                                 maximumFractionDigits: fractionDigits ?? 9, fail: fail)
        var negativeProbe = probe
        negativeProbe.isNegative = true
        let negative = try Shape(runs(style.attributed.format(negativeProbe.decimal)), negative: true,
                                 maximumFractionDigits: fractionDigits ?? 9, fail: fail)

        guard positive.digits == negative.digits, positive.groupSeparator == negative.groupSeparator,
              positive.decimalSeparator == negative.decimalSeparator, positive.groupSizes == negative.groupSizes,
              positive.fractionDigits == negative.fractionDigits else {
            throw fail("the negative pattern formats the number differently from the positive one")
        }
        let digits = positive.digits
        guard digits.count == 10, Set(digits.map(\.utf8.count)).count == 1 else {
            throw fail("digits of unequal width \(digits)")
        }
        let sizes = positive.groupSizes
        let primary = sizes.count > 1 ? sizes[sizes.count - 1] : 0
        let secondary = sizes.count > 2 ? sizes[sizes.count - 2] : primary
        if sizes.count > 2, sizes.dropFirst().dropLast().contains(where: { $0 != secondary }) {
            throw fail("irregular grouping \(sizes)")
        }

        // The fewest integer digits that show a separator: 10^(n-1) for n = primary+1, …, in
        // Foundation's plain output (the attributed form costs a hundred times more): grouped
        // unless the output holds the number's digits unbroken. The self-check below formats
        // 999 to 100000 both ways, so a wrong reading is an error, never a wrong amount.
        var minimumGrouping = 1
        if primary > 0 {
            minimumGrouping = 0
            for extra in 1...4 {
                let power = ExactDecimal(significand: 1, exponent: primary + extra - 1, isNegative: false)
                let unbroken = digits[1] + String(repeating: digits[0], count: primary + extra - 1)
                if !style.format(power.decimal).contains(unbroken) {
                    minimumGrouping = extra
                    break
                }
            }
            guard minimumGrouping > 0 else { throw fail("no grouping up to \(primary + 4) integer digits") }
        }

        let notANumber = try nanSegments(style.attributed.format(Decimal.nan))

        guard let plan = CurrencyFormatter.Plan(
            locale: locale, currencyCode: currency,
            positive: positive.affixes, negative: negative.affixes,
            digits: digits, groupSeparator: positive.groupSeparator, decimalSeparator: positive.decimalSeparator,
            primaryGroupSize: primary, secondaryGroupSize: secondary, minimumGroupingDigits: minimumGrouping,
            fractionDigits: positive.fractionDigits, notANumber: notANumber) else {
            throw fail("affixes of more than 8 parts")
        }

        // The plan must agree with Foundation on every feature it learned.
        for text in selfCheckAmounts {
            let value = exact(text)
            let expected = style.format(value.decimal)
            let actual = plan.string(value)
            guard expected == actual else {
                throw fail("\(text) gives \(DiagnosticQuoting.quotedValue(actual)), Foundation \(DiagnosticQuoting.quotedValue(expected))")
            }
        }
        guard plan.string(nil) == style.format(Decimal.nan) else { throw fail("NaN differs") }
        return plan
    }

    /// Amounts whose output must match Foundation before a plan is used.
    static let selfCheckAmounts = [
        "0", "1", "-1", "0.5", "-0.001", "0.005", "0.015", "0.125", "2.5", "3.5", "999", "1000", "-1000",
        "9999", "10000", "99999", "100000", "1234567", "-1234567.891", "999999.995", "0.0001",
        "12345678901234567890123456789012345678", "-98765432109876543210.98765432109876543",
        // Ties for three- and four-digit currencies (KWD, CLF) as well as two.
        "0.0005", "0.0015", "-2.0025", "0.00005", "0.00015", "1.00025",
    ]

    private static func exact(_ text: String) -> ExactDecimal {
        // Only called with the literals above, which are valid amounts.
        guard let value = try? ExactDecimal(parsing: text) else { preconditionFailure("bad probe \(text)") }
        return value
    }

    /// A typed run of Foundation's attributed output.
    private struct Run {
        enum Kind { case integer, group, decimal, fraction, currency, sign, literal }
        var kind: Kind
        var text: String
    }

    private static func runs(_ attributed: AttributedString) -> [Run] {
        attributed.runs.map { run in
            let text = String(attributed[run.range].characters)
            let kind: Run.Kind
            switch (run.numberSymbol, run.numberPart) {
            case (.groupingSeparator?, _): kind = .group
            case (.decimalSeparator?, _): kind = .decimal
            case (.currency?, _): kind = .currency
            case (.sign?, _): kind = .sign
            case (nil, .integer?): kind = .integer
            case (nil, .fraction?): kind = .fraction
            default: kind = .literal
            }
            return Run(kind: kind, text: text)
        }
    }

    /// Foundation's output for one sign, read into affixes, digits and separators.
    private struct Shape {
        var affixes: (prefix: [Segment], suffix: [Segment])
        var digits: [String]
        var groupSeparator = ""
        var decimalSeparator = ""
        var groupSizes: [Int] = []
        var fractionDigits = 0

        init(_ runs: [Run], negative: Bool, maximumFractionDigits: Int, fail: (String) -> MoneyError) throws(MoneyError) {
            guard let firstDigit = runs.firstIndex(where: { $0.kind == .integer }),
                  let lastNumber = runs.lastIndex(where: { [.integer, .group, .decimal, .fraction].contains($0.kind) }) else {
                throw fail("no integer digits in \(runs.map(\.text).joined())")
            }
            var integerScalars: [Unicode.Scalar] = []
            var currentGroup = 0
            var fractionScalars: [Unicode.Scalar] = []
            var seenDecimal = false
            for run in runs[firstDigit...lastNumber] {
                switch run.kind {
                case .integer where !seenDecimal:
                    integerScalars += run.text.unicodeScalars
                    currentGroup += run.text.unicodeScalars.count
                case .group where !seenDecimal:
                    groupSizes.append(currentGroup)
                    currentGroup = 0
                    guard groupSeparator.isEmpty || groupSeparator == run.text else { throw fail("mixed group separators") }
                    groupSeparator = run.text
                case .decimal where !seenDecimal:
                    seenDecimal = true
                    decimalSeparator = run.text
                case .fraction where seenDecimal:
                    fractionScalars += run.text.unicodeScalars
                default:
                    throw fail("unexpected \(DiagnosticQuoting.quotedValue(run.text)) inside the number")
                }
            }
            groupSizes.append(currentGroup)
            // The integer part spells 1234567890123456789: digit value = position's digit.
            let expected = Array("1234567890123456789".utf8).map { Int($0) - 48 }
            guard integerScalars.count == expected.count else {
                throw fail("expected 19 integer digits, found \(integerScalars.count)")
            }
            var table = [String](repeating: "", count: 10)
            for (scalar, value) in zip(integerScalars, expected) {
                let text = String(scalar)
                guard table[value].isEmpty || table[value] == text else { throw fail("inconsistent digits") }
                table[value] = text
            }
            digits = table
            fractionDigits = fractionScalars.count
            guard fractionDigits <= maximumFractionDigits else { throw fail("\(fractionDigits) fraction digits") }
            if fractionDigits > 0, decimalSeparator.isEmpty { throw fail("fraction digits without a decimal separator") }
            affixes = (prefix: Shape.segments(runs[..<firstDigit], negative: negative),
                       suffix: Shape.segments(runs[(lastNumber + 1)...], negative: negative))
        }

        /// Affix runs as typed segments, with bidi marks split out as literals.
        static func segments(_ runs: ArraySlice<Run>, negative: Bool) -> [Segment] {
            var segments: [Segment] = []
            for run in runs {
                let kind: FormattedAmount.Part.Kind
                switch run.kind {
                case .currency: kind = .currency
                case .sign: kind = negative ? .minusSign : .plusSign
                default: kind = .literal
                }
                for scalar in run.text.unicodeScalars {
                    let scalarKind = CurrencyFormatter.Plan.isBidiMark(scalar) ? .literal : kind
                    if let last = segments.last, last.kind == scalarKind {
                        segments[segments.count - 1].text.unicodeScalars.append(scalar)
                    } else {
                        segments.append(Segment(kind: scalarKind, text: String(scalar)))
                    }
                }
            }
            return segments
        }
    }

    /// NaN's runs as typed segments (Foundation marks "NaN" as integer), adjacent literals merged.
    private static func nanSegments(_ attributed: AttributedString) throws(MoneyError) -> [Segment] {
        var segments: [Segment] = []
        for run in runs(attributed) {
            let kind: FormattedAmount.Part.Kind = switch run.kind {
            case .currency: .currency
            case .sign: .minusSign
            case .integer: .integer
            case .fraction: .fraction
            case .group: .group
            case .decimal: .decimal
            case .literal: .literal
            }
            if kind == .literal, let last = segments.last, last.kind == .literal {
                segments[segments.count - 1].text += run.text
            } else {
                segments.append(Segment(kind: kind, text: run.text))
            }
        }
        return segments
    }

    /// The marks a locale itself uses to steer direction: LRM, RLM and ALM.
    static func isBidiMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{200E}" || scalar == "\u{200F}" || scalar == "\u{061C}"
    }
}
