import AccountSummary

/// Normalization against the font, as HarfBuzz does it (`hb-ot-shape-normalize.cc`): each
/// character is decomposed only as far as the font needs (a precomposed character it has is
/// kept; one it lacks is decomposed when it has the parts), marks are put in canonical order
/// (by the combining classes HarfBuzz renumbers), and a base and a following mark are
/// recomposed when the font has the composite. A space the font lacks is set as its space,
/// with the width of its kind (see ``Shaper/SpaceFallback``).
///
/// ```swift
/// // "e" + U+0301 COMBINING ACUTE ACCENT in Noto Sans: one glyph, é's.
/// ```
extension Shaper {
    static func normalize(_ buffer: ShapingBuffer, plan: ShapePlan, font: TrueTypeFont) {
        guard buffer.count > 0 else { return }
        let mightShortCircuit = plan.shaper.normalization == .composedDiacritics

        // First round: decompose.
        var allSimple = true
        buffer.clearOutput()
        let count = buffer.count
        buffer.index = 0
        repeat {
            var end = buffer.index + 1
            while end < count, !buffer.info[end].isUnicodeMark { end += 1 }
            if end < count { end -= 1 }  // a base left for the marks to cluster with
            if mightShortCircuit {
                var done = 0
                while buffer.index + done < end, let glyph = font.glyph(for: buffer.info[buffer.index + done].codepoint) {
                    buffer.info[buffer.index + done].glyphIndex = UInt32(glyph)
                    done += 1
                }
                buffer.nextGlyphs(done)
            }
            while buffer.index < end { decomposeCurrentCharacter(buffer, plan: plan, font: font, shortest: mightShortCircuit) }
            if buffer.index == count { break }
            allSimple = false
            end = buffer.index + 1
            while end < count, buffer.info[end].isUnicodeMark { end += 1 }
            decomposeCluster(buffer, plan: plan, font: font, end: end)
        } while buffer.index < count
        buffer.sync()

        // Second round: marks in canonical order.
        if !allSimple {
            var index = 0
            while index < buffer.count {
                guard buffer.info[index].modifiedCombiningClass != 0 else {
                    index += 1
                    continue
                }
                var end = index + 1
                while end < buffer.count, buffer.info[end].modifiedCombiningClass != 0 { end += 1 }
                if end - index <= 32 {
                    buffer.sort(index, end) { $0.modifiedCombiningClass < $1.modifiedCombiningClass }
                    switch plan.shaper {
                    case .arabic: ArabicShaper.reorderMarks(buffer, index, end)
                    case .hebrew: HebrewShaper.reorderMarks(buffer, index, end)
                    default: break
                    }
                }
                index = end + 1
            }
        }
        if buffer.hasCGJ, buffer.count > 2 {
            // A combining grapheme joiner that blocked no reordering is skipped like other ignorables.
            for index in 1..<buffer.count - 1 where buffer.info[index].codepoint == 0x034F {
                let next = buffer.info[index + 1].modifiedCombiningClass
                if next == 0 || buffer.info[index - 1].modifiedCombiningClass <= next { buffer.info[index].unhide() }
            }
        }

        // Third round: recompose a base and the marks after it when the font has the composite.
        guard !allSimple else { return }
        buffer.clearOutput()
        var starter = 0
        buffer.nextGlyph()
        while buffer.index < buffer.count {
            let current = buffer.current
            if current.isUnicodeMark,
               starter == buffer.output.count - 1 || buffer.previous.modifiedCombiningClass < current.modifiedCombiningClass,
               let composed = plan.shaper.composition(buffer.output[starter].codepoint, current.codepoint,
                                                      hasPositioningMark: plan.hasPositioningMark),
               let glyph = font.glyph(for: composed) {
                buffer.nextGlyph()
                buffer.mergeOutClusters(starter, buffer.output.count)
                buffer.output.removeLast()
                buffer.output[starter].codepoint = composed
                buffer.output[starter].glyphIndex = UInt32(glyph)
                setUnicodeProperties(&buffer.output[starter], buffer)
                continue
            }
            buffer.nextGlyph()
            if buffer.previous.modifiedCombiningClass == 0 { starter = buffer.output.count - 1 }
        }
        buffer.sync()
    }

    /// Writes the character read now as the font can show it: itself, its decomposition, or a
    /// stand-in (a space's, U+2010 for U+2011 NON-BREAKING HYPHEN), else `.notdef`.
    private static func decomposeCurrentCharacter(_ buffer: ShapingBuffer, plan: ShapePlan, font: TrueTypeFont, shortest: Bool) {
        let codepoint = buffer.current.codepoint
        if shortest, let glyph = font.glyph(for: codepoint) {
            buffer.info[buffer.index].glyphIndex = UInt32(glyph)
            buffer.nextGlyph()
            return
        }
        if decompose(buffer, plan: plan, font: font, shortest: shortest, codepoint) > 0 {
            buffer.skipGlyph()
            return
        }
        if !shortest, let glyph = font.glyph(for: codepoint) {
            buffer.info[buffer.index].glyphIndex = UInt32(glyph)
            buffer.nextGlyph()
            return
        }
        if buffer.current.isUnicodeSpace, let kind = SpaceFallback.kind(of: codepoint), let space = font.glyph(for: 0x20) {
            buffer.info[buffer.index].setSpaceFallback(kind)
            buffer.info[buffer.index].glyphIndex = UInt32(space)
            buffer.nextGlyph()
            buffer.hasSpaceFallback = true
            return
        }
        if codepoint == 0x2011, let hyphen = font.glyph(for: 0x2010) {
            buffer.info[buffer.index].glyphIndex = UInt32(hyphen)
            buffer.nextGlyph()
            return
        }
        buffer.info[buffer.index].glyphIndex = 0
        buffer.nextGlyph()
    }

    /// Writes the decomposition of `codepoint` (recursively, as short as the font allows when
    /// `shortest`); how many characters it wrote (0: none, the font cannot show it decomposed).
    private static func decompose(_ buffer: ShapingBuffer, plan: ShapePlan, font: TrueTypeFont, shortest: Bool,
                                  _ codepoint: UInt32) -> Int {
        guard let (a, b) = plan.shaper.decomposition(of: codepoint) else { return 0 }
        var secondGlyph: UInt16 = 0
        if b != 0 {
            guard let glyph = font.glyph(for: b) else { return 0 }
            secondGlyph = glyph
        }
        let firstGlyph = font.glyph(for: a)
        func output(_ scalar: UInt32, _ glyph: UInt16) {
            buffer.info[buffer.index].glyphIndex = UInt32(glyph)
            buffer.outputGlyph(scalar)
            setUnicodeProperties(&buffer.output[buffer.output.count - 1], buffer)
        }
        if shortest, let firstGlyph {
            output(a, firstGlyph)
            if b != 0 {
                output(b, secondGlyph)
                return 2
            }
            return 1
        }
        let written = decompose(buffer, plan: plan, font: font, shortest: shortest, a)
        if written > 0 {
            if b != 0 {
                output(b, secondGlyph)
                return written + 1
            }
            return written
        }
        if let firstGlyph {
            output(a, firstGlyph)
            if b != 0 {
                output(b, secondGlyph)
                return 2
            }
            return 1
        }
        return 0
    }

    /// A base and its marks (`index..<end`): decomposed fully, or, with a variation selector,
    /// passed on as they are.
    private static func decomposeCluster(_ buffer: ShapingBuffer, plan: ShapePlan, font: TrueTypeFont, end: Int) {
        if (buffer.index..<end).contains(where: { isVariationSelector(buffer.info[$0].codepoint) }) {
            // The font's variation sequences (cmap format 14) are not read: each character is set alone.
            while buffer.index < end {
                buffer.info[buffer.index].glyphIndex = font.glyph(for: buffer.current.codepoint).map(UInt32.init) ?? 0
                buffer.nextGlyph()
            }
            return
        }
        while buffer.index < end { decomposeCurrentCharacter(buffer, plan: plan, font: font, shortest: false) }
    }

    static func isVariationSelector(_ codepoint: UInt32) -> Bool {
        (0xFE00...0xFE0F).contains(codepoint) || (0xE0100...0xE01EF).contains(codepoint)
    }
}

extension TrueTypeFont {
    /// The glyph of the character with scalar value `codepoint`, or nil.
    func glyph(for codepoint: UInt32) -> UInt16? {
        guard let scalar = Unicode.Scalar(codepoint) else { return nil }
        return glyph(for: scalar)
    }
}
