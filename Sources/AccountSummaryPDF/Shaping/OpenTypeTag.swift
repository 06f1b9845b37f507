import AccountSummary

/// A four-letter OpenType tag (`arab`, `dev2`, `kern`, `URD `) as the 32-bit number fonts store.
///
/// ```swift
/// OpenTypeTag("kern").rawValue   // 0x6B65_726E
/// OpenTypeTag("URD").description // "URD " (padded with spaces)
/// ```
struct OpenTypeTag: Hashable, Comparable, Sendable, CustomStringConvertible {
    let rawValue: UInt32

    init(_ rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The tag of up to four ASCII characters, padded with spaces.
    init(_ text: String) {
        var value: UInt32 = 0
        var count = 0
        for byte in text.utf8.prefix(4) {
            value = value << 8 | UInt32(byte)
            count += 1
        }
        while count < 4 {
            value = value << 8 | 0x20
            count += 1
        }
        rawValue = value
    }

    var description: String {
        String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: rawValue >> $0) }, as: UTF8.self)
    }

    static func < (left: OpenTypeTag, right: OpenTypeTag) -> Bool { left.rawValue < right.rawValue }
}
