import AccountSummary
import AccountSummaryScale
import AccountSummaryTooling
import Foundation

/// `account-summary batch verify INPUT --output-dir DIR [--shards N] [--jobs N]`: proves a
/// batch run from its ledgers (see ``BatchVerification``). Exit 0 only when every customer of
/// INPUT is in exactly one ledger, for the same input bytes, written or rejected, every file a
/// ledger names is there with the recorded size and SHA-256, and DIR holds nothing else;
/// otherwise each finding is an `error:` line and the exit is 65.
///
/// ```swift
/// try BatchVerifyCommand(arguments: ["in.ndjson", "--output-dir", "out", "--shards", "8"]).run()
/// // prints "verified: 64 customers of in.ndjson, each in exactly one of 8 ledgers: …", or throws 65
/// ```
struct BatchVerifyCommand {
    static let help = CommandHelp(
        name: "batch verify",
        abstract: "prove a batch run from its ledgers: nothing missing, twice, changed or stray",
        arguments: [.init(synopsis: "INPUT.ndjson|DIR", name: "INPUT", summary: "the input the run was given")],
        discussion: """
            Reads INPUT and every shard's ledger in the output folder (ledger.ndjson, or
            ledger-K-of-N.ndjson for K = 0 … N-1) and proves the run: every customer of INPUT in
            exactly one ledger, recorded for the same input bytes (SHA-256), written or
            rejected; every file a ledger names in the folder with the recorded size and
            SHA-256, and named by one customer only; no file in the folder that no ledger
            accounts for (its shards' errors files aside). Exit 0 only then; else each thing
            missing, twice, changed or stray is an error: line, and the exit is 65.
            """,
        options: [
            CommandOption("--output-dir", value: "DIR", group: .input, required: true, "the run's output folder"),
            CommandOption("--shards", value: "N", group: .input,
                          "the number of shards the run had: the N ledgers that must be there (default: those found)"),
            CommandOption("--jobs", value: "N", group: .other, "files hashed at once (default: the number of cores)"),
        ],
        examples: [
            .init(command: "account-summary batch verify customers.ndjson --output-dir out",
                  comment: "a run on one machine"),
            .init(command: "account-summary batch verify all.ndjson --output-dir /data/out --shards 8",
                  comment: "the eight shards of an engine's run, once every one has finished"),
        ])
    static let usage = help.text

    let input: String
    let directory: String
    let shards: Int?
    let jobs: Int

    init(arguments: [String]) throws(CLIError) {
        let parsed = try Arguments(arguments, help: BatchVerifyCommand.help)
        input = try parsed.single("INPUT")
        directory = try parsed.required("--output-dir")
        shards = try parsed.wholeNumber("--shards", in: BatchCommand.shardCounts)
        jobs = try parsed.wholeNumber("--jobs", in: ReportSettings.jobs) ?? ProcessInfo.processInfo.activeProcessorCount
    }

    func run() throws(CLIError) {
        let units = try readUnits()
        guard Platform.isDirectory(directory) else { throw .cannotOpen(directory, reason: "not a folder") }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory) } catch {
            throw .cannotOpen(directory, reason: "cannot list the folder")
        }
        let expected = expectedLedgers(among: names)
        var ledgers: [BatchVerification.LedgerFile] = []
        for name in names.sorted() where Ledger.shard(ofFileName: name) != nil {
            let contents = Ledger.read(try Platform.readInput(directory + "/" + name))
            if contents.hasIncompleteTail {
                Platform.printError("warning: \(name): the last line was cut short (a crash while it was written); it is left out")
            }
            ledgers.append(.init(name: name, contents: contents))
        }

        // Every file the ledgers name, hashed on every core.
        let wanted = BatchVerification.namedFiles(ledgers).sorted()
        let facts = Slots<BatchVerification.FileFacts>(count: wanted.count)
        let failures = Locked<[CLIError]>([])
        let folder = directory
        Threads(jobs: jobs).forEach(wanted.count) { index in
            do throws(CLIError) {
                if let file = try Platform.digest(ofFile: folder + "/" + wanted[index]) {
                    facts[index] = .init(size: file.size, sha256: file.sha256)
                }
            } catch {
                failures.withLock { $0.append(error) }
            }
        }
        if let failure = failures.withLock({ $0.first }) { throw failure }
        var files: [String: BatchVerification.FileFacts] = [:]
        for (index, name) in wanted.enumerated() { files[name] = facts[index] }

        let (findings, summary) = BatchVerification.check(units: units, ledgers: ledgers, expectedLedgers: expected,
                                                          folder: names, files: files)
        guard findings.isEmpty else {
            var kinds: [String: Int] = [:]
            for finding in findings { kinds[finding.kind, default: 0] += 1 }
            let counts = ["missing", "twice", "changed", "stray"].compactMap { kind in kinds[kind].map { "\($0) \(kind)" } }
            throw .data(findings.map(\.description)
                        + ["the run is not proven: \(findings.count) \(findings.count == 1 ? "finding" : "findings") (\(counts.joined(separator: ", ")))"])
        }
        let written = summary.written + summary.kept
        try Platform.print("verified: \(summary.customers) customers of \(input), each in exactly one of \(summary.ledgers) "
                           + "\(summary.ledgers == 1 ? "ledger" : "ledgers"): \(written) written (\(summary.files) files, each as recorded), "
                           + "\(summary.rejected) rejected; nothing missing, twice, changed or stray\n")
    }

    /// The ledgers that must be there: N of them with `--shards N`; without, one per shard of
    /// each run size found (none found: the unsharded ledger).
    func expectedLedgers(among names: [String]) -> [String] {
        let counts: Set<Int>
        if let shards { counts = [shards] } else {
            let found = Set(names.compactMap { Ledger.shard(ofFileName: $0)?.count })
            counts = found.isEmpty ? [1] : found
        }
        return counts.sorted().flatMap { count in (0..<count).map { Ledger.fileName(for: Shard(index: $0, count: count)) } }
    }

    /// The input's customers, as `batch` reads them: each NDJSON line (its `customer.id`, the
    /// SHA-256 of its bytes), or each entry of a folder.
    func readUnits() throws(CLIError) -> [BatchVerification.Unit] {
        if Platform.isDirectory(input) {
            let customers = try BatchCommand.folderCustomers(in: input)
            let digests = Slots<SHA256.Digest>(count: customers.count)
            let failures = Locked<[CLIError]>([])
            let folder = input
            Threads(jobs: jobs).forEach(customers.count) { index in
                do throws(CLIError) { digests[index] = try BatchCommand.inputDigest(of: customers[index], in: folder) } catch {
                    failures.withLock { $0.append(error) }
                }
            }
            if let failure = failures.withLock({ $0.first }) { throw failure }
            return customers.indices.map { index in
                .init(source: .file(customers[index].entry), customer: customers[index].id, input: digests[index] ?? SHA256.hash([]))
            }
        }
        let bytes = try Platform.readInput(input)
        let lines = BatchLine.split(bytes)
        let units = Slots<BatchVerification.Unit>(count: lines.count)
        Threads(jobs: jobs).forEach(lines.count) { index in
            let line = lines[index]
            units[index] = .init(source: .line(line.number), customer: BatchLine.customerID(in: bytes[line.range]),
                                 input: Ledger.inputDigest(ofLine: bytes[line.range]))
        }
        return lines.indices.compactMap { units[$0] }
    }
}
