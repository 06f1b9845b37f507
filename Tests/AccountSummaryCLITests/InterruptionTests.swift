import AccountSummaryFixtures
import AccountSummaryTestSupport
import Foundation
import Testing

/// Issue 18, items 3, 5 and 7: nothing left behind by a signal or a killed run, `-o` refuses what
/// the shell's `>` refuses and keeps a file's owner, and two batches never share an errors file.
@Suite("Interruptions, permissions and concurrent runs (real signals, real processes)", .serialized)
struct InterruptionTests {
    /// A statement large enough to be interrupted mid-write (made per test: a static would
    /// outlive the tests and LeakSanitizer would count it).
    static func large() -> [UInt8] { StatementDocumentGenerator(seed: 3).document(transactionCount: 400_000).bytes }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("interrupt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func temporaries(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.contains(".tmp-") }
    }

    @Test("SIGTERM, SIGINT and SIGHUP during render -o: exit 128+N, the old file untouched, no temporary file left",
          arguments: [SIGTERM, SIGINT, SIGHUP])
    func signalDuringRender(signal: Int32) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("big.json")
        try Data(Self.large()).write(to: input)
        let output = folder.appendingPathComponent("out.html")
        try "OLD".write(to: output, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = ToolRunner.binary
        process.arguments = ["render", input.path, "-f", "html", "-o", output.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait for the temporary file to exist: the signal then arrives mid-write. The wait ends
        // as soon as it does; the deadline is for a run that never gets there (under
        // AddressSanitizer on two busy cores, reading the statement took more than a minute).
        let deadline = Date().addingTimeInterval(600)
        while Self.temporaries(in: folder).isEmpty, process.isRunning, Date() < deadline { usleep(2_000) }
        #expect(!Self.temporaries(in: folder).isEmpty, "the run finished before it could be interrupted")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 128 + signal)
        #expect(Self.temporaries(in: folder).isEmpty, "left: \(Self.temporaries(in: folder))")
        #expect(try String(contentsOf: output, encoding: .utf8) == "OLD")
    }

    /// A process id that no process has now.
    static func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test("a temporary file a killed run left is swept by the next render -o and by batch; a live run's never")
    func staleTemporariesSwept() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dead = try Self.deadProcessID()
        let stale = folder.appendingPathComponent(".out.txt.tmp-\(dead)-AbC123")
        let live = folder.appendingPathComponent(".out.txt.tmp-\(getpid())-XyZ789")
        // Render sweeps only its output's temporaries; names not starting with "." are never ours.
        let otherName = folder.appendingPathComponent(".überweisung.txt.tmp-\(dead)-AbC123")
        let notHidden = folder.appendingPathComponent("out.txt.tmp-\(dead)-AbC123")
        for file in [stale, otherName, notHidden] { try "partial statement".write(to: file, atomically: true, encoding: .utf8) }
        try "being written".write(to: live, atomically: true, encoding: .utf8)
        let statement = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/framed.json").path
        let result = try ToolRunner.run(["render", statement, "-f", "text", "-o", folder.appendingPathComponent("out.txt").path])
        #expect(result.status == 0)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: live.path))
        #expect(FileManager.default.fileExists(atPath: otherName.path) && FileManager.default.fileExists(atPath: notHidden.path))

        let batchStale = folder.appendingPathComponent(".c-1.html.tmp-\(dead)-QwE456")
        try "partial".write(to: batchStale, atomically: true, encoding: .utf8)
        let line = String(decoding: StatementDocumentGenerator().ndjson(documentCount: 1).bytes, as: UTF8.self)  // customer c-1
        let batch = try ToolRunner.run(["batch", "-", "--output-dir", folder.path, "-f", "html", "--resume"], stdin: line)
        #expect(batch.status == 0, "\(batch.stderr)")
        #expect(!FileManager.default.fileExists(atPath: batchStale.path))
        #expect(FileManager.default.fileExists(atPath: live.path))
        // Batch sweeps every name's stale temporaries, none of the rest.
        #expect(!FileManager.default.fileExists(atPath: otherName.path) && FileManager.default.fileExists(atPath: notHidden.path))
    }

    @Test("-o: a file this user may not write is refused (73) and untouched; root keeps another user's owner and mode")
    func permissions() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
        // A copy the other user can read: the package itself may sit in a private folder (a fresh clone in mktemp -d).
        let statement = folder.appendingPathComponent("statement.json").path
        try FileManager.default.copyItem(atPath: PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/framed.json").path,
                                         toPath: statement)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: statement)
        let readOnly = folder.appendingPathComponent("readonly.txt")
        try "KEEP".write(to: readOnly, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly.path)
        if getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") {
            try FileManager.default.setAttributes([.ownerAccountID: 65534], ofItemAtPath: readOnly.path)
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly.path)
            let result = try ToolRunner.run(["render", statement, "-f", "text", "-o", readOnly.path],
                                            launcher: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"])
            #expect(result.status == 73, "\(result.stderr)")
            #expect(result.stderr.contains("cannot write"))
            #expect(try String(contentsOf: readOnly, encoding: .utf8) == "KEEP")
        } else {
            // Not root: this user's own 0444 file is refused as `>` refuses it.
            let result = try ToolRunner.run(["render", statement, "-f", "text", "-o", readOnly.path])
            #expect(result.status == 73)
            #expect(try String(contentsOf: readOnly, encoding: .utf8) == "KEEP")
        }
        guard getuid() == 0 else { return }
        let theirs = folder.appendingPathComponent("theirs.txt")
        try "OLD".write(to: theirs, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.ownerAccountID: 65534, .groupOwnerAccountID: 65534, .posixPermissions: 0o640],
                                              ofItemAtPath: theirs.path)
        let result = try ToolRunner.run(["render", statement, "-f", "text", "-o", theirs.path])
        #expect(result.status == 0, "\(result.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: theirs.path)
        #expect((attributes[.ownerAccountID] as? NSNumber)?.intValue == 65534)
        #expect((attributes[.groupOwnerAccountID] as? NSNumber)?.intValue == 65534)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
        #expect(try String(contentsOf: theirs, encoding: .utf8) != "OLD")
    }

    @Test("a second batch writing the same errors file into the same folder is refused (73); the first keeps its errors")
    func concurrentBatches() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        // Many customers and one bad line: the first run is busy long enough.
        let generated = StatementDocumentGenerator(seed: 9).ndjson(documentCount: 3_000)
        let input = folder.appendingPathComponent("in.ndjson")
        try (Data(generated.bytes) + Data("{\"bad\": \n".utf8)).write(to: input)
        let first = Process()
        first.executableURL = ToolRunner.binary
        first.arguments = ["batch", input.path, "--output-dir", output.path, "-f", "text,html"]
        first.standardError = FileHandle.nullDevice
        try first.run()
        let lock = output.appendingPathComponent(".errors.ndjson.lock")
        let deadline = Date().addingTimeInterval(600)  // ends when the lock exists, as above
        while !FileManager.default.fileExists(atPath: lock.path), first.isRunning, Date() < deadline { usleep(2_000) }
        let second = try ToolRunner.run(["batch", "-", "--output-dir", output.path, "-f", "text"], stdin: "")
        first.waitUntilExit()
        #expect(second.status == 73, "\(second.stderr)")
        #expect(second.stderr.contains("another batch is writing errors.ndjson"))
        #expect(first.terminationStatus == 65)
        let errors = try String(contentsOf: output.appendingPathComponent("errors.ndjson"), encoding: .utf8)
        #expect(errors.contains("\"line\":3001"))
    }
}
