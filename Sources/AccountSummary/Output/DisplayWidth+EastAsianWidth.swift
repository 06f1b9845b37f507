// GENERATED: do not edit the table by hand. It lists the code points that East
// Asian Width (UAX #11) calls Wide (W) or Fullwidth (F), merged into ranges.
// Generated with Python 3.11.7, unicodedata.unidata_version 14.0.0, by the script
// below: save it as eaw.py, run `python3 eaw.py`, and paste its output between the
// brackets of `eastAsianWideRanges` (its first line stamps the versions and count).
//
//     import sys, unicodedata as u
//     # Python answers "F" for unassigned code points, so W/F comes only from assigned
//     # ones; unassigned ones get UAX #11's default: W in these blocks, else N.
//     DEFAULT_W = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]
//     def wide(cp):
//         if u.category(chr(cp)) == "Cn":
//             return any(lo <= cp <= hi for lo, hi in DEFAULT_W)
//         return u.east_asian_width(chr(cp)) in ("W", "F")
//     ranges = []
//     for cp in range(0x110000):
//         if wide(cp):
//             if ranges and ranges[-1][1] == cp - 1:
//                 ranges[-1][1] = cp
//             else:
//                 ranges.append([cp, cp])
//     print(f"        // Python {sys.version.split()[0]}, unicodedata.unidata_version {u.unidata_version}: {len(ranges)} ranges")
//     for i in range(0, len(ranges), 4):
//         print("        " + " ".join(f"(0x{lo:05X}, 0x{hi:05X})," for lo, hi in ranges[i:i + 4]))
//
// Unicode 14 is older than the Swift runtime's Unicode data: emoji added since
// still count 2 through `isEmojiPresentation`, which the runtime answers, and
// ideographs added since fall in the blocks that default to W.

extension DisplayWidth {
    /// Whether East Asian Width calls the scalar Wide or Fullwidth: two columns.
    ///
    /// ```swift
    /// DisplayWidth.isEastAsianWide("日")      // true
    /// DisplayWidth.isEastAsianWide("\u{FF21}") // true (FULLWIDTH LATIN CAPITAL LETTER A)
    /// DisplayWidth.isEastAsianWide("é")      // false
    /// ```
    ///
    /// - Parameter scalar: Any scalar.
    /// - Returns: Whether it lies in one of ``eastAsianWideRanges``.
    static func isEastAsianWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= eastAsianWideRanges[0].lower else { return false }  // U+1100: Latin, Greek, … never are
        var low = 0
        var high = eastAsianWideRanges.count
        while low < high {  // the first range whose upper bound is >= value
            let middle = (low + high) / 2
            if eastAsianWideRanges[middle].upper < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < eastAsianWideRanges.count && eastAsianWideRanges[low].lower <= value
    }

    /// The Wide and Fullwidth code points: sorted, disjoint and not adjacent
    /// (adjacent ranges are merged), closed ranges.
    static let eastAsianWideRanges: [(lower: UInt32, upper: UInt32)] = [
        // Python 3.11.7, unicodedata.unidata_version 14.0.0: 121 ranges
        (0x01100, 0x0115F), (0x0231A, 0x0231B), (0x02329, 0x0232A), (0x023E9, 0x023EC),
        (0x023F0, 0x023F0), (0x023F3, 0x023F3), (0x025FD, 0x025FE), (0x02614, 0x02615),
        (0x02648, 0x02653), (0x0267F, 0x0267F), (0x02693, 0x02693), (0x026A1, 0x026A1),
        (0x026AA, 0x026AB), (0x026BD, 0x026BE), (0x026C4, 0x026C5), (0x026CE, 0x026CE),
        (0x026D4, 0x026D4), (0x026EA, 0x026EA), (0x026F2, 0x026F3), (0x026F5, 0x026F5),
        (0x026FA, 0x026FA), (0x026FD, 0x026FD), (0x02705, 0x02705), (0x0270A, 0x0270B),
        (0x02728, 0x02728), (0x0274C, 0x0274C), (0x0274E, 0x0274E), (0x02753, 0x02755),
        (0x02757, 0x02757), (0x02795, 0x02797), (0x027B0, 0x027B0), (0x027BF, 0x027BF),
        (0x02B1B, 0x02B1C), (0x02B50, 0x02B50), (0x02B55, 0x02B55), (0x02E80, 0x02E99),
        (0x02E9B, 0x02EF3), (0x02F00, 0x02FD5), (0x02FF0, 0x02FFB), (0x03000, 0x0303E),
        (0x03041, 0x03096), (0x03099, 0x030FF), (0x03105, 0x0312F), (0x03131, 0x0318E),
        (0x03190, 0x031E3), (0x031F0, 0x0321E), (0x03220, 0x03247), (0x03250, 0x04DBF),
        (0x04E00, 0x0A48C), (0x0A490, 0x0A4C6), (0x0A960, 0x0A97C), (0x0AC00, 0x0D7A3),
        (0x0F900, 0x0FAFF), (0x0FE10, 0x0FE19), (0x0FE30, 0x0FE52), (0x0FE54, 0x0FE66),
        (0x0FE68, 0x0FE6B), (0x0FF01, 0x0FF60), (0x0FFE0, 0x0FFE6), (0x16FE0, 0x16FE4),
        (0x16FF0, 0x16FF1), (0x17000, 0x187F7), (0x18800, 0x18CD5), (0x18D00, 0x18D08),
        (0x1AFF0, 0x1AFF3), (0x1AFF5, 0x1AFFB), (0x1AFFD, 0x1AFFE), (0x1B000, 0x1B122),
        (0x1B150, 0x1B152), (0x1B164, 0x1B167), (0x1B170, 0x1B2FB), (0x1F004, 0x1F004),
        (0x1F0CF, 0x1F0CF), (0x1F18E, 0x1F18E), (0x1F191, 0x1F19A), (0x1F200, 0x1F202),
        (0x1F210, 0x1F23B), (0x1F240, 0x1F248), (0x1F250, 0x1F251), (0x1F260, 0x1F265),
        (0x1F300, 0x1F320), (0x1F32D, 0x1F335), (0x1F337, 0x1F37C), (0x1F37E, 0x1F393),
        (0x1F3A0, 0x1F3CA), (0x1F3CF, 0x1F3D3), (0x1F3E0, 0x1F3F0), (0x1F3F4, 0x1F3F4),
        (0x1F3F8, 0x1F43E), (0x1F440, 0x1F440), (0x1F442, 0x1F4FC), (0x1F4FF, 0x1F53D),
        (0x1F54B, 0x1F54E), (0x1F550, 0x1F567), (0x1F57A, 0x1F57A), (0x1F595, 0x1F596),
        (0x1F5A4, 0x1F5A4), (0x1F5FB, 0x1F64F), (0x1F680, 0x1F6C5), (0x1F6CC, 0x1F6CC),
        (0x1F6D0, 0x1F6D2), (0x1F6D5, 0x1F6D7), (0x1F6DD, 0x1F6DF), (0x1F6EB, 0x1F6EC),
        (0x1F6F4, 0x1F6FC), (0x1F7E0, 0x1F7EB), (0x1F7F0, 0x1F7F0), (0x1F90C, 0x1F93A),
        (0x1F93C, 0x1F945), (0x1F947, 0x1F9FF), (0x1FA70, 0x1FA74), (0x1FA78, 0x1FA7C),
        (0x1FA80, 0x1FA86), (0x1FA90, 0x1FAAC), (0x1FAB0, 0x1FABA), (0x1FAC0, 0x1FAC5),
        (0x1FAD0, 0x1FAD9), (0x1FAE0, 0x1FAE7), (0x1FAF0, 0x1FAF6), (0x20000, 0x2FFFD),
        (0x30000, 0x3FFFD),
    ]
}
