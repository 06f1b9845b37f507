import AccountSummary
import Foundation
import Testing
@testable import AccountSummaryTooling

/// The proof `batch verify` gives, on ledgers and folders made by hand: each way a run can be
/// wrong is found and named, and a right run has no finding whatever the ledgers' line order.
@Suite("Batch verification: missing, twice, changed, stray")
struct BatchVerificationTests {
    static func digest(_ text: String) -> SHA256.Digest { SHA256.hash(Array(text.utf8)) }

    /// Three customers in two shards: c-1 and c-3 written in shard 0 (c-3 kept by a resume after
    /// an earlier written line), line 2 rejected in shard 1.
    struct Run {
        var units = [
            BatchVerification.Unit(source: .line(1), customer: "c-1", input: digest("line 1")),
            BatchVerification.Unit(source: .line(2), customer: nil, input: digest("line 2")),
            BatchVerification.Unit(source: .line(3), customer: "c-3", input: digest("line 3")),
        ]
        var files: [String: BatchVerification.FileFacts] = [
            "c-1.txt": .init(size: 10, sha256: digest("c-1 text")),
            "c-3.txt": .init(size: 30, sha256: digest("c-3 text")),
        ]
        var zero: [Ledger.Entry] = [
            .init(customer: "c-3", source: .line(3), input: digest("line 3"), status: .written,
                  outputs: [.init(name: "c-3.txt", size: 30, sha256: digest("c-3 text"))]),
            .init(customer: "c-1", source: .line(1), input: digest("line 1"), status: .written,
                  outputs: [.init(name: "c-1.txt", size: 10, sha256: digest("c-1 text"))]),
            .init(customer: "c-3", source: .line(3), input: digest("line 3"), status: .kept,
                  outputs: [.init(name: "c-3.txt", size: 30, sha256: digest("c-3 text"))]),
        ]
        var one: [Ledger.Entry] = [
            .init(customer: nil, source: .line(2), input: digest("line 2"), status: .rejected, errors: [.init(path: "$", message: "bad")]),
        ]
        var extra: [String] = []

        var ledgers: [BatchVerification.LedgerFile] {
            [("ledger-0-of-2.ndjson", zero), ("ledger-1-of-2.ndjson", one)].map { name, entries in
                .init(name: name, contents: Ledger.read(Array(entries.map { $0.json + "\n" }.joined().utf8)))
            }
        }

        func check() -> [BatchVerification.Finding] {
            let folder = Array(files.keys) + ledgers.map(\.name) + ["errors-shard-1-of-2.ndjson"] + extra
            return BatchVerification.check(units: units, ledgers: ledgers, expectedLedgers: ["ledger-0-of-2.ndjson", "ledger-1-of-2.ndjson"],
                                           folder: folder, files: files).findings
        }
    }

    @Test("a complete run is proven, in any order of its ledgers' lines")
    func proven() {
        var run = Run()
        #expect(run.check() == [])
        let result = BatchVerification.check(units: run.units, ledgers: run.ledgers,
                                             expectedLedgers: ["ledger-0-of-2.ndjson", "ledger-1-of-2.ndjson"],
                                             folder: Array(run.files.keys) + ["ledger-0-of-2.ndjson", "ledger-1-of-2.ndjson"],
                                             files: run.files)
        #expect(result.summary == .init(customers: 3, written: 1, kept: 1, rejected: 1, files: 2, ledgers: 2))
        // c-3's two lines swapped: the kept one is the older now, and nothing else changes.
        run.zero.swapAt(0, 2)
        #expect(run.check() == [])
        #expect(BatchVerification.namedFiles(run.ledgers) == ["c-1.txt", "c-3.txt"])
    }

    @Test("a file missing, changed, named twice or stray")
    func files() {
        var run = Run()
        run.files["c-1.txt"] = nil
        run.files["c-3.txt"] = .init(size: 31, sha256: Self.digest("c-3 text, edited"))
        run.extra = ["junk.txt", ".c-4.txt.tmp-99999-AbC123"]
        #expect(run.check().map(\.description) == [
            "missing: c-1.txt (customer \"c-1\" at line 1 in ledger-0-of-2.ndjson) is not in the folder",
            "changed: c-3.txt is 31 bytes with SHA-256 \(Self.digest("c-3 text, edited").hex); ledger-0-of-2.ndjson recorded 30 bytes "
                + "with SHA-256 \(Self.digest("c-3 text").hex) for customer \"c-3\" at line 3",
            "stray: \".c-4.txt.tmp-99999-AbC123\" is in the folder but in no ledger",
            "stray: \"junk.txt\" is in the folder but in no ledger",
        ])
        var twice = Run()
        twice.one.append(.init(customer: "c-9", source: .line(9), input: Self.digest("x"), status: .written,
                               outputs: [.init(name: "c-1.txt", size: 10, sha256: Self.digest("c-1 text"))]))
        #expect(twice.check().map(\.kind) == ["stray", "twice"])
        #expect(twice.check().last?.description == "twice: c-1.txt is named by customer \"c-1\" at line 1 in ledger-0-of-2.ndjson "
                + "and customer \"c-9\" at line 9 in ledger-1-of-2.ndjson")
    }

    @Test("a customer in no ledger, in two, or recorded for other input; a ledger missing; a line not in the input")
    func customers() {
        var missing = Run()
        missing.one = []
        #expect(missing.check().map(\.description) == ["missing: line 2 (no customer id) is in no ledger (its shard did not finish: run it again with --resume)"])

        var twice = Run()
        twice.one.append(twice.zero[1])
        #expect(twice.check().map(\.description).first == "twice: customer \"c-1\" at line 1 is in 2 ledgers: ledger-0-of-2.ndjson, ledger-1-of-2.ndjson")

        var changed = Run()
        changed.units[0].input = Self.digest("line 1, edited")
        #expect(changed.check().map(\.kind) == ["changed"])
        #expect(changed.check().first?.description.hasSuffix("the input changed since the run") == true)

        var other = Run()
        other.units[2].customer = "c-33"
        #expect(other.check().first?.description == "changed: customer \"c-33\" at line 3 is not what ledger-0-of-2.ndjson recorded there "
                + "(customer \"c-3\"): the input changed since the run")

        var shorter = Run()
        shorter.units.removeLast()
        #expect(shorter.check().map(\.description) == ["stray: ledger-0-of-2.ndjson records customer \"c-3\" at line 3, which the input does not have"])

        let noLedger = BatchVerification.check(units: [], ledgers: [], expectedLedgers: ["ledger.ndjson"], folder: [], files: [:])
        #expect(noLedger.findings.map(\.description) == ["missing: ledger.ndjson is not in the folder (the shard never ran, or ran with another --output-dir)"])
    }

    @Test("a damaged ledger line is a finding; a half line at the end is left out (its customer then missing)")
    func damagedLedger() {
        var run = Run()
        var ledgers = run.ledgers
        let text = String(decoding: Array(run.zero.map { $0.json + "\n" }.joined().utf8), as: UTF8.self)
        ledgers[0] = .init(name: ledgers[0].name, contents: Ledger.read(Array(("{\"broken\n" + text).utf8)))
        var findings = BatchVerification.check(units: run.units, ledgers: ledgers, expectedLedgers: [],
                                               folder: Array(run.files.keys) + ledgers.map(\.name), files: run.files).findings
        #expect(findings.map(\.description).first?.hasPrefix("changed: ledger-0-of-2.ndjson:1: not a ledger line") == true)
        #expect(findings.count == 1)

        run.zero = [run.zero[1]]
        let half = String(run.zero[0].json.prefix(30))
        ledgers[0] = .init(name: ledgers[0].name, contents: Ledger.read(Array((half).utf8)))
        findings = BatchVerification.check(units: run.units, ledgers: ledgers, expectedLedgers: [],
                                           folder: ledgers.map(\.name), files: [:]).findings
        #expect(findings.map(\.kind) == ["missing", "missing"])
    }
}

@Suite("PDF helpers: page counts and Chromium's dates")
struct PDFHelperTests {
    @Test("the page tree's /Count, past strings, streams and comments that look like dictionaries")
    func pageCount() {
        let pdf = """
            %PDF-1.4
            % a comment << /Type /Pages /Count 99 >>
            1 0 obj
            <</Type /Catalog /Pages 2 0 R /Title (a string with << /Type /Pages /Count 77 >> and \\) inside)>>
            endobj
            2 0 obj
            <</Type /Pages /Kids [3 0 R 4 0 R] /Count 5 /MediaBox [0 0 612 792]>>
            endobj
            3 0 obj
            <</Type /Pages /Parent 2 0 R /Kids [5 0 R] /Count 2>>
            endobj
            4 0 obj
            <</Length 30>>
            stream
            << /Type /Pages /Count 1000 >>
            endstream
            endobj
            5 0 obj
            <</Type/Page/Parent 3 0 R/Count 8/Annots[<</Count 12>>]>>
            endobj
            6 0 obj
            <</Type /Outlines /Count 40>>
            endobj
            """
        #expect(PDFPageCount.count(in: Array(pdf.utf8)) == 5)
        #expect(PDFPageCount.count(in: Array("%PDF-1.7\n1 0 obj\n<</Type /ObjStm /N 3>>\nstream\nxx\nendstream".utf8)) == nil)
    }

    @Test("Chromium's dates become the statement's, in place: same length, nothing else touched")
    func dates() throws {
        let stamp = PDFInfoDates.stamp(for: Timestamp(parsing: "2026-11-22T08:30:00-05:00"))
        #expect(stamp == "D:20261122083000-05'00'")
        #expect(PDFInfoDates.stamp(for: Timestamp(parsing: "2026-01-02T03:04:05Z")) == "D:20260102030405+00'00'")
        #expect(PDFInfoDates.stamp(for: nil) == "D:19700101000000+00'00'")
        let info = "1 0 obj\n<</Creator (x)\n/Producer (Skia/PDF m156)\n/CreationDate (D:20261126114128+01'00')\n/ModDate (D:20261126114128+01'00')>>\n"
            + "2 0 obj\n<</Title (/CreationDate (D:2026))>>\n3 0 obj\n<</ModDate (D:20261126114128Z)>>\n"
        let fixed = PDFInfoDates.replacing(in: Array(info.utf8), with: stamp)
        #expect(fixed.count == info.utf8.count)
        #expect(String(decoding: fixed, as: UTF8.self) == info.replacingOccurrences(of: "D:20261126114128+01'00'", with: stamp))
    }
}
