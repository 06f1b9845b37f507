/// One of CLDR's six plural categories, spelled as String Catalogs spell them.
///
/// A language uses a subset: English `one` and `other`, Arabic all six, Japanese only
/// `other`. ``PluralRule`` picks the category of a number for a language.
///
/// ```swift
/// PluralCategory(rawValue: "few")  // .few
/// PluralRule(language: "ru").category(for: 22)  // .few
/// ```
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    /// CLDR `zero`.
    case zero
    /// CLDR `one`.
    case one
    /// CLDR `two`.
    case two
    /// CLDR `few`.
    case few
    /// CLDR `many`.
    case many
    /// CLDR `other`: every language has it.
    case other

    /// CLDR's order: zero, one, two, few, many, other.
    public static func < (left: PluralCategory, right: PluralCategory) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }
}
