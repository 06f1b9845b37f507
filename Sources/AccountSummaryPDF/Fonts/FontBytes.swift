/// Big-endian reads from one table of a font file, each bounds-checked: a read past the
/// table's end is a ``FontError/truncated(font:table:)`` naming the table, never a crash.
///
/// Offsets are from the table's start; the file's bytes (a ``FontFile``) are shared, never copied.
///
/// ```swift
/// try FontBytes([0x00, 0x01, 0x00, 0x00], font: "A.ttf").uint32(0, in: "offset table")  // 0x0001_0000
/// ```
struct FontBytes {
    let bytes: FontFile
    let range: Range<Int>
    let font: String

    /// The whole of `bytes`, or the table at `range`.
    init(_ bytes: FontFile, range: Range<Int>? = nil, font: String) {
        self.bytes = bytes
        self.range = range ?? bytes.indices
        self.font = font
    }

    /// A copy of `bytes` (a font built in memory), whole or the table at `range`.
    init(_ bytes: [UInt8], range: Range<Int>? = nil, font: String) {
        self.init(FontFile(bytes), range: range, font: font)
    }

    /// The table's bytes at `offsets` (the slice keeps the file's indices).
    func slice(_ offsets: Range<Int>, in table: String) throws(FontError) -> Slice<FontFile> {
        guard offsets.lowerBound >= 0, offsets.upperBound <= range.count else { throw .truncated(font: font, table: table) }
        return bytes[range.lowerBound + offsets.lowerBound..<range.lowerBound + offsets.upperBound]
    }

    func uint8(_ offset: Int, in table: String) throws(FontError) -> UInt8 {
        guard offset >= 0, offset < range.count else { throw .truncated(font: font, table: table) }
        return bytes[range.lowerBound + offset]
    }

    func uint16(_ offset: Int, in table: String) throws(FontError) -> UInt16 {
        guard offset >= 0, offset + 2 <= range.count else { throw .truncated(font: font, table: table) }
        return bytes.uint16(at: range.lowerBound + offset)
    }

    func int16(_ offset: Int, in table: String) throws(FontError) -> Int16 {
        Int16(bitPattern: try uint16(offset, in: table))
    }

    func uint32(_ offset: Int, in table: String) throws(FontError) -> UInt32 {
        guard offset >= 0, offset + 4 <= range.count else { throw .truncated(font: font, table: table) }
        return bytes.uint32(at: range.lowerBound + offset)
    }

    func int32(_ offset: Int, in table: String) throws(FontError) -> Int32 {
        Int32(bitPattern: try uint32(offset, in: table))
    }
}
