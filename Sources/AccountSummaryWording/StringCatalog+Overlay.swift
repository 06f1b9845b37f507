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
