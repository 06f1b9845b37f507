// The template engine is a module of its own (no domain type in it), re-exported so that
// `import AccountSummary` is all an app writes to render a statement with its templates:
// `StatementReport.render(with:templates:to:)` takes a `TemplateLibrary` and throws a
// `TemplateError`, both the engine's.
@_exported import AccountSummaryMustache
