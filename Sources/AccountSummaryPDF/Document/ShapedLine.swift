import AccountSummary

/// A line of text as the writer sets it: split into runs (``TextRuns``: level, script, word),
/// each run cut where the font of the chain that shows its characters changes (a whole
/// grapheme cluster in one font), each piece shaped (``Shaper``), and the pieces in the order
/// they are drawn, left to right. Its width is the sum of the shaped advances, so a line is
/// measured as it is drawn.
///
/// ```swift
/// let line = try ShapedLine(Array("كشف حساب 1,234.50".unicodeScalars), direction: .rightToLeft,
///                           chain: fonts, language: "ar", cache: cache)
/// line.pieces.map(\.font)      // the Noto Sans for the amount, Noto Sans Arabic for the words
/// line.width(size: 11)         // points
/// ```
struct ShapedLine: Sendable {
    /// One piece: the font (its place in the chain), its characters in the order written and
    /// its glyphs in the order drawn (clusters index `text`).
    struct Piece: Sendable {
        var font: Int
        var text: [Unicode.Scalar]
        var glyphs: [ShapedGlyph]
        var direction: TextDirection
        var unitsPerEm: Int

        /// The piece's advance in points at `size`.
        func width(size: Double) -> Double {
            Double(glyphs.reduce(0) { $0 + $1.xAdvance }) * size / Double(unitsPerEm)
        }
    }

    /// The pieces in the order drawn.
    var pieces: [Piece]

    func width(size: Double) -> Double {
        pieces.reduce(0) { $0 + $1.width(size: size) }
    }

    /// Shapes `scalars` (sanitized) in the first font of `chain` that shows each grapheme cluster.
    ///
    /// - Throws: ``PDFError/missingGlyph(font:scalar:)`` for a character no font of the chain
    ///   has, ``PDFError/font(_:)`` for a font whose layout tables are damaged.
    init(_ scalars: [Unicode.Scalar], direction: TextRuns.Direction, isolates: [Range<Int>] = [], chain: [TrueTypeFont],
         language: String?, cache: ShapingCache?) throws(PDFError) {
        let line = TextRuns.line(scalars, direction: direction, isolates: isolates)
        var logical: [(piece: Piece, level: Int)] = []
        for run in line.runs {
            let text = Array(line.scalars[run.range])
            for segment in try Self.fontSegments(text, chain: chain) {
                let piece = Array(text[segment.range])
                let font = chain[segment.font]
                let key = ShapingCache.Key(text: piece, font: ShapingCache.FontIdentity(font), script: run.script,
                                           direction: run.direction, language: language)
                var glyphs = cache?.glyphs(for: key)
                if glyphs == nil {
                    do {
                        glyphs = try Shaper.shape(piece, font: font, script: run.script, direction: run.direction, language: language)
                    } catch {
                        throw .font(error)
                    }
                    cache?.store(glyphs!, for: key)
                }
                logical.append((Piece(font: segment.font, text: piece, glyphs: glyphs!, direction: run.direction,
                                      unitsPerEm: font.unitsPerEm), run.level))
            }
        }
        pieces = TextRuns.visualOrder(of: logical.map(\.level)).map { logical[$0].piece }
    }

    /// `text` cut into pieces of one font each: each grapheme cluster in the first font of the
    /// chain that has every character of it but the invisible ones (when none has them all,
    /// each character in the first that has it); a character no font has is an error naming it.
    private static func fontSegments(_ text: [Unicode.Scalar], chain: [TrueTypeFont]) throws(PDFError) -> [(range: Range<Int>, font: Int)] {
        // The first font showing every visible character shows every cluster: one segment.
        if !text.isEmpty, let first = chain.first, text.allSatisfy({ first.glyph(for: $0) != nil || Bidi.isInvisible($0) }) {
            return [(0..<text.count, 0)]
        }
        var segments: [(range: Range<Int>, font: Int)] = []
        var start = 0
        for character in String(scalars: text) {
            let count = character.unicodeScalars.count
            let cluster = text[start..<start + count]
            let visible = cluster.filter { !Bidi.isInvisible($0) }
            // The whole cluster in one font if one has it all, else each character in the first that has it.
            var fonts: [Int] = []
            if let font = chain.firstIndex(where: { font in visible.allSatisfy { font.glyph(for: $0) != nil } }) {
                fonts = Array(repeating: font, count: count)
            } else {
                for scalar in cluster {
                    guard let font = chain.firstIndex(where: { $0.glyph(for: scalar) != nil }) ?? (Bidi.isInvisible(scalar) ? fonts.last ?? 0 : nil)
                    else { throw .missingGlyph(font: chain.map(\.name).joined(separator: ", "), scalar: scalar) }
                    fonts.append(font)
                }
            }
            for (offset, font) in fonts.enumerated() {
                if let last = segments.last, last.font == font, last.range.upperBound == start + offset {
                    segments[segments.count - 1].range = last.range.lowerBound..<start + offset + 1
                } else {
                    segments.append((start + offset..<start + offset + 1, font))
                }
            }
            start += count
        }
        return segments
    }
}

/// The glyphs of the pieces shaped in a set of fonts, by text, font, script, direction and
/// language: statements repeat their words (dates, amounts, labels); and the lines shaped, by
/// text, direction, isolates, fonts and language: a line is measured (for its column, while it
/// is wrapped) before it is drawn. One cache goes with one set of loaded fonts
/// (``StatementPDF/Fonts``), so that a batch's statements, each with its own writer, shape a
/// word they share once; it is shared between threads.
///
/// It holds at most `capacity` lines and as many pieces: when one more would pass that, it
/// starts again empty, so a batch of any size keeps it bounded (a batch's words shaped again
/// after a reset cost time, never a different result).
///
/// ```swift
/// let cache = ShapingCache(capacity: 4_096)
/// var writer = PDFDocumentWriter(width: 595.28, height: 841.89, shapingCache: cache)
/// ```
package final class ShapingCache: Sendable {
    /// A font as a key: the font object itself, compared and hashed by identity (cheaper than
    /// its name, and held, so that no other font can take its place while an entry names it).
    struct FontIdentity: Hashable, Sendable {
        let font: TrueTypeFont

        init(_ font: TrueTypeFont) {
            self.font = font
        }

        static func == (left: FontIdentity, right: FontIdentity) -> Bool {
            left.font === right.font
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(font))
        }
    }

    /// A piece's text and how it is shaped.
    struct Key: Hashable, Sendable {
        var text: [Unicode.Scalar]
        var font: FontIdentity
        var script: UnicodeTables.Script
        var direction: TextDirection
        /// The language shaped in (a font's language system can draw another form).
        var language: String?

        func hash(into hasher: inout Hasher) {
            hasher.combine(ShapingCache.digest(text))
            hasher.combine(font)
            hasher.combine(script)
            hasher.combine(direction)
            hasher.combine(language)
        }
    }

    /// A whole line's text and how it is set.
    struct LineKey: Hashable, Sendable {
        var text: [Unicode.Scalar]
        var direction: TextRuns.Direction
        var isolates: [Range<Int>]
        var fonts: [FontIdentity]
        var language: String?

        func hash(into hasher: inout Hasher) {
            hasher.combine(ShapingCache.digest(text))
            hasher.combine(direction)
            hasher.combine(isolates)
            hasher.combine(fonts)
            hasher.combine(language)
        }
    }

    /// The scalars of a key's text folded into one number (FNV-1a over their values) for its
    /// hash: a line's text is hashed in one `combine`, not one per scalar, which cost more than
    /// the look-up it served. Keys are still compared whole (`==` is the synthesized one), so a
    /// collision costs a comparison, never a wrong entry.
    static func digest(_ text: [Unicode.Scalar]) -> UInt64 {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for scalar in text { value = (value ^ UInt64(scalar.value)) &* 0x0000_0100_0000_01B3 }
        return value ^ UInt64(text.count)
    }

    private let entries = Locked<[Key: [ShapedGlyph]]>([:])
    private let lines = Locked<[LineKey: ShapedLine]>([:])
    /// The most lines (and the most pieces) held at once.
    let capacity: Int

    /// A cache holding at most `capacity` lines and `capacity` pieces.
    package init(capacity: Int = 16_384) {
        precondition(capacity > 0, "room for an entry")
        self.capacity = capacity
    }

    /// How many lines and pieces it holds now (for a test).
    var counts: (lines: Int, pieces: Int) {
        (lines.withLock { $0.count }, entries.withLock { $0.count })
    }

    func line(for key: LineKey) -> ShapedLine? {
        lines.withLock { $0[key] }
    }

    func store(_ line: ShapedLine, for key: LineKey) {
        lines.withLock { lines in
            if lines.count >= capacity, lines[key] == nil { lines.removeAll(keepingCapacity: true) }
            lines[key] = line
        }
    }

    func glyphs(for key: Key) -> [ShapedGlyph]? {
        entries.withLock { $0[key] }
    }

    func store(_ glyphs: [ShapedGlyph], for key: Key) {
        entries.withLock { entries in
            if entries.count >= capacity, entries[key] == nil { entries.removeAll(keepingCapacity: true) }
            entries[key] = glyphs
        }
    }
}
