import Testing
@testable import AccountSummary

@Suite("String Catalog")
struct StringCatalogTests {
    static let small = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "count.accounts" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld account" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld accounts" } } } } },
                "ru" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld счёт" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld счёта" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld счетов" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld счёта" } } } } }
              }
            },
            "section.totals" : {
              "comment" : "Title of the totals.",
              "extractionState" : "manual",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Totals" } },
                "ru" : { "stringUnit" : { "state" : "needs_review", "value" : "Итоги" } }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    @Test("reads Xcode's structure")
    func reads() throws {
        let catalog = try StringCatalog(parsing: Self.small)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.0")
        #expect(catalog.keys == ["count.accounts", "section.totals"])
        #expect(catalog.languages == ["en", "ru"])
        #expect(catalog.entries["section.totals"]?.comment == "Title of the totals.")
        #expect(catalog.entries["section.totals"]?.localizations["ru"] == .unit(.init(state: "needs_review", value: "Итоги")))
    }

    @Test("looks up phrases by language and count, with fallbacks")
    func lookup() throws {
        let catalog = try StringCatalog(parsing: Self.small)
        #expect(catalog.phrase("count.accounts", language: "ru", count: 1) == "1 счёт")
        #expect(catalog.phrase("count.accounts", language: "ru", count: 22) == "22 счёта")
        #expect(catalog.phrase("count.accounts", language: "ru", count: 5) == "5 счетов")
        #expect(catalog.phrase("count.accounts", language: "en", count: 1) == "1 account")
        #expect(catalog.phrase("count.accounts", language: "de", count: 2) == "2 accounts")
        #expect(catalog.phrase("section.totals", language: "ru") == "Итоги")
        #expect(catalog.phrase("no.such.key", language: "ru") == "no.such.key")
        #expect(catalog.unit("section.totals", language: "de") == nil)
    }

    @Test("errors name the path", arguments: [
        ("[]", "$: expected an object"),
        (#"{"strings":{}}"#, "sourceLanguage: expected a language code string"),
        (#"{"sourceLanguage":"en","strings":[]}"#, "strings: expected an object"),
        (#"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{}}}}}"#,
         #"strings.a.localizations.de: expected "stringUnit" or "variations""#),
        (#"{"sourceLanguage":"en","strings":{"a.b":{"localizations":{"de":{"stringUnit":{"state":"translated","value":3}}}}}}"#,
         #"strings["a.b"].localizations.de.stringUnit.value: expected a string"#),
        (#"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"variations":{"plural":{"several":{"stringUnit":{"value":"x"}}}}}}}}}"#,
         #"strings.a.localizations.de.variations.plural.several: unknown plural category "several" (expected zero, one, two, few, many or other)"#),
        (#"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"variations":{"device":{}}}}}}}"#,
         #"strings.a.localizations.de.variations.device: unsupported variation "device" (only plural variations are read)"#),
    ])
    func errors(_ text: String, _ message: String) {
        #expect(throws: StringCatalogError.self) { try StringCatalog(parsing: text) }
        do { _ = try StringCatalog(parsing: text) } catch { #expect(error.description == message) }
    }

    @Test("malformed JSON is reported with its place")
    func malformed() {
        do { _ = try StringCatalog(parsing: "{\"sourceLanguage\": }") } catch {
            #expect(error.description.hasPrefix("not a string catalog: line 1, column 20"))
        }
    }

    @Test("the shipped catalog has no problem, 16 languages and every plural category")
    func builtInIsClean() {
        let catalog = StringCatalog.builtIn
        #expect(catalog.problems() == [])
        #expect(catalog.languages == ["en", "ar", "de", "es", "fr", "he", "hi", "it", "ja", "ko", "nl", "pl", "pt", "ru", "tr", "zh-Hans"])
        for key in ["count.transactions", "count.accounts"] {
            for language in catalog.languages {
                guard case .plural(let forms) = catalog.entries[key]?.localizations[language] else {
                    Issue.record("\(key) \(language) is not plural")
                    continue
                }
                #expect(Set(forms.keys) == Set(PluralRule(language: language).categories), "\(key) \(language)")
            }
        }
    }

    @Test("the shipped English is the report's wording today")
    func englishToday() {
        let catalog = StringCatalog.builtIn
        #expect(catalog.phrase("report.title", language: "en", arguments: ["Jonathan"]) == "Account summary · Jonathan")
        #expect(catalog.phrase("greeting.evening", language: "en", arguments: ["Jonathan"]) == "Good evening, Jonathan")
        #expect(catalog.phrase("paging.showingMore", language: "en", arguments: [21, 40, 57, 3])
            == "Showing 21–40 of 57 · more on page 3")
        #expect(catalog.phrase("paging.showingLast", language: "en", arguments: [41, 57, 57])
            == "Showing 41–57 of 57 · No more transactions")
        #expect(catalog.phrase("totals.withCurrency", language: "en", arguments: ["Net position", "USD"]) == "Net position (USD)")
        #expect(catalog.phrase("filter.search", language: "en", arguments: ["coffee"]) == "search \"coffee\"")
        let expected = [("accountType.banking", "Banking"), ("accountType.creditCard", "Credit Card"),
                        ("accountType.investment", "Investment"), ("balance.current", "Current balance"),
                        ("balance.value", "Value"), ("section.accounts", "Accounts"), ("section.totals", "Totals"),
                        ("section.pending", "Pending"), ("section.completed", "Completed"), ("totals.net", "Net position"),
                        ("empty.accounts", "No accounts to show"), ("empty.pending", "No pending transactions"),
                        ("empty.completed", "No completed transactions"), ("paging.noMore", "No more transactions")]
        for (key, english) in expected { #expect(catalog.phrase(key, language: "en") == english, "\(key)") }
    }

    /// Words these languages share with English, spelled alike: the language's own usual word.
    static let cognates: Set = ["column.date fr", "column.status de", "column.status nl", "column.status pl", "column.status pt"]

    @Test("every shipped language words every phrase in its own words")
    func translated() {
        let catalog = StringCatalog.builtIn
        // Punctuation only: most languages join the parts as English does.
        let punctuation: Set = ["totals.withCurrency", "filter.list", "statement.periodLine", "chart.flow.bar", "chart.flow.list"]
        for key in catalog.keys where !punctuation.contains(key) {
            let english = catalog.phrase(key, language: "en", count: 5, arguments: ["X", "Y"])
            for language in catalog.languages where language != "en" && !Self.cognates.contains("\(key) \(language)") {
                #expect(catalog.phrase(key, language: language, count: 5, arguments: ["X", "Y"]) != english, "\(key) \(language)")
            }
        }
    }

    @Test("plural forms by CLDR category in the shipped catalog")
    func shippedPlurals() {
        let catalog = StringCatalog.builtIn
        #expect(catalog.phrase("count.transactions", language: "ru", count: 21) == "21 операция")
        #expect(catalog.phrase("count.transactions", language: "pl", count: 22) == "22 transakcje")
        #expect(catalog.phrase("count.transactions", language: "ar", count: 2) == "معاملتان")
        #expect(catalog.phrase("count.transactions", language: "ar", count: 11) == "11 معاملةً")
        #expect(catalog.phrase("count.accounts", language: "he", count: 2) == "שני חשבונות")
        #expect(catalog.phrase("count.accounts", language: "fr", count: 1_000_000) == "1000000 comptes")
        #expect(catalog.phrase("count.transactions", language: "ja", count: 1) == "1件の取引")
    }
}
