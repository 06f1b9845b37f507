import AccountSummary
import AccountSummaryScale

/// Deterministic amounts for the formatting and process suites, as AMOUNT text.
///
/// Two sets. ``statement(count:seed:)`` is shaped like statement data (mostly
/// two decimals, some negative, some with a third decimal to round, a few
/// large): every one fits the formatter's 64-bit fast path. ``general(count:seed:)``
/// times the rest of the formatter, in equal shares: 20 to 38 significant
/// digits (the general path), exponents (`-4.5e-3`, `7e25`), exact half-way
/// ties at 0 to 4 decimals (half-even rounding), and tiny or huge magnitudes
/// (negatives that round to zero, values past 2^64).
///
/// ```swift
/// SampleAmounts.statement(count: 2)  // ["61.15", "-4021.57"] (fixed by the seed)
/// SampleAmounts.general(count: 2)    // e.g. ["-8120394857120394857.1293", "4.5e-3"]
/// ```
enum SampleAmounts {
    static func statement(count: Int, seed: UInt64 = 0x5EED) -> [String] {
        var random = SeededRandom(seed: seed)
        func next() -> UInt64 { random.next() }
        return (0..<count).map { _ in
            let roll = next() % 100
            let magnitude: UInt64 = switch roll {
            case 0..<40: next() % 10_000         // up to 100.00
            case 40..<80: next() % 10_000_000    // up to 100,000.00
            case 80..<95: next() % 100_000_000_000
            default: next() % 1_000_000_000_000_000
            }
            let negative = next() % 4 == 0 ? "-" : ""
            var text = String(magnitude)
            let decimals = roll % 10 == 0 ? 3 : 2
            while text.count <= decimals { text = "0" + text }
            text.insert(".", at: text.index(text.endIndex, offsetBy: -decimals))
            return negative + text
        }
    }

    static func general(count: Int, seed: UInt64 = 0x6E4E) -> [String] {
        var random = SeededRandom(seed: seed)
        func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        func digits(_ count: Int) -> String {
            String((0..<count).map { index in Character(String(index == 0 ? 1 + next(9) : next(10))) })
        }
        return (0..<count).map { index in
            let sign = next(3) == 0 ? "-" : ""
            switch index % 4 {
            case 0:  // 20–38 significant digits, the point anywhere (or nowhere)
                var text = digits(20 + next(19))
                let point = next(text.count)
                if point > 0 { text.insert(".", at: text.index(text.startIndex, offsetBy: point)) }
                return sign + text
            case 1:  // exponents, small and large
                let mantissa = next(2) == 0 ? digits(1 + next(4)) : digits(1) + "." + digits(1 + next(3))
                return sign + mantissa + "e" + String(next(60) - 30)
            case 2:  // exact ties: 1 to 4 decimals, the last a 5 (half-even at 0 to 3 fraction digits)
                let fraction = String((0..<next(4)).map { _ in Character(String(next(10))) }) + "5"
                return sign + String(next(100_000)) + "." + fraction
            default:  // tiny (rounds to zero, sign kept) or huge (past 2^64, still ≤ 38 digits)
                return next(2) == 0 ? "-0." + String(repeating: "0", count: 2 + next(20)) + digits(1 + next(5))
                                    : sign + digits(21 + next(10)) + "." + digits(2)
            }
        }
    }
}
