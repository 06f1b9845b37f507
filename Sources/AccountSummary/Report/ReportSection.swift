/// One section of a statement: its data, and the partial that lays it out.
///
/// Adding a kind of section is local: a type conforming to this protocol and
/// one partial per format (`<partial>.text`, `<partial>.html`, …). The main
/// template includes each section with a dynamic partial, `{{>*partial}}`.
///
/// ```swift
/// struct NoticeSection: ReportSection {
///     var partial: String { "notice" }
///     var message: String
///     func context(using writer: any ReportWriter) -> TemplateValue { ["message": .string(writer.text(message).rendered)] }
/// }
/// ```
public protocol ReportSection: Sendable {
    /// The partial's name without the format suffix.
    var partial: String { get }
    /// The section's values, styled and escaped by `writer`.
    func context(using writer: any ReportWriter) -> TemplateValue
}
