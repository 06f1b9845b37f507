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
        case id, accountId, date, description, amount, status, reference, counterparty, originalAmount
    }

    static let transactionFields = JSONKeys<TransactionField>()

    /// One transaction: `id`, `accountId`, `date`, `description`, `amount` and `status`, all
    /// required; `accountId` must name an account; `reference`, `counterparty` and
    /// `originalAmount` optional.
    mutating func transaction(_ value: JSONValue) -> Transaction? {
        guard isObject(value) else { return nil }
        var id: String?, accountID: String?, date: TransactionDate?, description: String?
        var amount: Decimal?, status: TransactionStatus?
        var sawID = false, sawAccountID = false, sawDate = false, sawDescription = false
        var sawAmount = false, sawStatus = false
        var dateField: JSONValue?
        var reference: String?, counterparty: Counterparty?, originalAmount: OriginalAmount?
        var extrasAreValid = true
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
            case .reference?:
                if !field.isNull {
                    reference = string(field)
                    extrasAreValid = extrasAreValid && reference != nil
                }
            case .counterparty?:
                if !field.isNull {
                    counterparty = self.counterparty(field)
                    extrasAreValid = extrasAreValid && counterparty != nil
                }
            case .originalAmount?:
                if !field.isNull {
                    originalAmount = self.originalAmount(field)
                    extrasAreValid = extrasAreValid && originalAmount != nil
                }
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
        guard let id, let accountID, let date, let description, let amount, let status, extrasAreValid else { return nil }
        return Transaction(id: id, accountId: accountID, date: date, description: description, amount: amount,
                           status: status, reference: reference, counterparty: counterparty, originalAmount: originalAmount)
    }

    /// `counterparty`: an object with `name`, `account` or both (strings).
    private mutating func counterparty(_ value: JSONValue) -> Counterparty? {
        guard isObject(value) else { return nil }
        var name: String?, account: String?
        var valid = true
        for member in value.members where !member.value.isNull {
            if member.keyEquals("name") {
                name = string(member.value)
                valid = valid && name != nil
            } else if member.keyEquals("account") {
                account = string(member.value)
                valid = valid && account != nil
            }
        }
        guard valid else { return nil }
        guard let counterparty = Counterparty(name: name, account: account) else {
            problems.add(.emptyCounterparty, at: value)
            return nil
        }
        return counterparty
    }

    /// `originalAmount`: an object with `amount` and `currency`, both required.
    private mutating func originalAmount(_ value: JSONValue) -> OriginalAmount? {
        guard isObject(value) else { return nil }
        var amount: Decimal?, currency: String?
        var sawAmount = false, sawCurrency = false
        for member in value.members {
            if member.keyEquals("amount") {
                sawAmount = true
                amount = self.amount(member.value)
            } else if member.keyEquals("currency") {
                sawCurrency = true
                currency = currencyCode(member.value)
            }
        }
        if !sawAmount { problems.add(.missing(.amount), at: value, key: "amount") }
        if !sawCurrency { problems.add(.missing(.string), at: value, key: "currency") }
        guard let amount, let currency else { return nil }
        return OriginalAmount(amount: amount, currency: currency)
    }
}
