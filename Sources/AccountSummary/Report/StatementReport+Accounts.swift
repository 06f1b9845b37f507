import Foundation

extension StatementReport {
    /// Each account's statement over the period: its completed transactions in the period,
    /// oldest first (input order within a day), with the balance after each.
    ///
    /// A card's running balance is what is owed, so it falls with money in; every other
    /// account's rises with it.
    static func accountEntries(
        _ statement: Statement, period: StatementPeriod, figures: [Reconciliation], notices: [String?], locale: Locale,
        wording: ReportWording, numbers: AccountNumber.Display, formatter: (String) -> CurrencyFormatter,
        formatters: [String: CurrencyFormatter]
    ) -> [AccountStatementSection.Entry] {
        let detailer = TransactionDetails(wording: wording, numbers: numbers)
        var slots: [String: Int] = [:]
        for (slot, account) in statement.accounts.enumerated() where slots[account.id] == nil { slots[account.id] = slot }
        var members = [[Int]](repeating: [], count: statement.accounts.count)
        var lookup = AccountLookup(slots)
        for (index, transaction) in statement.transactions.enumerated()
        where transaction.status == .completed && period.contains(transaction.date.calendarDate) {
            if let slot = lookup[transaction.accountId] { members[slot].append(index) }
        }
        let dateStyle = dayStyle(.abbreviated, locale: locale)
        var dayTexts: [CalendarDate: String] = [:]
        let step = MoneyFlowChart.Step.of(period)
        // Every account's bars have the same steps: their dates in words once.
        let steps = MoneyFlowChart.steps(of: period, step: step).map { first, last in
            MoneyFlowChart.Bar(first: first, last: last, label: MoneyFlowChart.label(first: first, last: last, step: step, locale: locale),
                               moneyIn: 0, moneyOut: 0)
        }
        return statement.accounts.indices.map { slot in
            let account = statement.accounts[slot]
            let figure = figures[slot]
            let parts = formatter(account.currency).parts
            let transactions = statement.transactions
            // Oldest first; the input order breaks ties, so equal dates keep their order.
            let ordered = members[slot].sorted { left, right in
                let (a, b) = (transactions[left].date, transactions[right].date)
                return a != b ? a < b : left < right
            }
            var balance = figure.opening
            let rows = ordered.map { index in
                let transaction = transactions[index]
                balance = balance.map { account.type.netEffect.balance($0, after: transaction.amount) }
                let day = transaction.date.calendarDate
                let text = dayTexts[day] ?? dayText(day, style: dateStyle)
                dayTexts[day] = text
                return AccountStatementSection.Row(date: text, description: transaction.description,
                                                   amount: transaction.amount, balance: balance,
                                                   details: detailer.line(for: transaction) { formatters[$0] })
            }
            let keys = account.type.statementKeys
            let words = (opening: wording.phrase(keys.opening), moneyIn: wording.phrase(keys.moneyIn),
                         moneyOut: wording.phrase(keys.moneyOut), closing: wording.phrase(keys.closing))
            let flow = flowChart(ordered.map { transactions[$0] }, steps: steps, step: step,
                                 negated: account.type.kind == .creditCard, words: (words.moneyIn, words.moneyOut),
                                 parts: parts, wording: wording)
            var summary: [AccountStatementSection.Line]
            switch account.type.kind {
            case .banking, .investment:
                summary = [.init(label: words.moneyIn, amount: parts.format(figure.moneyIn)),
                           .init(label: words.moneyOut, amount: parts.format(figure.moneyOut))]
                if account.type == .investment {
                    // Balances not stated: no change in value to tell.
                    if let difference = figure.difference {
                        summary.append(.init(label: wording.phrase(.investmentChangeInValue), amount: parts.format(difference)))
                    }
                }
            case .creditCard:
                // Signed as the owed balance moves: payments lower it, purchases raise it.
                summary = [.init(label: words.moneyIn, amount: parts.format(0 - figure.moneyIn)),
                           .init(label: words.moneyOut, amount: parts.format(0 - figure.moneyOut))]
            }
            return AccountStatementSection.Entry(
                name: numbers.shown(account.name, ifNumberOf: account), type: account.type, maskedNumber: account.number.map(numbers.shown),
                opening: .init(label: words.opening, amount: figure.opening.map(parts.format)), rows: rows, parts: parts, summary: summary,
                closing: .init(label: words.closing, amount: account.balance.map(parts.format)), notice: notices[slot],
                openingBalance: figure.opening, closingBalance: account.balance, flow: flow)
        }
    }

    /// An account's money in and out per step of the period (`steps`, their sums zero), from
    /// its completed transactions in the period (oldest first): each step's sums exact, signed as the account's summary
    /// lines (`negated` for a card, whose payments lower what is owed); nil without a
    /// transaction, or when a sum does not fit `Decimal` (the statement then says so itself).
    static func flowChart(
        _ transactions: [Transaction], steps: [MoneyFlowChart.Bar], step: MoneyFlowChart.Step,
        negated: Bool, words: (moneyIn: String, moneyOut: String), parts: CurrencyFormatter.Parts,
        wording: ReportWording
    ) -> MoneyFlowChart? {
        guard !transactions.isEmpty else { return nil }
        var exact = ExactArithmetic()
        var bars = steps
        var index = 0
        for transaction in transactions {
            let day = transaction.date.calendarDate
            while index < bars.count - 1, bars[index].last < day { index += 1 }
            let amount = negated ? exact.subtract(0, transaction.amount) : transaction.amount
            if transaction.amount > 0 {
                bars[index].moneyIn = exact.add(bars[index].moneyIn, amount)
            } else if transaction.amount < 0 {
                bars[index].moneyOut = exact.add(bars[index].moneyOut, amount)
            }
        }
        guard exact.isExact else { return nil }
        return MoneyFlowChart(step: step, bars: bars, words: words, parts: parts, negated: negated, wording: wording)
    }
}
