import AccountSummaryTestSupport
import Foundation
import Testing

/// Issue 34, item 4: a statement rendered twice, by another pod, on another day, on another
/// machine, is the same bytes in every format: no clock, host name, process id or randomness
/// reaches an output. Each run below differs in one of those and in how the work is split.
@Suite("Retries that cannot differ: every format, byte for byte, across jobs, shards, zones, hosts and days (end to end)", .serialized)
struct BatchDeterminismTests {
    /// Eight customers in three locales, with an `asOf` (the PDF's date), one without.
    static func input() -> String {
        let locales = ["en_US", "de_DE", "fr_FR"]
        return (1...8).map { number in
            let locale = locales[number % 3]
            let asOf = number == 8 ? "" : #""asOf":"2026-11-30T17:0\#(number):00-05:00","#
            return #"{"customer":{"name":"Kundin \#(number)","id":"d-\#(number)"},"locale":"\#(locale)",\#(asOf)"#
                + #""accounts":[{"id":"a","type":"banking","name":"Girokonto","balance":"\#(number * 1000).55"}],"#
                + #""transactions":[{"id":"t1","accountId":"a","date":"2026-11-0\#(number)","description":"Café \#(number)","#
                + #""amount":"-\#(number).45","status":"completed"},{"id":"t2","accountId":"a","date":"2026-11-1\#(number)","#
                + #""description":"Gehalt","amount":"\#(number)00.00","status":"pending"}]}"#
        }.joined(separator: "\n") + "\n"
    }

    static let formats = "text,ansi,html,csv,pdf"

    static func run(_ folder: TemporaryFolder, into name: String, _ extra: [String], environment: [String: String] = [:],
                    launcher: [String] = []) throws {
        let result = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path(name), "-f", formats,
                                         "--pdf-engine", "native"] + extra, environment: environment, launcher: launcher)
        #expect(result.status == 0, "\(name): \(result.stderr)")
    }

    /// Whether this process may give a child a host name of its own (`unshare --uts`, root).
    static let unshare: String? = {
        guard let tool = ExternalTool.find("unshare"),
              let verdict = try? tool.run(["--uts", "/bin/sh", "-c", "hostname determinism-test && hostname"]),
              verdict.status == 0, verdict.stdout == "determinism-test\n" else { return nil }
        return tool.path
    }()

    @Test("jobs 1, 2 and 4, three shards, another zone and language, another host, a second later: the same files")
    func sameBytes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.input(), to: "in.ndjson")
        try Self.run(folder, into: "one", ["--jobs", "1"])
        let reference = try BatchSimulationTests.statements(folder.path("one"))
        #expect(reference.count == 8 * 5)
        let referenceLedger = try BatchCommandTests.comparable(folder.path("one"))["ledger.ndjson"]

        try Self.run(folder, into: "two", ["--jobs", "2"])
        try Self.run(folder, into: "four", ["--jobs", "4"])
        for index in 0..<3 { try Self.run(folder, into: "shards", ["--shard", "\(index)/3"]) }
        sleep(1)  // a clock that reached any file would now say another second
        try Self.run(folder, into: "elsewhere", ["--jobs", "2"],
                     environment: ["TZ": "Pacific/Kiritimati", "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "HOSTNAME": "elsewhere"])
        var runs = ["two", "four", "shards", "elsewhere"]
        if let unshare = Self.unshare {
            try Self.run(folder, into: "other-host", ["--jobs", "2"],
                         launcher: [unshare, "--uts", "/bin/sh", "-c", "hostname other-host && exec \"$0\" \"$@\""])
            runs.append("other-host")
        } else {
            // Giving a process a host name of its own needs root (unshare --uts); the runs above still
            // differ in zone, language, time and process id.
            print("note: unshare --uts is not available here; the other-host run is left out")
        }
        for name in runs {
            let statements = try BatchSimulationTests.statements(folder.path(name))
            #expect(statements.keys.sorted() == reference.keys.sorted(), "\(name)")
            for (file, bytes) in reference where statements[file] != bytes { Issue.record("\(name)/\(file) differs") }
            if name != "shards" {
                // The ledger says the same too, in whatever order its lines came.
                #expect(try BatchCommandTests.comparable(folder.path(name))["ledger.ndjson"] == referenceLedger, "\(name)")
            }
        }
    }

    static let chromium = ExternalTool.find("chromium", "chromium-browser", "google-chrome")

    @Test("the chromium engine too: two prints a second apart, in two zones, are the same bytes, dated as the statement",
          .enabled(if: chromium != nil, "needs chromium"))
    func chromiumSameBytes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lines = Self.input().split(separator: "\n").prefix(2).joined(separator: "\n") + "\n"
        try folder.write(lines, to: "in.ndjson")
        var files: [[String: Data]] = []
        for (index, zone) in ["UTC", "Asia/Kolkata"].enumerated() {
            if index > 0 { sleep(1) }
            let result = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("run-\(index)"), "-f", "pdf",
                                             "--pdf-engine", "chromium"], environment: ["TZ": zone])
            try #require(result.status == 0, "\(result.stderr)")
            files.append(try BatchSimulationTests.statements(folder.path("run-\(index)")))
        }
        #expect(files[0].count == 2)
        #expect(files[0] == files[1])
        let pdf = String(decoding: try #require(files[0]["d-1.pdf"]), as: UTF8.self)
        #expect(pdf.contains("/CreationDate (D:20261130170100-05'00')"), "the statement's asOf, not the print's moment")
        let ledger = try String(contentsOfFile: folder.path("run-0/ledger.ndjson"), encoding: .utf8)
        #expect(ledger.contains(#""engine":"chromium"}"#))
        #expect(ledger.contains(#""pages":1,"#))
    }
}
