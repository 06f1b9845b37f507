import AccountSummaryTestSupport
import Foundation
import Testing

/// Issue 18, items 6 and 8: numeric options out of range are usage errors, never a crash, and no
/// argument reaches standard error raw.
@Suite("Option ranges and arguments in messages (end to end)")
struct OptionRangeTests {
    static let statement = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/framed.json").path

    @Test("out-of-range numbers are exit 64 naming the option and its range", arguments: [
        (["--page-size", "9223372036854775807"], "--page-size \"9223372036854775807\" is not a whole number from 1 to 100000000"),
        (["--page-size", "99999999999999999999999"], "--page-size \"99999999999999999999999\" is not a whole number from 1 to 100000000"),
        (["--jobs", "9223372036854775807"], "--jobs \"9223372036854775807\" is not a whole number from 1 to 1024"),
        (["--jobs", "0"], "--jobs \"0\" is not a whole number from 1 to 1024"),
        (["--page", "-3"], "--page \"-3\" is not a whole number from 1 to 100000000"),
        (["--width", "19"], "--width \"19\" is not a whole number from 20 to 100000"),
    ])
    func outOfRange(arguments: [String], message: String) throws {
        let result = try ToolRunner.run(["render", Self.statement] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: \(message)"), "\(result.stderr)")
    }

    @Test("a page size larger than every list renders one page (its count no longer overflows)")
    func hugePageSize() throws {
        let result = try ToolRunner.run(["render", Self.statement, "--page-size", "100000000", "-f", "text"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("escape sequences and bidi controls in arguments are shown escaped, never raw", arguments: [
        ["render", Self.statement, "--frob\u{1B}]0;owned\u{07}"],
        ["render", Self.statement, "--format", "x\u{1B}[2J\u{202E}"],
        ["rend\u{1B}[31mer"],
        ["render", Self.statement, "--from", "\u{9B}2J"],
        ["batch", "-", "--output-dir", "/tmp", "--shard", "1/\u{202E}2"],
    ])
    func argumentsEscaped(arguments: [String]) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 64)
        for forbidden: Unicode.Scalar in ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}"] {
            #expect(!result.stderr.unicodeScalars.contains(forbidden), "\(result.stderr.debugDescription)")
        }
        #expect(result.stderr.contains("\\u{"), "\(result.stderr.debugDescription)")
    }
}

@Suite("--width never cuts what identifies (end to end)")
struct WidthIdentifierTests {
    @Test("a narrow width shortens the account's name, never its masked number", arguments: [30, 40, 60])
    func maskedNumberWhole(width: Int) throws {
        let result = try ToolRunner.run(["render", OptionRangeTests.statement, "--width", String(width), "--sections", "accounts", "-f", "text"])
        #expect(result.status == 0)
        let headings = result.stdout.split(separator: "\n").filter { $0.contains("•") }
        #expect(!headings.isEmpty)
        for heading in headings {
            #expect(heading.hasSuffix("•••• 5678") || heading.hasSuffix("•••• 1234") || heading.hasSuffix("•••• 8812"), "\(heading)")
        }
    }
}

@Suite("golden verify: a row that cannot be formatted is a malformed table (end to end)")
struct GoldenExitTests {
    @Test("verify and --update agree: exit 65 naming the row", arguments: [
        ("de_DE EUR abc x\n", "\"abc\" is not an amount"),
        ("de_DE ZZZ 1 x\n", "ZZZ"),
    ])
    func malformedRow(table: String, message: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("t.golden")
        try table.write(to: file, atomically: true, encoding: .utf8)
        for extra in [[], ["--update"]] {
            let result = try ToolRunner.run(["golden", "verify", file.path] + extra)
            #expect(result.status == 65, "\(extra): \(result.stderr)")
            #expect(result.stderr.contains("t.golden:1: ") && result.stderr.contains(message), "\(result.stderr)")
        }
    }
}

@Suite("batch reads a pipe as its input (end to end)")
struct BatchPipeInputTests {
    @Test("batch <(…), a FIFO or /dev/fd/N is read as a stream, as render reads -")
    func processSubstitution() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let line = #"{"customer":{"name":"Jonathan","id":"c-7"},"accounts":[{"id":"a","type":"banking","name":"A","balance":"1.00"}]}"#
        try (line + "\n").write(to: folder.appendingPathComponent("in.ndjson"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out").path
        let result = try ToolRunner.run([], launcher: ["/bin/bash", "-c",
            "exec \"$0\" batch <(cat '\(folder.appendingPathComponent("in.ndjson").path)') --output-dir '\(out)' -f text"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out + "/c-7.txt"))
    }
}

@Suite("golden verify stays small on a large table that differs everywhere (end to end)")
struct GoldenMemoryTests {
    /// 10,000 cases, every expectation wrong: the diff once took 6.3 GB (a frontier per edit).
    /// Under a 1.5 GB address-space limit it must finish and print every change.
    @Test("10,000 differing lines under a 1.5 GB address-space limit")
    func largeDiff() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-big-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("big.golden")
        try (0..<10_000).map { "de_DE EUR \($0).5 wrong\($0)" }.joined(separator: "\n").write(to: table, atomically: true, encoding: .utf8)
        // Under AddressSanitizer (its shadow memory is terabytes of address space) no limit is set.
        let limit = ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil ? "ulimit -v 1500000; " : ""
        let result = try ToolRunner.run([], launcher: ["/bin/bash", "-c", "\(limit)exec \"$0\" golden verify '\(table.path)'"])
        #expect(result.status == 1, "\(result.stderr.suffix(300))")
        #expect(result.stderr.contains("10000 of 10000 cases differ"))
        #expect(result.stdout.components(separatedBy: "\n-de_DE").count == 10_001)
    }
}

@Suite("--width on a huge name stays small (end to end)")
struct WidthMemoryTests {
    /// A 10 MB account name fitted into 40 columns: once a unit (an array) per character,
    /// 2.5 GB for 30 MB. Under a 1.5 GB address-space limit it must fit and print.
    @Test("a 10 MB name in 40 columns under a 1.5 GB address-space limit")
    func hugeName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("width-big-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("s.json")
        let name = String(repeating: "Nom très long ", count: 700_000)
        try #"{"customer":{"name":"J"},"accounts":[{"id":"a","type":"banking","name":"\#(name)","balance":"1"}]}"#
            .write(to: file, atomically: true, encoding: .utf8)
        let limit = ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil ? "ulimit -v 1500000; " : ""
        let result = try ToolRunner.run([], launcher: ["/bin/bash", "-c", "\(limit)exec \"$0\" render '\(file.path)' --width 40 --sections tiles -f text"])
        #expect(result.status == 0, "\(result.stderr.suffix(300))")
        #expect(result.stdout.contains("Banking  Nom") && result.stdout.contains("…"), "\(result.stdout.prefix(300))")
        #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 40 })
    }
}

@Suite("template: partials that fan out are stopped (end to end)")
struct TemplateFanOutTests {
    /// Thirty partials, each including the next twice: 2^30 expansions and a gigabyte of output.
    @Test("exit 65 naming the bound, at once and in little memory")
    func fanOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for level in 0..<30 {
            try "{{>p\(level + 1)}}{{>p\(level + 1)}}".write(to: folder.appendingPathComponent("p\(level).mustache"), atomically: true, encoding: .utf8)
        }
        try "xyz".write(to: folder.appendingPathComponent("p30.mustache"), atomically: true, encoding: .utf8)
        let limit = ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil ? "ulimit -v 1500000; " : ""
        let result = try ToolRunner.run([], launcher: ["/bin/bash", "-c", "\(limit)exec \"$0\" template '\(folder.appendingPathComponent("p0.mustache").path)'"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("more than 1000000 sections and partials expanded"), "\(result.stderr)")
    }
}

@Suite("batch: an over-long line is a bad line, not a memory spike (end to end)")
struct BatchLongLineTests {
    @Test("a line past the limit goes to errors.ndjson unread; the others are produced")
    func longLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("long-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let short = #"{"customer":{"name":"J","id":"c-1"},"accounts":[{"id":"a","type":"banking","name":"A","balance":"1.00"}]}"#
        let long = #"{"customer":{"name":"\#(String(repeating: "x", count: 5_000))","id":"c-2"},"accounts":[{"id":"a","type":"banking","name":"A","balance":"1.00"}]}"#
        let result = try ToolRunner.run(["batch", "-", "--output-dir", folder.path, "-f", "text"], stdin: short + "\n" + long + "\n",
                                        environment: ["ACCOUNT_SUMMARY_BATCH_MAX_LINE": "4096"])
        #expect(result.status == 65)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("c-1.txt").path))
        let errors = try String(contentsOf: folder.appendingPathComponent("errors.ndjson"), encoding: .utf8)
        #expect(errors.contains("\"line\":2") && errors.contains("more than a statement may have (4096 bytes)"), "\(errors)")
    }
}
