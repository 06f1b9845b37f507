import Testing

/// The money core's tests: amount parsing, `DecimalLayout`, `CurrencyFormatter`,
/// `FormattedAmount`, and the differential test against Foundation.
///
/// One parent suite, so `swift test --filter Money` runs them all (the filter
/// matches test identifiers, which name types, not folders).
@Suite enum MoneyTests {}
