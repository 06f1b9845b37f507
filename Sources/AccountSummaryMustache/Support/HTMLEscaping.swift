/// The one HTML escaper: `&`, `<`, `>`, `"` and `'` written as character references, as
/// `{{name}}` writes a value.
///
/// Public so that an app writing HTML around its templates escapes exactly as they do, and
/// so that ``reference(for:)`` is inlined into the app library's byte loops (a `package`
/// function's body is not inlined across modules). The app library's `HTMLWriter` escapes
/// every value through it (writing the same references into its UTF-8 buffers), and so does
/// ``TemplateEscaping/html``; the native PDF writer escapes its XMP metadata with it (the five
/// references are XML's too). Escaped text is safe in HTML text and in quoted attribute values.
///
/// ```swift
/// HTMLEscaping.escaped("Tom & <Jerry>")  // "Tom &amp; &lt;Jerry&gt;"
/// HTMLEscaping.escaped("it's")           // "it&#39;s"
/// ```
public enum HTMLEscaping {
    /// The reference for one of the five characters HTML gives meaning to, or nil.
    ///
    /// ```swift
    /// HTMLEscaping.reference(for: UInt8(ascii: "<"))  // "&lt;"
    /// HTMLEscaping.reference(for: UInt8(ascii: "a"))  // nil
    /// ```
    @inlinable @inline(__always)
    public static func reference(for byte: UInt8) -> StaticString? {
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

    /// Whether `text` holds any of the five characters.
    ///
    /// ```swift
    /// HTMLEscaping.needsEscaping("Tom & Jerry")  // true
    /// ```
    public static func needsEscaping(_ text: String) -> Bool {
        text.utf8.contains { reference(for: $0) != nil }
    }

    /// `text` with each of the five characters written as its reference (`text` itself when
    /// it holds none).
    ///
    /// The app library writes into its UTF-8 buffers with the same references
    /// (`HTMLEscaping+UTF8Output.swift` there).
    ///
    /// ```swift
    /// HTMLEscaping.escaped("a<b")  // "a&lt;b"
    /// ```
    public static func escaped(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if let reference = reference(for: byte) {
                reference.withUTF8Buffer { bytes.append(contentsOf: $0) }
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
