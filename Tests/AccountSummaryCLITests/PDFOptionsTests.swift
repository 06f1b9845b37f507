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
        (["--layout", "tight"], "", 64, #"error: unknown --layout "tight" (expected standard or compact)"#),
        (["--pdf-engine", "native", "--template-dir", "."], "", 69,
         "error: --pdf-engine native lays out the built-in statement, not --template-dir's HTML: use --pdf-engine chromium"),
        (["--pdf-password-file", "PW"], "\n", 65, "error: PW: no password on its first line"),
        (["--pdf-password-file", "PW"], "-secret\n", 65, #"error: PW: a password starting with "-" cannot be passed to qpdf; choose another"#),
        (["--pdf-password-file", "PW"], "a\tb\n", 65, "error: PW: the password holds a control character (U+0009); choose another"),
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
        // The password is judged before qpdf is looked for: the same answer with or without it.
        #expect(result.status == status)
        #expect(result.stderr.split(separator: "\n").first.map(String.init)?.replacingOccurrences(of: folder.path("PW"), with: "PW") == line)
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.pdf")))
    }

    /// A stand-in for qpdf that copies the PDF and keeps the password it was given, so the
    /// password's reading is checked where qpdf is not installed too.
    static func fakeQPDF(in folder: TemporaryFolder) throws -> String {
        try FileManager.default.createDirectory(atPath: folder.path("bin"), withIntermediateDirectories: true)
        try folder.write("""
            #!/bin/sh
            PATH=/usr/bin:/bin
            arguments="${1#@}"
            sed -n 2p "$arguments" | tr -d '\\n' > "$(dirname "$0")/password-seen"
            cp "$(sed -n 6p "$arguments")" "$(sed -n 7p "$arguments")"

            """, to: "bin/qpdf")
        let path = folder.path("bin/qpdf")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return folder.path("bin")
    }

    @Test("issue 29, item 5: the password is one line, its \\n or \\r\\n dropped, at most 127 bytes of UTF-8 that SASLprep leaves alone", arguments: [
        ("secret\r\n", 0, "secret"),
        ("secret\nsecond line\n", 0, "secret"),
        ("no line end", 0, "no line end"),
        (String(repeating: "a", count: 127) + "\n", 0, String(repeating: "a", count: 127)),
        (String(repeating: "é", count: 63) + "a\n", 0, String(repeating: "é", count: 63) + "a"),
        (String(repeating: "a", count: 128) + "\n", 65,
         "error: PW: the password is 128 bytes of UTF-8; an AES-256 PDF password holds at most 127 (PDF 2.0); choose a shorter one"),
        (String(repeating: "é", count: 64) + "\r\n", 65,
         "error: PW: the password is 128 bytes of UTF-8; an AES-256 PDF password holds at most 127 (PDF 2.0); choose a shorter one"),
        (String(repeating: "x", count: 5000) + "\n", 65,
         "error: PW: no line end in its first 4096 bytes: a password is one line of at most 127 bytes of UTF-8"),
        ("\r\n", 65, "error: PW: no password on its first line"),
        ("a\rb\n", 65, "error: PW: the password holds a control character (U+000D); choose another"),
        ("open\u{200B}sesame\n", 65,
         "error: PW: the password holds U+200B, which PDF readers drop or refuse in a password (SASLprep, PDF 2.0); choose another"),
        ("se\u{301}same\n", 65,
         "error: PW: the password changes under Unicode NFKC normalisation, which PDF readers apply (SASLprep, PDF 2.0), "
            + "so they would not open the file with it; write it in composed form or choose another"),
    ] as [(String, Int32, String)])
    func passwordLine(content: String, status: Int32, expected: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(content, to: "PW")
        let bin = try Self.fakeQPDF(in: folder)
        let result = try ToolRunner.run(["render", "-", "-f", "pdf", "--pdf-engine", "native", "-o", folder.path("out.pdf"),
                                         "--pdf-password-file", folder.path("PW")],
                                        stdin: RenderCommandTests.valid, environment: ["PATH": bin, "ACCOUNT_SUMMARY_BROWSER": ""])
        if status == 0, !TrueTypeFontsInstalled.noto { return }
        #expect(result.status == status, "\(result.stderr)")
        if status == 0 {
            #expect(try String(contentsOfFile: folder.path("bin/password-seen"), encoding: .utf8) == expected)
            #expect(FileManager.default.fileExists(atPath: folder.path("out.pdf")))
        } else {
            #expect(result.stderr.replacingOccurrences(of: folder.path("PW"), with: "PW") == expected + "\n")
            #expect(!FileManager.default.fileExists(atPath: folder.path("out.pdf")))
        }
    }

    @Test("issue 29, item 5: --pdf-password-file /dev/zero is refused at once, reading 4 KiB, not 2 GB")
    func endlessPasswordFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let start = Date()
        let result = try ToolRunner.run(["render", "-", "-f", "pdf", "-o", folder.path("out.pdf"), "--pdf-password-file", "/dev/zero"],
                                        stdin: RenderCommandTests.valid, environment: ["PATH": try Self.fakeQPDF(in: folder)])
        #expect(result.status == 65)
        #expect(result.stderr == "error: /dev/zero: no line end in its first 4096 bytes: a password is one line of at most 127 bytes of UTF-8\n")
        #expect(Date().timeIntervalSince(start) < 10)
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
