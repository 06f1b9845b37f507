extension StringCatalog {
    /// The catalog the tool ships with, embedded at build time from `templates/report.xcstrings`.
    ///
    /// `templates/report.xcstrings` is the single source of the report's wording; the build
    /// plugin embeds its text as `builtInSource` so the binary works when copied alone.
    ///
    /// Invariant: the embedded text parses. The test suite parses and checks the shipped
    /// catalog (`labels check` finds no problem), so a catalog that breaks it fails the build's
    /// tests long before a report could reach this trap.
    ///
    /// ```swift
    /// StringCatalog.builtIn.sourceLanguage  // "en"
    /// StringCatalog.builtIn.languages.count  // 16
    /// ```
    public static let builtIn: StringCatalog = {
        do { return try StringCatalog(parsing: builtInSource) } catch {
            fatalError("the built-in string catalog does not parse: \(error)")
        }
    }()
}
