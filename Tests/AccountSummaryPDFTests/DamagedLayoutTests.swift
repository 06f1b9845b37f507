import AccountSummary
@testable import AccountSummaryPDF
import Foundation
import Testing

/// Damaged layout tables are errors, never crashes: the Noto fonts with bytes of their `GSUB`,
/// `GPOS` and `GDEF` overwritten at random (seeded, so a failure repeats) are read and text is
/// shaped in them; each attempt either shapes or throws a ``FontError``. A crash fails the run.
@Suite("Damaged layout tables")
struct DamagedLayoutTests {
    static let fonts = [("NotoSansArabic-Regular.ttf", UnicodeTables.Script.arabic, TextDirection.rightToLeft, "مُحَمَّد لا إله الرصيد ١٢٣"),
                        ("NotoSansDevanagari-Regular.ttf", .devanagari, .leftToRight, "हिन्दी र्क क्षत्रिय प्रारंभिक शेष"),
                        ("NotoSans-Regular.ttf", .latin, .leftToRight, "Zu\u{308}rich AVAWAY office")]

    /// A small deterministic generator (SplitMix64).
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test("random bytes of GSUB, GPOS and GDEF overwritten: a FontError or glyphs, never a crash",
          .enabled(if: fonts.allSatisfy { TrueTypeFont.installed($0.0) != nil }, "needs the Noto fonts (fonts-noto-core)"))
    func damaged() throws {
        var random = Random(state: 0x5EED)
        var errors = 0, shaped = 0
        for (name, script, direction, text) in Self.fonts {
            let path = try #require(TrueTypeFont.installed(name))
            let original = try TrueTypeFont(contentsOfFile: path)
            let ranges = ["GSUB", "GPOS", "GDEF"].compactMap { original.tables[$0] }
            for _ in 0..<150 {
                var bytes = Array(original.bytes)
                for _ in 0..<(1 + Int(random.next() % 24)) {
                    let range = ranges[Int(random.next() % UInt64(ranges.count))]
                    let place = range.lowerBound + Int(random.next() % UInt64(range.count))
                    bytes[place] = UInt8(truncatingIfNeeded: random.next())
                }
                do {
                    let font = try TrueTypeFont(bytes: bytes, name: name)
                    _ = try Shaper.shape(Array(text.unicodeScalars), font: font, script: script, direction: direction, language: nil)
                    shaped += 1
                } catch {
                    errors += 1
                }
            }
        }
        #expect(shaped + errors == 450)
        #expect(shaped > 0 && errors > 0, "damage gives both outcomes (\(shaped) shaped, \(errors) errors)")
    }
}
