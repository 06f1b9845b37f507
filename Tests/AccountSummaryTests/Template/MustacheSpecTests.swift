import AccountSummary
import Foundation
import Testing

/// The official Mustache spec: every test of every file as one argument.
///
/// The spec is not part of the package. It runs wherever it is found
/// (``MustacheSpec/folder``); where it is not, this one test is skipped with one line
/// saying why, except under CI, where its absence is a failure. The engine's own cases
/// (``TemplateConformanceTests``) run either way.
@Suite("Mustache spec")
struct MustacheSpecTests {
    /// The spec's files and how many tests each holds.
    static let files = [
        "comments": 12, "delimiters": 14, "interpolation": 42, "inverted": 22, "partials": 12,
        "sections": 34, "~inheritance": 27, "~dynamic-names": 21, "~lambdas": 10,
    ]

    static let all: [MustacheSpec] = (try? files.keys.sorted().flatMap { try MustacheSpec.tests(in: $0) }) ?? []

    /// Every lambda in `~lambdas.json` is code in other languages; each test runs with a
    /// Swift port of its lambda (``MustacheSpec/lambda(for:)``), none is skipped.
    @Test("the official Mustache spec", .enabled(if: MustacheSpec.isAvailable, Comment(rawValue: MustacheSpec.absence)),
          arguments: all)
    func spec(_ spec: MustacheSpec) throws {
        if spec.file == "~lambdas.json" {
            try #require(MustacheSpec.lambda(for: spec.name) != nil, "no Swift port of the lambda in \"\(spec.name)\"")
        }
        try spec.check()
    }

    /// Where the spec is missing, the test above already says so in its one skip line.
    @Test("the spec files are all there, with the expected number of tests")
    func specFilesArePresent() throws {
        guard MustacheSpec.isAvailable else { return }
        for (file, count) in Self.files {
            #expect(try MustacheSpec.tests(in: file).count == count, "\(file).json")
        }
    }

    /// In CI the official spec must be there: a conformance check that silently did not
    /// run would read as a pass.
    @Test("the official spec is there when CI is set")
    func requiredInCI() {
        if ProcessInfo.processInfo.environment["CI"] != nil {
            #expect(MustacheSpec.isAvailable, "CI must run the official Mustache spec: \(MustacheSpec.absence)")
        }
    }
}
