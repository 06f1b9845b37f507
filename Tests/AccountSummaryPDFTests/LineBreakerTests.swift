@testable import AccountSummaryPDF
import Foundation
import Testing

/// The line breaking algorithm checked against Unicode's own test file: every line of
/// `auxiliary/LineBreakTest.txt` (Unicode 15.0, Debian's unicode-data), each place between two
/// characters a break (÷) or not (×). Skipped with one line without the file; required in CI.
@Suite("Line breaks by UAX #14")
struct LineBreakerTests {
    static let testFile = "/usr/share/unicode/auxiliary/LineBreakTest.txt"
    static var available: Bool { FileManager.default.fileExists(atPath: testFile) }

    @Test("LineBreakTest.txt is there in CI")
    func presentInCI() {
        if ProcessInfo.processInfo.environment["CI"] != nil {
            #expect(Self.available, "CI must have Debian's unicode-data (.ci/run installs it)")
        }
    }

    /// One test line: the characters and, before each but the first, whether a break is allowed.
    struct Case {
        var line: Int
        var scalars: [Unicode.Scalar]
        var breaks: [Bool]
        var comment: String
    }

    static func cases() throws -> [Case] {
        let text = try String(contentsOfFile: testFile, encoding: .utf8)
        var cases: [Case] = []
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let parts = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            guard let body = parts.first?.trimmingCharacters(in: .whitespaces), !body.isEmpty else { continue }
            var scalars: [Unicode.Scalar] = []
            var breaks: [Bool] = []
            var pending: Bool?
            for token in body.split(separator: " ") {
                switch token {
                case "÷": pending = true
                case "×": pending = false
                default:
                    let scalar = try #require(UInt32(token, radix: 16).flatMap(Unicode.Scalar.init), "line \(number + 1): \(token)")
                    if !scalars.isEmpty {
                        guard let pending else { throw CocoaError(.fileReadCorruptFile) }
                        breaks.append(pending)
                    }
                    scalars.append(scalar)
                }
            }
            cases.append(Case(line: number + 1, scalars: scalars, breaks: breaks,
                              comment: parts.count > 1 ? String(parts[1]).trimmingCharacters(in: .whitespaces) : ""))
        }
        return cases
    }

    @Test("every line of LineBreakTest.txt", .enabled(if: available, "needs Debian's unicode-data (/usr/share/unicode)"))
    func unicodeTestFile() throws {
        let cases = try Self.cases()
        #expect(cases.count == 7_654, "the 15.0 file's test lines")
        var failures: [String] = []
        for item in cases {
            let opportunities = LineBreaker.opportunities(in: item.scalars)
            let found = opportunities.dropFirst().map { $0 != .prohibited }
            if found != item.breaks {
                failures.append("line \(item.line): \(item.comment)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(cases.count) lines differ:\n\(failures.prefix(12).joined(separator: "\n"))")
    }

    @Test("a statement's texts", arguments: [
        ("Rent (Nov) 1,234.50", [5, 11]),
        ("E2E-REF-001 settled", [4, 12]),
        ("東京駅。お支払い", [1, 2, 4, 5, 6, 7]),
        ("$929,466.23 due", [12]),
        ("الرصيد الافتتاحي", [7]),
        ("बैंक खाता", [5]),
    ])
    func opportunities(text: String, expected: [Int]) {
        let scalars = Array(text.unicodeScalars)
        let allowed = LineBreaker.opportunities(in: scalars).enumerated().filter { $0.element == .allowed }.map(\.offset)
        #expect(allowed == expected, "\(text)")
    }
}
