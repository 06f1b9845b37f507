import AccountSummary
import Foundation

/// How one bank writes its CSV export: the contract's "CSV by profile", read from a small JSON
/// document (``init(parsing:file:name:)``).
///
/// A CSV file says nothing about itself: which column is the date, how amounts are written,
/// whether the first lines are a header, which encoding it is in. The profile says it, field by
/// field, and ``CSVStatementReader`` reads the file exactly so: a cell the profile's grammar does
/// not describe is an error naming its line and column, never a guess.
///
/// ```swift
/// let profile = try CSVProfile(parsing: Array(#"""
///     {"delimiter": ";", "skip_lines": 1, "decimal": ",", "thousands": ".", "currency": "EUR",
///      "date": {"column": "Buchungstag", "format": "%d.%m.%Y"},
///      "amount": {"column": "Betrag"}, "description": ["Empfänger", "Verwendungszweck"]}
///     """#.utf8), file: "bank.json", name: "bank")
/// profile.amountFormat.read("-1.234,56")  // .success(-1234.56)
/// ```
package struct CSVProfile: Sendable, Hashable {
    /// What the profile is called: a shipped profile's name, or the file's name without `.json`.
    /// The account's id when the profile does not state one (so that every export read with one
    /// profile is one account, and months of it join).
    package var name: String
    /// `encoding`: the file's character encoding (default UTF-8).
    package var encoding: Encoding = .utf8
    /// `delimiter`: the one ASCII character between cells (`,`, `;`, a tab, `|`).
    package var delimiter: UInt8
    /// `skip_lines`: lines before the first data row; the last of them is the header.
    package var skipLines: Int
    /// `skip_footer`: rows at the end that are not transactions (a bank's totals line).
    package var skipFooter = 0
    /// `date`: the booking date's column and its strptime format.
    package var date: DateField
    /// `amount`: where the signed amount comes from.
    package var amount: Amount
    /// `sign`: `inverted` for the exports that write money out as positive (most card exports).
    package var sign: Sign = .asIs
    /// `decimal`, `thousands` and `currency_symbol`: how amounts (and balances) are written.
    package var amountFormat: CSVAmountFormat
    /// `description`: the columns a person reads, joined by a space.
    package var description: [Column]
    /// `balance`: the running balance after each row, which the rows must chain to.
    package var balance: Column?
    /// `order`: whether the export lists the oldest row first or the newest; nil: the balance
    /// chain says (and without a balance column, rows are read in file order).
    package var order: Order?
    /// `reference`: the bank's reference for the row.
    package var reference: Column?
    /// `counterparty`: the other side's name and account.
    package var counterparty: CounterpartyColumns?
    /// `original_amount`: the amount in the currency it was made in, where the bank exports it.
    package var originalAmount: OriginalAmountColumns?
    /// `currency`: the account's ISO 4217 code, or the column holding it.
    package var currency: Value
    /// `account.id`: the account's identifier, or the column holding it; nil: ``name``.
    package var accountID: Value?
    /// `account.owner`: the account owner's name, or the column holding it.
    package var accountOwner: Value?
    /// `account.type`: `banking` (the default) or `creditCard` (a balance is then what is owed).
    package var accountType: AccountType = .banking
    /// `openingBalance`: the balance before the first row, where the export does not state it.
    package var openingBalance: Decimal?
    /// `bank`: the bank's name, shown as the statement's servicer.
    package var bank: String?

    /// The encodings a profile may name.
    package enum Encoding: String, Sendable, Hashable, CaseIterable {
        case utf8 = "utf-8"
        case cp1252
        case latin1 = "iso-8859-1"
    }

    /// A column: a header name (`"Betrag"`), or a 1-based position (`3`).
    package enum Column: Sendable, Hashable, CustomStringConvertible {
        case name(String)
        case position(Int)

        /// `"Betrag"` or `3`, as the profile writes it.
        package var description: String {
            switch self {
            case .name(let name): DiagnosticQuoting.quoted(name)
            case .position(let position): "\(position)"
            }
        }
    }

    /// `date`: `{"column", "format"}`.
    package struct DateField: Sendable, Hashable {
        package var column: Column
        package var format: CSVDateFormat
    }

    /// The three ways an export writes a row's amount.
    package enum Amount: Sendable, Hashable {
        /// `{"column"}`: one signed amount.
        case signed(Column)
        /// `{"debit", "credit"}`: two columns, one filled a row; credit − debit, by magnitude.
        case debitCredit(debit: Column, credit: Column)
        /// `{"column", "indicator": {"column", "debit", "credit"}}`: an amount and a column saying
        /// which way it goes.
        case indicator(amount: Column, indicator: Column, debit: String, credit: String)
    }

    /// `sign`.
    package enum Sign: String, Sendable, Hashable, CaseIterable {
        case asIs = "as-is"
        case inverted
    }

    /// `order`.
    package enum Order: String, Sendable, Hashable, CaseIterable {
        case oldestFirst = "oldest-first"
        case newestFirst = "newest-first"
    }

    /// A value the profile states (`"EUR"`), or the column each row states it in.
    package enum Value: Sendable, Hashable {
        case literal(String)
        case column(Column)
    }

    /// `counterparty`: `{"name", "account"}`, each a column, either optional.
    package struct CounterpartyColumns: Sendable, Hashable {
        package var name: Column?
        package var account: Column?
    }

    /// `original_amount`: `{"column", "currency"}`, both columns.
    package struct OriginalAmountColumns: Sendable, Hashable {
        package var amount: Column
        package var currency: Column
    }

    /// Every column the profile reads, with the key that names it (for messages and header look-ups).
    package var columns: [(key: String, column: Column)] {
        var columns: [(String, Column)] = [("date.column", date.column)]
        switch amount {
        case .signed(let column): columns.append(("amount.column", column))
        case .debitCredit(let debit, let credit): columns += [("amount.debit", debit), ("amount.credit", credit)]
        case .indicator(let column, let indicator, _, _): columns += [("amount.column", column), ("amount.indicator.column", indicator)]
        }
        for (index, column) in description.enumerated() {
            columns.append((description.count == 1 ? "description" : "description[\(index)]", column))
        }
        if let balance { columns.append(("balance.column", balance)) }
        if let reference { columns.append(("reference", reference)) }
        if let name = counterparty?.name { columns.append(("counterparty.name", name)) }
        if let account = counterparty?.account { columns.append(("counterparty.account", account)) }
        if let originalAmount {
            columns += [("original_amount.column", originalAmount.amount), ("original_amount.currency", originalAmount.currency)]
        }
        if case .column(let column) = currency { columns.append(("currency.column", column)) }
        if case .column(let column)? = accountID { columns.append(("account.id.column", column)) }
        if case .column(let column)? = accountOwner { columns.append(("account.owner.column", column)) }
        return columns
    }
}
