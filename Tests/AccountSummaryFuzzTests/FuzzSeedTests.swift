import AccountSummaryFuzz
import Foundation
import Testing

/// The fuzz targets' checks, run by `swift test` on every seed `.ci/fuzz` starts from: the
/// harness builds and its oracles agree with the parsers on the package's own inputs, so a
/// fuzz run's first failure is a finding, not a broken harness.
@Suite("Fuzz seeds")
struct FuzzSeedTests {
    /// The package folder, from this file's place in it.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The files `.ci/fuzz` seeds a target with (its `seed_files`), relative to the package.
    static func seeds(_ target: FuzzTarget) -> [URL] {
        func files(_ folder: String, _ suffix: String = "") -> [URL] {
            let url = package.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { $0.hasSuffix(suffix) && !$0.hasPrefix(".") }.sorted().map { url.appendingPathComponent($0) }
        }
        let own = files("Tests/AccountSummaryFuzzTests/Seeds/\(target.rawValue)")
        switch target {
        case .json, .statement: return own + files("Tests/AccountSummaryTests/Fixtures", ".json")
        case .template: return own + files("templates", ".mustache")
        case .golden: return own + files("Tests/AccountSummaryTests/Snapshots/CurrencyGoldenTests", ".golden")
        case .bank, .bai2, .csv: return own
        case .amount, .catalog: return own
        }
    }

    @Test("every seed passes its target's checks", arguments: FuzzTarget.allCases)
    func seedsPass(target: FuzzTarget) throws {
        let seeds = Self.seeds(target)
        #expect(!seeds.isEmpty, "no seeds for \(target.rawValue)")
        for seed in seeds {
            let bytes = try [UInt8](Data(contentsOf: seed))
            #expect(throws: Never.self, "\(seed.lastPathComponent)") { try target.check(bytes) }
        }
    }

    @Test("every csv seed reads, with as many entries as the plain count finds rows: the target's invariant is not empty")
    func csvSeedsRead() throws {
        let seeds = Self.seeds(.csv)
        #expect(seeds.count >= 8)
        var profiles: Set<UInt8> = []
        for seed in seeds {
            let bytes = try [UInt8](Data(contentsOf: seed))
            let counts = FuzzTarget.csvCounts(bytes)
            #expect(counts.read != nil && counts.read == counts.counted && counts.read! > 0, "\(seed.lastPathComponent): \(counts)")
            profiles.insert(bytes[0])
        }
        #expect(profiles.count == 8, "one seed for each of the target's profiles")
    }
}
