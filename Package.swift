// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "account-summary",
    // UInt128 and Synchronization.Mutex need macOS 15; Linux has no such floor.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "AccountSummary", targets: ["AccountSummary"]),
        .library(name: "AccountSummaryMoney", targets: ["AccountSummaryMoney"]),
        .library(name: "AccountSummaryMustache", targets: ["AccountSummaryMustache"]),
        .library(name: "AccountSummaryBankFiles", targets: ["AccountSummaryBankFiles"]),
        .library(name: "AccountSummaryGolden", targets: ["AccountSummaryGolden"]),
        .executable(name: "account-summary", targets: ["AccountSummaryCLI"]),
        .executable(name: "account-summary-benchmark", targets: ["AccountSummaryBenchmarks"]),
        .executable(name: "account-summary-fuzz", targets: ["AccountSummaryFuzz"]),
    ],
    dependencies: [],
    targets: [
        // MARK: Library: the pure core (money, model, reports, rendering, input); it re-exports the template engine
        // and the string catalogs, and reads the catalogs' files with its JSON reader.
        .target(name: "AccountSummary", dependencies: ["AccountSummarySupport", "AccountSummaryMoney", "AccountSummaryMustache", "AccountSummaryWording"],
                plugins: ["EmbedTemplates"]),

        // MARK: Mustache: the template engine (the spec's every required test and lambdas, strict mode, partials,
        // a fast path for long lists) with the one HTML escaper and diagnostic quoting; no domain type.
        .target(name: "AccountSummaryMustache", dependencies: ["AccountSummarySupport"]),

        // MARK: Money: the currency formatter (every locale's output exactly as Foundation formats it, in parts to style),
        // exact decimal arithmetic and its checked sums; no domain type.
        .target(name: "AccountSummaryMoney", dependencies: ["AccountSummarySupport"]),

        // MARK: Support: what the modules above share and no app sees (package API only): the one lock ThreadSanitizer
        // checks (`Locked`) and the one quoting style of error messages (`DiagnosticQuoting`).
        .target(name: "AccountSummarySupport"),

        // MARK: Wording: String Catalogs as Xcode writes them (phrases by key and language, language fallback, CLDR
        // plural rules, printf-style placeholders); no domain type and no file format (the app library reads them).
        .target(name: "AccountSummaryWording"),

        // MARK: Golden tables: a team's pinned currency output (every locale and currency it serves), read,
        // checked against this platform's formatting and diffed line by line; a tool, not the statements' path.
        .target(name: "AccountSummaryGolden", dependencies: ["AccountSummary"]),

        // MARK: Bank files: camt.053/052, MT940/942, OFX, BAI2 and CSV by profile read into the statement model (safe
        // XML in one home); the shipped CSV profiles of templates/csv-profiles/ embedded by the same plugin.
        .target(name: "AccountSummaryBankFiles", dependencies: ["AccountSummary"], plugins: ["EmbedTemplates"]),

        // MARK: PDF: the native PDF writer (TrueType fonts read, subset and embedded; objects, pages,
        // deterministic files), checked by poppler, MuPDF, Ghostscript and qpdf in its tests.
        .target(name: "AccountSummaryPDF", dependencies: ["AccountSummary"]),

        // MARK: Scale: the threads (and the raw moves of a million rows) plugged into the library's
        // WorkSharing seam: streamed reads, chunked rendering and ordering on every core.
        .target(name: "AccountSummaryScale", dependencies: ["AccountSummary"]),

        // MARK: Tooling: what the command's batch and printing need beyond the library (batch lines,
        // shards, output file names, the DevTools protocol), not app API.
        .target(name: "AccountSummaryTooling", dependencies: ["AccountSummary"]),

        // MARK: Build tools: embed templates/ into the library so the binary works alone.
        .executableTarget(name: "TemplateEmbedder"),
        .plugin(
            name: "EmbedTemplates",
            capability: .buildTool(),
            dependencies: ["TemplateEmbedder"],
            path: "Sources/EmbedTemplatesPlugin"
        ),

        // MARK: Command line: the only place that touches the process, terminal and environment.
        .executableTarget(name: "AccountSummaryCLI",
                         dependencies: ["AccountSummary", "AccountSummaryBankFiles", "AccountSummaryGolden", "AccountSummaryPDF",
                                        "AccountSummaryScale", "AccountSummaryTooling"]),

        // MARK: Benchmarks: ratios against Foundation measured in the same run (release builds only).
        .executableTarget(name: "AccountSummaryBenchmarks",
                         dependencies: ["AccountSummary", "AccountSummaryBankFiles", "AccountSummaryFixtures", "AccountSummaryGolden",
                                        "AccountSummaryPDF", "AccountSummaryScale"]),
        // Generated statement documents with exact sums: benchmark and test data, not library API.
        .target(name: "AccountSummaryFixtures", dependencies: ["AccountSummary"]),

        // MARK: Fuzzing: libFuzzer checks of every parser. A normal build makes a `main` that says how
        // to run them; `.ci/fuzz` builds the libFuzzer entry points instead (-D FUZZING).
        .executableTarget(name: "AccountSummaryFuzz", dependencies: ["AccountSummary", "AccountSummaryBankFiles", "AccountSummaryGolden",
                                                                     "AccountSummaryScale"]),

        // MARK: Tests
        .target(
            name: "AccountSummaryTestSupport",
            dependencies: ["AccountSummary", "AccountSummaryGolden"],
            path: "Tests/AccountSummaryTestSupport"
        ),
        .testTarget(
            name: "AccountSummaryTests",
            dependencies: ["AccountSummary", "AccountSummaryMoney", "AccountSummaryMustache", "AccountSummaryFixtures", "AccountSummaryGolden", "AccountSummaryScale",
                           "AccountSummaryTestSupport"],
            exclude: ["Snapshots", "Fixtures"]
        ),
        .testTarget(
            name: "AccountSummaryBankFilesTests",
            dependencies: ["AccountSummary", "AccountSummaryBankFiles", "AccountSummaryFixtures", "AccountSummaryScale", "AccountSummaryTestSupport"],
            exclude: ["Fixtures", "Oracles"]
        ),
        .testTarget(
            name: "AccountSummaryPDFTests",
            dependencies: ["AccountSummary", "AccountSummaryFixtures", "AccountSummaryPDF", "AccountSummaryTestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "AccountSummaryToolingTests",
            dependencies: ["AccountSummary", "AccountSummaryTooling", "AccountSummaryTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "AccountSummaryCLITests",
            dependencies: ["AccountSummaryFixtures", "AccountSummaryTestSupport", "AccountSummaryCLI"],
            exclude: ["Schemas"]
        ),
        .testTarget(
            name: "AccountSummaryFuzzTests",
            dependencies: ["AccountSummary", "AccountSummaryFuzz", "AccountSummaryGolden", "AccountSummaryScale"],
            exclude: ["Seeds"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
