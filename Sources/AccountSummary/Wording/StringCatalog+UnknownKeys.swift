import Foundation

// With the reading of a catalog file: what it names is checked against the built-in keys and
// reported by its JSON path (`strings["…"]`), as the reader reports every other problem.
extension StringCatalog {
    /// This catalog's keys that `base` does not have, as errors naming each and what was likely
    /// meant: the key whose phrase in `base`'s source language it is, else the nearest key by
    /// edit distance. An overlay with such a key would change nothing, silently.
    ///
    /// ```swift
    /// let mine = try StringCatalog(parsing: #"{"sourceLanguage":"en","strings":{"Net position":{}}}"#)
    /// mine.unknownKeys(in: .builtIn).map(\.description)
    /// // [#"strings["Net position"]: unknown key: this is the English phrase of "totals.net"; …"#]
    /// ```
    public func unknownKeys(in base: StringCatalog) -> [StringCatalogError] {
        let unknown = keys.filter { base.entries[$0] == nil }
        guard !unknown.isEmpty else { return [] }
        var owners: [String: String] = [:]
        for key in base.keys {
            for (_, unit) in base.entries[key]?.localizations[base.sourceLanguage]?.units ?? [] where owners[unit.value] == nil {
                owners[unit.value] = key
            }
        }
        return unknown.map { key in
            let owner = owners[key] ?? owners[key.trimmingCharacters(in: .whitespaces)]
            let nearest = owner == nil ? base.keys.min { StringCatalog.editDistance(key, $0) < StringCatalog.editDistance(key, $1) } : nil
            return .unknownKey(key, phraseOf: owner, nearest: nearest, path: JSONPath(["strings", .key(key)]).description)
        }
    }

    /// Levenshtein distance over characters: insertions, deletions and substitutions.
    static func editDistance(_ left: String, _ right: String) -> Int {
        let a = Array(left), b = Array(right)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
