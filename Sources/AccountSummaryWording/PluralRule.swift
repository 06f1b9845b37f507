/// CLDR's cardinal plural rule of a language, written out here (no ICU lookup).
///
/// Transcribed from CLDR `common/supplemental/plurals.xml` as of CLDR 46 (2024). Older
/// releases differ for some of these languages: Spanish, Italian and Portuguese gained
/// `many` (exact millions, compact exponents) in CLDR 40, French shortly before, and
/// Hebrew's old `many` (multiples of ten) is gone, leaving one, two and other; a
/// catalog written for an older release may carry a form no longer used, which is harmless.
/// Each case quotes the rule as CLDR writes it. Languages not listed use English's rule.
///
/// ```swift
/// PluralRule(language: "ar").category(for: 11)        // .many
/// PluralRule(language: "fr").category(for: 1_000_000) // .many
/// PluralRule(language: "en").category(for: PluralOperands("1.0")!)  // .other
/// ```
public struct PluralRule: Sendable, Hashable {
    private let family: Family

    /// The rule for a language code (`"ru"`, `"zh-Hans"`, `"pt"`); a region or script
    /// after the language is ignored, an unknown language gets English's rule.
    public init(language: String) {
        let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? language
        family = Family.byLanguage[base.lowercased()] ?? .germanic
    }

    /// The categories this language distinguishes, in CLDR order (`other` always last).
    ///
    /// ```swift
    /// PluralRule(language: "pl").categories  // [.one, .few, .many, .other]
    /// ```
    public var categories: [PluralCategory] { family.categories }

    /// Whether exactly one whole number falls in a category (English `one`: 1; Arabic
    /// `two`: 2; but Russian `one`: 1, 21, 31, …). A form for such a category may spell its
    /// number out ("معاملتان", "two transactions") instead of writing the count.
    ///
    /// ```swift
    /// PluralRule(language: "ar").isSingleNumber(.two)  // true
    /// PluralRule(language: "ru").isSingleNumber(.one)  // false
    /// ```
    public func isSingleNumber(_ category: PluralCategory) -> Bool {
        // Every rule here depends on the last two digits of i, or on i % 1000000: 0...1000
        // and two millions show each category's members.
        var matches = 0
        for number in Array(0...1000) + [1_000_000, 2_000_000] where self.category(for: number) == category {
            matches += 1
            if matches > 1 { return false }
        }
        return matches == 1
    }

    /// The category of a whole count.
    public func category(for count: Int) -> PluralCategory {
        category(for: PluralOperands(count))
    }

    /// The category of a number given by its CLDR operands.
    public func category(for number: PluralOperands) -> PluralCategory {
        family.category(number)
    }
}

extension PluralRule {
    /// The rule families of the shipped languages, named after a language that uses them.
    private enum Family: Sendable, Hashable {
        /// ja, ko, zh: other only.
        case noPlural
        /// en, de, nl: one: i = 1 and v = 0
        case germanic
        /// tr: one: n = 1
        case turkish
        /// hi: one: i = 0 or n = 1
        case hindi
        /// fr: one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
        case french
        /// pt: one: i = 0..1; many as French
        case portuguese
        /// it: one: i = 1 and v = 0; many as French
        case italian
        /// es: one: n = 1; many as French
        case spanish
        /// ru: one/few/many over v = 0 and the last digits of i; other for fractions
        case russian
        /// pl: one: i = 1 and v = 0; few/many over the last digits of i; other for fractions
        case polish
        /// he: one: i = 1 and v = 0 or i = 0 and v != 0; two: i = 2 and v = 0
        case hebrew
        /// ar: zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99
        case arabic

        static let byLanguage: [String: Family] = [
            "ja": .noPlural, "ko": .noPlural, "zh": .noPlural,
            "en": .germanic, "de": .germanic, "nl": .germanic,
            "tr": .turkish, "hi": .hindi,
            "fr": .french, "pt": .portuguese, "it": .italian, "es": .spanish,
            "ru": .russian, "pl": .polish, "he": .hebrew, "iw": .hebrew, "ar": .arabic,
        ]

        var categories: [PluralCategory] {
            switch self {
            case .noPlural: [.other]
            case .germanic, .turkish, .hindi: [.one, .other]
            case .french, .portuguese, .italian, .spanish: [.one, .many, .other]
            case .russian, .polish: [.one, .few, .many, .other]
            case .hebrew: [.one, .two, .other]
            case .arabic: [.zero, .one, .two, .few, .many, .other]
            }
        }

        func category(_ x: PluralOperands) -> PluralCategory {
            // `n = k` holds for a whole n only; `n % 100 = a..b` likewise (CLDR ranges are integers).
            let i = x.i, v = x.v
            func n(is k: UInt64) -> Bool { x.isWhole && i == k }
            switch self {
            case .noPlural:
                return .other
            case .germanic:
                return i == 1 && v == 0 ? .one : .other
            case .turkish:
                return n(is: 1) ? .one : .other
            case .hindi:
                return i == 0 || n(is: 1) ? .one : .other
            case .french:
                if i == 0 || i == 1 { return .one }
                return Family.isRomanceMillion(x) ? .many : .other
            case .portuguese:
                if i <= 1 { return .one }
                return Family.isRomanceMillion(x) ? .many : .other
            case .italian:
                if i == 1 && v == 0 { return .one }
                return Family.isRomanceMillion(x) ? .many : .other
            case .spanish:
                if n(is: 1) { return .one }
                return Family.isRomanceMillion(x) ? .many : .other
            case .russian:
                // one: v = 0 and i % 10 = 1 and i % 100 != 11
                // few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
                // many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14
                guard v == 0 else { return .other }
                let last = i % 10, lastTwo = i % 100
                if last == 1 && lastTwo != 11 { return .one }
                if (2...4).contains(last) && !(12...14).contains(lastTwo) { return .few }
                return .many
            case .polish:
                // one: i = 1 and v = 0
                // few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
                // many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14
                guard v == 0 else { return .other }
                if i == 1 { return .one }
                let last = i % 10, lastTwo = i % 100
                if (2...4).contains(last) && !(12...14).contains(lastTwo) { return .few }
                return .many
            case .hebrew:
                if (i == 1 && v == 0) || (i == 0 && v != 0) { return .one }
                return i == 2 && v == 0 ? .two : .other
            case .arabic:
                guard x.isWhole else { return .other }
                if i <= 2 { return [.zero, .one, .two][Int(i)] }
                switch i % 100 {
                case 3...10: return .few
                case 11...99: return .many
                default: return .other
                }
            }
        }

        /// `e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5`
        static func isRomanceMillion(_ x: PluralOperands) -> Bool {
            (x.e == 0 && x.i != 0 && x.i % 1_000_000 == 0 && x.v == 0) || x.e > 5
        }
    }
}
