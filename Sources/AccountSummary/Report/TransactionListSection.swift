import Foundation

/// A list of transactions (pending, completed or filtered), newest first, split into pages.
///
/// ```swift
/// let list = TransactionListSection(title: "Pending", rows: rows, pageSize: 20, page: nil,
///                                   emptyState: "No pending transactions", wording: wording)
/// list.pageCount  // 3 for 57 rows
/// ```
public struct TransactionListSection: Sendable {
    /// The list's heading, from the catalog.
    public package(set) var title: String
    /// Every row of the list, in order.
    public package(set) var rows: Rows
    /// How many rows a page shows.
    public package(set) var pageSize: Int
    /// The one page shown, or nil for all of them.
    public package(set) var page: Int?
    /// The words an empty list shows instead.
    public package(set) var emptyState: String
    /// The report's words: heads, statuses, page markers, paging lines, counts.
    public package(set) var wording: ReportWording
    /// Whether rows show their status and the list ends with its count and sum per currency
    /// (a filtered list, which can hold both).
    public package(set) var showsStatus = false

    /// How many pages the rows fill, at least 1.
    public var pageCount: Int { max(1, rows.count / pageSize + (rows.count % pageSize == 0 ? 0 : 1)) }

    /// "1 transaction", "57 transactions", "22 транзакции": the language's plural form, the locale's digits.
    func countText(_ count: Int) -> String {
        wording.phrase(.countTransactions, count: count, [wording.number(count)])
    }

    /// A filtered list's count and exact sum of the rows shown, for one currency.
    public struct Total: Sendable {
        /// How many rows: "57 transactions", in the language's plural form and the locale's digits.
        public package(set) var label: String
        /// Their exact sum, in parts to style.
        public package(set) var amount: FormattedAmount
    }

    /// The row positions the list shows: every page, or the one ``page`` picks.
    public var shownPositions: [Range<Int>] {
        (page.map { [$0] } ?? Array(1...pageCount)).compactMap { number -> Range<Int>? in
            let start = pageStart(number)
            return start < rows.count ? start..<(start + min(pageSize, rows.count - start)) : nil
        }
    }

    /// A filtered list's totals (empty for any other list): one per currency, in the order
    /// the currencies first appear among the rows shown.
    ///
    /// ```swift
    /// filtered.totals.map(\.label)  // ["3 transactions"]
    /// ```
    public var totals: [Total] {
        guard showsStatus else { return [] }
        var order: [String] = []
        var sums: [String: (count: Int, sum: Decimal, formatter: CurrencyFormatter)] = [:]
        for range in shownPositions {
            for position in range {
                let currency = rows.currency(at: position)
                if var total = sums[currency] {
                    total.count += 1
                    total.sum += rows.exactAmount(at: position)
                    sums[currency] = total
                } else {
                    order.append(currency)
                    sums[currency] = (1, rows.exactAmount(at: position), rows.formatter(at: position))
                }
            }
        }
        return order.map { currency in
            let total = sums[currency]!
            return Total(label: countText(total.count), amount: total.formatter.parts.format(total.sum))
        }
    }

    /// The marker above page `number` of a list of several pages, in the report's words and
    /// digits; nil for a list of one page.
    ///
    /// ```swift
    /// list.marker(page: 2)  // "Page 2 of 3"
    /// ```
    public func marker(page number: Int) -> String? {
        guard pageCount > 1 else { return nil }
        return wording.format(.pagingPage).filled(with: [.text(wording.number(number)), .text(wording.number(pageCount))])
    }

    /// The line under the one page shown (``page``), nil when every page is shown or the list is empty.
    ///
    /// ```swift
    /// list.pagingLine  // "Showing 21–40 of 57 · more on page 3"
    /// ```
    public var pagingLine: String? {
        guard let page, !rows.isEmpty else { return nil }
        return footer(page: page)
    }

    /// "Showing 21–40 of 57 · more on page 3", or "No more transactions" on and past the last
    /// page, in the report's language and digits.
    func footer(page: Int) -> String {
        let start = pageStart(page)
        guard start < rows.count else { return wording.phrase(.pagingNoMore) }
        let end = start + min(pageSize, rows.count - start)
        let numbers = [start + 1, end, rows.count].map(wording.number)
        return end < rows.count
            ? wording.phrase(.pagingShowingMore, numbers + [wording.number(page + 1)])
            : wording.phrase(.pagingShowingLast, numbers)
    }

    /// The first row of page `number` (from 1), saturating: a page so far past the end that
    /// the product overflows starts past every row, as any page past the last does.
    ///
    /// ```swift
    /// list.pageStart(3)        // 40 with 20 rows a page
    /// list.pageStart(.max)     // Int.max
    /// ```
    func pageStart(_ number: Int) -> Int {
        let (start, overflow) = (max(number, 1) - 1).multipliedReportingOverflow(by: pageSize)
        return overflow ? .max : start
    }
}
