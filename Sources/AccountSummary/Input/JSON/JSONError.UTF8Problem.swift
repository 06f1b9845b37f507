extension JSONError {
    /// How a byte sequence fails to be well-formed UTF-8 (Unicode Table 3-7).
    package enum UTF8Problem: Hashable, Sendable {
        /// A continuation byte (`80`–`BF`) with no lead byte before it.
        case unexpectedContinuationByte(UInt8)
        /// A byte that never occurs in UTF-8 (`F5`–`FF`).
        case invalidByte(UInt8)
        /// A lead byte not followed by enough continuation bytes.
        case truncatedSequence
        /// A character encoded with more bytes than needed (`C0 AF`, `E0 80 AF`).
        case overlongEncoding
        /// A UTF-16 surrogate encoded directly (`ED A0 80`).
        case encodedSurrogate
        /// A code point above U+10FFFF (`F4 90 80 80`).
        case aboveMaximumCodePoint
    }
}
