import AccountSummary
import AccountSummaryBankFiles
import Foundation
import Testing

/// The library's one way in, imported without `@testable` as an app imports it: the same
/// statement the command makes, JSON recognised too, and every refusal worded once.
@Suite("StatementSource: the one way in")
struct StatementSourceTests {
    @Test("an outside camt file reads into the statement the joiner makes of it", arguments: [
        "camt/genkgo-camt/camt052.v2.xml", "camt/genkgo-camt/camt052.v8.xml", "camt/genkgo-camt/camt053.v2.multi.statement.xml",
    ])
    func readsAsTheJoiner(fixture: String) throws {
        let bytes = BankFixture.bytes(fixture)
        let reading = try StatementSource.read([StatementSource.File(name: "day.xml", bytes: bytes)])
        let joined = try BankFixture.joined([(name: "day.xml", bytes: bytes)])
        #expect(reading.statement.accounts == joined.accounts)
        #expect(reading.statement.transactions == joined.transactions)
        #expect(!reading.statement.accounts.isEmpty)
    }

    @Test("a version-1 document is recognised and read as the JSON reader reads it")
    func document() throws {
        let text = #"{"customer": {"name": "A"}, "accounts": [{"id": "a", "type": "banking", "name": "A", "balance": "1.50"}]}"#
        let reading = try StatementSource.read([StatementSource.File(name: "a.json", bytes: Array(text.utf8))])
        #expect(reading.statement == (try StatementReader.read(Array(text.utf8))))
        #expect(reading.warnings.isEmpty)
    }

    @Test("refusals name the file: no kind, a document among bank files, a frame on a document, a bad document, no input")
    func refusals() throws {
        let camt = StatementSource.File(name: "day.xml", bytes: BankFixture.bytes("camt/genkgo-camt/camt052.v2.xml"))
        let document = StatementSource.File(name: "doc.json", bytes: Array(#"{"customer":{"name":"A"},"accounts":[]}"#.utf8))
        let broken = StatementSource.File(name: "bad.json", bytes: Array(#"{"customer":{"name":"A"},"accounts":[{}]}"#.utf8))
        var framed = StatementSource.Options()
        framed.frame = (name: "frame.json", frame: try StatementFrame(parsing: Array(#"{"customer":{"name":"A"}}"#.utf8)))
        let cases: [([StatementSource.File], StatementSource.Options, String)] = [
            ([StatementSource.File(name: "x.dat", bytes: Array("hello".utf8))], .init(),
             "x.dat: not a version-1 JSON document or a bank file this tool reads (camt.052/053/054, MT940/MT942, OFX, BAI2; a CSV export only with its profile)"),
            ([camt, document], .init(), "doc.json: a version-1 document is one whole statement and cannot be joined with other inputs"),
            ([document], framed, "doc.json: a frame is laid over bank files"),
            ([broken], .init(), "accounts[0].id: missing"),
            ([], .init(), "no input"),
        ]
        for (files, options, expected) in cases {
            do {
                _ = try StatementSource.read(files, options: options)
                Issue.record("read: \(expected)")
            } catch {
                #expect(error.lines.first?.hasPrefix(expected) == true, "\(error.lines)")
            }
        }
    }
}
