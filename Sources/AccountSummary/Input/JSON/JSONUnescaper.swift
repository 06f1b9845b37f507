/// Decodes the raw bytes between a string's quotes, already validated by ``JSONParser``, into
/// their value.
///
/// ```swift
/// // content holds the bytes between the quotes of "caf\u00e9 \ud83d\ude00\n"
/// JSONUnescaper.string(from: content, escaped: true)  // "café 😀\n"
/// ```
enum JSONUnescaper {
    /// The string value: one `String(decoding:)` when `escaped` is false.
    static func string(from raw: UnsafeBufferPointer<UInt8>, escaped: Bool) -> String {
        guard escaped else { return String(decoding: raw, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: raw.count) { decode(raw, into: $0) }
    }

    /// The value's UTF-8 bytes.
    static func bytes(from raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: raw.count) { buffer, count in count = decode(raw, into: buffer) }
    }

    /// Writes the decoded UTF-8 into `output` (never longer than `raw`); returns its length.
    static func decode(_ raw: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var index = 0
        var count = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else {
                output[count] = byte
                count += 1
                index += 1
                continue
            }
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): output[count] = 0x08
            case UInt8(ascii: "f"): output[count] = 0x0C
            case UInt8(ascii: "n"): output[count] = 0x0A
            case UInt8(ascii: "r"): output[count] = 0x0D
            case UInt8(ascii: "t"): output[count] = 0x09
            case UInt8(ascii: "u"):
                var scalar = hex4(raw, at: index)
                index += 4
                if (0xD800...0xDBFF).contains(scalar) && index + 6 <= raw.count {
                    let low = hex4(raw, at: index + 2)
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low &- 0xDC00)
                    index += 6
                }
                count += encode(scalar, into: output, at: count)
                continue
            default: output[count] = escape // `"`, `\`, `/`
            }
            count += 1
        }
        return count
    }

    private static func hex4(_ raw: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 where index + offset < raw.count {
            value = value << 4 | UInt32(JSONParser.hexDigit(raw[index + offset]) ?? 0)
        }
        return value
    }

    private static func encode(_ scalar: UInt32, into output: UnsafeMutableBufferPointer<UInt8>, at index: Int) -> Int {
        switch scalar {
        case 0..<0x80:
            output[index] = UInt8(scalar)
            return 1
        case 0x80..<0x800:
            output[index] = UInt8(0xC0 | scalar >> 6)
            output[index + 1] = UInt8(0x80 | scalar & 0x3F)
            return 2
        case 0x800..<0x10000:
            output[index] = UInt8(0xE0 | scalar >> 12)
            output[index + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
            output[index + 2] = UInt8(0x80 | scalar & 0x3F)
            return 3
        default:
            output[index] = UInt8(0xF0 | scalar >> 18 & 0x07)
            output[index + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
            output[index + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
            output[index + 3] = UInt8(0x80 | scalar & 0x3F)
            return 4
        }
    }
}
