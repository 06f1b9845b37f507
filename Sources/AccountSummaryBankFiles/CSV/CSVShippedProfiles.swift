/// The CSV profiles the package ships, `templates/csv-profiles/NAME.json`, embedded in the binary
/// at build time (``sources`` is generated), so `--csv-profile NAME` works wherever it runs.
///
/// ```swift
/// CSVShippedProfiles.names.contains("n26")                 // true
/// try CSVShippedProfiles.profile(named: "n26")?.delimiter   // 44 (",")
/// ```
package enum CSVShippedProfiles {
    /// Every shipped profile's name, sorted.
    package static var names: [String] { sources.keys.sorted() }

    /// A shipped profile's JSON, or nil when none has that name.
    package static func source(named name: String) -> String? { sources[name] }

    /// How errors name a shipped profile: `n26 (shipped profile)`.
    package static func file(_ name: String) -> String { "\(name) (shipped profile)" }

    /// A shipped profile, read; nil when none has that name.
    ///
    /// - Throws: the profile's problem (never, for a profile the tests read).
    package static func profile(named name: String) throws(BankFileError) -> CSVProfile? {
        guard let source = sources[name] else { return nil }
        return try CSVProfile(parsing: Array(source.utf8), file: file(name), name: name)
    }
}
