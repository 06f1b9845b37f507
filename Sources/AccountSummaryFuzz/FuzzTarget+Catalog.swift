import AccountSummary
import AccountSummaryScale

extension FuzzTarget {
    /// A String Catalog reads or fails naming a path; one that reads can be checked (its
    /// problems described) and asked for every phrase in every language, for counts across
    /// every plural category and beyond `Int`'s range of magnitudes, without crashing; the
    /// plural form chosen is always one of the language's categories.
    static func checkCatalog(_ bytes: [UInt8]) throws(FuzzFailure) {
        let catalog: StringCatalog
        do {
            catalog = try StringCatalog(parsing: bytes)
        } catch {
            guard !error.description.isEmpty else { throw FuzzTarget.catalog.failure("an error with no description") }
            return
        }
        for problem in catalog.problems() + catalog.problems(requiredKeys: ["section.totals", "no.such.key"]) {
            guard !problem.description.isEmpty else { throw FuzzTarget.catalog.failure("a problem with no description") }
        }
        let languages = Array(catalog.languages.prefix(8))
        for locale in ["en_US", "de_CH", "ar_EG", "zh_Hans_CN", "pt_BR", ""] {
            let language = catalog.language(for: locale)
            guard language == catalog.sourceLanguage || catalog.languages.contains(language) else {
                throw FuzzTarget.catalog.failure("locale \(locale.debugDescription) chose \(language.debugDescription), not a language of the catalog")
            }
        }
        for language in languages {
            let rule = PluralRule(language: language)
            for count in catalogCounts {
                let category = rule.category(for: count)
                guard rule.categories.contains(category) else {
                    throw FuzzTarget.catalog.failure("\(language.debugDescription) picks \(category) for \(count), not one of \(rule.categories)")
                }
            }
            for key in catalog.keys.prefix(16) {
                for count in catalogCounts {
                    _ = catalog.phrase(key, language: language, count: count)
                }
                let phrase = catalog.phrase(key, language: language, arguments: ["Camille", 7, "x"])
                if let unit = catalog.unit(key, language: language), !unit.value.contains("%"), phrase != unit.value {
                    throw FuzzTarget.catalog.failure("\(key.debugDescription) in \(language): a phrase with no placeholder came out as \(phrase.debugDescription)")
                }
            }
        }
    }

    /// Counts that land in every CLDR category somewhere, and the extremes.
    private static let catalogCounts = [0, 1, 2, 3, 4, 5, 6, 7, 11, 12, 19, 21, 22, 100, 101, 102, 111, 1_000_000, -1, -2, Int.max, Int.min]
}
