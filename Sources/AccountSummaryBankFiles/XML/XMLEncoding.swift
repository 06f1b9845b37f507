/// The character encoding of an XML file: from its byte order mark, else its declaration.
///
/// UTF-8 is read in place; UTF-16, ISO-8859-1 and Windows-1252 are transcoded to UTF-8 first,
/// so the reader has one byte grammar. Anything else is refused rather than guessed.
///
/// ```swift
/// try XMLEncoding.detect(latin1Declared)  // .latin1 for <?xml version="1.0" encoding="ISO-8859-1"?>
/// ```
package enum XMLEncoding: Sendable, Hashable {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian
    case latin1
    case windows1252

    /// The encoding the bytes declare.
    ///
    /// - Throws: an encoding that is declared but not read, at the declaration (1:1).
    package static func detect(_ bytes: ByteView) throws(XMLError) -> XMLEncoding {
        if bytes.count >= 2 {
            if bytes[0] == 0xFF, bytes[1] == 0xFE { return .utf16LittleEndian }
            if bytes[0] == 0xFE, bytes[1] == 0xFF { return .utf16BigEndian }
            // UTF-16 without a mark, as the XML spec's appendix F recognises it from "<?".
            if bytes[0] == 0x3C, bytes[1] == 0x00 { return .utf16LittleEndian }
            if bytes[0] == 0x00, bytes[1] == 0x3C { return .utf16BigEndian }
        }
        guard let name = declaredName(bytes) else { return .utf8 }
        switch name.lowercased() {
        case "utf-8", "utf8": return .utf8
        case "us-ascii", "ascii": return .utf8
        case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1", "iso_8859-1": return .latin1
        case "windows-1252", "cp1252", "win-1252": return .windows1252
        case "utf-16", "utf16": return .utf8  // declared UTF-16 but no 16-bit bytes: the bytes say UTF-8
        default: throw XMLError(.unsupportedEncoding(name), place: .position(line: 1, column: 1))
        }
    }

    /// The `encoding="…"` of an XML declaration at the very start (after a UTF-8 mark), if any.
    private static func declaredName(_ bytes: ByteView) -> String? {
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        let prefix = Array("<?xml".utf8)
        guard bytes.count >= start + prefix.count, Array(bytes[start..<(start + prefix.count)]) == prefix else { return nil }
        let limit = min(bytes.count, start + 512)
        guard let close = (start..<limit).first(where: { bytes[$0] == UInt8(ascii: "?") && $0 + 1 < limit && bytes[$0 + 1] == UInt8(ascii: ">") })
        else { return nil }
        let declaration = String(decoding: bytes[start..<close], as: UTF8.self)
        guard let key = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    /// The bytes as UTF-8, or nil when they are UTF-8 already.
    ///
    /// - Throws: ``XMLProblem/invalidUTF16(oddLength:)`` for UTF-16 that is not well formed,
    ///   ``XMLProblem/notWindows1252(_:)`` for a byte Windows-1252 leaves unassigned (the
    ///   document as a whole).
    package func transcoded(_ bytes: ByteView) throws(XMLError) -> [UInt8]? {
        switch self {
        case .utf8:
            return nil
        case .latin1:
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + bytes.count / 8)
            for byte in bytes { XMLEncoding.append(UInt32(byte), to: &output) }
            return output
        case .windows1252:
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + bytes.count / 8)
            for byte in bytes {
                if (0x80...0x9F).contains(byte) {
                    guard let scalar = XMLEncoding.windows1252High[Int(byte - 0x80)] else { throw XMLError(.notWindows1252(byte), place: .document) }
                    XMLEncoding.append(scalar, to: &output)
                } else {
                    XMLEncoding.append(UInt32(byte), to: &output)
                }
            }
            return output
        case .utf16LittleEndian, .utf16BigEndian:
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 0
            while index + 1 < bytes.count {
                let (low, high) = self == .utf16LittleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
                units.append(UInt16(high) << 8 | UInt16(low))
                index += 2
            }
            if index != bytes.count { throw XMLError(.invalidUTF16(oddLength: true), place: .document) }
            if units.first == 0xFEFF { units.removeFirst() }
            var output: [UInt8] = []
            output.reserveCapacity(units.count * 2)
            var iterator = units.makeIterator()
            var decoder = UTF16()
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): XMLEncoding.append(scalar.value, to: &output)
                case .emptyInput: break loop
                case .error: throw XMLError(.invalidUTF16(oddLength: false), place: .document)
                }
            }
            return output
        }
    }

    /// Whether Windows-1252 assigns a character to the byte (all but five of 0x80–0x9F).
    package static func isWindows1252(_ byte: UInt8) -> Bool {
        !(0x80...0x9F).contains(byte) || windows1252High[Int(byte - 0x80)] != nil
    }

    /// Whether bytes read as UTF-8 look like UTF-16 without its mark: a quarter or more of the
    /// first 4 KiB are NUL, which XML never holds.
    static func looksLikeUTF16(_ bytes: ByteView) -> Bool {
        let head = bytes.prefix(4096)
        return !head.isEmpty && head.lazy.filter { $0 == 0 }.count * 4 >= head.count
    }

    private static func append(_ scalar: UInt32, to output: inout [UInt8]) {
        guard let value = Unicode.Scalar(scalar) else { return }
        output.append(contentsOf: UTF8.encode(value)!)
    }

    /// Windows-1252's 0x80–0x9F; the five unassigned bytes are nil.
    private static let windows1252High: [UInt32?] = [
        0x20AC, nil, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, nil, 0x017D, nil,
        nil, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, nil, 0x017E, 0x0178,
    ]
}

extension XMLEncoding {
    /// The document's bytes in UTF-8: nil when they are UTF-8 already (to be read in place),
    /// else a transcoded copy.
    ///
    /// ```swift
    /// try XMLEncoding.utf8(latin1Bytes)  // the same text in UTF-8
    /// try XMLEncoding.utf8(utf8Bytes)    // nil
    /// ```
    /// - Parameter bytes: the document as stored.
    /// - Throws: an encoding that is declared but not read (at 1:1), or bytes that are not in it
    ///   (the document as a whole).
    package static func utf8(_ bytes: ByteView) throws(XMLError) -> [UInt8]? {
        let encoding = try detect(bytes)
        if encoding == .utf8, looksLikeUTF16(bytes) { throw XMLError(.looksLikeUTF16, place: .document) }
        return try encoding.transcoded(bytes)
    }
}
