import AccountSummary

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

    init(_ root: JSONValue) throws(JSONError) {
        let customer = try root.expectMember("customer")
        customerName = try customer.expectString(forKey: "name")
        customerID = customer["id"]?.string
        bankName = root["bank"]?["name"]?.string
        asOf = root["asOf"]?.string
        locale = root["locale"]?.string
        currency = root["currency"]?.string
        let accounts = try root.expectMember("accounts").expectElements()
        self.accounts.reserveCapacity(accounts.count)
        for account in accounts {
            self.accounts.append(Account(
                id: try account.expectString(forKey: "id"),
                type: try account.expectString(forKey: "type"),
                name: try account.expectString(forKey: "name"),
                balance: try account.expectStringOrNumberText(forKey: "balance"),
                currency: account["currency"]?.string
            ))
        }
        guard let transactions = try root["transactions"]?.expectElements() else { return }
        self.transactions.reserveCapacity(transactions.count)
        for transaction in transactions {
            self.transactions.append(Transaction(
                id: try transaction.expectString(forKey: "id"),
                accountId: try transaction.expectString(forKey: "accountId"),
                date: try transaction.expectString(forKey: "date"),
                description: try transaction.expectString(forKey: "description"),
                amount: try transaction.expectStringOrNumberText(forKey: "amount"),
                status: try transaction.expectString(forKey: "status")
            ))
        }
    }
}
