import AccountSummary

/// `GSUB`'s subtables applied at the glyph read now (OpenType spec, "GSUB — Glyph
/// Substitution Table", lookup types 1–8), and whether a lookup would substitute a given
/// sequence of glyphs (what the Indic shaper asks of `rphf`, `blwf`, `pstf`, `pref`, `vatu`).
extension ApplyContext {
    /// Applies one substitution subtable of `type` at `offset`; whether it applied.
    func applySubstitution(type: UInt16, at offset: Int) throws(FontError) -> Bool {
        let glyph = buffer.current.codepoint
        switch type {
        case 1:  // single
            let format = try table.uint16(offset)
            guard let index = try table.coverage(at: offset + (try table.uint16(offset + 2)), of: glyph) else { return false }
            if format == 1 {
                let delta = try table.uint16(offset + 4)
                try replaceGlyph(UInt32((Int(glyph) + delta) & 0xFFFF))
                return true
            }
            guard format == 2, index < (try table.uint16(offset + 4)) else { return false }
            try replaceGlyph(UInt32(try table.uint16(offset + 6 + 2 * index)))
            return true

        case 2:  // multiple
            guard try table.uint16(offset) == 1,
                  let index = try table.coverage(at: offset + (try table.uint16(offset + 2)), of: glyph),
                  index < (try table.uint16(offset + 4)) else { return false }
            let sequence = offset + (try table.uint16(offset + 6 + 2 * index))
            let count = try table.uint16(sequence)
            if count == 1 {
                try replaceGlyph(UInt32(try table.uint16(sequence + 2)))
                return true
            }
            if count == 0 {  // the spec forbids it; Uniscribe and HarfBuzz delete the glyph
                buffer.deleteGlyph()
                return true
            }
            let guess = buffer.current.isLigature ? GlyphInfo.Properties.baseGlyph : 0
            let ligatureID = buffer.current.ligatureID
            for item in 0..<count {
                // A glyph attached to a ligature keeps that attachment.
                if ligatureID == 0 { buffer.current.setMarkLigatureProperties(id: 0, component: item) }
                try outputGlyphForComponent(UInt32(try table.uint16(sequence + 2 + 2 * item)), classGuess: guess)
            }
            buffer.skipGlyph()
            return true

        case 3:  // alternate: the feature's value chooses (1 for the first)
            guard try table.uint16(offset) == 1,
                  let index = try table.coverage(at: offset + (try table.uint16(offset + 2)), of: glyph),
                  index < (try table.uint16(offset + 4)) else { return false }
            let set = offset + (try table.uint16(offset + 6 + 2 * index))
            let count = try table.uint16(set)
            guard count > 0 else { return false }
            let shift = UInt64(lookupMask.trailingZeroBitCount)
            let alternate = Int((lookupMask & buffer.current.mask) >> shift)
            guard alternate >= 1, alternate <= count else { return false }
            try replaceGlyph(UInt32(try table.uint16(set + 2 * alternate)))
            return true

        case 4:  // ligature
            guard try table.uint16(offset) == 1,
                  let index = try table.coverage(at: offset + (try table.uint16(offset + 2)), of: glyph),
                  index < (try table.uint16(offset + 4)) else { return false }
            let set = offset + (try table.uint16(offset + 6 + 2 * index))
            for ligature in 0..<(try table.uint16(set)) {
                let entry = set + (try table.uint16(set + 2 + 2 * ligature))
                let ligatureGlyph = UInt32(try table.uint16(entry))
                let count = try table.uint16(entry + 2)
                guard count > 0 else { continue }
                if count == 1 {
                    try replaceGlyph(ligatureGlyph)
                    return true
                }
                guard let match = try matchInput(count: count, source: .glyphs(offset: entry + 4)) else { continue }
                try ligate(count: count, positions: match.positions, end: match.end, ligature: ligatureGlyph,
                           components: match.components)
                return true
            }
            return false

        case 5:
            return try applyContext(at: offset)
        case 6:
            return try applyChainContext(at: offset)

        case 8:  // reverse chaining single: only at the top, never from a context
            guard nestingLevelLeft == Self.maximumNesting, try table.uint16(offset) == 1,
                  let index = try table.coverage(at: offset + (try table.uint16(offset + 2)), of: glyph) else { return false }
            let backtrackCount = try table.uint16(offset + 4)
            let lookahead = offset + 6 + 2 * backtrackCount
            let lookaheadCount = try table.uint16(lookahead)
            let substitutes = lookahead + 2 + 2 * lookaheadCount
            guard index < (try table.uint16(substitutes)) else { return false }
            guard try matchBacktrack(count: backtrackCount, source: .coverages(offset: offset + 6, base: offset)) != nil,
                  try matchLookahead(count: lookaheadCount, source: .coverages(offset: lookahead + 2, base: offset),
                                     from: buffer.index + 1) != nil else { return false }
            try replaceGlyphInPlace(UInt32(try table.uint16(substitutes + 2 + 2 * index)))
            return true

        default:
            return false
        }
    }

    /// Whether lookup `index` would substitute exactly `glyphs` (with no context before or after
    /// when `zeroContext`), as HarfBuzz's `hb_ot_layout_lookup_would_substitute` answers.
    func wouldSubstitute(lookup index: Int, _ glyphs: [UInt32], zeroContext: Bool) throws(FontError) -> Bool {
        guard !glyphs.isEmpty, index < table.lookups.count else { return false }
        let lookup = table.lookups[index]
        // HarfBuzz first asks the lookup's coverage digest about the first glyph.
        var covered = false
        for subtable in lookup.subtables where try primaryCoverage(type: subtable.type, at: subtable.offset, covers: glyphs[0]) {
            covered = true
            break
        }
        guard covered else { return false }
        for subtable in lookup.subtables where try wouldApply(type: subtable.type, at: subtable.offset, glyphs, zeroContext: zeroContext) {
            return true
        }
        return false
    }

    /// Whether the coverage a subtable starts from holds `glyph`.
    private func primaryCoverage(type: UInt16, at offset: Int, covers glyph: UInt32) throws(FontError) -> Bool {
        let format = try table.uint16(offset)
        let coverage: Int
        switch (type, format) {
        case (5, 3): coverage = try table.uint16(offset + 6)
        case (6, 3):
            let backtrackCount = try table.uint16(offset + 2)
            coverage = try table.uint16(offset + 6 + 2 * backtrackCount)
        default: coverage = try table.uint16(offset + 2)
        }
        return try table.coverage(at: offset + coverage, of: glyph) != nil
    }

    private func wouldApply(type: UInt16, at offset: Int, _ glyphs: [UInt32], zeroContext: Bool) throws(FontError) -> Bool {
        let first = glyphs[0]
        let format = try table.uint16(offset)
        switch type {
        case 1, 2, 3, 8:
            guard glyphs.count == 1 else { return false }
            return try table.coverage(at: offset + (try table.uint16(offset + 2)), of: first) != nil
        case 4:
            guard let index = try table.coverage(at: offset + (try table.uint16(offset + 2)), of: first),
                  index < (try table.uint16(offset + 4)) else { return false }
            let set = offset + (try table.uint16(offset + 6 + 2 * index))
            for ligature in 0..<(try table.uint16(set)) {
                let entry = set + (try table.uint16(set + 2 + 2 * ligature))
                guard try table.uint16(entry + 2) == glyphs.count else { continue }
                var matches = true
                for item in 1..<glyphs.count where UInt32(try table.uint16(entry + 4 + 2 * (item - 1))) != glyphs[item] {
                    matches = false
                    break
                }
                if matches { return true }
            }
            return false
        case 5, 6:
            return try contextWouldApply(chained: type == 6, format: format, at: offset, glyphs, zeroContext: zeroContext)
        default:
            return false
        }
    }
}
