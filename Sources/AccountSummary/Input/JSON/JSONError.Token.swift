extension JSONError {
    /// What the reader found where it expected something else.
    package enum Token: Hashable, Sendable {
        /// The document ended.
        case endOfInput
        /// Text: a run of letters, digits and `+-.` (`NaN`, `+1`, `.5`), or one character.
        case text(String)
        /// A byte that does not start a well-formed UTF-8 character.
        case byte(UInt8)
        /// A UTF-8 byte order mark (`EF BB BF`) after the start of the document.
        case byteOrderMark
    }
}
