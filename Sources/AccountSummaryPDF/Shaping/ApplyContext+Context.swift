import AccountSummary

/// Contextual and chained contextual subtables (`GSUB` types 5 and 6, `GPOS` types 7 and 8;
/// OpenType spec, "Common table formats": sequence context formats 1–3 and chained sequence
/// context formats 1–3): rules tried in order, the first whose input (then lookahead, then
/// backtrack) matches applies its lookups.
extension ApplyContext {
    /// A sequence context subtable at `offset`.
    func applyContext(at offset: Int) throws(FontError) -> Bool {
        let glyph = buffer.current.codepoint
        let format = try table.uint16(offset)
        switch format {
        case 1, 2:
            guard let index = try table.coverage(at: offset + (try table.uint16(offset + 2)), of: glyph) else { return false }
            let setIndex: Int, setsAt: Int, source: (Int) -> MatchSource
            if format == 1 {
                setIndex = index
                setsAt = offset + 4
                source = { .glyphs(offset: $0) }
            } else {
                let definition = offset + (try table.uint16(offset + 4))
                setIndex = try table.glyphClass(at: definition, of: glyph)
                setsAt = offset + 6
                source = { .classes(offset: $0, definition: definition) }
            }
            guard setIndex < (try table.uint16(setsAt)) else { return false }
            let setOffset = try table.uint16(setsAt + 2 + 2 * setIndex)
            guard setOffset != 0 else { return false }
            let set = offset + setOffset
            for rule in 0..<(try table.uint16(set)) {
                let entry = set + (try table.uint16(set + 2 + 2 * rule))
                let count = try table.uint16(entry)
                let recordCount = try table.uint16(entry + 2)
                let input = entry + 4
                let records = input + 2 * max(count - 1, 0)
                if try applyContextRule(inputCount: count, input: source(input), records: records, recordCount: recordCount) {
                    return true
                }
            }
            return false
        case 3:
            let count = try table.uint16(offset + 2)
            let recordCount = try table.uint16(offset + 4)
            guard count > 0, try table.coverage(at: offset + (try table.uint16(offset + 6)), of: glyph) != nil else { return false }
            return try applyContextRule(inputCount: count, input: .coverages(offset: offset + 8, base: offset),
                                        records: offset + 6 + 2 * count, recordCount: recordCount)
        default:
            return false
        }
    }

    private func applyContextRule(inputCount: Int, input: MatchSource, records: Int, recordCount: Int) throws(FontError) -> Bool {
        guard let match = try matchInput(count: inputCount, source: input) else { return false }
        try applyLookups(count: inputCount, positions: match.positions, records: records, recordCount: recordCount, end: match.end)
        return true
    }

    /// A chained sequence context subtable at `offset`.
    func applyChainContext(at offset: Int) throws(FontError) -> Bool {
        let glyph = buffer.current.codepoint
        let format = try table.uint16(offset)
        switch format {
        case 1, 2:
            guard let index = try table.coverage(at: offset + (try table.uint16(offset + 2)), of: glyph) else { return false }
            let setIndex: Int, setsAt: Int
            var sources: (backtrack: (Int) -> MatchSource, input: (Int) -> MatchSource, lookahead: (Int) -> MatchSource)
            if format == 1 {
                setIndex = index
                setsAt = offset + 4
                sources = ({ .glyphs(offset: $0) }, { .glyphs(offset: $0) }, { .glyphs(offset: $0) })
            } else {
                let backtrack = offset + (try table.uint16(offset + 4))
                let input = offset + (try table.uint16(offset + 6))
                let lookahead = offset + (try table.uint16(offset + 8))
                setIndex = try table.glyphClass(at: input, of: glyph)
                setsAt = offset + 10
                sources = ({ .classes(offset: $0, definition: backtrack) }, { .classes(offset: $0, definition: input) },
                           { .classes(offset: $0, definition: lookahead) })
            }
            guard setIndex < (try table.uint16(setsAt)) else { return false }
            let setOffset = try table.uint16(setsAt + 2 + 2 * setIndex)
            guard setOffset != 0 else { return false }
            let set = offset + setOffset
            for rule in 0..<(try table.uint16(set)) {
                let entry = set + (try table.uint16(set + 2 + 2 * rule))
                let backtrackCount = try table.uint16(entry)
                let inputAt = entry + 2 + 2 * backtrackCount
                let inputCount = try table.uint16(inputAt)
                let lookaheadAt = inputAt + 2 + 2 * max(inputCount - 1, 0)
                let lookaheadCount = try table.uint16(lookaheadAt)
                let recordsAt = lookaheadAt + 2 + 2 * lookaheadCount
                let recordCount = try table.uint16(recordsAt)
                if try applyChainRule(backtrack: (backtrackCount, sources.backtrack(entry + 2)),
                                      input: (inputCount, sources.input(inputAt + 2)),
                                      lookahead: (lookaheadCount, sources.lookahead(lookaheadAt + 2)),
                                      records: recordsAt + 2, recordCount: recordCount) {
                    return true
                }
            }
            return false
        case 3:
            let backtrackCount = try table.uint16(offset + 2)
            let inputAt = offset + 4 + 2 * backtrackCount
            let inputCount = try table.uint16(inputAt)
            guard inputCount > 0,
                  try table.coverage(at: offset + (try table.uint16(inputAt + 2)), of: glyph) != nil else { return false }
            let lookaheadAt = inputAt + 2 + 2 * inputCount
            let lookaheadCount = try table.uint16(lookaheadAt)
            let recordsAt = lookaheadAt + 2 + 2 * lookaheadCount
            let recordCount = try table.uint16(recordsAt)
            return try applyChainRule(backtrack: (backtrackCount, .coverages(offset: offset + 4, base: offset)),
                                      input: (inputCount, .coverages(offset: inputAt + 4, base: offset)),
                                      lookahead: (lookaheadCount, .coverages(offset: lookaheadAt + 2, base: offset)),
                                      records: recordsAt + 2, recordCount: recordCount)
        default:
            return false
        }
    }

    private func applyChainRule(backtrack: (count: Int, source: MatchSource), input: (count: Int, source: MatchSource),
                                lookahead: (count: Int, source: MatchSource), records: Int, recordCount: Int) throws(FontError) -> Bool {
        guard let match = try matchInput(count: input.count, source: input.source),
              try matchLookahead(count: lookahead.count, source: lookahead.source, from: match.end) != nil,
              try matchBacktrack(count: backtrack.count, source: backtrack.source) != nil else { return false }
        try applyLookups(count: input.count, positions: match.positions, records: records, recordCount: recordCount, end: match.end)
        return true
    }

    /// Whether a (chained) context subtable would apply to exactly `glyphs`, as HarfBuzz's
    /// `would_apply` answers: its input matches them, and with `zeroContext` it has no backtrack
    /// or lookahead. (HarfBuzz checks neither the first glyph's class rule set's coverage in
    /// format 2 nor the first coverage in format 3 here; nor does this.)
    func contextWouldApply(chained: Bool, format: Int, at offset: Int, _ glyphs: [UInt32], zeroContext: Bool) throws(FontError) -> Bool {
        func matches(_ count: Int, _ source: MatchSource) throws(FontError) -> Bool {
            guard count == glyphs.count else { return false }
            for item in 1..<max(count, 1) {
                var info = GlyphInfo(codepoint: glyphs[item], cluster: 0)
                info.mask = .max
                var probe = Iterator(index: 0, itemsLeft: 0, end: 0, props: 0, mask: .max, ignoreZWNJ: false, ignoreZWJ: false,
                                     syllable: 0, source: source, item: item - 1)
                probe.item = item - 1
                guard try mayMatch(probe, info) == .yes else { return false }
            }
            return true
        }
        let first = glyphs[0]
        switch format {
        case 1, 2:
            let setIndex: Int
            let setsAt = offset + (format == 1 ? 4 : chained ? 10 : 6)
            var definitions = (backtrack: 0, input: 0, lookahead: 0)
            if format == 1 {
                guard let index = try table.coverage(at: offset + (try table.uint16(offset + 2)), of: first) else { return false }
                setIndex = index
            } else if chained {
                definitions = (offset + (try table.uint16(offset + 4)), offset + (try table.uint16(offset + 6)),
                               offset + (try table.uint16(offset + 8)))
                setIndex = try table.glyphClass(at: definitions.input, of: first)
            } else {
                definitions.input = offset + (try table.uint16(offset + 4))
                setIndex = try table.glyphClass(at: definitions.input, of: first)
            }
            guard setIndex < (try table.uint16(setsAt)) else { return false }
            let setOffset = try table.uint16(setsAt + 2 + 2 * setIndex)
            guard setOffset != 0 else { return false }
            let set = offset + setOffset
            for rule in 0..<(try table.uint16(set)) {
                let entry = set + (try table.uint16(set + 2 + 2 * rule))
                let inputAt: Int, inputCount: Int, contextFree: Bool
                if chained {
                    let backtrackCount = try table.uint16(entry)
                    inputAt = entry + 2 + 2 * backtrackCount + 2
                    inputCount = try table.uint16(inputAt - 2)
                    let lookaheadCount = try table.uint16(inputAt + 2 * max(inputCount - 1, 0))
                    contextFree = backtrackCount == 0 && lookaheadCount == 0
                } else {
                    inputAt = entry + 4
                    inputCount = try table.uint16(entry)
                    contextFree = true
                }
                if zeroContext, !contextFree { continue }
                let source: MatchSource = format == 1 ? .glyphs(offset: inputAt) : .classes(offset: inputAt, definition: definitions.input)
                if try matches(inputCount, source) { return true }
            }
            return false
        case 3:
            if chained {
                let backtrackCount = try table.uint16(offset + 2)
                let inputAt = offset + 4 + 2 * backtrackCount
                let inputCount = try table.uint16(inputAt)
                let lookaheadCount = try table.uint16(inputAt + 2 + 2 * inputCount)
                if zeroContext, backtrackCount != 0 || lookaheadCount != 0 { return false }
                return try matches(inputCount, .coverages(offset: inputAt + 4, base: offset))
            }
            return try matches(try table.uint16(offset + 2), .coverages(offset: offset + 8, base: offset))
        default:
            return false
        }
    }
}
