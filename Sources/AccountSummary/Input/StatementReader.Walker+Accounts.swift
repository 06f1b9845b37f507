import Foundation

extension StatementReader.Walker {
    /// `accounts`: an array of account objects (it may be empty).
    mutating func accounts(_ value: JSONValue) -> [Account]? {
        guard let elements = elements(value) else { return nil }
        var accounts: [Account] = []
        accounts.reserveCapacity(elements.count)
        var complete = true
        for element in elements {
            if let account = account(element) { accounts.append(account) } else { complete = false }
        }
        return complete ? accounts : nil
    }

    /// One account: `id`, `type`, `name` and `balance` required (`null`: balances not stated,
    /// then without `openingBalance`); `currency`, `openingBalance` and `number` optional.
    private mutating func account(_ value: JSONValue) -> Account? {
        guard isObject(value) else { return nil }
        var id: String?, type: AccountType?, name: String?, balance: Decimal?
        var sawID = false, sawType = false, sawName = false, sawBalance = false
        var currency: String?
        var currencyIsValid = true
        var openingBalance: Decimal?, number: String?
        var framingIsValid = true
        var balanceIsNull = false
        var openingField: JSONValue?
        for member in value.members {
            let field = member.value
            if member.keyEquals("id") {
                sawID = true
                id = string(field)
                if let used = id, !isFirstUse(of: used, in: value, at: field) { id = nil }
            } else if member.keyEquals("type") {
                sawType = true
                type = accountType(field)
            } else if member.keyEquals("name") {
                sawName = true
                name = string(field)
            } else if member.keyEquals("balance") {
                sawBalance = true
                // `null`: the source states no balances (what `convert` writes for a camt.054).
                if field.isNull { balanceIsNull = true } else { balance = amount(field) }
            } else if member.keyEquals("currency"), !field.isNull {
                currency = currencyCode(field)
                currencyIsValid = currency != nil
            } else if member.keyEquals("openingBalance"), !field.isNull {
                openingBalance = amount(field)
                framingIsValid = framingIsValid && openingBalance != nil
                openingField = field
            } else if member.keyEquals("number"), !field.isNull {
                number = string(field)
                framingIsValid = framingIsValid && number != nil
            }
        }
        if !sawID { problems.add(.missing(.string), at: value, key: "id") }
        if !sawType { problems.add(.missing(.accountType), at: value, key: "type") }
        if !sawName { problems.add(.missing(.string), at: value, key: "name") }
        if !sawBalance { problems.add(.missing(.balance), at: value, key: "balance") }
        if balanceIsNull, let openingField {
            problems.add(.openingWithoutBalance, at: openingField)
            return nil
        }
        guard let id, let type, let name, balance != nil || balanceIsNull, currencyIsValid, framingIsValid else { return nil }
        return Account(id: id, type: type, name: name, balance: balance, currency: currency ?? statementCurrency,
                       openingBalance: openingBalance, number: number)
    }

    /// Whether `id` is new; reports a reuse at `field`, naming the first account with it.
    private mutating func isFirstUse(of id: String, in account: JSONValue, at field: JSONValue) -> Bool {
        guard let use = accountIDUses[id] else {
            accountIDUses[id] = (account, 1)
            return true
        }
        let count = use.count + 1
        accountIDUses[id] = (use.first, count)
        problems.add(.duplicateAccountID(id, firstAt: use.first.path, occurrence: count), at: field)
        return false
    }
}
