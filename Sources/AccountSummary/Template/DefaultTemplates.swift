/// The templates the tool ships with, embedded at build time from `templates/`.
///
/// `templates/` is the single source of truth; the build plugin turns its
/// `*.mustache` files into `sources` so the binary works when copied alone.
/// `--template-dir` replaces them with a user's own.
///
/// ```swift
/// try DefaultTemplates.library().names.contains("statement.html")  // true
/// ```
public enum DefaultTemplates {
    /// Parses every default template into a library.
    public static func library() throws(TemplateError) -> TemplateLibrary {
        try TemplateLibrary(parsing: sources)
    }
}

extension DefaultTemplates {
    /// The built-in statement's style sheet: what `statement.html`'s `<style>` element holds,
    /// Mustache tags and all. The native PDF reads its print measures and palette from it
    /// (the HTML and the PDF have one style source).
    ///
    /// ```swift
    /// DefaultTemplates.stylesheet.contains("@page")  // true
    /// ```
    package static var stylesheet: String {
        let page = sources["statement.html"] ?? ""
        guard let open = page.range(of: "<style>"), let close = page.range(of: "</style>", range: open.upperBound..<page.endIndex)
        else { return "" }
        return String(page[open.upperBound..<close.lowerBound])
    }
}
