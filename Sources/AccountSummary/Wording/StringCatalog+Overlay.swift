import Foundation

extension StringCatalog {
    /// This catalog's phrases laid over `base`'s: per key and language, this catalog's
    /// phrase where it has one, `base`'s otherwise.
    ///
    /// This is how `--labels FILE` reads a user's catalog: what it leaves out comes from the
    /// built-in one, so a catalog that rewords a few phrases, or adds one language, is enough.
    /// The result keeps `base`'s source language (the last fallback of every phrase).
    ///
    /// ```swift
    /// let mine = try StringCatalog(parsing: #"{"sourceLanguage":"en","strings":{"section.totals":"#
    ///     + #"{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Gesamt"}}}}}}"#)
    /// let merged = mine.overlaid(on: .builtIn)
    /// merged.phrase("section.totals", language: "de")   // "Gesamt"
    /// merged.phrase("section.pending", language: "de")  // the built-in German phrase
    /// ```
    public func overlaid(on base: StringCatalog) -> StringCatalog {
        var merged = base
        for (key, entry) in entries {
            var combined = merged.entries[key] ?? Entry(comment: entry.comment, extractionState: entry.extractionState)
            for (language, localization) in entry.localizations where localization.hasPhrase {
                combined.localizations[language] = localization
            }
            merged.entries[key] = combined
        }
        return merged
    }

    /// This catalog's keys that `base` does not have, as errors naming each and what was likely
    /// meant: the key whose phrase in `base`'s source language it is, else the nearest key by
    /// edit distance. An overlay with such a key would change nothing, silently.
    ///
    /// ```swift
    /// let mine = try StringCatalog(parsing: #"{"sourceLanguage":"en","strings":{"Net position":{}}}"#)
    /// mine.unknownKeys(in: .builtIn).map(\.description)
    /// // [#"strings["Net position"]: unknown key: this is the English phrase of "totals.net"; …"#]
    /// ```
    public func unknownKeys(in base: StringCatalog) -> [StringCatalogError] {
        let unknown = keys.filter { base.entries[$0] == nil }
        guard !unknown.isEmpty else { return [] }
        var owners: [String: String] = [:]
        for key in base.keys {
            for (_, unit) in base.entries[key]?.localizations[base.sourceLanguage]?.units ?? [] where owners[unit.value] == nil {
                owners[unit.value] = key
            }
        }
        return unknown.map { key in
            let owner = owners[key] ?? owners[key.trimmingCharacters(in: .whitespaces)]
            let nearest = owner == nil ? base.keys.min { StringCatalog.editDistance(key, $0) < StringCatalog.editDistance(key, $1) } : nil
            return .unknownKey(key, phraseOf: owner, nearest: nearest, path: JSONPath(["strings", .key(key)]).description)
        }
    }

    /// Levenshtein distance over characters: insertions, deletions and substitutions.
    static func editDistance(_ left: String, _ right: String) -> Int {
        let a = Array(left), b = Array(right)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The keys among `keys` for which this catalog has no phrase (or only empty ones) in
    /// `language`, in the order given.
    ///
    /// ```swift
    /// StringCatalog.builtIn.missingKeys(PhraseKey.allCases.map(\.rawValue), language: "de")  // []
    /// ```
    public func missingKeys(_ keys: [String], language: String) -> [String] {
        keys.filter { key in
            !(entries[key]?.localizations[language]?.hasPhrase ?? false)
        }
    }
}
