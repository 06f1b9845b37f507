/// The library's one HTML escaper: `&`, `<`, `>`, `"` and `'` written as character references.
///
/// ``HTMLWriter`` escapes every value through it, and so does ``TemplateEscaping/html``; the
/// native PDF writer escapes its XMP metadata with it (the five references are XML's too).
/// Escaped text is safe in HTML text and in quoted attribute values.
///
/// ```swift
/// HTMLEscaping.escaped("Tom & <Jerry>")  // "Tom &amp; &lt;Jerry&gt;"
/// HTMLEscaping.escaped("it's")           // "it&#39;s"
/// ```
package enum HTMLEscaping {
    /// The reference for one of the five characters HTML gives meaning to, or nil.
    ///
    /// ```swift
    /// HTMLEscaping.reference(for: UInt8(ascii: "<"))  // "&lt;"
    /// HTMLEscaping.reference(for: UInt8(ascii: "a"))  // nil
    /// ```
    @inline(__always)
    static func reference(for byte: UInt8) -> StaticString? {
        guard byte < 0x40 else { return nil }  // the five are all below "@"
        switch byte {
        case UInt8(ascii: "&"): return "&amp;"
        case UInt8(ascii: "<"): return "&lt;"
        case UInt8(ascii: ">"): return "&gt;"
        case UInt8(ascii: "\""): return "&quot;"
        case UInt8(ascii: "'"): return "&#39;"
        default: return nil
        }
    }

    /// Appends `bytes` to `output`, unchanged runs in one piece and each of the five
    /// characters as its reference.
    ///
    /// ```swift
    /// String(utf8Writing: { out in "a<b".withUTF8Bytes { HTMLEscaping.append($0, to: &out) } })  // "a&lt;b"
    /// ```
    @inline(__always)
    static func append(_ bytes: UTF8Bytes, to output: inout UTF8Output) {
        var start = 0
        for index in bytes.indices {
            guard let reference = reference(for: bytes[index]) else { continue }
            output.append(bytes[start..<index])
            output.append(reference)
            start = index + 1
        }
        output.append(bytes[start..<bytes.count])
    }

    /// Whether `text` holds any of the five characters.
    static func needsEscaping(_ text: String) -> Bool {
        text.utf8.contains { reference(for: $0) != nil }
    }

    /// `prefix`, `text` escaped, and `suffix`, in one allocation of the exact size.
    ///
    /// ```swift
    /// HTMLEscaping.escaped("a<b", between: "<bdi>", and: "</bdi>")  // "<bdi>a&lt;b</bdi>"
    /// ```
    package static func escaped(_ text: String, between prefix: StaticString = "", and suffix: StaticString = "") -> String {
        text.withUTF8Bytes { bytes in
            String(utf8Writing: { output in
                output.append(prefix)
                append(bytes, to: &output)
                output.append(suffix)
            })
        }
    }
}
