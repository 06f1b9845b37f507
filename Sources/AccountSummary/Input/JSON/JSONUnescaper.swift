/// Decodes the raw bytes between a string's quotes, already validated by ``JSONParser``, into
/// their value.
///
/// ```swift
/// // content holds the bytes between the quotes of "caf\u00e9 \ud83d\ude00\n"
/// JSONUnescaper.string(from: content, escaped: true)  // "café 😀\n"
/// ```
enum JSONUnescaper {
    /// The value of the string whose raw content is `range` of `bytes`: one
    /// `String(decoding:)` when `escaped` is false.
    static func string(from bytes: JSONBytes, _ range: Range<Int>, escaped: Bool) -> String {
        guard escaped else { return bytes.string(range) }
        return String(decoding: decoded(bytes, range), as: UTF8.self)
    }

    /// The value's UTF-8 bytes.
    static func decoded(_ raw: JSONBytes, _ range: Range<Int>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < range.upperBound else {
                output.append(byte)
                index += 1
                continue
            }
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(raw, at: index, end: range.upperBound)
                index += 4
                if (0xD800...0xDBFF).contains(scalar) && index + 6 <= range.upperBound {
                    let low = hex4(raw, at: index + 2, end: range.upperBound)
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low &- 0xDC00)
                    index += 6
                }
                output.append(contentsOf: Unicode.UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}")!)
            default: output.append(escape) // `"`, `\`, `/`
            }
        }
        return output
    }

    private static func hex4(_ raw: JSONBytes, at index: Int, end: Int) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 where index + offset < end {
            value = value << 4 | UInt32(JSONParser.hexDigit(raw[index + offset]) ?? 0)
        }
        return value
    }
}
