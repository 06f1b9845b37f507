import AccountSummaryFixtures
import AccountSummaryTestSupport
import Foundation
import Testing

/// Issue 34's "done when": a run as the engines run it. Eight shards, each a process of its
/// own told its index the way its engine tells it (Kubernetes' `JOB_COMPLETION_INDEX`, AWS
/// Batch's `AWS_BATCH_JOB_ARRAY_INDEX`, Argo's `--shard-index`), two of them killed with SIGKILL
/// once some of their files have landed and run again with `--resume`, one input line bad;
/// then `batch verify` proves the run, and every statement is byte for byte what one machine
/// writes alone.
@Suite("Runs where banks run: eight shards, two killed and retried, then verify", .serialized)
struct BatchSimulationTests {
    static let shards = 8

    /// 64 generated customers (a few dozen transactions each, non-ASCII merchants) and one bad
    /// line among them: a customer whose account does not reconcile.
    static func input() -> String {
        let generated = StatementDocumentGenerator(seed: 34).ndjson(documentCount: 64, transactionsPerDocument: 30...60)
        var lines = String(decoding: generated.bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        lines[20] = #"{"customer":{"name":"Bad Balance","id":"c-bad"},"locale":"en_US","accounts":[{"id":"a","type":"banking","name":"Main","#
            + #""balance":"100.00","openingBalance":"50.00"}],"transactions":[{"id":"t","accountId":"a","date":"2026-11-02","#
            + #""description":"Deposit","amount":"10.00","status":"completed"}]}"#
        return lines.map { $0 + "\n" }.joined()
    }

    static let formats = "text,html,csv"

    /// How engine `index % 3` tells shard `index` its index: the variable or the argument.
    static func engine(_ index: Int) -> (environment: [String: String], arguments: [String]) {
        switch index % 3 {
        case 0: (["JOB_COMPLETION_INDEX": String(index)], ["--shards", String(shards)])
        case 1: (["AWS_BATCH_JOB_ARRAY_INDEX": String(index)], ["--shard", "auto", "--shards", String(shards)])
        default: ([:], ["--shards", String(shards), "--shard-index", String(index)])
        }
    }

    static func shardProcess(_ index: Int, input: String, output: String, resume: Bool) -> Process {
        let (environment, arguments) = engine(index)
        let process = Process()
        process.executableURL = ToolRunner.binary
        process.arguments = ["batch", input, "--output-dir", output, "-f", formats, "--jobs", "1"] + arguments + (resume ? ["--resume"] : [])
        process.environment = ProcessInfo.processInfo.environment.filter {
            !["JOB_COMPLETION_INDEX", "AWS_BATCH_JOB_ARRAY_INDEX", "COLUMNS"].contains($0.key)
        }.merging(environment) { $1 }
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        return process
    }

    static func ledgerLines(_ output: String, shard: Int) -> [String] {
        let text = (try? String(contentsOfFile: "\(output)/ledger-\(shard)-of-\(shards).ndjson", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// The statement files of a folder (ledgers, errors files and hidden files aside).
    static func statements(_ folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder)
        where !name.hasPrefix(".") && !name.hasPrefix("ledger") && !name.hasPrefix("errors") {
            result[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        }
        return result
    }

    @Test("8 shards as the engines run them, 2 killed mid-run and retried: verify proves it; every statement is one machine's")
    func simulation() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.input(), to: "in.ndjson")
        let input = folder.path("in.ndjson")
        let output = folder.path("out")

        // One machine, alone: the reference.
        let alone = try ToolRunner.run(["batch", input, "--output-dir", folder.path("alone"), "-f", Self.formats])
        #expect(alone.status == 65, "\(alone.stderr)")
        let reference = try Self.statements(folder.path("alone"))
        #expect(reference.count == 63 * 3)

        // Eight shards at once; two are killed once two of their customers are in their ledger.
        let victims: Set<Int> = [2, 5]
        var processes: [Int: Process] = [:]
        for index in 0..<Self.shards {
            let process = Self.shardProcess(index, input: input, output: output, resume: false)
            try process.run()
            processes[index] = process
        }
        // Both victims watched at once, each killed as soon as it has two ledger lines: watched
        // one after the other, the second could finish its eight customers while the first was
        // awaited (as it did once on two busy cores).
        var killedMidRun: [Int: Int] = [:]
        var watched = victims
        let deadline = Date().addingTimeInterval(120)
        while !watched.isEmpty, Date() < deadline {
            for index in watched.sorted() {
                let process = processes[index]!
                guard !process.isRunning || Self.ledgerLines(output, shard: index).count >= 2 else { continue }
                kill(process.processIdentifier, SIGKILL)
                watched.remove(index)
            }
            usleep(500)
        }
        for index in victims.sorted() {
            let process = processes[index]!
            if watched.contains(index) { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal, "shard \(index) finished before it could be killed")
            killedMidRun[index] = Self.ledgerLines(output, shard: index).count
        }
        var statuses: [Int: Int32] = [:]
        for (index, process) in processes where !victims.contains(index) {
            process.waitUntilExit()
            statuses[index] = process.terminationStatus
        }
        // The bad line's shard ends 65 (the engine fails that index, not retried); the others 0.
        #expect(statuses.values.filter { $0 == 65 }.count == 1, "\(statuses)")
        #expect(statuses.values.allSatisfy { $0 == 0 || $0 == 65 }, "\(statuses)")

        // Before the retries, verify finds what the killed shards left undone.
        let early = try ToolRunner.run(["batch", "verify", input, "--output-dir", output, "--shards", String(Self.shards)])
        #expect(early.status == 65)
        #expect(early.stderr.contains("is in no ledger"), "\(early.stderr)")

        // The engine retries the killed shards, as they were started, with --resume.
        for index in victims.sorted() {
            let lines = Self.ledgerLines(output, shard: index)
            #expect(lines.count >= 2 && lines.count == killedMidRun[index], "shard \(index): \(lines.count) lines")
            let retry = Self.shardProcess(index, input: input, output: output, resume: true)
            try retry.run()
            retry.waitUntilExit()
            #expect([0, 65].contains(retry.terminationStatus), "shard \(index) retried: \(retry.terminationStatus)")
            let after = Self.ledgerLines(output, shard: index)
            // What the killed run finished is kept, not written again.
            #expect(after.filter { $0.contains(#""status":"kept""#) }.count == lines.filter { $0.contains(#""status":"written""#) }.count)
        }

        let verify = try ToolRunner.run(["batch", "verify", input, "--output-dir", output, "--shards", String(Self.shards)])
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(verify.stdout.hasPrefix("verified: 64 customers of \(input), each in exactly one of 8 ledgers: 63 written (189 files"),
                "\(verify.stdout)")
        #expect(verify.stdout.contains("1 rejected"))

        // Every statement is byte for byte the one-machine run's.
        let sharded = try Self.statements(output)
        #expect(sharded.keys.sorted() == reference.keys.sorted())
        for (name, bytes) in reference where sharded[name] != bytes { Issue.record("\(name) differs from the one-machine run") }

        // The bad line is in its shard's ledger, rejected, with the reason errors.ndjson gives.
        let rejected = (0..<Self.shards).flatMap { Self.ledgerLines(output, shard: $0) }.filter { $0.contains(#""status":"rejected""#) }
        #expect(rejected.count == 1)
        #expect(rejected.first?.hasPrefix(#"{"customer":"c-bad","line":21,"#) == true, "\(rejected)")
        #expect(rejected.first?.contains("not reconciled") == true, "\(rejected)")
    }

    /// A proven run of 12 customers in 2 shards, for the failing cases.
    static func provenRun(_ folder: TemporaryFolder) throws -> (input: String, output: String) {
        let generated = StatementDocumentGenerator(seed: 35).ndjson(documentCount: 12, transactionsPerDocument: 2...5)
        try Data(generated.bytes).write(to: folder.url.appendingPathComponent("in.ndjson"))
        let (input, output) = (folder.path("in.ndjson"), folder.path("out"))
        for index in 0..<2 {
            let result = try ToolRunner.run(["batch", input, "--output-dir", output, "-f", "text,csv", "--shards", "2"],
                                            environment: ["JOB_COMPLETION_INDEX": String(index)])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let verify = try ToolRunner.run(["batch", "verify", input, "--output-dir", output])
        #expect(verify.status == 0, "\(verify.stderr)")
        return (input, output)
    }

    static func ledger(_ output: String, _ shard: Int) throws -> [String] {
        try String(contentsOfFile: "\(output)/ledger-\(shard)-of-2.ndjson", encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test("verify fails (65), listing a missing file, a changed file, a stray file, a customer twice, a customer in no ledger")
    func verifyFindsEveryFault() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (input, output) = try Self.provenRun(folder)
        let zero = try Self.ledger(output, 0)
        let one = try Self.ledger(output, 1)
        // Shard 0's first customer: its line moved into shard 1's ledger as well (twice).
        let twice = try #require(zero.first)
        let twiceID = try #require(twice.split(separator: "\"")[safe: 3].map(String.init))
        // Shard 1's last customer: its line taken out (in no ledger).
        let gone = try #require(one.last)
        let goneID = try #require(gone.split(separator: "\"")[safe: 3].map(String.init))
        try ((one.dropLast() + [twice]).joined(separator: "\n") + "\n").write(toFile: "\(output)/ledger-1-of-2.ndjson", atomically: true,
                                                                               encoding: .utf8)
        // Another customer of shard 0: its text deleted (missing), its csv edited (changed).
        let victim = try #require(zero.dropFirst().first?.split(separator: "\"")[safe: 3].map(String.init))
        try FileManager.default.removeItem(atPath: "\(output)/\(victim).txt")
        let csv = "\(output)/\(victim).csv"
        try (try String(contentsOfFile: csv, encoding: .utf8).replacingOccurrences(of: ",", with: ";")).write(toFile: csv, atomically: true,
                                                                                                          encoding: .utf8)
        try "not a statement\n".write(toFile: "\(output)/c-99.txt", atomically: true, encoding: .utf8)

        let result = try ToolRunner.run(["batch", "verify", input, "--output-dir", output, "--shards", "2"])
        #expect(result.status == 65)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.hasPrefix("error: ") }, "\(lines)")
        let findings = lines.map { String($0.dropFirst("error: ".count)) }
        func has(_ prefix: String, _ text: String) -> Bool { findings.contains { $0.hasPrefix(prefix) && $0.contains(text) } }
        #expect(has("missing: \(victim).txt", "is not in the folder"), "\(findings)")
        #expect(has("changed: \(victim).csv is", "ledger-0-of-2.ndjson recorded"), "\(findings)")
        #expect(has("stray: \"c-99.txt\"", "in no ledger"), "\(findings)")
        #expect(has("twice: customer \"\(twiceID)\"", "is in 2 ledgers: ledger-0-of-2.ndjson, ledger-1-of-2.ndjson"), "\(findings)")
        #expect(has("missing: customer \"\(goneID)\"", "is in no ledger"), "\(findings)")
        #expect(findings.last?.hasPrefix("the run is not proven: ") == true)

        // A shard's ledger gone altogether, and a ledger line cut in half by a crash.
        try FileManager.default.removeItem(atPath: "\(output)/ledger-1-of-2.ndjson")
        try (zero.dropLast().joined(separator: "\n") + "\n" + String(zero.last!.prefix(25))).write(
            toFile: "\(output)/ledger-0-of-2.ndjson", atomically: true, encoding: .utf8)
        let broken = try ToolRunner.run(["batch", "verify", input, "--output-dir", output, "--shards", "2"])
        #expect(broken.status == 65)
        #expect(broken.stderr.contains("error: missing: ledger-1-of-2.ndjson is not in the folder"), "\(broken.stderr)")
        #expect(broken.stderr.contains("warning: ledger-0-of-2.ndjson: the last line was cut short"), "\(broken.stderr)")
    }

    @Test("one PDF case with the native engine: shards and a resume leave every PDF the one-machine run's, its pages and engine recorded")
    func nativePDF() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lines = (1...6).map { number in
            #"{"customer":{"name":"Customer \#(number)","id":"p-\#(number)"},"locale":"en_US","asOf":"2026-11-30T17:00:00-05:00","#
                + #""accounts":[{"id":"a","type":"banking","name":"Main","balance":"\#(number * 100).50"}],"#
                + #""transactions":[{"id":"t","accountId":"a","date":"2026-11-0\#(number)","description":"Item \#(number)","#
                + #""amount":"-\#(number).25","status":"completed"}]}"#
        }
        try folder.write(lines.joined(separator: "\n") + "\n", to: "in.ndjson")
        let input = folder.path("in.ndjson")
        let alone = try ToolRunner.run(["batch", input, "--output-dir", folder.path("alone"), "-f", "pdf", "--pdf-engine", "native"])
        try #require(alone.status == 0, "\(alone.stderr)")
        for index in 0..<3 {
            let result = try ToolRunner.run(["batch", input, "--output-dir", folder.path("out"), "-f", "pdf", "--pdf-engine", "native",
                                             "--shards", "3"], environment: ["AWS_BATCH_JOB_ARRAY_INDEX": String(index)])
            #expect(result.status == 0, "\(result.stderr)")
        }
        // Shard 1 run again: every PDF kept, none rewritten.
        let again = try ToolRunner.run(["batch", input, "--output-dir", folder.path("out"), "-f", "pdf", "--pdf-engine", "native",
                                        "--shards", "3", "--resume"], environment: ["AWS_BATCH_JOB_ARRAY_INDEX": "1"])
        #expect(again.status == 0)
        #expect(try String(contentsOfFile: folder.path("out/ledger-1-of-3.ndjson"), encoding: .utf8).contains(#""status":"kept""#))
        let verify = try ToolRunner.run(["batch", "verify", input, "--output-dir", folder.path("out"), "--shards", "3"])
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(try Self.statements(folder.path("out")) == (try Self.statements(folder.path("alone"))))
        let ledger = try String(contentsOfFile: folder.path("alone/ledger.ndjson"), encoding: .utf8)
        #expect(ledger.split(separator: "\n").allSatisfy { $0.contains(#""pages":1,"engine":"native"}"#) }, "\(ledger)")
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
