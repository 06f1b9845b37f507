/// The one HTML escaper's references (``HTMLEscaping/reference(for:)``, in the template engine's
/// module) written into the library's UTF-8 buffers: how the HTML writer escapes every value
/// without a string per piece.
extension HTMLEscaping {
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

    /// `prefix`, `text` escaped, and `suffix`, in one allocation of the exact size.
    ///
    /// ```swift
    /// HTMLEscaping.escaped("a<b", between: "<bdi>", and: "</bdi>")  // "<bdi>a&lt;b</bdi>"
    /// ```
    package static func escaped(_ text: String, between prefix: StaticString, and suffix: StaticString) -> String {
        text.withUTF8Bytes { bytes in
            String(utf8Writing: { output in
                output.append(prefix)
                append(bytes, to: &output)
                output.append(suffix)
            })
        }
    }
}
