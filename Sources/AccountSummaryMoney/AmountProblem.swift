/// What is wrong with a piece of text that should be an amount.
///
/// The reason part of ``MoneyError/invalidAmount(_:_:)``; its wording lives in
/// `MoneyError.swift` with the rest of the money errors.
///
/// ```swift
/// ExactDecimal.parse(bytesOf("1.2.3"))  // .failure(.unexpectedCharacter)
/// ```
public enum AmountProblem: Error, Sendable, Hashable {
    /// Nothing but whitespace.
    case empty
    /// A character outside the grammar (a comma, a letter, a second ".").
    case unexpectedCharacter
    /// A sign with no digits after it.
    case missingDigits
    /// A "." with no digits after it.
    case missingFractionDigits
    /// An "e" with no digits after it.
    case missingExponentDigits
    /// More than 38 significant digits.
    case tooManyDigits
    /// An exponent that puts the value outside what `Decimal` holds exactly.
    case outOfRange
}
