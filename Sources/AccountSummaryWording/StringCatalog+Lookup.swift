extension StringCatalog {
    /// The language of this catalog a report for a locale is worded in, by ``LanguageChoice``'s chain.
    ///
    /// This is also the report's HTML `lang`: it names the language the words are in.
    ///
    /// ```swift
    /// StringCatalog.builtIn.language(for: "de_CH")  // "de"
    /// StringCatalog.builtIn.language(for: "sw_KE")  // "en"
    /// ```
    public func language(for localeIdentifier: String) -> String {
        LanguageChoice.language(for: localeIdentifier, among: languages, source: sourceLanguage)
    }

    /// A phrase in a language, its plural form chosen by `count`, placeholders filled.
    ///
    /// Never fails: a phrase the language lacks (or leaves empty) comes from the source
    /// language; a plural category the language's form lacks falls back to its `other`; a
    /// key the catalog lacks is returned as is. Use ``unit(_:language:count:)`` to tell
    /// these cases apart.
    ///
    /// ```swift
    /// let catalog = StringCatalog.builtIn
    /// catalog.phrase("greeting.morning", language: "fr", arguments: ["Camille"])  // "Bonjour Camille"
    /// catalog.phrase("count.accounts", language: "ar", count: 2)  // "حسابان"
    /// catalog.phrase("no.such.key", language: "de")  // "no.such.key"
    /// ```
    /// - Parameters:
    ///   - key: the phrase's key.
    ///   - language: a language of the catalog, as ``language(for:)`` chooses it.
    ///   - count: the number that picks the plural form; with no `arguments`, it is also
    ///     the only argument.
    ///   - arguments: the placeholders' values, in order of position.
    public func phrase(_ key: String, language: String, count: Int? = nil, arguments: [PhraseArgument] = []) -> String {
        let arguments = arguments.isEmpty ? count.map { [PhraseArgument.integer($0)] } ?? [] : arguments
        guard let unit = unit(key, language: language, count: count) ?? unit(key, language: sourceLanguage, count: count) else {
            return key
        }
        return PhraseFormat(unit.value).filled(with: arguments)
    }

    /// The string a language holds for a key and count, or nil if it holds none (or an empty one).
    ///
    /// ```swift
    /// StringCatalog.builtIn.unit("count.transactions", language: "pl", count: 5)?.value  // "%lld transakcji"
    /// ```
    public func unit(_ key: String, language: String, count: Int? = nil) -> StringUnit? {
        guard let localization = entries[key]?.localizations[language] else { return nil }
        let unit: StringUnit?
        switch localization {
        case .unit(let single):
            unit = single
        case .plural(let forms):
            let category = PluralRule(language: language).category(for: count ?? 0)
            unit = forms[category] ?? forms[.other]
        }
        guard let unit, !unit.value.isEmpty else { return nil }
        return unit
    }
}
