extension Template {
    /// The pair of delimiters tags are written with, `{{` and `}}` unless a
    /// set-delimiters tag (`{{=<% %>=}}`) changed them.
    struct Delimiters: Sendable, Hashable {
        var open: [UInt8]
        var close: [UInt8]

        static let `default` = Delimiters(open: Array("{{".utf8), close: Array("}}".utf8))

        var openText: String { String(decoding: open, as: UTF8.self) }
        var closeText: String { String(decoding: close, as: UTF8.self) }

        /// A tag written with these delimiters, for messages: `tag("/", "accounts")` is `{{/accounts}}`.
        func tag(_ sigil: String, _ name: String) -> String {
            openText + sigil + name + closeText
        }
    }
}
