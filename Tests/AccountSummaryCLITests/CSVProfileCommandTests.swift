import AccountSummaryTestSupport
import Foundation
import Testing

/// `--csv-profile` on render, convert and batch, and `csv-profile check|list|show`, end to end
/// through the built binary.
@Suite("CSV by profile: render, convert, batch DIR and csv-profile (end to end)")
struct CSVProfileCommandTests {
    static let fixtures = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryBankFilesTests/Fixtures/csv")
    static func fixture(_ path: String) -> String { fixtures.appendingPathComponent(path).path }

    static let schwab = fixture("reubano-csv2ofx/test/schwab-checking.csv")
    static let n26 = fixture("reubano-csv2ofx/test/n26-fr.csv")

    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("csv-profile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("the binary finds a shipped profile by name on its own: copied out of the package and run elsewhere")
    func shippedProfileEmbedded() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("account-summary")
        try FileManager.default.copyItem(at: ToolRunner.binary, to: copy)
        let process = Process()
        process.executableURL = copy
        process.arguments = ["render", Self.schwab, "--csv-profile", "schwab", "-f", "text", "--width", "90"]
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.contains("Opening balance") && text.contains("$1,093.74") && text.contains("$878.47"))
        #expect(text.contains("PAYPAL INST XFER 220803~ Tran: ACHDW"))
        let listed = try ToolRunner.run(["csv-profile", "list"], in: folder)
        #expect(listed.stdout.split(separator: "\n").count >= 10)
    }

    @Test("render and convert read a CSV export with --csv-profile NAME or FILE; the document is the exact rows")
    func renderAndConvert() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = try ToolRunner.run(["render", Self.schwab, "--csv-profile", "schwab", "-f", "html"])
        #expect(html.status == 0, "\(html.stderr)")
        #expect(html.stdout.contains("Charles Schwab Bank") && html.stdout.contains("BMO HARRIS BANK"))
        let converted = try ToolRunner.run(["convert", Self.schwab, "--input-format", "csv", "--csv-profile", "schwab"])
        #expect(converted.status == 0)
        #expect(converted.stdout.contains("\"amount\":\"-57.27\"") || converted.stdout.contains("\"amount\": \"-57.27\""))
        #expect(converted.stdout.contains("1093.74") && converted.stdout.contains("878.47"))
        // The shipped profile, written to a file: the same document.
        let profile = folder.appendingPathComponent("schwab.json")
        let shown = try ToolRunner.run(["csv-profile", "show", "schwab"])
        try Data(shown.stdout.utf8).write(to: profile)
        let fromFile = try ToolRunner.run(["convert", Self.schwab, "--csv-profile", profile.path])
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        // The account is named by the profile: by its name shipped, by its file's name from a file.
        #expect(fromFile.stdout == converted.stdout)
    }

    @Test("usage: csv without a profile, a profile beside another format, an unknown name (64); a bad profile is 65 naming its key")
    func usage() throws {
        let without = try ToolRunner.run(["render", Self.n26, "--input-format", "csv"])
        #expect(without.status == 64)
        #expect(without.stderr.hasPrefix("error: --input-format csv needs --csv-profile FILE|NAME"))
        let both = try ToolRunner.run(["render", Self.n26, "--input-format", "camt", "--csv-profile", "n26"])
        #expect(both.status == 64 && both.stderr.hasPrefix("error: --csv-profile reads CSV exports; it cannot go with --input-format camt"))
        let unknown = try ToolRunner.run(["render", Self.n26, "--csv-profile", "schwabb"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("error: no shipped CSV profile \"schwabb\" and no such file (did you mean \"schwab\"?) (shipped: bank-of-ireland, bunq,"))
        let missing = try ToolRunner.run(["render", Self.n26, "--csv-profile", "/nonexistent/profile.json"])
        #expect(missing.status == 66)
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("profile.json")
        try Data(#"{"delimiter": ",", "skip_lines": 1, "decimal": ".", "currency": "EUR", "description": "Partner Name", "date": {"column": "Booking Date", "format": "%Y-%m-%d"}, "amount": {"debit": "Amount (EUR)"}}"#.utf8).write(to: bad)
        let result = try ToolRunner.run(["render", Self.n26, "--csv-profile", bad.path])
        #expect(result.status == 65)
        #expect(result.stderr == "error: \(bad.path):1: amount.credit: missing \"credit\" (expected the credit column beside the debit one)\n")
        // A CSV file is never recognised from its content.
        let plain = try ToolRunner.run(["render", Self.n26])
        #expect(plain.status == 65 && plain.stderr.contains("a CSV export only with its profile) (say which with --input-format or --csv-profile)"))
    }

    @Test("a row the profile does not describe is exit 65 naming the file, line and column")
    func dataError() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("n26.csv")
        var text = try String(contentsOfFile: Self.n26, encoding: .utf8)
        text = text.replacingOccurrences(of: "-328.00", with: "-328.0O")
        try Data(text.utf8).write(to: file)
        let result = try ToolRunner.run(["render", file.path, "--csv-profile", "n26"])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("error: \(file.path):3: column 8 \"Amount (EUR)\": \"-328.0O\" is not an amount as the profile writes them"))
    }

    @Test("batch DIR --csv-profile: one statement per export; --csv-profile with NDJSON is a usage error")
    func batch() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        for number in [1, 3, 2] {
            try FileManager.default.copyItem(atPath: Self.fixture("reubano-csv2ofx/test/schwab-checking-baltest-case\(number).csv"),
                                             toPath: input.appendingPathComponent("customer-\(number).csv").path)
        }
        let output = folder.appendingPathComponent("out")
        let result = try ToolRunner.run(["batch", input.path, "--output-dir", output.path, "--csv-profile", "schwab", "-f", "text"])
        // Case 2's rows are in no order its balances chain in: that customer fails, the others are written.
        #expect(result.status == 65)
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(written.contains("customer-1.txt") && written.contains("customer-3.txt") && !written.contains("customer-2.txt"))
        let errors = try String(contentsOf: output.appendingPathComponent("errors.ndjson"), encoding: .utf8)
        #expect(errors.contains("\"customer\":\"customer-2\"") && errors.contains("does not follow from the running balance"))
        let ndjson = folder.appendingPathComponent("customers.ndjson")
        try Data("{}\n".utf8).write(to: ndjson)
        let wrong = try ToolRunner.run(["batch", ndjson.path, "--output-dir", output.path, "--csv-profile", "schwab"])
        #expect(wrong.status == 64 && wrong.stderr.contains("--csv-profile reads a folder of CSV exports"))
    }

    @Test("csv-profile check shows the rows as read, the totals and the balances; a bad file is 65; list and show")
    func check() throws {
        let result = try ToolRunner.run(["csv-profile", "check", "schwab", Self.schwab])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("line  date         amount  balance  description"))
        #expect(lines.contains("   5  2022-08-04   -57.27  1036.47  PAYPAL INST XFER 220803~ Tran: ACHDW"))
        #expect(lines.contains("money in 20.00 USD, money out -235.27 USD, net -215.27 USD"))
        #expect(lines.contains("opening balance 1093.74 USD, closing balance 878.47 USD (the balance column chained row by row, newest row first)"))
        let few = try ToolRunner.run(["csv-profile", "check", "schwab", Self.schwab, "--rows", "1"])
        #expect(few.stdout.contains("… 3 more rows (--rows 0 shows all)"))
        let unstated = try ToolRunner.run(["csv-profile", "check", "n26", Self.n26])
        #expect(unstated.stdout.contains("balances not stated (no balance column and no openingBalance in the profile)"))
        let bad = try ToolRunner.run(["csv-profile", "check", "schwab", Self.fixture("reubano-csv2ofx/test/schwab-checking-baltest-case2.csv")])
        #expect(bad.status == 65 && bad.stderr.contains(":4: column 8 \"RunningBalance\": balance 1036.47 USD does not follow"))
        let list = try ToolRunner.run(["csv-profile", "list"])
        #expect(list.status == 0 && list.stdout.contains("schwab") && list.stdout.contains("Charles Schwab Bank (United States)"))
        let show = try ToolRunner.run(["csv-profile", "show", "gls"])
        #expect(show.status == 0 && show.stdout.contains("\"Kontostand\""))
        let help = try ToolRunner.run(["csv-profile", "--help"])
        #expect(help.status == 0 && help.stdout.hasPrefix("usage: account-summary csv-profile check PROFILE FILE | list | show NAME\n"))
        let noAction = try ToolRunner.run(["csv-profile"])
        #expect(noAction.status == 64 && noAction.stderr.hasPrefix("error: missing action (expected check, list or show)"))
        let renderHelp = try ToolRunner.run(["render", "--help"])
        #expect(renderHelp.stdout.contains("--csv-profile FILE|NAME") && renderHelp.stdout.contains("json|camt|mt940|ofx|bai2|csv"))
    }
}
