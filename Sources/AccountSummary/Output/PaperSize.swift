import Foundation

/// The paper a statement is printed on: A4, or US Letter where the locale's region uses it.
///
/// The Letter regions are CLDR's (`supplementalData.xml`, `<paperSize type="US-Letter">`):
/// the United States, Canada, Mexico, the Philippines, Puerto Rico, and Belize, Chile,
/// Colombia, Costa Rica, Guatemala, Nicaragua, Panama, El Salvador and Venezuela. A locale
/// without a region (`en`) prints on A4, as most of the world does.
///
/// ```swift
/// PaperSize(locale: Locale(identifier: "en_US"))  // .letter
/// PaperSize(locale: Locale(identifier: "de_DE"))  // .a4
/// PaperSize.a4.inches                              // (8.2677165354, 11.6929133858)
/// ```
package enum PaperSize: String, Sendable, Hashable, CaseIterable {
    case a4
    case letter

    /// CLDR's US-Letter territories.
    package static let letterRegions: Set<String> = ["BZ", "CA", "CL", "CO", "CR", "GT", "MX", "NI", "PA", "PH", "PR", "SV", "US", "VE"]

    /// The paper the locale's region uses.
    package init(locale: Locale) {
        self = locale.region.map { PaperSize.letterRegions.contains($0.identifier) } == true ? .letter : .a4
    }

    /// Width and height in inches, as decimal text (what a browser's print command takes):
    /// A4 is 210 × 297 mm, Letter 8.5 × 11 in.
    package var inches: (width: String, height: String) {
        switch self {
        case .a4: ("8.2677165354", "11.6929133858")
        case .letter: ("8.5", "11")
        }
    }
}
