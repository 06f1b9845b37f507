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
}
