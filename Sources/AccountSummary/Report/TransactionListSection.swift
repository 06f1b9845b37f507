import Foundation

/// A list of transactions (pending, completed or filtered), newest first, split into pages.
///
/// ```swift
/// let list = TransactionListSection(title: "Pending", rows: rows, pageSize: 20, page: nil,
///                                   emptyState: "No pending transactions")
/// list.pageCount  // 3 for 57 rows
/// ```
public struct TransactionListSection: ReportSection {
    /// One transaction as a row shows it.
    public struct Row: Sendable {
        public var date: String
        public var description: String
        public var account: String
        public var amount: FormattedAmount
    }

    /// Rows made on demand from the statement: a list of a million transactions holds
    /// a million indices, not a million rows.
    public struct Rows: RandomAccessCollection, Sendable {
        let indices: [Int]
        let make: @Sendable (Int) -> Row

        /// Rows made by `make` from each of `indices`, in order.
        public init(_ indices: [Int], make: @escaping @Sendable (Int) -> Row) {
            self.indices = indices
            self.make = make
        }

        /// Rows given outright.
        public init(_ rows: [Row]) {
            self.init(Array(rows.indices)) { rows[$0] }
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { indices.count }
        public subscript(position: Int) -> Row { make(indices[position]) }
    }

    public var title: String
    /// Every row of the list, in order.
    public var rows: Rows
    public var pageSize: Int
    /// The one page shown, or nil for all of them.
    public var page: Int?
    public var emptyState: String

    public var partial: String { "transactions" }

    public var pageCount: Int { max(1, (rows.count + pageSize - 1) / pageSize) }

    public func context(using writer: any ReportWriter) -> TemplateValue {
        // Rows are styled only as a page reaches them (a `.sequence`); a format that aligns
        // columns first measures every row, keeping nothing but the widths.
        let alignments: [ColumnAlignment] = [.leading, .leading, .leading, .decimal]
        var widths = [ColumnWidth](repeating: ColumnWidth(), count: alignments.count)
        if writer.alignsColumns {
            for row in rows {
                for (column, cell) in TransactionListSection.cells(row, writer).enumerated() { widths[column].include(cell) }
            }
        }
        let rows = rows
        let columnWidths = widths
        let aligns = writer.alignsColumns
        // Dates and account names repeat across rows: each distinct one is styled once.
        let labels = Cache { writer.label($0, style: .muted).rendered }
        let texts = Cache { writer.text($0).rendered }
        let cachedLabel = labels.value(for:)
        let cachedText = texts.value(for:)
        let shownPages = page.map { [$0] } ?? Array(1...pageCount)
        var pages: [TemplateValue] = []
        for number in shownPages {
            let start = (number - 1) * pageSize
            guard start < rows.count else { continue }
            let count = min(pageSize, rows.count - start)
            let values = TemplateSequence(count: count) { offset in
                let row = rows[start + offset]
                if !aligns {
                    // Nothing to pad: make each cell once, no intermediate arrays.
                    return .object(["date": .string(cachedLabel(row.date)), "description": .string(writer.text(row.description).rendered),
                                    "account": .string(cachedText(row.account)),
                                    "amount": .string(writer.amount(row.amount, style: .row).rendered)])
                }
                let cells = TransactionListSection.cells(row, writer)
                let padded = cells.indices.map { writer.pad(cells[$0], in: columnWidths[$0], alignment: alignments[$0]) }
                return .object(["date": .string(padded[0]), "description": .string(padded[1]),
                                "account": .string(padded[2]), "amount": .string(padded[3])])
            }
            // Every key is present (null when absent) so that strict templates can test them.
            let marker: TemplateValue = pageCount > 1
                ? .string(writer.label("Page \(number) of \(pageCount)", style: .muted).rendered) : .null
            pages.append(.object(["rows": .sequence(values), "number": .number(String(number)), "marker": marker]))
        }
        let footerValue: TemplateValue = page.map { rows.isEmpty ? .null : .string(writer.label(footer(page: $0), style: .muted).rendered) } ?? .null
        return .object([
            "title": .string(writer.label(title, style: .heading).rendered),
            "pages": .list(pages),
            "emptyState": .string(writer.label(emptyState, style: .muted).rendered),
            "count": .number(String(rows.count)),
            "empty": .bool(rows.isEmpty),
            "footer": footerValue,
        ])
    }

    /// Styled strings by their source text, made once each; rows repeat dates and accounts.
    ///
    /// `@unchecked Sendable`: a row sequence is rendered by one thread, and the lock keeps
    /// the cache safe even if it were not.
    final class Cache: @unchecked Sendable {
        private let make: @Sendable (String) -> String
        private let lock = NSLock()
        private var values: [String: String] = [:]

        init(_ make: @escaping @Sendable (String) -> String) {
            self.make = make
        }

        func value(for key: String) -> String {
            lock.lock()
            defer { lock.unlock() }
            if let value = values[key] { return value }
            let value = make(key)
            values[key] = value
            return value
        }
    }

    /// One row's cells: date, description, account, amount.
    static func cells(_ row: Row, _ writer: any ReportWriter) -> [Cell] {
        [writer.label(row.date, style: .muted), writer.text(row.description), writer.text(row.account),
         writer.amount(row.amount, style: .row)]
    }

    /// "Showing 21–40 of 57 · more on page 3", or "No more transactions" on and past the last page.
    func footer(page: Int) -> String {
        let start = (page - 1) * pageSize
        guard start < rows.count else { return "No more transactions" }
        let end = min(start + pageSize, rows.count)
        let showing = "Showing \(start + 1)–\(end) of \(rows.count)"
        return end < rows.count ? "\(showing) · more on page \(page + 1)" : "\(showing) · No more transactions"
    }
}
