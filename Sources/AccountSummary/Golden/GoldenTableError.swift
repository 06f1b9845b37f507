/// Problems reading or updating a golden table, each naming `table:line`.
///
/// ```swift
/// GoldenTableError.missingFields(table: "en_US.golden", line: 3).description
/// // "en_US.golden:3: expected LOCALE CURRENCY AMOUNT [EXPECTED]"
/// ```
public enum GoldenTableError: Error, Sendable, Hashable, CustomStringConvertible {
    case missingFields(table: String, line: Int)
    case badEscape(table: String, line: Int)
    case unformattable(table: String, line: Int, MoneyError)
    case unreadable(path: String, reason: String)
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
