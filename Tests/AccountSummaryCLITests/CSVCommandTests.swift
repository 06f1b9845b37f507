import AccountSummaryTestSupport
import Foundation
import Testing

/// `--format csv`, end to end, read back by a real CSV reader (Python's `csv` module).
@Suite("render and batch --format csv (end to end)")
struct CSVCommandTests {
    static let descriptions = [
        "Coffee, large", "Say \"cheese\"", "two\nlines", "=HYPERLINK(\"http://evil\",\"x\")", "+1 555 0100",
        "-cmd|' /C calc'!A0", "@SUM(A1)", "\ttab first", "Ünïcödé 東京 مرحبا", " spaced ", "\"", ",", "",
    ]

    static var document: String {
        let transactions = descriptions.enumerated().map { index, text in
            let escaped = String(decoding: try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed]), as: UTF8.self)
            return #"{"id":"t\#(index)","accountId":"chk","date":"2026-11-\#(10 + index)","description":\#(escaped.dropFirst().dropLast()),"amount":"-\#(index).50","status":"completed"}"#
        }
        return #"{"customer":{"name":"Jonathan","id":"c-1"},"accounts":[{"id":"chk","type":"banking","name":"=Chequing, main","balance":"1500"}],"transactions":["#
            + transactions.joined(separator: ",") + "]}"
    }

    static let python = BrowserTests.tool(["python3"])

    /// What Python's csv module reads: the rows as JSON.
    static func readWithPython(_ csv: String) throws -> [[String]] {
        let script = "import csv, io, json, sys; print(json.dumps(list(csv.reader(io.StringIO(sys.stdin.buffer.read().decode('utf-8'), newline='')))))"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python!)
        process.arguments = ["-c", script]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(csv.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONDecoder().decode([[String]].self, from: data)
    }

    /// What each description becomes: control characters replaced, formulas guarded.
    static func expected(_ text: String) -> String {
        let safe = String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 ? "\u{FFFD}" : $0 }))
        return ["=", "+", "-", "@", "\t", "\r"].contains(where: safe.hasPrefix) ? "'" + safe : safe
    }

    @Test("hostile descriptions survive a round trip through Python's csv reader",
          .enabled(if: python != nil, "needs python3"))
    func roundTrip() throws {
        let result = try ToolRunner.run(["render", "-", "--format", "csv"], stdin: Self.document)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("date,status,accountId,account,description,amount,currency\r\n"))
        let rows = try Self.readWithPython(result.stdout)
        #expect(rows.first == ["date", "status", "accountId", "account", "description", "amount", "currency"])
        #expect(rows.count == Self.descriptions.count + 1)
        // Newest first, as the completed list shows them.
        for (row, index) in zip(rows.dropFirst(), Self.descriptions.indices.reversed()) {
            #expect(row == ["2026-11-\(10 + index)", "completed", "chk", "'=Chequing, main", Self.expected(Self.descriptions[index]),
                            "-\(index).50", "USD"])
        }
    }

    @Test("filters apply as to the lists")
    func filters() throws {
        let result = try ToolRunner.run(["render", "-", "--format", "csv", "--search", "cheese"], stdin: Self.document)
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\r\n").count == 2)
        #expect(result.stdout.contains(#""Say ""cheese""""#))
    }

    @Test("batch writes one .csv per customer")
    func batch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let single = Self.document.replacingOccurrences(of: "\n", with: "\\n")
        try folder.write(single + "\n" + single.replacingOccurrences(of: "\"c-1\"", with: "\"c-2\"") + "\n", to: "in.ndjson")
        let result = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("out"), "--format", "csv,text"])
        #expect(result.status == 0, "\(result.stderr)")
        let rendered = try ToolRunner.run(["render", "-", "--format", "csv"], stdin: Self.document).stdout
        #expect(try String(contentsOfFile: folder.path("out/c-1.csv"), encoding: .utf8) == rendered)
        #expect(FileManager.default.fileExists(atPath: folder.path("out/c-2.csv")))
        #expect(FileManager.default.fileExists(atPath: folder.path("out/c-2.txt")))
    }

    /// Issue 29, item 4: the CSV printed the whole account number (an IBAN, `:25:`, `ACCTID`
    /// as the account id) on every row. Real bank files from other projects: `convert` (the
    /// lossless form) names the number; no report format holds it by default, and
    /// `--account-numbers full` prints it.
    @Test("account numbers are masked in every format, CSV included, unless --account-numbers full", arguments: [
        "mt940/jejik-mt940/rabobank-iban.txt", "mt940/jejik-mt940/sparkasse.txt", "ofx/ofxtools/stmtrs.ofx",
    ])
    func maskedNumbers(fixture: String) throws {
        let file = BankFilesCommandTests.fixture(fixture)
        let converted = try ToolRunner.run(["convert", file, "--allow-unreconciled"])
        #expect(converted.status == 0, "\(converted.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(converted.stdout.utf8)) as? [String: Any])
        let accounts = try #require(document["accounts"] as? [[String: Any]])
        let numbers = accounts.compactMap { $0["number"] as? String }
        #expect(!numbers.isEmpty && numbers.allSatisfy { $0.count > 4 })
        for format in ["text", "ansi", "html", "csv"] {
            let result = try ToolRunner.run(["render", file, "-f", format, "--allow-unreconciled", "--width", "200"])
            #expect(result.status == 0, "\(format): \(result.stderr)")
            for number in numbers { #expect(!result.stdout.contains(number), "\(format) prints \(number) whole") }
            #expect(result.stdout.contains("•••• " + String(numbers[0].suffix(4))))
        }
        let full = try ToolRunner.run(["render", file, "-f", "csv", "--allow-unreconciled", "--account-numbers", "full"])
        let rows = try Self.readWithPython(full.stdout)
        #expect(rows.count > 1 && rows.dropFirst().allSatisfy { numbers.contains($0[2]) }, "\(rows.prefix(3))")
        let bad = try ToolRunner.run(["render", file, "--account-numbers", "some"])
        #expect(bad.status == 64 && bad.stderr.contains("expected masked or full"), "\(bad.stderr)")
    }
}
