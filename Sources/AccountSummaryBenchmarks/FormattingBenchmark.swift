import AccountSummary
import Foundation

/// Our formatter against Foundation's, on the same amounts, in one run.
struct FormattingBenchmark {
    var options: BenchmarkOptions

    func run() {
        let texts = SampleAmounts.make(count: options.amounts)
        let amounts = texts.map { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX"))! }
        print("\nformatting: \(amounts.count) amounts, at least \(options.minimumDuration) per contender")
        for (identifier, code) in [("en_US", "USD"), ("de_DE", "EUR"), ("en_IN", "INR")] {
            let locale = Locale(identifier: identifier)
            let ours = try! CurrencyFormatter(currency: code, locale: locale)
            let oursParts = ours.parts  // hoisted, like `attributed` above
            let style = Decimal.FormatStyle.Currency(code: code, locale: locale)
            let attributed = style.attributed
            let numberFormatter = NumberFormatter()
            numberFormatter.numberStyle = .currency
            numberFormatter.currencyCode = code
            numberFormatter.locale = locale
            let minimum = options.minimumDuration
            let count = amounts.count

            let foundation = Measurement.rate("Decimal.FormatStyle.Currency", itemsPerCall: count, minimum: minimum) {
                amounts.reduce(0) { $0 &+ style.format($1).utf8.count }
            }
            let foundationAttributed = Measurement.rate("FormatStyle.Currency.attributed", itemsPerCall: count, minimum: minimum) {
                amounts.reduce(0) { $0 &+ attributed.format($1).runs.count }
            }
            let formatter = Measurement.rate("NumberFormatter", itemsPerCall: count, minimum: minimum) {
                amounts.reduce(0) { $0 &+ (numberFormatter.string(from: $1 as NSDecimalNumber)?.utf8.count ?? 0) }
            }
            let string = Measurement.rate("CurrencyFormatter (string)", itemsPerCall: count, minimum: minimum) {
                amounts.reduce(0) { $0 &+ ours.format($1).utf8.count }
            }
            // The bytes alone, appended to a buffer: what the CLI and the report writers do.
            let lines = AmountLineFormatter(formatter: ours, parts: false)
            let exact = amounts.map { ExactDecimal($0)! }
            var buffer: [UInt8] = []
            buffer.reserveCapacity(count * 32)
            let bytes = Measurement.rate("CurrencyFormatter (UTF-8 into a buffer)", itemsPerCall: count, minimum: minimum) {
                buffer.removeAll(keepingCapacity: true)
                for amount in exact { lines.append(amount, to: &buffer) }
                return buffer.count
            }
            // The API the issue compares: format to parts, as `.attributed` formats to an AttributedString.
            let parts = Measurement.rate("CurrencyFormatter.parts", itemsPerCall: count, minimum: minimum) {
                amounts.reduce(0) { $0 &+ (oursParts.format($1).isNegative ? 1 : 2) }
            }
            // Stricter: also walk every part (kind and byte range), as a renderer does.
            let visited = Measurement.rate("CurrencyFormatter.parts, every part visited", itemsPerCall: count, minimum: minimum) {
                var total = 0
                for amount in amounts {
                    for part in oursParts.format(amount).parts { total &+= part.utf8Offsets.count &+ (part.kind == .integer ? 1 : 0) }
                }
                return total
            }
            // Same amounts, same output: the comparison is only fair if the bytes agree.
            for amount in amounts.prefix(2_000) where ours.format(amount) != style.format(amount) {
                print("  MISMATCH \(identifier) \(amount): \(ours.format(amount)) vs \(style.format(amount))")
            }
            print("\n  \(identifier) \(code)")
            for measurement in [foundation, foundationAttributed, formatter, string, bytes, parts, visited] {
                print("    \(measurement.name.padding(toLength: 46, withPad: " ", startingAt: 0)) \(formatRate(measurement.itemsPerSecond).leftPadded(10))")
            }
            print("    string ÷ FormatStyle.Currency:    \(String(format: "%7.1f×", string.itemsPerSecond / foundation.itemsPerSecond))  (issue: ≥ 50×)")
            print("    bytes ÷ FormatStyle.Currency:     \(String(format: "%7.1f×", bytes.itemsPerSecond / foundation.itemsPerSecond))")
            print("    string ÷ NumberFormatter:         \(String(format: "%7.1f×", string.itemsPerSecond / formatter.itemsPerSecond))")
            print("    parts ÷ .attributed:              \(String(format: "%7.1f×", parts.itemsPerSecond / foundationAttributed.itemsPerSecond))  (issue: ≥ 500×)")
            print("    parts visited ÷ .attributed:      \(String(format: "%7.1f×", visited.itemsPerSecond / foundationAttributed.itemsPerSecond))")
        }
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
