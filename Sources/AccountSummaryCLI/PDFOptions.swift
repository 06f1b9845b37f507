import AccountSummary
import AccountSummaryScale
import Foundation

/// `render` and `batch`'s PDF options: the engine, the paper and a password, read once.
///
/// ```swift
/// let pdf = try PDFOptions(parsed)
/// pdf.paper                 // nil: the paper of each statement's locale
/// let protection = try pdf.protection()   // qpdf found and the password read, before any work
/// ```
struct PDFOptions {
    /// The options' one table, which both commands' parsers, usage lines and help read.
    static let options: [CommandOption] = [
        CommandOption("--pdf-engine", value: "auto|native|chromium", group: .output,
                      "what makes pdf: native, the project's own writer, lays out the built-in statement in "
                      + "milliseconds as PDF/A-2a and PDF/UA-1 (Latin, Greek, Cyrillic, Hebrew, Arabic and Devanagari, shaped by "
                      + "its own shaper; Chinese, Japanese, Korean in fonts-noto-cjk), and never falls back (65 naming a character "
                      + "no font has); chromium prints the HTML; auto (default) is native, and chromium for --template-dir and for "
                      + "a statement the native writer cannot set (a script no installed font shows), saying so on standard error "
                      + "for each such statement"),
        CommandOption("--paper", value: "a4|letter", group: .output,
                      "pdf paper (default: Letter where the locale's region uses it, US, CA, MX, PH and the other "
                      + "CLDR Letter regions; else A4)"),
        CommandOption("--layout", value: "standard|compact", group: .output,
                      "how pdf pages place each account's statement: standard (default) keeps one whole where it fits, "
                      + "starting a new page when it does not fit below; compact lets accounts follow each other, a table "
                      + "going on to the next page under \"Balance brought forward\" (native writer)"),
        CommandOption("--pdf-password-file", value: "FILE", group: .output,
                      "encrypt each pdf with AES-256 through qpdf, the password the first line of FILE (at most 127 "
                      + "bytes of UTF-8; never on a command line); an encrypted PDF is not PDF/A"),
        CommandOption("--attach-source", group: .output,
                      "carry the statement's source in each native pdf (the version-1 JSON as read, or each bank file), "
                      + "as a PDF/A-3a file with it attached (/AFRelationship /Source): pdfdetach gives back its bytes; "
                      + "not with --pdf-password-file (an encrypted file is not PDF/A), --pdf-engine chromium or --template-dir"),
    ]

    /// The engines `--pdf-engine` names.
    enum Engine: String, CaseIterable {
        case auto, native, chromium
    }

    var engine = Engine.auto
    /// `--paper`; nil for each statement's own.
    var paper: PaperSize?
    /// `--layout`: how pages place each account's statement.
    var layout = PrintLayout.standard
    /// `--pdf-password-file`.
    var passwordFile: String?
    /// `--attach-source`: each native PDF carries its statement's source (PDF/A-3a).
    var attachSource = false

    init(_ parsed: Arguments) throws(CLIError) {
        // The help text is made only for an error: a run that parses its options never formats it.
        var help: String { parsed.usage }
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
        if let name = parsed.value("--layout") {
            guard let layout = PrintLayout(rawValue: name) else {
                throw .usage(.unknownValue(of: "--layout", name, expected: PrintLayout.allCases.map(\.rawValue)), help: help)
            }
            self.layout = layout
        }
        passwordFile = parsed.value("--pdf-password-file")
        attachSource = parsed.has("--attach-source")
        if attachSource {
            if passwordFile != nil {
                throw .usage(.attachSourceWith("--pdf-password-file", reason: "an encrypted file is not PDF/A"), help: help)
            }
            if engine == .chromium {
                throw .usage(.attachSourceWith("--pdf-engine chromium", reason: "Chromium's PDF carries no attachment"), help: help)
            }
            if parsed.value("--template-dir") != nil {
                throw .usage(.attachSourceWith("--template-dir", reason: "the native writer lays out the built-in statement only"),
                             help: help)
            }
        }
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

    /// The most bytes of a password file read: its first line, never the whole file.
    static let readLimit = 4096
    /// The most UTF-8 bytes an AES-256 PDF password holds (PDF 2.0, 7.6.4.3.3: after SASLprep,
    /// truncated to 127 bytes; qpdf, poppler and MuPDF refuse a longer one when opening).
    static let maximumBytes = 127

    /// Reads and checks the password (the first line of `passwordFile`, its `\n` or `\r\n`
    /// dropped), then finds qpdf.
    ///
    /// - Throws: 65 for a password an AES-256 PDF cannot hold (empty, longer than 127 bytes of
    ///   UTF-8, a control character, one SASLprep would change or refuses, not UTF-8), or one
    ///   qpdf cannot be given (a leading `-`); 66 when the file cannot be opened; 69 without qpdf.
    init(passwordFile: String) throws(CLIError) {
        password = try PDFProtection.password(from: passwordFile)
        guard let qpdf = PDFProtection.locate("qpdf") else { throw .unavailable(PDFProblem.noQPDF.description) }
        self.qpdf = qpdf
    }

    /// The first line of `file` as a password, or why it cannot be one.
    static func password(from file: String) throws(CLIError) -> String {
        var (bytes, complete) = try Platform.readFirstLine(file, limit: readLimit)
        guard complete else { throw .data([PDFProblem.noLineEnd(file, readLimit).description]) }
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        guard let line = String(validating: bytes, as: UTF8.self) else { throw .data([PDFProblem.passwordNotUTF8(file).description]) }
        guard !line.isEmpty else { throw .data([PDFProblem.emptyPassword(file).description]) }
        // qpdf 11 reads a password that starts with "-" as an option.
        guard !line.hasPrefix("-") else { throw .data([PDFProblem.dashPassword(file).description]) }
        if let control = line.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw .data([PDFProblem.controlInPassword(file, control).description])
        }
        // SASLprep (RFC 4013) maps or prohibits these: a reader that applies it would derive another key.
        if let refused = line.unicodeScalars.first(where: isRefusedBySASLprep) {
            throw .data([PDFProblem.saslPrepRefuses(file, refused).description])
        }
        // SASLprep's normalisation is NFKC: qpdf encrypts with the bytes as given.
        guard line.precomposedStringWithCompatibilityMapping.unicodeScalars.elementsEqual(line.unicodeScalars) else {
            throw .data([PDFProblem.notNormalized(file).description])
        }
        guard line.utf8.count <= maximumBytes else { throw .data([PDFProblem.longPassword(file, line.utf8.count).description]) }
        return line
    }

    /// Format characters (joiners, bidi controls, tags), private use, unassigned code points and
    /// non-characters, and separators but U+0020: what SASLprep maps to nothing, maps to a
    /// space, or prohibits (RFC 3454 tables B.1, C.1.2, C.2 to C.9).
    private static func isRefusedBySASLprep(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .privateUse, .unassigned, .surrogate, .lineSeparator, .paragraphSeparator: true
        case .spaceSeparator: scalar != " "
        default: scalar.properties.isNoncharacterCodePoint || scalar.properties.isVariationSelector || scalar.value == 0x034F
        }
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
    /// `auto` prints a statement with the browser: the contract's warning line.
    case fellBack(statement: String, reason: String)
    /// Why `auto` hands a statement to the browser.
    case templatesNeedBrowser
    case fontsMissing(String)
    /// `--attach-source` for a statement the native writer cannot set.
    case sourceNeedsNative(String)
    case noQPDF
    case emptyPassword(String)
    case dashPassword(String)
    case controlInPassword(String, Unicode.Scalar)
    case noLineEnd(String, Int)
    case passwordNotUTF8(String)
    case saslPrepRefuses(String, Unicode.Scalar)
    case notNormalized(String)
    case longPassword(String, Int)
    case noFolder(String)
    case qpdfFailed(String)

    var description: String {
        switch self {
        case .nativeWithTemplates:
            "--pdf-engine native lays out the built-in statement, not --template-dir's HTML: use --pdf-engine chromium"
        case .native(let problem):
            "native PDF writer: \(problem) (--pdf-engine native never falls back; --pdf-engine auto prints such a statement with Chromium)"
        case .fellBack(let statement, let reason):
            "warning: \(statement): printed by Chromium (\(reason)); not PDF/A"
        case .templatesNeedBrowser:
            "--template-dir's HTML is printed by the browser"
        case .fontsMissing(let problem):
            "the native writer's fonts: \(problem)"
        case .sourceNeedsNative(let problem):
            "--attach-source needs the native writer, which cannot set this statement: \(problem)"
        case .noQPDF:
            "--pdf-password-file needs qpdf on PATH to encrypt (install it: apt-get install qpdf, brew install qpdf)"
        case .emptyPassword(let file):
            "\(file): no password on its first line"
        case .dashPassword(let file):
            "\(file): a password starting with \"-\" cannot be passed to qpdf; choose another"
        case .controlInPassword(let file, let scalar):
            "\(file): the password holds a control character (\(PDFProblem.codePoint(scalar))); choose another"
        case .noLineEnd(let file, let limit):
            "\(file): no line end in its first \(limit) bytes: a password is one line of at most "
                + "\(PDFProtection.maximumBytes) bytes of UTF-8"
        case .passwordNotUTF8(let file):
            "\(file): the password is not UTF-8 text (AES-256 PDF passwords are UTF-8); save the file as UTF-8"
        case .saslPrepRefuses(let file, let scalar):
            "\(file): the password holds \(PDFProblem.codePoint(scalar)), which PDF readers drop or refuse in "
                + "a password (SASLprep, PDF 2.0); choose another"
        case .notNormalized(let file):
            "\(file): the password changes under Unicode NFKC normalisation, which PDF readers apply "
                + "(SASLprep, PDF 2.0), so they would not open the file with it; write it in composed form or choose another"
        case .longPassword(let file, let count):
            "\(file): the password is \(count) bytes of UTF-8; an AES-256 PDF password holds at most "
                + "\(PDFProtection.maximumBytes) (PDF 2.0); choose a shorter one"
        case .noFolder(let reason):
            "cannot make a private folder to encrypt the PDF in: \(reason)"
        case .qpdfFailed(let reason):
            "qpdf could not encrypt the PDF: \(reason)"
        }
    }

    /// `U+0009`, as messages name a character.
    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
