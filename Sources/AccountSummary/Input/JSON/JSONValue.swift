/// A cursor on one value of a ``JSONDocument``: a document and a tape index, cheap to copy.
///
/// Reading never fails: a value of another kind answers `nil` (or an empty sequence); a
/// caller that needs a reason names the value with ``path`` and ``position``.
///
/// ```swift
/// let document = try JSONDocument(parsing: #"{"accounts":[{"balance":"929466.23"}]}"#)
/// document.root["accounts"]?[0]?["balance"]?.string  // "929466.23"
/// ```
package struct JSONValue: Sendable {
    /// The document the value is in.
    package let document: JSONDocument
    /// The value's index in the document's tape.
    let index: Int

    init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
    }

    @inline(__always)
    var node: JSONNode { document.storage[index] }

    /// What kind of value this is.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "[1]").root.kind  // .array
    /// ```
    package var kind: JSONValue.Kind { node.tag.kind }

    /// The value's byte offset in its document: where its bracket, opening quote or first
    /// character is.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "[1, 22]").root[1]!.offset  // 4
    /// ```
    package var offset: Int { Int(node.offset) }

    /// Where the value starts, as line and column: its bracket, opening quote or first character.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "{\n  \"a\": 1}").root["a"]!.position.description  // line 2, column 8
    /// ```
    package var position: JSONPosition { JSONPosition(offset: Int(node.offset), in: document.storage.bytes) }

    /// The keys and indices leading from the root to this value (found by walking down from the
    /// root: meant for messages, not for hot loops).
    ///
    /// ```swift
    /// try JSONDocument(parsing: #"{"a":[0,{"b c":1}]}"#).root["a"]![1]!["b c"]!.path.description  // a[1]["b c"]
    /// ```
    package var path: JSONPath { document.path(of: index) }
}
