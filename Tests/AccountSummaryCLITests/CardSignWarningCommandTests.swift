import AccountSummaryTestSupport
import Foundation
import Testing

/// The report's warnings reach the user as `warning:` lines on standard error, the statement
/// still rendered (exit 0), standard output untouched by them.
@Suite("render prints the report's warnings (end to end)")
struct CardSignWarningCommandTests {
    /// A card stating what is owed as a negative balance, after two purchases.
    static let document = """
        {"customer": {"name": "Jonathan"}, "currency": "USD",
         "accounts": [{"id": "chk-1", "type": "banking", "name": "Chequing", "balance": "100.00"},
                      {"id": "cc-1", "type": "creditCard", "name": "Visa", "balance": "-118.57"}],
         "transactions": [
          {"id": "t-1", "accountId": "cc-1", "date": "2026-11-03", "description": "City Books", "amount": "-32.10", "status": "completed"},
          {"id": "t-2", "accountId": "cc-1", "date": "2026-11-09", "description": "Grocery Market", "amount": "-86.47", "status": "completed"}]}
        """

    @Test("a card's balance and purchases that disagree in sign: one warning line naming the account", arguments: ["text", "csv", "html"])
    func warns(format: String) throws {
        let result = try ToolRunner.run(["render", "-", "-f", format], stdin: Self.document)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "warning: accounts[1]: the card's balance and its purchases disagree in sign; "
                + "the document probably uses the other convention (positive balance = owed)\n")
        #expect(!result.stdout.contains("warning"))
    }

    @Test("the same card owing a positive balance: no warning")
    func quietWhenOwed() throws {
        let result = try ToolRunner.run(["render", "-", "-f", "text"], stdin: Self.document.replacingOccurrences(of: "-118.57", with: "118.57"))
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }
}
