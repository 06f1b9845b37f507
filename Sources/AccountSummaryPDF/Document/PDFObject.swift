/// A PDF object (ISO 32000-1 §7.3), written as the file's bytes by ``write(to:)``.
///
/// Dictionaries keep their keys in the order given, so the same document is always the
/// same bytes. Real numbers are decimal text made from integers (``real(_:places:)``),
/// never printed from a binary floating-point value.
///
/// ```swift
/// var bytes: [UInt8] = []
/// PDFObject.dictionary([("Type", .name("Page")), ("Rotate", .integer(0))]).write(to: &bytes)
/// String(decoding: bytes, as: UTF8.self)  // "<</Type /Page /Rotate 0>>"
/// ```
package indirect enum PDFObject: Sendable, Hashable {
    case null
    case bool(Bool)
    case integer(Int)
    /// A real number already written as PDF text (`12.5`, `-0.25`).
    case number(String)
    case name(String)
    /// A string written as hexadecimal bytes (`<FEFF0041>`).
    case hexString([UInt8])
    /// A string written literally, `(` `)` and `\` escaped; bytes outside printable ASCII as octal.
    case literalString([UInt8])
    case array([PDFObject])
    case dictionary([(String, PDFObject)])
    case reference(PDFReference)
    /// A stream: its dictionary (without `/Length`, which is added) and its bytes.
    case stream([(String, PDFObject)], [UInt8])

    /// A stream of `bytes` compressed with ``Deflate`` (`/FlateDecode`).
    package static func compressedStream(_ entries: [(String, PDFObject)], _ bytes: [UInt8]) -> PDFObject {
        compressedStream(entries, deflated: Deflate.zlib(bytes))
    }

    /// A `/FlateDecode` stream of bytes already compressed: `deflated` is ``Deflate/zlib(_:)``'s output.
    package static func compressedStream(_ entries: [(String, PDFObject)], deflated: [UInt8]) -> PDFObject {
        .stream(entries + [("Filter", .name("FlateDecode"))], deflated)
    }

    /// A real number with at most `places` decimals, trailing zeros dropped: 12.50 → `12.5`.
    package static func real(_ value: Double, places: Int = 3) -> PDFObject {
        .number(PDFObject.decimalText(value, places: places))
    }

    /// A text string as the PDF stores text meant for people: UTF-16BE with its byte order mark.
    package static func text(_ string: String) -> PDFObject {
        var bytes: [UInt8] = [0xFE, 0xFF]
        for unit in string.utf16 { bytes.append(UInt8(unit >> 8)); bytes.append(UInt8(unit & 0xFF)) }
        return .hexString(bytes)
    }

    /// `value` rounded to `places` decimals, as the shortest decimal text (`-0` written `0`).
    package static func decimalText(_ value: Double, places: Int) -> String {
        var bytes: [UInt8] = []
        appendDecimal(value, places: places, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` in decimal digits (a `-` first when negative), making no string: every
    /// object number of every reference passes through here.
    ///
    /// ```swift
    /// var out: [UInt8] = []
    /// PDFObject.appendInteger(-120, to: &out)   // "-120"
    /// ```
    package static func appendInteger(_ value: Int, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude, width: 1, to: &out)
    }

    /// Appends the decimal digits of `value`, at least `width` of them (leading zeros first):
    /// an integer's digits (`width` 1), or a fraction's (its number of places).
    @inline(__always)
    private static func appendDigits(_ value: UInt, width: Int, to out: inout [UInt8]) {
        var value = value
        var divisor: UInt = 1
        for _ in 1..<max(width, 1) { divisor *= 10 }
        while divisor <= value / 10 { divisor *= 10 }
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(value / divisor))
            value %= divisor
            divisor /= 10
        } while divisor > 0
    }

    /// Appends ``decimalText(_:places:)``'s text of `value` to `out`, making no string: a page
    /// writes tens of thousands of coordinates and glyph moves.
    ///
    /// ```swift
    /// var out: [UInt8] = []
    /// PDFObject.appendDecimal(-12.0004, places: 3, to: &out)   // "-12"
    /// PDFObject.appendDecimal(0.0625, places: 3, to: &out)     // "0.063" (half away from zero)
    /// ```
    package static func appendDecimal(_ value: Double, places: Int, to out: inout [UInt8]) {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = scaledToPlaces(value, scale: scale)
        // A negative `scaled` is at least one unit of the last place, so never written "-0".
        if scaled < 0 { out.append(UInt8(ascii: "-")) }
        var fraction = scaled.magnitude % UInt(scale)
        var digits = places
        while digits > 0, fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        appendDigits(scaled.magnitude / UInt(scale), width: 1, to: &out)
        guard digits > 0 else { return }
        out.append(UInt8(ascii: "."))
        // Exactly `digits` digits (the fraction is below 10^digits): its leading zeros too.
        appendDigits(fraction, width: digits, to: &out)
    }

    /// `value` in units of its last written place (`scale` is 10 to the places), rounded as
    /// ``appendDecimal(_:places:to:)`` writes it: half away from zero.
    ///
    /// ```swift
    /// PDFObject.scaledToPlaces(0.0625, scale: 1_000)  // 63
    /// ```
    package static func scaledToPlaces(_ value: Double, scale: Int) -> Int {
        Int((value * Double(scale)).rounded())
    }

    /// Appends the object's bytes.
    package func write(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .integer(let value): PDFObject.appendInteger(value, to: &out)
        case .number(let text): out.append(contentsOf: text.utf8)
        case .name(let name): PDFObject.writeName(name, to: &out)
        case .hexString(let bytes):
            out.append(UInt8(ascii: "<"))
            for byte in bytes { out.append(PDFObject.hexDigits[Int(byte >> 4)]); out.append(PDFObject.hexDigits[Int(byte & 0xF)]) }
            out.append(UInt8(ascii: ">"))
        case .literalString(let bytes):
            out.append(UInt8(ascii: "("))
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\"):
                    out.append(UInt8(ascii: "\\")); out.append(byte)
                case 0x20...0x7E: out.append(byte)
                default:
                    let octal = String(byte, radix: 8)
                    out += Array(("\\" + String(repeating: "0", count: 3 - octal.count) + octal).utf8)
                }
            }
            out.append(UInt8(ascii: ")"))
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: " ")) }
                element.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .dictionary(let entries):
            PDFObject.writeDictionary(entries, to: &out)
        case .reference(let reference):
            PDFObject.appendInteger(reference.number, to: &out)
            out.append(contentsOf: " 0 R".utf8)
        case .stream(let entries, let bytes):
            PDFObject.writeDictionary(entries + [("Length", .integer(bytes.count))], to: &out)
            out.append(contentsOf: "\nstream\n".utf8)
            out += bytes
            // The end of line before `endstream` is not part of the data; after data ending in
            // CR a lone LF would read as one CR LF end of line and the data a byte short
            // (page-validation's PDFA2A-STREAM-LENGTH-001), so CR LF is written there.
            out.append(contentsOf: (bytes.last == UInt8(ascii: "\r") ? "\r\nendstream" : "\nendstream").utf8)
        }
    }

    private static func writeDictionary(_ entries: [(String, PDFObject)], to out: inout [UInt8]) {
        out.append(contentsOf: "<<".utf8)
        for (index, (key, value)) in entries.enumerated() {
            if index > 0 { out.append(UInt8(ascii: " ")) }
            writeName(key, to: &out)
            out.append(UInt8(ascii: " "))
            value.write(to: &out)
        }
        out.append(contentsOf: ">>".utf8)
    }

    /// The hexadecimal digits of a `#xx` escape and a `<…>` string.
    private static let hexDigits = Array("0123456789ABCDEF".utf8)
    /// Whether each byte is a delimiter (`()<>[]{}/%#`), which a name writes `#xx`: a table, as
    /// every name of every object passes through here.
    private static let nameDelimiters: [Bool] = (0..<256).map { "()<>[]{}/%#".utf8.contains(UInt8($0)) }

    /// `/Name`, with every byte outside the regular characters written `#xx` (§7.3.5).
    private static func writeName(_ name: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "/"))
        for byte in name.utf8 {
            if byte < 0x21 || byte > 0x7E || nameDelimiters[Int(byte)] {
                out.append(UInt8(ascii: "#")); out.append(hexDigits[Int(byte >> 4)]); out.append(hexDigits[Int(byte & 0xF)])
            } else {
                out.append(byte)
            }
        }
    }

    package static func == (left: PDFObject, right: PDFObject) -> Bool {
        var a: [UInt8] = [], b: [UInt8] = []
        left.write(to: &a)
        right.write(to: &b)
        return a == b
    }

    package func hash(into hasher: inout Hasher) {
        var bytes: [UInt8] = []
        write(to: &bytes)
        hasher.combine(bytes)
    }
}

/// An indirect object's number (generation 0: this writer never updates a file).
package struct PDFReference: Sendable, Hashable {
    package let number: Int
}
