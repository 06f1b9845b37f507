import AccountSummaryTestSupport
import Foundation
import Testing
@testable import AccountSummary

/// Every word of the report in the locale's language: a framed statement with pages, in every
/// shipped language, holds none of the English report words; its HTML `lang` names the language.
@Suite("Report language")
struct ReportLanguageTests {
    /// One locale per shipped language but English, and the language its words must be in.
    static let locales: [(locale: String, language: String)] = [
        ("de_DE", "de"), ("fr_FR", "fr"), ("es_ES", "es"), ("it_IT", "it"), ("pt_BR", "pt"), ("nl_NL", "nl"),
        ("ru_RU", "ru"), ("pl_PL", "pl"), ("tr_TR", "tr"), ("ar_EG", "ar"), ("he_IL", "he"), ("hi_IN", "hi"),
        ("ja_JP", "ja"), ("zh_CN", "zh-Hans"), ("ko_KR", "ko"),
    ]

    static let writers: [(name: String, writer: any ReportWriter)] = [
        ("text", TerminalWriter(color: false)), ("ansi", TerminalWriter(color: true)), ("html", HTMLWriter()),
    ]

    static func fixture() throws -> Statement {
        let url = PackagePaths.root.appendingPathComponent("Tests/AccountSummaryTests/Fixtures/framed-words.json")
        return try StatementReader.read([UInt8](Data(contentsOf: url)))
    }

    /// The framed statement with pages: every section, three rows a page.
    static func paged(_ locale: String) -> ReportOptions {
        var options = ReportOptions()
        options.locale = locale
        options.pageSize = 3
        // Every section, the completed list included (a framed statement leaves it out by default).
        options.sections = Set(StatementSection.allCases)
        return options
    }

    /// Statements and options that between them reach every phrase the report writes:
    /// pages, paging lines, a filtered list with and without matches, a notice, empty states.
    static func variants(_ locale: String) throws -> [(Statement, ReportOptions)] {
        let statement = try fixture()
        var variants = [(statement, paged(locale))]
        for page in [2, 3] {
            var options = paged(locale)
            options.page = page
            variants.append((statement, options))
        }
        var filtered = paged(locale)
        filtered.filter.status = .completed
        filtered.filter.accountIds = ["chk-1", "cc-1"]
        filtered.filter.from = CalendarDate(parsing: "2026-11-02")
        filtered.filter.to = CalendarDate(parsing: "2026-11-29")
        filtered.filter.search = "e"
        filtered.page = 1
        variants.append((statement, filtered))
        var nothing = paged(locale)
        nothing.filter.status = .pending
        nothing.filter.type = .investment
        variants.append((statement, nothing))
        var creditCard = paged(locale)
        creditCard.filter.type = .creditCard
        variants.append((statement, creditCard))
        var banking = paged(locale)
        banking.filter.type = .banking
        variants.append((statement, banking))
        var unreconciled = statement
        unreconciled.accounts[0].balance = unreconciled.accounts[0].balance.map { $0 + 10 }
        var allowed = paged(locale)
        allowed.allowsUnreconciled = true
        variants.append((unreconciled, allowed))
        var empty = statement
        empty.accounts = []
        empty.transactions = []
        empty.asOf = try #require(Timestamp(parsing: "2026-12-01T14:30:00Z"))
        variants.append((empty, paged(locale)))
        var evening = statement
        evening.asOf = try #require(Timestamp(parsing: "2026-12-01T19:30:00Z"))
        variants.append((evening, paged(locale)))
        return variants
    }

    /// What a reader sees of a page: the text outside tags, entities decoded, and the printed
    /// page's margin boxes (the CSS `content:` strings).
    static func visibleText(ofHTML html: String) -> String {
        // A margin box's counters print numbers: `counter(page)` is not a word on the page.
        let margins = html.matches(of: /content: ([^;]*);/).map { String($0.output.1).replacing(/counter\([^)]*\)/, with: "1") }
        var text = html.replacing(/<style>[\s\S]*?<\/style>/, with: " ").replacing(/<[^>]*>/, with: " ")
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text + "\n" + margins.joined(separator: "\n")
    }

    /// The words (letters only, lowercased) of a text: `"Page %lld of %lld"` → page, of.
    static func words(_ text: String) -> Set<String> {
        let bare = text.replacing(/%(\d+\$)?(lld|ld|d|@)/, with: " ")
        return Set(bare.split { !$0.isLetter }.map { $0.lowercased() })
    }

    /// Every value of a language in the catalog.
    static func values(_ catalog: StringCatalog, language: String) -> [String] {
        catalog.entries.values.flatMap { $0.localizations[language]?.units.map(\.unit.value) ?? [] }
    }

    /// The English report words that must not appear in `language`: the words of every English
    /// value, minus those the language's own phrases also use (French "Date", German "Status").
    static func englishWords(notIn language: String) -> Set<String> {
        let catalog = StringCatalog.builtIn
        let english = values(catalog, language: "en").reduce(into: Set<String>()) { $0.formUnion(words($1)) }
        let own = values(catalog, language: language).reduce(into: Set<String>()) { $0.formUnion(words($1)) }
        return english.subtracting(own)
    }

    static func rendered(_ statement: Statement, _ options: ReportOptions, _ writer: any ReportWriter) throws -> String {
        try StatementReport(statement, options: options).rendered(with: writer, templates: DefaultTemplates.library(), strict: true)
    }

    /// The words of the output a reader sees, without SGR sequences or markup.
    static func readable(_ output: String, format: String) -> String {
        switch format {
        case "html": visibleText(ofHTML: output)
        case "ansi": output.replacing(/\x{1B}\[[0-9;]*m/, with: "")
        default: output
        }
    }

    @Test("the fixture's own strings hold no English report word (so any found is the report's)")
    func fixtureIsNeutral() throws {
        let statement = try Self.fixture()
        let strings = [statement.customer.name, statement.bankName ?? "", statement.bankContact ?? ""]
            + statement.customer.address + statement.bankAddress + statement.bankLegal
            + statement.accounts.flatMap { [$0.name, $0.id] } + statement.transactions.map(\.description)
        let english = Self.englishWords(notIn: "de")
        let found = Self.words(strings.joined(separator: " ")).intersection(english)
        #expect(found.isEmpty, "fixture words: \(found.sorted())")
        #expect(english.contains("page") && english.contains("balance") && english.count > 50)
    }

    @Test("no English report word in text, ANSI or HTML; lang names the language", arguments: locales)
    func noEnglish(_ locale: String, _ language: String) throws {
        let english = Self.englishWords(notIn: language)
        for (statement, options) in try Self.variants(locale) {
            for (format, writer) in Self.writers {
                let output = try Self.rendered(statement, options, writer)
                let found = Self.words(Self.readable(output, format: format)).intersection(english)
                #expect(found.isEmpty, "\(locale) \(format): English words \(found.sorted())")
                if format == "html" {
                    let direction = language == "ar" || language == "he" ? "rtl" : "ltr"
                    #expect(output.contains("<html lang=\"\(language)\" dir=\"\(direction)\">"))
                }
            }
        }
    }

    @Test("a language that ships no translation reads English, lang=\"en\"", arguments: ["sw_KE", "ur_PK", "en_IN"])
    func fallsBackToEnglish(_ locale: String) throws {
        let output = try Self.rendered(Self.fixture(), Self.paged(locale), HTMLWriter())
        #expect(output.contains(#"<html lang="en" dir="ltr">"#))
        let words = Self.words(Self.visibleText(ofHTML: output))
        for word in ["accounts", "totals", "pending", "completed", "balance", "page", "opening", "statement"] {
            #expect(words.contains(word), "\(locale): no \"\(word)\"")
        }
    }

    @Test("numbers in phrases use the locale's digits, as its amounts do")
    func localeDigits() throws {
        var options = Self.paged("ar_EG")
        options.page = 2
        let text = try Self.rendered(Self.fixture(), options, TerminalWriter(color: false))
        // 10 completed rows, 3 a page: rows 4–6 of 10, more on page 3; amounts in Arabic-Indic digits.
        let wording = ReportWording(catalog: .builtIn, localeIdentifier: "ar_EG")
        let line = wording.phrase(.pagingShowingMore, ["٤", "٦", "١٠", "٣"])
        #expect(text.contains(line), "\(line) in \(text)")
        #expect(text.contains("٢٬٥٠٠٫٠٠"))
        #expect(wording.number(1_234_567) == "١٢٣٤٥٦٧")
        #expect(wording.counterStyle == "arabic-indic")
        let html = try Self.rendered(Self.fixture(), Self.paged("ar_EG"), HTMLWriter())
        #expect(html.contains("counter(page, arabic-indic)") && html.contains("counter(pages, arabic-indic)"))
        #expect(ReportWording(catalog: .builtIn, localeIdentifier: "hi_IN").number(42) == "42")
        #expect(ReportWording(catalog: .builtIn, localeIdentifier: "de_DE").counterStyle == nil)
    }

    @Test("the page's language follows the catalog's chain", arguments: [
        ("de_CH", "de"), ("pt_PT", "pt"), ("zh_Hans_SG", "zh-Hans"), ("zh_TW", "en"), ("es_MX", "es"), ("fr_CA", "fr"),
    ])
    func language(_ locale: String, _ language: String) throws {
        let report = try StatementReport(Self.fixture(), options: Self.paged(locale))
        #expect(report.languageCode == language)
        #expect(report.isRightToLeft == (language == "he"))
    }

    @Test("amounts, their currency sign, dates and names keep their own direction in HTML")
    func isolation() throws {
        let html = try Self.rendered(Self.fixture(), Self.paged("ar_EG"), HTMLWriter())
        #expect(html.contains(".amount { font-variant-numeric: tabular-nums; white-space: nowrap; unicode-bidi: isolate; }"))
        #expect(html.contains(".amount .currency { unicode-bidi: plaintext; }"))
        #expect(html.contains(#"<span class="currency">US$</span>"#))
        #expect(html.contains("<bdi>Jonathan Mercer</bdi>"))
        #expect(html.contains("<bdi>١–٣٠ نوفمبر ٢٠٢٦</bdi>"), "the period isolated")
    }

    @Test("a user's catalog rewords what it has; the rest is built in")
    func userCatalog() throws {
        let mine = try StringCatalog(parsing: #"""
            {"sourceLanguage":"en","version":"1.0","strings":{
              "section.totals":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Gesamtübersicht"}}}},
              "section.pending":{"localizations":{"de":{"stringUnit":{"state":"translated","value":""}}}}}}
            """#)
        var options = Self.paged("de_DE")
        options.labels = mine.overlaid(on: .builtIn)
        let text = try Self.rendered(Self.fixture(), options, TerminalWriter(color: false))
        #expect(text.contains("\nGesamtübersicht\n"))
        #expect(text.contains("\n" + StringCatalog.builtIn.phrase("section.pending", language: "de") + "\n"))
        let missing = mine.missingKeys(PhraseKey.allCases.map(\.rawValue), language: "de")
        #expect(!missing.contains("section.totals") && missing.contains("section.pending") && missing.count == PhraseKey.allCases.count - 1)
    }

    @Test("every key the report asks for is in the built-in catalog")
    func keysExist() {
        for key in PhraseKey.allCases {
            #expect(StringCatalog.builtIn.entries[key.rawValue] != nil, "\(key.rawValue)")
        }
    }
}
