import Foundation

/// Writes a statement's transactions as RFC 4180 CSV: UTF-8, CRLF line ends, one header row.
///
/// Every text cell goes through `TextSafety` like every other output, is quoted when it
/// holds a comma, a quote or a line break, and gets a leading `'` when a spreadsheet would
/// read it as a formula (it starts with `=`, `+`, `-`, `@`, tab or carriage return).
/// Amounts are the exact values in plain decimal notation: never rounded, no grouping, no
/// exponent.
///
/// ```swift
/// var csv = ""
/// CSVWriter(includesBalance: false).write([row], to: &csv)
/// // "date,status,accountId,account,description,amount,currency\r\n"
/// // "2026-11-20,completed,chk-1,Everyday,'=SUM(A1),-4.50,USD\r\n"
/// ```
public struct CSVWriter: Sendable {
    /// One transaction as a CSV row holds it.
    public struct Row: Sendable, Hashable {
        /// The date as the document wrote it (`2026-11-20` or an RFC 3339 date-time).
        public var date: String
        /// Pending or completed.
        public var status: TransactionStatus
        /// The account's id, as the document gives it.
        public var accountId: String
        /// The account's display name (its id when the statement has no such account).
        public var account: String
        public var description: String
        /// The signed amount, exact.
        public var amount: Decimal
        /// The account's currency code.
        public var currency: String
        /// Fewest fraction digits the amount is written with (the currency's minor unit).
        public var fractionDigits: Int
        /// The account's running balance after this row; nil where there is none (pending rows).
        public var balance: Decimal?
        /// The transaction's reference, if it carries one.
        public var reference: String? = nil
        /// The counterparty's name, if given.
        public var counterparty: String? = nil
        /// The counterparty's account as the report shows numbers (masked unless whole), if given.
        public var counterpartyAccount: String? = nil
        /// The amount in the currency it was made in, if given.
        public var originalAmount: OriginalAmount? = nil

        /// A row from its cells.
        public init(date: String, status: TransactionStatus, accountId: String, account: String, description: String,
                    amount: Decimal, currency: String, fractionDigits: Int = 0, balance: Decimal? = nil,
                    reference: String? = nil, counterparty: String? = nil, counterpartyAccount: String? = nil,
                    originalAmount: OriginalAmount? = nil) {
            self.reference = reference
            self.counterparty = counterparty
            self.counterpartyAccount = counterpartyAccount
            self.originalAmount = originalAmount
            self.date = date
            self.status = status
            self.accountId = accountId
            self.account = account
            self.description = description
            self.amount = amount
            self.currency = currency
            self.fractionDigits = fractionDigits
            self.balance = balance
        }
    }

    /// Whether the `balance` column is written (the document has a `period`).
    public var includesBalance: Bool
    /// Whether the `reference`, `counterparty`, `counterpartyAccount`, `originalAmount` and
    /// `originalCurrency` columns are written (some transaction carries one of them).
    public var includesDetails: Bool

    /// A writer whose rows end with a running balance column when `includesBalance`, then the
    /// details' columns when `includesDetails`.
    public init(includesBalance: Bool, includesDetails: Bool = false) {
        self.includesBalance = includesBalance
        self.includesDetails = includesDetails
    }

    /// The header's column names, in order.
    public var columns: [String] {
        ["date", "status", "accountId", "account", "description", "amount", "currency"] + (includesBalance ? ["balance"] : [])
            + (includesDetails ? ["reference", "counterparty", "counterpartyAccount", "originalAmount", "originalCurrency"] : [])
    }

    /// Writes the header and then one line per row.
    public func write(_ rows: some Sequence<Row>, to output: inout some TextOutputStream) {
        output.write(columns.joined(separator: ",") + "\r\n")
        for row in rows {
            var cells = [
                CSVWriter.field(CSVWriter.guarded(row.date)),
                row.status.rawValue,
                CSVWriter.field(CSVWriter.guarded(row.accountId)),
                CSVWriter.field(CSVWriter.guarded(row.account)),
                CSVWriter.field(CSVWriter.guarded(row.description)),
                CSVWriter.plainDecimal(row.amount, fractionDigits: row.fractionDigits),
                CSVWriter.field(CSVWriter.guarded(row.currency)),
            ]
            if includesBalance {
                cells.append(row.balance.map { CSVWriter.plainDecimal($0, fractionDigits: row.fractionDigits) } ?? "")
            }
            if includesDetails {
                let text = { (value: String?) in value.map { CSVWriter.field(CSVWriter.guarded($0)) } ?? "" }
                cells += [text(row.reference), text(row.counterparty), text(row.counterpartyAccount),
                          row.originalAmount.map { CSVWriter.plainDecimal($0.amount, currency: $0.currency) } ?? "",
                          text(row.originalAmount?.currency)]
            }
            output.write(cells.joined(separator: ",") + "\r\n")
        }
    }

    /// A text cell made safe: control characters replaced, and a `'` before what a
    /// spreadsheet would run as a formula.
    ///
    /// ```swift
    /// CSVWriter.guarded("=HYPERLINK(\"x\")")  // "'=HYPERLINK(\"x\")"
    /// CSVWriter.guarded("Coffee")             // "Coffee"
    /// ```
    public static func guarded(_ text: String) -> String {
        let safe = TextSafety.sanitized(text)
        guard let first = safe.unicodeScalars.first, formulaStarts.contains(first) else { return safe }
        return "'" + safe
    }

    /// What a cell must not start with: `=`, `+`, `-`, `@`, tab, carriage return.
    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// A cell as RFC 4180 writes it: in quotes, inner quotes doubled, when it holds a
    /// comma, a quote, CR or LF (or starts or ends with a space); as it is otherwise.
    ///
    /// ```swift
    /// CSVWriter.field("Tim \"the\" Coffee, Ltd")  // "\"Tim \"\"the\"\" Coffee, Ltd\""
    /// ```
    public static func field(_ text: String) -> String {
        let needsQuotes = text.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 10 || $0 == 13 }
            || text.hasPrefix(" ") || text.hasSuffix(" ")
        guard needsQuotes else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// An exact amount in plain decimal notation with at least the currency's `fractionDigits`
    /// (a whole `-100` is written `-100.00`, as a bank writes it), more when it has more: never
    /// rounded, no grouping, no exponent.
    ///
    /// ```swift
    /// CSVWriter.plainDecimal(Decimal(string: "-4.5")!, fractionDigits: 2)    // "-4.50"
    /// CSVWriter.plainDecimal(Decimal(string: "-100.00")!, fractionDigits: 2) // "-100.00"
    /// CSVWriter.plainDecimal(Decimal(string: "1500")!, fractionDigits: 0)    // "1500" (JPY)
    /// CSVWriter.plainDecimal(Decimal(string: "0.125")!, fractionDigits: 2)   // "0.125"
    /// CSVWriter.plainDecimal(Decimal(string: "1e3")!, fractionDigits: 2)     // "1000.00"
    /// ```
    public static func plainDecimal(_ amount: Decimal, fractionDigits: Int) -> String {
        plainDecimalPadded(amount, fractionDigits: fractionDigits)
    }

    /// ``plainDecimal(_:fractionDigits:)`` with `currency`'s fraction digits (as Foundation
    /// writes the currency in `en_US`; 2 for a code it does not know), as messages write a
    /// figure without a locale: `601.50` for 601.5 EUR, `1500` for 1500 JPY.
    package static func plainDecimal(_ amount: Decimal, currency: String) -> String {
        let digits = (try? CurrencyFormatter(currency: currency, locale: Locale(identifier: "en_US")))?.plan.fractionDigits ?? 2
        return plainDecimalPadded(amount, fractionDigits: digits)
    }

    private static func plainDecimalPadded(_ amount: Decimal, fractionDigits: Int) -> String {
        guard var exact = ExactDecimal(amount) else { return "NaN" }
        // Pad the fraction: 45e-1 → 450e-2 (left as it is in the rare case the digits would not fit).
        var padded = exact
        while -padded.exponent < fractionDigits {
            let (product, overflow) = padded.significand.multipliedReportingOverflow(by: 10)
            if overflow { return exact.description }
            padded.significand = product
            padded.exponent -= 1
        }
        exact = padded
        return exact.description
    }
}
