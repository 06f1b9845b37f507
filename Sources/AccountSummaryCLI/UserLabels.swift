import AccountSummary
import AccountSummaryScale

/// A user's String Catalog given with `--labels FILE`, and the one warning about the phrases
/// it lacks.
///
/// A file that cannot be opened is exit 66, one that is not a String Catalog exit 65, both
/// worded as the other commands word their files' errors (`error: FILE: …`). Phrases the
/// catalog lacks in the report's language come from the built-in catalog; standard error
/// then gets one `warning:` line per language naming those keys, once per run.
final class UserLabels: Sendable {
    let path: String
    let catalog: StringCatalog
    /// The catalog laid over the built-in one: what reports are worded from.
    let merged: StringCatalog
    /// The languages already warned about.
    private let warned = Locked<Set<String>>([])

    init(path: String) throws(CLIError) {
        self.path = path
        let bytes = try Platform.readInput(path)
        do { catalog = try StringCatalog(parsing: bytes) } catch { throw .data(["\(path): \(error)"]) }
        merged = catalog.overlaid(on: .builtIn)
    }

    /// The keys the report uses that the catalog has no phrase for in `language`.
    func missingKeys(language: String) -> [String] {
        catalog.missingKeys(PhraseKey.allCases.map(\.rawValue), language: language)
    }

    /// `warning: FILE: no "de" phrase for a, b; using the built-in ones`, the first time a
    /// report in `language` lacks phrases.
    ///
    /// ```
    /// warning: mine.xcstrings: no "de" phrase for section.pending, status.pending; using the built-in ones
    /// ```
    func warnOnce(language: String) {
        let missing = missingKeys(language: language)
        guard !missing.isEmpty, warned.withLock({ $0.insert(language).inserted }) else { return }
        let count = missing.count == 1 ? "1 key" : "\(missing.count) keys"
        Platform.printError("warning: \(path): no \"\(language)\" phrase for \(count) (\(missing.joined(separator: ", "))); using the built-in ones")
    }
}
