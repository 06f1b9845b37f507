import Foundation

extension CSVWriter {
    /// Writes a report's transactions: every row of its lists, in the report's order (pending
    /// then completed, or the one filtered list), so filters apply as they do to the lists.
    /// Paging does not: a CSV holds every row of each list.
    ///
    /// ```swift
    /// var csv = ""
    /// CSVWriter.write(report, balances: RunningBalances(statement), to: &csv)
    /// ```
    ///
    /// - Parameters:
    ///   - report: the report whose lists are written.
    ///   - balances: the accounts' openings when the document has a `period` (adds the
    ///     `balance` column); nil for none.
    ///   - output: where the CSV goes.
    public static func write(_ report: StatementReport, balances: RunningBalances?, to output: inout some TextOutputStream) {
        let lists = report.sections.compactMap { $0 as? TransactionListSection } + (report.csvOnlyList.map { [$0] } ?? [])
        // Balances run over the whole statement (a filter hides rows, not money), once.
        let running = balances.flatMap { balances in
            lists.first.map { balances.balances(newestFirst: $0.rows.table.transactions) }
        }
        let writer = CSVWriter(includesBalance: balances != nil)
        let rows = lists.lazy.flatMap { list in
            list.rows.indices.lazy.map { position in
                let rows = list.rows
                let transaction = rows.transaction(at: position)
                let formatter = rows.formatter(at: position)
                return Row(date: transaction.date.description, status: transaction.status, accountId: transaction.accountId,
                           account: rows.accounts[rows.accountIndex(at: position)], description: transaction.description,
                           amount: transaction.amount, currency: formatter.currency,
                           fractionDigits: formatter.plan.fractionDigits,
                           balance: running?[rows.statementIndex(at: position)] ?? nil)
            }
        }
        writer.write(rows, to: &output)
    }
}
