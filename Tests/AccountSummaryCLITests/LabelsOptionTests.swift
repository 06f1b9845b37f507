import AccountSummaryTestSupport
import Foundation
import Testing

/// `render --labels FILE` and `batch --labels FILE`, end to end.
@Suite("--labels FILE (end to end)")
struct LabelsOptionTests {
    static let fixture = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/framed.json").path

    /// A catalog rewording two German phrases and nothing else.
    static let partial = #"""
        {"sourceLanguage":"en","version":"1.0","strings":{
          "section.totals":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Gesamtübersicht"}}}},
          "section.accounts":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Ihre Konten"}}}}}}
        """#

    /// Issue 29, item 15: an overlay names only what it changes.
    @Test("a partial catalog rewords its phrases, the rest built in, without a warning about the keys it leaves out")
    func partialCatalog() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.partial, to: "mine.xcstrings")
        let path = folder.path("mine.xcstrings")
        let result = try ToolRunner.run(["render", Self.fixture, "--locale", "de_DE", "--format", "text", "--labels", path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\nGesamtübersicht\n") && result.stdout.contains("\nIhre Konten\n"))
        #expect(result.stdout.contains("Guten Morgen, Jonathan"), "the rest from the built-in German")
        #expect(result.stderr == "")
    }

    @Test("a language the built-in catalog does not ship: one warning names the keys left in English")
    func newLanguage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.partial.replacingOccurrences(of: #""de":"#, with: #""sv":"#), to: "mine.xcstrings")
        let path = folder.path("mine.xcstrings")
        let result = try ToolRunner.run(["render", Self.fixture, "--locale", "sv_SE", "--format", "text", "--labels", path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        let warning = try #require(lines.first)
        #expect(warning.hasPrefix("warning: \(path): no \"sv\" phrase for "))
        #expect(warning.contains("section.pending") && !warning.contains("section.totals"))
    }

    /// Issue 29, item 15: a key the catalog does not know was ignored silently.
    @Test("an unknown key is an error (65) naming it and the key meant: the key of that English phrase, or the nearest", arguments: [
        ("Net position", #"strings["Net position"]: unknown key: this is the English phrase of "totals.net"; a catalog names phrases by key (use "totals.net")"#),
        ("section.total", #"strings["section.total"]: unknown key (the nearest known key is "section.totals")"#),
    ])
    func unknownKey(key: String, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(#"{"sourceLanguage":"en","version":"1.0","strings":{"\#(key)":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Net"}}}}}}"#,
                         to: "mine.xcstrings")
        let path = folder.path("mine.xcstrings")
        for command in [["render", Self.fixture, "--format", "text"], ["batch", folder.path("none.ndjson"), "--output-dir", folder.path("out")],
                        ["labels", "check"]] {
            let result = try ToolRunner.run(command + (command[0] == "labels" ? [path] : ["--labels", path]))
            #expect(result.status == 65, "\(command[0]): \(result.stderr)")
            #expect(result.stderr.hasPrefix("error: \(path): \(message)\n"), "\(command[0]): \(result.stderr)")
        }
    }

    @Test("a catalog with every phrase of the language: no warning")
    func completeCatalog() throws {
        let shipped = PackagePaths.root.appendingPathComponent("templates/report.xcstrings").path
        let result = try ToolRunner.run(["render", Self.fixture, "--locale", "fr_FR", "--format", "html", "--labels", shipped])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains(#"<html lang="fr" dir="ltr">"#))
    }

    @Test("batch: the same catalog, one warning for the run (a language the built-in catalog does not ship)")
    func batch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.partial.replacingOccurrences(of: #""de":"#, with: #""sv":"#), to: "mine.xcstrings")
        let document = try String(contentsOfFile: Self.fixture, encoding: .utf8).replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: #""locale": "en_US""#, with: #""locale": "sv_SE""#)
        let second = document.replacingOccurrences(of: #""id": "c-1""#, with: #""id": "c-2""#)
        try folder.write(document + "\n" + second + "\n", to: "in.ndjson")
        let result = try ToolRunner.run(["batch", folder.path("in.ndjson"), "--output-dir", folder.path("out"),
                                         "--format", "text,csv", "--jobs", "2", "--labels", folder.path("mine.xcstrings")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: ") }.count == 1)
        for id in ["c-1", "c-2"] {
            let text = try String(contentsOfFile: folder.path("out/\(id).txt"), encoding: .utf8)
            #expect(text.contains("\nGesamtübersicht\n"))
        }
    }

    @Test("an unreadable or invalid catalog is an error naming the file", arguments: [
        ("missing.xcstrings", nil, Int32(66), "missing.xcstrings"),
        ("bad.xcstrings", "{ not json", 65, "bad.xcstrings: not a string catalog: "),
        ("shape.xcstrings", #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"stringUnit":{"value":3}}}}}}"#, 65,
         #"shape.xcstrings: strings.a.localizations.de.stringUnit.value: expected a string"#),
    ] as [(String, String?, Int32, String)])
    func badCatalog(_ name: String, _ content: String?, _ status: Int32, _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        if let content { try folder.write(content, to: name) }
        for command in [["render", Self.fixture], ["batch", folder.path("none.ndjson"), "--output-dir", folder.path("out")]] {
            let result = try ToolRunner.run(command + ["--labels", folder.path(name)])
            #expect(result.status == status, "\(command[0]): \(result.stderr)")
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains(message), "\(command[0]): \(result.stderr)")
        }
    }
}

/// Issue 18, item 4: a user's phrases are input like any other string.
@Suite("--labels phrases never carry escape sequences (end to end)")
struct LabelsEscapeTests {
    /// German phrases with a terminal title sequence, a screen clear, a C1 control and a bidi override.
    static let hostile = #"""
        {"sourceLanguage":"en","version":"1.0","strings":{
          "section.totals":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Summe\u001b]0;owned\u0007"}}}},
          "section.accounts":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"\u001b[2JKonten\u009b"}}}},
          "section.pending":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"\u202eOffen"}}}}}}
        """#

    @Test("text, ANSI and HTML show U+FFFD where the phrases had controls", arguments: ["text", "ansi", "html"])
    func neutralised(format: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.hostile, to: "hostile.xcstrings")
        let result = try ToolRunner.run(["render", LabelsOptionTests.fixture, "--locale", "de_DE", "--format", format,
                                         "--labels", folder.path("hostile.xcstrings")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Summe\u{FFFD}]0;owned\u{FFFD}"))
        #expect(!result.stdout.unicodeScalars.contains { [0x07, 0x9B, 0x202E].contains($0.value) })
        if format != "ansi" { #expect(!result.stdout.contains("\u{1B}")) }
        // ANSI writes its own SGR codes only: no ESC ] or ESC [2J from the phrases.
        #expect(!result.stdout.contains("\u{1B}]") && !result.stdout.contains("\u{1B}[2J"))
    }

    @Test("labels check names each such phrase, exit 65")
    func checked() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.hostile, to: "hostile.xcstrings")
        let result = try ToolRunner.run(["labels", "check", folder.path("hostile.xcstrings")])
        #expect(result.status == 65)
        for key in ["section.totals", "section.accounts", "section.pending"] {
            #expect(result.stdout.contains("de: \"\(key)\": holds control or bidi-control characters")
                    || result.stderr.contains("de: \"\(key)\": holds control or bidi-control characters"), "\(key)")
        }
    }
}
