import AccountSummary
import Foundation

/// One timed contender: how many items a second it handled.
struct Measurement {
    var name: String
    var itemsPerSecond: Double

    /// Runs `body` (which handles `itemsPerCall` items) until `minimum` has passed; returns the rate.
    static func rate(
        _ name: String, itemsPerCall: Int, minimum: Duration, _ body: () -> Int
    ) -> Measurement {
        let clock = ContinuousClock()
        var sink = 0
        sink &+= body()  // warm-up: caches, lazy initialisers
        var calls = 0
        let start = clock.now
        var elapsed = Duration.zero
        repeat {
            sink &+= body()
            calls += 1
            elapsed = clock.now - start
        } while elapsed < minimum
        blackHole(sink)
        return Measurement(name: name, itemsPerSecond: Double(calls * itemsPerCall) / elapsed.seconds)
    }
}

extension Duration {
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}

@inline(never)
func blackHole(_ value: Int) {
    if value == 42_424_242_424 { print("") }
}

/// A compact rate, e.g. `31.2M/s`.
func formatRate(_ rate: Double) -> String {
    switch rate {
    case 1e6...: String(format: "%.1fM/s", rate / 1e6)
    case 1e3...: String(format: "%.1fk/s", rate / 1e3)
    default: String(format: "%.0f/s", rate)
    }
}

/// Deterministic amounts shaped like statement data: mostly two decimals, some
/// negative, some with more digits (rounding), a few large.
enum SampleAmounts {
    static func make(count: Int, seed: UInt64 = 0x5EED) -> [String] {
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
}

/// A byte count in decimal megabytes, e.g. `155.2 MB`.
func formatMegabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / 1e6)
}
