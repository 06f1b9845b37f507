/// The statement's footer: how to reach the bank and its legal lines.
///
/// In HTML a `<footer>`; in text, the end of the report. Shown with the header, and only
/// when the document gives a contact or legal lines.
///
/// ```swift
/// let footer = FooterSection(contact: "1-800-555-0100", legal: ["Member of the Deposit Insurance Corporation."])
/// StatementBlock.footer(footer).partial  // "footer"
/// ```
public struct FooterSection: Sendable {
    /// `bank.contact`, if any.
    public package(set) var contact: String?
    /// `bank.legal`, line by line.
    public package(set) var legal: [String]
}
