import AccountSummary

/// The proof of a batch run, from its input, its ledgers and its output folder: every
/// customer of the input exactly once across the ledgers, for the same input bytes, written or
/// rejected; every file a ledger names present with the recorded size and SHA-256, and named
/// once; and nothing in the folder that no ledger accounts for.
///
/// Pure: the command reads the files and hands over what it found; the order of the ledgers'
/// lines does not matter (the last line per place in the input holds within one ledger, as
/// ``Ledger/Contents/latest`` says), and the findings come out sorted.
///
/// ```swift
/// let result = BatchVerification.check(units: units, ledgers: ledgers, expectedLedgers: ["ledger.ndjson"],
///                                      folder: names, files: facts)
/// result.findings                // [] when the run is proven
/// result.findings.first?.description
/// // "missing: c-7.html (customer \"c-7\" at line 7 in ledger.ndjson) is not in the folder"
/// ```
package enum BatchVerification {
    /// One customer of the input, as the command reads it.
    package struct Unit: Sendable, Hashable {
        package var source: Ledger.Entry.Source
        package var customer: String?
        package var input: SHA256.Digest

        package init(source: Ledger.Entry.Source, customer: String?, input: SHA256.Digest) {
            self.source = source
            self.customer = customer
            self.input = input
        }
    }

    /// A file of the folder as it is now.
    package struct FileFacts: Sendable, Hashable {
        package var size: Int
        package var sha256: SHA256.Digest

        package init(size: Int, sha256: SHA256.Digest) {
            self.size = size
            self.sha256 = sha256
        }
    }

    /// A ledger, read, with its file name.
    package struct LedgerFile: Sendable {
        package var name: String
        package var contents: Ledger.Contents

        package init(name: String, contents: Ledger.Contents) {
            self.name = name
            self.contents = contents
        }
    }

    /// One thing that keeps the run from being proven, worded in one place.
    package enum Finding: Sendable, Hashable, CustomStringConvertible {
        /// A shard's ledger is not in the folder: the shard never ran, or wrote nowhere else.
        case noLedger(String)
        /// A customer of the input that no ledger records.
        case inNoLedger(Unit)
        /// A customer of the input recorded by more than one ledger.
        case inSeveralLedgers(Unit, ledgers: [String])
        /// A ledger records another customer, or other input bytes, for this place in the input:
        /// the input changed since the run.
        case inputChanged(Unit, recorded: Ledger.Entry, ledger: String)
        /// A ledger records a place the input does not have.
        case notInInput(Ledger.Entry, ledger: String)
        /// A file a ledger names is not in the folder.
        case missingFile(String, Ledger.Entry, ledger: String)
        /// A file is not as its ledger line says.
        case changedFile(String, recorded: Ledger.Entry.Output, found: FileFacts, Ledger.Entry, ledger: String)
        /// A file named by more than one customer's line.
        case fileNamedTwice(String, by: [String])
        /// A file of the folder that no ledger accounts for.
        case strayFile(String)
        /// A ledger line that cannot be read (the ledger was changed or damaged).
        case unreadableLine(ledger: String, line: Int, problem: LedgerProblem)

        /// `missing`, `twice`, `changed` or `stray`: the kind of finding, as the summary counts them.
        package var kind: String {
            switch self {
            case .noLedger, .inNoLedger, .missingFile: "missing"
            case .inSeveralLedgers, .fileNamedTwice: "twice"
            case .inputChanged, .changedFile, .unreadableLine: "changed"
            case .notInInput, .strayFile: "stray"
            }
        }

        package var description: String {
            switch self {
            case .noLedger(let name):
                "missing: \(name) is not in the folder (the shard never ran, or ran with another --output-dir)"
            case .inNoLedger(let unit):
                "missing: \(Finding.name(unit.source, unit.customer)) is in no ledger (its shard did not finish: run it again with --resume)"
            case .inSeveralLedgers(let unit, let ledgers):
                "twice: \(Finding.name(unit.source, unit.customer)) is in \(ledgers.count) ledgers: \(ledgers.joined(separator: ", "))"
            case .inputChanged(let unit, let recorded, let ledger):
                "changed: \(Finding.name(unit.source, unit.customer)) is not what \(ledger) recorded there ("
                    + (recorded.customer != unit.customer
                        ? "customer \(recorded.customer.map(Finding.quoted) ?? "without an id")"
                        : "input SHA-256 \(recorded.input.hex), now \(unit.input.hex)")
                    + "): the input changed since the run"
            case .notInInput(let entry, let ledger):
                "stray: \(ledger) records \(Finding.name(entry.source, entry.customer)), which the input does not have"
            case .missingFile(let name, let entry, let ledger):
                "missing: \(name) (\(Finding.name(entry.source, entry.customer)) in \(ledger)) is not in the folder"
            case .changedFile(let name, let recorded, let found, let entry, let ledger):
                "changed: \(name) is \(found.size) bytes with SHA-256 \(found.sha256.hex); "
                    + "\(ledger) recorded \(recorded.size) bytes with SHA-256 \(recorded.sha256.hex) for \(Finding.name(entry.source, entry.customer))"
            case .fileNamedTwice(let name, let owners):
                "twice: \(name) is named by \(owners.joined(separator: " and "))"
            case .strayFile(let name):
                "stray: \(Finding.quoted(name)) is in the folder but in no ledger"
            case .unreadableLine(let ledger, let line, let problem):
                "changed: \(ledger):\(line): \(problem)"
            }
        }

        /// `customer "c-7" at line 7`, `line 5 (no customer id)`, `customer "acme" at acme/`.
        static func name(_ source: Ledger.Entry.Source, _ customer: String?) -> String {
            guard let customer else { return "\(source) (no customer id)" }
            return "customer \(quoted(customer)) at \(source)"
        }

        static func quoted(_ text: String) -> String { JSONQuoting.quoted(text) }
    }

    /// What the run holds, when it is proven.
    package struct Summary: Sendable, Hashable {
        package var customers = 0
        package var written = 0
        package var kept = 0
        package var rejected = 0
        /// The files the ledgers name, each checked.
        package var files = 0
        package var ledgers = 0
    }

    /// The names of the files the ledgers' holding lines (``Ledger/Contents/latest``) name:
    /// those whose facts ``check(units:ledgers:expectedLedgers:folder:files:)`` needs.
    package static func namedFiles(_ ledgers: [LedgerFile]) -> Set<String> {
        var names: Set<String> = []
        for ledger in ledgers {
            for entry in ledger.contents.latest.values where entry.status != .rejected {
                for output in entry.outputs { names.insert(output.name) }
            }
        }
        return names
    }

    /// Checks a run.
    ///
    /// - Parameters:
    ///   - units: the input's customers, in input order.
    ///   - ledgers: the ledgers read.
    ///   - expectedLedgers: the ledger names the run should have left (one per shard); those
    ///     absent are findings.
    ///   - folder: the names of everything in the output folder, hidden ones too.
    ///   - files: the facts of the folder's regular files among ``namedFiles(_:)``; a name
    ///     without facts is missing.
    package static func check(units: [Unit], ledgers: [LedgerFile], expectedLedgers: [String], folder: [String],
                              files: [String: FileFacts]) -> (findings: [Finding], summary: Summary) {
        var findings: [Finding] = []
        var summary = Summary()
        summary.ledgers = ledgers.count
        summary.customers = units.count
        let present = Set(ledgers.map(\.name))
        for name in expectedLedgers where !present.contains(name) { findings.append(.noLedger(name)) }

        // Where each place of the input is recorded: the holding line of each ledger.
        var recorded: [Ledger.Entry.Source: [(ledger: String, entry: Ledger.Entry)]] = [:]
        for ledger in ledgers.sorted(by: { $0.name < $1.name }) {
            for (line, problem) in ledger.contents.malformed {
                findings.append(.unreadableLine(ledger: ledger.name, line: line, problem: problem))
            }
            for (source, entry) in ledger.contents.latest { recorded[source, default: []].append((ledger.name, entry)) }
        }

        // Every customer of the input exactly once, for the same bytes.
        for unit in units {
            let records = recorded.removeValue(forKey: unit.source) ?? []
            guard let only = records.first else {
                findings.append(.inNoLedger(unit))
                continue
            }
            guard records.count == 1 else {
                findings.append(.inSeveralLedgers(unit, ledgers: records.map(\.ledger)))
                continue
            }
            guard only.entry.customer == unit.customer, only.entry.input == unit.input else {
                findings.append(.inputChanged(unit, recorded: only.entry, ledger: only.ledger))
                continue
            }
            switch only.entry.status {
            case .written: summary.written += 1
            case .kept: summary.kept += 1
            case .rejected: summary.rejected += 1
            }
        }
        // What the ledgers hold that the input does not.
        for (_, records) in recorded.sorted(by: { order($0.key, $1.key) }) {
            for record in records { findings.append(.notInInput(record.entry, ledger: record.ledger)) }
        }

        // Every named file present as recorded, and named once.
        var owners: [String: [String]] = [:]
        for ledger in ledgers.sorted(by: { $0.name < $1.name }) {
            let latest = ledger.contents.latest.sorted { order($0.key, $1.key) }
            for (source, entry) in latest where entry.status != .rejected {
                for output in entry.outputs {
                    owners[output.name, default: []].append("\(Finding.name(source, entry.customer)) in \(ledger.name)")
                    guard let found = files[output.name] else {
                        findings.append(.missingFile(output.name, entry, ledger: ledger.name))
                        continue
                    }
                    if found.size != output.size || found.sha256 != output.sha256 {
                        findings.append(.changedFile(output.name, recorded: output, found: found, entry, ledger: ledger.name))
                    }
                    summary.files += 1
                }
            }
        }
        for (name, by) in owners.sorted(by: { $0.key < $1.key }) where by.count > 1 {
            findings.append(.fileNamedTwice(name, by: by))
        }

        // Nothing in the folder that no ledger accounts for: the ledgers themselves and their
        // shards' errors files aside.
        var accounted = Set(owners.keys)
        for ledger in ledgers {
            accounted.insert(ledger.name)
            if let shard = Ledger.shard(ofFileName: ledger.name) { accounted.insert(Ledger.errorsFileName(for: shard)) }
        }
        for name in folder.sorted() where !accounted.contains(name) { findings.append(.strayFile(name)) }
        return (findings, summary)
    }

    /// Lines before files, lines by number, files by name: the order findings are listed in.
    private static func order(_ a: Ledger.Entry.Source, _ b: Ledger.Entry.Source) -> Bool {
        switch (a, b) {
        case (.line(let x), .line(let y)): x < y
        case (.file(let x), .file(let y)): x < y
        case (.line, .file): true
        case (.file, .line): false
        }
    }
}
