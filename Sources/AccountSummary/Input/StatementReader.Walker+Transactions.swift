import Foundation

extension StatementReader.Walker {
    /// `transactions`: an array of transaction objects.
    mutating func transactions(_ value: JSONValue) -> [Transaction]? {
        if let stream = transactionStream { return streamedTransactions(stream) }
        guard let elements = elements(value) else { return nil }
        var transactions: [Transaction] = []
        transactions.reserveCapacity(elements.count)
        var complete = true
        for element in elements {
            if let transaction = transaction(element) { transactions.append(transaction) } else { complete = false }
        }
        return complete ? transactions : nil
    }

    /// A transaction's members, each matched in one step (a million transactions have six each).
    enum TransactionField: String, CaseIterable, Sendable {
        case id, accountId, date, description, amount, status
    }

    static let transactionFields = JSONKeys<TransactionField>()

    /// One transaction: `id`, `accountId`, `date`, `description`, `amount` and `status`, all
    /// required; `accountId` must name an account.
    mutating func transaction(_ value: JSONValue) -> Transaction? {
        guard isObject(value) else { return nil }
        var id: String?, accountID: String?, date: TransactionDate?, description: String?
        var amount: Decimal?, status: TransactionStatus?
        var sawID = false, sawAccountID = false, sawDate = false, sawDescription = false
        var sawAmount = false, sawStatus = false
        var dateField: JSONValue?
        for member in value.members {
            let field = member.value
            switch member.key(in: Self.transactionFields) {
            case .id?:
                sawID = true
                id = string(field)
            case .accountId?:
                sawAccountID = true
                accountID = string(field)
                if let named = accountID, checksAccountIDs, !knownAccountIDSet.contains(named) {
                    problems.add(.unknownAccount(named, known: knownAccountIDs), at: field)
                    accountID = nil
                }
            case .date?:
                sawDate = true
                date = transactionDate(field)
                dateField = field
            case .description?:
                sawDescription = true
                description = string(field)
            case .amount?:
                sawAmount = true
                amount = self.amount(field)
            case .status?:
                sawStatus = true
                status = self.status(field)
            case nil:
                break  // unknown keys are ignored
            }
        }
        if !sawID { problems.add(.missing(.string), at: value, key: "id") }
        if !sawAccountID { problems.add(.missing(.string), at: value, key: "accountId") }
        if !sawDate { problems.add(.missing(.transactionDate), at: value, key: "date") }
        if !sawDescription { problems.add(.missing(.string), at: value, key: "description") }
        if !sawAmount { problems.add(.missing(.amount), at: value, key: "amount") }
        if !sawStatus { problems.add(.missing(.status), at: value, key: "status") }
        // A completed transaction counts in the period's balances, so it must lie in the period.
        if status == .completed, let period = statementPeriod, let day = date?.calendarDate, !period.contains(day), let dateField {
            problems.add(.outsidePeriod(day.description, start: period.start.description, end: period.end.description), at: dateField)
            return nil
        }
        guard let id, let accountID, let date, let description, let amount, let status else { return nil }
        return Transaction(id: id, accountId: accountID, date: date, description: description, amount: amount,
                           status: status)
    }
}
