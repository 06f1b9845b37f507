// The money core is a module of its own (no domain type in it), re-exported so that
// `import AccountSummary` is all an app writes: a statement's amounts are `FormattedAmount`s
// from a `CurrencyFormatter`, and its problems include a `MoneyError`.
@_exported import AccountSummaryMoney
