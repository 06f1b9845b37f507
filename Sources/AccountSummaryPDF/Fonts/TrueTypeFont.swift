import AccountSummary

/// An OpenType font read from its bytes, with TrueType (`glyf`) or CFF (`CFF `) outlines,
/// alone in its file or one face of a collection (`ttcf`): what a PDF needs to set text in it
/// and embed it.
///
/// Reads the tables a PDF writer needs (OpenType spec, "Font file" and the `head`, `hhea`,
/// `hmtx`, `maxp`, `cmap`, `loca`, `glyf`, `CFF `, `OS/2`, `post`, `name` tables), every read
/// bounds-checked: a damaged file is a ``FontError`` naming the table, never a crash. (The
/// name stays `TrueTypeFont`, which every caller and the shaping code use, though a CFF font
/// is read too.)
///
/// ```swift
/// let font = try TrueTypeFont(bytes: bytes, name: "NotoSans-Regular.ttf")
/// font.glyph(for: "A")                 // 36
/// font.advance(of: 36)                 // 639 (font units; unitsPerEm 1000)
/// let japanese = try TrueTypeFont(collection: cjk, name: "NotoSansCJK-Regular.ttc", face: "NotoSansCJKjp-Regular")
/// japanese.hasCFFOutlines             // true
/// ```
///
/// An immutable final class rather than a struct: a font is read once and shared by every
/// statement and thread, and its tables are looked up for every character measured, where
/// copying a struct of a dozen arrays and strings cost a retain and a release of each (half
/// the native writer's time, measured with perf). Nothing in it changes after `init`.
package final class TrueTypeFont: Sendable {
    /// The file's name, for errors and the PDF's font name.
    package let name: String
    /// The whole file (mapped, when read from one).
    package let bytes: FontFile
    /// Each table's place in ``bytes``, by tag.
    package let tables: [String: Range<Int>]
    /// Font units per em (1000 or 2048, typically).
    package let unitsPerEm: Int
    /// Whether `loca` holds 32-bit offsets (else 16-bit halves).
    let longOffsets: Bool
    /// How many glyphs the font has.
    package let glyphCount: Int
    /// The bounding box of all glyphs, in font units: x min, y min, x max, y max.
    package let boundingBox: (Int, Int, Int, Int)
    /// Ascender and descender (descender negative), in font units.
    package let ascender: Int
    package let descender: Int
    /// The height of capitals, in font units (the ascender when the font does not say).
    package let capHeight: Int
    /// The italic angle in degrees (0 for upright).
    package let italicAngle: Double
    /// Whether every glyph has the same advance.
    package let isFixedPitch: Bool
    /// The PostScript name (`NotoSans-Regular`), letters, digits and `-` only.
    package let postScriptName: String
    /// Where `hmtx` is in ``bytes``, and how many glyphs have an advance of their own there
    /// (the glyphs after them take the last one's): each advance is read from the file when
    /// asked for, checked to lie inside the table once at `init` (a CJK font has 65,535 glyphs,
    /// of which a statement measures a few hundred).
    private let metrics: (start: Int, count: Int)
    /// Unicode scalar value to glyph.
    private let characterMap: CharacterMap
    /// The layout tables shaping reads (`GDEF`, `GSUB`, `GPOS`).
    let layout: OpenTypeLayout
    /// The shaping plans made so far, by script, direction and language (see ``plan(script:direction:language:)``).
    let plans = Locked<[ShapePlanKey: ShapePlan]>([:])
    /// The `CFF ` table, for a font with PostScript outlines; nil for TrueType outlines.
    let compactFontFormat: CompactFontFormat?

    /// Whether the outlines are CFF (embedded as `FontFile3`), not TrueType.
    package var hasCFFOutlines: Bool { compactFontFormat != nil }

    /// Reads a font alone in its file, with TrueType or CFF outlines; a collection is refused
    /// (``init(collection:name:face:)`` reads one of its faces).
    ///
    /// - Throws: ``FontError`` naming the font and the table at fault.
    package convenience init(bytes: [UInt8], name: String) throws(FontError) {
        try self.init(file: FontFile(bytes), name: name)
    }

    /// Reads a font alone in `file` (a mapped font file, say); a collection is refused.
    ///
    /// - Throws: ``FontError`` naming the font and the table at fault.
    package convenience init(file: FontFile, name: String) throws(FontError) {
        try self.init(bytes: file, name: name, directory: 0)
    }

    /// Reads the face of a font collection (`ttcf`, OpenType spec "Font Collections") whose
    /// PostScript name is `face` (`NotoSansCJKjp-Regular`): its tables are read where the
    /// collection puts them, in the same bytes, which every face shares.
    ///
    /// - Throws: ``FontError/unsupported(font:reason:)`` when the file is not a collection or has no such face.
    package convenience init(collection bytes: [UInt8], name: String, face: String) throws(FontError) {
        try self.init(collection: FontFile(bytes), name: name, face: face)
    }

    /// Reads the face of the collection in `file` (a mapped collection, say) whose PostScript
    /// name is `face`, read as the array form above reads it.
    ///
    /// - Throws: ``FontError/unsupported(font:reason:)`` when the file is not a collection or has no such face.
    package convenience init(collection bytes: FontFile, name: String, face: String) throws(FontError) {
        let reader = FontBytes(bytes, font: name)
        guard try reader.uint32(0, in: "collection header") == 0x7474_6366 else {
            throw .unsupported(font: name, reason: "not a font collection ('ttcf')")
        }
        let count = Int(try reader.uint32(8, in: "collection header"))
        guard count <= 1_000 else { throw .malformed(font: name, table: "collection header", reason: "\(count) faces") }
        var names: [String] = []
        var found: Int?
        for index in 0..<count where found == nil {
            let directory = Int(try reader.uint32(12 + 4 * index, in: "collection header"))
            let candidate = try TrueTypeFont(bytes: bytes, name: name, directory: directory, namesOnly: true)
            if candidate.postScriptName == face { found = directory }
            names.append(candidate.postScriptName)
        }
        guard let found else { throw .unsupported(font: name, reason: "no face \(face) (it has \(names.joined(separator: ", ")))") }
        try self.init(bytes: bytes, name: name, directory: found)
    }

    /// Reads the font whose table directory starts at `directory` (0 for a font alone in its
    /// file); `namesOnly` reads the directory and `name` table and nothing else (to pick a
    /// collection's face).
    private init(bytes: FontFile, name: String, directory: Int, namesOnly: Bool = false) throws(FontError) {
        self.name = name
        self.bytes = bytes
        let reader = FontBytes(bytes, font: name)
        let version = try reader.uint32(directory, in: "offset table")
        guard version == 0x0001_0000 || version == 0x7472_7565 || version == 0x4F54_544F else {  // 1.0, 'true', 'OTTO'
            let reason = version == 0x7474_6366 ? "a font collection ('ttcf'), not one font" : "not an OpenType font"
            throw .unsupported(font: name, reason: reason)
        }
        let count = Int(try reader.uint16(directory + 4, in: "offset table"))
        var tables: [String: Range<Int>] = [:]
        for index in 0..<count {
            let record = directory + 12 + 16 * index
            let tag = String(decoding: try reader.slice(record..<record + 4, in: "table directory"), as: UTF8.self)
            let offset = Int(try reader.uint32(record + 8, in: "table directory"))
            let length = Int(try reader.uint32(record + 12, in: "table directory"))
            guard offset <= bytes.count, length <= bytes.count - offset else { throw .truncated(font: name, table: tag) }
            tables[tag] = offset..<offset + length
        }
        self.tables = tables
        func table(_ tag: String) throws(FontError) -> FontBytes {
            guard let range = tables[tag] else { throw .missingTable(font: name, table: tag) }
            return FontBytes(bytes, range: range, font: name)
        }
        postScriptName = TrueTypeFont.postScriptName(in: try? table("name"), fallback: name)
        if namesOnly {
            (unitsPerEm, boundingBox, longOffsets, glyphCount, metrics) = (1000, (0, 0, 0, 0), false, 0, (0, 0))
            (ascender, descender, capHeight, italicAngle, isFixedPitch) = (0, 0, 0, 0, false)
            (characterMap, compactFontFormat) = (CharacterMap(), nil)
            layout = try OpenTypeLayout(font: name, bytes: bytes, tables: [:])
            return
        }

        let head = try table("head")
        unitsPerEm = Int(try head.uint16(18, in: "head"))
        guard (16...16_384).contains(unitsPerEm) else { throw .malformed(font: name, table: "head", reason: "unitsPerEm \(unitsPerEm)") }
        boundingBox = (Int(try head.int16(36, in: "head")), Int(try head.int16(38, in: "head")),
                       Int(try head.int16(40, in: "head")), Int(try head.int16(42, in: "head")))
        longOffsets = try head.int16(50, in: "head") == 1

        let maxp = try table("maxp")
        glyphCount = Int(try maxp.uint16(4, in: "maxp"))

        let hhea = try table("hhea")
        let metricCount = Int(try hhea.uint16(34, in: "hhea"))
        guard (1...max(1, glyphCount)).contains(metricCount) else {
            throw .malformed(font: name, table: "hhea", reason: "\(metricCount) metrics for \(glyphCount) glyphs")
        }
        let hmtx = try table("hmtx")
        _ = try hmtx.slice(0..<4 * metricCount, in: "hmtx")  // every advance inside the table
        metrics = (hmtx.range.lowerBound, metricCount)

        if let os2 = try? table("OS/2") {
            ascender = Int(try os2.int16(68, in: "OS/2"))
            descender = Int(try os2.int16(70, in: "OS/2"))
            let version = try os2.uint16(0, in: "OS/2")
            capHeight = version >= 2 ? Int(try os2.int16(88, in: "OS/2")) : ascender
        } else {
            ascender = Int(try hhea.int16(4, in: "hhea"))
            descender = Int(try hhea.int16(6, in: "hhea"))
            capHeight = ascender
        }
        if let post = try? table("post") {
            italicAngle = Double(try post.int32(4, in: "post")) / 65_536
            isFixedPitch = try post.uint32(12, in: "post") != 0
        } else {
            italicAngle = 0
            isFixedPitch = false
        }
        // A font without `cmap` (an embedded subset, say) maps no character: setting text in it
        // is then a missing-glyph error, never a guess.
        characterMap = tables["cmap"] == nil ? CharacterMap() : try CharacterMap(try table("cmap"), glyphCount: glyphCount)
        layout = try OpenTypeLayout(font: name, bytes: bytes, tables: tables)
        if version == 0x4F54_544F {
            let cff = try CompactFontFormat(try table("CFF "))
            guard cff.glyphCount == glyphCount else {
                throw .malformed(font: name, table: "CFF ", reason: "\(cff.glyphCount) charstrings for \(glyphCount) glyphs")
            }
            compactFontFormat = cff
        } else {
            compactFontFormat = nil
        }
    }

    /// The glyph that shows `scalar`, or nil when the font has none (glyph 0 is `.notdef`).
    package func glyph(for scalar: Unicode.Scalar) -> UInt16? {
        characterMap.glyph(for: scalar.value)
    }

    /// A character the font draws with `glyph` (its lowest), or nil: a ligature glyph's
    /// presentation form, say.
    package func character(drawing glyph: UInt16) -> Unicode.Scalar? {
        characterMap.scalar(for: glyph).flatMap(Unicode.Scalar.init)
    }

    /// The glyph's advance width in font units.
    package func advance(of glyph: UInt16) -> Int {
        let glyph = Int(glyph)
        precondition(glyph < max(glyphCount, metrics.count), "a glyph outside the font")
        return Int(bytes.uint16(at: metrics.start + 4 * min(glyph, metrics.count - 1)))
    }

    /// The glyph's outline in `glyf`: an empty range for a glyph without one (a space).
    package func outline(of glyph: UInt16) throws(FontError) -> Range<Int> {
        guard let loca = tables["loca"], let glyf = tables["glyf"] else {
            throw .missingTable(font: name, table: tables["loca"] == nil ? "loca" : "glyf")
        }
        let reader = FontBytes(bytes, range: loca, font: name)
        let index = Int(glyph)
        let start, end: Int
        if longOffsets {
            start = Int(try reader.uint32(4 * index, in: "loca"))
            end = Int(try reader.uint32(4 * index + 4, in: "loca"))
        } else {
            start = 2 * Int(try reader.uint16(2 * index, in: "loca"))
            end = 2 * Int(try reader.uint16(2 * index + 2, in: "loca"))
        }
        guard start <= end, end <= glyf.count else { throw .malformed(font: name, table: "loca", reason: "glyph \(glyph) outside 'glyf'") }
        return glyf.lowerBound + start..<glyf.lowerBound + end
    }

    /// The glyphs a composite glyph is built from (none for a simple glyph).
    package func components(of glyph: UInt16) throws(FontError) -> [UInt16] {
        let range = try outline(of: glyph)
        guard range.count >= 10 else { return [] }
        let reader = FontBytes(bytes, range: range, font: name)
        guard try reader.int16(0, in: "glyf") < 0 else { return [] }  // contours ≥ 0: simple
        var components: [UInt16] = []
        var offset = 10
        while true {
            let flags = try reader.uint16(offset, in: "glyf")
            components.append(try reader.uint16(offset + 2, in: "glyf"))
            offset += 4 + (flags & 0x0001 != 0 ? 4 : 2)  // ARG_1_AND_2_ARE_WORDS
            if flags & 0x0008 != 0 { offset += 2 }        // WE_HAVE_A_SCALE
            else if flags & 0x0040 != 0 { offset += 4 }   // WE_HAVE_AN_X_AND_Y_SCALE
            else if flags & 0x0080 != 0 { offset += 8 }   // WE_HAVE_A_TWO_BY_TWO
            guard flags & 0x0020 != 0 else { break }      // MORE_COMPONENTS
        }
        return components
    }

    /// The `name` table's PostScript name (name ID 6), kept to the characters PDF names allow.
    private static func postScriptName(in table: FontBytes?, fallback: String) -> String {
        var found: String?
        if let table, let count = try? table.uint16(2, in: "name"), let storage = try? table.uint16(4, in: "name") {
            for index in 0..<Int(count) {
                let record = 6 + 12 * index
                guard let platform = try? table.uint16(record, in: "name"), let id = try? table.uint16(record + 6, in: "name"),
                      id == 6, let length = try? table.uint16(record + 8, in: "name"),
                      let offset = try? table.uint16(record + 10, in: "name"),
                      let raw = try? table.slice(Int(storage) + Int(offset)..<Int(storage) + Int(offset) + Int(length), in: "name")
                else { continue }
                if platform == 1 {
                    found = String(decoding: raw, as: UTF8.self)
                } else {
                    let units = stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[raw.startIndex + $0]) << 8 | UInt16(raw[raw.startIndex + $0 + 1]) }
                    found = String(decoding: units, as: UTF16.self)
                }
                break
            }
        }
        let base = found ?? String(fallback.split(separator: ".").first ?? "Font")
        let kept = base.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
        return kept.isEmpty ? "Font" : String(scalars: kept)
    }
}
