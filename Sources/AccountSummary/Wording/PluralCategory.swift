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
    case zero, one, two, few, many, other

    /// CLDR's order: zero, one, two, few, many, other.
    public static func < (left: PluralCategory, right: PluralCategory) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }
}
