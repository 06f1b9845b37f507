import AccountSummary

/// Text shaping: a run of characters in one script and direction turned into the glyphs of a
/// font and their positions, with the font's OpenType `GSUB` and `GPOS` lookups and the
/// script's rules (Arabic joining and ligatures, Devanagari syllables, conjuncts and reordering,
/// Hebrew and Thai marks, combining marks everywhere), written after the OpenType
/// script-development specifications and HarfBuzz 6's behaviour so that the glyphs, clusters,
/// advances and offsets equal `hb-shape`'s (checked glyph for glyph in `ShapingCorpusTests`).
///
/// A right-to-left run comes out in visual order, left to right, as HarfBuzz gives it.
/// Positions are in font units.
///
/// ```swift
/// let glyphs = try Shaper.shape(Array("سلام".unicodeScalars), font: naskh, script: .arabic,
///                               direction: .rightToLeft, language: "ar")
/// glyphs.map(\.glyph)    // the final meem first, then lam-alef ligature, then the initial seen
/// glyphs.map(\.cluster)  // [3, 1, 0]
/// ```
package enum Shaper {
    /// Shapes `scalars` (one run: one script, one direction) in `font`.
    ///
    /// - Parameters:
    ///   - script: the run's script (Common and Inherited characters belong to the run they sit in).
    ///   - direction: the run's direction; a right-to-left run's glyphs come out reversed, in visual order.
    ///   - language: a BCP 47 tag (`ar`, `hi-IN`), which picks a font's language system; nil for the default.
    /// - Throws: ``FontError`` when the font's layout tables are damaged.
    package static func shape(_ scalars: [Unicode.Scalar], font: TrueTypeFont, script: UnicodeTables.Script,
                              direction: TextDirection, language: String?) throws(FontError) -> [ShapedGlyph] {
        guard !scalars.isEmpty else { return [] }
        let plan = try font.plan(script: script, direction: direction, language: language)
        let buffer = ShapingBuffer(scalars: scalars, direction: direction)
        try shape(buffer, plan: plan, font: font)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(buffer.count)
        for (info, position) in zip(buffer.info, buffer.positions) {
            glyphs.append(ShapedGlyph(glyph: UInt16(truncatingIfNeeded: info.codepoint), cluster: Int(info.cluster),
                                      xAdvance: Int(position.xAdvance), yAdvance: Int(position.yAdvance),
                                      xOffset: Int(position.xOffset), yOffset: Int(position.yOffset)))
        }
        return glyphs
    }

    /// HarfBuzz's `hb_ot_shape_internal`, step by step.
    static func shape(_ buffer: ShapingBuffer, plan: ShapePlan, font: TrueTypeFont) throws(FontError) {
        let targetDirection = buffer.direction
        for index in buffer.info.indices { buffer.info[index].mask = plan.globalMask }
        setUnicodeProperties(buffer)
        formClusters(buffer)
        ensureNativeDirection(buffer, script: plan.script)
        switch plan.shaper {
        case .thai: ThaiShaper.preprocess(buffer)
        case .indic: IndicShaper.preprocess(buffer, script: plan.script)
        default: break
        }

        // Substitution: mirrored characters, normalization, masks, glyphs, then GSUB.
        rotateCharacters(buffer, plan: plan, font: font, targetDirection: targetDirection)
        normalize(buffer, plan: plan, font: font)
        setupMasks(buffer, plan: plan)
        for index in buffer.info.indices { buffer.info[index].codepoint = buffer.info[index].glyphIndex }
        let layout = font.layout
        for index in buffer.info.indices {
            if plan.fallbackGlyphClasses {
                let info = buffer.info[index]
                buffer.info[index].glyphProps = info.generalCategory != .nonspacingMark || info.isDefaultIgnorable
                    ? GlyphInfo.Properties.baseGlyph : GlyphInfo.Properties.mark
            } else {
                buffer.info[index].glyphProps = try layout.definitions.glyphProperties(of: buffer.info[index].codepoint)
            }
            buffer.info[index].ligProps = 0
        }
        try applyTable(0, buffer: buffer, plan: plan, font: font)

        // Positioning.
        position(buffer, plan: plan, font: font)
        if plan.applyPositioning { try applyTable(1, buffer: buffer, plan: plan, font: font) }
        if plan.zeroMarks {
            // Without GPOS, a mark set left to right hangs back over the glyph before it.
            let adjust = !plan.applyPositioning && buffer.direction == .leftToRight
            for index in buffer.info.indices where buffer.info[index].isMark {
                if adjust {
                    buffer.positions[index].xOffset -= buffer.positions[index].xAdvance
                    buffer.positions[index].yOffset -= buffer.positions[index].yAdvance
                }
                buffer.positions[index].xAdvance = 0
                buffer.positions[index].yAdvance = 0
            }
        }
        if buffer.hasDefaultIgnorables {
            for index in buffer.info.indices where buffer.info[index].isDefaultIgnorable {
                buffer.positions[index] = GlyphPosition(attachChain: buffer.positions[index].attachChain,
                                                        attachType: buffer.positions[index].attachType)
            }
        }
        if buffer.hasGPOSAttachment {
            for index in buffer.info.indices { propagateAttachmentOffsets(buffer, index, nesting: ApplyContext.maximumNesting) }
        }
        if buffer.direction == .rightToLeft { buffer.reverse() }

        // Default ignorables drawn as nothing: the space glyph, with no advance.
        if buffer.hasDefaultIgnorables {
            let invisible = font.glyph(for: " ").map(UInt32.init)
            for index in buffer.info.indices where buffer.info[index].isDefaultIgnorable {
                if let invisible { buffer.info[index].codepoint = invisible }
            }
            if invisible == nil { deleteDefaultIgnorables(buffer) }
        }
        buffer.direction = targetDirection
    }

    /// Runs a table's lookups stage by stage, with the shaper's work at each pause.
    private static func applyTable(_ table: Int, buffer: ShapingBuffer, plan: ShapePlan, font: TrueTypeFont) throws(FontError) {
        let layout = font.layout
        let context = ApplyContext(table: table == 0 ? layout.substitution : layout.positioning, definitions: layout.definitions,
                                   buffer: buffer)
        var next = 0
        for stage in plan.stages[table] {
            while next < stage.lastLookup {
                let lookup = plan.lookups[table][next]
                try context.apply(lookup: lookup.index, mask: lookup.mask, autoZWJ: lookup.autoZWJ, autoZWNJ: lookup.autoZWNJ,
                                  perSyllable: lookup.perSyllable)
                next += 1
            }
            switch stage.pause {
            case .none, .arabicRecordStretch: break
            case .indicSetupSyllables: IndicShaper.setupSyllables(buffer)
            case .indicInitialReordering: try IndicShaper.initialReordering(buffer, plan: plan, font: font)
            case .indicFinalReordering: IndicShaper.finalReordering(buffer, plan: plan)
            }
        }
    }

    // MARK: Preparing the text

    /// Sets each character's general category, combining class and flags, and marks the
    /// characters that continue a grapheme (marks, emoji modifiers, joined emoji, flag pairs).
    static func setUnicodeProperties(_ buffer: ShapingBuffer) {
        var index = 0
        while index < buffer.count {
            setUnicodeProperties(&buffer.info[index], buffer)
            let codepoint = buffer.info[index].codepoint
            if buffer.info[index].generalCategory == .modifierSymbol, (0x1F3FB...0x1F3FF).contains(codepoint) {
                buffer.info[index].setContinuation()
            } else if index > 0, isRegionalIndicator(codepoint) {
                if isRegionalIndicator(buffer.info[index - 1].codepoint), !buffer.info[index - 1].isContinuation {
                    buffer.info[index].setContinuation()
                }
            } else if buffer.info[index].isZWJ {
                buffer.info[index].setContinuation()
                if index + 1 < buffer.count, let next = Unicode.Scalar(buffer.info[index + 1].codepoint),
                   UnicodeTables.isExtendedPictographic(next) {
                    index += 1
                    setUnicodeProperties(&buffer.info[index], buffer)
                    buffer.info[index].setContinuation()
                }
            } else if (0xFF9E...0xFF9F).contains(codepoint) || (0xE0020...0xE007F).contains(codepoint) {
                buffer.info[index].setContinuation()
            }
            index += 1
        }
    }

    private static func isRegionalIndicator(_ codepoint: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(codepoint) }

    /// One character's Unicode properties, as HarfBuzz packs them.
    static func setUnicodeProperties(_ info: inout GlyphInfo, _ buffer: ShapingBuffer) {
        let codepoint = info.codepoint
        let scalar = Unicode.Scalar(codepoint) ?? "\u{FFFD}"
        let category = UnicodeTables.generalCategory(of: scalar)
        var props = UInt16(category.rawValue)
        if codepoint >= 0x80 {
            buffer.hasNonASCII = true
            if isDefaultIgnorable(codepoint) {
                buffer.hasDefaultIgnorables = true
                props |= GlyphInfo.UnicodeFlag.ignorable
                switch codepoint {
                case 0x200C: props |= GlyphInfo.UnicodeFlag.zwnj
                case 0x200D: props |= GlyphInfo.UnicodeFlag.zwj
                case 0x180B...0x180D, 0x180F, 0xE0020...0xE007F: props |= GlyphInfo.UnicodeFlag.hidden
                case 0x034F:
                    buffer.hasCGJ = true
                    props |= GlyphInfo.UnicodeFlag.hidden
                default: break
                }
            }
            switch category {
            case .nonspacingMark, .spacingMark, .enclosingMark:
                props |= GlyphInfo.UnicodeFlag.continuation
                props |= UInt16(modifiedCombiningClass(codepoint)) << 8
            default: break
            }
        }
        info.unicodeProps = props
    }

    /// HarfBuzz's Default_Ignorable: Unicode's, but for the Hangul fillers and a few that
    /// fonts draw as ordinary glyphs.
    static func isDefaultIgnorable(_ codepoint: UInt32) -> Bool {
        switch codepoint {
        case 0x00AD, 0x034F, 0x061C, 0x17B4...0x17B5, 0x180B...0x180E, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F,
             0xFE00...0xFE0F, 0xFEFF, 0xFFF0...0xFFF8, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }

    /// The combining class marks are reordered by: Unicode's, renumbered for Hebrew, Arabic,
    /// Syriac, Telugu, Thai, Lao and Tibetan as HarfBuzz renumbers them (so the order that
    /// fonts expect comes out: shadda before the vowels, for one).
    static func modifiedCombiningClass(_ codepoint: UInt32) -> UInt8 {
        switch codepoint {
        case 0x1A60, 0x0FC6: return 254
        case 0x0F39: return 127
        default: break
        }
        guard let scalar = Unicode.Scalar(codepoint) else { return 0 }
        let value = UnicodeTables.canonicalCombiningClass(of: scalar)
        switch value {
        case 10: return 22
        case 11: return 15
        case 12: return 16
        case 13: return 17
        case 14: return 23
        case 15: return 18
        case 16: return 19
        case 17: return 20
        case 18: return 21
        case 19: return 14
        case 20: return 24
        case 21: return 12
        case 22: return 25
        case 23: return 13
        case 24: return 10
        case 25: return 11
        case 27: return 28
        case 28: return 29
        case 29: return 30
        case 30: return 31
        case 31: return 32
        case 32: return 33
        case 33: return 27
        case 84: return 4
        case 91: return 5
        case 103: return 3
        case 130: return 132
        case 132: return 131
        default: return value
        }
    }

    /// Merges each grapheme's characters into one cluster.
    static func formClusters(_ buffer: ShapingBuffer) {
        guard buffer.hasNonASCII else { return }
        var start = 0
        while start < buffer.count {
            var end = start + 1
            while end < buffer.count, buffer.info[end].isContinuation { end += 1 }
            buffer.mergeClusters(start, end)
            start = end
        }
    }

    /// Turns the run round when its direction is not its script's (a right-to-left script
    /// set left to right, unless it is only digits), as HarfBuzz does before shaping.
    static func ensureNativeDirection(_ buffer: ShapingBuffer, script: UnicodeTables.Script) {
        var horizontal = OpenTypeScriptTags.horizontalDirection(of: script)
        if horizontal == .rightToLeft, buffer.direction == .leftToRight {
            var foundNumber = false, foundLetter = false, foundIndicator = false
            for info in buffer.info {
                switch info.generalCategory {
                case .decimalNumber: foundNumber = true
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: foundLetter = true
                default: if isRegionalIndicator(info.codepoint) { foundIndicator = true }
                }
                if foundLetter { break }
            }
            if (foundNumber || foundIndicator) && !foundLetter { horizontal = .leftToRight }
        }
        if let horizontal, buffer.direction != horizontal {
            buffer.reverseGroups { _, next in next.isContinuation }
            buffer.direction = buffer.direction.reversed
        }
    }

    /// Right to left, each character with a mirror image the font draws becomes it (a
    /// bracket); the others get the `rtlm` feature's bit.
    static func rotateCharacters(_ buffer: ShapingBuffer, plan: ShapePlan, font: TrueTypeFont, targetDirection: TextDirection) {
        guard targetDirection == .rightToLeft else { return }
        for index in buffer.info.indices {
            let codepoint = buffer.info[index].codepoint
            if let scalar = Unicode.Scalar(codepoint), let mirror = UnicodeTables.mirroringGlyph(of: scalar),
               font.glyph(for: mirror) != nil {
                buffer.info[index].codepoint = mirror.value
            } else {
                buffer.info[index].mask |= plan.rtlmMask
            }
        }
    }

    /// The masks of automatic fractions and of the script (Arabic joining, Indic categories).
    static func setupMasks(_ buffer: ShapingBuffer, plan: ShapePlan) {
        if buffer.hasNonASCII, plan.fractionMasks.fraction != 0 || (plan.fractionMasks.numerator != 0 && plan.fractionMasks.denominator != 0) {
            let masks = plan.fractionMasks
            let forward = buffer.direction == .leftToRight
            let before = forward ? masks.numerator | masks.fraction : masks.fraction | masks.denominator
            let after = forward ? masks.fraction | masks.denominator : masks.numerator | masks.fraction
            var index = 0
            while index < buffer.count {
                if buffer.info[index].codepoint == 0x2044 {
                    var start = index, end = index + 1
                    while start > 0, buffer.info[start - 1].generalCategory == .decimalNumber { start -= 1 }
                    while end < buffer.count, buffer.info[end].generalCategory == .decimalNumber { end += 1 }
                    for place in start..<index { buffer.info[place].mask |= before }
                    buffer.info[index].mask |= masks.fraction
                    for place in index + 1..<end { buffer.info[place].mask |= after }
                    index = end - 1
                }
                index += 1
            }
        }
        switch plan.shaper {
        case .arabic: ArabicShaper.setupMasks(buffer, plan: plan)
        case .indic: IndicShaper.setupMasks(buffer)
        default: break
        }
    }

    // MARK: Positions

    /// Each glyph's advance from `hmtx`, and the widths of spaces the font has no glyph for.
    static func position(_ buffer: ShapingBuffer, plan: ShapePlan, font: TrueTypeFont) {
        buffer.positions = buffer.info.map { info in
            GlyphPosition(xAdvance: Int32(Int(info.codepoint) < font.glyphCount ? font.advance(of: UInt16(info.codepoint)) : 0))
        }
        if buffer.hasSpaceFallback {
            let em = Int32(font.unitsPerEm)
            for index in buffer.info.indices where buffer.info[index].isUnicodeSpace && !buffer.info[index].isLigated {
                switch buffer.info[index].spaceFallback {
                case SpaceFallback.em, SpaceFallback.em2, SpaceFallback.em3, SpaceFallback.em4, SpaceFallback.em5, SpaceFallback.em6,
                     SpaceFallback.em16:
                    let divisor = Int32(buffer.info[index].spaceFallback)
                    buffer.positions[index].xAdvance = (em + divisor / 2) / divisor
                case SpaceFallback.fourEm18:
                    buffer.positions[index].xAdvance = Int32(Int64(em) * 4 / 18)
                case SpaceFallback.figure:
                    for digit in "0123456789".unicodeScalars {
                        if let glyph = font.glyph(for: digit) {
                            buffer.positions[index].xAdvance = Int32(font.advance(of: glyph))
                            break
                        }
                    }
                case SpaceFallback.punctuation:
                    if let glyph = font.glyph(for: ".") ?? font.glyph(for: ",") {
                        buffer.positions[index].xAdvance = Int32(font.advance(of: glyph))
                    }
                case SpaceFallback.narrow:
                    buffer.positions[index].xAdvance /= 2
                default:
                    break
                }
            }
        }
    }

    /// The kinds of space HarfBuzz gives a width when the font has no glyph for them
    /// (`hb_unicode_funcs_t::space_t`; the em fractions are their divisors).
    enum SpaceFallback {
        static let em: UInt8 = 1
        static let em2: UInt8 = 2
        static let em3: UInt8 = 3
        static let em4: UInt8 = 4
        static let em5: UInt8 = 5
        static let em6: UInt8 = 6
        static let em16: UInt8 = 16
        static let fourEm18: UInt8 = 17
        static let space: UInt8 = 18
        static let figure: UInt8 = 19
        static let punctuation: UInt8 = 20
        static let narrow: UInt8 = 21

        static func kind(of codepoint: UInt32) -> UInt8? {
            switch codepoint {
            case 0x0020, 0x00A0: space
            case 0x2000, 0x2002: em2
            case 0x2001, 0x2003, 0x3000: em
            case 0x2004: em3
            case 0x2005: em4
            case 0x2006: em6
            case 0x2007: figure
            case 0x2008: punctuation
            case 0x2009: em5
            case 0x200A: em16
            case 0x202F: narrow
            case 0x205F: fourEm18
            default: nil
            }
        }
    }

    /// Adds to an attached glyph's offset the offset of the glyph it hangs on (and, for a
    /// mark, the advances between them), after that glyph's own.
    static func propagateAttachmentOffsets(_ buffer: ShapingBuffer, _ index: Int, nesting: Int) {
        let chain = Int(buffer.positions[index].attachChain), type = buffer.positions[index].attachType
        guard chain != 0 else { return }
        buffer.positions[index].attachChain = 0
        let target = index + chain
        guard target >= 0, target < buffer.count, nesting > 0 else { return }
        propagateAttachmentOffsets(buffer, target, nesting: nesting - 1)
        if type & GlyphPosition.AttachType.cursive != 0 {
            buffer.positions[index].yOffset += buffer.positions[target].yOffset
        } else {
            buffer.positions[index].xOffset += buffer.positions[target].xOffset
            buffer.positions[index].yOffset += buffer.positions[target].yOffset
            guard target < index else { return }
            if buffer.direction == .leftToRight {
                for place in target..<index {
                    buffer.positions[index].xOffset -= buffer.positions[place].xAdvance
                    buffer.positions[index].yOffset -= buffer.positions[place].yAdvance
                }
            } else {
                for place in target + 1..<index + 1 {
                    buffer.positions[index].xOffset += buffer.positions[place].xAdvance
                    buffer.positions[index].yOffset += buffer.positions[place].yAdvance
                }
            }
        }
    }

    /// Removes default ignorables when the font has no space glyph to draw them with,
    /// merging their clusters into their neighbours'.
    private static func deleteDefaultIgnorables(_ buffer: ShapingBuffer) {
        var kept: [GlyphInfo] = [], keptPositions: [GlyphPosition] = []
        let count = buffer.count
        for index in 0..<count {
            let info = buffer.info[index]
            guard info.isDefaultIgnorable else {
                kept.append(info)
                keptPositions.append(buffer.positions[index])
                continue
            }
            if index + 1 < count, info.cluster == buffer.info[index + 1].cluster { continue }
            if let last = kept.last {
                if info.cluster < last.cluster {
                    let old = last.cluster
                    var place = kept.count
                    while place > 0, kept[place - 1].cluster == old {
                        kept[place - 1].cluster = info.cluster
                        place -= 1
                    }
                }
                continue
            }
            if index + 1 < count {
                buffer.index = 0
                buffer.mergeClusters(index, index + 2)
            }
        }
        buffer.info = kept
        buffer.positions = keptPositions
    }

    // MARK: Unicode compositions

    static func canonicalDecomposition(_ codepoint: UInt32) -> (UInt32, UInt32)? {
        guard let scalar = Unicode.Scalar(codepoint), let pair = UnicodeTables.canonicalDecomposition(of: scalar) else { return nil }
        return (pair.0.value, pair.1?.value ?? 0)
    }

    static func canonicalComposition(_ first: UInt32, _ second: UInt32) -> UInt32? {
        guard first != 0, second != 0, let a = Unicode.Scalar(first), let b = Unicode.Scalar(second) else { return nil }
        return UnicodeTables.composition(of: a, b)?.value
    }
}
