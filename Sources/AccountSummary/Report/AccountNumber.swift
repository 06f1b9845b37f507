/// The one place an account number becomes text: masked, its last four characters visible.
///
/// Every writer and every format shows a ``Account/number`` only through ``masked(_:)``: no
/// output, HTML attributes and comments included, ever holds the whole number.
///
/// ```swift
/// AccountNumber.masked("004512345678")  // "•••• 5678"
/// AccountNumber.masked("1234")          // "••••" (four characters or fewer: all masked)
/// ```
public enum AccountNumber {
    /// The mask shown in place of the hidden characters.
    public static let mask = "••••"

    /// `number` with everything but its last four characters hidden; four or fewer hide all.
    ///
    /// Characters are user-perceived characters (grapheme clusters), so a combining mark
    /// never splits from its letter. The visible part is still a string from the input:
    /// writers sanitise and escape it like any other.
    ///
    /// - Parameter number: the whole account number, as the document gives it.
    /// - Returns: `•••• ` and the last four characters, or `••••` alone.
    public static func masked(_ number: String) -> String {
        guard number.count > 4 else { return mask }
        return mask + " " + String(number.suffix(4))
    }
}
