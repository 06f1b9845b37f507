import AccountSummary
import Foundation
import Testing

/// Loading templates from disk and resolving partials through a library.
@Suite("Template library")
struct TemplateLibraryTests {
    /// A fresh folder under the temporary directory, removed by the caller.
    private func makeFolder(_ files: [String: String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("template-library-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent(name)))
        }
        return folder
    }

    @Test("a folder's *.mustache files become partials named without the extension")
    func loadsFolder() throws {
        let folder = try makeFolder([
            "header.mustache": "<h1>{{title}}</h1>\n",
            "row.mustache": "<li>{{name}}</li>\n",
            "notes.txt": "not a template",
            ".hidden.mustache": "{{#broken",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = try TemplateLibrary(contentsOfDirectory: folder)
        #expect(library.names == ["header", "row"])
        #expect(library["row"]?.name == "row.mustache")

        let page = try Template("{{>header}}<ul>\n  {{#rows}}\n  {{>row}}\n  {{/rows}}\n</ul>\n")
        let output = try page.render(["title": "Accounts", "rows": [["name": "A"], ["name": "B"]]], partials: library)
        #expect(output == "<h1>Accounts</h1>\n<ul>\n  <li>A</li>\n  <li>B</li>\n</ul>\n")
    }

    @Test("a syntax error in a file names the file")
    func errorNamesFile() throws {
        let folder = try makeFolder(["bad.mustache": "ok\n  {{#rows}}\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let error = try #require(throws: TemplateError.self) { try TemplateLibrary(contentsOfDirectory: folder) }
        #expect(error.description == "bad.mustache:2:3: unclosed section \"rows\" (expected {{/rows}})")
    }

    @Test("unreadable files and folders and non-UTF-8 text are errors")
    func fileErrors() throws {
        let folder = try makeFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let missing = (folder as NSString).appendingPathComponent("missing.mustache")
        #expect(throws: TemplateError.unreadableFile(path: missing)) { try Template(contentsOfFile: missing) }
        #expect(throws: TemplateError.unreadableDirectory(path: missing)) {
            try TemplateLibrary(contentsOfDirectory: missing)
        }
        let latin1 = (folder as NSString).appendingPathComponent("latin1.mustache")
        try Data([0x63, 0x61, 0x66, 0xE9]).write(to: URL(fileURLWithPath: latin1))
        let error = try #require(throws: TemplateError.self) { try Template(contentsOfFile: latin1) }
        #expect(error == .invalidEncoding(path: latin1))
        #expect(error.description == "template file \"\(latin1)\" is not utf-8 text")
    }

    @Test("a library is a value: changing a copy leaves the original alone")
    func valueSemantics() throws {
        let original = try TemplateLibrary(parsing: ["a": "A"])
        var copy = original
        copy["b"] = try Template("B")
        #expect(original.names == ["a"])
        #expect(copy.names == ["a", "b"])
    }
}
