import AccountSummaryFixtures
import AccountSummaryTestSupport
import Foundation
import Testing

/// The batch ledger end to end: what each line says against what outside tools say of the
/// same files (coreutils' sha256sum, poppler's pdfinfo), `--resume` trusting the ledger and not
/// file names, the exit codes engines act on, and the shard taken from the engine.
@Suite("account-summary batch: the ledger, --resume, exit 75, --shard auto (end to end)", .serialized)
struct BatchLedgerTests {
    static let sha256sum = ExternalTool.find("sha256sum")
    static let pdfinfo = ExternalTool.find("pdfinfo")

    static func input() -> String { BatchCommandTests.input() }

    static func ledger(_ path: String) throws -> [JSONObject] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { try JSONObject(String($0)) }
    }

    /// One ledger line read by Foundation's JSONSerialization: a reader other than ours.
    struct JSONObject {
        let value: [String: Any]
        init(_ text: String) throws {
            value = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        }
        subscript(key: String) -> Any? { value[key] }
        var outputs: [[String: Any]] { value["outputs"] as? [[String: Any]] ?? [] }
    }

    static func sha256sum(_ path: String) throws -> String {
        let verdict = try #require(try sha256sum?.run([path]))
        return String(verdict.stdout.prefix(64))
    }

    @Test("each line: the customer once, its input's SHA-256, each file's size and SHA-256 as coreutils reads them; bad lines rejected as errors.ndjson says",
          .enabled(if: sha256sum != nil, "needs sha256sum (coreutils)"))
    func linesAgainstCoreutils() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = Self.input()
        try folder.write(text, to: "in.ndjson")
        let result = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("out"), "-f", "text,csv", "--jobs", "2"])
        #expect(result.status == 65)
        let entries = try Self.ledger(folder.path("out/ledger.ndjson"))
        let inputLines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(entries.count == inputLines.count)
        #expect(Set(entries.compactMap { $0["line"] as? Int }) == Set(1...inputLines.count))
        for entry in entries {
            let number = try #require(entry["line"] as? Int)
            // The input digest: the line's bytes alone, as `printf %s LINE | sha256sum` gives it.
            try folder.write(String(inputLines[number - 1]), to: "line")
            #expect(entry["input"] as? String == (try Self.sha256sum(folder.path("line"))), "line \(number)")
            switch entry["status"] as? String {
            case "written":
                #expect(entry.outputs.count == 2)
                for output in entry.outputs {
                    let path = folder.path("out/\(output["name"] as! String)")
                    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
                    #expect(output["size"] as? Int == size)
                    #expect(output["sha256"] as? String == (try Self.sha256sum(path)))
                    #expect(output["pages"] == nil && output["engine"] == nil)
                }
            case "rejected":
                #expect(entry.outputs.isEmpty)
                #expect([5, 10, 15].contains(number))
                let errors = try #require(entry["errors"] as? [[String: Any]])
                let listed = try String(contentsOfFile: folder.path("out/errors.ndjson"), encoding: .utf8).split(separator: "\n")
                    .map { try JSONObject(String($0)) }.filter { $0["line"] as? Int == number }
                #expect(errors.map { $0["message"] as? String } == listed.map { $0["message"] as? String })
                #expect(errors.map { $0["path"] as? String } == listed.map { $0["path"] as? String })
            default:
                Issue.record("line \(number): status \(String(describing: entry["status"]))")
            }
        }
    }

    @Test("a PDF's line: its pages as pdfinfo counts them, and the engine that made it",
          .enabled(if: pdfinfo != nil, "needs pdfinfo (poppler-utils)"))
    func pdfPages() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // One short statement and one long enough to need several pages.
        let long = String(decoding: StatementDocumentGenerator(seed: 4).document(transactionCount: 120, customerID: "long").bytes, as: UTF8.self)
            .replacingOccurrences(of: "\n", with: " ")
        let short = Self.input().split(separator: "\n")[0]
        try folder.write(short + "\n" + long + "\n", to: "in.ndjson")
        let result = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("out"), "-f", "pdf"])
        try #require(result.status == 0, "\(result.stderr)")
        for entry in try Self.ledger(folder.path("out/ledger.ndjson")) {
            let output = try #require(entry.outputs.first)
            let info = try #require(try Self.pdfinfo?.run([folder.path("out/\(output["name"] as! String)")]))
            let pages = info.stdout.split(separator: "\n").first { $0.hasPrefix("Pages:") }
                .flatMap { Int($0.dropFirst("Pages:".count).trimmingCharacters(in: .whitespaces)) }
            #expect(output["pages"] as? Int == pages, "\(output)")
            #expect(["native", "chromium"].contains(output["engine"] as? String))
        }
        #expect(try Self.ledger(folder.path("out/ledger.ndjson")).contains { ($0.outputs.first?["pages"] as? Int ?? 0) > 1 })
    }

    @Test("--resume trusts the ledger, not file names: a changed file, a changed line and a file without its line are written again")
    func resumeTrustsTheLedger() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.input(), to: "in.ndjson")
        let out = folder.path("out")
        let run = { try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", out, "-f", "text,html", "--resume"]) }
        #expect(try run().status == 65)
        let first = try BatchCommandTests.contents(of: out)
        let marker = Date(timeIntervalSince1970: 1_000_000)
        for name in ["c-1.txt", "c-2.txt", "c-3.txt", "c-4.txt", "c-6.txt"] {
            try FileManager.default.setAttributes([.modificationDate: marker], ofItemAtPath: "\(out)/\(name)")
        }
        // c-2's text edited, c-3's line changed in the input, c-4's html removed; c-6 untouched.
        try "edited\n".write(toFile: "\(out)/c-2.txt", atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: marker], ofItemAtPath: "\(out)/c-2.txt")
        try folder.write(Self.input().replacingOccurrences(of: "Customer 3\"", with: "Customer Three\""), to: "in.ndjson")
        try FileManager.default.removeItem(atPath: "\(out)/c-4.html")
        #expect(try run().status == 65)
        let date = { (name: String) in try FileManager.default.attributesOfItem(atPath: "\(out)/\(name)")[.modificationDate] as? Date }
        #expect(try date("c-1.txt") == marker)
        #expect(try date("c-6.txt") == marker)
        #expect(try date("c-2.txt") != marker)
        #expect(try date("c-3.txt") != marker)
        #expect(try date("c-4.txt") != marker)
        let second = try BatchCommandTests.contents(of: out)
        #expect(second["c-2.txt"] == first["c-2.txt"])
        #expect(second["c-4.html"] == first["c-4.html"])
        #expect(second["c-3.txt"] != first["c-3.txt"])
        let latest = try Self.ledger("\(out)/ledger.ndjson").suffix(42)
        let status = { (id: String) in latest.first { $0["customer"] as? String == id && $0["line"] as? Int != 15 }?["status"] as? String }
        #expect(status("c-1") == "kept")
        #expect(status("c-2") == "written")
        #expect(status("c-3") == "written")
        #expect(status("c-4") == "written")
        let verify = try ToolRunner.run(["batch", "verify", folder.path("in.ndjson"), "--output-dir", out])
        #expect(verify.status == 0, "\(verify.stderr)")
    }

    @Test("a half line left at the end of the ledger is cut off by --resume and its customer written again")
    func halfLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.input(), to: "in.ndjson")
        let out = folder.path("out")
        _ = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", out, "--jobs", "1"])
        let path = "\(out)/ledger.ndjson"
        var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        let last = lines.removeLast()
        try (lines.joined(separator: "\n") + "\n" + String(last.prefix(last.count / 2))).write(toFile: path, atomically: true, encoding: .utf8)
        let verify = try ToolRunner.run(["batch", "verify", folder.path("in.ndjson"), "--output-dir", out])
        #expect(verify.status == 65)
        #expect(verify.stderr.contains("warning: ledger.ndjson: the last line was cut short"))
        #expect(verify.stderr.contains("is in no ledger"))
        let resumed = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", out, "--resume"])
        #expect(resumed.status == 65)
        #expect(resumed.stderr.hasPrefix("warning: ledger.ndjson: the last line was cut short (a crash while it was written); it is left out\n"))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        #expect(!text.contains(String(last.prefix(last.count / 2)) + "{"))
        #expect(try ToolRunner.run(["batch", "verify", folder.path("in.ndjson"), "--output-dir", out]).status == 0)
    }

    @Test("a file that cannot be written stops the shard with 75, naming it; --resume then finishes the run")
    func writeFailureIs75() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.input(), to: "in.ndjson")
        let out = folder.path("out")
        // A folder where c-7's text file must go: the rename onto it fails, as a full disk's write would.
        try FileManager.default.createDirectory(atPath: "\(out)/c-7.txt", withIntermediateDirectories: true)
        let failed = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", out, "--jobs", "1"])
        #expect(failed.status == 75)
        #expect(failed.stderr.hasPrefix("error: the shard could not finish: cannot write \(out)/c-7.txt: "), "\(failed.stderr)")
        #expect(failed.stderr.hasSuffix("customers are in \(out)/ledger.ndjson: run it again with --resume\n"), "\(failed.stderr)")
        #expect(try Self.ledger("\(out)/ledger.ndjson").count == 6)  // lines 1 to 6, c-7 not
        try FileManager.default.removeItem(atPath: "\(out)/c-7.txt")
        let resumed = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", out, "--resume"])
        #expect(resumed.status == 65)
        #expect(try ToolRunner.run(["batch", "verify", folder.path("in.ndjson"), "--output-dir", out]).status == 0)
    }

    @Test("SIGTERM (how Kubernetes stops a pod) ends a batch with 75 and says to resume; the ledger keeps what was done")
    func signalIs75() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let generated = StatementDocumentGenerator(seed: 75).ndjson(documentCount: 400, transactionsPerDocument: 20...40)
        try Data(generated.bytes).write(to: folder.url.appendingPathComponent("in.ndjson"))
        let out = folder.path("out")
        let process = Process()
        process.executableURL = ToolRunner.binary
        process.arguments = ["batch", folder.path("in.ndjson"), "--output-dir", out, "-f", "text,html", "--jobs", "1"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, ((try? String(contentsOfFile: "\(out)/ledger.ndjson", encoding: .utf8)) ?? "").split(separator: "\n").count < 3,
              Date() < deadline { usleep(1_000) }
        kill(process.processIdentifier, SIGTERM)
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 75)
        #expect(said.split(separator: "\n").filter { $0.hasPrefix("error:") }
                == ["error: stopped by SIGTERM; the customers finished so far are in \(out)/ledger.ndjson: run the shard again with --resume"])
        #expect(!FileManager.default.fileExists(atPath: "\(out)/.errors.ndjson.lock"))
        let done = try Self.ledger("\(out)/ledger.ndjson").count
        #expect(done >= 3 && done < 400)
        let resumed = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", out, "-f", "text,html", "--resume"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(try Self.ledger("\(out)/ledger.ndjson").filter { $0["status"] as? String == "kept" }.count == done)
        #expect(try ToolRunner.run(["batch", "verify", folder.path("in.ndjson"), "--output-dir", out]).status == 0)
    }

    @Test("--shards N takes the index from the engine's variable: the same customers as --shard K/N, the same files")
    func shardFromEngine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.input(), to: "in.ndjson")
        for index in 0..<3 {
            let given = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("given"), "--shard", "\(index)/3"])
            let fromEngine = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("engine"), "--shards", "3"],
                                                environment: ["JOB_COMPLETION_INDEX": String(index)])
            #expect(given.status == fromEngine.status)
        }
        #expect(try BatchCommandTests.comparable(folder.path("given")) == (try BatchCommandTests.comparable(folder.path("engine"))))
        #expect(FileManager.default.fileExists(atPath: folder.path("engine/ledger-2-of-3.ndjson")))
    }

    @Test("a missing or out-of-range engine index, or shard options that contradict each other, are usage errors (64)", arguments: [
        (["--shard", "auto"], [:], "error: --shard auto needs --shards N"),
        (["--shards", "8"], [:], "error: --shard auto reads the shard index from JOB_COMPLETION_INDEX (Kubernetes Indexed Job) or "
            + "AWS_BATCH_JOB_ARRAY_INDEX (AWS Batch array job), and neither is set; give it with --shard-index K"),
        (["--shard", "auto", "--shards", "8"], ["JOB_COMPLETION_INDEX": "8"], "error: JOB_COMPLETION_INDEX \"8\" is not a shard index from 0 to 7 (--shards 8)"),
        (["--shards", "4"], ["AWS_BATCH_JOB_ARRAY_INDEX": "x"], "error: AWS_BATCH_JOB_ARRAY_INDEX \"x\" is not a shard index from 0 to 3 (--shards 4)"),
        (["--shards", "4", "--shard-index", "4"], [:], "error: --shard-index \"4\" is not a shard index from 0 to 3 (--shards 4)"),
        (["--shard-index", "1"], [:], "error: --shard-index needs --shards N"),
        (["--shard", "1/4", "--shards", "4"], [:], "error: --shard K/N and --shards (K/N says N) cannot be given together"),
        (["--shards", "0"], [:], "error: --shards \"0\" is not a whole number from 1 to 1000000"),
    ])
    func shardUsage(_ arguments: [String], _ environment: [String: String], _ message: String) throws {
        let unset = ["JOB_COMPLETION_INDEX", "AWS_BATCH_JOB_ARRAY_INDEX"].filter { environment[$0] == nil }
        let result = try ToolRunner.run(["batch", "x.ndjson", "--output-dir", "o"] + arguments, environment: environment, unsetting: unset)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(message + "\n"), "\(result.stderr)")
    }

    @Test("a folder of bank files: each entry's line carries its file and the SHA-256 sha256sum gives (a sub-folder's: of its list)",
          .enabled(if: sha256sum != nil, "needs sha256sum (coreutils)"))
    func folderLedger() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let camt = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryBankFilesTests/Fixtures/camt/subite-camt-to-coda")
        let days = try FileManager.default.contentsOfDirectory(atPath: camt.path).filter { $0.hasPrefix("2024-03-0") }.sorted().prefix(2)
        try FileManager.default.createDirectory(atPath: folder.path("in/acme"), withIntermediateDirectories: true)
        for day in days { try FileManager.default.copyItem(atPath: camt.path + "/" + day, toPath: folder.path("in/acme/" + day)) }
        try FileManager.default.copyItem(atPath: camt.path + "/" + days.first!, toPath: folder.path("in/solo.xml"))
        let result = try ToolRunner.run(["batch", folder.path("in"), "--output-dir", folder.path("out"), "-f", "text"])
        #expect(result.status == 0, "\(result.stderr)")
        let entries = try Self.ledger(folder.path("out/ledger.ndjson"))
        let solo = try #require(entries.first { $0["file"] as? String == "solo.xml" })
        #expect(solo["customer"] as? String == "solo")
        #expect(solo["input"] as? String == (try Self.sha256sum(folder.path("in/solo.xml"))))
        let acme = try #require(entries.first { $0["file"] as? String == "acme/" })
        let listing = try #require(try ExternalTool.find("sh")?.run(["-c", "cd '\(folder.path("in/acme"))' && LC_ALL=C sha256sum * | sha256sum"]))
        #expect(acme["input"] as? String == String(listing.stdout.prefix(64)))
        #expect(try ToolRunner.run(["batch", "verify", folder.path("in"), "--output-dir", folder.path("out")]).status == 0)
    }
}
