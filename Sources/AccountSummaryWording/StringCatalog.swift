/// A String Catalog (`.xcstrings`): every phrase of the report by key, in every language.
///
/// The file is the JSON Xcode writes and reads, so a translator opens it with the tools
/// they already use: `sourceLanguage`, then `strings` → key → `localizations` → language →
/// a `stringUnit` (`state`, `value`) or `variations.plural` → CLDR category → `stringUnit`.
/// Values use Xcode's placeholders (`%@`, `%lld`, positional `%1$@`).
///
/// ```swift
/// let catalog = StringCatalog.builtIn
/// catalog.phrase("paging.page", language: "de", arguments: [.integer(2), .integer(3)])
/// // "Seite 2 von 3"
/// catalog.phrase("count.transactions", language: "ru", count: 22)  // "22 операции"
/// ```
public struct StringCatalog: Sendable, Hashable {
    /// The language the keys' phrases are first written in (`"en"`), the fallback for every other.
    public var sourceLanguage: String
    /// The catalog format's version (`"1.0"`).
    public var version: String
    /// Every entry by key.
    public var entries: [String: Entry]

    /// A catalog from its parts.
    public init(sourceLanguage: String, version: String = "1.0", entries: [String: Entry] = [:]) {
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.entries = entries
    }

    /// The keys, sorted (code-point order, as Xcode writes them).
    public var keys: [String] { entries.keys.sorted() }

    /// Every language any entry is written in: the source language first, then the rest sorted.
    ///
    /// ```swift
    /// StringCatalog.builtIn.languages.prefix(3)  // ["en", "ar", "de"]
    /// ```
    public var languages: [String] {
        var found = Set<String>()
        for entry in entries.values { found.formUnion(entry.localizations.keys) }
        found.remove(sourceLanguage)
        return [sourceLanguage] + found.sorted()
    }
}
