/// The key of every phrase the report writes, as the String Catalog names it.
///
/// The report asks for its words only by these keys, so a catalog (the built-in one or a
/// user's `--labels FILE`) is complete for the report exactly when it holds each of them;
/// ``StringCatalog/missingKeys(_:language:)`` tells which it lacks.
///
/// ```swift
/// PhraseKey.sectionTotals.rawValue  // "section.totals"
/// StringCatalog.builtIn.phrase(PhraseKey.sectionTotals.rawValue, language: "de")  // "Summen"
/// ```
public enum PhraseKey: String, Sendable, Hashable, CaseIterable {
    /// Account type label (chequing and savings accounts): on tiles and in the totals. English:
    /// "Banking".
    case accountTypeBanking = "accountType.banking"
    /// Account type label: a credit card account (its balance is what the customer owes). English:
    /// "Credit Card".
    case accountTypeCreditCard = "accountType.creditCard"
    /// Account type label: an investment account (its balance is a market value). English:
    /// "Investment".
    case accountTypeInvestment = "accountType.investment"
    /// The text alternative of an account's balance chart: how the running balance moved over the
    /// period. %1$@ the opening, %2$@ the lowest, %3$@ the highest, %4$@ the closing balance, each
    /// formatted. English: "Balance over the period: opened at %1$@, lowest %2$@, highest %3$@,
    /// closed at %4$@".
    case chartBalance = "chart.balance"
    /// One bar pair of an account's money-in and money-out chart in words. %1$@ the step (a week's
    /// days, a month, a year), %2$@ the account's money-in words, %3$@ the amount in, %4$@ its
    /// money-out words, %5$@ the amount out. English: "%1$@: %2$@ %3$@, %4$@ %5$@".
    case chartFlowBar = "chart.flow.bar"
    /// Joins the bars in words of a money-in and money-out chart; applied again for each further
    /// bar. English: "%1$@; %2$@".
    case chartFlowList = "chart.flow.list"
    /// The text alternative of an account's money-in and money-out bars per calendar month. %@ the
    /// bars in words. English: "Money in and money out by month: %@".
    case chartFlowMonth = "chart.flow.month"
    /// The text alternative of an account's money-in and money-out bars per week. %@ the bars in
    /// words. English: "Money in and money out by week: %@".
    case chartFlowWeek = "chart.flow.week"
    /// The text alternative of an account's money-in and money-out bars per calendar year. %@ the
    /// bars in words. English: "Money in and money out by year: %@".
    case chartFlowYear = "chart.flow.year"
    /// Above a banking or credit-card account's balance on its tile. English: "Current balance".
    case balanceCurrent = "balance.current"
    /// Above an investment account's market value on its tile. English: "Value".
    case balanceValue = "balance.value"
    /// A credit card's balance owed at the end of the period. English: "New balance".
    case cardNewBalance = "card.newBalance"
    /// The sum of payments to a credit card and refunds on it in the period. English: "Payments and
    /// credits".
    case cardPaymentsAndCredits = "card.paymentsAndCredits"
    /// A credit card's balance owed at the start of the period. English: "Previous balance".
    case cardPreviousBalance = "card.previousBalance"
    /// The sum of purchases, fees and interest on a credit card in the period. English: "Purchases and
    /// charges".
    case cardPurchasesAndCharges = "card.purchasesAndCharges"
    /// Column head: the account a transaction belongs to. English: "Account".
    case columnAccount = "column.account"
    /// Column head: the transaction's amount (money in positive, money out negative). English:
    /// "Amount".
    case columnAmount = "column.amount"
    /// Column head: the running balance after each transaction in a statement. English: "Balance".
    case columnBalance = "column.balance"
    /// Column head: the transaction's date. English: "Date".
    case columnDate = "column.date"
    /// Column head: the transaction's description as the merchant or bank wrote it. English:
    /// "Description".
    case columnDescription = "column.description"
    /// Column head: whether a transaction is pending or completed. English: "Status".
    case columnStatus = "column.status"
    /// A number of transactions. %lld is the count; a form for zero, one or two may spell the number
    /// out instead where the language has that form for one number only. English: "%lld transactions".
    case countTransactions = "count.transactions"
    /// Shown in the accounts section when the document has no account to show. English: "No accounts to
    /// show".
    case emptyAccounts = "empty.accounts"
    /// Shown in the completed list when it is empty. English: "No completed transactions".
    case emptyCompleted = "empty.completed"
    /// Shown in a filtered list when nothing matches. %@ is the filter in words (see filter.*).
    /// English: "No transactions match %@".
    case emptyFiltered = "empty.filtered"
    /// Shown in the pending list when it is empty. English: "No pending transactions".
    case emptyPending = "empty.pending"
    /// Shown in an account's statement when it has no completed transaction in the period. English: "No
    /// transactions in this period".
    case emptyStatement = "empty.statement"
    /// A part of a filter in words, joined with filter.list into the %@ of section.filtered and
    /// empty.filtered. %@ is one account id, or several joined with filter.alternatives. English:
    /// "account %@".
    case filterAccount = "filter.account"
    /// Joins two alternatives of a filter (account ids); applied again for a third. %1$@ and %2$@ are
    /// the alternatives. English: "%1$@ or %2$@".
    case filterAlternatives = "filter.alternatives"
    /// A part of a filter in words, joined with filter.list into the %@ of section.filtered and
    /// empty.filtered. %@ is the first day included, as a date. English: "from %@".
    case filterFrom = "filter.from"
    /// Joins the parts of a filter in words; applied again for each further part. %1$@ and %2$@ are
    /// parts. English: "%1$@, %2$@".
    case filterList = "filter.list"
    /// A part of a filter in words, joined with filter.list into the %@ of section.filtered and
    /// empty.filtered. %@ is the text searched for in descriptions; keep it in the language's quotation
    /// marks. English: "search "%@"".
    case filterSearch = "filter.search"
    /// A part of a filter in words, joined with filter.list into the %@ of section.filtered and
    /// empty.filtered. English: "status completed".
    case filterStatusCompleted = "filter.statusCompleted"
    /// A part of a filter in words, joined with filter.list into the %@ of section.filtered and
    /// empty.filtered. English: "status pending".
    case filterStatusPending = "filter.statusPending"
    /// A part of a filter in words, joined with filter.list into the %@ of section.filtered and
    /// empty.filtered. %@ is the last day included, as a date. English: "to %@".
    case filterTo = "filter.to"
    /// A part of a filter in words, joined with filter.list into the %@ of section.filtered and
    /// empty.filtered. English: "type banking".
    case filterTypeBanking = "filter.typeBanking"
    /// A part of a filter in words, joined with filter.list into the %@ of section.filtered and
    /// empty.filtered. English: "type creditCard".
    case filterTypeCreditCard = "filter.typeCreditCard"
    /// A part of a filter in words, joined with filter.list into the %@ of section.filtered and
    /// empty.filtered. English: "type investment".
    case filterTypeInvestment = "filter.typeInvestment"
    /// The PDF footer's statement identity on every printed page. %1$@ is the customer's name, %2$@ the
    /// period (statement.periodRange). English: "Statement for %1$@ · %2$@".
    case footerIdentity = "footer.identity"
    /// The PDF footer on every printed page. %1$lld is the page number, %2$lld the number of pages.
    /// English: "Page %lld of %lld".
    case footerPage = "footer.page"
    /// The header's greeting at the local time of the statement's date (12:00–16:59). %@ is the
    /// customer's name as given. Address the customer formally where the language expects it (Sie,
    /// vous, usted, Lei, u, Вы, Siz, आप, 様, 님). English: "Good afternoon, %@".
    case greetingAfternoon = "greeting.afternoon"
    /// The header's greeting at the local time of the statement's date (17:00–4:59). %@ is the
    /// customer's name as given. Address the customer formally where the language expects it (Sie,
    /// vous, usted, Lei, u, Вы, Siz, आप, 様, 님). English: "Good evening, %@".
    case greetingEvening = "greeting.evening"
    /// The header's greeting at the local time of the statement's date (5:00–11:59). %@ is the
    /// customer's name as given. Address the customer formally where the language expects it (Sie,
    /// vous, usted, Lei, u, Вы, Siz, आप, 様, 님). English: "Good morning, %@".
    case greetingMorning = "greeting.morning"
    /// How an investment's market value moved in the period, beyond contributions and withdrawals.
    /// English: "Change in value".
    case investmentChangeInValue = "investment.changeInValue"
    /// An investment account's market value at the end of the period. English: "Closing value".
    case investmentClosingValue = "investment.closingValue"
    /// The sum of money paid into an investment account in the period. English: "Contributions".
    case investmentContributions = "investment.contributions"
    /// An investment account's market value at the start of the period. English: "Opening value".
    case investmentOpeningValue = "investment.openingValue"
    /// The sum of money taken out of an investment account in the period. English: "Withdrawals".
    case investmentWithdrawals = "investment.withdrawals"
    /// Under a list when the page asked for is past its last page. English: "No more transactions".
    case pagingNoMore = "paging.noMore"
    /// Above each page of a list that has several pages. %1$lld is the page number, %2$lld the number
    /// of pages. English: "Page %lld of %lld".
    case pagingPage = "paging.page"
    /// Under the last page of a list shown one page at a time. %1$lld–%2$lld are the first and last row
    /// shown, %3$lld the number of rows. English: "Showing %lld–%lld of %lld · No more transactions".
    case pagingShowingLast = "paging.showingLast"
    /// Under a list shown one page at a time, when more pages follow. %1$lld–%2$lld are the first and
    /// last row shown, %3$lld the number of rows, %4$lld the next page. English: "Showing %lld–%lld of
    /// %lld · more on page %lld".
    case pagingShowingMore = "paging.showingMore"
    /// The page title of the report (HTML <title>). %@ is the customer's name. English: "Account
    /// summary · %@".
    case reportTitle = "report.title"
    /// Title of the account tiles section. English: "Accounts".
    case sectionAccounts = "section.accounts"
    /// Title of the list of completed (settled) transactions. English: "Completed".
    case sectionCompleted = "section.completed"
    /// Title of a filtered list of transactions. %@ is the filter in words (see filter.*). English:
    /// "Transactions matching %@".
    case sectionFiltered = "section.filtered"
    /// Title of the list of pending transactions (authorised, not yet settled). English: "Pending".
    case sectionPending = "section.pending"
    /// Title of the totals section: sums per account type and currency, then the net position. English:
    /// "Totals".
    case sectionTotals = "section.totals"
    /// Label of an account's masked number (•••• 5678). English: "Account number".
    case statementAccountNumber = "statement.accountNumber"
    /// Printed statements: the first row of an account's table continued on a new page, the
    /// running balance at that point beside it. English: "Balance brought forward".
    case statementBroughtForward = "statement.broughtForward"
    /// Printed statements: the last row of an account's table on a page when the table goes on
    /// on the next, the running balance at that point beside it. English: "Balance carried forward".
    case statementCarriedForward = "statement.carriedForward"
    /// A banking account's balance at the end of the period. English: "Closing balance".
    case statementClosingBalance = "statement.closingBalance"
    /// The sum of a banking account's incoming amounts in the period; also, for screen readers,
    /// beside each row's amount above zero (HTML). English: "Money in".
    case statementMoneyIn = "statement.moneyIn"
    /// The sum of a banking account's outgoing amounts in the period; also, for screen readers,
    /// beside each row's amount below zero (HTML), where a reader may not read the minus sign.
    /// English: "Money out".
    case statementMoneyOut = "statement.moneyOut"
    /// A banking account's balance at the start of the period; also the first row of its statement.
    /// English: "Opening balance".
    case statementOpeningBalance = "statement.openingBalance"
    /// Label of the statement's period in the header. English: "Statement period".
    case statementPeriod = "statement.period"
    /// The header's period line: %1$@ is the label (statement.period), %2$@ the period as a date range.
    /// Only the punctuation between them is the language's: French puts a no-break space before the
    /// colon; Chinese and Japanese use a full-width colon without a space. English: "%1$@: %2$@".
    case statementPeriodLine = "statement.periodLine"
    /// Shown in place of an account's balance (its tile, its opening and closing lines, its
    /// currency's totals) when the source does not state its balances. English: "Balances not
    /// stated".
    case statementBalancesNotStated = "statement.balancesNotStated"
    /// The statement's period. %1$@ is the first day, %2$@ the last (both included), as dates. English:
    /// "%1$@ to %2$@".
    case statementPeriodRange = "statement.periodRange"
    /// A notice on an account whose figures do not add up (rendered with --allow-unreconciled). %@ is
    /// the difference, formatted in the account's currency. English: "Not reconciled: the opening
    /// balance and transactions differ from the closing balance by %@.".
    case statementUnreconciled = "statement.unreconciled"
    /// A transaction's status: settled. English: "Completed".
    case statusCompleted = "status.completed"
    /// A transaction's status: authorised, not yet settled. English: "Pending".
    case statusPending = "status.pending"
    /// The last row of the totals: what the customer holds minus what the credit cards owe. English:
    /// "Net position".
    case totalsNet = "totals.net"
    /// A totals label when the report has several currencies. %1$@ is the label (an account type or the
    /// net position), %2$@ the currency code (USD). English: "%1$@ (%2$@)".
    case totalsWithCurrency = "totals.withCurrency"
    /// Under a transaction's description in HTML and PDF: the other side. %@ is its name and/or
    /// its account (masked unless account numbers are shown whole). English: "Counterparty %@".
    case transactionCounterparty = "transaction.counterparty"
    /// Under a transaction's description in HTML and PDF: the amount in the currency it was made
    /// in, never converted. %@ the amount in its currency. English: "Original amount %@".
    case transactionOriginalAmount = "transaction.originalAmount"
    /// Under a transaction's description in HTML and PDF: its reference. %@ the reference.
    /// English: "Ref. %@".
    case transactionReference = "transaction.reference"
}
