import AccountSummary
import AccountSummaryBankFiles
import Foundation
import Testing

/// The module's public entry point, imported without `@testable` as an app imports it.
@Suite("BankFiles: the public reader an app uses")
struct BankFilesTests {
    @Test("an outside camt file reads into the statement the command makes of it", arguments: [
        "camt/genkgo-camt/camt052.v2.xml", "camt/genkgo-camt/camt052.v8.xml", "camt/genkgo-camt/camt053.v2.multi.statement.xml",
    ])
    func readsAsTheCommand(fixture: String) throws {
        let bytes = BankFixture.bytes(fixture)
        let reading = try BankFiles.read([(name: "day.xml", bytes: bytes)])
        let joined = try BankFixture.joined([(name: "day.xml", bytes: bytes)])
        #expect(reading.statement.accounts == joined.accounts)
        #expect(reading.statement.transactions == joined.transactions)
        #expect(!reading.statement.accounts.isEmpty)
    }

    @Test("a file of no known kind, and a JSON document, are refused naming the file")
    func refusals() {
        for bytes in [Array("hello".utf8), Array(#"{"customer":{"name":"A"},"accounts":[]}"#.utf8)] {
            #expect {
                try BankFiles.read([(name: "x.dat", bytes: bytes)])
            } throws: { error in
                (error as? BankFileError)?.description == "x.dat: not a camt.053/camt.052/camt.054, MT940/MT942 or OFX file"
            }
        }
    }
}
