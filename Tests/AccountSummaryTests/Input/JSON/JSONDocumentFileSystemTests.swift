import AccountSummary
import Foundation
import Testing

@Suite("JSONDocument reads files")
struct JSONDocumentFileSystemTests {
    @Test("a file is read whole and parsed")
    func readsFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("json-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("statement.json")
        let transactions = (0..<20_000).map { #"{"id":"t-\#($0)","amount":"-\#($0).50"}"# }
        try Data(#"{"currency":"USD","transactions":[\#(transactions.joined(separator: ","))]}"#.utf8).write(to: file)

        let document = try JSONDocument(contentsOfFile: file.path)
        #expect(document.root["currency"]?.string == "USD")
        #expect(document.root["transactions"]?.count == 20_000)
        #expect(document.root["transactions"]?[19_999]?["amount"]?.string == "-19999.50")
    }

    @Test("a content error in a file is a JSON error with its place")
    func badContent() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("json-tests-\(UUID().uuidString).json")
        try Data("{\n  \"a\": 01\n}".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let error = try #require(JSONTestSupport.error { () throws(JSONError) in try JSONDocument(contentsOfFile: file.path) })
        #expect(error.description == #"line 2, column 8 (a): invalid number "01": leading zeros are not allowed"#)
    }

    @Test("a missing file or a directory cannot be read")
    func unreadable() throws {
        let missing = try #require(JSONTestSupport.error { () throws(JSONError) in
            try JSONDocument(contentsOfFile: "/nonexistent/statement.json")
        })
        #expect(missing == .unreadableFile("/nonexistent/statement.json", reason: "no such file or directory"))
        #expect(missing.description == #"cannot read "/nonexistent/statement.json": no such file or directory"#)
        #expect(missing.position == nil)
        #expect(missing.path == nil)

        let directory = FileManager.default.temporaryDirectory.path
        let error = try #require(JSONTestSupport.error { () throws(JSONError) in try JSONDocument(contentsOfFile: directory) })
        #expect(error == .unreadableFile(directory, reason: "is a directory"))
    }
}
