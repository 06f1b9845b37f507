import AccountSummary
@testable import AccountSummaryBankFiles
import Testing

@Suite struct BankSourceTests {
    @Test(arguments: [
        (BankFileError.Place.file, "a.xml: bad"),
        (.position(line: 14, column: 9), "a.xml:14:9: bad"),
        (.path("Document/BkToCstmrStmt/Stmt[2]", line: 7), "a.xml:7: Document/BkToCstmrStmt/Stmt[2]: bad"),
        (.statement(BankSource(file: "a.xml", position: 2, noun: "Stmt")), "a.xml: Stmt 2: bad"),
    ])
    func errorNamesFileAndPlace(place: BankFileError.Place, expected: String) {
        #expect(BankFileError(file: "a.xml", place: place, message: "bad").description == expected)
    }
}
