import AccountSummary
import AccountSummaryScale
import Foundation

/// Our formatter against Foundation's, on the same amounts, in one run.
///
/// Two amount sets (``SampleAmounts``): statement-shaped amounts, which all
/// take the writer's 64-bit fast path, and general ones (20–38 digits,
/// exponents, ties, tiny and huge), which time the rest. Four locales, one of
/// them (`ar_EG`) with Arabic-Indic digits and bidi marks. Before anything is
/// timed, every output is compared with Foundation's: strings for every
/// amount, parts against `.attributed` runs for the first 2,000; a mismatch
/// fails the run (exit 70) instead of being printed and passed over. Each
/// contender does comparable work: the parts figures visit every part's kind
/// on both sides, and the attributed figures both build an `AttributedString`
/// (equal ones, checked with `==` on the first 2,000) and count its runs.
struct FormattingBenchmark {
    var options: BenchmarkOptions

    static let locales = [("en_US", "USD"), ("de_DE", "EUR"), ("en_IN", "INR"), ("ar_EG", "EGP")]

    /// Runs the suite; the reason it failed, or nil.
    func run() -> String? {
        let posix = Locale(identifier: "en_US_POSIX")
        let sets = [("statement", "statement amounts (64-bit fast path)", SampleAmounts.statement(count: options.amounts)),
                    ("general", "general amounts (20–38 digits, exponents, ties, tiny, huge)", SampleAmounts.general(count: options.amounts))]
        print("\nformatting: \(options.amounts) amounts per set, at least \(options.minimumDuration) per contender")
        for (set, title, texts) in sets {
            var amounts: [Decimal] = []
            for text in texts {
                guard let value = Decimal(string: text, locale: posix) else { return "Decimal(string:) refused \(text)" }
                amounts.append(value)
            }
            print("\n \(title)")
            for (identifier, code) in Self.locales {
                if let failure = measure(amounts, identifier: identifier, code: code, set: set) { return failure }
            }
        }
        return nil
    }

    private func measure(_ amounts: [Decimal], identifier: String, code: String, set: String) -> String? {
        let locale = Locale(identifier: identifier)
        let ours: CurrencyFormatter
        do { ours = try CurrencyFormatter(currency: code, locale: locale) } catch { return "\(identifier) \(code): \(error)" }
        let oursParts = ours.parts  // hoisted, like `attributed` below
        let oursAttributed = ours.attributed
        let style = Decimal.FormatStyle.Currency(code: code, locale: locale)
        let attributed = style.attributed
        let numberFormatter = NumberFormatter()
        numberFormatter.numberStyle = .currency
        numberFormatter.currencyCode = code
        numberFormatter.locale = locale
        let exact = amounts.map { ExactDecimal($0)! }
        let lines = AmountLineFormatter(formatter: ours, parts: false)

        // Same amounts, same output: the comparison is only fair if the results agree.
        if let failure = OutputCheck.strings(amounts, ours: ours, reference: style, place: "\(identifier) \(code)")
            ?? OutputCheck.bytes(exact, lines: lines, amounts: amounts, reference: style, place: "\(identifier) \(code)")
            ?? OutputCheck.parts(amounts.prefix(2_000), ours: oursParts, reference: attributed, place: "\(identifier) \(code)")
            ?? OutputCheck.attributed(amounts.prefix(2_000), ours: oursAttributed, reference: attributed, place: "\(identifier) \(code)") {
            return failure
        }

        let minimum = options.minimumDuration
        let count = amounts.count
        let foundation = Measurement.rate("Decimal.FormatStyle.Currency", itemsPerCall: count, minimum: minimum) {
            amounts.reduce(0) { $0 &+ style.format($1).utf8.count }
        }
        let formatter = Measurement.rate("NumberFormatter", itemsPerCall: count, minimum: minimum) {
            amounts.reduce(0) { $0 &+ (numberFormatter.string(from: $1 as NSDecimalNumber)?.utf8.count ?? 0) }
        }
        let string = Measurement.rate("CurrencyFormatter (string)", itemsPerCall: count, minimum: minimum) {
            amounts.reduce(0) { $0 &+ ours.format($1).utf8.count }
        }
        // The bytes alone, appended to a buffer: what the CLI and the report writers do.
        var buffer: [UInt8] = []
        buffer.reserveCapacity(count * 48)
        let bytes = Measurement.rate("CurrencyFormatter (UTF-8 into a buffer)", itemsPerCall: count, minimum: minimum) {
            buffer.removeAll(keepingCapacity: true)
            for amount in exact { lines.append(amount, to: &buffer) }
            return buffer.count
        }
        // Parts on both sides, every part visited: its kind (our extent is a stored range, read too).
        let foundationParts = Measurement.rate(".attributed, every run visited", itemsPerCall: count, minimum: minimum) {
            var total = 0
            for amount in amounts {
                let output = attributed.format(amount)
                for run in output.runs {
                    total &+= (run.numberPart == .integer ? 1 : 0) &+ (run.numberSymbol == nil ? 0 : 2)
                }
            }
            return total
        }
        let parts = Measurement.rate("CurrencyFormatter.parts, every part visited", itemsPerCall: count, minimum: minimum) {
            var total = 0
            for amount in amounts {
                for part in oursParts.format(amount).parts {
                    total &+= (part.kind == .integer ? 1 : 0) &+ (part.kind == .literal ? 0 : 2)
                    total &+= part.utf8Offsets.count
                }
            }
            return total
        }
        // Both build an AttributedString (equal ones: checked above) and count its runs.
        let foundationAttributed = Measurement.rate("FormatStyle.Currency.attributed", itemsPerCall: count, minimum: minimum) {
            amounts.reduce(0) { $0 &+ attributed.format($1).runs.count }
        }
        let ourAttributed = Measurement.rate("CurrencyFormatter.attributed", itemsPerCall: count, minimum: minimum) {
            amounts.reduce(0) { $0 &+ oursAttributed.format($1).runs.count }
        }
        print("\n  \(identifier) \(code)")
        for measurement in [foundation, formatter, string, bytes, foundationParts, parts, foundationAttributed, ourAttributed] {
            print("    \(measurement.name.padding(toLength: 46, withPad: " ", startingAt: 0)) \(formatRate(measurement.itemsPerSecond).leftPadded(10))")
        }
        print("    string ÷ FormatStyle.Currency:    \(String(format: "%7.1f×", string.itemsPerSecond / foundation.itemsPerSecond))")
        print("    bytes ÷ FormatStyle.Currency:     \(String(format: "%7.1f×", bytes.itemsPerSecond / foundation.itemsPerSecond))")
        print("    string ÷ NumberFormatter:         \(String(format: "%7.1f×", string.itemsPerSecond / formatter.itemsPerSecond))")
        print("    parts ÷ .attributed (both visit): \(String(format: "%7.1f×", parts.itemsPerSecond / foundationParts.itemsPerSecond))")
        print("    attributed ÷ .attributed:         \(String(format: "%7.1f×", ourAttributed.itemsPerSecond / foundationAttributed.itemsPerSecond))")
        let name = "formatting.\(set).\(identifier)"
        BenchmarkFigures.shared.record(name + ".string", string.itemsPerSecond / foundation.itemsPerSecond)
        BenchmarkFigures.shared.record(name + ".parts", parts.itemsPerSecond / foundationParts.itemsPerSecond)
        BenchmarkFigures.shared.record(name + ".attributed", ourAttributed.itemsPerSecond / foundationAttributed.itemsPerSecond)
        return nil
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
