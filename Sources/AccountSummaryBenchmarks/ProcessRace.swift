import AccountSummaryScale
import Foundation

/// One whole-process race of the bank suite: a reference program (a mode of this executable)
/// against the `account-summary` command on one file, run alternately, fastest of the runs on
/// each side; the command's output checked byte for byte against the digest this process
/// rendered; then the table printed and the figures recorded.
///
/// Alternating puts a slow spell of a shared machine on both sides of the ratio.
///
/// ```swift
/// let race = ProcessRace(items: (60_000, "entries"), fileSize: bytes.count,
///                        reference: ("reference: XMLParser walk, counting elements", ["reference-xml-walk", input.path]),
///                        ours: ("ours: render FILE --format html --output OUT", ["render", input.path, "-f", "html", "-o", output.path]),
///                        output: output, expected: digest, figures: ("bank.speed-up", "bank.peak-per-file"))
/// if let problem = race.run(runs: 2) { return problem }
/// ```
struct ProcessRace {
    /// How many items the file holds, and what they are called ("entries", "details", "rows").
    var items: (count: Int, name: String)
    /// The file's size in bytes, against which peak memory is told.
    var fileSize: Int
    /// The reference's label and this executable's arguments that run it.
    var reference: (label: String, arguments: [String])
    /// Our command's label and its arguments.
    var ours: (label: String, arguments: [String])
    /// The file our command writes (removed before each run).
    var output: URL
    /// The digest the command's file must have.
    var expected: UInt64
    /// The names under which the speed-up and our peak per file size are recorded.
    var figures: (speedUp: String, peakPerFile: String)

    /// Races the two, checks the output, prints the table; a problem, or nil.
    func run(runs: Int) -> String? {
        var referenceBest = (seconds: Double.infinity, peakResidentBytes: 0)
        var oursBest = referenceBest
        for _ in 0..<max(1, runs) {
            guard let reference = SpawnTimer.best(CommandLine.arguments[0], reference.arguments, runs: 1) else {
                return "\(reference.label) failed"
            }
            guard let ours = SpawnTimer.best(SpawnTimer.tool.path, ours.arguments, runs: 1,
                                             before: { try? FileManager.default.removeItem(at: output) }) else {
                return "\(ours.label) failed"
            }
            referenceBest = (min(referenceBest.seconds, reference.seconds), max(referenceBest.peakResidentBytes, reference.peakResidentBytes))
            oursBest = (min(oursBest.seconds, ours.seconds), max(oursBest.peakResidentBytes, ours.peakResidentBytes))
        }
        guard let written = try? Data(contentsOf: output, options: .alwaysMapped) else { return "render wrote no \(output.path)" }
        var digest = ByteCounter(digesting: true)
        digest.write(bytes: written)
        guard digest.digest == expected else { return "MISMATCH: the command's HTML differs from the HTML rendered in this process" }

        let size = Double(fileSize)
        func row(_ label: String, _ timing: (seconds: Double, peakResidentBytes: Int)) -> String {
            "    \(label.padding(toLength: 46, withPad: " ", startingAt: 0)) \(String(format: "%8.0f ms", timing.seconds * 1000))"
                + "  \(formatRate(Double(items.count) / timing.seconds).leftPadded(12))"
                + "  \(formatMegabytes(timing.peakResidentBytes).leftPadded(9))"
                + "  \(String(format: "%10.2f×", Double(timing.peakResidentBytes) / size))"
        }
        let unit = "\(items.name)/s".padding(toLength: 14, withPad: " ", startingAt: 0)
        print("    \("".padding(toLength: 46, withPad: " ", startingAt: 0)) time        \(unit)peak RSS   peak ÷ file   speed-up")
        print(row(reference.label, referenceBest))
        print(row(ours.label, oursBest) + "  \(String(format: "%8.2f×", referenceBest.seconds / oursBest.seconds))")
        BenchmarkFigures.shared.record(figures.speedUp, referenceBest.seconds / oursBest.seconds)
        BenchmarkFigures.shared.record(figures.peakPerFile, Double(oursBest.peakResidentBytes) / size)
        return nil
    }
}
