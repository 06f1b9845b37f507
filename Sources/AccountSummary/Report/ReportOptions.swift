/// What a statement shows beyond its data: locale override, filter, paging.
///
/// ```swift
/// var options = ReportOptions()
/// options.pageSize = 20
/// options.page = 2        // only page 2 of each list
/// options.sections = StatementSection.overview  // header, tiles and totals only
/// ```
public struct ReportOptions: Sendable, Hashable {
    /// Overrides the document's locale when set.
    public var locale: String?
    /// When not empty, the statement shows one filtered list instead of pending and completed.
    public var filter = TransactionFilter()
    /// Rows per page (at least 1).
    public var pageSize = 20
    /// Renders only this page (1-based) of each list; `nil` renders every page.
    public var page: Int?
    /// The sections shown, in the report's order whatever this set's; nil for the default:
    /// every section, but for a statement with a period and no filter the completed list,
    /// whose transactions the account sections already list (once is enough).
    public var sections: Set<StatementSection>?
    /// Renders an account whose figures do not reconcile, with a notice, instead of failing.
    public var allowsUnreconciled = false
    /// The catalog the report's words come from: the built-in one, or a user's laid over it
    /// (``StringCatalog/overlaid(on:)``, `--labels FILE`).
    public var labels = StringCatalog.builtIn

    /// How account numbers are shown, in every section and the CSV: masked unless the
    /// statement goes to the account's owner (`--account-numbers full`). An account id or
    /// name that is the number (an IBAN) is shown the same way.
    public var accountNumbers = AccountNumber.Display.masked

    /// How printed statements place each account's statement (``PrintLayout``): the PDF and the
    /// HTML's print style.
    public var layout = PrintLayout.standard

    /// The defaults: the statement's locale, no filter, 20 rows a page, every section that applies.
    public init() {}
}
