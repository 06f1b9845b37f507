import Foundation

/// A statement ready to render: its document of blocks, the same whatever the output format.
///
/// ```swift
/// let report = try StatementReport(statement, options: ReportOptions())
/// report.document.blocks.map(\.partial)  // ["header", "tiles", "totals", "transactions", "transactions"]
/// ```
public struct StatementReport: Sendable {
    /// The locale amounts and dates are written in.
    public package(set) var locale: Locale
    /// The language the report's words are in (`en`, `de`, `zh-Hans`): the HTML `lang`.
    public package(set) var languageCode: String
    /// Whether the words are written right to left (Arabic, Hebrew): the HTML `dir`.
    public package(set) var isRightToLeft: Bool
    /// The report's words: the catalog, the language chosen from the locale, its digits.
    public package(set) var wording: ReportWording
    /// The page title, e.g. "Account summary · Jonathan".
    public package(set) var title: String
    /// What every printed page names the statement by: the customer, and the period when
    /// there is one, e.g. "Statement for Jonathan · November 1 – 30, 2026".
    public package(set) var pageIdentity: String
    /// The printed page number's wording in the report's language, `{page}` and `{pages}`
    /// its counters: "Page {page} of {pages}", "Seite {page} von {pages}".
    public package(set) var pageCounterPhrase: String
    /// The blocks, in the order a statement shows them (header, tiles, totals, account
    /// statements, lists, footer), and what the CSV needs besides.
    public package(set) var document: StatementDocument
    /// Whether the report shows anything of a framed statement (period, addresses, account
    /// sections, notices, a filtered list's status and totals): the page then carries their styles.
    public package(set) var isFramed = false
    /// Whether some transaction carries a reference, a counterparty or an original amount, which
    /// HTML and PDF rows show under its description: the page then carries their style.
    public package(set) var hasDetails = false
    /// When the statement was made (its `asOf`), if it says: a printed document's date, so
    /// that the same statement always gives the same file.
    public package(set) var asOf: Timestamp?
    /// How printed pages place each account's statement (``ReportOptions/layout``): the PDF
    /// writer and the HTML's print style follow it.
    public package(set) var layout = PrintLayout.standard
    /// What the statement is rendered with but a person should look at, in the order of its
    /// accounts; the command prints each as a `warning:` line, the library never prints.
    ///
    /// A credit card (whose `balance` and `openingBalance` version 1 reads as what is owed,
    /// positive: owed) is ``ReportWarning/cardSignReversed(path:)`` when its balance is
    /// negative, its completed transactions add up to a negative amount (more bought than
    /// paid) and its opening balance, if stated, is negative too: a card really in credit got
    /// there by paying more than it bought. Nothing is changed; the warning says so.
    public package(set) var warnings: [ReportWarning] = []

    /// Builds the sections from a statement and the options.
    ///
    /// The statement's transactions are put in the order rows show them, in place when the
    /// caller gives the statement up (`StatementReport(consume statement, …)`): a million
    /// transactions are then neither copied nor read out of order while rendering.
    ///
    /// ```swift
    /// let report = try StatementReport(.sample, options: ReportOptions())
    /// report.document.blocks.count  // header, tiles, totals, the accounts, the transaction list
    /// ```
    /// - Throws: ``ReportError`` for bad options or an amount that cannot be formatted.
    public init(_ statement: consuming Statement, options: ReportOptions) throws(ReportError) {
        try self.init(statement, options: options, work: Serial())
    }

    /// ``init(_:options:)`` with the transactions put in order by `work` (the command plugs in
    /// the scale module's threads).
    ///
    /// Five steps, each a function below: the options checked; the words and locale chosen;
    /// a formatter for every currency, showing every amount unrounded; the
    /// figures reconciled (or the differences noted); the sections made.
    package init(_ statement: consuming Statement, options: ReportOptions, work: any WorkSharing) throws(ReportError) {
        try StatementReport.check(options)
        asOf = statement.asOf
        layout = options.layout
        let localeIdentifier = options.locale ?? statement.locale
        locale = Locale(identifier: localeIdentifier)
        // Every word comes from the catalog, in the language the locale chooses (the page's
        // `lang` and `dir` name that language, not the locale's: `sw_KE` reads English).
        wording = ReportWording(catalog: options.labels, localeIdentifier: localeIdentifier)
        languageCode = wording.language
        isRightToLeft = wording.isRightToLeft
        (title, pageCounterPhrase, pageIdentity) = StatementReport.pageWords(statement, wording: wording, localeIdentifier: localeIdentifier)

        warnings = StatementReport.cardSignWarnings(statement)
        var formatters = try Formatters(statement, locale: locale)
        hasDetails = statement.transactions.contains { $0.reference != nil || $0.counterparty != nil || $0.originalAmount != nil }
        let chosen = StatementReport.chosenSections(statement, options: options)
        let figures = try StatementReport.figures(statement, options: options, formatters: &formatters, wording: wording)
        isFramed = figures.needed || !statement.customer.address.isEmpty || !statement.bankAddress.isEmpty
            || statement.bankContact != nil || !statement.bankLegal.isEmpty || !options.filter.isEmpty

        var blocks: [StatementBlock] = []
        if chosen.shown.contains(.header) { blocks.append(.header(StatementReport.header(statement, locale: locale, wording: wording))) }
        blocks += try StatementReport.summaryBlocks(statement, chosen: chosen.shown, figures: figures, formatters: &formatters,
                                                         locale: locale, wording: wording, numbers: options.accountNumbers)
        let footer = StatementReport.footer(statement, shown: chosen.shown.contains(.header))
        var csvOnlyList: TransactionListSection?
        if chosen.shown.contains(.pending) || chosen.shown.contains(.completed) {
            let lists = try StatementReport.lists(&statement, chosen: chosen, options: options, formatters: &formatters,
                                                  locale: locale, wording: wording, work: work)
            blocks += lists.shown.map(StatementBlock.transactions)
            csvOnlyList = lists.csvOnly
        }
        // The CSV's balance column runs from each account's opening, when there is a period.
        let openings = statement.period == nil ? nil : RunningBalances(statement, figures: figures.reconciliations)
        document = StatementDocument(blocks: blocks + (footer.map { [.footer($0)] } ?? []), csvOnlyList: csvOnlyList,
                                     runningBalances: openings)
    }

    /// A formatter per currency code, made once each: a currency or locale the formatter
    /// refuses is a ``ReportError/money(path:_:)`` naming where it was met.
    struct Formatters {
        let locale: Locale
        private(set) var byCurrency: [String: CurrencyFormatter] = [:]

        /// Every account's currency and the statement's, checked. Amounts are never refused for
        /// their precision: the formatters are ``CurrencyFormatter/unrounded()``, so an amount
        /// finer than its currency's display digits (`929466.23` PKR, `-0.5` JPY) shows whole.
        init(_ statement: borrowing Statement, locale: Locale) throws(ReportError) {
            self.locale = locale
            for (index, account) in statement.accounts.enumerated() {
                _ = try format(0, currency: account.currency, path: "accounts[\(index)].currency")
            }
            _ = try format(0, currency: statement.currency, path: "currency")
            // Each original amount's currency, shown under its transaction's description.
            for (index, transaction) in statement.transactions.enumerated() {
                guard let original = transaction.originalAmount, byCurrency[original.currency] == nil else { continue }
                _ = try format(0, currency: original.currency, path: "transactions[\(index)].originalAmount.currency")
            }
        }

        /// `amount` in `currency`'s parts; `path` names the currency's place if it is refused.
        mutating func format(_ amount: Decimal, currency: String, path: String) throws(ReportError) -> FormattedAmount {
            if let formatter = byCurrency[currency] { return formatter.parts.format(amount) }
            do {
                let formatter = try CurrencyFormatter(currency: currency, locale: locale).unrounded()
                byCurrency[currency] = formatter
                return formatter.parts.format(amount)
            } catch {
                throw .money(path: path, error)
            }
        }
    }

    /// A warning for each credit card that seems to state what is owed as a negative balance.
    ///
    /// Version 1 reads a card's `balance` and `openingBalance` as what the customer owes
    /// (positive: owed), and its transactions from the customer's side (purchases negative).
    /// A card is warned about when all of these hold:
    ///
    /// - its `balance` is negative (read as the customer in credit);
    /// - its completed transactions (there must be some) add up to a negative amount: more
    ///   was bought than paid, which under version 1 raises what is owed;
    /// - its `openingBalance`, if it states one, is negative too.
    ///
    /// A card really in credit got there by paying more than it bought, so its completed
    /// amounts add up to a positive amount (or its opening was already in credit and it
    /// states no purchases): no warning. A card with only pending transactions gives no
    /// evidence either way and is left alone. Nothing is changed: the statement renders as
    /// version 1 reads it.
    ///
    /// ```swift
    /// // balance -1520.50, completed amounts -993.30: one warning
    /// StatementReport.cardSignWarnings(statement)  // [.cardSignReversed(path: "accounts[1]")]
    /// ```
    static func cardSignWarnings(_ statement: borrowing Statement) -> [ReportWarning] {
        var suspects: [String: Int] = [:]
        for (index, account) in statement.accounts.enumerated() where account.type.kind == .creditCard && (account.balance ?? 0) < 0 {
            let openingAgrees = account.openingBalance.map { $0 < 0 } ?? true
            if openingAgrees, suspects[account.id] == nil { suspects[account.id] = index }
        }
        guard !suspects.isEmpty else { return [] }
        // One pass over the transactions, only when some card's balance is negative.
        var sums: [Int: (total: Decimal, count: Int)] = [:]
        var exact = ExactArithmetic()
        for transaction in statement.transactions where transaction.status == .completed {
            guard let index = suspects[transaction.accountId] else { continue }
            let sum = sums[index] ?? (0, 0)
            sums[index] = (exact.add(sum.total, transaction.amount), sum.count + 1)
        }
        return suspects.values.sorted().compactMap { index in
            guard let sum = sums[index], sum.count > 0, sum.total < 0 else { return nil }
            return .cardSignReversed(path: "accounts[\(index)]")
        }
    }

    /// A page size or page number below 1 is refused.
    static func check(_ options: ReportOptions) throws(ReportError) {
        guard options.pageSize >= 1 else { throw .invalidPageSize(options.pageSize) }
        if let page = options.page, page < 1 { throw .invalidPage(page) }
    }

    /// The page title, the page counter's wording and what every printed page names the statement by.
    static func pageWords(_ statement: Statement, wording: ReportWording,
                          localeIdentifier: String) -> (title: String, counter: String, identity: String) {
        let title = wording.phrase(.reportTitle, [TextSafety.sanitized(statement.customer.name)])
        let counter = wording.phrase(.footerPage, ["{page}", "{pages}"])
        let identity = statement.period.map {
            wording.phrase(.footerIdentity, [statement.customer.name,
                                             StatementReport.periodText($0, locale: Locale(identifier: localeIdentifier), wording: wording)])
        } ?? statement.customer.name
        return (title, counter, identity)
    }

    /// The sections the options choose (all by default), and whether the completed list is
    /// made for the CSV only.
    ///
    /// By default a statement with a period lists its completed transactions once: in the
    /// account sections. The completed list is still made for the CSV, which holds every row.
    static func chosenSections(_ statement: Statement, options: ReportOptions) -> (shown: Set<StatementSection>, completedForCSVOnly: Bool) {
        var shown = options.sections ?? Set(StatementSection.allCases)
        let completedForCSVOnly = options.sections == nil && statement.period != nil && options.filter.isEmpty
        if completedForCSVOnly { shown.remove(.completed) }
        return (shown, completedForCSVOnly)
    }

    /// Each account's reconciliation, when the statement is framed (a period or opening
    /// balances), and the notice an unreconciled account shows.
    struct Figures {
        /// Whether anything needed them; without, both lists are empty.
        var needed: Bool
        var reconciliations: [Reconciliation]
        var notices: [String?]
    }

    /// The figures, worked out only when something needs them (an unframed statement without
    /// opening balances costs nothing more).
    ///
    /// - Throws: accounts that do not reconcile (unless the options allow it), and any figure
    ///   or running balance past 38 significant digits, even when differences are allowed.
    static func figures(_ statement: Statement, options: ReportOptions, formatters: inout Formatters,
                        wording: ReportWording) throws(ReportError) -> Figures {
        let needed = statement.period != nil || statement.accounts.contains { $0.openingBalance != nil }
        let figures = needed ? Reconciliation.all(statement) : []
        var notices = [String?](repeating: nil, count: statement.accounts.count)
        var failures: [ReportError.Unreconciled] = []
        for (index, account) in statement.accounts.enumerated() where needed && !figures[index].isReconciled {
            let figure = figures[index]
            // Balances not stated: no rule to fail (a sum past 38 digits is refused below).
            guard let opening = figure.opening, let computedClosing = figure.computedClosing, let stated = figure.stated,
                  let differenceAmount = figure.difference else { continue }
            let path = "accounts[\(index)]"
            func text(_ amount: Decimal) throws(ReportError) -> String {
                try formatters.format(amount, currency: account.currency, path: path + ".currency").string
            }
            let difference = try text(differenceAmount)
            failures.append(ReportError.Unreconciled(
                path: path, type: account.type, opening: try text(opening), completed: try text(figure.completed),
                computedClosing: try text(computedClosing), stated: try text(stated), difference: difference,
                isExact: figure.isExact))
            notices[index] = wording.phrase(.statementUnreconciled, [difference])
        }
        if !failures.isEmpty, !options.allowsUnreconciled { throw .unreconciled(failures) }
        // A figure past 38 significant digits would be rounded (or NaN) by Decimal: refused, even
        // when differences are allowed, as is a running balance that could not be exact.
        if let inexact = figures.firstIndex(where: { !$0.isExact }) {
            throw .tooLarge("accounts[\(inexact)]: its opening balance, money in, money out or closing balance")
        }
        if let period = statement.period, let inexact = StatementReport.inexactRunningBalance(statement, period: period, figures: figures) {
            throw .tooLarge("accounts[\(inexact)]: its running balance")
        }
        return Figures(needed: needed, reconciliations: figures, notices: notices)
    }

    /// The tiles, the totals and the account statements, as chosen. Every account's currency
    /// gets its formatter here, whichever blocks are shown.
    static func summaryBlocks(_ statement: Statement, chosen: Set<StatementSection>, figures: Figures,
                                formatters: inout Formatters, locale: Locale, wording: ReportWording,
                                numbers: AccountNumber.Display) throws(ReportError) -> [StatementBlock] {
        var sections: [StatementBlock] = []
        var tiles: [AccountTilesSection.Tile] = []
        for (index, account) in statement.accounts.enumerated() {
            // A card's balance as money owed, with its sign: as its Totals row shows it.
            let balance = try formatters.format(account.type.netEffect.shown(account.balance ?? 0), currency: account.currency,
                                                path: "accounts[\(index)].balance")
            tiles.append(.init(type: account.type, name: numbers.shown(account.name, ifNumberOf: account),
                               balance: account.balancesStated ? balance : nil, notice: figures.notices[index]))
        }
        if chosen.contains(.tiles) { sections.append(.tiles(AccountTilesSection(tiles: tiles, wording: wording))) }
        if !statement.accounts.isEmpty, chosen.contains(.totals) {
            sections.append(.totals(TotalsSection(rows: try StatementReport.totals(statement, wording: wording) { amount, currency throws(ReportError) in
                try formatters.format(amount, currency: currency, path: "currency")
            }, title: wording.phrase(.sectionTotals), wording: wording)))
        }
        if let period = statement.period, chosen.contains(.accounts) {
            let byCurrency = formatters.byCurrency
            var section = AccountStatementSection(entries: StatementReport.accountEntries(
                statement, period: period, figures: figures.reconciliations, notices: figures.notices, locale: locale, wording: wording,
                numbers: numbers, formatter: { byCurrency[$0]! }, formatters: byCurrency), wording: wording)
            // The charts' axes: the period's ends, written as the rows write their dates.
            let dateStyle = dayStyle(.abbreviated, locale: locale)
            section.firstDay = dayText(period.start, style: dateStyle)
            section.lastDay = dayText(period.end, style: dateStyle)
            sections.append(.accounts(section))
        }
        return sections
    }

    /// The transaction lists: pending and completed, or the one filtered list; and the
    /// completed list kept for the CSV only when the sections leave it out by default.
    ///
    /// The statement's transactions are put in the order rows show them (newest first,
    /// stable for equal dates), in place; a list keeps only indices, and rows are made when
    /// a page renders them.
    static func lists(_ statement: inout Statement, chosen: (shown: Set<StatementSection>, completedForCSVOnly: Bool),
                      options: ReportOptions, formatters: inout Formatters, locale: Locale, wording: ReportWording,
                      work: any WorkSharing) throws(ReportError) -> (shown: [TransactionListSection], csvOnly: TransactionListSection?) {
        // Every currency a row can use has its formatter before any row is made: the
        // accounts' (made for the tiles) and the statement's own.
        _ = try formatters.format(0, currency: statement.currency, path: "currency")
        work.sortNewestFirst(&statement.transactions)
        let table = StatementReport.rowTable(statement, locale: locale, formatters: formatters.byCurrency, numbers: options.accountNumbers,
                                             wording: wording)
        let transactions = statement.transactions
        func rows(where matching: (Int) -> Bool) -> TransactionListSection.Rows {
            TransactionListSection.Rows(table, positions: transactions.indices.filter(matching))
        }
        var shown: [TransactionListSection] = []
        var csvOnly: TransactionListSection?
        if options.filter.isEmpty {
            if chosen.shown.contains(.pending) {
                shown.append(TransactionListSection(
                    title: wording.phrase(.sectionPending), rows: rows { transactions[$0].status == .pending },
                    pageSize: options.pageSize, page: options.page, emptyState: wording.phrase(.emptyPending), wording: wording))
            }
            if chosen.shown.contains(.completed) || chosen.completedForCSVOnly {
                let completed = TransactionListSection(
                    title: wording.phrase(.sectionCompleted), rows: rows { transactions[$0].status == .completed },
                    pageSize: options.pageSize, page: options.page, emptyState: wording.phrase(.emptyCompleted), wording: wording)
                if chosen.completedForCSVOnly { csvOnly = completed } else { shown.append(completed) }
            }
        } else {
            let filter = options.filter
            let accounts = Dictionary(statement.accounts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let dayStyle = StatementReport.dayStyle(.abbreviated, locale: locale)
            let described = filter.described(in: wording) { StatementReport.dayText($0, style: dayStyle) }
            shown.append(TransactionListSection(
                title: wording.phrase(.sectionFiltered, [described]),
                rows: rows { filter.matches(transactions[$0], account: accounts[transactions[$0].accountId]) }, pageSize: options.pageSize,
                page: options.page, emptyState: wording.phrase(.emptyFiltered, [described]), wording: wording, showsStatus: true))
        }
        return (shown, csvOnly)
    }

    /// The statement's transactions as rows show them: each day written once, each account
    /// named once, every transaction pointing at its own.
    ///
    /// `formatters` holds a formatter for each account's currency and the statement's; a
    /// transaction whose account is unknown shows its account id, in the statement's currency.
    static func rowTable(
        _ statement: Statement, locale: Locale, formatters: [String: CurrencyFormatter], numbers: AccountNumber.Display,
        wording: ReportWording
    ) -> TransactionListSection.Table {
        let transactions = statement.transactions
        // Foundation takes microseconds per date; statements repeat days, so each is written once.
        let dateStyle = StatementReport.dayStyle(.abbreviated, locale: locale)
        var dates: [String] = []
        var dateSlots: [CalendarDate: Int32] = [:]
        var dateOfTransaction = [Int32](repeating: 0, count: transactions.count)
        var previous: (day: CalendarDate, slot: Int32)?
        for index in transactions.indices {
            let day = transactions[index].date.calendarDate
            if let previous, previous.day == day {
                dateOfTransaction[index] = previous.slot
                continue
            }
            let slot: Int32
            if let known = dateSlots[day] {
                slot = known
            } else {
                slot = Int32(dates.count)
                dates.append(dayText(day, style: dateStyle))
                dateSlots[day] = slot
            }
            dateOfTransaction[index] = slot
            previous = (day, slot)
        }

        // An account's name or id that is its number (an IBAN) is shown as numbers are.
        var accounts = statement.accounts.map { numbers.shown($0.name, ifNumberOf: $0) }
        var accountIds = statement.accounts.map { numbers.shown($0.id, ifNumberOf: $0) }
        var accountFormatters = statement.accounts.map { formatters[$0.currency]! }
        var accountCurrencies = statement.accounts.map(\.currency)
        var accountSlots: [String: Int32] = [:]
        for (slot, account) in statement.accounts.enumerated() where accountSlots[account.id] == nil {
            accountSlots[account.id] = Int32(slot)
        }
        var accountOfTransaction = [Int32](repeating: 0, count: transactions.count)
        for index in transactions.indices {
            let id = transactions[index].accountId
            if let slot = accountSlots[id] {
                accountOfTransaction[index] = slot
            } else {
                let slot = Int32(accounts.count)
                accounts.append(id)
                accountIds.append(id)
                accountFormatters.append(formatters[statement.currency]!)
                accountCurrencies.append(statement.currency)
                accountSlots[id] = slot
                accountOfTransaction[index] = slot
            }
        }
        let detailer = TransactionDetails(wording: wording, numbers: numbers)
        var details: [Int: TransactionDetails.Line] = [:]
        for index in transactions.indices {
            if let line = detailer.line(for: transactions[index], formatter: { formatters[$0] }) { details[index] = line }
        }
        return TransactionListSection.Table(
            transactions: transactions, dates: dates, dateOfTransaction: dateOfTransaction,
            accounts: accounts, accountIds: accountIds, formatters: accountFormatters, currencies: accountCurrencies,
            accountOfTransaction: accountOfTransaction, details: details, numbers: numbers, wording: wording)
    }

    /// The header from `asOf`'s local time, if any.
    static func header(_ statement: Statement, locale: Locale, wording: ReportWording) -> HeaderSection {
        var greeting: PhraseFormat?
        var dateLine: String?
        if let asOf = statement.asOf {
            // A statement greets a name, never a masked account number (bank files naming no
            // owner, without --customer or a frame): "Good evening, •••• 8516" was the greeting.
            if !statement.customer.name.hasPrefix(AccountNumber.mask) {
                greeting = wording.format(HeaderSection.greeting(hour: asOf.hour))
            }
            let style = StatementReport.dayStyle(.long, locale: locale)
            dateLine = dayText(asOf.date, style: style)
        }
        var header = HeaderSection(brand: statement.bankName, greeting: greeting, customerName: statement.customer.name,
                                   dateLine: dateLine)
        header.customerAddress = statement.customer.address
        header.bankAddress = statement.bankAddress
        header.period = statement.period.map { periodText($0, locale: locale, wording: wording) }
        header.periodLabel = wording.phrase(.statementPeriod)
        header.periodLine = wording.format(.statementPeriodLine)
        return header
    }

    /// A period in the locale's date-interval style, written in UTC (no wall clock, no time
    /// zone can move a day): "November 1 – 30, 2026", "1.–30. November 2026".
    static func periodText(_ period: StatementPeriod, locale: Locale, wording: ReportWording) -> String {
        guard let start = noonUTC(period.start), let end = noonUTC(period.end) else {
            return wording.phrase(.statementPeriodRange, [period.start.description, period.end.description])
        }
        let style = StatementReport.intervalStyle(.long, locale: locale)
        return style.format(start..<end)
    }

    /// The footer, when the header is shown and the document gives a contact or legal lines.
    static func footer(_ statement: Statement, shown: Bool) -> FooterSection? {
        guard shown, statement.bankContact != nil || !statement.bankLegal.isEmpty else { return nil }
        return FooterSection(contact: statement.bankContact, legal: statement.bankLegal)
    }

    /// A local calendar date written in a style (noon UTC of that day, formatted in UTC: no time zone can move it).
    static func dayText(_ day: CalendarDate, style: Date.FormatStyle) -> String {
        guard let date = noonUTC(day) else { return day.description }
        return style.format(date)
    }

    /// Noon UTC of a calendar day: formatted in UTC, no time zone can move it to another day.
    static func noonUTC(_ day: CalendarDate) -> Date? {
        var components = DateComponents()
        components.year = day.year
        components.month = day.month
        components.day = day.day
        components.hour = 12
        return utcCalendar.date(from: components)
    }

    /// The Gregorian calendar in UTC, in which every calendar day is placed and written.
    static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar
    }()

    /// Days written in `locale` in the `date` style (none: for fields added after), on ``utcCalendar``.
    static func dayStyle(_ date: Date.FormatStyle.DateStyle, locale: Locale) -> Date.FormatStyle {
        Date.FormatStyle(date: date, time: .omitted, locale: locale, calendar: utcCalendar, timeZone: utcCalendar.timeZone)
    }

    /// Intervals of days written in `locale` in the `date` style, on ``utcCalendar``.
    static func intervalStyle(_ date: Date.IntervalFormatStyle.DateStyle, locale: Locale) -> Date.IntervalFormatStyle {
        Date.IntervalFormatStyle(date: date, time: .omitted, locale: locale, calendar: utcCalendar, timeZone: utcCalendar.timeZone)
    }

    /// Totals per type and currency (types in their order, currencies as they first appear), then net per currency.
    /// The first account whose running balance could pass 38 significant digits: its opening's
    /// and completed amounts' magnitudes do not add up exactly. When they do, every partial sum,
    /// in any order, is exact too (it is no larger and has no finer digit), so the account
    /// sections and the CSV balance column never round.
    static func inexactRunningBalance(_ statement: Statement, period: StatementPeriod, figures: [Reconciliation]) -> Int? {
        var slots: [String: Int] = [:]
        for (slot, account) in statement.accounts.enumerated() where slots[account.id] == nil { slots[account.id] = slot }
        // An account without stated balances has no running balance: its magnitudes are summed
        // from zero all the same (harmless, and its money in and out must be exact anyway).
        var sums = figures.map { figure -> (Decimal, ExactArithmetic) in ((figure.opening ?? 0).magnitude, ExactArithmetic()) }
        var lookup = AccountLookup(slots)
        for transaction in statement.transactions where transaction.status == .completed && period.contains(transaction.date.calendarDate) {
            guard let slot = lookup[transaction.accountId], slot < sums.count else { continue }
            sums[slot].0 = sums[slot].1.add(sums[slot].0, transaction.amount.magnitude)
        }
        return sums.firstIndex { !$0.1.isExact }
    }

    static func totals(
        _ statement: Statement, wording: ReportWording, format: (Decimal, String) throws(ReportError) -> FormattedAmount
    ) throws(ReportError) -> [TotalsSection.Row] {
        var currencies: [String] = []
        for account in statement.accounts where !currencies.contains(account.currency) { currencies.append(account.currency) }
        let several = currencies.count > 1
        func label(_ key: PhraseKey, _ currency: String) -> String {
            several ? wording.phrase(.totalsWithCurrency, [wording.phrase(key), currency]) : wording.phrase(key)
        }
        var rows: [TotalsSection.Row] = []
        for currency in currencies {
            var net = Decimal(0)
            var exact = ExactArithmetic()
            // One account of the currency whose balances are not stated leaves its type's total,
            // and the currency's net position, not stated: never a sum that leaves it out.
            var netStated = true
            for type in AccountType.allCases {
                let accounts = statement.accounts.filter { $0.type == type && $0.currency == currency }
                guard !accounts.isEmpty else { continue }
                let balances = accounts.compactMap(\.balance)
                guard balances.count == accounts.count else {
                    netStated = false
                    rows.append(.init(label: label(type.labelKey, currency), amount: nil, isNet: false))
                    continue
                }
                let sum = balances.reduce(Decimal(0)) { exact.add($0, $1) }
                // A card's balance is owed: shown with its sign, so the rows add up to the net (and agree with its tile).
                let shown = type.netEffect.shown(sum)
                net = exact.add(net, shown)
                guard exact.isExact else { throw .tooLarge("totals: \(label(type.labelKey, currency))") }
                rows.append(.init(label: label(type.labelKey, currency), amount: try format(shown, currency), isNet: false))
            }
            guard exact.isExact else { throw .tooLarge("totals: \(label(.totalsNet, currency))") }
            rows.append(.init(label: label(.totalsNet, currency), amount: netStated ? try format(net, currency) : nil, isNet: true))
        }
        return rows
    }
}
