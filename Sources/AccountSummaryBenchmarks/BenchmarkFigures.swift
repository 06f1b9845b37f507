import Foundation

/// Every ratio a run printed, by name, and their check against the floors (and memory
/// ceilings) recorded in the repository, so that a figure the README quotes is one CI reaches.
///
/// Each suite records what it prints (`BenchmarkFigures.shared.record("bank.speed-up", 1.68)`);
/// `--floors FILE` then checks every floor and ceiling of the suites that ran: a figure below
/// its floor, above its ceiling, or missing (renamed, not measured) fails the run.
///
/// ```swift
/// BenchmarkFigures.shared.record("batch.speed-up", 1.71)
/// try BenchmarkFloors(contentsOf: ".ci/benchmark-floors.json").problems(BenchmarkFigures.shared.all, suites: ["batch"])  // []
/// ```
final class BenchmarkFigures: @unchecked Sendable {
    /// The one recorder of the run (the suites run one after another; the lock is for safety).
    static let shared = BenchmarkFigures()

    private let lock = NSLock()
    private var figures: [String: Double] = [:]

    /// Keeps `value` under `name` (`suite.what`); a name measured twice keeps the later value.
    func record(_ name: String, _ value: Double) {
        lock.withLock { figures[name] = value }
    }

    /// Every figure recorded so far.
    var all: [String: Double] { lock.withLock { figures } }
}

/// The floors and ceilings CI holds the short benchmark run to (`.ci/benchmark-floors.json`).
///
/// A name starts with its suite (`bank.speed-up`): only the suites that ran are checked.
struct BenchmarkFloors: Decodable {
    /// Ratios that must reach at least this (speed-ups against the reference).
    var floors: [String: Double]
    /// Ratios that must stay at or under this (peak memory against the input's size).
    var ceilings: [String: Double] = [:]

    init(contentsOf path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        self = try JSONDecoder().decode(BenchmarkFloors.self, from: data)
    }

    private enum CodingKeys: String, CodingKey { case floors, ceilings }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        floors = try container.decode([String: Double].self, forKey: .floors)
        ceilings = try container.decodeIfPresent([String: Double].self, forKey: .ceilings) ?? [:]
    }

    /// One line per figure checked, and whether every one held.
    func check(_ figures: [String: Double], suites: [String]) -> (lines: [String], held: Bool) {
        var lines: [String] = []
        var held = true
        func ran(_ name: String) -> Bool { suites.contains { name.hasPrefix($0 + ".") } }
        for (name, floor) in floors.sorted(by: { $0.key < $1.key }) where ran(name) {
            guard let value = figures[name] else {
                lines.append("    \(name): not measured (floor \(floor)) FAIL")
                held = false
                continue
            }
            let ok = value >= floor
            held = held && ok
            lines.append("    \(name): \(String(format: "%.2f", value)) ≥ \(floor) \(ok ? "ok" : "FAIL")")
        }
        for (name, ceiling) in ceilings.sorted(by: { $0.key < $1.key }) where ran(name) {
            guard let value = figures[name] else {
                lines.append("    \(name): not measured (ceiling \(ceiling)) FAIL")
                held = false
                continue
            }
            let ok = value <= ceiling
            held = held && ok
            lines.append("    \(name): \(String(format: "%.2f", value)) ≤ \(ceiling) \(ok ? "ok" : "FAIL")")
        }
        return (lines, held)
    }
}
