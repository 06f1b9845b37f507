import Foundation
import Testing
@testable import AccountSummary

/// Small helpers the money tests share: pinned locales, exact `Decimal` literals,
/// readable invisible characters and a seeded random source.
///
/// Kept under one name so that they cannot collide with helpers of other test
/// folders in the same module.
enum MoneyFixtures {
    static let posix = Locale(identifier: "en_US_POSIX")

    /// A `Decimal` read from text with "." as the separator, whatever the process locale.
    ///
    /// ```swift
    /// try MoneyFixtures.decimal("-1234.5")  // Decimal -1234.5
    /// ```
    static func decimal(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Decimal {
        try #require(Decimal(string: text, locale: posix), "Decimal(string: \"\(text)\") is nil", sourceLocation: sourceLocation)
    }

    /// Text with every invisible or look-alike character spelled `\u{XXXX}`.
    ///
    /// ```swift
    /// MoneyFixtures.visible("-1.234,50\u{A0}€")  // #"-1.234,50\u{A0}€"#
    /// ```
    static func visible(_ text: some StringProtocol) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            if scalar != " ", invisibleCategories.contains(scalar.properties.generalCategory) {
                shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    private static let invisibleCategories: Set<Unicode.GeneralCategory> = [
        .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
        .nonspacingMark, .enclosingMark, .privateUse, .surrogate, .unassigned,
    ]

    /// The package's SplitMix64, so "random" inputs are the same on every run.
    typealias SeededGenerator = SeededRandom
}
