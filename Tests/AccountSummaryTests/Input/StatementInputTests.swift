@testable import AccountSummary
import Foundation
import Testing

/// Everything about reading statement documents: the reader, its problems, and the date
/// types it reads. `swift test --filter StatementInputTests` runs them all.
@Suite("Statement input")
enum StatementInputTests {
    /// The contract's example document ("Input document (version 1)"), byte for byte.
    static let example = """
        {
          "customer": { "name": "Jonathan" },
          "asOf": "2026-11-22T08:30:00-05:00",
          "locale": "en_US",
          "currency": "USD",
          "accounts": [
            { "id": "chk-1", "type": "banking",    "name": "Basic Savings",   "balance": "929466.23" },
            { "id": "cc-1",  "type": "creditCard", "name": "Visa Avion Card", "balance": "0.00" },
            { "id": "inv-1", "type": "investment", "name": "Tax-Free Saver",  "balance": "2000.00", "currency": "USD" }
          ],
          "transactions": [
            { "id": "t-1", "accountId": "chk-1", "date": "2026-11-20", "description": "Coffee", "amount": "-4.50", "status": "completed" },
            { "id": "t-2", "accountId": "cc-1",  "date": "2026-11-21", "description": "Books",  "amount": "-32.10", "status": "pending" }
          ]
        }
        """

    /// The smallest valid document: a customer name and one account.
    static let minimal = #"{"customer": {"name": "Jonathan"}, "accounts": [{"id": "a", "type": "banking", "name": "A", "balance": 1}]}"#

    /// The example with `old` (which must occur exactly once) replaced by `new`.
    static func example(replacing old: String, with new: String) throws -> String {
        try edit(example, replacing: old, with: new)
    }

    /// `text` with `old` (which must occur exactly once) replaced by `new`.
    static func edit(_ text: String, replacing old: String, with new: String) throws -> String {
        let parts = text.components(separatedBy: old)
        try #require(parts.count == 2, "\(old) should occur exactly once")
        return parts.joined(separator: new)
    }

    /// The statement `json` reads into, or the error.
    static func read(_ json: String, requireCustomerID: Bool = false,
                     maximumProblems: Int = 50) -> Result<Statement, StatementError> {
        do throws(StatementError) {
            return .success(try StatementReader.read(Array(json.utf8), requireCustomerID: requireCustomerID,
                                                     maximumProblems: maximumProblems))
        } catch {
            return .failure(error)
        }
    }

    /// The error's lines for `json`, or `[]` when it reads.
    static func lines(_ json: String, requireCustomerID: Bool = false, maximumProblems: Int = 50) -> [String] {
        switch read(json, requireCustomerID: requireCustomerID, maximumProblems: maximumProblems) {
        case .success: []
        case .failure(let error): error.lines
        }
    }

    /// An exact decimal from its text.
    static func decimal(_ text: String) throws -> Decimal {
        try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
    }
}
