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

    /// One transaction: `id`, `accountId`, `date`, `description`, `amount` and `status`, all
    /// required; `accountId` must name an account.
    /// The transactions of a streamed read: each element parsed as a document of its own,
    /// its problems placed in the whole input; nil (and `streamFailed`) when an element does
    /// not parse, so the caller reads the whole document instead for its exact error.
    private mutating func streamedTransactions(_ stream: TransactionStream) -> [Transaction]? {
        var transactions: [Transaction] = []
        var complete = true
        let headerFrame = problems.frame
        defer { problems.frame = headerFrame }
        let found = JSONSkipper.elements(ofArray: stream.array, in: stream.input) { number, span in
            // Two levels shallower than in the whole document: the same depth cap, exactly.
            guard let element = try? JSONDocument(parsing: Array(stream.input[span]),
                                                  maximumDepth: JSONDocument.defaultMaximumDepth - 2) else { return false }
            problems.frame = .init(pathPrefix: [.key("transactions"), .index(number)], offset: { $0 + span.lowerBound },
                                   input: stream.input)
            if let transaction = transaction(element.root) { transactions.append(transaction) } else { complete = false }
            stream.consumed(span.upperBound)
            return true
        }
        guard found else {
            streamFailed = true
            return nil
        }
        return complete ? transactions : nil
    }

    private mutating func transaction(_ value: JSONValue) -> Transaction? {
        guard isObject(value) else { return nil }
        var id: String?, accountID: String?, date: TransactionDate?, description: String?
        var amount: Decimal?, status: TransactionStatus?
        var sawID = false, sawAccountID = false, sawDate = false, sawDescription = false
        var sawAmount = false, sawStatus = false
        for member in value.members {
            let field = member.value
            if member.keyEquals("id") {
                sawID = true
                id = string(field)
            } else if member.keyEquals("accountId") {
                sawAccountID = true
                accountID = string(field)
                if let named = accountID, checksAccountIDs, !knownAccountIDSet.contains(named) {
                    problems.add(.unknownAccount(named, known: knownAccountIDs), at: field)
                    accountID = nil
                }
            } else if member.keyEquals("date") {
                sawDate = true
                date = transactionDate(field)
            } else if member.keyEquals("description") {
                sawDescription = true
                description = string(field)
            } else if member.keyEquals("amount") {
                sawAmount = true
                amount = self.amount(field)
            } else if member.keyEquals("status") {
                sawStatus = true
                status = self.status(field)
            }
        }
        if !sawID { problems.add(.missing(.string), at: value, key: "id") }
        if !sawAccountID { problems.add(.missing(.string), at: value, key: "accountId") }
        if !sawDate { problems.add(.missing(.transactionDate), at: value, key: "date") }
        if !sawDescription { problems.add(.missing(.string), at: value, key: "description") }
        if !sawAmount { problems.add(.missing(.amount), at: value, key: "amount") }
        if !sawStatus { problems.add(.missing(.status), at: value, key: "status") }
        guard let id, let accountID, let date, let description, let amount, let status else { return nil }
        return Transaction(id: id, accountId: accountID, date: date, description: description, amount: amount,
                           status: status)
    }
}
