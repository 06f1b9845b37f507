/// The statement's footer: how to reach the bank and its legal lines.
///
/// In HTML a `<footer>`; in text, the end of the report. Shown with the header, and only
/// when the document gives a contact or legal lines.
///
/// ```swift
/// FooterSection(contact: "1-800-555-0100", legal: ["Member of the Deposit Insurance Corporation."]).partial  // "footer"
/// ```
public struct FooterSection: ReportSection {
    /// `bank.contact`, if any.
    public var contact: String?
    /// `bank.legal`, line by line.
    public var legal: [String]

    /// The `footer` partial.
    public var partial: String { "footer" }

    /// The contact and legal lines, made by `writer`.
    public func context(using writer: any ReportWriter) -> TemplateValue {
        .object([
            "contact": contact.map { .string(writer.text($0).rendered) } ?? .null,
            "legal": .list(legal.map { .string(writer.text($0).rendered) }),
        ])
    }
}
