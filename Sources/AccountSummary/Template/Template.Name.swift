extension Template {
    /// A name looked up in the context: `.` (the current item) or a dotted name,
    /// split once at parse time so rendering never splits strings.
    struct Name: Sendable, Hashable, CustomStringConvertible {
        /// The dot-separated parts; empty for `.`.
        let components: [String]

        /// Splits `text`, or returns `nil` when a part between dots is empty.
        init?(_ text: String) {
            if text == "." {
                components = []
                return
            }
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard !parts.contains(where: \.isEmpty) else { return nil }
            components = parts.map(String.init)
        }

        /// Whether this is `.`, the item on top of the context stack.
        var isImplicit: Bool { components.isEmpty }

        var description: String {
            isImplicit ? "." : components.joined(separator: ".")
        }
    }
}
