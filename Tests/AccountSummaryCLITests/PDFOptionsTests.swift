import AccountSummaryTestSupport
import Foundation
import Testing

/// `--pdf-engine`, `--paper` and `--pdf-password-file`: their refusals without a browser, and
/// with one (in CI), the paper and the encryption as poppler and qpdf read them.
@Suite("PDF options: engine, paper, password (end to end)")
struct PDFOptionsTests {
    static let qpdf = BrowserTests.tool(["qpdf"])
    static var available: Bool { BrowserTests.available && qpdf != nil }

    @Test("the tools are there in CI")
    func toolsPresentInCI() {
        if ProcessInfo.processInfo.environment["CI"] != nil {
            #expect(Self.qpdf != nil, "CI must have qpdf (.ci/run installs it)")
        }
    }

    @Test("unknown values are usage errors (64); the native engine with --template-dir is 69; a bad password file is refused before any printing", arguments: [
        (["--paper", "b5"], "", 64, #"error: unknown --paper "b5" (expected a4 or letter)"#),
        (["--pdf-engine", "fast"], "", 64, #"error: unknown --pdf-engine "fast" (expected auto, native or chromium)"#),
        (["--pdf-engine", "native", "--template-dir", "."], "", 69,
         "error: --pdf-engine native lays out the built-in statement, not --template-dir's HTML: use --pdf-engine chromium"),
        (["--pdf-password-file", "PW"], "\n", 65, "error: PW: no password on its first line"),
        (["--pdf-password-file", "PW"], "-secret\n", 65, #"error: PW: a password starting with "-" cannot be passed to qpdf; choose another"#),
        (["--pdf-password-file", "PW"], "a\tb\n", 65, "error: PW: the password holds a control character (a tab, say); choose another"),
    ])
    func refusals(options: [String], password: String, status: Int32, line: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(password, to: "PW")
        // No browser on PATH: the options are judged first. qpdf is found through PATH, so
        // these run in a folder where it is (or is not) and say the same.
        let result = try ToolRunner.run(["render", "-", "-f", "pdf", "-o", folder.path("out.pdf")] + options.map { $0 == "PW" ? folder.path("PW") : $0 },
                                        stdin: RenderCommandTests.valid,
                                        environment: ["PATH": Self.qpdf.map { ($0 as NSString).deletingLastPathComponent } ?? "", "ACCOUNT_SUMMARY_BROWSER": ""])
        if options.contains("--pdf-password-file"), Self.qpdf == nil { return }
        #expect(result.status == status)
        #expect(result.stderr.split(separator: "\n").first.map(String.init)?.replacingOccurrences(of: folder.path("PW"), with: "PW") == line)
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.pdf")))
    }

    @Test("without qpdf a password is exit 69 saying what to install")
    func missingQPDF() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("secret\n", to: "PW")
        let result = try ToolRunner.run(["render", "-", "-f", "pdf", "-o", folder.path("out.pdf"), "--pdf-password-file", folder.path("PW")],
                                        stdin: RenderCommandTests.valid, environment: ["PATH": "/nonexistent", "ACCOUNT_SUMMARY_BROWSER": ""])
        #expect(result.status == 69)
        #expect(result.stderr.hasPrefix("error: --pdf-password-file needs qpdf on PATH"))
    }

    static func pageSize(_ pdf: String) throws -> String {
        let info = try BrowserTests.run(BrowserTests.pdfinfo!, [pdf])
        return info.split(separator: "\n").first { $0.hasPrefix("Page size:") }.map { String($0.dropFirst("Page size:".count)).trimmingCharacters(in: .whitespaces) } ?? ""
    }

    @Test("paper: Letter for en_US and es_MX, A4 for de_DE and fr_FR, --paper overrides (pdfinfo's reading)",
          .enabled(if: BrowserTests.available, BrowserTests.absence))
    func paper() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(RenderCommandTests.valid, to: "in.json")
        for (options, expected) in [([String](), "(letter)"), (["--locale", "de_DE"], "(A4)"), (["--locale", "fr_FR"], "(A4)"),
                                    (["--locale", "es_MX"], "(letter)"), (["--paper", "a4"], "(A4)"), (["--locale", "de_DE", "--paper", "letter"], "(letter)")] {
            let out = folder.path("out.pdf")
            let result = try ToolRunner.run(["render", folder.path("in.json"), "-f", "pdf", "-o", out] + options)
            #expect(result.status == 0, "\(options): \(result.stderr)")
            #expect(try Self.pageSize(out).hasSuffix(expected), "\(options)")
        }
    }

    @Test("a password encrypts with AES-256: qpdf reads R = 6 with the password, poppler refuses without it",
          .enabled(if: available, "needs Chromium, poppler-utils and qpdf"))
    func encrypted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(RenderCommandTests.valid, to: "in.json")
        try folder.write("open sesame é\n", to: "PW")
        let out = folder.path("out.pdf")
        let result = try ToolRunner.run(["render", folder.path("in.json"), "-f", "pdf", "-o", out, "--pdf-password-file", folder.path("PW")])
        #expect(result.status == 0, "\(result.stderr)")
        let encryption = try BrowserTests.run(Self.qpdf!, ["--show-encryption", "--password=open sesame é", out])
        #expect(encryption.contains("R = 6"), "\(encryption)")
        #expect(try BrowserTests.run(BrowserTests.pdftotext!, [out, "-"]).isEmpty)
        let text = try BrowserTests.run(BrowserTests.pdftotext!, ["-upw", "open sesame é", out, "-"])
        #expect(text.contains("Jonathan"))
        // Nothing of the password is left behind in the print folders.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
            .filter { $0.hasPrefix("account-summary-print-") }
        #expect(leftovers.allSatisfy { !FileManager.default.fileExists(atPath: NSTemporaryDirectory() + "/" + $0 + "/arguments") })
    }
}
