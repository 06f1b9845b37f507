import AccountSummary
import AccountSummaryScale

/// A version-1 statement document walked with `JSONDocument`'s cursors: every member of
/// every account and transaction visited, strings decoded, amounts kept as their exact text.
///
/// The same fields ``CodableStatement`` decodes, so the two contenders do the same work.
struct TapeStatement {
    struct Account {
        var id: String
        var type: String
        var name: String
        var balance: String
        var currency: String?
    }

    struct Transaction {
        var id: String
        var accountId: String
        var date: String
        var description: String
        var amount: String
        var status: String
    }

    var customerName: String
    var customerID: String?
    var bankName: String?
    var asOf: String?
    var locale: String?
    var currency: String?
    var accounts: [Account] = []
    var transactions: [Transaction] = []

    /// A member the walk needs is missing or of another kind.
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// Member `key`'s string (or, with `orNumber`, a number's literal text).
    private static func text(_ value: JSONValue, _ key: String, orNumber: Bool = false) throws(Missing) -> String {
        let member = value[key]
        if let text = member?.string ?? (orNumber ? member?.numberText : nil) { return text }
        throw Missing(description: "\(value.path.appending(.key(key))): missing or not a string")
    }

    init(_ root: JSONValue) throws(Missing) {
        guard let customer = root["customer"] else { throw Missing(description: "customer: missing") }
        customerName = try Self.text(customer, "name")
        customerID = customer["id"]?.string
        bankName = root["bank"]?["name"]?.string
        asOf = root["asOf"]?.string
        locale = root["locale"]?.string
        currency = root["currency"]?.string
        guard let accounts = root["accounts"]?.elements else { throw Missing(description: "accounts: missing") }
        self.accounts.reserveCapacity(accounts.count)
        for account in accounts {
            self.accounts.append(Account(
                id: try Self.text(account, "id"),
                type: try Self.text(account, "type"),
                name: try Self.text(account, "name"),
                balance: try Self.text(account, "balance", orNumber: true),
                currency: account["currency"]?.string
            ))
        }
        guard let transactions = root["transactions"]?.elements else { return }
        self.transactions.reserveCapacity(transactions.count)
        for transaction in transactions {
            self.transactions.append(Transaction(
                id: try Self.text(transaction, "id"),
                accountId: try Self.text(transaction, "accountId"),
                date: try Self.text(transaction, "date"),
                description: try Self.text(transaction, "description"),
                amount: try Self.text(transaction, "amount", orNumber: true),
                status: try Self.text(transaction, "status")
            ))
        }
    }
}
