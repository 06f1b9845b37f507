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
