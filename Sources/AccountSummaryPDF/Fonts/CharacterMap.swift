/// A font's Unicode `cmap` subtable (format 12 for all planes, else format 4) kept as its
/// ranges and searched by halves, so a font of tens of thousands of characters (a CJK
/// fallback) is ready as soon as its ranges are read, not after a table of every character
/// is built.
///
/// ```swift
/// let map = try CharacterMap(cmap, glyphCount: 4_000)
/// map.glyph(for: 0x41)   // 36
/// ```
struct CharacterMap: Sendable {
    /// Consecutive characters whose glyphs are found the same way.
    struct Segment: Sendable {
        var start: UInt32
        var end: UInt32
        /// Added to the character (or to the glyph read from the array).
        var delta: Int
        /// Where in the file the glyph of `start` is read (format 4's `idRangeOffset`), or nil
        /// when the glyph is the character plus `delta`.
        var glyphArray: Int?
        /// Format 4 sums modulo 65,536.
        var wraps: Bool
    }

    private let segments: [Segment]
    private let bytes: FontFile
    private let glyphCount: Int

    /// A map of no character (a font without `cmap`: an embedded subset, say).
    init() {
        segments = []
        bytes = FontFile([])
        glyphCount = 0
    }

    /// Reads the best Unicode subtable of `cmap`, checking that every glyph array it points
    /// into lies inside the table.
    ///
    /// - Throws: ``FontError`` naming `cmap` when no subtable can be used or one is damaged.
    init(_ cmap: FontBytes, glyphCount: Int) throws(FontError) {
        let font = cmap.font
        self.bytes = cmap.bytes
        self.glyphCount = glyphCount
        let count = Int(try cmap.uint16(2, in: "cmap"))
        var best: (rank: Int, offset: Int)?
        for index in 0..<count {
            let record = 4 + 8 * index
            let platform = try cmap.uint16(record, in: "cmap"), encoding = try cmap.uint16(record + 2, in: "cmap")
            let offset = Int(try cmap.uint32(record + 4, in: "cmap"))
            let format = try cmap.uint16(offset, in: "cmap")
            let rank: Int
            switch (platform, encoding, format) {
            case (3, 10, 12), (0, 4, 12), (0, 6, 12): rank = 3
            case (3, 1, 4), (0, 3, 4), (0, 1, 4), (0, 0, 4): rank = 2
            default: continue
            }
            if best == nil || rank > best!.rank { best = (rank, offset) }
        }
        guard let best else { throw .malformed(font: font, table: "cmap", reason: "no Unicode subtable of format 4 or 12") }
        let offset = best.offset
        var segments: [Segment] = []
        if try cmap.uint16(offset, in: "cmap") == 12 {
            let groups = Int(try cmap.uint32(offset + 12, in: "cmap"))
            // Every group inside the table, checked once; each then read straight from the file.
            let records = try cmap.slice(offset + 16..<offset + 16 + 12 * groups, in: "cmap").startIndex
            let file = cmap.bytes
            segments.reserveCapacity(groups)
            for group in 0..<groups {
                let record = records + 12 * group
                let start = file.uint32(at: record), end = file.uint32(at: record + 4)
                let glyph = Int(file.uint32(at: record + 8))
                guard start <= end, end <= 0x10FFFF else { throw .malformed(font: font, table: "cmap", reason: "group \(group)") }
                segments.append(Segment(start: start, end: end, delta: glyph - Int(start), glyphArray: nil, wraps: false))
            }
        } else {
            let count = Int(try cmap.uint16(offset + 6, in: "cmap")) / 2
            let ends = offset + 14, starts = ends + 2 * count + 2
            let deltas = starts + 2 * count, rangeOffsets = deltas + 2 * count
            for segment in 0..<count {
                let end = UInt32(try cmap.uint16(ends + 2 * segment, in: "cmap"))
                let start = UInt32(try cmap.uint16(starts + 2 * segment, in: "cmap"))
                let delta = Int(try cmap.uint16(deltas + 2 * segment, in: "cmap"))
                let rangeOffset = Int(try cmap.uint16(rangeOffsets + 2 * segment, in: "cmap"))
                guard start <= end, start != 0xFFFF else { continue }
                var array: Int?
                if rangeOffset != 0 {
                    let place = rangeOffsets + 2 * segment + rangeOffset
                    let entries = try cmap.slice(place..<place + 2 * Int(end - start + 1), in: "cmap")
                    array = entries.startIndex
                }
                segments.append(Segment(start: start, end: end, delta: delta, glyphArray: array, wraps: true))
            }
        }
        segments.sort { $0.start < $1.start }
        self.segments = segments
    }

    /// The first character (lowest scalar value) the map draws with `glyph`, or nil: a
    /// ligature's presentation form (U+FB00 for the "ff" glyph), for a PDF's `ToUnicode`.
    func scalar(for glyph: UInt16) -> UInt32? {
        for segment in segments {
            if segment.glyphArray == nil {
                var candidate = Int(glyph) - segment.delta
                if segment.wraps { candidate = (candidate % 65_536 + 65_536) % 65_536 }
                if candidate >= Int(segment.start), candidate <= Int(segment.end), self.glyph(for: UInt32(candidate)) == glyph {
                    return UInt32(candidate)
                }
            } else {
                for scalar in segment.start...segment.end where self.glyph(for: scalar) == glyph { return scalar }
            }
        }
        return nil
    }

    /// The glyph of the character `scalar`, or nil when the font maps it to none (or to `.notdef`).
    func glyph(for scalar: UInt32) -> UInt16? {
        var low = 0, high = segments.count
        while low < high {
            let middle = (low + high) / 2
            if segments[middle].end < scalar { low = middle + 1 } else { high = middle }
        }
        guard low < segments.count, segments[low].start <= scalar else { return nil }
        let segment = segments[low]
        var glyph: Int
        if let array = segment.glyphArray {
            let at = array + 2 * Int(scalar - segment.start)
            glyph = Int(bytes.uint16(at: at))
            guard glyph != 0 else { return nil }
            glyph += segment.delta
        } else {
            glyph = Int(scalar) + segment.delta
        }
        if segment.wraps { glyph &= 0xFFFF }
        guard glyph > 0, glyph < glyphCount else { return nil }
        return UInt16(glyph)
    }
}
