extension StringCatalog {
    /// One key's phrase in each language, with a note for translators.
    ///
    /// ```swift
    /// StringCatalog.builtIn.entries["section.totals"]?.localizations["fr"]
    /// // .unit(StringUnit(state: "translated", value: "Totaux"))
    /// ```
    public struct Entry: Sendable, Hashable {
        /// What the phrase is for, shown to translators (Xcode's "Comment").
        public var comment: String?
        /// How the key came to be (`"manual"` for keys written by hand, not extracted from code).
        public var extractionState: String?
        /// The phrase per language code (`"en"`, `"zh-Hans"`).
        public var localizations: [String: Localization]

        /// An entry from its parts.
        public init(comment: String? = nil, extractionState: String? = nil, localizations: [String: Localization] = [:]) {
            self.comment = comment
            self.extractionState = extractionState
            self.localizations = localizations
        }
    }
}
