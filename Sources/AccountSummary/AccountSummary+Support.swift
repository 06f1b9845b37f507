// What every module shares and no app sees (package API only: `Locked`, `DiagnosticQuoting`),
// re-exported so that the modules above this library reach it through `import AccountSummary`.
@_exported import AccountSummarySupport
