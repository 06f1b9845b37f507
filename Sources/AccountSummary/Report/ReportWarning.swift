/// What a statement is rendered with but a person should look at, with its wording in one
/// place. The library never prints: ``StatementReport/warnings`` holds them, and the command
/// prints each as a `warning: ` line on standard error.
///
/// ```swift
/// ReportWarning.cardSignReversed(path: "accounts[1]").description
/// // "accounts[1]: the card's balance and its purchases disagree in sign; the document probably
/// //  uses the other convention (positive balance = owed)"
/// ```
public enum ReportWarning: Sendable, Hashable, CustomStringConvertible {
    /// A credit card whose figures read as a card in credit while its transactions are
    /// purchases (the rule is under ``StatementReport/warnings``): the document
    /// probably states what is owed as a negative balance, the opposite of version 1's
    /// rule, and the totals count the debt as money held.
    case cardSignReversed(path: String)

    /// One line, without the `warning: ` prefix the command adds.
    public var description: String {
        switch self {
        case .cardSignReversed(let path):
            "\(path): the card's balance and its purchases disagree in sign; "
                + "the document probably uses the other convention (positive balance = owed)"
        }
    }
}
