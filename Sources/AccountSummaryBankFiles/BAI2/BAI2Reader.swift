import AccountSummary

/// Reads BAI2 files (BAI Cash Management Balance Reporting, version 2; version 3 with a warning).
///
/// Every `03` account identifier (with its `16` details, up to its `49` trailer) is one
/// ``BankStatement``, as the contract maps it: the account number is the account; the currency
/// is the `03`'s, else its `02` group's, else USD (the standard's default, with a warning); the
/// opening balance is the opening ledger (type code `010`) and the closing balance the closing
/// ledger (`015`), never an available balance (`040`, `045`); each `16` is a completed
/// transaction, a credit for type codes 100–399 and a debit for 400–699 (any other type code is
/// an error naming the record), dated by its group's as-of date, its text (`88` continuations
/// joined) the description, its bank reference (else customer reference) the reference. Amounts
/// have no decimal point and are scaled by the currency's ISO 4217 minor unit
/// (``CurrencyMinorUnit``), exactly; a currency ISO 4217 does not list is an error. The period
/// is the group's as-of date: several groups of one account chain through the joiner.
///
/// Balances are the ones the `03` states, as it states them: both, one, or neither (BAI2 lets a
/// file leave them out). The joiner shows an account whose statements do not state both as
/// "balances not stated", with a warning naming a lone one: the other is never worked out.
///
/// Every record is accounted for: the `49`, `98` and `99` trailers' control totals and counts are
/// checked exactly (an error naming the record and both figures; a warning when the caller allows
/// statements that do not reconcile); a file cut short, a record out of place or after the `99`,
/// an `88` with nothing to continue, are errors naming the line. A file that is not valid UTF-8
/// is read as Windows-1252, with a warning.
///
/// ```swift
/// var warnings = BankWarnings()
/// try bytes.withByteView { bytes throws(BankFileError) in
///     try BAI2Reader.read(bytes, file: "svb.bai2", warnings: &warnings) { statement, _ in
///         statement.accountID  // "1234567890"
///         statement.closing    // 351771.75
///     }
/// }
/// ```
package enum BAI2Reader: BankFileReader {
    package static func read(_ bytes: ByteView, file: String, warnings: inout BankWarnings,
                             _ body: (BankStatement, _ readUpTo: Int) throws(BankFileError) -> Void) throws(BankFileError) {
        try read(bytes, file: file, warnings: &warnings, allowUnreconciled: false, body)
    }

    package static func read(_ bytes: ByteView, file: String, warnings: inout BankWarnings, work: any WorkSharing,
                             allowUnreconciled: Bool,
                             _ body: (BankStatement, _ readUpTo: Int) throws(BankFileError) -> Void) throws(BankFileError) {
        try read(bytes, file: file, warnings: &warnings, allowUnreconciled: allowUnreconciled, body)
    }

    /// Reads the file; with `allowUnreconciled`, a control total or count that does not match
    /// is a warning rather than an error.
    package static func read(_ bytes: ByteView, file: String, warnings: inout BankWarnings, allowUnreconciled: Bool,
                             _ body: (BankStatement, _ readUpTo: Int) throws(BankFileError) -> Void) throws(BankFileError) {
        guard String(validating: bytes, as: UTF8.self) == nil else {
            var parser = BAI2Parser(bytes: bytes, file: file, allowUnreconciled: allowUnreconciled)
            try parser.read(warnings: &warnings, body)
            return
        }
        // Read from a UTF-8 copy: its offsets are not the file's, so no pages are handed back.
        let utf8 = Array(MT940Reader.text(bytes, file: file, warnings: &warnings).utf8)
        try utf8.withByteView { copy throws(BankFileError) in
            var parser = BAI2Parser(bytes: copy, file: file, allowUnreconciled: allowUnreconciled)
            try parser.read(warnings: &warnings) { statement, _ throws(BankFileError) in try body(statement, 0) }
        }
    }
}
