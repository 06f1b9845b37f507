import AccountSummary
import Foundation

/// The trailers: every control total and count a BAI2 file states, checked exactly.
///
/// As the standard defines them (Cash Management Balance Reporting Specifications, version 2,
/// "49 – Account Trailer" and "Data Elements"): an account's control total is the algebraic
/// sum of the amounts of its 03 record and its 16 records (availability amounts of funds types
/// and item counts are not amounts), a group's the sum of its accounts' control totals, the
/// file's the sum of its groups'; each trailer counts the physical records it closes (its
/// header, every 16 and 88, and itself), a group its 03 records, the file its 02 records.
/// Figures are `Decimal`s added by ``ExactArithmetic``: nothing is rounded.
extension BAI2Parser {
    /// `49,control total,number of records/`: checks the account and hands back its statement.
    mutating func accountTrailer(_ fields: inout BAI2Record.Fields, warnings: inout BankWarnings) throws(BankFileError) -> BankStatement {
        let total = try fields.amount("account control total", required: true)!
        let records = try fields.count("number of records", required: true)!
        try fields.expectEnd()
        var tally = account!
        account = nil
        tally.physicalRecords += fields.record.physicalCount
        let stated = total.amount.integer
        if stated != tally.total {
            try mismatch(.controlTotal(.accountTrailer, stated: fields.string(total.field), computed: "\(tally.total)",
                                       what: "the amounts of its 03 record and its 16 records"), fields, total.field, warnings: &warnings)
        }
        if records.value != tally.physicalRecords {
            try mismatch(.count(.accountTrailer, what: "records", stated: records.text, counted: tally.physicalRecords),
                         fields, nil, warnings: &warnings)
        }
        group!.accounts += 1
        group!.total = arithmetic.add(group!.total, stated)
        group!.physicalRecords += tally.physicalRecords
        try checkExact(fields.record)
        // The balances the file states, as it states them: the joiner shows an account whose
        // statements do not state both as "balances not stated", never working one out.
        (tally.statement.opening, tally.statement.closing) = (tally.opening, tally.closing)
        return tally.statement
    }

    /// `98,control total,number of accounts,number of records/`.
    mutating func groupTrailer(_ fields: inout BAI2Record.Fields, warnings: inout BankWarnings) throws(BankFileError) {
        let total = try fields.amount("group control total", required: true)!
        let accounts = try fields.count("number of accounts", required: true)!
        let records = try fields.count("number of records", required: true)!
        try fields.expectEnd()
        var tally = group!
        group = nil
        tally.physicalRecords += fields.record.physicalCount
        let stated = total.amount.integer
        if stated != tally.total {
            try mismatch(.controlTotal(.groupTrailer, stated: fields.string(total.field), computed: "\(tally.total)",
                                       what: "its 49 account trailers' control totals"), fields, total.field, warnings: &warnings)
        }
        if accounts.value != tally.accounts {
            try mismatch(.count(.groupTrailer, what: "accounts (03 records)", stated: accounts.text, counted: tally.accounts),
                         fields, nil, warnings: &warnings)
        }
        if records.value != tally.physicalRecords {
            try mismatch(.count(.groupTrailer, what: "records", stated: records.text, counted: tally.physicalRecords),
                         fields, nil, warnings: &warnings)
        }
        fileTally.groups += 1
        fileTally.total = arithmetic.add(fileTally.total, stated)
        fileTally.physicalRecords += tally.physicalRecords
        try checkExact(fields.record)
    }

    /// `99,control total,number of groups,number of records/`.
    mutating func fileTrailer(_ fields: inout BAI2Record.Fields, warnings: inout BankWarnings) throws(BankFileError) {
        let total = try fields.amount("file control total", required: true)!
        let groups = try fields.count("number of groups", required: true)!
        let records = try fields.count("number of records", required: true)!
        try fields.expectEnd()
        fileTally.physicalRecords += fields.record.physicalCount
        if total.amount.integer != fileTally.total {
            try mismatch(.controlTotal(.fileTrailer, stated: fields.string(total.field), computed: "\(fileTally.total)",
                                       what: "its 98 group trailers' control totals"), fields, total.field, warnings: &warnings)
        }
        if groups.value != fileTally.groups {
            try mismatch(.count(.fileTrailer, what: "groups (02 records)", stated: groups.text, counted: fileTally.groups),
                         fields, nil, warnings: &warnings)
        }
        if records.value != fileTally.physicalRecords {
            try mismatch(.count(.fileTrailer, what: "records", stated: records.text, counted: fileTally.physicalRecords),
                         fields, nil, warnings: &warnings)
        }
    }

    /// A figure that does not match: an error a caller may allow (`--allow-unreconciled`), then a warning.
    private func mismatch(_ problem: BAI2Problem, _ fields: BAI2Record.Fields, _ field: BAI2Record.Fields.Field?,
                          warnings: inout BankWarnings) throws(BankFileError) {
        guard !allowUnreconciled else {
            warnings.note(file: file, BAI2Problem.allowed(problem, line: fields.record.line))
            return
        }
        var error = field.map { fields.failure(problem, $0) } ?? failure(problem, line: fields.record.line)
        error.isUnreconciled = true
        throw error
    }

    /// Every sum so far exact, or an error naming the record where one stopped being.
    func checkExact(_ record: BAI2Record) throws(BankFileError) {
        guard arithmetic.isExact else { throw failure(.sumTooLarge(record.code), line: record.line) }
    }
}
