import Foundation

/// What a back office lays over a statement read from bank files (`--frame FILE`): the bank's
/// name, address, contact and legal lines, the customer's name and address, the locale, the
/// period and the accounts' names, from a version-1 document without transactions.
///
/// Every member is optional; what the frame states wins over what the files say, and what it
/// leaves out stays as read. Accounts are matched by `id` or `number` (spaces aside), and only
/// their `name` is taken: balances, types and transactions come from the bank files alone.
///
/// ```swift
/// let frame = try StatementFrame(parsing: Array(#"{"bank":{"name":"Maple Leaf Bank"},"customer":{"name":"Jonathan"}}"#.utf8))
/// var statement = joinedFromBankFiles
/// try frame.apply(to: &statement)
/// statement.bankName       // "Maple Leaf Bank"
/// statement.customer.name  // "Jonathan"
/// ```
public struct StatementFrame: Sendable, Hashable {
    /// `bank.name`: the brand in the header.
    public var bankName: String?
    /// `bank.address`: its lines.
    public var bankAddress: [String]?
    /// `bank.contact`.
    public var bankContact: String?
    /// `bank.legal`: the footer's lines.
    public var bankLegal: [String]?
    /// `customer.name`: greeted and named on every page.
    public var customerName: String?
    /// `customer.address`: its lines.
    public var customerAddress: [String]?
    /// `locale`.
    public var locale: String?
    /// `period`.
    public var period: StatementPeriod?
    /// `accounts[].name` by the account's `id` or `number`, in the frame's order.
    public var accountNames: [AccountName] = []

    /// One account's name, keyed by the account's id or number.
    public struct AccountName: Sendable, Hashable {
        /// The account's `id` or `number`, as the frame writes it.
        public var key: String
        /// The name shown.
        public var name: String

        /// An account's name by its id or number.
        public init(key: String, name: String) {
            self.key = key
            self.name = name
        }
    }

    /// A frame stating nothing.
    public init() {}

    /// Reads a frame document.
    ///
    /// - Throws: ``StatementError`` naming the JSON path of anything that is not what a
    ///   version-1 document holds there (a string, an array of strings, a calendar date, a
    ///   locale Foundation knows, a period whose start is not after its end).
    public init(parsing bytes: [UInt8]) throws(StatementError) {
        let document: JSONDocument
        do { document = try JSONDocument(parsing: bytes) } catch { throw StatementError(syntax: error) }
        let root = document.root
        guard root.kind == .object else { throw StatementFrame.problem("$", "expected an object (a version-1 document without transactions)") }
        func text(_ value: JSONValue?, _ path: String) throws(StatementError) -> String? {
            guard let value, !value.isNull else { return nil }
            guard let text = value.string else { throw StatementFrame.problem(path, "expected a string") }
            return text
        }
        func lines(_ value: JSONValue?, _ path: String) throws(StatementError) -> [String]? {
            guard let value, !value.isNull else { return nil }
            guard value.kind == .array else { throw StatementFrame.problem(path, "expected an array of strings (one a line)") }
            var result: [String] = []
            for (index, line) in value.elements.enumerated() {
                guard let text = line.string else { throw StatementFrame.problem("\(path)[\(index)]", "expected a string") }
                result.append(text)
            }
            return result
        }
        if let bank = root["bank"], !bank.isNull {
            bankName = try text(bank["name"], "bank.name")
            bankAddress = try lines(bank["address"], "bank.address")
            bankContact = try text(bank["contact"], "bank.contact")
            bankLegal = try lines(bank["legal"], "bank.legal")
        }
        if let customer = root["customer"], !customer.isNull {
            customerName = try text(customer["name"], "customer.name")
            customerAddress = try lines(customer["address"], "customer.address")
        }
        if let identifier = try text(root["locale"], "locale") {
            do { try CurrencyFormatter.validate(locale: Locale(identifier: identifier)) } catch {
                throw StatementFrame.problem("locale", "\(error)")
            }
            locale = identifier
        }
        if let period = root["period"], !period.isNull {
            guard let startText = try text(period["start"], "period.start"), let start = CalendarDate(parsing: startText) else {
                throw StatementFrame.problem("period.start", "expected a calendar date YYYY-MM-DD")
            }
            guard let endText = try text(period["end"], "period.end"), let end = CalendarDate(parsing: endText) else {
                throw StatementFrame.problem("period.end", "expected a calendar date YYYY-MM-DD")
            }
            guard let range = StatementPeriod(start: start, end: end) else {
                throw StatementFrame.problem("period", "the start \(start) is after the end \(end)")
            }
            self.period = range
        }
        if let accounts = root["accounts"], !accounts.isNull {
            guard accounts.kind == .array else { throw StatementFrame.problem("accounts", "expected an array of accounts") }
            for (index, account) in accounts.elements.enumerated() {
                let path = "accounts[\(index)]"
                let id = try text(account["id"], path + ".id")
                let number = try text(account["number"], path + ".number")
                guard let key = id ?? number else {
                    throw StatementFrame.problem(path, "expected an id or a number naming one of the bank files' accounts")
                }
                guard let name = try text(account["name"], path + ".name") else { continue }
                accountNames.append(AccountName(key: key, name: name))
            }
        }
        if root["transactions"].map({ !$0.isNull && $0.count > 0 }) ?? false {
            throw StatementFrame.problem("transactions", "a frame holds no transactions (they come from the bank files)")
        }
    }

    /// Lays the frame over `statement`: what it states replaces what the files say.
    ///
    /// - Throws: ``StatementError`` for an account name keyed by an id or number no account of
    ///   the statement has (a frame for another customer's files).
    public func apply(to statement: inout Statement) throws(StatementError) {
        if let bankName { statement.bankName = bankName }
        if let bankAddress { statement.bankAddress = bankAddress }
        if let bankContact { statement.bankContact = bankContact }
        if let bankLegal { statement.bankLegal = bankLegal }
        if let customerName { statement.customer.name = customerName }
        if let customerAddress { statement.customer.address = customerAddress }
        if let locale { statement.locale = locale }
        if let period { statement.period = period }
        for (index, entry) in accountNames.enumerated() {
            guard let slot = statement.accounts.firstIndex(where: { $0.id == entry.key || $0.number.map { AccountNumber.same($0, entry.key) } ?? false }) else {
                throw StatementFrame.problem("accounts[\(index)]", "names the account \(AccountNumber.masked(entry.key)), which no bank file holds")
            }
            statement.accounts[slot].name = entry.name
        }
    }

    private static func problem(_ path: String, _ message: String) -> StatementError {
        StatementError(problems: [.init(path: path, message: message)])
    }
}
