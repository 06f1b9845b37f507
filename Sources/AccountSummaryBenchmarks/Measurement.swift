import AccountSummary
import AccountSummaryScale
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

/// A byte count in decimal megabytes, e.g. `155.2 MB`.
func formatMegabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / 1e6)
}
