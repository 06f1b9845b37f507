import AccountSummaryTestSupport
import Foundation
import Testing

/// Sparklines in the terminal: `ansi` has one beside each account's closing balance; `text`
/// (a file, a pipe) has none unless `--charts` asks, for `render` and `batch` alike.
@Suite("--charts")
struct ChartsOptionTests {
    static let framed = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/framed.json").path
    static let blocks = Set("▁▂▃▄▅▆▇█")

    static func closingLines(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.contains("Closing balance") || $0.contains("New balance") || $0.contains("Closing value") }
    }

    @Test("render: ansi has sparklines, text has none, text with --charts has them")
    func render() throws {
        let ansi = try ToolRunner.run(["render", Self.framed, "--format", "ansi", "--color", "always"])
        let text = try ToolRunner.run(["render", Self.framed, "--format", "text"])
        let charted = try ToolRunner.run(["render", Self.framed, "--format", "text", "--charts"])
        #expect(ansi.status == 0 && text.status == 0 && charted.status == 0)
        #expect(Self.closingLines(ansi.stdout).count == 3 && Self.closingLines(ansi.stdout).allSatisfy { $0.contains { Self.blocks.contains($0) } })
        #expect(!text.stdout.contains { Self.blocks.contains($0) })
        #expect(Self.closingLines(charted.stdout).map { $0.split(separator: " ").last.map(String.init) } == ["▁█▃▃▃▁▁", "▁▃█▂", "▁██"])
    }

    @Test("batch: the text files have them with --charts only")
    func batch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let line = try String(contentsOfFile: Self.framed, encoding: .utf8).replacingOccurrences(of: "\n", with: "")
        try folder.write(line + "\n", to: "customers.ndjson")
        for (name, arguments) in [("plain", [String]()), ("charted", ["--charts"])] {
            let result = try ToolRunner.run(["batch", folder.path("customers.ndjson"), "--format", "text", "--output-dir", folder.path(name)] + arguments)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let plain = try FileManager.default.contentsOfDirectory(atPath: folder.path("plain")).filter { $0.hasSuffix(".txt") }
        let charted = try FileManager.default.contentsOfDirectory(atPath: folder.path("charted")).filter { $0.hasSuffix(".txt") }
        #expect(plain.count == 1 && charted.count == 1)
        let plainText = try String(contentsOfFile: folder.path("plain/" + plain[0]), encoding: .utf8)
        let chartedText = try String(contentsOfFile: folder.path("charted/" + charted[0]), encoding: .utf8)
        #expect(!plainText.contains { Self.blocks.contains($0) })
        #expect(chartedText.contains("▁█▃▃▃▁▁"))
    }
}
