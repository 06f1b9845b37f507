import AccountSummary
import AccountSummaryScale

/// What `render --format` and `batch --format` write: the template formats, and the two
/// made from them or beside them (PDF printed from the HTML, CSV of the transactions).
///
/// ```swift
/// OutputFormat.pdf.templateFormat  // .html
/// OutputFormat.text.fileExtension  // "txt"
/// ```
enum OutputFormat: String, CaseIterable {
    case text, html, ansi, pdf, csv

    /// The templates this format renders with; nil for CSV (no templates).
    var templateFormat: ReportFormat? {
        switch self {
        case .text: .text
        case .ansi: .ansi
        case .html, .pdf: .html
        case .csv: nil
        }
    }

    /// The extension of a batch's files.
    var fileExtension: String {
        self == .text ? "txt" : rawValue
    }

    /// Bytes a terminal cannot show: never written to one (exit 64).
    var isBinary: Bool { self == .pdf }
}
