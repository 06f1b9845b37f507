extension TransactionFilter {
    /// The criteria in the report's words, for a filtered list's title and empty state.
    ///
    /// Each criterion is its own phrase (`filter.statusPending`, `filter.account`, …), joined
    /// with `filter.list`; several account ids with `filter.alternatives`. Values from outside
    /// the catalog (account ids, the searched text) are sanitised; dates are written by `day`.
    ///
    /// ```swift
    /// var filter = TransactionFilter()
    /// filter.status = .pending
    /// filter.accountIds = ["chk-1", "cc-1"]
    /// filter.described(in: english) { $0.description }  // "status pending, account chk-1 or cc-1"
    /// ```
    /// - Parameters:
    ///   - wording: the report's words.
    ///   - day: a calendar date as the report writes it (the locale's style).
    public func described(in wording: ReportWording, day: (CalendarDate) -> String) -> String {
        var parts: [String] = []
        if let status { parts.append(wording.phrase(status == .pending ? .filterStatusPending : .filterStatusCompleted)) }
        if let first = accountIds.first {
            let alternatives = wording.format(.filterAlternatives)
            let ids = accountIds.dropFirst().reduce(TextSafety.sanitized(first)) { joined, id in
                alternatives.filled(with: [.text(joined), .text(TextSafety.sanitized(id))])
            }
            parts.append(wording.phrase(.filterAccount, [ids]))
        }
        if let type { parts.append(wording.phrase(type.filterKey)) }
        if let from { parts.append(wording.phrase(.filterFrom, [day(from)])) }
        if let to { parts.append(wording.phrase(.filterTo, [day(to)])) }
        if let search, !search.isEmpty { parts.append(wording.phrase(.filterSearch, [TextSafety.sanitized(search)])) }
        guard let first = parts.first else { return "" }
        let list = wording.format(.filterList)
        return parts.dropFirst().reduce(first) { joined, part in list.filled(with: [.text(joined), .text(part)]) }
    }
}
