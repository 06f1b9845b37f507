import AccountSummary
import AccountSummaryScale

/// A user's String Catalog given with `--labels FILE`: an overlay naming only the phrases it
/// changes.
///
/// A file that cannot be opened is exit 66, one that is not a String Catalog exit 65, both
/// worded as the other commands word their files' errors (`error: FILE: …`); so is a key the
/// built-in catalog does not know (65, naming the key it is the English phrase of, or the
/// nearest key), which would otherwise change nothing, silently. Phrases the catalog leaves out
/// come from the built-in catalog without a word; only in a language the built-in catalog does
/// not ship, where they would be English, standard error gets one `warning:` line naming
/// them, once per run.
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
        let unknown = catalog.unknownKeys(in: .builtIn)
        guard unknown.isEmpty else { throw .data(unknown.map { "\(path): \($0)" }) }
        merged = catalog.overlaid(on: .builtIn)
    }

    /// The keys the report uses that neither the catalog nor the built-in one has a phrase for
    /// in `language`: those shown in the built-in catalog's source language (English).
    func missingKeys(language: String) -> [String] {
        merged.missingKeys(PhraseKey.allCases.map(\.rawValue), language: language)
    }

    /// `warning: FILE: no "sv" phrase for 2 keys (a, b); using the built-in ones`, the first
    /// time a report in a language the built-in catalog does not ship lacks phrases.
    ///
    /// ```
    /// warning: mine.xcstrings: no "sv" phrase for 2 keys (section.pending, status.pending); using the built-in ones
    /// ```
    func warnOnce(language: String) {
        let missing = missingKeys(language: language)
        guard !missing.isEmpty, warned.withLock({ $0.insert(language).inserted }) else { return }
        let count = missing.count == 1 ? "1 key" : "\(missing.count) keys"
        Platform.printError("warning: \(path): no \"\(language)\" phrase for \(count) (\(missing.joined(separator: ", "))); using the built-in ones")
    }
}
