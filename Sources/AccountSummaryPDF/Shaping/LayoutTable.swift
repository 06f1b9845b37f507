import AccountSummary

/// A font's `GSUB` or `GPOS` table as shaping reads it (OpenType spec, "OpenType Layout
/// common table formats"): its scripts with their language systems, its features, and its
/// lookups with the place and type of each subtable (an extension's, type 7 or 9, resolved to
/// the subtable it points to).
///
/// The lists are read when the font is read; subtables (coverage, classes, rules, anchors) are
/// read from the bytes as text is shaped, as HarfBuzz does. Every read is bounds-checked: a
/// damaged table is a ``FontError`` naming it, never a crash.
///
/// ```swift
/// let gsub = try LayoutTable(bytes: font.bytes, range: font.tables["GSUB"]!, tag: "GSUB", font: font.name)
/// gsub.script(OpenTypeTag("arab"))?.tag        // 'arab'
/// gsub.lookups[8].type                         // 4 (a ligature substitution)
/// ```
struct LayoutTable: Sendable {
    /// A script and its language systems.
    struct Script: Sendable {
        var tag: OpenTypeTag
        var defaultLanguage: LanguageSystem?
        var languages: [(tag: OpenTypeTag, system: LanguageSystem)]
    }

    /// The features a language system uses (indices into ``features``), and its required one.
    struct LanguageSystem: Sendable {
        var required: Int?
        var features: [Int]
    }

    /// A feature: its tag and its lookups, in the order listed.
    struct Feature: Sendable {
        var tag: OpenTypeTag
        var lookups: [Int]
    }

    /// A lookup: its flag (with the mark filtering set in the high half when the flag asks for
    /// one, as HarfBuzz keeps its "lookup props") and its subtables.
    struct Lookup: Sendable {
        /// The type of the lookup's subtables (an extension's resolved), from its first.
        var type: UInt16
        var props: UInt32
        /// Each subtable's type and place from the table's start.
        var subtables: [(type: UInt16, offset: Int)]

        /// Whether this is a reverse chaining substitution, applied from the end of the text.
        var isReverse: Bool = false
        /// The glyphs its subtables may apply at (each one's first coverage), ``GlyphDigest/all``
        /// when a coverage could not be read (so that applying it finds the damage).
        var digest: GlyphDigest = .all
    }

    /// Lookup flag bits (OpenType spec, "Lookup table").
    enum Flag {
        static let rightToLeft: UInt32 = 0x0001
        static let ignoreBaseGlyphs: UInt32 = 0x0002
        static let ignoreLigatures: UInt32 = 0x0004
        static let ignoreMarks: UInt32 = 0x0008
        static let ignoreFlags: UInt32 = 0x000E
        static let useMarkFilteringSet: UInt32 = 0x0010
        static let markAttachmentType: UInt32 = 0xFF00
    }

    /// The table's bytes (offsets are from the table's start).
    let data: FontBytes
    /// `GSUB` or `GPOS`, for errors.
    let tag: String
    let scripts: [Script]
    let features: [Feature]
    let lookups: [Lookup]

    /// A table no font has: no scripts, features or lookups.
    init(empty tag: String, font: String) {
        self.tag = tag
        data = FontBytes([], range: 0..<0, font: font)
        scripts = []
        features = []
        lookups = []
    }

    /// Reads the table's script, feature and lookup lists.
    ///
    /// - Throws: ``FontError`` naming the table when a list runs past its end.
    init(bytes: FontFile, range: Range<Int>, tag: String, font: String) throws(FontError) {
        self.tag = tag
        let data = FontBytes(bytes, range: range, font: font)
        self.data = data
        let major = try data.uint16(0, in: tag)
        guard major == 1 else { throw .malformed(font: font, table: tag, reason: "version \(major)") }
        let scriptList = Int(try data.uint16(4, in: tag))
        let featureList = Int(try data.uint16(6, in: tag))
        let lookupList = Int(try data.uint16(8, in: tag))

        func languageSystem(at offset: Int) throws(FontError) -> LanguageSystem {
            let required = try data.uint16(offset + 2, in: tag)
            let count = Int(try data.uint16(offset + 4, in: tag))
            var features: [Int] = []
            features.reserveCapacity(count)
            for index in 0..<count { features.append(Int(try data.uint16(offset + 6 + 2 * index, in: tag))) }
            return LanguageSystem(required: required == 0xFFFF ? nil : Int(required), features: features)
        }

        var scripts: [Script] = []
        let scriptCount = Int(try data.uint16(scriptList, in: tag))
        for index in 0..<scriptCount {
            let record = scriptList + 2 + 6 * index
            let scriptTag = OpenTypeTag(try data.uint32(record, in: tag))
            let script = scriptList + Int(try data.uint16(record + 4, in: tag))
            let defaultOffset = Int(try data.uint16(script, in: tag))
            var languages: [(tag: OpenTypeTag, system: LanguageSystem)] = []
            let languageCount = Int(try data.uint16(script + 2, in: tag))
            for language in 0..<languageCount {
                let languageRecord = script + 4 + 6 * language
                let languageTag = OpenTypeTag(try data.uint32(languageRecord, in: tag))
                languages.append((languageTag, try languageSystem(at: script + Int(try data.uint16(languageRecord + 4, in: tag)))))
            }
            scripts.append(Script(tag: scriptTag, defaultLanguage: defaultOffset == 0 ? nil : try languageSystem(at: script + defaultOffset),
                                  languages: languages))
        }
        self.scripts = scripts

        var features: [Feature] = []
        let featureCount = Int(try data.uint16(featureList, in: tag))
        for index in 0..<featureCount {
            let record = featureList + 2 + 6 * index
            let featureTag = OpenTypeTag(try data.uint32(record, in: tag))
            let feature = featureList + Int(try data.uint16(record + 4, in: tag))
            let count = Int(try data.uint16(feature + 2, in: tag))
            var lookups: [Int] = []
            lookups.reserveCapacity(count)
            for lookup in 0..<count { lookups.append(Int(try data.uint16(feature + 4 + 2 * lookup, in: tag))) }
            features.append(Feature(tag: featureTag, lookups: lookups))
        }
        self.features = features

        var lookups: [Lookup] = []
        let lookupCount = Int(try data.uint16(lookupList, in: tag))
        let extensionType: UInt16 = tag == "GSUB" ? 7 : 9
        for index in 0..<lookupCount {
            let lookup = lookupList + Int(try data.uint16(lookupList + 2 + 2 * index, in: tag))
            let type = try data.uint16(lookup, in: tag)
            let flag = UInt32(try data.uint16(lookup + 2, in: tag))
            let count = Int(try data.uint16(lookup + 4, in: tag))
            var subtables: [(type: UInt16, offset: Int)] = []
            subtables.reserveCapacity(count)
            for subtable in 0..<count {
                var offset = lookup + Int(try data.uint16(lookup + 6 + 2 * subtable, in: tag))
                var subtableType = type
                if type == extensionType {
                    guard try data.uint16(offset, in: tag) == 1 else {
                        throw .malformed(font: font, table: tag, reason: "lookup \(index): extension format")
                    }
                    subtableType = try data.uint16(offset + 2, in: tag)
                    guard subtableType != extensionType else {
                        throw .malformed(font: font, table: tag, reason: "lookup \(index): an extension of an extension")
                    }
                    offset += Int(try data.uint32(offset + 4, in: tag))
                }
                guard offset < range.count else { throw .truncated(font: font, table: tag) }
                subtables.append((subtableType, offset))
            }
            var props = flag
            if flag & Flag.useMarkFilteringSet != 0 {
                props |= UInt32(try data.uint16(lookup + 6 + 2 * count, in: tag)) << 16
            }
            let resolved = subtables.first?.type ?? type
            var digest = GlyphDigest()
            for subtable in subtables {
                guard let coverage = try? Self.firstCoverage(of: subtable, in: data, tag: tag),
                      let glyphs = try? Self.digest(ofCoverageAt: coverage, in: data, tag: tag) else {
                    digest = .all
                    break
                }
                digest.formUnion(glyphs)
            }
            lookups.append(Lookup(type: resolved, props: props, subtables: subtables,
                                  isReverse: tag == "GSUB" && resolved == 8, digest: digest))
        }
        self.lookups = lookups
    }

    /// Where the coverage a subtable first tests the glyph read now against lies (HarfBuzz's
    /// `get_coverage`): the mark coverage of a mark attachment, the first input's of a format 3
    /// context; nil for a type or format not known (which may apply anywhere).
    private static func firstCoverage(of subtable: (type: UInt16, offset: Int), in data: FontBytes, tag: String) throws(FontError) -> Int? {
        let offset = subtable.offset
        let format = try data.uint16(offset, in: tag)
        let context: UInt16 = tag == "GSUB" ? 5 : 7, chained: UInt16 = tag == "GSUB" ? 6 : 8
        switch subtable.type {
        case context where format == 3:
            guard try data.uint16(offset + 2, in: tag) > 0 else { return nil }
            return offset + Int(try data.uint16(offset + 6, in: tag))
        case chained where format == 3:
            let inputAt = offset + 4 + 2 * Int(try data.uint16(offset + 2, in: tag))
            guard try data.uint16(inputAt, in: tag) > 0 else { return nil }
            return offset + Int(try data.uint16(inputAt + 2, in: tag))
        case context, chained:
            return format == 1 || format == 2 ? offset + Int(try data.uint16(offset + 2, in: tag)) : nil
        case 1...6:
            return offset + Int(try data.uint16(offset + 2, in: tag))
        case 8 where tag == "GSUB":  // reverse chaining: its coverage, then the backtrack's
            return offset + Int(try data.uint16(offset + 2, in: tag))
        default:
            return nil
        }
    }

    /// The digest of the glyphs the coverage table at `offset` lists; nil for a format not known.
    private static func digest(ofCoverageAt offset: Int, in data: FontBytes, tag: String) throws(FontError) -> GlyphDigest? {
        var digest = GlyphDigest()
        let count = Int(try data.uint16(offset + 2, in: tag))
        switch try data.uint16(offset, in: tag) {
        case 1:
            for index in 0..<count { digest.insert(UInt32(try data.uint16(offset + 4 + 2 * index, in: tag))) }
        case 2:
            for index in 0..<count {
                let record = offset + 4 + 6 * index
                let start = UInt32(try data.uint16(record, in: tag)), end = UInt32(try data.uint16(record + 2, in: tag))
                if start <= end { digest.insert(range: start...end) }
            }
        default:
            return nil
        }
        return digest
    }

    /// The script with `tag`, if the table has it.
    func scriptIndex(_ tag: OpenTypeTag) -> Int? {
        scripts.firstIndex { $0.tag == tag }
    }

    // MARK: Reads

    func uint16(_ offset: Int) throws(FontError) -> Int {
        Int(try data.uint16(offset, in: tag))
    }

    func int16(_ offset: Int) throws(FontError) -> Int {
        Int(try data.int16(offset, in: tag))
    }

    func uint32(_ offset: Int) throws(FontError) -> Int {
        Int(try data.uint32(offset, in: tag))
    }

    /// The coverage index of `glyph` in the coverage table at `offset` (formats 1 and 2), or nil.
    func coverage(at offset: Int, of glyph: UInt32) throws(FontError) -> Int? {
        let format = try uint16(offset)
        let count = try uint16(offset + 2)
        let target = Int(glyph)
        switch format {
        case 1:
            var low = 0, high = count
            while low < high {
                let middle = (low + high) / 2
                let value = try uint16(offset + 4 + 2 * middle)
                if value == target { return middle }
                if value < target { low = middle + 1 } else { high = middle }
            }
            return nil
        case 2:
            var low = 0, high = count
            while low < high {
                let middle = (low + high) / 2
                let record = offset + 4 + 6 * middle
                let start = try uint16(record), end = try uint16(record + 2)
                if target < start { high = middle } else if target > end { low = middle + 1 } else {
                    return try uint16(record + 4) + target - start
                }
            }
            return nil
        default:
            return nil  // an unknown format covers nothing, as HarfBuzz reads it
        }
    }

    /// The class of `glyph` in the class definition at `offset` (formats 1 and 2; 0 when not listed).
    func glyphClass(at offset: Int, of glyph: UInt32) throws(FontError) -> Int {
        let format = try uint16(offset)
        let target = Int(glyph)
        switch format {
        case 1:
            let start = try uint16(offset + 2), count = try uint16(offset + 4)
            guard target >= start, target < start + count else { return 0 }
            return try uint16(offset + 6 + 2 * (target - start))
        case 2:
            let count = try uint16(offset + 2)
            var low = 0, high = count
            while low < high {
                let middle = (low + high) / 2
                let record = offset + 4 + 6 * middle
                let start = try uint16(record), end = try uint16(record + 2)
                if target < start { high = middle } else if target > end { low = middle + 1 } else {
                    return try uint16(record + 4)
                }
            }
            return 0
        default:
            return 0
        }
    }
}
