// The string catalogs' model and look-ups are a module of their own (no domain type, no JSON),
// re-exported so that `import AccountSummary` is all an app writes to choose a statement's
// wording: `ReportSettings` takes a `StringCatalog`, read from a file by
// `StringCatalog(parsing:)` here, beside the JSON reader it uses.
@_exported import AccountSummaryWording
