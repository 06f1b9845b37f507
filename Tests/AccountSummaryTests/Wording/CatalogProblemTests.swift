import Testing
@testable import AccountSummary

@Suite("Checking a catalog")
struct CatalogProblemTests {
    @Test("a key missing from the catalog is missing in every language")
    func missingKey() {
        var catalog = StringCatalog.builtIn
        catalog.entries["section.totals"] = nil
        let problems = catalog.problems(requiredKeys: StringCatalog.builtIn.keys)
        #expect(problems.count == 16)
        #expect(problems.first?.description == #"en: "section.totals": missing"#)
        #expect(Set(problems.map(\.language)) == Set(catalog.languages))
    }

    @Test("a phrase missing in one language")
    func missingPhrase() {
        var catalog = StringCatalog.builtIn
        catalog.entries["paging.page"]?.localizations["de"] = nil
        #expect(catalog.problems().map(\.description) == [#"de: "paging.page": missing"#])
    }

    @Test("a phrase not marked translated, or empty")
    func untranslated() {
        var catalog = StringCatalog.builtIn
        catalog.entries["section.totals"]?.localizations["fr"] = .unit(.init(state: "needs_review", value: "Totaux"))
        catalog.entries["column.date"]?.localizations["ja"] = .unit(.init(value: ""))
        catalog.entries["count.accounts"]?.localizations["ru"] = .plural([
            .one: .init(value: "%lld счёт"), .few: .init(state: "new", value: "%lld счёта"),
            .many: .init(value: "%lld счетов"), .other: .init(value: "%lld счёта"),
        ])
        #expect(catalog.problems().map(\.description) == [
            #"fr: "section.totals": not translated (state "needs_review")"#,
            #"ja: "column.date": not translated (state "empty")"#,
            #"ru: "count.accounts" (few): not translated (state "new")"#,
        ])
    }

    @Test("placeholders that differ from the source's, per key and plural category")
    func placeholders() {
        var catalog = StringCatalog.builtIn
        catalog.entries["paging.page"]?.localizations["de"] = .unit(.init(value: "Seite %lld"))
        catalog.entries["greeting.morning"]?.localizations["es"] = .unit(.init(value: "Buenos días, %lld"))
        catalog.entries["count.transactions"]?.localizations["pl"] = .plural([
            .one: .init(value: "%lld transakcja"), .few: .init(value: "%@ transakcje"),
            .many: .init(value: "%lld transakcji"), .other: .init(value: "%lld transakcji"),
        ])
        // Reordered positionals are the same placeholders.
        catalog.entries["paging.page"]?.localizations["fr"] = .unit(.init(value: "%2$lld pages, page %1$lld"))
        #expect(catalog.problems().map(\.description) == [
            #"de: "paging.page": placeholders %1$lld differ from the source's %1$lld %2$lld"#,
            #"es: "greeting.morning": placeholders %1$lld differ from the source's %1$@"#,
            #"pl: "count.transactions" (few): placeholders %1$@ differ from the source's %1$lld"#,
        ])
    }

    @Test("a spelled-out number is allowed only where the category holds one number")
    func spelledOut() {
        var catalog = StringCatalog.builtIn
        catalog.entries["count.accounts"]?.localizations["ru"] = .plural([
            .one: .init(value: "один счёт"), .few: .init(value: "%lld счёта"),
            .many: .init(value: "%lld счетов"), .other: .init(value: "%lld счёта"),
        ])
        // Russian `one` holds 1, 21, 31, …: "один счёт" would be wrong for 21.
        #expect(catalog.problems().map(\.description) == [
            #"ru: "count.accounts" (one): placeholders none differ from the source's %1$lld"#,
        ])
    }

    @Test("a plural phrase lacking a category of the language")
    func missingCategory() {
        var catalog = StringCatalog.builtIn
        catalog.entries["count.accounts"]?.localizations["ar"] = .plural([
            .one: .init(value: "حساب واحد"), .other: .init(value: "%lld حساب"),
        ])
        #expect(catalog.problems().map(\.description) == [
            #"ar: "count.accounts": missing plural category few"#,
            #"ar: "count.accounts": missing plural category many"#,
            #"ar: "count.accounts": missing plural category two"#,
            #"ar: "count.accounts": missing plural category zero"#,
        ])
    }
}
