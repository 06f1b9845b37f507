import AccountSummary
/// Problems reading or updating a golden table, each naming `table:line`.
///
/// ```swift
/// GoldenTableError.missingFields(table: "en_US.golden", line: 3).description
/// // "en_US.golden:3: expected LOCALE CURRENCY AMOUNT [EXPECTED]"
/// ```
public enum GoldenTableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A case line without its locale, currency and amount.
    case missingFields(table: String, line: Int)
    /// An expected text with a `\\` escape that is not `\\\\` or `\\u{XXXX}`.
    case badEscape(table: String, line: Int)
    /// A case that cannot be formatted at all (an unknown currency or locale, a bad amount).
    case unformattable(table: String, line: Int, MoneyError)
    /// A table file that cannot be read.
    case unreadable(path: String, reason: String)
    /// A table file that cannot be written.
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .missingFields(let table, let line):
            "\(table):\(line): expected LOCALE CURRENCY AMOUNT [EXPECTED]"
        case .badEscape(let table, let line):
            "\(table):\(line): bad escape (expected \\u{XXXX} with 1 to 6 hex digits, or \\\\)"
        case .unformattable(let table, let line, let error):
            "\(table):\(line): \(error)"
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason)"
        case .unwritable(let path, let reason):
            "cannot write \(path): \(reason)"
        }
    }
}
