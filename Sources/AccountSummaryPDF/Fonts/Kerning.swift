/// A font's pair kerning: how much closer (or further) two glyphs stand than their advances
/// say, from the `kern` feature's pair-adjustment lookups in `GPOS` (OpenType spec, "GPOS
/// lookup type 2", and type 9 extensions of it), as a browser applies them by default.
///
/// Only the first glyph's horizontal advance is read (what kerning changes in a line of
/// text). Contextual kerning (lookup type 8) and a legacy `kern` table are not read: Noto
/// Sans's pair lookups hold its kerning of Latin, Greek and Cyrillic.
///
/// Every read is bounds-checked; a subtable that does not parse is left out at load, and a
/// pair that cannot be read is 0, never a crash. Coverage and classes are spread into arrays
/// by glyph when the font is read, so measuring a line costs array reads, not table searches.
///
/// ```swift
/// let kerning = Kerning(gpos)
/// kerning.adjustment(between: glyphT, and: glyphA)  // -70 (font units): "Ta" set tighter
/// ```
struct Kerning: Sendable {
    /// One pair-adjustment subtable: its place in the file, how it is laid out, and its
    /// coverage and classes spread into arrays by glyph (read once, so a pair costs two
    /// array reads and, for format 1, a search of the first glyph's pairs).
    struct PairTable: Sendable {
        var offset: Int
        var format: UInt16
        var firstFormat: UInt16
        var secondFormat: UInt16
        /// Each glyph's coverage index, or -1.
        var coverage: [Int32] = []
        /// Format 2: each glyph's first and second class.
        var firstClasses: [UInt16] = []
        var secondClasses: [UInt16] = []
    }

    private let tables: [PairTable]
    private let reader: FontBytes?

    /// No kerning (a font without `GPOS`).
    init() {
        tables = []
        reader = nil
    }

    /// The `kern` feature's pair subtables of `gpos`, in lookup order.
    init(_ gpos: FontBytes, glyphCount: Int) {
        let file = FontBytes(gpos.bytes, font: gpos.font)
        reader = file
        tables = Kerning.pairTables(in: gpos).compactMap { table in
            var table = table
            do {
                let start = table.offset
                table.coverage = try Kerning.spreadCoverage(at: start + Int(try file.uint16(start + 2, in: "GPOS")), glyphCount, file)
                if table.format == 2 {
                    table.firstClasses = try Kerning.spreadClasses(at: start + Int(try file.uint16(start + 8, in: "GPOS")), glyphCount, file)
                    table.secondClasses = try Kerning.spreadClasses(at: start + Int(try file.uint16(start + 10, in: "GPOS")), glyphCount, file)
                }
                return table
            } catch {
                return nil  // a damaged subtable is left out
            }
        }
    }

    /// A coverage table as an array by glyph: the coverage index, or -1.
    private static func spreadCoverage(at offset: Int, _ glyphCount: Int, _ file: FontBytes) throws(FontError) -> [Int32] {
        var indices = [Int32](repeating: -1, count: glyphCount)
        let format = try file.uint16(offset, in: "GPOS"), count = Int(try file.uint16(offset + 2, in: "GPOS"))
        for item in 0..<count {
            if format == 1 {
                let glyph = Int(try file.uint16(offset + 4 + 2 * item, in: "GPOS"))
                if glyph < glyphCount { indices[glyph] = Int32(item) }
            } else {
                let record = offset + 4 + 6 * item
                let first = Int(try file.uint16(record, in: "GPOS")), last = Int(try file.uint16(record + 2, in: "GPOS"))
                let start = Int(try file.uint16(record + 4, in: "GPOS"))
                guard first <= last, first < glyphCount else { continue }  // a damaged range: past the glyphs
                for glyph in first...min(last, glyphCount - 1) { indices[glyph] = Int32(start + glyph - first) }
            }
        }
        return indices
    }

    /// A class definition as an array by glyph (0 for a glyph in no class).
    private static func spreadClasses(at offset: Int, _ glyphCount: Int, _ file: FontBytes) throws(FontError) -> [UInt16] {
        var classes = [UInt16](repeating: 0, count: glyphCount)
        let format = try file.uint16(offset, in: "GPOS")
        if format == 1 {
            let first = Int(try file.uint16(offset + 2, in: "GPOS")), count = Int(try file.uint16(offset + 4, in: "GPOS"))
            for item in 0..<count where first + item < glyphCount {
                classes[first + item] = try file.uint16(offset + 6 + 2 * item, in: "GPOS")
            }
        } else {
            let count = Int(try file.uint16(offset + 2, in: "GPOS"))
            for item in 0..<count {
                let record = offset + 4 + 6 * item
                let first = Int(try file.uint16(record, in: "GPOS")), last = Int(try file.uint16(record + 2, in: "GPOS"))
                let value = try file.uint16(record + 4, in: "GPOS")
                guard first <= last, first < glyphCount else { continue }
                for glyph in first...min(last, glyphCount - 1) { classes[glyph] = value }
            }
        }
        return classes
    }

    /// The pair subtables of the `kern` feature's lookups, in lookup order.
    private static func pairTables(in gpos: FontBytes) -> [PairTable] {
        var tables: [PairTable] = []
        let base = gpos.range.lowerBound
        guard let features = try? Int(gpos.uint16(6, in: "GPOS")), let lookups = try? Int(gpos.uint16(8, in: "GPOS")),
              let featureCount = try? Int(gpos.uint16(features, in: "GPOS")),
              let lookupCount = try? Int(gpos.uint16(lookups, in: "GPOS")) else { return [] }
        // The lookups of every `kern` feature (whichever script and language use it).
        var kernLookups: [Int] = []
        for index in 0..<featureCount {
            let record = features + 2 + 6 * index
            guard let tag = try? gpos.slice(record..<record + 4, in: "GPOS"), Array(tag) == Array("kern".utf8),
                  let offset = try? Int(gpos.uint16(record + 4, in: "GPOS")),
                  let count = try? Int(gpos.uint16(features + offset + 2, in: "GPOS")) else { continue }
            for lookup in 0..<count {
                if let value = try? Int(gpos.uint16(features + offset + 4 + 2 * lookup, in: "GPOS")), value < lookupCount,
                   !kernLookups.contains(value) {
                    kernLookups.append(value)
                }
            }
        }
        for lookup in kernLookups.sorted() {
            guard let offset = try? Int(gpos.uint16(lookups + 2 + 2 * lookup, in: "GPOS")) else { continue }
            let table = lookups + offset
            guard let type = try? gpos.uint16(table, in: "GPOS"), let count = try? Int(gpos.uint16(table + 4, in: "GPOS")) else { continue }
            for subtable in 0..<count {
                guard let relative = try? Int(gpos.uint16(table + 6 + 2 * subtable, in: "GPOS")) else { continue }
                var start = table + relative
                if type == 9 {  // an extension: the real subtable is further on
                    guard (try? gpos.uint16(start + 2, in: "GPOS")) == 2, let far = try? Int(gpos.uint32(start + 4, in: "GPOS")) else { continue }
                    start += far
                } else if type != 2 {
                    continue
                }
                guard let format = try? gpos.uint16(start, in: "GPOS"), format == 1 || format == 2,
                      let first = try? gpos.uint16(start + 4, in: "GPOS"), let second = try? gpos.uint16(start + 6, in: "GPOS")
                else { continue }
                tables.append(PairTable(offset: base + start, format: format, firstFormat: first, secondFormat: second))
            }
        }
        return tables
    }

    /// The change to `left`'s advance when `right` follows it, in font units (negative: closer).
    func adjustment(between left: UInt16, and right: UInt16) -> Int {
        guard let reader else { return 0 }
        for index in tables.indices {
            // Most pairs are in no table: the coverage array says so without a read of the file.
            guard Int(left) < tables[index].coverage.count, tables[index].coverage[Int(left)] >= 0 else { continue }
            if let value = try? adjustment(in: index, left, right, reader) { return value }
        }
        return 0
    }

    /// The pair's adjustment in the `index`-th subtable, or nil when the subtable does not cover it.
    private func adjustment(in index: Int, _ left: UInt16, _ right: UInt16, _ file: FontBytes) throws(FontError) -> Int? {
        let table = tables[index]
        let start = table.offset
        let covered = Int(table.coverage[Int(left)])
        let firstSize = 2 * table.firstFormat.nonzeroBitCount, secondSize = 2 * table.secondFormat.nonzeroBitCount
        if table.format == 1 {
            let count = Int(try file.uint16(start + 8, in: "GPOS"))
            guard covered < count else { return nil }
            let set = start + Int(try file.uint16(start + 10 + 2 * covered, in: "GPOS"))
            let pairs = Int(try file.uint16(set, in: "GPOS"))
            let record = 2 + firstSize + secondSize
            // Pair records are sorted by the second glyph: search by halves.
            var low = 0, high = pairs
            while low < high {
                let middle = (low + high) / 2
                let glyph = try file.uint16(set + 2 + record * middle, in: "GPOS")
                if glyph == right { return try advance(at: set + 4 + record * middle, format: table.firstFormat, file) }
                if glyph < right { low = middle + 1 } else { high = middle }
            }
            return nil
        }
        let firstClass = Int(table.firstClasses[Int(left)])
        let secondClass = Int(right) < table.secondClasses.count ? Int(table.secondClasses[Int(right)]) : 0
        let firstCount = Int(try file.uint16(start + 12, in: "GPOS")), secondCount = Int(try file.uint16(start + 14, in: "GPOS"))
        guard firstClass < firstCount, secondClass < secondCount else { return nil }
        let record = firstSize + secondSize
        return try advance(at: start + 16 + record * (firstClass * secondCount + secondClass), format: table.firstFormat, file)
    }

    /// The XAdvance of a value record of `format` at `offset` (0 when the record has none).
    private func advance(at offset: Int, format: UInt16, _ file: FontBytes) throws(FontError) -> Int {
        guard format & 0x0004 != 0 else { return 0 }
        let before = (format & 0x0003).nonzeroBitCount  // XPlacement, YPlacement come first
        return Int(Int16(bitPattern: try file.uint16(offset + 2 * before, in: "GPOS")))
    }
}
