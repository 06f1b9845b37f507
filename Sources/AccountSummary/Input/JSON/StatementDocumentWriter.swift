import Foundation

/// Writes a ``Statement`` as the version-1 JSON document that reads back as the same statement.
///
/// The canonical, inspectable form of what was read (`account-summary convert`): every member
/// the statement has, the framing ones included; amounts as JSON strings holding the exact
/// values in plain decimals, padded to the currency's minor unit (`"949.50"`, never rounded);
/// keys in a fixed order, one account or transaction a line, so the same statement always gives
/// the same bytes and a diff reads line by line.
///
/// ```swift
/// let statement = Statement(customer: Customer(name: "Jonathan"),
///                           accounts: [Account(id: "chk-1", type: .banking, name: "Basic Savings",
///                                              balance: Decimal(string: "929466.2")!, currency: "USD")])
/// String(decoding: StatementDocumentWriter.document(statement), as: UTF8.self)
/// // {
/// //   "customer": {"name": "Jonathan"},
/// //   "locale": "en_US",
/// //   "currency": "USD",
/// //   "accounts": [
/// //     {"id": "chk-1", "type": "banking", "name": "Basic Savings", "balance": "929466.20", "currency": "USD"}
/// //   ],
/// //   "transactions": []
/// // }
/// ```
package enum StatementDocumentWriter {
    /// The document's UTF-8 bytes, ending with a newline.
    package static func document(_ statement: Statement) -> [UInt8] {
        var lines: [String] = []
        var customer = "\"name\": " + q(statement.customer.name)
        if let id = statement.customer.id { customer += ", \"id\": " + q(id) }
        if !statement.customer.address.isEmpty { customer += ", \"address\": " + list(statement.customer.address) }
        lines.append("\"customer\": {\(customer)}")
        var bank: [String] = []
        if let name = statement.bankName { bank.append("\"name\": " + q(name)) }
        if !statement.bankAddress.isEmpty { bank.append("\"address\": " + list(statement.bankAddress)) }
        if let contact = statement.bankContact { bank.append("\"contact\": " + q(contact)) }
        if !statement.bankLegal.isEmpty { bank.append("\"legal\": " + list(statement.bankLegal)) }
        if !bank.isEmpty { lines.append("\"bank\": {\(bank.joined(separator: ", "))}") }
        if let asOf = statement.asOf { lines.append("\"asOf\": " + q(asOf.description)) }
        lines.append("\"locale\": " + q(statement.locale))
        lines.append("\"currency\": " + q(statement.currency))
        if let period = statement.period {
            lines.append("\"period\": {\"start\": \(q(period.start.description)), \"end\": \(q(period.end.description))}")
        }
        var digits: [String: Int] = [:]
        func amount(_ value: Decimal, _ currency: String) -> String {
            let places = digits[currency] ?? {
                let found = (try? CurrencyFormatter(currency: currency, locale: Locale(identifier: "en_US")))?.plan.fractionDigits ?? 2
                digits[currency] = found
                return found
            }()
            return q(CSVWriter.plainDecimal(value, fractionDigits: places))
        }
        let accounts = statement.accounts.map { account in
            var members = ["\"id\": " + q(account.id), "\"type\": " + q(account.type.rawValue), "\"name\": " + q(account.name)]
            if let number = account.number { members.append("\"number\": " + q(number)) }
            if let opening = account.openingBalance { members.append("\"openingBalance\": " + amount(opening, account.currency)) }
            // Balances not stated: `null`, which reads back as such (never a figure worked out).
            members.append("\"balance\": " + (account.balance.map { amount($0, account.currency) } ?? "null"))
            members.append("\"currency\": " + q(account.currency))
            return "    {" + members.joined(separator: ", ") + "}"
        }
        lines.append("\"accounts\": [\n" + accounts.joined(separator: ",\n") + "\n  ]")
        let currencies = Dictionary(statement.accounts.map { ($0.id, $0.currency) }, uniquingKeysWith: { first, _ in first })
        let transactions = statement.transactions.map { transaction in
            var line = "    {\"id\": \(q(transaction.id)), \"accountId\": \(q(transaction.accountId)), \"date\": \(q(transaction.date.description)), "
                + "\"description\": \(q(transaction.description)), "
                + "\"amount\": \(amount(transaction.amount, currencies[transaction.accountId] ?? statement.currency)), "
                + "\"status\": \(q(transaction.status.rawValue))"
            if let reference = transaction.reference { line += ", \"reference\": " + q(reference) }
            if let counterparty = transaction.counterparty {
                var members: [String] = []
                if let name = counterparty.name { members.append("\"name\": " + q(name)) }
                if let account = counterparty.account { members.append("\"account\": " + q(account)) }
                line += ", \"counterparty\": {" + members.joined(separator: ", ") + "}"
            }
            if let original = transaction.originalAmount {
                line += ", \"originalAmount\": {\"amount\": \(amount(original.amount, original.currency)), \"currency\": \(q(original.currency))}"
            }
            return line + "}"
        }
        lines.append(transactions.isEmpty ? "\"transactions\": []" : "\"transactions\": [\n" + transactions.joined(separator: ",\n") + "\n  ]")
        let text = "{\n  " + lines.joined(separator: ",\n  ") + "\n}\n"
        return Array(text.utf8)
    }

    private static func q(_ text: String) -> String { JSONQuoting.quoted(text) }

    private static func list(_ items: [String]) -> String { "[" + items.map(q).joined(separator: ", ") + "]" }
}
