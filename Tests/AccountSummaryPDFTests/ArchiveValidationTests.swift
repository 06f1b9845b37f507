import AccountSummary
import AccountSummaryTestSupport
@testable import AccountSummaryPDF
import Foundation
import Testing

/// Every shipped language's statement, as the native writer prints it, judged by an
/// independent validator: PyPI's `page-validation` (module `page`, in `.build/venv`), its
/// PDF/A-2a profile (`2a`: PDF/A-2 level A, tagged and Unicode, which is what the file
/// declares) and its PDF/UA-1 profile (`ua1`); a statement carrying its source by its PDF/A-3a
/// profile (`3a`). Skipped with one line without it; required with `CI` set.
@Suite("Native PDF: PDF/A-2a, PDF/A-3a and PDF/UA-1 by page-validation")
struct ArchiveValidationTests {
    static let python = ExternalTool.python(importing: "page")
    static let fonts = try? StatementPDF.Fonts.installed()
    static var available: Bool { python != nil && fonts != nil }
    static let absence: Comment = "needs page-validation in .build/venv (.ci/run installs it) and the Noto fonts"

    @Test("page-validation is there in CI")
    func presentInCI() {
        if ProcessInfo.processInfo.environment["CI"] != nil { #expect(Self.available, ".ci/run installs page-validation into .build/venv") }
    }

    /// The sixteen shipped languages, by a locale of each: Arabic and Hindi are printed by
    /// Chromium until the writer shapes them (their statements are refused here with the
    /// script named, and validated as soon as they print).
    static let locales = ["en_US", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "nl_NL", "ru_RU", "pl_PL", "tr_TR",
                          "ar_EG", "he_IL", "hi_IN", "ja_JP", "zh_CN", "ko_KR"]

    /// What page-validation says of each file under each profile: `file profile verdict rule…`, one line each.
    static func verdicts(_ files: [String], profiles: [String]) throws -> [String: [String: [String]]] {
        let script = """
        import sys, page
        profiles = sys.argv[1].split(",")
        for path in sys.argv[2:]:
            data = open(path, "rb").read()
            for profile in profiles:
                report = page.validate_pdf_bytes(data, profile=page.ValidationProfile(profile))
                rules = sorted(set(f.rule_id + ": " + f.message for f in report.failures))
                print("\\t".join([path, profile, "yes" if report.is_compliant else "no"] + rules))
        """
        let verdict = try python!.run(["-c", script, profiles.joined(separator: ",")] + files)
        #expect(verdict.status == 0, "\(verdict.stderr)")
        var result: [String: [String: [String]]] = [:]
        for line in verdict.stdout.split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count >= 3 else { continue }
            result[fields[0], default: [:]][fields[1]] = fields[2] == "yes" ? [] : Array(fields.dropFirst(3)) + ["not compliant"]
        }
        return result
    }

    /// The demo's sample and the framed fixture (a bank's name, address, period, three
    /// accounts with charts) in `locale`.
    static func statements(_ locale: String) throws -> [(name: String, report: StatementReport)] {
        var options = ReportOptions()
        options.locale = locale
        let framed = try StatementReader.read([UInt8](Data(contentsOf: PackagePaths.root
            .appendingPathComponent("Tests/AccountSummaryTests/Fixtures/framed.json"))))
        return [("sample-\(locale)", try StatementReport(Statement.sample, options: options)),
                ("framed-\(locale)", try StatementReport(framed, options: options))]
    }

    @Test("every shipped language, Arabic and Hindi shaped, passes PDF/A-2a and PDF/UA-1",
          .enabled(if: available, absence))
    func everyLanguage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var files: [String] = []
        for locale in Self.locales {
            for (name, report) in try Self.statements(locale) {
                let pdf = try StatementPDF.bytes(report, paper: PaperSize(locale: report.locale), fonts: Self.fonts!)
                let path = folder.path(name + ".pdf")
                try Data(pdf).write(to: URL(fileURLWithPath: path))
                files.append(path)
            }
        }
        #expect(files.count == 2 * Self.locales.count, "every language, two statements each")
        let verdicts = try Self.verdicts(files, profiles: ["2a", "ua1"])
        for file in files {
            for profile in ["2a", "ua1"] {
                let failures = verdicts[file]?[profile]
                #expect(failures == [], "\((file as NSString).lastPathComponent) \(profile): \(failures ?? ["no verdict"])")
            }
        }
    }

    @Test("a statement carrying its source passes PDF/A-3a and PDF/UA-1; one to be encrypted claims no PDF/A",
          .enabled(if: available, absence))
    func attachedAndEncrypted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (_, report) = try Self.statements("ja_JP")[1]
        let source = PDFDocumentWriter.Attachment(name: "framed.json", bytes: Array("{\"version\": 1}".utf8), mimeType: "application/json",
                                                  modified: report.asOf, description: "the statement's source")
        let attached = folder.path("attached.pdf"), plain = folder.path("plain.pdf")
        try Data(try StatementPDF.bytes(report, paper: .a4, fonts: Self.fonts!, attachments: [source])).write(to: URL(fileURLWithPath: attached))
        try Data(try StatementPDF.bytes(report, paper: .a4, fonts: Self.fonts!, archival: false)).write(to: URL(fileURLWithPath: plain))
        let verdicts = try Self.verdicts([attached, plain], profiles: ["3a", "ua1", "2b"])
        #expect(verdicts[attached]?["3a"] == [], "\(verdicts[attached]?["3a"] ?? [])")
        #expect(verdicts[attached]?["ua1"] == [], "\(verdicts[attached]?["ua1"] ?? [])")
        // A file to be encrypted is still PDF/UA, but no PDF/A: the validator finds no identification.
        #expect(verdicts[plain]?["ua1"] == [], "\(verdicts[plain]?["ua1"] ?? [])")
        #expect(verdicts[plain]?["2b"]?.contains { $0.contains("ID") } == true, "\(verdicts[plain]?["2b"] ?? [])")
    }
}
