import Foundation

/// A list of transactions (pending, completed or filtered), newest first, split into pages.
///
/// ```swift
/// let list = TransactionListSection(title: "Pending", rows: rows, pageSize: 20, page: nil,
///                                   emptyState: "No pending transactions")
/// list.pageCount  // 3 for 57 rows
/// ```
public struct TransactionListSection: ReportSection {
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
        let rows = rows
        let aligns = writer.alignsColumns
        // Days and accounts repeat across rows: each is styled once. Descriptions and
        // amounts are styled only as a page reaches them (a sequence of records); a format
        // that aligns columns first measures every row, keeping nothing but the widths.
        let dateCells = rows.dates.map { writer.label($0, style: .muted) }
        let accountCells = rows.accounts.map { writer.text($0) }
        var widths = [ColumnWidth](repeating: ColumnWidth(), count: 4)
        var datesShown = [Bool](repeating: !aligns, count: dateCells.count)
        var accountsShown = [Bool](repeating: !aligns, count: accountCells.count)
        if aligns {
            for position in rows.indices {
                datesShown[rows.dateIndex(at: position)] = true
                accountsShown[rows.accountIndex(at: position)] = true
                widths[1].include(writer.text(rows.description(at: position)))
                widths[3].include(writer.amount(rows.amount(at: position), style: .row))
            }
            for (slot, cell) in dateCells.enumerated() where datesShown[slot] { widths[0].include(cell) }
            for (slot, cell) in accountCells.enumerated() where accountsShown[slot] { widths[2].include(cell) }
        }
        let columns = widths
        // Padded for this list's columns; a value no row of the list shows is never used.
        let dates = dateCells.indices.map { datesShown[$0] ? writer.pad(dateCells[$0], in: columns[0], alignment: .leading) : "" }
        let accounts = accountCells.indices.map {
            accountsShown[$0] ? writer.pad(accountCells[$0], in: columns[2], alignment: .leading) : ""
        }
        let shownPages = page.map { [$0] } ?? Array(1...pageCount)
        var pages: [TemplateValue] = []
        for number in shownPages {
            let start = (number - 1) * pageSize
            guard start < rows.count else { continue }
            let count = min(pageSize, rows.count - start)
            let values = TemplateSequence(count: count, fields: TransactionListSection.fields) { offset, field in
                let position = start + offset
                switch field {
                case 0:
                    return .string(dates[rows.dateIndex(at: position)])
                case 1:
                    let cell = writer.text(rows.description(at: position))
                    return .string(aligns ? writer.pad(cell, in: columns[1], alignment: .leading) : cell.rendered)
                case 2:
                    return .string(accounts[rows.accountIndex(at: position)])
                default:
                    let cell = writer.amount(rows.amount(at: position), style: .row)
                    return .string(aligns ? writer.pad(cell, in: columns[3], alignment: .decimal) : cell.rendered)
                }
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

    /// A row's names in templates, in the order the record sequence numbers its fields.
    static let fields = ["date", "description", "account", "amount"]

    /// "Showing 21–40 of 57 · more on page 3", or "No more transactions" on and past the last page.
    func footer(page: Int) -> String {
        let start = (page - 1) * pageSize
        guard start < rows.count else { return "No more transactions" }
        let end = min(start + pageSize, rows.count)
        let showing = "Showing \(start + 1)–\(end) of \(rows.count)"
        return end < rows.count ? "\(showing) · more on page \(page + 1)" : "\(showing) · No more transactions"
    }
}
