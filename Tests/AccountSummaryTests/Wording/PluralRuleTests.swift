import Testing
@testable import AccountSummary

/// The expected categories are CLDR's own: each number is one of the `@integer` / `@decimal`
/// samples that `common/supplemental/plurals.xml` (CLDR 46) lists under the category, or,
/// where the samples stop at "…" before it (21, 22, 101), the category the rule's own
/// samples put its neighbours in (21 with 31, 41 for Russian `one`). They are written down
/// here, not computed, so they check the rules independently of the code.
@Suite("CLDR plural rules")
struct PluralRuleTests {
    /// A language's table: number as CLDR writes it → category.
    typealias Table = [(String, PluralCategory)]

    static let integers = ["0", "1", "2", "3", "5", "11", "21", "22", "101", "1000000"]

    static let tables: [(language: String, table: Table)] = [
        // one: i = 1 and v = 0 — @integer 1; other @decimal 0.0~1.5 (so 1.0 is other)
        ("en", zip(integers, [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other]).map { $0 }
            + [("0.5", .other), ("1.0", .other), ("1.5", .other), ("2.0", .other)]),
        ("de", [("0", .other), ("1", .one), ("2", .other), ("21", .other), ("1.0", .other), ("1.5", .other)]),
        ("nl", [("0", .other), ("1", .one), ("2", .other), ("101", .other), ("1.0", .other), ("0.5", .other)]),
        // one: n = 1 — @integer 1 @decimal 1.0, 1.00; other @decimal 0.0~0.9, 1.1~1.6
        ("tr", [("0", .other), ("1", .one), ("2", .other), ("11", .other), ("0.5", .other), ("1.0", .one),
                ("1.5", .other), ("2.0", .other)]),
        // one: i = 0 or n = 1 — @integer 0, 1 @decimal 0.0~1.0; other @decimal 1.1~2.6
        ("hi", [("0", .one), ("1", .one), ("2", .other), ("3", .other), ("21", .other), ("0.5", .one),
                ("1.0", .one), ("1.5", .other), ("2.0", .other)]),
        // one: i = 0,1 @decimal 0.0~1.5; many @integer 1000000, 1c6 @decimal 1.1c6; other 1c3, 1000000.0
        ("fr", [("0", .one), ("1", .one), ("2", .other), ("3", .other), ("5", .other), ("11", .other),
                ("21", .other), ("101", .other), ("1000000", .many), ("0.5", .one), ("1.0", .one), ("1.5", .one),
                ("2.0", .other), ("1000000.0", .other), ("1c6", .many), ("1.1c6", .many), ("1c3", .other), ("2000000", .many)]),
        // one: i = 0..1 @decimal 0.0~1.5; many and other as French
        ("pt", [("0", .one), ("1", .one), ("2", .other), ("22", .other), ("1000000", .many), ("0.5", .one),
                ("1.5", .one), ("2.0", .other), ("1c6", .many), ("1c3", .other)]),
        // one: i = 1 and v = 0 — @integer 1; other @integer 0 @decimal 0.0~1.5; many as French
        ("it", [("0", .other), ("1", .one), ("2", .other), ("11", .other), ("1000000", .many), ("0.5", .other),
                ("1.0", .other), ("1.5", .other), ("1c6", .many), ("1.0000001c6", .many)]),
        // one: n = 1 — @integer 1 @decimal 1.0; other @decimal 0.0~0.9, 1.1~1.6; many as French
        ("es", [("0", .other), ("1", .one), ("2", .other), ("5", .other), ("1000000", .many), ("0.5", .other),
                ("1.0", .one), ("1.5", .other), ("2.0", .other), ("1c6", .many), ("2.1c6", .many)]),
        // one @integer 1, 21, 31, …, 101; few 2~4, 22~24; many 0, 5~19, 100, 1000000; other @decimal 0.0~1.5
        ("ru", zip(integers, [.many, .one, .few, .few, .many, .many, .one, .few, .one, .many]).map { $0 }
            + [("0.5", .other), ("1.0", .other), ("1.5", .other), ("2.0", .other), ("12", .many), ("111", .many)]),
        // one @integer 1; few 2~4, 22~24, 102; many 0, 5~19, 100, 1000000; other @decimal 0.0~1.5
        ("pl", zip(integers, [.many, .one, .few, .few, .many, .many, .many, .few, .many, .many]).map { $0 }
            + [("0.5", .other), ("1.0", .other), ("1.5", .other), ("2.0", .other), ("12", .many), ("102", .few)]),
        // zero 0, 0.0; one 1, 1.0; two 2, 2.0; few 3~10, 103~110; many 11~26, 111; other 100~102, 1000000 @decimal 0.1~0.9, 1.1~1.7
        ("ar", zip(integers, [.zero, .one, .two, .few, .few, .many, .many, .many, .other, .other]).map { $0 }
            + [("0.5", .other), ("1.0", .one), ("1.5", .other), ("2.0", .two), ("0.0", .zero), ("103", .few), ("111", .many)]),
        // one @integer 1 @decimal 0.0~0.9; two @integer 2; other 0, 3~17, 100, 1000000 @decimal 1.0~2.5
        ("he", zip(integers, [.other, .one, .two, .other, .other, .other, .other, .other, .other, .other]).map { $0 }
            + [("0.5", .one), ("0.0", .one), ("1.0", .other), ("1.5", .other), ("2.0", .other), ("20", .other)]),
        // other only: @integer 0~15, 100, 1000000 @decimal 0.0~1.5
        ("ja", zip(integers, Array(repeating: PluralCategory.other, count: 10)).map { $0 } + [("1.5", .other)]),
        ("zh-Hans", [("0", .other), ("1", .other), ("2", .other), ("1.0", .other)]),
        ("ko", [("0", .other), ("1", .other), ("21", .other), ("0.5", .other)]),
    ]

    @Test("each language's categories match CLDR's samples", arguments: tables.map(\.language))
    func samples(_ language: String) throws {
        let table = try #require(Self.tables.first { $0.language == language }).table
        let rule = PluralRule(language: language)
        for (number, expected) in table {
            let operands = try #require(PluralOperands(number), "\(number) should read as a number")
            #expect(rule.category(for: operands) == expected, "\(language) \(number)")
            #expect(rule.categories.contains(expected), "\(language) has no \(expected)")
        }
    }

    @Test("whole counts given as Int match their written form")
    func integerCounts() {
        for (language, _) in Self.tables {
            let rule = PluralRule(language: language)
            for count in [0, 1, 2, 3, 5, 11, 21, 22, 101, 1_000_000, -1, -22] {
                #expect(rule.category(for: count) == rule.category(for: PluralOperands(String(count))!), "\(language) \(count)")
            }
        }
    }

    @Test("the categories each language has", arguments: [
        ("en", [PluralCategory.one, .other]), ("de", [.one, .other]), ("nl", [.one, .other]), ("tr", [.one, .other]),
        ("hi", [.one, .other]), ("fr", [.one, .many, .other]), ("es", [.one, .many, .other]), ("it", [.one, .many, .other]),
        ("pt", [.one, .many, .other]), ("ru", [.one, .few, .many, .other]), ("pl", [.one, .few, .many, .other]),
        ("he", [.one, .two, .other]), ("ar", [.zero, .one, .two, .few, .many, .other]), ("ja", [.other]),
        ("zh-Hans", [.other]), ("ko", [.other]), ("pt-BR", [.one, .many, .other]), ("sw", [.one, .other]),
    ])
    func categories(_ language: String, _ expected: [PluralCategory]) {
        #expect(PluralRule(language: language).categories == expected)
    }

    @Test("operands as CLDR defines them", arguments: [
        ("1.50", 1 as UInt64, 2, 1, 50 as UInt64, 5 as UInt64, 0), ("1c6", 1_000_000, 0, 0, 0, 0, 6),
        ("1.1c6", 1_100_000, 0, 0, 0, 0, 6), ("1.0000001c6", 1_000_000, 1, 1, 1, 1, 6), ("-0.030", 0, 3, 2, 30, 3, 0),
        ("123456789012345678901", 1_056_789_012_345_678_901, 0, 0, 0, 0, 0),
    ])
    func operands(_ text: String, _ i: UInt64, _ v: Int, _ w: Int, _ f: UInt64, _ t: UInt64, _ e: Int) throws {
        let operands = try #require(PluralOperands(text))
        #expect((operands.i, operands.v, operands.w, operands.f, operands.t, operands.e) == (i, v, w, f, t, e))
    }

    @Test("not numbers", arguments: ["", "-", "1.", ".5", "1,5", "1e", "1c6c", "abc", "1.2.3", "1c1234"])
    func notNumbers(_ text: String) {
        #expect(PluralOperands(text) == nil)
    }

    @Test("a category of one number only may be spelled out")
    func singleNumber() {
        #expect(PluralRule(language: "ar").isSingleNumber(.zero))
        #expect(PluralRule(language: "ar").isSingleNumber(.two))
        #expect(PluralRule(language: "he").isSingleNumber(.one))
        #expect(PluralRule(language: "en").isSingleNumber(.one))
        #expect(!PluralRule(language: "ru").isSingleNumber(.one))
        #expect(!PluralRule(language: "fr").isSingleNumber(.one))
        #expect(!PluralRule(language: "ar").isSingleNumber(.few))
    }
}
