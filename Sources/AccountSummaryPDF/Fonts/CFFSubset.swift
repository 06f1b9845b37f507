/// A CFF font cut down to the glyphs a document uses, written as a CID-keyed CFF font
/// program for a PDF's `FontFile3` (`/Subtype /CIDFontType0C`, ISO 32000-1 §9.9), following
/// Adobe Technical Note 5176.
///
/// Each glyph kept gets as its CID its glyph number in the original font, so the PDF's codes
/// (`Identity-H`), `/W` widths and ToUnicode map are the same glyph numbers as for a TrueType
/// font; the subset's charset maps those CIDs to its own glyphs, `.notdef` first, the rest in
/// glyph order. The FDArray keeps only the Font DICTs the kept glyphs use, each with its
/// Private DICT.
///
/// Subroutines are inlined: each kept glyph's charstring is written with every subroutine
/// it calls in place of the call (see ``CharStringInliner``), and the subset has no Global
/// or local subroutines. A subset of a statement's few hundred glyphs is then about as small
/// as with subroutines subset, no charstring's numbers need rewriting, and a reader (or a
/// validator) finds each glyph's width and outline in its own charstring. When a charstring
/// computes a subroutine number, which cannot be followed without running it, every
/// subroutine is kept whole instead, the charstrings as they are.
///
/// ```swift
/// let subset = try CFFSubset(cff, glyphs: [1, 2_345])
/// subset.bytes.count   // a few kilobytes, from a table of 15 MB
/// subset.cids          // [0, 1, 2345]
/// ```
struct CFFSubset: Sendable {
    /// The CFF font program.
    let bytes: [UInt8]
    /// The CIDs (original glyph numbers) it has charstrings for, in order: `.notdef` (0) first.
    let cids: [Int]
    /// Whether the subroutines were kept whole (asked, or a charstring computes a subroutine number).
    let keptSubroutines: Bool

    /// - Parameter keepSubroutines: keep every subroutine whole, the charstrings as they are
    ///   (to compare against the inlined ones).
    /// - Throws: ``FontError`` when a charstring cannot be read.
    init(_ cff: CompactFontFormat, glyphs asked: Set<UInt16>, keepSubroutines: Bool = false) throws(FontError) {
        let cids = Array(Set(asked.map(Int.init)).union([0]).filter { $0 < cff.glyphCount }).sorted()
        self.cids = cids

        // Each kept glyph's charstring with its calls inlined, unless asked not to or one cannot be.
        let source = cff.file.bytes
        func item(_ range: Range<Int>) -> [UInt8] { Array(source[range]) }
        var inlined: [[UInt8]]? = keepSubroutines ? nil : []
        if !keepSubroutines {
            let inliner = CharStringInliner(cff)
            for glyph in cids {
                guard let charString = try inliner.follow(glyph: glyph) else { inlined = nil; break }
                inlined!.append(charString)
            }
        }
        keptSubroutines = inlined == nil

        // The Font DICTs used, renumbered in order of first use.
        var fontNumbers: [Int: Int] = [:]
        var usedFonts: [Int] = []
        for glyph in cids {
            let font = cff.fontDictionary(of: glyph)
            if fontNumbers[font] == nil { fontNumbers[font] = usedFonts.count; usedFonts.append(font) }
        }
        let globals: [[UInt8]] = inlined == nil ? cff.globalSubroutines.items.map(item) : []
        let locals: [[[UInt8]]?] = usedFonts.map { font in
            guard inlined == nil, let subroutines = cff.fontDictionaries[font].subroutines else { return nil }
            return subroutines.items.map(item)
        }

        // Top DICT: the original's font-wide entries, then ROS, CIDCount and the offsets.
        let dropped: Set<Int> = [0, 1, 2, 3, 4, 13, 14, CompactFontFormat.Operator.charset, CompactFontFormat.Operator.encoding,
                                 CompactFontFormat.Operator.charStrings, CompactFontFormat.Operator.privateDict,
                                 12 << 8 | 0, 12 << 8 | 20, 12 << 8 | 21, 12 << 8 | 22, CompactFontFormat.Operator.ros,
                                 CompactFontFormat.Operator.cidCount, 12 << 8 | 35, CompactFontFormat.Operator.fdArray,
                                 CompactFontFormat.Operator.fdSelect, CompactFontFormat.Operator.fontName]
        var topCopied: [UInt8] = []
        for entry in cff.top where !dropped.contains(entry.op) { topCopied += source[entry.bytes] }
        // ROS: "Adobe" and "Identity" are the String INDEX's two strings (SIDs 391 and 392), supplement 0.
        topCopied += Self.integer(391) + Self.integer(392) + Self.integer(0) + [12, 30]
        topCopied += Self.integer(cids.last! + 1) + [12, 34]
        func topDictionary(charset: Int, fdSelect: Int, charStrings: Int, fdArray: Int) -> [UInt8] {
            topCopied + Self.fixed(charset) + [15] + Self.fixed(fdSelect) + [12, 37]
                + Self.fixed(charStrings) + [17] + Self.fixed(fdArray) + [12, 36]
        }

        let header: [UInt8] = [1, 0, 4, 4]
        let nameIndex = Self.index([Array(cff.name.utf8)])
        let stringIndex = Self.index([Array("Adobe".utf8), Array("Identity".utf8)])
        let globalIndex = Self.index(globals)
        // charset format 0: the CID of each glyph after .notdef.
        var charset: [UInt8] = [0]
        for cid in cids.dropFirst() { charset += [UInt8(cid >> 8), UInt8(cid & 0xFF)] }
        // FDSelect format 0: each glyph's Font DICT.
        let fdSelect: [UInt8] = [0] + cids.map { UInt8(fontNumbers[cff.fontDictionary(of: $0)]!) }
        let charStringIndex = Self.index(inlined ?? cids.map { item(cff.charStrings.items[$0]) })

        // Each used Font DICT's Private DICT (its entries but Subrs, then Subrs pointing just
        // after it), followed by its local subroutines.
        var privates: [[UInt8]] = []
        for (position, font) in usedFonts.enumerated() {
            var dictionary: [UInt8] = []
            for entry in cff.fontDictionaries[font].privateEntries where entry.op != CompactFontFormat.Operator.subrs {
                dictionary += source[entry.bytes]
            }
            if locals[position] != nil { dictionary += Self.fixed(dictionary.count + 6) + [19] }
            privates.append(dictionary)
        }

        let topSize = Self.index([topDictionary(charset: 0, fdSelect: 0, charStrings: 0, fdArray: 0)]).count
        let charsetOffset = header.count + nameIndex.count + topSize + stringIndex.count + globalIndex.count
        let fdSelectOffset = charsetOffset + charset.count
        let charStringsOffset = fdSelectOffset + fdSelect.count
        let fdArrayOffset = charStringsOffset + charStringIndex.count
        // The Font DICTs: their entries but Private and FontName, then Private with fixed-size
        // operands; their size is known before the Private DICTs' places are.
        func fontDictionary(_ font: Int, privateSize: Int, privateOffset: Int) -> [UInt8] {
            var dictionary: [UInt8] = []
            for entry in cff.fontDictionaries[font].entries
            where entry.op != CompactFontFormat.Operator.privateDict && entry.op != CompactFontFormat.Operator.fontName {
                dictionary += source[entry.bytes]
            }
            return dictionary + Self.fixed(privateSize) + Self.fixed(privateOffset) + [18]
        }
        let fdArraySize = Self.index(usedFonts.map { fontDictionary($0, privateSize: 0, privateOffset: 0) }).count
        var privateOffsets: [Int] = []
        var place = fdArrayOffset + fdArraySize
        var tail: [UInt8] = []
        for (position, dictionary) in privates.enumerated() {
            privateOffsets.append(place)
            tail += dictionary
            place += dictionary.count
            if let subroutines = locals[position] {
                let index = Self.index(subroutines)
                tail += index
                place += index.count
            }
        }
        let fdArray = Self.index(usedFonts.enumerated().map { position, font in
            fontDictionary(font, privateSize: privates[position].count, privateOffset: privateOffsets[position])
        })
        let top = Self.index([topDictionary(charset: charsetOffset, fdSelect: fdSelectOffset, charStrings: charStringsOffset,
                                            fdArray: fdArrayOffset)])
        var out = header + nameIndex + top + stringIndex + globalIndex
        out += charset
        out += fdSelect
        out += charStringIndex
        out += fdArray
        out += tail
        precondition(top.count == topSize && fdArray.count == fdArraySize, "fixed-size offsets keep the sizes")
        bytes = out
    }

    /// An INDEX of `items` with the smallest offset size that holds them.
    static func index(_ items: [[UInt8]]) -> [UInt8] {
        guard !items.isEmpty else { return [0, 0] }
        let dataSize = items.reduce(0) { $0 + $1.count }
        let offSize = dataSize + 1 < 1 << 8 ? 1 : dataSize + 1 < 1 << 16 ? 2 : dataSize + 1 < 1 << 24 ? 3 : 4
        var out: [UInt8] = [UInt8(items.count >> 8), UInt8(items.count & 0xFF), UInt8(offSize)]
        out.reserveCapacity(3 + (items.count + 1) * offSize + dataSize)
        var offset = 1
        func write(_ value: Int) { for byte in (0..<offSize).reversed() { out.append(UInt8(truncatingIfNeeded: value >> (8 * byte))) } }
        write(offset)
        for item in items { offset += item.count; write(offset) }
        for item in items { out += item }
        return out
    }

    /// A DICT integer operand in its shortest form.
    static func integer(_ value: Int) -> [UInt8] {
        switch value {
        case -107...107: [UInt8(value + 139)]
        case 108...1131: [UInt8((value - 108) / 256 + 247), UInt8((value - 108) % 256)]
        case -1131 ... -108: [UInt8((-value - 108) / 256 + 251), UInt8((-value - 108) % 256)]
        case -32768...32767: [28, UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
        default: fixed(value)
        }
    }

    /// A DICT integer operand in five bytes, whatever its value: an offset written before it is known.
    static func fixed(_ value: Int) -> [UInt8] {
        [29, UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
         UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
