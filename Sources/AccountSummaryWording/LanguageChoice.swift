/// Which language of a catalog the words of a report are in, for a locale.
///
/// The chain, first match wins (compared ignoring case, `_` and `-` alike):
/// 1. the locale's language with its script and region (`zh-Hant-HK`), then with its
///    script (`zh-Hans`), then with its region (`pt-BR`);
/// 2. for Chinese, the script the region implies when none is written: `zh_CN`, `zh_SG`,
///    `zh_MY` and a bare `zh` → `zh-Hans`; `zh_TW`, `zh_HK`, `zh_MO` → `zh-Hant`;
/// 3. the language alone (`pt_BR` → `pt`, `de_AT` → `de`), except that Chinese never
///    falls back to a bare `zh` from Traditional script, nor Traditional to Simplified;
/// 4. the catalog's source language (English).
///
/// Legacy codes are read as their current ones (`iw` → `he`, `in` → `id`, `ji` → `yi`).
/// Anything after `.` or `@` in a POSIX locale (`de_DE.UTF-8`, `sr@latin`) is ignored.
///
/// ```swift
/// let shipped = StringCatalog.builtIn.languages
/// LanguageChoice.language(for: "pt_BR", among: shipped, source: "en")       // "pt"
/// LanguageChoice.language(for: "zh-Hans-CN", among: shipped, source: "en")  // "zh-Hans"
/// LanguageChoice.language(for: "zh_TW", among: shipped, source: "en")       // "en"
/// LanguageChoice.language(for: "sw_KE", among: shipped, source: "en")       // "en"
/// ```
public enum LanguageChoice {
    /// The language of `languages` to use for a locale identifier, or `source`.
    public static func language(for localeIdentifier: String, among languages: [String], source: String) -> String {
        for candidate in candidates(for: localeIdentifier) {
            if let match = languages.first(where: { normalized($0) == normalized(candidate) }) { return match }
        }
        return source
    }

    /// The language tags tried for a locale identifier, most specific first (before the source language).
    ///
    /// ```swift
    /// LanguageChoice.candidates(for: "zh_TW")  // ["zh-Hant-TW", "zh-Hant", "zh-TW"]
    /// LanguageChoice.candidates(for: "pt_BR")  // ["pt-BR", "pt"]
    /// ```
    public static func candidates(for localeIdentifier: String) -> [String] {
        let bare = localeIdentifier.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
        let subtags = bare.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard var language = subtags.first?.lowercased(), !language.isEmpty else { return [] }
        language = legacy[language] ?? language
        var script = subtags.dropFirst().first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
            .map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
        let region = subtags.dropFirst().first { ($0.count == 2 && $0.allSatisfy(\.isLetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
            .map { $0.uppercased() }
        if language == "zh", script == nil {
            script = region.map { traditionalRegions.contains($0) ? "Hant" : "Hans" } ?? "Hans"
        }
        var result: [String] = []
        if let script, let region { result.append("\(language)-\(script)-\(region)") }
        if let script { result.append("\(language)-\(script)") }
        if let region { result.append("\(language)-\(region)") }
        // A bare `zh` in a catalog is Simplified, by the convention of Apple's and CLDR's defaults.
        if language != "zh" || script == "Hans" { result.append(language) }
        return result
    }

    /// Whether a language is written right to left (for HTML's `dir`).
    ///
    /// ```swift
    /// LanguageChoice.isRightToLeft("ar")  // true
    /// LanguageChoice.isRightToLeft("hi")  // false
    /// ```
    public static func isRightToLeft(_ language: String) -> Bool {
        let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"].contains(base)
    }

    private static let legacy = ["iw": "he", "in": "id", "ji": "yi"]
    private static let traditionalRegions: Set<String> = ["TW", "HK", "MO"]

    private static func normalized(_ tag: String) -> String {
        String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
    }
}
