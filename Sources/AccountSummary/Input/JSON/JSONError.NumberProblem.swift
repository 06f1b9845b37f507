extension JSONError {
    /// How a number literal breaks RFC 8259's grammar.
    package enum NumberProblem: Hashable, Sendable {
        /// `01`, `-007`.
        case leadingZero
        /// `-`, `-x`.
        case missingIntegerDigit
        /// `1.`, `1.e5`.
        case missingFractionDigit
        /// `1e`, `1e+`.
        case missingExponentDigit
    }
}
