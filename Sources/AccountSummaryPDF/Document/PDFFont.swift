/// A TrueType font as a PDF uses it: the glyphs the shaper chose remembered with the text
/// they show, and at the end the font's objects: a Type 0
/// font over a `CIDFontType2` (`Identity-H`, CIDs are glyph numbers) with its widths, its
/// descriptor, the subset embedded as `FontFile2`, and a `ToUnicode` map so every string
/// extracts as it was given (ISO 32000-1 §9.7, §9.10.3).
///
/// A glyph shows the text of the cluster it was shaped from (a ligature several characters,
/// a mark its own); the first text recorded for a glyph is the one `ToUnicode` gives it (the
/// writer adds `/ActualText` where that is not enough).
///
/// ```swift
/// var font = PDFFont(try TrueTypeFont(bytes: bytes, name: "NotoSans-Regular.ttf"))
/// font.record(36, text: "A")     // true: glyph 36 shows "A"
/// font.pdfWidth(36)              // 639 (thousandths of the size)
/// ```
package struct PDFFont: Sendable {
    package let font: TrueTypeFont
    /// The text each glyph used so far shows (a glyph reached from two scalars keeps the first).
    private(set) var used: [UInt16: String] = [:]

    package init(_ font: TrueTypeFont) {
        self.font = font
    }

    /// Whether every scalar of `text` has a glyph in this font.
    package func covers(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { font.glyph(for: $0) != nil }
    }

    /// Records that `glyph` shows `text` (the first text recorded for a glyph is its
    /// `ToUnicode` entry); whether the glyph's entry is `text`.
    package mutating func record(_ glyph: UInt16, text: String) -> Bool {
        let text = text.isEmpty ? "\u{FFFD}" : text
        if let known = used[glyph] { return known == text }
        used[glyph] = text
        return true
    }

    /// A glyph's advance in the PDF's text space units (thousandths of the size), as `/W` gives it.
    package func pdfWidth(_ glyph: UInt16) -> Int {
        (font.advance(of: glyph) * 1000 + font.unitsPerEm / 2) / font.unitsPerEm
    }

    /// Font units as the PDF's thousandths of an em.
    private func scaled(_ units: Int) -> Int {
        units * 1000 / font.unitsPerEm
    }

    /// Adds the font's objects to `file` and returns the Type 0 font's reference: a
    /// `CIDFontType2` with a TrueType subset (`FontFile2`), or for CFF outlines a
    /// `CIDFontType0` with a CID-keyed CFF subset (`FontFile3`, `/Subtype /CIDFontType0C`),
    /// whose CIDs are the glyph numbers, as `Identity-H` codes them (ISO 32000-1 §9.7.4, §9.9).
    /// The subset and the `ToUnicode` map come from `cache` when it holds them, the same bytes.
    package func objects(in file: inout PDFFile, keepSubroutines: Bool = false,
                         cache: FontFileCache = FontFileCache()) throws(FontError) -> PDFReference {
        let glyphs = used.keys.sorted()
        let key = FontFileCache.ProgramKey(font: ShapingCache.FontIdentity(font), glyphs: glyphs, keepSubroutines: keepSubroutines)
        let program = try cache.program(key) { () throws(FontError) in
            if let cff = font.compactFontFormat {
                let subset = try CFFSubset(cff, glyphs: Set(glyphs), keepSubroutines: keepSubroutines)
                return FontFileCache.Program(tag: FontSubset.tag(for: Set(subset.cids.map { UInt16($0) })), length: subset.bytes.count,
                                             deflated: Deflate.zlib(subset.bytes))
            }
            let subset = try FontSubset(font, glyphs: Set(glyphs))
            return FontFileCache.Program(tag: subset.tag, length: subset.bytes.count, deflated: Deflate.zlib(subset.bytes))
        }
        let tag = program.tag
        let fontFile: (key: String, reference: PDFReference) = font.hasCFFOutlines
            ? ("FontFile3", file.add(.compressedStream([("Subtype", .name("CIDFontType0C"))], deflated: program.deflated)))
            : ("FontFile2", file.add(.compressedStream([("Length1", .integer(program.length))], deflated: program.deflated)))
        let baseName = tag + "+" + font.postScriptName
        var flags = 4  // symbolic: glyphs are chosen by CID, not by a standard encoding
        if font.isFixedPitch { flags |= 1 }
        if font.italicAngle != 0 { flags |= 64 }
        let box = font.boundingBox
        let descriptor = file.add(.dictionary([
            ("Type", .name("FontDescriptor")), ("FontName", .name(baseName)), ("Flags", .integer(flags)),
            ("FontBBox", .array([box.0, box.1, box.2, box.3].map { .integer(scaled($0)) })),
            ("ItalicAngle", .real(font.italicAngle, places: 2)),
            ("Ascent", .integer(scaled(font.ascender))), ("Descent", .integer(scaled(font.descender))),
            ("CapHeight", .integer(scaled(font.capHeight))), ("StemV", .integer(80)),
            (fontFile.key, .reference(fontFile.reference)),
        ]))
        // Widths of the used glyphs, runs of consecutive glyphs as one array each.
        var widths: [PDFObject] = []
        var run: (first: UInt16, widths: [PDFObject])?
        for glyph in glyphs {
            if let current = run, Int(current.first) + current.widths.count == Int(glyph) {
                run!.widths.append(.integer(pdfWidth(glyph)))
            } else {
                if let current = run { widths += [.integer(Int(current.first)), .array(current.widths)] }
                run = (glyph, [.integer(pdfWidth(glyph))])
            }
        }
        if let current = run { widths += [.integer(Int(current.first)), .array(current.widths)] }
        var descendantEntries: [(String, PDFObject)] = [
            ("Type", .name("Font")), ("Subtype", .name(font.hasCFFOutlines ? "CIDFontType0" : "CIDFontType2")),
            ("BaseFont", .name(baseName)),
            ("CIDSystemInfo", .dictionary([("Registry", .literalString(Array("Adobe".utf8))),
                                           ("Ordering", .literalString(Array("Identity".utf8))), ("Supplement", .integer(0))])),
            ("FontDescriptor", .reference(descriptor)), ("DW", .integer(pdfWidth(0))), ("W", .array(widths)),
        ]
        // A CFF font's CIDs reach its glyphs through its own charset; a TrueType font's are its glyph numbers.
        if !font.hasCFFOutlines { descendantEntries.append(("CIDToGIDMap", .name("Identity"))) }
        let descendant = file.add(.dictionary(descendantEntries))
        let map = cache.map(FontFileCache.MapKey(glyphs: glyphs, texts: glyphs.map { used[$0]! })) { Deflate.zlib(toUnicodeMap()) }
        let toUnicode = file.add(.compressedStream([], deflated: map))
        return file.add(.dictionary([
            ("Type", .name("Font")), ("Subtype", .name("Type0")), ("BaseFont", .name(baseName)),
            ("Encoding", .name("Identity-H")), ("DescendantFonts", .array([.reference(descendant)])),
            ("ToUnicode", .reference(toUnicode)),
        ]))
    }

    /// The `ToUnicode` CMap: each used glyph to the UTF-16 of the text it shows (§9.10.3).
    func toUnicodeMap() -> [UInt8] {
        func hex(_ units: some Sequence<UInt16>) -> String {
            units.map { unit in
                let digits = String(unit, radix: 16, uppercase: true)
                return String(repeating: "0", count: 4 - digits.count) + digits
            }.joined()
        }
        var text = """
        /CIDInit /ProcSet findresource begin
        12 dict begin
        begincmap
        /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
        /CMapName /Adobe-Identity-UCS def
        /CMapType 2 def
        1 begincodespacerange
        <0000> <FFFF>
        endcodespacerange

        """
        let glyphs = used.keys.sorted()
        for start in stride(from: 0, to: glyphs.count, by: 100) {
            let chunk = glyphs[start..<min(start + 100, glyphs.count)]
            text += "\(chunk.count) beginbfchar\n"
            for glyph in chunk { text += "<\(hex([glyph]))> <\(hex(used[glyph]!.utf16))>\n" }
            text += "endbfchar\n"
        }
        text += "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n"
        return Array(text.utf8)
    }
}
