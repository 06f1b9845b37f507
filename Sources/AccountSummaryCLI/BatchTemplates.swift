import AccountSummary

/// A batch's templates, parsed once: before the first customer when a format renders with
/// them or they are the user's own (a template that does not parse stops the run before any
/// work, 65), otherwise when first asked for. A native PDF batch with the built-in templates
/// never asks (the native writer lays the statement out itself; only a statement handed to the
/// browser needs the HTML templates), and so never parses them.
///
/// ```swift
/// let templates = try BatchTemplates(directory: nil, formats: [.pdf])  // nothing parsed yet
/// let library = try templates.library()                                // parsed now, once
/// ```
final class BatchTemplates: Sendable {
    private let directory: String?
    private let parsed = Locked<TemplateLibrary?>(nil)

    init(directory: String?, formats: [OutputFormat]) throws(CLIError) {
        self.directory = directory
        let rendered = formats.contains { format in
            switch format {
            case .text, .ansi, .html: true
            case .pdf, .csv: false
            }
        }
        if directory != nil || rendered { _ = try library() }
    }

    /// The library, parsed on the first call.
    func library() throws(CLIError) -> TemplateLibrary {
        try parsed.withLock { (parsed: inout TemplateLibrary?) throws(CLIError) -> TemplateLibrary in
            if let parsed { return parsed }
            let library = try ReportSettings.templates(in: directory)
            parsed = library
            return library
        }
    }
}
