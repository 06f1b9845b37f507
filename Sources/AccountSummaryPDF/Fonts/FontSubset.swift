/// A TrueType font cut down to the glyphs a document uses, to embed in a PDF.
///
/// Glyph numbers are kept (a PDF's CIDs are the glyph numbers, `/CIDToGIDMap /Identity`):
/// the glyphs not used keep their place with an empty outline and zero metrics, and those
/// after the last one used are cut off, so the file shrinks to the outlines used plus
/// `hmtx` and `loca` up to the last glyph used. Composite glyphs bring
/// their components. The tables a PDF reader uses for a `FontFile2` are kept (`head`, `hhea`,
/// `maxp`, `hmtx`, `loca`, `glyf`, and the hinting tables `cvt `, `fpgm`, `prep` when present),
/// the others left out; checksums are written anew, so the same glyphs give the same bytes.
///
/// ```swift
/// let subset = try FontSubset(font, glyphs: [36, 68])
/// subset.bytes.count   // a few kilobytes, from a font of 500
/// subset.tag           // "QWERTZ": six capitals from the glyph set, for the PDF's font name
/// ```
package struct FontSubset: Sendable {
    /// The subset font file.
    package let bytes: [UInt8]
    /// The glyphs it has outlines for: those asked for, `.notdef` and the components.
    package let glyphs: Set<UInt16>
    /// Six capital letters that name this subset (`ABCDEF+NotoSans-Regular`), made from the glyph set.
    package let tag: String

    /// The tables kept, in the directory's order (sorted by tag, as the format asks).
    static let keptTables = ["cvt ", "fpgm", "glyf", "head", "hhea", "hmtx", "loca", "maxp", "prep"]

    /// - Throws: ``FontError`` when the font's outlines cannot be read.
    package init(_ font: TrueTypeFont, glyphs asked: Set<UInt16>) throws(FontError) {
        var glyphs: Set<UInt16> = [0]
        var pending = Array(asked.filter { Int($0) < font.glyphCount })
        while let glyph = pending.popLast() {
            guard glyphs.insert(glyph).inserted else { continue }
            pending += try font.components(of: glyph).filter { Int($0) < font.glyphCount && !glyphs.contains($0) }
        }
        self.glyphs = glyphs

        // Glyphs after the last one kept are cut off (CIDs are glyph numbers: none reaches
        // them), which matters for a CJK font of tens of thousands of glyphs.
        let count = Int(glyphs.max()!) + 1

        // glyf and loca: the outlines of the kept glyphs, each padded to 4 bytes; long offsets.
        var glyf: [UInt8] = []
        var loca: [UInt8] = []
        for glyph in 0..<count {
            loca.appendBigEndian(UInt32(glyf.count))
            guard glyphs.contains(UInt16(glyph)) else { continue }
            glyf += font.bytes[try font.outline(of: UInt16(glyph))]
            while glyf.count % 4 != 0 { glyf.append(0) }
        }
        loca.appendBigEndian(UInt32(glyf.count))

        var tables: [String: [UInt8]] = ["glyf": glyf, "loca": loca]
        for tag in FontSubset.keptTables where tables[tag] == nil {
            guard let range = font.tables[tag] else {
                if ["head", "hhea", "hmtx", "maxp"].contains(tag) { throw .missingTable(font: font.name, table: tag) }
                continue
            }
            tables[tag] = Array(font.bytes[range])
        }
        guard tables["head"]!.count >= 54 else { throw .truncated(font: font.name, table: "head") }
        guard tables["hhea"]!.count >= 36 else { throw .truncated(font: font.name, table: "hhea") }
        guard tables["maxp"]!.count >= 6 else { throw .truncated(font: font.name, table: "maxp") }
        tables["head"]!.replaceSubrange(8..<12, with: [0, 0, 0, 0])  // checkSumAdjustment, set below
        tables["head"]!.replaceSubrange(50..<52, with: [0, 1])       // indexToLocFormat: long
        // hmtx: a full metric for each of the `count` glyphs, zero for those not kept (the
        // PDF's /W gives the widths a reader uses).
        let metricCount = Int(tables["hhea"]![34]) << 8 | Int(tables["hhea"]![35])
        let hmtx = FontBytes(font.bytes, range: font.tables["hmtx"]!, font: font.name)
        var metrics: [UInt8] = []
        metrics.reserveCapacity(4 * count)
        for glyph in 0..<count {
            guard glyphs.contains(UInt16(glyph)) else { metrics += [0, 0, 0, 0]; continue }
            let advance = try hmtx.uint16(4 * min(glyph, metricCount - 1), in: "hmtx")
            let bearing = glyph < metricCount ? try hmtx.uint16(4 * glyph + 2, in: "hmtx")
                : try hmtx.uint16(4 * metricCount + 2 * (glyph - metricCount), in: "hmtx")
            metrics.appendBigEndian(advance)
            metrics.appendBigEndian(bearing)
        }
        tables["hmtx"] = metrics
        tables["hhea"]!.replaceSubrange(34..<36, with: [UInt8(count >> 8), UInt8(count & 0xFF)])  // numberOfHMetrics
        tables["maxp"]!.replaceSubrange(4..<6, with: [UInt8(count >> 8), UInt8(count & 0xFF)])    // numGlyphs

        bytes = FontSubset.file(tables)
        tag = FontSubset.tag(for: glyphs)
    }

    /// The font file of `tables`: offset table, directory sorted by tag, tables 4-byte aligned,
    /// each checksum, and `head`'s checkSumAdjustment making the whole file sum to 0xB1B0AFBA.
    static func file(_ tables: [String: [UInt8]]) -> [UInt8] {
        let tags = tables.keys.sorted()
        let count = tags.count
        var power = 1, log = 0
        while power * 2 <= count { power *= 2; log += 1 }
        var file: [UInt8] = []
        file.appendBigEndian(UInt32(0x0001_0000))
        file.appendBigEndian(UInt16(count))
        file.appendBigEndian(UInt16(power * 16))
        file.appendBigEndian(UInt16(log))
        file.appendBigEndian(UInt16(count * 16 - power * 16))
        var offset = 12 + 16 * count
        var headOffset = 0
        for tag in tags {
            let table = tables[tag]!
            file += Array(tag.utf8)
            file.appendBigEndian(checksum(table))
            file.appendBigEndian(UInt32(offset))
            file.appendBigEndian(UInt32(table.count))
            if tag == "head" { headOffset = offset }
            offset += (table.count + 3) / 4 * 4
        }
        for tag in tags {
            file += tables[tag]!
            while file.count % 4 != 0 { file.append(0) }
        }
        let adjustment = 0xB1B0_AFBA &- checksum(file)
        file.replaceSubrange(headOffset + 8..<headOffset + 12, with: [
            UInt8(adjustment >> 24), UInt8(adjustment >> 16 & 0xFF), UInt8(adjustment >> 8 & 0xFF), UInt8(adjustment & 0xFF),
        ])
        return file
    }

    /// The sum of `bytes` as big-endian 32-bit words, the last one padded with zeros.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var sum: UInt32 = 0
        var index = 0
        // Whole words first (no test for the end inside a word: a font's glyphs are most of it).
        let whole = bytes.count & ~3
        while index < whole {
            sum = sum &+ (UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3]))
            index += 4
        }
        if index < bytes.count {
            var word: UInt32 = 0
            for byte in 0..<4 { word = word << 8 | UInt32(index + byte < bytes.count ? bytes[index + byte] : 0) }
            sum = sum &+ word
        }
        return sum
    }

    /// Six capitals from an FNV-1a hash of the sorted glyph numbers: the same glyphs, the same tag.
    static func tag(for glyphs: Set<UInt16>) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for glyph in glyphs.sorted() {
            for byte in [UInt8(glyph >> 8), UInt8(glyph & 0xFF)] {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        var letters = ""
        for _ in 0..<6 {
            letters.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "A") + UInt8(hash % 26)))
            hash /= 26
        }
        return letters
    }
}

extension [UInt8] {
    /// Appends `value`'s bytes, most significant first.
    mutating func appendBigEndian(_ value: some FixedWidthInteger) {
        let size = value.bitWidth / 8
        for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
            append(UInt8(truncatingIfNeeded: value >> shift))
        }
    }
}
