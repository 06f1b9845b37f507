/// Whom a statement is for.
///
/// ```swift
/// let customer = Customer(name: "Jonathan", id: "c-1042")
/// customer.name  // "Jonathan"
/// customer.id    // "c-1042" (names the files `batch` writes)
/// ```
public struct Customer: Sendable, Hashable {
    /// The name the greeting uses, exactly as the document gives it.
    public var name: String
    /// A stable identifier; optional for `render`, required for `batch`.
    public var id: String?
    /// The postal address, line by line, exactly as the document gives it; empty when none.
    public var address: [String]

    /// A customer from a name and an optional id.
    ///
    /// - Parameters:
    ///   - name: the display name.
    ///   - id: the identifier, if any.
    ///   - address: the postal address lines, if any.
    public init(name: String, id: String? = nil, address: [String] = []) {
        self.name = name
        self.id = id
        self.address = address
    }
}
