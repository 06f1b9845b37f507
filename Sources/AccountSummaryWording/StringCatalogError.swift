/// Why a String Catalog cannot be read; the wording, lowercase and naming the place, is here.
///
/// ```swift
/// StringCatalogError.expected("a string", path: #"strings["section.totals"].localizations.de.stringUnit.value"#).description
/// // strings["section.totals"].localizations.de.stringUnit.value: expected a string
/// ```
public enum StringCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are not JSON; the message carries line, column and path.
    case json(String)
    /// A value of the wrong kind, or a required member missing.
    case expected(String, path: String)
    /// A plural form under a name CLDR does not have (`"several"`).
    case unknownPluralCategory(String, path: String)
    /// A variation this reader does not support (`device`, `substitutions`).
    case unsupportedVariation(String, path: String)
    /// A key of an overlay (`--labels FILE`) that the catalog under it does not have, with the
    /// key whose source-language phrase it is, if it is one, else the nearest key.
    case unknownKey(String, phraseOf: String?, nearest: String?, path: String)

    public var description: String {
        switch self {
        case .json(let message):
            "not a string catalog: \(message)"
        case .expected(let what, let path):
            "\(path): expected \(what)"
        case .unknownPluralCategory(let name, let path):
            "\(path): unknown plural category \"\(name)\" (expected zero, one, two, few, many or other)"
        case .unsupportedVariation(let name, let path):
            "\(path): unsupported variation \"\(name)\" (only plural variations are read)"
        case .unknownKey(_, let owner?, _, let path):
            "\(path): unknown key: this is the English phrase of \"\(owner)\"; a catalog names phrases by key (use \"\(owner)\")"
        case .unknownKey(_, nil, let nearest?, let path):
            "\(path): unknown key (the nearest known key is \"\(nearest)\")"
        case .unknownKey(_, nil, nil, let path):
            "\(path): unknown key"
        }
    }
}
