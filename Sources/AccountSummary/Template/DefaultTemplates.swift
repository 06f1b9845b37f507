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
        let page = Array((sources["statement.html"] ?? "").utf8)
        func find(_ tag: String, from start: Int) -> Int? {
            let tag = Array(tag.utf8)
            guard page.count >= tag.count, start <= page.count - tag.count else { return nil }
            return (start...(page.count - tag.count)).first { page[$0..<$0 + tag.count].elementsEqual(tag) }
        }
        guard let open = find("<style>", from: 0), let close = find("</style>", from: open + 7) else { return "" }
        return String(decoding: page[(open + 7)..<close], as: UTF8.self)
    }
}
