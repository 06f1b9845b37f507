import Foundation
import Testing

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

    /// SplitMix64: a tiny, fully determined generator, so "random" inputs are the same on every run.
    struct SeededGenerator: RandomNumberGenerator {
        private var state: UInt64

        init(seed: UInt64) { state = seed }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
