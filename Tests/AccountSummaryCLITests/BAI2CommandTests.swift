import AccountSummaryTestSupport
import Foundation
import Testing

/// BAI2 files through the built binary: render, convert, batch, --input-format bai2 and
/// --allow-unreconciled, end to end.
@Suite("BAI2 in: render, convert, batch (end to end)")
struct BAI2CommandTests {
    static let svb = BankFilesCommandTests.fixture("bai2/ministryofjustice-bai2/svb_us_example.bai2")
    static let badChecksum = BankFilesCommandTests.fixture("bai2/venturehacks-bai2/invalid_checksum_eod.bai2")

    @Test("render: SVB's two as-of days of one account, recognised from the content, one statement that reconciles")
    func render() throws {
        let result = try ToolRunner.run(["render", Self.svb, "-f", "text", "--sections", "header,accounts", "--width", "80"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Statement period: February 1\u{2009}–\u{2009}2, 2022"))  // thin spaces around the dash, as CLDR writes ranges
        #expect(result.stdout.contains("$347,269.79"))  // 010 of the first day
        #expect(result.stdout.contains("$361,229.75"))  // 015 of the last
        #expect(result.stdout.contains("SOME PAYMENT ACH OFFSET"))
        #expect(result.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("warning: ") })
    }

    @Test("convert writes the version-1 document with the exact figures; rendering it gives the bytes rendering the file gives")
    func convert() throws {
        let folder = try BankFilesCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("svb.json").path
        let converted = try ToolRunner.run(["convert", Self.svb, "-o", document])
        #expect(converted.status == 0, "\(converted.stderr)")
        let text = try String(contentsOfFile: document, encoding: .utf8)
        for figure in ["\"openingBalance\": \"347269.79\"", "\"balance\": \"361229.75\"", "\"amount\": \"4901.96\"", "\"amount\": \"9058.00\"",
                       "\"number\": \"1234567890\"", "\"currency\": \"USD\""] {
            #expect(text.contains(figure), "\(figure)")
        }
        let direct = try ToolRunner.run(["render", Self.svb, "-f", "text"])
        let viaJSON = try ToolRunner.run(["render", document, "-f", "text"])
        #expect(direct.stdout == viaJSON.stdout)
    }

    @Test("--input-format bai2 reads a file as BAI2, naming what is wrong; without it, a file of no known kind lists the kinds")
    func inputFormat() throws {
        let parseError = BankFilesCommandTests.fixture("bai2/moov-io-bai2/errors/sample-parseError.txt")
        let forced = try ToolRunner.run(["render", parseError, "--input-format", "bai2"])
        #expect(forced.status == 65)
        #expect(forced.stderr == "error: \(parseError):1:1: \"00\" is not a BAI2 record code (expected 01, 02, 03, 16, 88, 49, 98 or 99)\n")
        let recognised = try ToolRunner.run(["convert", parseError])
        #expect(recognised.status == 65)
        #expect(recognised.stderr.contains("not a version-1 JSON document or a bank file this tool reads (camt.052/053/054, MT940/MT942, OFX, BAI2; a CSV export only with its profile)"))
        let help = try ToolRunner.run(["render", "--help"])
        #expect(help.stdout.contains("json|camt|mt940|ofx|bai2"))
        #expect(try ToolRunner.run(["batch", "--help"]).stdout.contains("json|camt|mt940|ofx|bai2"))
        let unknown = try ToolRunner.run(["render", Self.svb, "--input-format", "bai3"])
        #expect(unknown.status == 64)
    }

    @Test("a control total that does not match is exit 65 naming both figures; --allow-unreconciled reads on with a warning")
    func controlTotals() throws {
        let refused = try ToolRunner.run(["render", Self.badChecksum, "-f", "text"])
        #expect(refused.status == 65)
        #expect(refused.stderr.hasPrefix("error: \(Self.badChecksum):15:4: the 49 account trailer record's control total 8325983 does not equal 8325982"))
        #expect(refused.stderr.contains("(--allow-unreconciled renders anyway, with a notice)"))
        let allowed = try ToolRunner.run(["render", Self.badChecksum, "-f", "text", "--allow-unreconciled", "--sections", "accounts"])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(allowed.stdout.contains("$83,259.82"))
        #expect(allowed.stderr.contains("warning: \(Self.badChecksum): line 15: the 49 account trailer record's control total 8325983 does not equal 8325982"))
        #expect(allowed.stderr.contains("(read on: --allow-unreconciled)"))
        // The group and file trailers add the 49's stated total: they match it, so only the 49 is named.
        #expect(allowed.stderr.split(separator: "\n").filter { $0.contains("control total") }.count == 1)
        let quiet = try ToolRunner.run(["convert", Self.badChecksum, "--allow-unreconciled", "--quiet"])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty)
    }

    @Test("batch DIR: a BAI2 file is a customer's statement like any other bank file")
    func batch() throws {
        let input = try BankFilesCommandTests.scratch()
        let output = try BankFilesCommandTests.scratch()
        defer {
            try? FileManager.default.removeItem(at: input)
            try? FileManager.default.removeItem(at: output)
        }
        try FileManager.default.copyItem(atPath: Self.svb, toPath: input.appendingPathComponent("svb-1.bai").path)
        try FileManager.default.copyItem(atPath: Self.badChecksum, toPath: input.appendingPathComponent("eod-2.bai").path)
        let result = try ToolRunner.run(["batch", input.path, "--output-dir", output.path, "-f", "csv"])
        #expect(result.status == 65)
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(names.contains("svb-1.csv") && names.contains("errors.ndjson") && !names.contains("eod-2.csv"), "\(names)")
        let csv = try String(contentsOf: output.appendingPathComponent("svb-1.csv"), encoding: .utf8)
        #expect(csv.contains("4901.96") && csv.contains("9058.00"))
        let errors = try String(contentsOf: output.appendingPathComponent("errors.ndjson"), encoding: .utf8)
        #expect(errors.contains("eod-2.bai") && errors.contains("does not equal 8325982"))
    }
}
