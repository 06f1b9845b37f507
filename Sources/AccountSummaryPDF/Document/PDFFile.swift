/// The objects of one PDF file and how they are written: header, objects in number order,
/// cross-reference table, trailer (ISO 32000-1 §7.5).
///
/// Objects are written as they are set, not kept as ``PDFObject`` values until the end: a
/// stream goes into the file's bytes when added; every other object is written into its object
/// stream, which is compressed as soon as its last object is set. A statement of a hundred
/// thousand rows, whose structure tree has a million small dictionaries, then holds their
/// compressed bytes, not their values.
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

    /// The header and every stream so far, in number order (streams are only ever added, so
    /// adding one writes it after the streams with lower numbers).
    private var out = Array("%PDF-1.7\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3] + [0x0A]
    /// Where each object is, by number minus one: at an offset in the file (a stream, the
    /// value itself, 0 or more), or in an object stream (every other object, numbered in the
    /// order they were reserved or added; the value is -1 - n for the n-th of those, the
    /// (n % 100)-th object of stream n / 100). One integer an object, as a statement has a
    /// million of them.
    private var places: [Int] = []
    /// Whether each object has been set, by number minus one.
    private var isSet: [Bool] = []
    /// How many objects go into object streams (reserved or added, not streams).
    private var packedCount = 0
    /// The written objects of each object stream not yet complete, by group.
    private var openGroups: [Int: OpenGroup] = [:]
    /// An object stream's objects written so far: each one's number and bytes, at its index in
    /// the group, and how many there are.
    private struct OpenGroup {
        var members = [(number: Int, bytes: [UInt8])?](repeating: nil, count: PDFFile.objectsPerStream)
        var filled = 0
    }
    /// Each object stream once complete: its dictionary and compressed bytes, written without
    /// its number (which follows the last object's, known when the file is finished).
    private var groups: [[UInt8]?] = []

    package init() {}

    /// A number for an object that will be set later (a parent its children point to). Never a stream.
    package mutating func reserve() -> PDFReference {
        packedPlace()
    }

    /// Sets a reserved object.
    package mutating func set(_ reference: PDFReference, _ object: PDFObject) {
        precondition(!isSet[reference.number - 1], "object \(reference.number) set once")
        if case .stream = object { preconditionFailure("object \(reference.number): a stream is added, not reserved") }
        write(object, at: reference.number)
    }

    /// Adds an object and returns its reference.
    package mutating func add(_ object: PDFObject) -> PDFReference {
        guard case .stream = object else {
            let reference = packedPlace()
            write(object, at: reference.number)
            return reference
        }
        places.append(out.count)
        isSet.append(true)
        out += Array("\(places.count) 0 obj\n".utf8)
        object.write(to: &out)
        out += Array("\nendobj\n".utf8)
        return PDFReference(number: places.count)
    }

    /// Objects per object stream (§7.5.7).
    static let objectsPerStream = 100

    /// The next number, for an object in an object stream.
    private mutating func packedPlace() -> PDFReference {
        places.append(-1 - packedCount)
        isSet.append(false)
        packedCount += 1
        return PDFReference(number: places.count)
    }

    /// Writes an object that goes into an object stream; compresses its stream when it is the last of it to be set.
    private mutating func write(_ object: PDFObject, at number: Int) {
        var bytes: [UInt8] = []
        object.write(to: &bytes)
        write(bytes: bytes, at: number)
    }

    /// Adds an object given as its bytes (what ``PDFObject/write(to:)`` writes), for one too
    /// big to build as a value first: a structure tree's parent tree, a reference per marked
    /// content. Never a stream.
    package mutating func add(written bytes: [UInt8]) -> PDFReference {
        let reference = packedPlace()
        write(bytes: bytes, at: reference.number)
        return reference
    }

    private mutating func write(bytes: [UInt8], at number: Int) {
        let packed = -1 - places[number - 1]
        precondition(packed >= 0, "object \(number) is packed")
        let group = packed / Self.objectsPerStream, index = packed % Self.objectsPerStream
        isSet[number - 1] = true
        openGroups[group, default: OpenGroup()].members[index] = (number, bytes)
        openGroups[group, default: OpenGroup()].filled += 1
        if openGroups[group]!.filled == Self.objectsPerStream, let complete = openGroups.removeValue(forKey: group) {
            close(group, complete.members)
        }
    }

    /// Compresses a group's object stream: its objects in number order (the order they were numbered in).
    private mutating func close(_ group: Int, _ members: [(number: Int, bytes: [UInt8])?]) {
        var header: [UInt8] = [], body: [UInt8] = []
        for member in members {
            guard let member else { break }
            header += Array("\(member.number) \(body.count) ".utf8)
            body += member.bytes
            body.append(0x0A)
        }
        let count = members.prefix { $0 != nil }.count
        let stream = PDFObject.compressedStream([("Type", .name("ObjStm")), ("N", .integer(count)),
                                                 ("First", .integer(header.count))], header + body)
        var written: [UInt8] = []
        stream.write(to: &written)
        while groups.count <= group { groups.append(nil) }
        groups[group] = written
    }

    /// The whole file. Every reserved object must have been set.
    ///
    /// Streams are written as they are; every other object (a table cell's structure element,
    /// a page's dictionary) goes into compressed object streams, and the cross-reference is a
    /// compressed stream too (§7.5.8): a tagged statement's tens of thousands of small
    /// dictionaries then cost a few bytes each, not a hundred.
    package mutating func bytes(root: PDFReference, info: PDFReference?) -> [UInt8] {
        if let number = isSet.firstIndex(of: false) { preconditionFailure("object \(number + 1) reserved and never set") }
        // The last group, short of objects.
        for group in openGroups.keys.sorted() { close(group, openGroups[group]!.members) }
        openGroups = [:]
        var out: [UInt8] = []
        swap(&out, &self.out)
        let objectCount = places.count
        var streamOffsets: [Int] = []
        // Room for the object streams and the cross-reference at once (rather than doubling
        // the file's bytes as they grow), each object stream let go once copied.
        out.reserveCapacity(out.count + groups.reduce(0) { $0 + ($1?.count ?? 0) + 32 } + 7 * (places.count + groups.count) + 512)
        for group in groups.indices {
            guard let written = groups[group] else { preconditionFailure("object stream \(group) written") }
            groups[group] = nil
            streamOffsets.append(out.count)
            out += Array("\(objectCount + 1 + group) 0 obj\n".utf8)
            out += written
            out += Array("\nendobj\n".utf8)
        }
        groups = []
        let nextNumber = objectCount + 1 + streamOffsets.count
        let identifier = PDFFile.identifier(of: out)
        // The cross-reference stream: for each object its kind (0 free, 1 at an offset, 2 in an
        // object stream) in 1 byte, the offset or stream number in 4, the generation or index in 2.
        let crossReference = out.count
        let size = nextNumber + 1
        var table: [UInt8] = [0, 0, 0, 0, 0, 0xFF, 0xFF]
        table.reserveCapacity(7 * size)
        for place in places {
            if place >= 0 {
                table.append(1); table.appendBigEndian(UInt32(place)); table.appendBigEndian(UInt16(0))
            } else {
                let packed = -1 - place
                table.append(2)
                table.appendBigEndian(UInt32(objectCount + 1 + packed / Self.objectsPerStream))
                table.appendBigEndian(UInt16(packed % Self.objectsPerStream))
            }
        }
        for offset in streamOffsets + [crossReference] {
            table.append(1); table.appendBigEndian(UInt32(offset)); table.appendBigEndian(UInt16(0))
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
