/// A statement as every output reads it: its blocks in order, and what the CSV needs that the
/// blocks do not show.
///
/// ```swift
/// let document = try StatementReport(statement, options: ReportOptions()).document
/// document.blocks.map(\.partial)   // ["header", "tiles", "totals", "accounts", "transactions", "footer"]
/// document.runningBalances != nil  // a statement with a period: the CSV's balance column runs
/// ```
public struct StatementDocument: Sendable {
    /// The blocks, in the order the statement shows them.
    public package(set) var blocks: [StatementBlock]
    /// The completed transactions when the blocks leave that list out (a statement with a period
    /// lists them in its account blocks): the CSV still holds every row.
    public package(set) var csvOnlyList: TransactionListSection?
    /// Each account's opening balance, from which the CSV's `balance` column runs; nil without
    /// a period (no column).
    public package(set) var runningBalances: RunningBalances?

    /// A document of `blocks`.
    ///
    /// - Parameters:
    ///   - blocks: the blocks, in order.
    ///   - csvOnlyList: the completed list the CSV holds when no block shows it.
    ///   - runningBalances: the accounts' openings for the CSV's balance column, when there is a period.
    public init(blocks: [StatementBlock], csvOnlyList: TransactionListSection? = nil, runningBalances: RunningBalances? = nil) {
        self.blocks = blocks
        self.csvOnlyList = csvOnlyList
        self.runningBalances = runningBalances
    }

    /// Every transaction list the blocks show, in order.
    ///
    /// ```swift
    /// document.lists.map(\.title)  // ["Pending", "Completed"]
    /// ```
    public var lists: [TransactionListSection] {
        blocks.compactMap { block in
            switch block {
            case .transactions(let list): list
            case .header, .tiles, .totals, .accounts, .footer, .custom: nil
            }
        }
    }

    /// The header block, if the document shows one.
    public var header: HeaderSection? {
        blocks.lazy.compactMap { block -> HeaderSection? in if case .header(let header) = block { header } else { nil } }.first
    }

    /// The tiles block, if the document shows one.
    public var tiles: AccountTilesSection? {
        blocks.lazy.compactMap { block -> AccountTilesSection? in if case .tiles(let tiles) = block { tiles } else { nil } }.first
    }

    /// The totals block, if the document shows one.
    public var totals: TotalsSection? {
        blocks.lazy.compactMap { block -> TotalsSection? in if case .totals(let totals) = block { totals } else { nil } }.first
    }

    /// The account statements block, if the document shows one (a statement with a period).
    public var accounts: AccountStatementSection? {
        blocks.lazy.compactMap { block -> AccountStatementSection? in if case .accounts(let accounts) = block { accounts } else { nil } }.first
    }

    /// The footer block, if the document shows one.
    public var footer: FooterSection? {
        blocks.lazy.compactMap { block -> FooterSection? in if case .footer(let footer) = block { footer } else { nil } }.first
    }
}
