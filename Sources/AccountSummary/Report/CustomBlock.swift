import Foundation

/// A block of a user's own templates, added to a document by an app: its partial and its
/// values, which the writer makes safe and styles as it does the report's own.
///
/// Text values are input text (control characters neutralised, escaped, isolated); amounts
/// are written in parts. Only the template formats lay it out: the native PDF refuses a
/// document holding one (a user's template is printed from its HTML), never leaving it out.
///
/// ```swift
/// var report = try StatementReport(statement, options: ReportOptions())
/// report.document.blocks.insert(.custom(CustomBlock(partial: "notice", values: ["message": .text("Branch closed on Friday")])), at: 1)
/// // notice.html.mustache: <p class="notice">{{{message}}}</p>
/// ```
public struct CustomBlock: Sendable {
    /// One value a block's partial reads.
    public enum Value: Sendable {
        /// Text from outside the tool, made safe by the writer.
        case text(String)
        /// An amount in parts.
        case amount(FormattedAmount)
        /// A list of records, for `{{#name}}…{{/name}}`.
        case list([[String: Value]])
        /// A flag, for `{{#name}}`.
        case flag(Bool)
    }

    /// The partial's name without the format's suffix (`notice` reads `notice.html.mustache`).
    public var partial: String
    /// The values, by the names the partial uses.
    public var values: [String: Value]

    /// A block laid out by `partial` with `values`.
    ///
    /// - Parameters:
    ///   - partial: the partial's name without the format's suffix.
    ///   - values: what it reads, by name.
    public init(partial: String, values: [String: Value]) {
        self.partial = partial
        self.values = values
    }
}
