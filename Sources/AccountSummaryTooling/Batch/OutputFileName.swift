import AccountSummary
/// The file name (without extension) a customer's statements are written under.
///
/// Never a path: an id made only of `A–Z a–z 0–9 . _ -`, not starting with a
/// dot and at most 100 characters, is used as it is; any other id is
/// sanitised (each other character becomes `_`, a leading dot too, cut at 100)
/// and gets `~` and its 16-hex-digit FNV-1a hash appended, so two different ids
/// never share a file and no id can name `..`, `/`, an absolute path or a
/// hidden file.
///
/// ```swift
/// OutputFileName.base(for: "c-1")               // "c-1"
/// OutputFileName.base(for: "../../etc/passwd")  // "______etc_passwd~…"
/// ```
package enum OutputFileName {
    package static let maximumLength = 100

    package static func base(for id: String) -> String {
        let safe = id.utf8.allSatisfy(isAllowed) && !id.isEmpty && !id.hasPrefix(".") && id.utf8.count <= maximumLength
        if safe { return id }
        var cleaned = ""
        for byte in id.utf8.prefix(maximumLength) {
            cleaned.unicodeScalars.append(isAllowed(byte) ? Unicode.Scalar(byte) : "_")
        }
        if cleaned.hasPrefix(".") { cleaned = "_" + cleaned.dropFirst() }
        let hash = String(Shard.hash(id), radix: 16)
        return cleaned + "~" + String(repeating: "0", count: 16 - hash.count) + hash
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }
}
