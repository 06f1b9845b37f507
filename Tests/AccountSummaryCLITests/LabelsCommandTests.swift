import AccountSummaryTestSupport
import Foundation
import Testing

@Suite("account-summary labels check (end to end)")
struct LabelsCommandTests {
    static let shipped = PackagePaths.root.appendingPathComponent("templates/report.xcstrings").path

    /// The shipped catalog as JSON objects, changed by `edit`, written to a scratch file.
    fileprivate static func catalog(in folder: TemporaryFolder, _ edit: (inout [String: Any]) -> Void) throws -> String {
        let data = try Data(contentsOf: URL(fileURLWithPath: shipped))
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        edit(&json)
        let path = folder.path("edited.xcstrings")
        try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys]).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Sets `strings[key].localizations[language]` to a plain string unit.
    static func set(_ json: inout [String: Any], _ key: String, _ language: String, state: String = "translated", value: String) {
        var strings = json["strings"] as! [String: Any]
        var entry = strings[key] as! [String: Any]
        var localizations = entry["localizations"] as! [String: Any]
        localizations[language] = ["stringUnit": ["state": state, "value": value]]
        entry["localizations"] = localizations
        strings[key] = entry
        json["strings"] = strings
    }

    @Test("the shipped catalog is clean")
    func shippedIsClean() throws {
        let result = try ToolRunner.run(["labels", "check", Self.shipped])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.hasSuffix("keys in 16 languages (en ar de es fr he hi it ja ko nl pl pt ru tr zh-Hans), no problems\n"))
    }

    @Test("a missing key, an untranslated phrase and a mismatched placeholder: exit 65, each named")
    func problems() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try Self.catalog(in: folder) { json in
            var strings = json["strings"] as! [String: Any]
            strings["section.totals"] = nil
            json["strings"] = strings
            Self.set(&json, "column.date", "ja", state: "needs_review", value: "日付")
            Self.set(&json, "paging.page", "de", value: "Seite %lld")
        }
        let result = try ToolRunner.run(["labels", "check", path])
        #expect(result.status == 65)
        #expect(result.stdout == "")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.hasPrefix("error: \(path): ") })
        #expect(lines.contains("error: \(path): en: \"section.totals\": missing"))
        #expect(lines.contains("error: \(path): zh-Hans: \"section.totals\": missing"))
        #expect(lines.contains("error: \(path): ja: \"column.date\": not translated (state \"needs_review\")"))
        #expect(lines.contains("error: \(path): de: \"paging.page\": placeholders %1$lld differ from the source's %1$lld %2$lld"))
        #expect(lines.last == "error: \(path): 18 problems in 16 of 16 languages")
    }

    @Test("a catalog that is not one: exit 65 naming the path")
    func notACatalog() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(#"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{}}}}}"#, to: "bad.xcstrings")
        let result = try ToolRunner.run(["labels", "check", folder.path("bad.xcstrings")])
        #expect(result.status == 65)
        #expect(result.stderr == "error: \(folder.path("bad.xcstrings")): strings.a.localizations.de: expected \"stringUnit\" or \"variations\"\n")
    }

    @Test("a missing file: exit 66")
    func missingFile() throws {
        let result = try ToolRunner.run(["labels", "check", "/no/such/catalog.xcstrings"])
        #expect(result.status == 66)
        #expect(result.stderr.hasPrefix("error: cannot open /no/such/catalog.xcstrings"))
    }

    @Test("usage errors: exit 64", arguments: [[], ["verify", "x"], ["check"], ["check", "a", "b"], ["check", "--frobnicate", "x"]])
    func usage(_ arguments: [String]) throws {
        let result = try ToolRunner.run(["labels"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: "))
    }

    @Test("--help")
    func help() throws {
        let result = try ToolRunner.run(["labels", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("usage: account-summary labels check FILE\n"))
        #expect(try ToolRunner.run(["--help"]).stdout.contains("labels       check a String Catalog"))
    }

    @Test("the binary copied alone knows the built-in keys")
    func copiedAlone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let binary = folder.url.appendingPathComponent("account-summary")
        try FileManager.default.copyItem(at: ToolRunner.binary, to: binary)
        try folder.write(#"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#, to: "empty.xcstrings")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["labels", "check", "empty.xcstrings"]
        process.currentDirectoryURL = folder.url
        let error = Pipe()
        process.standardError = error
        process.standardOutput = Pipe()
        try process.run()
        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 65)
        #expect(text.contains("error: empty.xcstrings: en: \"section.totals\": missing\n"))
    }
}
