import AccountSummary
import AccountSummaryScale
import Foundation

/// `render` and `batch`'s PDF options: the engine, the paper and a password, read once.
///
/// ```swift
/// let pdf = try PDFOptions(parsed, help: RenderCommand.usage)
/// pdf.paper                 // nil: the paper of each statement's locale
/// let protection = try pdf.protection()   // qpdf found and the password read, before any work
/// ```
struct PDFOptions {
    /// The options' one table, which both commands' parsers, usage lines and help read.
    static let options: [CommandOption] = [
        CommandOption("--pdf-engine", value: "auto|native|chromium", group: .output,
                      "what makes pdf: native, the project's own writer, lays out the built-in statement in "
                      + "milliseconds (Latin, Greek, Cyrillic, Hebrew; Chinese, Japanese, Korean with fonts-droid-fallback and fonts-nanum); chromium prints "
                      + "the HTML; auto (default) is native wherever it can, chromium for --template-dir and other scripts (Arabic, Devanagari)"),
        CommandOption("--paper", value: "a4|letter", group: .output,
                      "pdf paper (default: Letter where the locale's region uses it, US, CA, MX, PH and the other "
                      + "CLDR Letter regions; else A4)"),
        CommandOption("--pdf-password-file", value: "FILE", group: .output,
                      "encrypt each pdf with AES-256 through qpdf, the password the first line of FILE (never on a "
                      + "command line); an encrypted PDF is not PDF/A"),
    ]

    /// The engines `--pdf-engine` names.
    enum Engine: String, CaseIterable {
        case auto, native, chromium
    }

    var engine = Engine.auto
    /// `--paper`; nil for each statement's own.
    var paper: PaperSize?
    /// `--pdf-password-file`.
    var passwordFile: String?

    init(_ parsed: Arguments, help: String) throws(CLIError) {
        if let name = parsed.value("--pdf-engine") {
            guard let engine = Engine(rawValue: name) else {
                throw .usage(.unknownValue(of: "--pdf-engine", name, expected: Engine.allCases.map(\.rawValue)), help: help)
            }
            self.engine = engine
        }
        if let name = parsed.value("--paper") {
            guard let paper = PaperSize(rawValue: name) else {
                throw .usage(.unknownValue(of: "--paper", name, expected: PaperSize.allCases.map(\.rawValue)), help: help)
            }
            self.paper = paper
        }
        passwordFile = parsed.value("--pdf-password-file")
    }

    /// Checks, before any work, that this build can make PDFs as asked, and reads the
    /// password: nil without `--pdf-password-file`.
    ///
    /// - Throws: 69 for a missing `qpdf`; 66 for a password file that cannot be read; 65 for
    ///   one without a usable password.
    func protection() throws(CLIError) -> PDFProtection? {
        guard let passwordFile else { return nil }
        return try PDFProtection(passwordFile: passwordFile)
    }
}

/// Encrypts PDFs with AES-256 (qpdf's `--encrypt … 256`), the same password to open and to
/// change them.
///
/// The password goes to `qpdf` in an argument file (`qpdf @FILE`, mode 0600, in a private
/// folder removed at once and on a terminating signal), never on its command line, where any
/// user could read it in the process list.
///
/// ```swift
/// let protection = try PDFProtection(passwordFile: "secret.txt")
/// let locked = try protection.encrypt(pdf)   // "%PDF-1.7…", opens with the password only
/// ```
struct PDFProtection: Sendable {
    let qpdf: String
    let password: String

    init(passwordFile: String) throws(CLIError) {
        guard let qpdf = PDFProtection.locate("qpdf") else { throw .unavailable(PDFProblem.noQPDF.description) }
        self.qpdf = qpdf
        let text = try Platform.readText(passwordFile)
        var line = Substring(text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        if line.hasSuffix("\r") { line.removeLast() }
        guard !line.isEmpty else { throw .data([PDFProblem.emptyPassword(passwordFile).description]) }
        // qpdf 11 reads a password that starts with "-" as an option.
        guard !line.hasPrefix("-") else { throw .data([PDFProblem.dashPassword(passwordFile).description]) }
        guard !line.contains(where: { $0.asciiValue.map { $0 < 0x20 } ?? false }) else {
            throw .data([PDFProblem.controlInPassword(passwordFile).description])
        }
        password = String(line)
    }

    /// The PDF encrypted.
    ///
    /// - Throws: 73 when no private folder can be made, 69 when qpdf fails.
    func encrypt(_ pdf: [UInt8]) throws(CLIError) -> [UInt8] {
        guard let folder = Browser.makePrivateFolder() else { throw .cannotCreate(PDFProblem.noFolder(Platform.lastError).description) }
        defer {
            try? FileManager.default.removeItem(atPath: folder)
            Platform.cleanup.unregister(path: folder)
        }
        let input = folder + "/in.pdf"
        let output = folder + "/out.pdf"
        let arguments = folder + "/arguments"
        let lines = ["--encrypt", password, password, "256", "--", input, output]
        guard FileManager.default.createFile(atPath: input, contents: Data(pdf), attributes: [.posixPermissions: 0o600]),
              FileManager.default.createFile(atPath: arguments, contents: Data((lines.joined(separator: "\n") + "\n").utf8),
                                             attributes: [.posixPermissions: 0o600]) else {
            throw .cannotCreate(PDFProblem.noFolder(Platform.lastError).description)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: qpdf)
        process.arguments = ["@" + arguments]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { throw .unavailable(PDFProblem.qpdfFailed(error.localizedDescription).description) }
        Platform.cleanup.register(child: process.processIdentifier)
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        Platform.cleanup.unregister(child: process.processIdentifier)
        // 0: done; 3: done with warnings (the file is written).
        guard [0, 3].contains(process.terminationStatus), let encrypted = FileManager.default.contents(atPath: output) else {
            let reason = String(decoding: said, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "exit \(process.terminationStatus)"
            throw .unavailable(PDFProblem.qpdfFailed(reason).description)
        }
        return Array(encrypted)
    }

    /// An executable of this name on `PATH`.
    static func locate(_ name: String) -> String? {
        for folder in (Platform.environment("PATH") ?? "").split(separator: ":", omittingEmptySubsequences: true) {
            let path = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}

/// What the PDF options say when they cannot be met: the one place of their wording.
enum PDFProblem: CustomStringConvertible {
    case nativeWithTemplates
    case native(String)
    case noQPDF
    case emptyPassword(String)
    case dashPassword(String)
    case controlInPassword(String)
    case noFolder(String)
    case qpdfFailed(String)

    var description: String {
        switch self {
        case .nativeWithTemplates:
            "--pdf-engine native lays out the built-in statement, not --template-dir's HTML: use --pdf-engine chromium"
        case .native(let problem):
            "native PDF writer: \(problem): use --pdf-engine chromium, which prints with headless Chromium"
        case .noQPDF:
            "--pdf-password-file needs qpdf on PATH to encrypt (install it: apt-get install qpdf, brew install qpdf)"
        case .emptyPassword(let file):
            "\(file): no password on its first line"
        case .dashPassword(let file):
            "\(file): a password starting with \"-\" cannot be passed to qpdf; choose another"
        case .controlInPassword(let file):
            "\(file): the password holds a control character (a tab, say); choose another"
        case .noFolder(let reason):
            "cannot make a private folder to encrypt the PDF in: \(reason)"
        case .qpdfFailed(let reason):
            "qpdf could not encrypt the PDF: \(reason)"
        }
    }
}
