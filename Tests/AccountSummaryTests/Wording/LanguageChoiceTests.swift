import Testing
@testable import AccountSummary

@Suite("Choosing the report's language")
struct LanguageChoiceTests {
    static let shipped = ["en", "de", "fr", "es", "it", "pt", "nl", "ru", "pl", "tr", "ar", "he", "hi", "ja", "zh-Hans", "ko"]

    @Test("the chain, locale by locale", arguments: [
        ("en_US", "en"), ("de_DE", "de"), ("de_AT", "de"), ("fr_CA", "fr"), ("pt_BR", "pt"), ("pt_PT", "pt"),
        ("zh_CN", "zh-Hans"), ("zh_Hans", "zh-Hans"), ("zh-Hans-CN", "zh-Hans"), ("zh_SG", "zh-Hans"), ("zh", "zh-Hans"),
        ("zh_TW", "en"), ("zh_Hant", "en"), ("zh-Hant-HK", "en"), ("zh_HK", "en"),
        ("sw_KE", "en"), ("", "en"), ("iw_IL", "he"), ("ar_EG", "ar"), ("hi_IN", "hi"), ("ja_JP", "ja"),
        ("ko_KR", "ko"), ("ru_RU", "ru"), ("de_DE.UTF-8", "de"), ("sr_RS@latin", "en"), ("EN-gb", "en"), ("es_419", "es"),
    ])
    func chain(_ locale: String, _ expected: String) {
        #expect(LanguageChoice.language(for: locale, among: Self.shipped, source: "en") == expected)
    }

    @Test("a catalog with regional or Traditional phrases gets them first")
    func regional() {
        let languages = Self.shipped + ["pt-BR", "zh-Hant"]
        #expect(LanguageChoice.language(for: "pt_BR", among: languages, source: "en") == "pt-BR")
        #expect(LanguageChoice.language(for: "pt_PT", among: languages, source: "en") == "pt")
        #expect(LanguageChoice.language(for: "zh_TW", among: languages, source: "en") == "zh-Hant")
        #expect(LanguageChoice.language(for: "zh-Hant-HK", among: languages, source: "en") == "zh-Hant")
        #expect(LanguageChoice.language(for: "zh_CN", among: languages, source: "en") == "zh-Hans")
    }

    @Test("candidates, most specific first")
    func candidates() {
        #expect(LanguageChoice.candidates(for: "zh_TW") == ["zh-Hant-TW", "zh-Hant", "zh-TW"])
        #expect(LanguageChoice.candidates(for: "pt_BR") == ["pt-BR", "pt"])
        #expect(LanguageChoice.candidates(for: "zh") == ["zh-Hans", "zh"])
    }

    @Test("the built-in catalog's choice is also the HTML lang")
    func builtIn() {
        #expect(StringCatalog.builtIn.language(for: "fr_FR") == "fr")
        #expect(StringCatalog.builtIn.language(for: "sw_KE") == "en")
        #expect(StringCatalog.builtIn.language(for: "zh_CN") == "zh-Hans")
    }

    @Test("right-to-left languages")
    func direction() {
        #expect(LanguageChoice.isRightToLeft("ar"))
        #expect(LanguageChoice.isRightToLeft("he"))
        #expect(!LanguageChoice.isRightToLeft("hi"))
        #expect(!LanguageChoice.isRightToLeft("zh-Hans"))
    }
}
