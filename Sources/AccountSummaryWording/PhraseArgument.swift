/// A value put into a phrase's placeholder.
///
/// Text goes into `%@`, a whole number into `%lld`; either may fill either kind, so a
/// caller can pass digits it has already localized (`"٣"`) to a `%lld`.
///
/// ```swift
/// let arguments: [PhraseArgument] = ["Jonathan", 3]  // [.text("Jonathan"), .integer(3)]
/// ```
public enum PhraseArgument: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    /// A string, for a `%@` placeholder.
    case text(String)
    /// A number, for a `%lld` placeholder (and the plural category).
    case integer(Int)

    /// A string argument written as a literal.
    public init(stringLiteral value: String) { self = .text(value) }
    /// A number argument written as a literal.
    public init(integerLiteral value: Int) { self = .integer(value) }

    /// What the placeholder is replaced by: the text, or the number's ASCII digits.
    var rendered: String {
        switch self {
        case .text(let text): text
        case .integer(let number): String(number)
        }
    }
}
