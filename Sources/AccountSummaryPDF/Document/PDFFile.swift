/// The objects of one PDF file and how they are written: header, objects in number order,
/// cross-reference table, trailer (ISO 32000-1 §7.5).
///
/// Nothing depends on the clock or on memory addresses: the file's `/ID` is a hash of its
/// own bytes, so the same objects always give the same file.
///
/// ```swift
/// var file = PDFFile()
/// let pages = file.reserve()
/// let catalog = file.add(.dictionary([("Type", .name("Catalog")), ("Pages", .reference(pages))]))
/// file.set(pages, .dictionary([("Type", .name("Pages")), ("Kids", .array([])), ("Count", .integer(0))]))
/// let bytes = file.bytes(root: catalog, info: nil)  // "%PDF-1.7\n%…"
/// ```
package struct PDFFile: Sendable {
    /// The objects by number minus one; nil for a number reserved and not yet set.
    private var objects: [PDFObject?] = []

    package init() {}

    /// A number for an object that will be set later (a parent its children point to).
    package mutating func reserve() -> PDFReference {
        objects.append(nil)
        return PDFReference(number: objects.count)
    }

    /// Sets a reserved object.
    package mutating func set(_ reference: PDFReference, _ object: PDFObject) {
        precondition(objects[reference.number - 1] == nil, "object \(reference.number) set once")
        objects[reference.number - 1] = object
    }

    /// Adds an object and returns its reference.
    package mutating func add(_ object: PDFObject) -> PDFReference {
        objects.append(object)
        return PDFReference(number: objects.count)
    }

    /// The whole file. Every reserved object must have been set.
    package func bytes(root: PDFReference, info: PDFReference?) -> [UInt8] {
        var out = Array("%PDF-1.7\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3] + [0x0A]
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            guard let object else { preconditionFailure("object \(index + 1) reserved and never set") }
            offsets.append(out.count)
            out += Array("\(index + 1) 0 obj\n".utf8)
            object.write(to: &out)
            out += Array("\nendobj\n".utf8)
        }
        let identifier = PDFFile.identifier(of: out)
        let crossReference = out.count
        out += Array("xref\n0 \(objects.count + 1)\n0000000000 65535 f \n".utf8)
        for offset in offsets {
            let digits = String(offset)
            out += Array((String(repeating: "0", count: 10 - digits.count) + digits + " 00000 n \n").utf8)
        }
        var trailer: [(String, PDFObject)] = [("Size", .integer(objects.count + 1)), ("Root", .reference(root))]
        if let info { trailer.append(("Info", .reference(info))) }
        trailer.append(("ID", .array([.hexString(identifier), .hexString(identifier)])))
        out += Array("trailer\n".utf8)
        PDFObject.dictionary(trailer).write(to: &out)
        out += Array("\nstartxref\n\(crossReference)\n%%EOF\n".utf8)
        return out
    }

    /// 16 bytes from two FNV-1a hashes of the file's objects: the same objects, the same `/ID`.
    static func identifier(of bytes: [UInt8]) -> [UInt8] {
        var first: UInt64 = 0xCBF2_9CE4_8422_2325, second: UInt64 = 0x6C62_272E_07BB_0142
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 ^ first >> 29
        }
        return (0..<8).map { UInt8(truncatingIfNeeded: first >> (8 * $0)) } + (0..<8).map { UInt8(truncatingIfNeeded: second >> (8 * $0)) }
    }
}
