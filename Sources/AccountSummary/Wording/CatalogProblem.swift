/// Something `labels check` finds wrong with a catalog, in one language; the wording is here.
///
/// ```swift
/// CatalogProblem.missing(key: "section.totals", language: "de").description
/// // de: "section.totals": missing
/// ```
public enum CatalogProblem: Sendable, Hashable, CustomStringConvertible {
    /// The language has no phrase for the key (or the catalog lacks a key the report uses).
    case missing(key: String, language: String)
    /// The phrase (or one plural form of it) is not marked `translated`, or is empty.
    case notTranslated(key: String, language: String, category: PluralCategory?, state: String)
    /// A plural phrase lacks a category the language's CLDR rule has.
    case missingPluralCategory(key: String, language: String, category: PluralCategory)
    /// The placeholders of a phrase (or plural form) differ from the source language's.
    case placeholders(key: String, language: String, category: PluralCategory?, found: [String], expected: [String])
    /// The phrase holds control or bidi-control characters (an escape sequence, say), which
    /// the report never writes: each becomes U+FFFD.
    case controlCharacters(key: String, language: String, category: PluralCategory?)

    /// The language the problem is in.
    public var language: String {
        switch self {
        case .missing(_, let language), .notTranslated(_, let language, _, _),
             .missingPluralCategory(_, let language, _), .placeholders(_, let language, _, _, _),
             .controlCharacters(_, let language, _):
            language
        }
    }

    /// The key the problem is about.
    public var key: String {
        switch self {
        case .missing(let key, _), .notTranslated(let key, _, _, _),
             .missingPluralCategory(let key, _, _), .placeholders(let key, _, _, _, _),
             .controlCharacters(let key, _, _):
            key
        }
    }

    /// `de: "paging.page": missing`, `ru: "count.accounts" (few): not translated (state "new")`.
    public var description: String {
        func place(_ key: String, _ language: String, _ category: PluralCategory?) -> String {
            "\(language): \"\(key)\"" + (category.map { " (\($0.rawValue))" } ?? "")
        }
        func list(_ placeholders: [String]) -> String {
            placeholders.isEmpty ? "none" : placeholders.joined(separator: " ")
        }
        switch self {
        case .missing(let key, let language):
            return "\(place(key, language, nil)): missing"
        case .notTranslated(let key, let language, let category, let state):
            let why = state.isEmpty ? "no state" : "state \"\(state)\""
            return "\(place(key, language, category)): not translated (\(why))"
        case .missingPluralCategory(let key, let language, let category):
            return "\(place(key, language, nil)): missing plural category \(category.rawValue)"
        case .placeholders(let key, let language, let category, let found, let expected):
            return "\(place(key, language, category)): placeholders \(list(found)) differ from the source's \(list(expected))"
        case .controlCharacters(let key, let language, let category):
            return "\(place(key, language, category)): holds control or bidi-control characters (written as U+FFFD)"
        }
    }
}
