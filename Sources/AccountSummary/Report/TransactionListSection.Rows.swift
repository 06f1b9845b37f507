import Foundation

extension TransactionListSection {
    /// One transaction as a row shows it.
    public struct Row: Sendable {
        /// The transaction's date, in the report's locale.
        public package(set) var date: String
        /// The transaction's description, as the document gives it.
        public package(set) var description: String
        /// The account's name.
        public package(set) var account: String
        /// The signed amount, in parts.
        public package(set) var amount: FormattedAmount
        /// What HTML and PDF show under the description (reference, counterparty, original
        /// amount), in the report's words; nil when the transaction carries none of them.
        public package(set) var details: String? = nil
    }

    /// A list's rows, made on demand from the statement: a list of a million transactions
    /// holds a million indices, not a million rows.
    ///
    /// Rows repeat a few values many times: the day texts and the account names are held
    /// once each (``dates``, ``accounts``) and rows refer to them by position, so a writer
    /// styles each of them once, not once per row.
    ///
    /// ```swift
    /// let rows = list.rows
    /// rows[0].date                    // "Nov 20, 2026"
    /// rows.dates[rows.dateIndex(at: 0)]   // the same text
    /// ```
    public struct Rows: RandomAccessCollection, Sendable {
        let table: Table
        /// The transaction each row shows, by its index in the statement.
        let positions: [Int]

        init(_ table: Table, positions: [Int]) {
            self.table = table
            self.positions = positions
        }

        /// The first row's position: 0.
        public var startIndex: Int { 0 }
        /// One past the last row's position.
        public var endIndex: Int { positions.count }

        /// The row at `position`, made when asked for.
        public subscript(position: Int) -> Row {
            Row(date: dates[dateIndex(at: position)], description: description(at: position),
                account: accounts[accountIndex(at: position)], amount: amount(at: position),
                details: details(at: position))
        }

        /// Every day text the statement's rows can show, each once.
        public var dates: [String] { table.dates }
        /// Every account name the statement's rows can show, each once.
        public var accounts: [String] { table.accounts }

        /// Where row `position`'s day text is in ``dates``.
        public func dateIndex(at position: Int) -> Int { Int(table.dateOfTransaction[positions[position]]) }
        /// Where row `position`'s account name is in ``accounts``.
        public func accountIndex(at position: Int) -> Int { Int(table.accountOfTransaction[positions[position]]) }
        /// Row `position`'s description, as the input wrote it.
        public func description(at position: Int) -> String { table.transactions[positions[position]].description }
        /// What row `position` shows under its description, as plain text, if anything.
        public func details(at position: Int) -> String? { detailLine(at: position).flatMap { line in table.wording.map(line.text) } }
        /// What row `position` shows under its description, if anything.
        func detailLine(at position: Int) -> TransactionDetails.Line? {
            table.details.isEmpty ? nil : table.details[positions[position]]
        }
        /// Row `position`'s status.
        public func status(at position: Int) -> TransactionStatus { table.transactions[positions[position]].status }
        /// Row `position`'s exact amount.
        public func exactAmount(at position: Int) -> Decimal { table.transactions[positions[position]].amount }
        /// Row `position`'s currency code (its account's, or the statement's).
        public func currency(at position: Int) -> String { table.currencies[accountIndex(at: position)] }
        /// Row `position`'s amount, formatted in its account's currency.
        public func amount(at position: Int) -> FormattedAmount {
            let index = positions[position]
            return table.formatters[Int(table.accountOfTransaction[index])].parts.format(table.transactions[index].amount)
        }

        /// Row `position`'s transaction, as the statement holds it (for exports that need its raw values).
        public func transaction(at position: Int) -> Transaction { table.transactions[positions[position]] }
        /// The formatter of row `position`'s account's currency.
        public func formatter(at position: Int) -> CurrencyFormatter {
            table.formatters[Int(table.accountOfTransaction[positions[position]])]
        }
        /// Row `position`'s account id as exports show it: masked where the id is the account's
        /// number, unless the report shows numbers whole.
        public func accountId(at position: Int) -> String { table.accountIds[accountIndex(at: position)] }
        /// Where row `position`'s transaction is in the statement (as the report ordered it).
        func statementIndex(at position: Int) -> Int { positions[position] }
    }

    /// A statement's transactions as rows see them: shared by every list of the statement
    /// (a class, so that a copy of ``Rows`` retains one reference, not six).
    final class Table: Sendable {
        let transactions: [Transaction]
        /// The day texts, and for each transaction the position of its day's.
        let dates: [String]
        let dateOfTransaction: [Int32]
        /// The account names, the formatter of each account's currency, and for each
        /// transaction the position of its account's.
        let accounts: [String]
        /// Each account's id as exports show it (masked where it is the account's number).
        let accountIds: [String]
        let formatters: [CurrencyFormatter]
        /// The currency code of each account's formatter.
        let currencies: [String]
        let accountOfTransaction: [Int32]
        /// What each transaction that carries a reference, counterparty or original amount shows
        /// under its description, by its index; empty when none does.
        let details: [Int: TransactionDetails.Line]
        /// How account numbers are shown (a counterparty's account in the CSV).
        let numbers: AccountNumber.Display
        /// The report's words (the details' phrases).
        let wording: ReportWording?

        init(
            transactions: [Transaction], dates: [String], dateOfTransaction: [Int32],
            accounts: [String], accountIds: [String], formatters: [CurrencyFormatter], currencies: [String], accountOfTransaction: [Int32],
            details: [Int: TransactionDetails.Line] = [:], numbers: AccountNumber.Display = .masked, wording: ReportWording? = nil
        ) {
            self.wording = wording
            self.details = details
            self.numbers = numbers
            self.accountIds = accountIds
            self.currencies = currencies
            self.transactions = transactions
            self.dates = dates
            self.dateOfTransaction = dateOfTransaction
            self.accounts = accounts
            self.formatters = formatters
            self.accountOfTransaction = accountOfTransaction
        }
    }
}
