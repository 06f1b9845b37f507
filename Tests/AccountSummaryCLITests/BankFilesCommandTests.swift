import AccountSummaryTestSupport
import Foundation
import Testing

/// `render`, `convert` and `batch DIR` with bank files, end to end through the built binary.
@Suite("Bank files in: render, convert, batch DIR (end to end)")
struct BankFilesCommandTests {
    static let fixtures = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryBankFilesTests/Fixtures")

    static func fixture(_ path: String) -> String { fixtures.appendingPathComponent(path).path }

    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bank-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static var marchDays: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent("camt/subite-camt-to-coda").path)) ?? [])
            .filter { $0.hasPrefix("2024-03-") }.sorted().map { fixture("camt/subite-camt-to-coda/" + $0) }
    }

    @Test("convert writes the document render renders: rendering it gives the same bytes as rendering the files")
    func convertRoundTrip() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("march.json").path
        let converted = try ToolRunner.run(["convert"] + Self.marchDays + ["-o", document])
        #expect(converted.status == 0, "\(converted.stderr)")
        for format in ["text", "html", "csv"] {
            let direct = try ToolRunner.run(["render"] + Self.marchDays + ["-f", format])
            let viaJSON = try ToolRunner.run(["render", document, "-f", format])
            #expect(direct.status == 0 && viaJSON.status == 0, "\(direct.stderr) \(viaJSON.stderr)")
            #expect(direct.stdout == viaJSON.stdout, "\(format)")
        }
        // The canonical document reads back as itself.
        let again = try ToolRunner.run(["convert", document])
        #expect(again.stdout == (try String(contentsOfFile: document, encoding: .utf8)))
    }

    @Test("a month of daily camt.053 files is one statement; a missing day is a gap naming both statements")
    func month() throws {
        let result = try ToolRunner.run(["render"] + Self.marchDays + ["-f", "text", "--sections", "header,accounts"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Statement period: March 7") && result.stdout.contains("28, 2024"))
        #expect(result.stdout.contains("€21,081,222.58"))
        #expect(result.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("warning: ") })
        var days = Self.marchDays
        days.remove(at: 3)
        let gap = try ToolRunner.run(["render"] + days)
        #expect(gap.status == 65)
        #expect(gap.stderr.contains("does not continue the closing balance"))
        #expect(gap.stderr.contains("2024-03-11.xml: Stmt 1"))
    }

    @Test("hostile XML is exit 65 and nothing outside the file is read")
    func hostile() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let secret = folder.appendingPathComponent("secret.txt")
        try "TOP-SECRET-CONTENT".write(to: secret, atomically: true, encoding: .utf8)
        let documents = [
            "<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY x SYSTEM \"file://\(secret.path)\">]><Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.053.001.08\">&x;</Document>",
            "<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY a \"aaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;\">]><Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.053.001.08\">&b;</Document>",
            "<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.053.001.08\"><BkToCstmrStmt><Stmt><Acct>&x;</Acct></Stmt></BkToCstmrStmt></Document>",
            "<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.053.001.08\"><BkToCstmrStmt><Stmt><Acct><Id><IBAN>DE",
        ]
        for (index, text) in documents.enumerated() {
            let file = folder.appendingPathComponent("h\(index).xml")
            try text.write(to: file, atomically: true, encoding: .utf8)
            for command in ["render", "convert"] {
                let result = try ToolRunner.run([command, file.path])
                #expect(result.status == 65, "\(index) \(command): \(result.stderr)")
                #expect(result.stderr.hasPrefix("error: \(file.path):"), "\(result.stderr)")
                #expect(!result.stdout.contains("TOP-SECRET") && !result.stderr.contains("TOP-SECRET"))
            }
        }
    }

    @Test("content, not the name, says the kind; --input-format forces it; an unknown file is 65")
    func recognition() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let misnamed = folder.appendingPathComponent("statement.json")
        try FileManager.default.copyItem(atPath: Self.fixture("ofx/ofxtools/stmtrs.ofx"), toPath: misnamed.path)
        #expect(try ToolRunner.run(["convert", misnamed.path]).status == 0)
        let forced = try ToolRunner.run(["convert", misnamed.path, "--input-format", "mt940"])
        #expect(forced.status == 65)
        let unknown = folder.appendingPathComponent("notes.txt")
        try "hello".write(to: unknown, atomically: true, encoding: .utf8)
        let result = try ToolRunner.run(["render", unknown.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("say which with --input-format"))
        #expect(try ToolRunner.run(["render", misnamed.path, "--input-format", "xml"]).status == 64)
        #expect(try ToolRunner.run(["render", folder.appendingPathComponent("missing.xml").path]).status == 66)
    }

    @Test("a statement that does not reconcile names file and statement; --allow-unreconciled renders the notice")
    func unreconciled() throws {
        let file = Self.fixture("mt940/jejik-mt940/commerzbank.txt")
        let strict = try ToolRunner.run(["render", file])
        #expect(strict.status == 65)
        #expect(strict.stderr.contains("commerzbank.txt: message 1: account •••• 6789: not reconciled"))
        let lenient = try ToolRunner.run(["render", file, "--allow-unreconciled", "-f", "text"])
        #expect(lenient.status == 0)
        #expect(lenient.stdout.contains("Not reconciled"))
    }

    @Test("batch DIR: one statement per file named by it; a bad file in errors.ndjson, the rest produced")
    func batchFolder() throws {
        let input = try Self.scratch()
        let output = try Self.scratch()
        defer {
            try? FileManager.default.removeItem(at: input)
            try? FileManager.default.removeItem(at: output)
        }
        try FileManager.default.copyItem(atPath: Self.marchDays[0], toPath: input.appendingPathComponent("lt-1.xml").path)
        try FileManager.default.copyItem(atPath: Self.fixture("mt940/webschik-mt940-js/base-1.mta"), toPath: input.appendingPathComponent("de-2.sta").path)
        try FileManager.default.copyItem(atPath: Self.fixture("ofx/ofxtools/stmtrs.ofx"), toPath: input.appendingPathComponent("us-3.ofx").path)
        try "<Document".write(to: input.appendingPathComponent("bad-4.xml"), atomically: true, encoding: .utf8)
        let result = try ToolRunner.run(["batch", input.path, "--output-dir", output.path, "-f", "text,csv"])
        #expect(result.status == 65)
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(names == ["de-2.csv", "de-2.txt", "errors.ndjson", "ledger.ndjson", "lt-1.csv", "lt-1.txt", "us-3.csv", "us-3.txt"])
        let errors = try String(contentsOf: output.appendingPathComponent("errors.ndjson"), encoding: .utf8)
        #expect(errors.hasPrefix("{\"file\":\"bad-4.xml\""))
        // The same output whatever the jobs.
        let again = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: again) }
        _ = try ToolRunner.run(["batch", input.path, "--output-dir", again.path, "-f", "text,csv", "--jobs", "1"])
        // The ledger's lines follow completion, which the jobs change; what they say does not.
        #expect(try BatchCommandTests.comparable(output.path) == (try BatchCommandTests.comparable(again.path)))
    }

    /// A camt.053 of one day whose account owner is `owner`.
    static func camt(owner: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
        <GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-11-30T18:00:00+01:00</CreDtTm></GrpHdr>
        <Stmt><Id>S</Id><FrToDt><FrDtTm>2026-11-01T00:00:00+01:00</FrDtTm><ToDtTm>2026-11-30T23:59:59+01:00</ToDtTm></FrToDt>
        <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy><Ownr><Nm>\(owner)</Nm></Ownr></Acct>
        <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">100.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-01</Dt></Dt></Bal>
        <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">90.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-30</Dt></Dt></Bal>
        <Ntry><NtryRef>R</NtryRef><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-11-03</Dt></BookgDt><AddtlNtryInf>Coffee</AddtlNtryInf></Ntry>
        </Stmt></BkToCstmrStmt></Document>
        """
    }

    /// Issue 29, item 16: the contract's "One customer per statement": --customer states whose statement it is.
    @Test("--customer is the customer shown, over the owner a file names; one warning naming the file and the owner")
    func customerOverOwner() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("day.xml").path
        try Self.camt(owner: "Max Mustermann").write(toFile: file, atomically: true, encoding: .utf8)
        let named = try ToolRunner.run(["render", file, "-f", "text", "--sections", "header", "--customer", "Jürgen Weiß"])
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout.contains("Jürgen Weiß") && !named.stdout.contains("Mustermann"), "\(named.stdout)")
        #expect(named.stderr == "warning: --customer \"Jürgen Weiß\" is used; \(file) names the owner \"Max Mustermann\"\n")
        let converted = try ToolRunner.run(["convert", file, "--customer", "Jürgen Weiß"])
        #expect(converted.stdout.contains(#""customer": {"name": "Jürgen Weiß"}"#), "\(converted.stdout)")
        // The same name: nothing to say. No --customer: the owner the file names.
        let same = try ToolRunner.run(["render", file, "-f", "text", "--sections", "header", "--customer", "Max Mustermann"])
        #expect(same.status == 0 && same.stderr == "", "\(same.stderr)")
        let owner = try ToolRunner.run(["render", file, "-f", "text", "--sections", "header"])
        #expect(owner.stdout.contains("Max Mustermann") && owner.stderr == "", "\(owner.stderr)")
    }

    /// Issue 29, items 3 and 14 (a): an OFX amount finer than its currency's display digits was
    /// refused, named as the report's internal `accounts[0].balance`; it is now shown whole.
    @Test("an OFX amount with more decimals than its currency shows is shown whole, not refused", arguments: [
        ("<BALAMT>5250.00", "<BALAMT>12,505", "12.505"), ("<TRNAMT>150.00", "<TRNAMT>150.005", "150.005"),
    ])
    func ofxFineAmount(original: String, replacement: String, shown: String) throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("export.ofx").path
        try String(contentsOfFile: Self.fixture("ofx/asgrim-ofxparser/ofxdata.ofx"), encoding: .utf8)
            .replacingOccurrences(of: original, with: replacement).write(toFile: file, atomically: true, encoding: .utf8)
        for format in ["text", "csv"] {
            let result = try ToolRunner.run(["render", file, "-f", format, "--width", "200"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains(shown), "\(format)")
        }
    }

    /// Issue 29, item 14 (b): raw figures (`0 EUR`), and no word of the option that renders anyway.
    @Test("a bank statement that does not reconcile: exact figures with the currency's digits, and the way to render it anyway")
    func unreconciledFigures() throws {
        let file = Self.fixture("mt940/jejik-mt940/commerzbank.txt")
        let result = try ToolRunner.run(["render", file])
        #expect(result.status == 65)
        #expect(result.stderr == "error: \(file): message 1: account •••• 6789: not reconciled: opening balance 0.00 EUR, "
                + "booked entries -12.35 EUR, computed closing balance -12.35 EUR (opening + booked), stated closing balance 0.00 EUR, "
                + "difference 12.35 EUR (--allow-unreconciled renders anyway, with a notice)\n")
        let converted = try ToolRunner.run(["convert", file])
        #expect(converted.stderr.hasSuffix("difference 12.35 EUR (--allow-unreconciled renders anyway, with a notice)\n"))
    }

    /// Issue 29, item 14 (d): "bytes that are not valid UTF-8 (the declared encoding)" said
    /// nothing of what was found, and said it of UTF-16 too.
    @Test("a camt file in another encoding than it declares: the byte found and the encoding it looks like", arguments: [
        ("latin1", ":5:78: not valid UTF-8, the encoding the file declares (or XML's default): byte 0xE9; the file looks like "
            + #"Windows-1252 or Latin-1: declare it (<?xml version="1.0" encoding="windows-1252"?>) or save it as UTF-8"#),
        ("utf16-no-mark", ": NUL bytes between the characters: the file looks like UTF-16 without a byte order mark (save it with one, or as UTF-8)"),
        ("utf16-odd", ": not valid UTF-16, the encoding its byte order mark says: an odd number of bytes (the file is cut short, or is not UTF-16)"),
    ])
    func encodingFound(kind: String, message: String) throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("day.xml").path
        let text = Self.camt(owner: "José Müller")
        let bytes: Data = switch kind {
        case "latin1": text.data(using: .isoLatin1)!
        case "utf16-no-mark": ("\n" + text).data(using: .utf16LittleEndian)!
        default: Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)! + Data([0x00])
        }
        try bytes.write(to: URL(fileURLWithPath: file))
        let result = try ToolRunner.run(["render", file, "--input-format", "camt"])
        #expect(result.status == 65)
        #expect(result.stderr == "error: \(file)\(message)\n")
    }

    /// Issue 30, item 3: `render a.ofx b.qfx` (two banks, two owners, years apart) made one
    /// statement; the same file twice was "a gap". Real files from two projects.
    @Test("two banks' files are refused naming both unless --customer says whose; the same file twice is a duplicate")
    func oneCustomerPerStatement() throws {
        let (first, second) = (Self.fixture("ofx/ofxtools/stmtrs.ofx"), Self.fixture("ofx/ofxparse/checking.ofx"))
        let refused = try ToolRunner.run(["render", first, second, "-f", "text"])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("error: \(second): STMTRS 1: names the bank") && refused.stderr.contains(first), "\(refused.stderr)")
        #expect(refused.stdout.isEmpty)
        let stated = try ToolRunner.run(["render", first, second, "-f", "text", "--customer", "Jonathan", "--allow-unreconciled"])
        #expect(!stated.stderr.contains("names the bank"), "\(stated.stderr)")
        let twice = try ToolRunner.run(["render", first, first, "-f", "text"])
        #expect(twice.status == 65)
        #expect(twice.stderr.contains("the same statement as \(first): STMTRS 1") && twice.stderr.contains("a duplicate"), "\(twice.stderr)")
    }

    /// Issue 30, item 4: `batch DIR` over one folder per customer (a month of a bank's daily
    /// files each, as SFTP drops look) exited 0 writing nothing; `acme.sta` and `acme.ofx` wrote
    /// one `acme.*`. Every errors.ndjson line names its customer.
    @Test("batch DIR: a statement per sub-folder (its files joined) and per loose file; same-named customers and empty folders in errors.ndjson")
    func batchSubfolders() throws {
        let input = try Self.scratch()
        let output = try Self.scratch()
        defer {
            try? FileManager.default.removeItem(at: input)
            try? FileManager.default.removeItem(at: output)
        }
        let manager = FileManager.default
        try manager.createDirectory(at: input.appendingPathComponent("lt-customer"), withIntermediateDirectories: true)
        for day in Self.marchDays { try manager.copyItem(atPath: day, toPath: input.appendingPathComponent("lt-customer/" + URL(fileURLWithPath: day).lastPathComponent).path) }
        try manager.createDirectory(at: input.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try manager.copyItem(atPath: Self.fixture("mt940/webschik-mt940-js/base-1.mta"), toPath: input.appendingPathComponent("acme.sta").path)
        try manager.copyItem(atPath: Self.fixture("ofx/ofxtools/stmtrs.ofx"), toPath: input.appendingPathComponent("acme.ofx").path)
        try manager.copyItem(atPath: Self.fixture("ofx/ofxtools/stmtrs.ofx"), toPath: input.appendingPathComponent("us-3.ofx").path)
        let result = try ToolRunner.run(["batch", input.path, "--output-dir", output.path, "-f", "text"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("error: 3 of 5 customers failed"), "\(result.stderr)")
        let names = try manager.contentsOfDirectory(atPath: output.path).sorted()
        #expect(names == ["errors.ndjson", "ledger.ndjson", "lt-customer.txt", "us-3.txt"])
        // The folder's statement is the days joined: what render makes of the same files.
        let rendered = try ToolRunner.run(["render"] + Self.marchDays + ["-f", "text"])
        let written = try String(contentsOf: output.appendingPathComponent("lt-customer.txt"), encoding: .utf8)
        #expect(rendered.status == 0 && written == rendered.stdout)
        let errors = try String(contentsOf: output.appendingPathComponent("errors.ndjson"), encoding: .utf8).split(separator: "\n")
        #expect(errors.count == 3)
        #expect(errors.allSatisfy { $0.contains("\"customer\":") })
        #expect(errors[0].hasPrefix(#"{"file":"acme.ofx","customer":"acme""#) && errors[0].contains("acme.ofx and acme.sta are both customer"))
        #expect(errors[2].hasPrefix(#"{"file":"empty/","customer":"empty""#))
    }

    /// Issue 30, item 6: a back office could not give a bank file's statement its bank's name,
    /// address and legal lines or the customer's address without converting and editing JSON;
    /// a statement greeted "Good evening, •••• 6890".
    @Test("--frame lays bank, customer, locale and account names over a real MT940; a masked number is never greeted")
    func frame() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frame = folder.appendingPathComponent("frame.json").path
        try #"{"bank":{"name":"Sparkasse Musterstadt","address":["Marktplatz 1"],"contact":"0800 123 456","legal":["Sitz Musterstadt"]},"customer":{"name":"Max Mustermann","address":["Hauptstraße 5"]},"locale":"de_DE","accounts":[{"id":"87052000/123456789","name":"Girokonto"}]}"#
            .write(toFile: frame, atomically: true, encoding: .utf8)
        let file = Self.fixture("mt940/jejik-mt940/sparkasse.txt")
        let framed = try ToolRunner.run(["render", file, "-f", "text", "--frame", frame])
        #expect(framed.status == 0, "\(framed.stderr)")
        for line in ["Sparkasse Musterstadt", "Marktplatz 1", "Max Mustermann", "Hauptstraße 5", "Girokonto", "Konten", "0800 123 456", "Sitz Musterstadt"] {
            #expect(framed.stdout.contains(line), "\(line)")
        }
        let converted = try ToolRunner.run(["convert", file, "--frame", frame])
        #expect(converted.stdout.contains(#""name": "Girokonto""#) && converted.stdout.contains(#""locale": "de_DE""#), "\(converted.stdout.prefix(400))")
        // Refused: a frame on a version-1 document (64), one naming an account no file holds (65).
        let onDocument = try ToolRunner.run(["render", PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/framed.json").path, "--frame", frame])
        #expect(onDocument.status == 64 && onDocument.stderr.contains("--frame lays a frame over bank files"))
        let other = folder.appendingPathComponent("other.json").path
        try #"{"accounts":[{"id":"DE00","name":"X"}]}"#.write(toFile: other, atomically: true, encoding: .utf8)
        let wrong = try ToolRunner.run(["render", file, "--frame", other])
        #expect(wrong.status == 65 && wrong.stderr.contains("\(other): accounts[0]: names the account"), "\(wrong.stderr)")
        // A camt file naming no owner: no greeting to a masked number, before or after a frame.
        let camt = Self.fixture("camt/genkgo-camt/camt053.v2.five.decimals.xml")
        let unframed = try ToolRunner.run(["render", camt, "-f", "text", "--allow-unreconciled"])
        #expect(!unframed.stdout.contains("Good") && unframed.stdout.contains("•••• 6890"), "\(unframed.stdout.prefix(300))")
        let named = folder.appendingPathComponent("named.json").path
        try #"{"customer":{"name":"Jonathan"}}"#.write(toFile: named, atomically: true, encoding: .utf8)
        let greeted = try ToolRunner.run(["render", camt, "-f", "text", "--allow-unreconciled", "--frame", named])
        #expect(greeted.stdout.contains("Good evening, Jonathan"), "\(greeted.stdout.prefix(300))")
    }

    /// The contract: `--quiet` silences warnings; errors are never silenced.
    @Test("--quiet leaves out the warnings of a file's departures, never an error")
    func quiet() throws {
        let warned = try ToolRunner.run(["render"] + Self.marchDays + ["-f", "text"])
        #expect(warned.status == 0 && warned.stderr.contains("warning:"))
        let quiet = try ToolRunner.run(["render"] + Self.marchDays + ["-f", "text", "--quiet"])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty && quiet.stdout == warned.stdout, "\(quiet.stderr)")
        let failing = try ToolRunner.run(["render", Self.marchDays[0], Self.marchDays[0], "--quiet"])
        #expect(failing.status == 65 && failing.stderr.hasPrefix("error: ") && !failing.stderr.contains("warning:"), "\(failing.stderr)")
    }
}
