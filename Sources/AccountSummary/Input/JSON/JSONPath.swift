/// Where a value sits in a document, as keys and array indices from the root.
///
/// Written like JavaScript member access without a leading `$.`: `accounts[2].balance`. Keys
/// that are not identifiers (`[A-Za-z_][A-Za-z0-9_]*`) are quoted in brackets, JSON-escaped:
/// `["a b"]`, `rates["en-US"]`. The root itself is written `$`.
///
/// ```swift
/// JSONPath([.key("accounts"), .index(2), .key("balance")]).description  // accounts[2].balance
/// JSONPath([.key("a b"), .key("c")]).description                         // ["a b"].c
/// JSONPath.root.description                                              // $
/// ```
package struct JSONPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// The keys and indices from the root, outermost first.
    package var components: [Component]

    /// The path of the document's top-level value.
    package static let root = JSONPath()

    /// A path from its steps; no steps is the root.
    package init(_ components: [Component] = []) {
        self.components = components
    }

    /// `["accounts", 2, "balance"]`
    package init(arrayLiteral elements: Component...) {
        self.components = elements
    }

    /// This path with a key or index added at the end.
    ///
    /// ```swift
    /// JSONPath(["accounts"]).appending(.index(0)).description  // accounts[0]
    /// ```
    package func appending(_ component: Component) -> JSONPath {
        var copy = self
        copy.components.append(component)
        return copy
    }

    /// `accounts[2].balance`, `["a b"].c`, or `$` for the root.
    package var description: String {
        if components.isEmpty { return "$" }
        var result = ""
        for component in components {
            switch component {
            case .index(let index):
                result += "[\(index)]"
            case .key(let key) where JSONPath.isIdentifier(key):
                result += result.isEmpty ? key : "." + key
            case .key(let key):
                result += "[" + DiagnosticQuoting.quoted(key, limit: .max) + "]"
            }
        }
        return result
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        return key.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isLetter($0) || (0x30...0x39).contains($0) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
}
