extension DisplayWidth {
    /// Where ``DisplayWidth/padded(_:to:alignment:)`` puts text within its width,
    /// on a terminal line read left to right.
    ///
    /// ```swift
    /// DisplayWidth.padded("ab", to: 5, alignment: .leading)   // "ab   "
    /// DisplayWidth.padded("ab", to: 5, alignment: .trailing)  // "   ab"
    /// DisplayWidth.padded("ab", to: 5, alignment: .center)    // " ab  "
    /// ```
    package enum Alignment: Sendable, Hashable, CaseIterable {
        /// The text first, then the spaces: labels.
        case leading
        /// The spaces first, then the text: amounts.
        case trailing
        /// The spaces split around the text; an odd one goes after it.
        case center
    }
}
