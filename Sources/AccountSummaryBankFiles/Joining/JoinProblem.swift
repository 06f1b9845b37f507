import Foundation

/// What stops bank statements from joining into one statement, worded in one place.
///
/// ```swift
/// JoinProblem.gap(previous: "day1.xml: Stmt 1", closing: "949.50", opening: "959.50", currency: "EUR").description
/// // "opening balance 959.50 EUR does not continue the closing balance 949.50 EUR of day1.xml: Stmt 1 (a gap between them)"
/// ```
package enum JoinProblem: Sendable, Hashable, CustomStringConvertible {
    case gap(previous: String, closing: String, opening: String, currency: String)
    case notReconciled(account: String, opening: String, booked: String, computed: String, stated: String,
                       difference: String, currency: String, rule: String)
    case noStatements
    case tooLarge(String)

    package var description: String {
        switch self {
        case .gap(let previous, let closing, let opening, let currency):
            "opening balance \(opening) \(currency) does not continue the closing balance \(closing) \(currency) of \(previous) (a gap between them)"
        case .notReconciled(let account, let opening, let booked, let computed, let stated, let difference, let currency, let rule):
            "account \(account): not reconciled: opening balance \(opening) \(currency), booked entries \(booked) \(currency), "
                + "computed closing balance \(computed) \(currency) (\(rule)), stated closing balance \(stated) \(currency), "
                + "difference \(difference) \(currency)"
        case .noStatements:
            "no statement in the input: the file holds no Stmt, Rpt, message or STMTRS"
        case .tooLarge(let what):
            "\(what) needs more than 38 significant digits"
        }
    }

    /// The readings worth a warning, worded once.
    package enum Reading {
        static func noBalances(_ source: String) -> String {
            "\(source) states no opening or closing balance: its account's balance is the sum of its booked entries"
        }

        /// A whole line: `--customer` names the customer, not the file's owner.
        static func customerOverOwner(_ customer: String, file: String, owner: String) -> String {
            "warning: --customer \"\(customer)\" is used; \(file) names the owner \"\(owner)\""
        }
    }
}
