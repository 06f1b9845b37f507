/// Why a statement cannot be built, with its wording in one place.
///
/// ```swift
/// ReportError.invalidPageSize(0).description  // "--page-size must be at least 1, got 0"
/// ```
public enum ReportError: Error, Sendable, Hashable, CustomStringConvertible {
    case invalidPageSize(Int)
    case invalidPage(Int)
    case money(path: String, MoneyError)

    public var description: String {
        switch self {
        case .invalidPageSize(let size): "--page-size must be at least 1, got \(size)"
        case .invalidPage(let page): "--page must be at least 1, got \(page)"
        case .money(let path, let error): "\(path): \(error)"
        }
    }
}
