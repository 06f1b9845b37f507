extension JSONError {
    /// What the grammar allows at the point of an ``JSONError/unexpected(_:expected:at:path:)``.
    package enum Expectation: Hashable, Sendable {
        /// Any value (after a `:`, or the whole document).
        case value
        /// A value after a `,` in an array.
        case valueAfterComma
        /// A value or `]` right after `[`.
        case valueOrArrayEnd
        /// A string key or `}` right after `{`.
        case keyOrObjectEnd
        /// A string key after a `,` in an object.
        case keyAfterComma
        /// The `:` after an object key.
        case colonAfterKey
        /// A `,` or `}` after an object member.
        case commaOrObjectEnd
        /// A `,` or `]` after an array element.
        case commaOrArrayEnd
        /// Nothing but whitespace after the document's value.
        case endOfDocument
        /// The closing quote of a string.
        case closingQuote
    }
}
