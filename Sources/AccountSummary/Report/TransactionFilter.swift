import Foundation

/// Which transactions a filtered list holds; every criterion given must match.
///
/// ```swift
/// var filter = TransactionFilter()
/// filter.status = .pending
/// filter.search = "coffee"
/// filter.description  // "status pending, search \"coffee\""
/// ```
public struct TransactionFilter: Sendable, Hashable {
    /// Only pending or only completed transactions; nil for both.
    public var status: TransactionStatus?
    /// Account ids; a transaction matches if its account is one of them.
    public var accountIds: [String] = []
    /// Only transactions of accounts of this type; nil for all.
    public var type: AccountType?
    /// First day included (local calendar date).
    public var from: CalendarDate?
    /// Last day included (local calendar date).
    public var to: CalendarDate?
    /// Text the description must contain, ignoring case and diacritics.
    public var search: String?

    /// No filter: every transaction.
    public init() {}

    /// Whether no criterion is set.
    public var isEmpty: Bool {
        status == nil && accountIds.isEmpty && type == nil && from == nil && to == nil && (search ?? "").isEmpty
    }

    /// Whether a transaction (on the given account) matches.
    public func matches(_ transaction: Transaction, account: Account?) -> Bool {
        if let status, transaction.status != status { return false }
        if !accountIds.isEmpty, !accountIds.contains(transaction.accountId) { return false }
        if let type, account?.type != type { return false }
        let day = transaction.date.calendarDate
        if let from, day < from { return false }
        if let to, day > to { return false }
        if let search, !search.isEmpty,
           transaction.description.range(of: search, options: [.caseInsensitive, .diacriticInsensitive]) == nil {
            return false
        }
        return true
    }
}

extension TransactionFilter: CustomStringConvertible {
    /// The criteria in plain English with raw values, for diagnostics and logs:
    /// `status pending, account chk-1, from 2026-11-01`. The report words them with
    /// ``described(in:day:)`` instead, in its language.
    public var description: String {
        var parts: [String] = []
        if let status { parts.append("status \(status.rawValue)") }
        if !accountIds.isEmpty { parts.append("account \(accountIds.joined(separator: " or "))") }
        if let type { parts.append("type \(type.rawValue)") }
        if let from { parts.append("from \(from)") }
        if let to { parts.append("to \(to)") }
        if let search, !search.isEmpty { parts.append("search \"\(search)\"") }
        return parts.joined(separator: ", ")
    }
}
