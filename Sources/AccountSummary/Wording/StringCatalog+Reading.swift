// The only file of the wording layer that uses the JSON reader's API.

extension StringCatalog {
    /// Reads a String Catalog from the bytes of an `.xcstrings` file.
    ///
    /// Unknown members are ignored, as Xcode ignores them; what a phrase needs (a
    /// `stringUnit` with a string `value`, or `variations.plural`) is checked, and an error
    /// names its JSON path.
    ///
    /// ```swift
    /// let catalog = try StringCatalog(parsing: Array(#"""
    /// {"sourceLanguage":"en","version":"1.0","strings":{"section.totals":{"localizations":
    ///   {"en":{"stringUnit":{"state":"translated","value":"Totals"}}}}}}
    /// """#.utf8))
    /// catalog.phrase("section.totals", language: "en")  // "Totals"
    /// ```
    /// - Throws: ``StringCatalogError`` naming the path of the first problem.
    public init(parsing bytes: [UInt8]) throws(StringCatalogError) {
        let document: JSONDocument
        do { document = try JSONDocument(parsing: bytes) } catch { throw .json(error.description) }
        let root = document.root
        guard root.kind == .object else { throw .expected("an object", path: "$") }
        guard let source = root["sourceLanguage"]?.string, !source.isEmpty else {
            throw .expected("a language code string", path: "sourceLanguage")
        }
        let version = root["version"]?.string ?? "1.0"
        var entries: [String: Entry] = [:]
        if let strings = root["strings"] {
            guard strings.kind == .object else { throw .expected("an object", path: "strings") }
            for member in strings.members {
                entries[member.key] = try StringCatalog.entry(member.value, path: JSONPath([.key("strings"), .key(member.key)]))
            }
        }
        self.init(sourceLanguage: source, version: version, entries: entries)
    }

    /// Reads the UTF-8 of `text`.
    public init(parsing text: String) throws(StringCatalogError) {
        try self.init(parsing: Array(text.utf8))
    }

    // Each reader takes its value's path as an autoclosure: a path is built only for an error,
    // never for the thousands of values of a catalog that reads (16 languages' wording at start-up).
    private static func entry(_ value: JSONValue, path: @autoclosure () -> JSONPath) throws(StringCatalogError) -> Entry {
        guard value.kind == .object else { throw .expected("an object", path: path().description) }
        var entry = Entry(comment: value["comment"]?.string, extractionState: value["extractionState"]?.string)
        if let localizations = value["localizations"] {
            guard localizations.kind == .object else {
                throw .expected("an object", path: path().appending(.key("localizations")).description)
            }
            for member in localizations.members {
                entry.localizations[member.key] = try localization(member.value,
                                                                   path: path().appending(.key("localizations")).appending(.key(member.key)))
            }
        }
        return entry
    }

    private static func localization(_ value: JSONValue, path: @autoclosure () -> JSONPath) throws(StringCatalogError) -> Localization {
        guard value.kind == .object else { throw .expected("an object", path: path().description) }
        if let unit = value["stringUnit"] {
            return .unit(try stringUnit(unit, path: path().appending(.key("stringUnit"))))
        }
        guard let variations = value["variations"] else {
            throw .expected("\"stringUnit\" or \"variations\"", path: path().description)
        }
        // A plural's forms are few, and a catalog has few plurals: their paths are built as before.
        let variationsPath = path().appending(.key("variations"))
        guard variations.kind == .object else { throw .expected("an object", path: variationsPath.description) }
        for member in variations.members where member.key != "plural" {
            throw .unsupportedVariation(member.key, path: variationsPath.appending(.key(member.key)).description)
        }
        guard let plural = variations["plural"] else { throw .expected("\"plural\"", path: variationsPath.description) }
        let pluralPath = variationsPath.appending(.key("plural"))
        guard plural.kind == .object, !plural.members.isEmpty else {
            throw .expected("an object of plural forms", path: pluralPath.description)
        }
        var forms: [PluralCategory: StringUnit] = [:]
        for member in plural.members {
            let formPath = pluralPath.appending(.key(member.key))
            guard let category = PluralCategory(rawValue: member.key) else {
                throw .unknownPluralCategory(member.key, path: formPath.description)
            }
            guard member.value.kind == .object, let unit = member.value["stringUnit"] else {
                throw .expected("an object with \"stringUnit\"", path: formPath.description)
            }
            forms[category] = try stringUnit(unit, path: formPath.appending(.key("stringUnit")))
        }
        return .plural(forms)
    }

    private static func stringUnit(_ value: JSONValue, path: @autoclosure () -> JSONPath) throws(StringCatalogError) -> StringUnit {
        guard value.kind == .object else { throw .expected("an object", path: path().description) }
        guard let text = value["value"]?.string else {
            throw .expected("a string", path: path().appending(.key("value")).description)
        }
        // No state at all reads as "" (not translated); Xcode always writes one.
        var state = ""
        if let member = value["state"] {
            guard let text = member.string else { throw .expected("a string", path: path().appending(.key("state")).description) }
            state = text
        }
        return StringUnit(state: state, value: text)
    }
}
