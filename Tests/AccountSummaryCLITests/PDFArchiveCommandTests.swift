import AccountSummaryTestSupport
import Foundation
import Testing

/// `--attach-source` and `auto`'s fallback, end to end through the built binary: the source
/// read back by poppler (`pdfdetach`) and qpdf (`--list-attachments`) byte for byte, the file
/// judged PDF/A-3a by page-validation; every statement `auto` hands to Chromium named on
/// standard error with the contract's line, and no other.
@Suite("--attach-source and auto's fallback (end to end)")
struct PDFArchiveCommandTests {
    static let pdfdetach = ExternalTool.find("pdfdetach")
    static let pdfinfo = ExternalTool.find("pdfinfo")
    static let qpdf = ExternalTool.find("qpdf")
    static let validator = ExternalTool.python(importing: "page")
    static var available: Bool { pdfdetach != nil && pdfinfo != nil && qpdf != nil && TrueTypeFontsInstalled.noto }
    static let absence: Comment = "needs poppler-utils, qpdf and fonts-noto-core"
    static let noBrowser = ["ACCOUNT_SUMMARY_BROWSER": "", "PATH": "/nonexistent"]

    /// The attachments poppler lists, and each one's bytes as `pdfdetach -save` gives them back.
    static func attachments(_ pdf: String, in folder: TemporaryFolder) throws -> [(name: String, bytes: Data)] {
        let list = try pdfdetach!.run(["-list", pdf]).stdout.split(separator: "\n").dropFirst()
        return try list.enumerated().map { index, line in
            let name = String(line.split(separator: " ", maxSplits: 1).last ?? "")
            let saved = folder.path("detached-\(index)")
            let verdict = try pdfdetach!.run(["-save", String(index + 1), "-o", saved, pdf])
            #expect(verdict.status == 0, "\(verdict.stderr)")
            return (name, try Data(contentsOf: URL(fileURLWithPath: saved)))
        }
    }

    /// page-validation's verdict on `pdf` under `profile`: nil when compliant, else its failures.
    static func failures(_ pdf: String, profile: String) throws -> String? {
        let script = "import sys, page; r = page.validate_pdf_bytes(open(sys.argv[1], 'rb').read(), profile=page.ValidationProfile(sys.argv[2])); "
            + "print('ok' if r.is_compliant else '; '.join(f.rule_id + ' ' + f.message for f in r.failures))"
        let verdict = try validator!.run(["-c", script, pdf, profile])
        let said = verdict.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return said == "ok" ? nil : said + verdict.stderr
    }

    @Test("render --attach-source: the JSON as read (a file, or standard input) comes back byte for byte; dated by asOf; PDF/A-3a",
          .enabled(if: available, absence))
    func renderJSON() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(RenderCommandTests.valid, to: "statement.json")
        let result = try ToolRunner.run(["render", folder.path("statement.json"), "-f", "pdf", "--attach-source", "-o", folder.path("out.pdf")],
                                        environment: Self.noBrowser)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let attached = try Self.attachments(folder.path("out.pdf"), in: folder)
        #expect(attached.map(\.name) == ["statement.json"])
        #expect(attached.first?.bytes == Data(RenderCommandTests.valid.utf8))
        let listed = try Self.qpdf!.run(["--list-attachments", "--verbose", folder.path("out.pdf")]).stdout
        #expect(listed.contains("statement.json -> ") && listed.contains("mime type: application/json"), "\(listed)")
        #expect(listed.contains("modification date: D:20261122083000-05'00'"), "asOf, not the clock: \(listed)")
        let metadata = try Self.pdfinfo!.run(["-meta", folder.path("out.pdf")]).stdout
        #expect(metadata.contains("<pdfaid:part>3</pdfaid:part>") && metadata.contains("<pdfaid:conformance>A</pdfaid:conformance>"))
        if Self.validator != nil { #expect(try Self.failures(folder.path("out.pdf"), profile: "3a") == nil) }

        let piped = try ToolRunner.run(["render", "-", "-f", "pdf", "--attach-source", "-o", folder.path("piped.pdf")],
                                       stdin: RenderCommandTests.valid, environment: Self.noBrowser)
        #expect(piped.status == 0, "\(piped.stderr)")
        let fromInput = try Self.attachments(folder.path("piped.pdf"), in: folder)
        #expect(fromInput.map(\.name) == ["standard-input.json"] && fromInput.first?.bytes == Data(RenderCommandTests.valid.utf8))
    }

    @Test("render --attach-source with bank files: each file's bytes, named by the file", .enabled(if: available, absence))
    func renderBankFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let days = Array(BankFilesCommandTests.marchDays.prefix(2))
        try #require(days.count == 2)
        let result = try ToolRunner.run(["render"] + days + ["-f", "pdf", "--attach-source", "-o", folder.path("out.pdf")],
                                        environment: Self.noBrowser)
        #expect(result.status == 0, "\(result.stderr)")
        let attached = try Self.attachments(folder.path("out.pdf"), in: folder)
        #expect(attached.map(\.name) == days.map { ($0 as NSString).lastPathComponent })
        for (file, attachment) in zip(days, attached) {
            #expect(attachment.bytes == FileManager.default.contents(atPath: file))
        }
        let listed = try Self.qpdf!.run(["--list-attachments", "--verbose", folder.path("out.pdf")]).stdout
        #expect(listed.contains("mime type: application/xml"))
    }

    @Test("batch --attach-source: each customer's PDF carries its own line, or its own bank files", .enabled(if: available, absence))
    func batch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lines = (1...2).map { number in
            RenderCommandTests.valid.replacingOccurrences(of: "\n", with: " ")
                .replacingOccurrences(of: #"{"name":"Jonathan"}"#, with: #"{"name":"Customer \#(number)","id":"c-\#(number)"}"#)
        }
        try folder.write(lines.joined(separator: "\n") + "\n", to: "in.ndjson")
        let result = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("out"), "-f", "pdf", "--attach-source",
                                         "--jobs", "2"], environment: Self.noBrowser)
        #expect(result.status == 0, "\(result.stderr)")
        for (number, line) in lines.enumerated() {
            let attached = try Self.attachments(folder.path("out/c-\(number + 1).pdf"), in: folder)
            #expect(attached.map(\.name) == ["c-\(number + 1).json"] && attached.first?.bytes == Data(line.utf8))
        }

        let input = folder.path("bank")
        try FileManager.default.createDirectory(atPath: input + "/acme", withIntermediateDirectories: true)
        let days = Array(BankFilesCommandTests.marchDays.prefix(2))
        for day in days { try FileManager.default.copyItem(atPath: day, toPath: input + "/acme/" + (day as NSString).lastPathComponent) }
        let folderRun = try ToolRunner.run(["batch", input, "--output-dir", folder.path("bank-out"), "-f", "pdf", "--attach-source"],
                                           environment: Self.noBrowser)
        #expect(folderRun.status == 0, "\(folderRun.stderr)")
        let attached = try Self.attachments(folder.path("bank-out/acme.pdf"), in: folder)
        #expect(attached.map(\.name) == days.map { ($0 as NSString).lastPathComponent })
        #expect(attached.map(\.bytes) == days.map { FileManager.default.contents(atPath: $0) ?? Data() })
    }

    @Test("--attach-source is refused (64) where the PDF cannot carry it; --help says so",
          arguments: [(["--pdf-password-file", "/dev/null"], "--pdf-password-file cannot give: an encrypted file is not PDF/A"),
                      (["--pdf-engine", "chromium"], "--pdf-engine chromium cannot give"),
                      (["--template-dir", "/nonexistent"], "--template-dir cannot give")])
    func refused(options: [String], message: String) throws {
        let result = try ToolRunner.run(["render", "-", "-f", "pdf", "--attach-source", "-o", "/dev/null"] + options,
                                        stdin: RenderCommandTests.valid, environment: Self.noBrowser)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: --attach-source writes a PDF/A-3 file, which " + message), "\(result.stderr)")
        // The help's columns wrap: its words with every run of white space as one space.
        let help = try ToolRunner.run(["render", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("--attach-source") && help.contains("not with --pdf-password-file (an encrypted file is not PDF/A)"))
    }

    static let chromium = BrowserTests.chromium

    @Test("auto hands a statement it cannot set to Chromium and says so on standard error, once, naming it; the others print natively without a word",
          .enabled(if: available && chromium != nil, "needs Chromium, poppler-utils, qpdf and fonts-noto-core"))
    func autoSaysSo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Ethiopic ("buna", coffee): no font of the native writer's chains has it.
        let ethiopic = RenderCommandTests.valid.replacingOccurrences(of: "\"Coffee\"", with: "\"ቡና\"")
        try folder.write(ethiopic, to: "ethiopic.json")
        let render = try ToolRunner.run(["render", folder.path("ethiopic.json"), "-f", "pdf", "-o", folder.path("ethiopic.pdf")])
        #expect(render.status == 0)
        let reason = "none of the fonts tried has U+1261 (ቡ): NotoSans-Regular.ttf, NotoSansMath-Regular.ttf"
        #expect(render.stderr.hasPrefix("warning: \(folder.path("ethiopic.json")): printed by Chromium (\(reason)")
                && render.stderr.hasSuffix("); not PDF/A\n") && render.stderr.components(separatedBy: "\n").count == 2, "\(render.stderr)")
        let producer = try Self.pdfinfo!.run([folder.path("ethiopic.pdf")]).stdout
        #expect(!producer.contains("account-summary"), "Chromium's file: \(producer)")
        // The user's templates are the browser's to print, and the line says so.
        try folder.write(RenderCommandTests.valid, to: "latin.json")
        let templates = PackagePaths.root.appendingPathComponent("templates").path
        let templated = try ToolRunner.run(["render", folder.path("latin.json"), "-f", "pdf", "--template-dir", templates,
                                            "-o", folder.path("templated.pdf")])
        #expect(templated.status == 0)
        #expect(templated.stderr == "warning: \(folder.path("latin.json")): printed by Chromium (--template-dir's HTML is printed "
                + "by the browser); not PDF/A\n")

        let lines = [RenderCommandTests.valid, ethiopic].enumerated().map { number, document in
            document.replacingOccurrences(of: "\n", with: " ")
                .replacingOccurrences(of: #"{"name":"Jonathan"}"#, with: #"{"name":"Customer \#(number + 1)","id":"c-\#(number + 1)"}"#)
        }
        try folder.write(lines.joined(separator: "\n") + "\n", to: "in.ndjson")
        let batch = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("out"), "-f", "pdf"])
        #expect(batch.status == 0, "\(batch.stderr)")
        #expect(batch.stderr.hasPrefix("warning: c-2: printed by Chromium (\(reason)") && batch.stderr.hasSuffix("); not PDF/A\n")
                && batch.stderr.components(separatedBy: "\n").count == 2, "\(batch.stderr)")
        #expect(try Self.pdfinfo!.run([folder.path("out/c-1.pdf")]).stdout.contains("account-summary"), "c-1 is the native writer's")
        #expect(try !Self.pdfinfo!.run([folder.path("out/c-2.pdf")]).stdout.contains("account-summary"), "c-2 is Chromium's")
        // --quiet leaves the warning out, as it does every warning: line.
        let quiet = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("quiet"), "-f", "pdf", "--quiet"])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
    }
}
