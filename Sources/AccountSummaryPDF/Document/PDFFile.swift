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

    /// Objects per object stream (§7.5.7).
    static let objectsPerStream = 100

    /// The whole file. Every reserved object must have been set.
    ///
    /// Streams are written as they are; every other object (a table cell's structure element,
    /// a page's dictionary) goes into compressed object streams, and the cross-reference is a
    /// compressed stream too (§7.5.8): a tagged statement's tens of thousands of small
    /// dictionaries then cost a few bytes each, not a hundred.
    package func bytes(root: PDFReference, info: PDFReference?) -> [UInt8] {
        var out = Array("%PDF-1.7\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3] + [0x0A]
        // Where each object is: at an offset in the file, or at an index in an object stream.
        enum Place { case offset(Int), packed(stream: Int, index: Int) }
        var places = [Place?](repeating: nil, count: objects.count + 1)
        var packed: [Int] = []
        for (index, object) in objects.enumerated() {
            guard let object else { preconditionFailure("object \(index + 1) reserved and never set") }
            guard case .stream = object else {
                packed.append(index + 1)
                continue
            }
            places[index + 1] = .offset(out.count)
            out += Array("\(index + 1) 0 obj\n".utf8)
            object.write(to: &out)
            out += Array("\nendobj\n".utf8)
        }
        var nextNumber = objects.count + 1
        for start in stride(from: 0, to: packed.count, by: Self.objectsPerStream) {
            let numbers = packed[start..<min(start + Self.objectsPerStream, packed.count)]
            var header: [UInt8] = [], body: [UInt8] = []
            for (index, number) in numbers.enumerated() {
                header += Array("\(number) \(body.count) ".utf8)
                objects[number - 1]!.write(to: &body)
                body.append(0x0A)
                places[number] = .packed(stream: nextNumber, index: index)
            }
            let stream = PDFObject.compressedStream([("Type", .name("ObjStm")), ("N", .integer(numbers.count)),
                                                     ("First", .integer(header.count))], header + body)
            places.append(.offset(out.count))
            out += Array("\(nextNumber) 0 obj\n".utf8)
            stream.write(to: &out)
            out += Array("\nendobj\n".utf8)
            nextNumber += 1
        }
        let identifier = PDFFile.identifier(of: out)
        // The cross-reference stream: for each object its kind (0 free, 1 at an offset, 2 in an
        // object stream) in 1 byte, the offset or stream number in 4, the generation or index in 2.
        let crossReference = out.count
        let size = nextNumber + 1
        places.append(.offset(crossReference))
        var table: [UInt8] = [0, 0, 0, 0, 0, 0xFF, 0xFF]
        for number in 1..<size {
            switch places[number]! {
            case .offset(let offset): table.append(1); table.appendBigEndian(UInt32(offset)); table.appendBigEndian(UInt16(0))
            case .packed(let stream, let index): table.append(2); table.appendBigEndian(UInt32(stream)); table.appendBigEndian(UInt16(index))
            }
        }
        var trailer: [(String, PDFObject)] = [("Type", .name("XRef")), ("Size", .integer(size)),
                                              ("W", .array([.integer(1), .integer(4), .integer(2)])), ("Root", .reference(root))]
        if let info { trailer.append(("Info", .reference(info))) }
        trailer.append(("ID", .array([.hexString(identifier), .hexString(identifier)])))
        out += Array("\(nextNumber) 0 obj\n".utf8)
        PDFObject.compressedStream(trailer, table).write(to: &out)
        out += Array("\nendobj\nstartxref\n\(crossReference)\n%%EOF\n".utf8)
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
