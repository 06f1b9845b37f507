extension StringCatalog {
    /// Every problem a translator should fix, per language: phrases missing or not marked
    /// translated, plural forms missing a CLDR category of the language, and placeholders
    /// that differ from the source language's.
    ///
    /// Every language any entry is written in is checked against every key. Placeholders are
    /// compared by position and kind (`%d` and `%lld` alike; `%@ %@` equals `%1$@ %2$@`), each
    /// plural form against the source's `other` form; a form for a category that holds one
    /// number only (Arabic `two`) may leave a placeholder out, spelling the number instead.
    ///
    /// ```swift
    /// StringCatalog.builtIn.problems()  // []
    /// var catalog = StringCatalog.builtIn
    /// catalog.entries["section.totals"]?.localizations["de"] = nil
    /// catalog.problems().map(\.description)  // [#"de: "section.totals": missing"#]
    /// ```
    /// - Parameter requiredKeys: keys the catalog must have (a user's catalog checked
    ///   against the built-in one's keys); each one absent is missing in every language.
    /// - Returns: the problems sorted by language (the source first), then key.
    public func problems(requiredKeys: [String] = []) -> [CatalogProblem] {
        let languages = languages
        var problems: [CatalogProblem] = []
        for key in Set(requiredKeys).subtracting(entries.keys) {
            for language in languages { problems.append(.missing(key: key, language: language)) }
        }
        for (key, entry) in entries {
            let expected = entry.localizations[sourceLanguage].map(StringCatalog.sourcePlaceholders)
            for language in languages {
                guard let localization = entry.localizations[language] else {
                    problems.append(.missing(key: key, language: language))
                    continue
                }
                if case .plural(let forms) = localization {
                    for category in PluralRule(language: language).categories where forms[category] == nil {
                        problems.append(.missingPluralCategory(key: key, language: language, category: category))
                    }
                }
                for (category, unit) in localization.units {
                    if !unit.isTranslated || unit.value.isEmpty {
                        problems.append(.notTranslated(key: key, language: language, category: category,
                                                       state: unit.value.isEmpty && unit.isTranslated ? "empty" : unit.state))
                    }
                    if TextSafety.sanitized(unit.value) != unit.value {
                        problems.append(.controlCharacters(key: key, language: language, category: category))
                    }
                    guard let expected else { continue }
                    let found = StringCatalog.canonicalPlaceholders(unit.value)
                    guard found != expected else { continue }
                    // A form for one number only may spell it out: fewer placeholders, none new.
                    if let category, Set(found).isSubset(of: expected), PluralRule(language: language).isSingleNumber(category) {
                        continue
                    }
                    problems.append(.placeholders(key: key, language: language, category: category,
                                                  found: found, expected: expected))
                }
            }
        }
        let order = Dictionary(uniqueKeysWithValues: languages.enumerated().map { ($1, $0) })
        return problems.sorted {
            let (left, right) = (order[$0.language] ?? 0, order[$1.language] ?? 0)
            return left != right ? left < right : ($0.key, $0.description) < ($1.key, $1.description)
        }
    }

    /// The source phrase's placeholders: its single unit's, or its `other` form's.
    private static func sourcePlaceholders(_ localization: Localization) -> [String] {
        switch localization {
        case .unit(let unit): canonicalPlaceholders(unit.value)
        case .plural(let forms): canonicalPlaceholders((forms[.other] ?? forms.values.first)?.value ?? "")
        }
    }

    /// `%1$@ %2$lld`: a value's placeholders by position, so that order in the text does not matter.
    private static func canonicalPlaceholders(_ value: String) -> [String] {
        PhraseFormat(value).placeholders.sorted().map(\.canonical)
    }
}
