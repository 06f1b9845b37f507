import AccountSummary
import Testing

/// The official Mustache spec, each test of each file as one argument.
@Suite("Mustache spec")
struct MustacheSpecTests {
    @Test("comments.json", arguments: try MustacheSpec.tests(in: "comments"))
    func comments(_ spec: MustacheSpec) throws {
        try spec.check()
    }

    @Test("delimiters.json", arguments: try MustacheSpec.tests(in: "delimiters"))
    func delimiters(_ spec: MustacheSpec) throws {
        try spec.check()
    }

    @Test("interpolation.json", arguments: try MustacheSpec.tests(in: "interpolation"))
    func interpolation(_ spec: MustacheSpec) throws {
        try spec.check()
    }

    @Test("inverted.json", arguments: try MustacheSpec.tests(in: "inverted"))
    func inverted(_ spec: MustacheSpec) throws {
        try spec.check()
    }

    @Test("partials.json", arguments: try MustacheSpec.tests(in: "partials"))
    func partials(_ spec: MustacheSpec) throws {
        try spec.check()
    }

    @Test("sections.json", arguments: try MustacheSpec.tests(in: "sections"))
    func sections(_ spec: MustacheSpec) throws {
        try spec.check()
    }

    @Test("~inheritance.json", arguments: try MustacheSpec.tests(in: "~inheritance"))
    func inheritance(_ spec: MustacheSpec) throws {
        try spec.check()
    }

    @Test("~dynamic-names.json", arguments: try MustacheSpec.tests(in: "~dynamic-names"))
    func dynamicNames(_ spec: MustacheSpec) throws {
        try spec.check()
    }

    /// Every lambda in the file is code in other languages; each test runs with a
    /// Swift port of its lambda (``MustacheSpec/lambda(for:)``), none is skipped.
    @Test("~lambdas.json", arguments: try MustacheSpec.tests(in: "~lambdas"))
    func lambdas(_ spec: MustacheSpec) throws {
        try #require(MustacheSpec.lambda(for: spec.name) != nil, "no Swift port of the lambda in \"\(spec.name)\"")
        try spec.check()
    }

    @Test("the spec files are all there, with the expected number of tests")
    func specFilesArePresent() throws {
        let counts = [
            "comments": 12, "delimiters": 14, "interpolation": 42, "inverted": 22, "partials": 12,
            "sections": 34, "~inheritance": 27, "~dynamic-names": 21, "~lambdas": 10,
        ]
        for (file, count) in counts {
            #expect(try MustacheSpec.tests(in: file).count == count, "\(file).json")
        }
    }
}
