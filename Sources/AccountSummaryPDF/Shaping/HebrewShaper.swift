import AccountSummary

/// Hebrew shaping, after HarfBuzz's Hebrew shaper: the default shaper's, with marks reordered
/// so that meteg or a below mark after patah or qamats and sheva or hiriq comes before the
/// latter, positioning only with a `GPOS` that has the `hebr` script, and, for an old font that
/// does not position marks, the presentation forms with dagesh and other points composed.
///
/// ```swift
/// HebrewShaper.presentationForm(0x05D1, 0x05BC)   // 0xFB31 (BET WITH DAGESH)
/// ```
enum HebrewShaper {
    /// The presentation form of a letter and a point that normalization leaves apart (nil when none).
    static func presentationForm(_ letter: UInt32, _ point: UInt32) -> UInt32? {
        switch point {
        case 0x05B4: return letter == 0x05D9 ? 0xFB1D : nil
        case 0x05B7: return letter == 0x05F2 ? 0xFB1F : letter == 0x05D0 ? 0xFB2E : nil
        case 0x05B8: return letter == 0x05D0 ? 0xFB2F : nil
        case 0x05B9: return letter == 0x05D5 ? 0xFB4B : nil
        case 0x05BC:
            if (0x05D0...0x05EA).contains(letter) {
                let form = dageshForms[Int(letter - 0x05D0)]
                return form == 0 ? nil : form
            }
            return letter == 0xFB2A ? 0xFB2C : letter == 0xFB2B ? 0xFB2D : nil
        case 0x05BF:
            switch letter {
            case 0x05D1: return 0xFB4C
            case 0x05DB: return 0xFB4D
            case 0x05E4: return 0xFB4E
            default: return nil
            }
        case 0x05C1: return letter == 0x05E9 ? 0xFB2A : letter == 0xFB49 ? 0xFB2C : nil
        case 0x05C2: return letter == 0x05E9 ? 0xFB2B : letter == 0xFB49 ? 0xFB2D : nil
        default: return nil
        }
    }

    /// Letters U+05D0…U+05EA with dagesh (0: none encoded).
    private static let dageshForms: [UInt32] = [
        0xFB30, 0xFB31, 0xFB32, 0xFB33, 0xFB34, 0xFB35, 0xFB36, 0, 0xFB38, 0xFB39, 0xFB3A, 0xFB3B, 0xFB3C, 0, 0xFB3E, 0,
        0xFB40, 0xFB41, 0, 0xFB43, 0xFB44, 0, 0xFB46, 0xFB47, 0xFB48, 0xFB49, 0xFB4A,
    ]

    /// Swaps sheva or hiriq with a following meteg or below mark after patah or qamats (once).
    static func reorderMarks(_ buffer: ShapingBuffer, _ start: Int, _ end: Int) {
        guard end - start >= 3 else { return }
        for index in start + 2..<end {
            let c0 = buffer.info[index - 2].modifiedCombiningClass
            let c1 = buffer.info[index - 1].modifiedCombiningClass
            let c2 = buffer.info[index].modifiedCombiningClass
            if (c0 == 20 || c0 == 21), (c1 == 22 || c1 == 23), (c2 == 25 || c2 == 220) {
                buffer.mergeClusters(index - 1, index + 1)
                buffer.info.swapAt(index - 1, index)
                break
            }
        }
    }
}
