import AccountSummary
import AccountSummaryTestSupport
import Foundation
import Testing
@testable import AccountSummaryTooling

@Suite("Batch ledger: lines, files, shards from the engine")
struct LedgerTests {
    static let digest = SHA256.hash(Array("statement".utf8))

    static let entries: [Ledger.Entry] = [
        .init(customer: "c-1", source: .line(1), input: SHA256.hash(Array("{}".utf8)), status: .written, outputs: [
            .init(name: "c-1.txt", size: 812, sha256: digest),
            .init(name: "c-1.pdf", size: 35_692, sha256: SHA256.hash([1, 2, 3]), pages: 3, engine: "native"),
        ]),
        .init(customer: nil, source: .line(5), input: SHA256.hash(Array("not json".utf8)), status: .rejected,
              errors: [.init(path: "$", message: "expected a value, found \"not\"")]),
        .init(customer: "quote \" back\\slash\nnew line ünï \u{202E}", source: .line(7), input: digest, status: .kept,
              outputs: [.init(name: "quote_~0123456789abcdef.html", size: 1, sha256: digest)]),
        .init(customer: "acme", source: .file("acme/"), input: digest, status: .rejected,
              errors: [.init(path: "accounts[0].balance", message: "not reconciled"), .init(path: "", message: "second")]),
    ]

    @Test("an entry reads back from its own line, whatever its customer id holds")
    func roundTrip() throws {
        for entry in Self.entries {
            var expected = entry
            // An empty path is written as the root's, `$`.
            expected.errors = entry.errors.map { .init(path: $0.path.isEmpty ? "$" : $0.path, message: $0.message) }
            #expect(try Ledger.Entry(parsing: Array(entry.json.utf8)[...]) == expected)
            #expect(!entry.json.contains("\n"))
        }
    }

    static let python = ExternalTool.python(importing: "json")

    @Test("Python's json module reads each line as the contract names its fields", .enabled(if: python != nil, "needs python3"))
    func readByPython() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.entries.map { $0.json + "\n" }.joined(), to: "ledger.ndjson")
        let script = """
            import json, sys
            for line in open(sys.argv[1], encoding="utf-8"):
                e = json.loads(line)
                where = "line %d" % e["line"] if "line" in e else e["file"]
                outs = ";".join("%s %d %s %s %s" % (o["name"], o["size"], o["sha256"], o.get("pages"), o.get("engine")) for o in e.get("outputs", []))
                errs = ";".join("%s %s" % (x["path"], x["message"]) for x in e.get("errors", []))
                print(json.dumps([e.get("customer"), where, e["input"], e["status"], outs, errs]))
            """
        let verdict = try #require(try Self.python?.run(["-c", script, folder.path("ledger.ndjson")]))
        #expect(verdict.status == 0, "\(verdict.stderr)")
        let rows = verdict.stdout.split(separator: "\n").map { String($0) }
        #expect(rows.count == 4)
        let first = try JSONDocument(parsing: rows[0]).root
        #expect(first[0]?.string == "c-1")
        #expect(first[1]?.string == "line 1")
        #expect(first[2]?.string == "44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a")  // printf '{}' | sha256sum
        #expect(first[3]?.string == "written")
        #expect(first[4]?.string == "c-1.txt 812 \(Self.digest.hex) None None;c-1.pdf 35692 \(SHA256.hash([1, 2, 3]).hex) 3 native")
        let third = try JSONDocument(parsing: rows[2]).root
        #expect(third[0]?.string == "quote \" back\\slash\nnew line ünï \u{202E}")
        #expect(third[3]?.string == "kept")
        let fourth = try JSONDocument(parsing: rows[3]).root
        #expect(fourth[1]?.string == "acme/")
        #expect(fourth[5]?.string == "accounts[0].balance not reconciled;$ second")
    }

    @Test("a ledger's last line for a place holds; a half line at the end is seen and left out; a damaged line is named")
    func reading() throws {
        var first = Self.entries[0]
        first.status = .written
        var again = first
        again.status = .kept
        let text = first.json + "\n" + Self.entries[1].json + "\n" + "{\"oops\":1}\n" + again.json + "\n" + String(Self.entries[3].json.prefix(40))
        let contents = Ledger.read(Array(text.utf8))
        #expect(contents.entries.map(\.line) == [1, 2, 4])
        #expect(contents.malformed.map(\.line) == [3])
        #expect(contents.malformed.first?.problem == .field("line", expected: "either line or file"))
        #expect(contents.hasIncompleteTail)
        #expect(contents.completeLength == text.utf8.count - 40)
        #expect(contents.latest.count == 2)
        #expect(contents.latest[.line(1)]?.status == .kept)
        #expect(contents.latest[.file("acme/")] == nil)

        let whole = Ledger.read(Array((first.json + "\n").utf8))
        #expect(!whole.hasIncompleteTail)
        #expect(whole.completeLength == first.json.utf8.count + 1)
        #expect(Ledger.read([]).entries.isEmpty)
    }

    @Test("lines that are not ledger lines are refused, naming what is wrong", arguments: [
        ("[1]", LedgerProblem.notJSON("not an object")),
        (#"{"line":1,"input":"00","status":"written"}"#, .field("input", expected: "64 hexadecimal digits")),
        (#"{"line":0,"input":"44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a","status":"rejected"}"#,
         .field("line", expected: "a line number from 1")),
        (#"{"line":1,"input":"44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a","status":"done"}"#,
         .field("status", expected: "written, rejected or kept")),
        (#"{"line":1,"input":"44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a","status":"written"}"#,
         .field("outputs", expected: "the files of a written customer")),
        (#"{"line":1,"input":"44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a","status":"written","outputs":[{"name":"a.txt","size":-1,"sha256":"44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a"}]}"#,
         .field("outputs[0].size", expected: "a whole number")),
    ])
    func refused(_ line: String, _ problem: LedgerProblem) {
        #expect(throws: problem) { try Ledger.Entry(parsing: Array(line.utf8)[...]) }
    }

    @Test("file names of shards, and back", arguments: [(Shard.all, "ledger.ndjson"), (Shard(index: 3, count: 8), "ledger-3-of-8.ndjson"),
                                                       (Shard(index: 0, count: 2), "ledger-0-of-2.ndjson")])
    func fileNames(_ shard: Shard, _ name: String) {
        #expect(Ledger.fileName(for: shard) == name)
        #expect(Ledger.shard(ofFileName: name) == shard)
    }

    @Test("names that are not a shard's ledger", arguments: ["ledger-8-of-8.ndjson", "ledger-0-of-1.ndjson", "ledger-01-of-8.ndjson",
                                                             "ledger-1-of-8.json", "ledger-a-of-8.ndjson", "ledger--1-of-8.ndjson",
                                                             "ledger-1-of-8-of-9.ndjson", "errors.ndjson", "c-1.txt"])
    func notLedgers(_ name: String) {
        #expect(Ledger.shard(ofFileName: name) == nil)
    }

    static let sha256sum = ExternalTool.find("sha256sum")
    static let shell = ExternalTool.find("sh")

    @Test("a folder's input digest is what `sha256sum * | sha256sum` prints in it",
          .enabled(if: sha256sum != nil && shell != nil, "needs sha256sum and sh"))
    func folderDigest() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let files = [("2024-03-01.xml", "<Document/>\n"), ("2024-03-02.xml", "second day"), ("B.sta", ":20:x\r\n"), ("a.ofx", "")]
        for (name, text) in files { try folder.write(text, to: name) }
        let sorted = files.map(\.0).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        let digest = Ledger.inputDigest(ofFolder: sorted.map { name in
            (name, SHA256.hash(Array(files.first { $0.0 == name }!.1.utf8)))
        })
        let verdict = try #require(try Self.shell?.run(["-c", "cd '\(folder.url.path)' && LC_ALL=C sha256sum * | sha256sum"]))
        #expect(verdict.status == 0)
        #expect(String(verdict.stdout.prefix(64)) == digest.hex)
    }

    @Test("--shard auto: the index from Kubernetes' or AWS Batch's variable", arguments: [
        (["JOB_COMPLETION_INDEX": "3"], 8, Shard(index: 3, count: 8)),
        (["AWS_BATCH_JOB_ARRAY_INDEX": "7"], 8, Shard(index: 7, count: 8)),
        (["JOB_COMPLETION_INDEX": "2", "AWS_BATCH_JOB_ARRAY_INDEX": "2"], 4, Shard(index: 2, count: 4)),
        (["JOB_COMPLETION_INDEX": "0"], 1, Shard.all),
    ])
    func engineIndex(_ environment: [String: String], _ count: Int, _ shard: Shard) throws {
        #expect(try Shard.fromEngine(environment, count: count) == shard)
    }

    @Test("--shard auto: a missing, malformed, out-of-range or contradictory index is refused, naming the variable", arguments: [
        ([:], 8, ShardProblem.noEngineIndex),
        (["JOB_COMPLETION_INDEX": "8"], 8, .outOfRange(source: "JOB_COMPLETION_INDEX", value: "8", count: 8)),
        (["AWS_BATCH_JOB_ARRAY_INDEX": "-1"], 8, .outOfRange(source: "AWS_BATCH_JOB_ARRAY_INDEX", value: "-1", count: 8)),
        (["JOB_COMPLETION_INDEX": " 1"], 8, .outOfRange(source: "JOB_COMPLETION_INDEX", value: " 1", count: 8)),
        (["JOB_COMPLETION_INDEX": ""], 8, .outOfRange(source: "JOB_COMPLETION_INDEX", value: "", count: 8)),
        (["JOB_COMPLETION_INDEX": "1", "AWS_BATCH_JOB_ARRAY_INDEX": "2"], 8, .disagree("JOB_COMPLETION_INDEX", 1, "AWS_BATCH_JOB_ARRAY_INDEX", 2)),
    ])
    func engineIndexRefused(_ environment: [String: String], _ count: Int, _ problem: ShardProblem) {
        #expect(throws: problem) { try Shard.fromEngine(environment, count: count) }
    }

    @Test("the wording names the variables and the range")
    func shardWording() {
        #expect(ShardProblem.noEngineIndex.description == "--shard auto reads the shard index from JOB_COMPLETION_INDEX "
                + "(Kubernetes Indexed Job) or AWS_BATCH_JOB_ARRAY_INDEX (AWS Batch array job), and neither is set; "
                + "give it with --shard-index K")
        #expect(ShardProblem.outOfRange(source: "JOB_COMPLETION_INDEX", value: "8", count: 8).description
                == "JOB_COMPLETION_INDEX \"8\" is not a shard index from 0 to 7 (--shards 8)")
    }
}
