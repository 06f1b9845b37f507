import Foundation

extension CSVWriter {
    /// Writes a report's transactions: every row of its document's lists (pending then
    /// completed, or the one filtered list, and the completed list the account blocks show),
    /// so filters apply as they do to the lists. Paging does not: a CSV holds every row of
    /// each list. With a period, the `balance` column runs from the document's openings.
    ///
    /// Rows run newest first throughout, the days as the lists show them and each day's rows
    /// newest first too (the reverse of the document order the account sections count them
    /// in), so the `balance` column reads as a bank's export does: an account's top completed
    /// row holds its closing balance, and each row's balance is the next one's (of the same
    /// account) plus its amount (minus, for a card's owed balance).
    ///
    /// ```swift
    /// var csv = ""
    /// CSVWriter.write(report, to: &csv)
    /// ```
    ///
    /// - Parameters:
    ///   - report: the report whose document's lists are written.
    ///   - output: where the CSV goes.
    public static func write(_ report: StatementReport, to output: inout some TextOutputStream) {
        let document = report.document
        let balances = document.runningBalances
        let lists = document.lists + (document.csvOnlyList.map { [$0] } ?? [])
        // Balances run over the whole statement (a filter hides rows, not money), once.
        let running = balances.flatMap { balances in
            lists.first.map { balances.balances(newestFirst: $0.rows.table.transactions) }
        }
        let writer = CSVWriter(includesBalance: balances != nil, includesDetails: report.hasDetails)
        let rows = lists.lazy.flatMap { list in
            CSVWriter.newestFirst(list.rows).lazy.map { position in
                let rows = list.rows
                let transaction = rows.transaction(at: position)
                let formatter = rows.formatter(at: position)
                return Row(date: transaction.date.description, status: transaction.status, accountId: rows.accountId(at: position),
                           account: rows.accounts[rows.accountIndex(at: position)], description: transaction.description,
                           amount: transaction.amount, currency: formatter.currency,
                           fractionDigits: formatter.plan.fractionDigits,
                           balance: running?[rows.statementIndex(at: position)] ?? nil,
                           reference: transaction.reference, counterparty: transaction.counterparty?.name,
                           counterpartyAccount: transaction.counterparty?.account.map(rows.table.numbers.shown),
                           originalAmount: transaction.originalAmount)
            }
        }
        writer.write(rows, to: &output)
    }

    /// The positions of `rows` (newest day first, each day in document order) with each day's
    /// run reversed: one strict newest-first order, the exact reverse of the order running
    /// balances are counted in.
    static func newestFirst(_ rows: TransactionListSection.Rows) -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(rows.count)
        // The dates read in place: a row's whole transaction is not copied twice for them.
        let transactions = rows.table.transactions
        var start = 0
        while start < rows.count {
            let day = transactions[rows.statementIndex(at: start)].date
            var end = start + 1
            while end < rows.count, transactions[rows.statementIndex(at: end)].date == day { end += 1 }
            order.append(contentsOf: (start..<end).reversed())
            start = end
        }
        return order
    }
}
