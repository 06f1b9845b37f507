extension String {
    /// The string of `scalars`, appended one by one.
    ///
    /// `String(String.UnicodeScalarView(scalars))` goes through the standard library's
    /// unspecialized `append(contentsOf:)`: about 2,900 instructions for a one-character
    /// cluster, which the writer makes for every glyph it maps (a ninth of a batch's PDF work
    /// before this). Appending each scalar is specialized here and costs a few dozen.
    ///
    /// ```swift
    /// String(scalars: ["ل", "ا"] as [Unicode.Scalar])           // "لا"
    /// String(scalars: "ab".unicodeScalars.reversed())           // "ba"
    /// ```
    init(scalars: some Sequence<Unicode.Scalar>) {
        self = ""
        for scalar in scalars { unicodeScalars.append(scalar) }
    }
}
