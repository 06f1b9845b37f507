/// The marks a terminal writer puts around a cell so that fitting a line into a width knows
/// what it may shorten: the one home of the protocol between ``TerminalWriter`` and
/// ``TerminalWriter/Fitting``.
///
/// Control characters that can reach neither side from outside: input text has every control
/// character replaced (``TextSafety``), and a template holding one is a syntax error, so only
/// the writer puts them in and only fitting reads them, taking every one out.
///
/// ```swift
/// FitMark.text.wrapping("Coffee at the corner")  // "\u{1C}Coffee at the corner\u{1F}"
/// ```
package enum FitMark: UInt8, CaseIterable, Sendable {
    /// Starts a string from the input that may be shortened (U+001C).
    case text = 0x1C
    /// Starts a padded cell of the tool's own words that may be shortened (U+001D).
    case label = 0x1D
    /// Starts what identifies, never shortened nor split by a wrap (U+001E).
    case whole = 0x1E
    /// Ends a marked segment (U+001F).
    case end = 0x1F

    /// The mark's byte in UTF-8.
    package var byte: UInt8 { rawValue }

    /// `text` between this mark and ``end``.
    package func wrapping(_ text: String) -> String {
        String(decoding: [byte], as: UTF8.self) + text + String(decoding: [FitMark.end.byte], as: UTF8.self)
    }
}
