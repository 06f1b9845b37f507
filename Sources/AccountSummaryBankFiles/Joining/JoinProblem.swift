import Foundation
import AccountSummary

/// What stops bank statements from joining into one statement, worded in one place.
///
/// ```swift
/// JoinProblem.gap(previous: "day1.xml: Stmt 1", closing: 949.5, opening: 959.5, currency: "EUR").description
/// // "opening balance 959.50 EUR does not continue the closing balance 949.50 EUR of day1.xml: Stmt 1 (a gap between them)"
/// ```
///
/// Figures are written exactly, with at least their currency's fraction digits (`601.50 EUR`,
/// never `601.5`): the files' own way of writing them, whatever the report's locale.
package enum JoinProblem: Sendable, Hashable, CustomStringConvertible {
    case gap(previous: String, closing: Decimal, opening: Decimal, currency: String)
    case notReconciled(account: String, opening: Decimal, booked: Decimal, computed: Decimal, stated: Decimal,
                       difference: Decimal, currency: String, rule: String)
    case noStatements
    case tooLarge(String)
    /// Two files (or statements) of different owners or banks.
    case twoCustomers(what: String, first: String, firstName: String, second: String)
    /// The same statement read twice.
    case duplicate(of: String)
    /// Statements of one account whose entries share a day.
    case overlap(account: String, other: String, day: CalendarDate)
    /// A notification's batch (or single entry) linked to a statement's entry, booking another sum.
    case batchSum(reference: String, statement: String, booked: Decimal, sum: Decimal, currency: String, count: Int)
    /// A notification's batch linked to a statement's entry, whose transactions do not each give their amount.
    case batchWithoutAmounts(reference: String, statement: String)
    /// A notification's entry on a day a statement of its account covers, linked to none of its entries.
    case notInStatement(reference: String?, amount: Decimal, currency: String, day: CalendarDate, statement: String)
    /// Two notifications' entries linked to one statement entry.
    case notifiedTwice(reference: String, statement: String, other: String)

    package var description: String {
        switch self {
        case .gap(let previous, let closing, let opening, let currency):
            "opening balance \(JoinProblem.figure(opening, currency)) does not continue the closing balance "
                + "\(JoinProblem.figure(closing, currency)) of \(previous) (a gap between them)"
        case .notReconciled(let account, let opening, let booked, let computed, let stated, let difference, let currency, let rule):
            "account \(account): not reconciled: opening balance \(JoinProblem.figure(opening, currency)), "
                + "booked entries \(JoinProblem.figure(booked, currency)), computed closing balance "
                + "\(JoinProblem.figure(computed, currency)) (\(rule)), stated closing balance \(JoinProblem.figure(stated, currency)), "
                + "difference \(JoinProblem.figure(difference, currency))"
        case .noStatements:
            "no statement in the input: the file holds no Stmt, Rpt, message or STMTRS"
        case .tooLarge(let what):
            "\(what) needs more than 38 significant digits"
        case .twoCustomers(let what, let first, let firstName, let second):
            "names the \(what) \"\(second)\", but \(first) names \"\(firstName)\": files of two customers are not one statement "
                + "(--customer NAME states that they are one customer's)"
        case .duplicate(let other):
            "the same statement as \(other) (same account, period, balances and entries): a duplicate; give it once"
        case .overlap(let account, let other, let day):
            "account \(account): it books entries \(other) books too (from \(day)): overlapping statements would count "
                + "them twice (--dedupe joins them with each entry once)"
        case .batchSum(let reference, let statement, let booked, let sum, let currency, let count):
            "the entry \(reference) of \(statement) books \(JoinProblem.figure(booked, currency)), but "
                + (count == 1 ? "this notification's entry linked to it books \(JoinProblem.figure(sum, currency))"
                    : "the \(count) transactions this notification gives for it sum to \(JoinProblem.figure(sum, currency))")
                + ": a batch booking's details must add up to its booked amount exactly"
        case .batchWithoutAmounts(let reference, let statement):
            "the batch booking \(reference) of \(statement) is linked to this notification's entry, but not each of its "
                + "transactions gives its amount (<TxDtls><Amt>, or <AmtDtls><TxAmt> in the account's currency)"
        case .notInStatement(let reference, let amount, let currency, let day, let statement):
            "its entry \(reference.map { "\($0) " } ?? "")of \(JoinProblem.figure(amount, currency)) on \(day) is not in \(statement), "
                + "which covers that day: no entry there has its reference (AcctSvcrRef, NtryRef) or batch id (PmtInfId); "
                + "the files disagree"
        case .notifiedTwice(let reference, let statement, let other):
            "its entry is linked to the entry \(reference) of \(statement), which \(other) gives already: "
                + "the same notification given twice would count it twice"
        }
    }

    /// `601.50 EUR`: exact, with at least the currency's fraction digits, and its code.
    static func figure(_ amount: Decimal, _ currency: String) -> String {
        "\(CSVWriter.plainDecimal(amount, currency: currency)) \(currency)"
    }

    /// The readings worth a warning, worded once.
    package enum Reading {
        static func noBalances(_ source: String) -> String {
            "\(source) states no opening or closing balance: its account is shown with \"balances not stated\" "
                + "(nothing worked out, no reconciliation)"
        }

        /// A statement states one balance but not the other: neither is shown.
        static func oneBalance(_ source: String, stated: String) -> String {
            "\(source) states its \(stated) balance only: its account is shown with \"balances not stated\" "
                + "(the other is never worked out from what was booked)"
        }

        /// Some statements of an account state balances, others do not: none are shown.
        static func balancesNotShown(account: String, stating: String, notStating: String) -> String {
            "account \(account): \(stating) states balances, but \(notStating) states none: the account is shown with "
                + "\"balances not stated\" (a balance is never worked out from what was booked)"
        }

        static func deduplicated(_ source: String, other: String, dropped: Int) -> String {
            "\(source) overlaps \(other): joined with each entry once (\(dropped) entr\(dropped == 1 ? "y" : "ies") left out as already read)"
        }

        /// A whole line: `--customer` names the customer, not the file's owner.
        static func customerOverOwner(_ customer: String, file: String, owner: String) -> String {
            "warning: --customer \"\(customer)\" is used; \(file) names the owner \"\(owner)\""
        }
    }
}
