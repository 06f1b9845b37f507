import AccountSummaryTestSupport
import Foundation
import Testing

/// `--format pdf` where no browser is needed to see the answer: no browser (69, or the native
/// writer under `auto`), a terminal (64).
@Suite("render and batch --format pdf without a browser (end to end)")
struct PDFCommandTests {
    @Test("no browser on an empty PATH: the chromium engine exits 69 with an error line saying what to install, no file")
    func missingBrowser() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try ToolRunner.run(["render", "-", "--format", "pdf", "--pdf-engine", "chromium", "--output", folder.path("out.pdf")],
                                        stdin: RenderCommandTests.valid, environment: ["PATH": "", "ACCOUNT_SUMMARY_BROWSER": ""])
        #expect(result.status == 69)
        #expect(result.stderr.hasPrefix("error: --format pdf needs Chromium or Google Chrome: install the chromium package"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.pdf")))

        try folder.write(RenderCommandTests.valid.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(
            of: #""customer":{"#, with: #""customer":{"id":"c-1","#) + "\n", to: "in.ndjson")
        let batch = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("out"), "--format", "pdf",
                                        "--pdf-engine", "chromium"], environment: ["PATH": "", "ACCOUNT_SUMMARY_BROWSER": ""])
        #expect(batch.status == 69)
        #expect(batch.stderr.contains("install the chromium package"))
    }

    @Test("auto with no browser: a statement the native writer sets is written (0); one it cannot set is 69 saying what to install",
          .enabled(if: TrueTypeFontsInstalled.noto, "needs fonts-noto-core"))
    func autoWithoutBrowser() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let environment = ["PATH": "", "ACCOUNT_SUMMARY_BROWSER": ""]
        let latin = try ToolRunner.run(["render", "-", "--format", "pdf", "--output", folder.path("latin.pdf")],
                                       stdin: RenderCommandTests.valid, environment: environment)
        #expect(latin.status == 0, "\(latin.stderr)")
        #expect(latin.stderr.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("latin.pdf"))).starts(with: Array("%PDF-1.7".utf8)))
        // Ethiopic ("buna", coffee): no font of the native writer's chains has it.
        let ethiopic = try ToolRunner.run(["render", "-", "--format", "pdf", "--output", folder.path("ethiopic.pdf")],
                                          stdin: RenderCommandTests.valid.replacingOccurrences(of: "\"Coffee\"", with: "\"ቡና\""),
                                          environment: environment)
        #expect(ethiopic.status == 69)
        #expect(ethiopic.stderr.hasPrefix("error: --format pdf needs Chromium or Google Chrome: install the chromium package"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("ethiopic.pdf")))
    }

    @Test("a named browser that is not there: exit 69 naming where it came from")
    func namedBrowserMissing() throws {
        let flag = try ToolRunner.run(["render", "-", "--format", "pdf", "--browser", "/nonexistent/chrome", "-o", "/dev/null"],
                                      stdin: RenderCommandTests.valid)
        #expect(flag.status == 69)
        #expect(flag.stderr == "error: --browser /nonexistent/chrome is not an executable file\n")
        let variable = try ToolRunner.run(["render", "-", "--format", "pdf", "-o", "/dev/null"], stdin: RenderCommandTests.valid,
                                          environment: ["ACCOUNT_SUMMARY_BROWSER": "/nonexistent/chrome"])
        #expect(variable.status == 69)
        #expect(variable.stderr == "error: ACCOUNT_SUMMARY_BROWSER /nonexistent/chrome is not an executable file\n")
    }

    static let script = BrowserTests.tool(["script"])

    @Test("a PDF is never written to a terminal: exit 64 (run under a pseudo-terminal by script(1))",
          .enabled(if: script != nil, "needs script(1) from util-linux"))
    func terminal() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(RenderCommandTests.valid, to: "in.json")
        let command = "'\(ToolRunner.binary.path)' render '\(folder.path("in.json"))' --format pdf; echo \"exit=$?\""
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.script!)
        process.arguments = ["-q", "-e", "-c", command, "/dev/null"]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text.contains("error: refusing to write a PDF to a terminal"), "\(text)")
        #expect(text.contains("exit=64"), "\(text)")
    }

    @Test("a browser that dies on every start: render exits 69; batch stops the shard with 75, nothing rejected")
    func dyingBrowser() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("#!/bin/sh\nexit 1\n", to: "dead-browser")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path("dead-browser"))
        let render = try ToolRunner.run(["render", "-", "--format", "pdf", "--pdf-engine", "chromium", "--output", folder.path("out.pdf"),
                                         "--browser", folder.path("dead-browser")], stdin: RenderCommandTests.valid)
        #expect(render.status == 69)
        #expect(render.stderr == "error: the browser exited while printing\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.pdf")))

        let line = RenderCommandTests.valid.replacingOccurrences(of: "\n", with: " ")
        let lines = (0..<2).map { line.replacingOccurrences(of: #""customer":{"#, with: #""customer":{"id":"c-\#($0)","#) }
        try folder.write(lines.joined(separator: "\n") + "\n", to: "in.ndjson")
        let batch = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("out"), "--format", "text,pdf",
                                        "--pdf-engine", "chromium", "--browser", folder.path("dead-browser"), "--jobs", "1"])
        // A dead browser is the machine's failure, not the customers': the shard stops, to be run again.
        #expect(batch.status == 75)
        #expect(batch.stderr == "error: the shard could not finish: the browser exited while printing; 0 of 2 customers are in "
                + "\(folder.path("out"))/ledger.ndjson: run it again with --resume\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out/errors.ndjson")))
        #expect(try String(contentsOfFile: folder.path("out/ledger.ndjson"), encoding: .utf8) == "")
        // The customer it stopped on has its text file, and no ledger line: --resume writes it again.
        #expect(FileManager.default.fileExists(atPath: folder.path("out/c-0.txt")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("out/c-1.txt")))
    }
}
