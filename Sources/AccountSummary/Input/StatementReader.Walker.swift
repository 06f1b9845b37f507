extension StatementReader {
    /// One pass over a document in document order, building the model and collecting problems.
    ///
    /// Each object's members are visited in the order they are written, and its missing
    /// members are reported right after them, so problems come out in document order without
    /// sorting. Two things are looked up before the walk, because a document may put them
    /// after what uses them: the statement's currency (the default of every account's) and the
    /// account ids (which transactions must name).
    ///
    /// A reading method returns nil when it has reported a problem, or when an optional member
    /// is absent; a record with a problem in one field still has its other fields checked.
    struct Walker {
        var problems: StatementError.Builder
        /// Set for a streamed read: where the real transactions are (the parsed header holds `[]`).
        var transactionStream: TransactionStream?
        let requireCustomerID: Bool
        /// What shares a streamed read's walk of its transactions out.
        var work: any WorkSharing = Serial()
        /// The statement's currency as written, or the default, for accounts without their own.
        var statementCurrency = "USD"
        /// The statement's period, read ahead: completed transactions must lie in it.
        var statementPeriod: StatementPeriod?
        /// The account ids in document order, each once.
        var knownAccountIDs: [String] = []
        var knownAccountIDSet: Set<String> = []
        /// Whether transactions' `accountId` can be checked: false when `accounts` is missing or
        /// not an array, or an account's id cannot be read. Those are reported once; checking
        /// would add a doubtful problem per transaction (it may name the broken account).
        var checksAccountIDs = false
        /// Each account id read so far: its first account and how often it has been used.
        var accountIDUses: [String: (first: JSONValue, count: Int)] = [:]

        init(requireCustomerID: Bool, maximumProblems: Int) {
            self.problems = StatementError.Builder(maximum: maximumProblems)
            self.requireCustomerID = requireCustomerID
        }

        /// The whole statement, or nil after problems.
        mutating func statement(_ root: JSONValue) -> Statement? {
            guard root.kind == .object else {
                problems.add(.topLevelNotObject(found: root.kind), at: root)
                return nil
            }
            lookAhead(root)
            var customer: Customer?
            var sawCustomer = false
            var bank = Bank()
            var period: StatementPeriod?
            var asOf: Timestamp?
            var locale = "en_US"
            var currency = "USD"
            var accounts: [Account]?
            var sawAccounts = false
            var transactions: [Transaction]? = []
            for member in root.members {
                let value = member.value
                if member.keyEquals("customer") {
                    sawCustomer = true
                    customer = self.customer(value)
                } else if member.keyEquals("accounts") {
                    sawAccounts = true
                    accounts = self.accounts(value)
                } else if value.isNull {
                    continue  // every other member is optional: null is absent
                } else if member.keyEquals("bank") {
                    bank = self.bank(value) ?? bank
                } else if member.keyEquals("period") {
                    period = self.period(value)
                } else if member.keyEquals("asOf") {
                    asOf = timestamp(value)
                } else if member.keyEquals("locale") {
                    locale = self.locale(value) ?? locale
                } else if member.keyEquals("currency") {
                    currency = currencyCode(value) ?? currency
                } else if member.keyEquals("transactions") {
                    transactions = self.transactions(value)
                }
            }
            if !sawCustomer { problems.add(.missing(.customer), at: root, key: "customer") }
            if !sawAccounts { problems.add(.missing(.accounts), at: root, key: "accounts") }
            guard problems.isEmpty, let customer, let accounts, let transactions else { return nil }
            var statement = Statement(customer: customer, bankName: bank.name, asOf: asOf, locale: locale, currency: currency,
                                      accounts: accounts, transactions: transactions, period: period)
            statement.bankAddress = bank.address
            statement.bankContact = bank.contact
            statement.bankLegal = bank.legal
            return statement
        }

        /// Reads what the walk needs before it meets it: the statement's currency and the
        /// account ids.
        mutating func lookAhead(_ root: JSONValue) {
            statementCurrency = root["currency"]?.string ?? statementCurrency
            // Completed transactions must lie in the period, which may be written after them;
            // a period that does not read is reported where it stands, and checks nothing.
            if let period = root["period"], let start = period["start"]?.string.flatMap(CalendarDate.init(parsing:)),
               let end = period["end"]?.string.flatMap(CalendarDate.init(parsing:)) {
                statementPeriod = StatementPeriod(start: start, end: end)
            }
            guard let accounts = root["accounts"], accounts.kind == .array else { return }
            checksAccountIDs = true
            for account in accounts.elements {
                guard let id = account["id"]?.string else {
                    // An account whose id cannot be read may be the one a transaction names.
                    checksAccountIDs = false
                    continue
                }
                if knownAccountIDSet.insert(id).inserted { knownAccountIDs.append(id) }
            }
        }

        /// `customer`: an object with a string `name` and an optional string `id`.
        private mutating func customer(_ value: JSONValue) -> Customer? {
            guard value.kind == .object else {
                problems.add(.wrongKind(expected: [.object], found: value.kind), at: value)
                return nil
            }
            var name: String?
            var sawName = false
            var id: String?
            var idIsValid = true
            var sawID = false
            var address: [String] = []
            for member in value.members {
                if member.keyEquals("name") {
                    sawName = true
                    name = string(member.value)
                } else if member.keyEquals("id"), !member.value.isNull {
                    sawID = true
                    id = string(member.value)
                    if requireCustomerID, id == "" {
                        problems.add(.emptyCustomerID, at: member.value)
                        id = nil
                    }
                    idIsValid = id != nil
                } else if member.keyEquals("address"), !member.value.isNull {
                    address = lines(member.value) ?? []
                }
            }
            if !sawName { problems.add(.missing(.string), at: value, key: "name") }
            if requireCustomerID, !sawID { problems.add(.missingCustomerID, at: value, key: "id") }
            guard let name, idIsValid else { return nil }
            return Customer(name: name, id: id, address: address)
        }

        /// `bank`: an object with an optional `name` (the brand), `address` and `legal` (arrays
        /// of lines) and `contact`.
        private mutating func bank(_ value: JSONValue) -> Bank? {
            guard isObject(value) else { return nil }
            var bank = Bank()
            var complete = true
            for member in value.members where !member.value.isNull {
                if member.keyEquals("name") {
                    bank.name = string(member.value)
                    complete = complete && bank.name != nil
                } else if member.keyEquals("address") {
                    bank.address = lines(member.value) ?? []
                } else if member.keyEquals("contact") {
                    bank.contact = string(member.value)
                    complete = complete && bank.contact != nil
                } else if member.keyEquals("legal") {
                    bank.legal = lines(member.value) ?? []
                }
            }
            return complete ? bank : nil
        }

        /// What `bank` holds.
        struct Bank {
            var name: String?
            var address: [String] = []
            var contact: String?
            var legal: [String] = []
        }

        /// `period`: an object with `start` and `end`, calendar dates, `start` not after `end`.
        private mutating func period(_ value: JSONValue) -> StatementPeriod? {
            guard isObject(value) else { return nil }
            var start: (date: CalendarDate, value: JSONValue)?
            var end: CalendarDate?
            var sawStart = false, sawEnd = false
            for member in value.members {
                if member.keyEquals("start") {
                    sawStart = true
                    start = calendarDate(member.value).map { ($0, member.value) }
                } else if member.keyEquals("end") {
                    sawEnd = true
                    end = calendarDate(member.value)
                }
            }
            if !sawStart { problems.add(.missing(.calendarDate), at: value, key: "start") }
            if !sawEnd { problems.add(.missing(.calendarDate), at: value, key: "end") }
            guard let start, let end else { return nil }
            guard let period = StatementPeriod(start: start.date, end: end) else {
                problems.add(.periodStartAfterEnd(start: start.date.description, end: end.description), at: start.value)
                return nil
            }
            return period
        }
    }
}
