import AccountSummary

/// Applies the lookups of one table (`GSUB` or `GPOS`) to a ``ShapingBuffer``: which glyphs a
/// lookup sees (its flag's ignored classes and mark filtering, the feature's mask, joiners,
/// syllables), how an input sequence and its context are matched, how a ligature is formed, and
/// how a contextual lookup applies other lookups at the places it matched, all as HarfBuzz's
/// `hb_ot_apply_context_t` does, so that a font's lookups give the glyphs HarfBuzz gives.
///
/// Used by one shaping call only (a reference type holding that call's buffer).
///
/// ```swift
/// let context = ApplyContext(table: gsub, definitions: gdef, buffer: buffer)
/// try context.apply(lookup: 8, mask: plan.globalMask, autoZWJ: true, autoZWNJ: true, perSyllable: false)
/// ```
final class ApplyContext {
    let table: LayoutTable
    let definitions: GlyphDefinitions
    let buffer: ShapingBuffer
    let isPositioning: Bool
    let hasGlyphClasses: Bool

    var lookupMask: UInt64 = 1
    var lookupProps: UInt32 = 0
    var lookupIndex = -1
    var autoZWJ = true
    var autoZWNJ = true
    var perSyllable = false
    var nestingLevelLeft = ApplyContext.maximumNesting
    /// Lookups applied at one place, counted down; a font whose lookups never end is an error.
    var operationsLeft: Int

    /// HarfBuzz's limits: 64 nested contextual lookups, 64 glyphs matched in one context.
    static let maximumNesting = 64
    static let maximumContext = 64

    init(table: LayoutTable, definitions: GlyphDefinitions, buffer: ShapingBuffer) {
        self.table = table
        self.definitions = definitions
        self.buffer = buffer
        isPositioning = table.tag == "GPOS"
        hasGlyphClasses = definitions.hasGlyphClasses
        operationsLeft = max(buffer.count * 1024, 16_384)
    }

    var direction: TextDirection { buffer.direction }

    // MARK: Lookups over the whole run

    /// Applies lookup `index` to every glyph of the run whose mask has one of `mask`'s bits
    /// (from the start, or from the end for a reverse chaining substitution).
    func apply(lookup index: Int, mask: UInt64, autoZWJ: Bool, autoZWNJ: Bool, perSyllable: Bool) throws(FontError) {
        guard buffer.count > 0, mask != 0, index < table.lookups.count else { return }
        let lookup = table.lookups[index]
        lookupIndex = index
        lookupMask = mask
        self.autoZWJ = autoZWJ
        self.autoZWNJ = autoZWNJ
        self.perSyllable = perSyllable
        lookupProps = lookup.props
        // No glyph it may apply at: the pass would copy the text through unchanged.
        let digest = lookup.digest
        guard buffer.info.contains(where: { digest.mayHave($0.codepoint) }) else { return }
        if !lookup.isReverse {
            if !isPositioning { buffer.clearOutput() }
            buffer.index = 0
            while buffer.index < buffer.count {
                let current = buffer.info[buffer.index]
                if current.mask & lookupMask != 0, digest.mayHave(current.codepoint), try checkGlyphProperty(current, lookupProps),
                   try applySubtables(of: lookup) {
                    continue
                }
                buffer.nextGlyph()
            }
            if !isPositioning { buffer.sync() }
        } else {
            buffer.index = buffer.count - 1
            while buffer.index >= 0 {
                let current = buffer.info[buffer.index]
                if current.mask & lookupMask != 0, digest.mayHave(current.codepoint), try checkGlyphProperty(current, lookupProps) {
                    _ = try applySubtables(of: lookup)
                }
                buffer.index -= 1
            }
            buffer.index = 0
        }
    }

    /// Tries the lookup's subtables at the glyph read now, in order, until one applies.
    func applySubtables(of lookup: LayoutTable.Lookup) throws(FontError) -> Bool {
        operationsLeft -= 1
        guard operationsLeft > 0 else {
            throw .malformed(font: table.data.font, table: table.tag, reason: "lookup \(lookupIndex) runs past its operations")
        }
        for subtable in lookup.subtables {
            let applied = isPositioning ? try applyPositioning(type: subtable.type, at: subtable.offset)
                : try applySubstitution(type: subtable.type, at: subtable.offset)
            if applied { return true }
        }
        return false
    }

    /// Applies lookup `index` at the glyph read now only (a contextual lookup's nested lookup),
    /// with that lookup's flag and the same mask.
    func recurse(into index: Int) throws(FontError) -> Bool {
        guard nestingLevelLeft > 0, index < table.lookups.count else { return false }
        operationsLeft -= 1
        guard operationsLeft > 0 else {
            throw .malformed(font: table.data.font, table: table.tag, reason: "lookup \(lookupIndex) runs past its operations")
        }
        let saved = (props: lookupProps, index: lookupIndex)
        nestingLevelLeft -= 1
        lookupIndex = index
        lookupProps = table.lookups[index].props
        defer {
            nestingLevelLeft += 1
            lookupIndex = saved.index
            lookupProps = saved.props
        }
        return try applySubtables(of: table.lookups[index])
    }

    // MARK: Which glyphs a lookup sees

    /// Whether a lookup with `props` sees the glyph: not of a class it ignores, and a mark of
    /// its filtering set or attachment type when it asks for one.
    func checkGlyphProperty(_ info: GlyphInfo, _ props: UInt32) throws(FontError) -> Bool {
        let glyphProps = UInt32(info.glyphProps)
        if glyphProps & props & LayoutTable.Flag.ignoreFlags != 0 { return false }
        if glyphProps & UInt32(GlyphInfo.Properties.mark) != 0 {
            if props & LayoutTable.Flag.useMarkFilteringSet != 0 {
                return try definitions.markSet(Int(props >> 16), covers: info.codepoint)
            }
            if props & LayoutTable.Flag.markAttachmentType != 0 {
                return props & LayoutTable.Flag.markAttachmentType == glyphProps & LayoutTable.Flag.markAttachmentType
            }
        }
        return true
    }

    /// What the glyphs of a sequence are compared with: glyph ids, classes of a class
    /// definition, or coverage tables, listed in the font from `offset`.
    enum MatchSource {
        case none
        case glyphs(offset: Int)
        case classes(offset: Int, definition: Int)
        case coverages(offset: Int, base: Int)
    }

    enum Skip { case no, yes, maybe }
    enum Match { case no, yes, maybe }

    /// HarfBuzz's skipping iterator: walks forward or back from a glyph past the glyphs the
    /// lookup ignores, matching each glyph it stops at against the next value of its source.
    struct Iterator {
        var index: Int
        var itemsLeft: Int
        var end: Int
        var props: UInt32
        var mask: UInt64
        var ignoreZWNJ: Bool
        var ignoreZWJ: Bool
        var syllable: UInt8
        var source: MatchSource = .none
        /// The next value of ``source`` to match.
        var item = 0
    }

    /// An iterator for the input (`context == false`: the lookup's mask and joiner rules) or
    /// for the context (any mask; joiners skipped).
    func iterator(context: Bool, from start: Int, items: Int) -> Iterator {
        var syllable: UInt8 = 0
        if perSyllable, start == buffer.index, buffer.index < buffer.count { syllable = buffer.info[buffer.index].syllable }
        return Iterator(index: start, itemsLeft: items, end: buffer.count, props: lookupProps,
                        mask: context ? UInt64.max : lookupMask,
                        ignoreZWNJ: isPositioning || (context && autoZWNJ), ignoreZWJ: context || autoZWJ,
                        syllable: syllable)
    }

    func maySkip(_ iterator: Iterator, _ info: GlyphInfo) throws(FontError) -> Skip {
        if !(try checkGlyphProperty(info, iterator.props)) { return .yes }
        if info.isDefaultIgnorableAndNotHidden, iterator.ignoreZWNJ || !info.isZWNJ, iterator.ignoreZWJ || !info.isZWJ {
            return .maybe
        }
        return .no
    }

    func mayMatch(_ iterator: Iterator, _ info: GlyphInfo) throws(FontError) -> Match {
        if info.mask & iterator.mask == 0 || (iterator.syllable != 0 && iterator.syllable != info.syllable) { return .no }
        switch iterator.source {
        case .none:
            return .maybe
        case .glyphs(let offset):
            return UInt32(try table.uint16(offset + 2 * iterator.item)) == info.codepoint ? .yes : .no
        case .classes(let offset, let definition):
            let value = try table.uint16(offset + 2 * iterator.item)
            return try table.glyphClass(at: definition, of: info.codepoint) == value ? .yes : .no
        case .coverages(let offset, let base):
            let coverage = base + (try table.uint16(offset + 2 * iterator.item))
            return try table.coverage(at: coverage, of: info.codepoint) != nil ? .yes : .no
        }
    }

    /// Moves the iterator forward to the next glyph it does not skip; whether that glyph matches.
    func next(_ iterator: inout Iterator) throws(FontError) -> Bool {
        let stop = iterator.end - iterator.itemsLeft
        while iterator.index < stop {
            iterator.index += 1
            let info = buffer.info[iterator.index]
            let skip = try maySkip(iterator, info)
            if skip == .yes { continue }
            let match = try mayMatch(iterator, info)
            if match == .yes || (match == .maybe && skip == .no) {
                iterator.itemsLeft -= 1
                iterator.item += 1
                return true
            }
            if skip == .no { return false }
        }
        return false
    }

    /// Moves the iterator back (through the glyphs already written, in a substitution).
    func previous(_ iterator: inout Iterator) throws(FontError) -> Bool {
        let stop = iterator.itemsLeft - 1
        while iterator.index > stop {
            iterator.index -= 1
            let info = buffer.haveOutput ? buffer.output[iterator.index] : buffer.info[iterator.index]
            let skip = try maySkip(iterator, info)
            if skip == .yes { continue }
            let match = try mayMatch(iterator, info)
            if match == .yes || (match == .maybe && skip == .no) {
                iterator.itemsLeft -= 1
                iterator.item += 1
                return true
            }
            if skip == .no { return false }
        }
        return false
    }

    // MARK: Sequences

    /// Matches the input sequence of `count` glyphs (the glyph read now and `count - 1` more,
    /// compared with `source`): the places matched, the end, and the ligature components they
    /// hold; nil when it does not match. Glyphs attached to different components of an earlier
    /// ligature do not ligate.
    func matchInput(count: Int, source: MatchSource) throws(FontError) -> (positions: [Int], end: Int, components: Int)? {
        guard count <= Self.maximumContext else { return nil }
        var iterator = iterator(context: false, from: buffer.index, items: count - 1)
        iterator.source = source
        let first = buffer.info[buffer.index]
        var components = first.ligatureComponentCount
        let firstID = first.ligatureID, firstComponent = first.ligatureComponent
        enum LigatureBase { case unchecked, mayNotSkip, maySkip }
        var ligatureBase = LigatureBase.unchecked
        var positions = [buffer.index]
        positions.reserveCapacity(count)
        for _ in 1..<max(count, 1) {
            guard try next(&iterator) else { return nil }
            positions.append(iterator.index)
            let this = buffer.info[iterator.index]
            let thisID = this.ligatureID, thisComponent = this.ligatureComponent
            if firstID != 0, firstComponent != 0 {
                if firstID != thisID || firstComponent != thisComponent {
                    if ligatureBase == .unchecked {
                        var found = false
                        var place = buffer.output.count
                        while place > 0, buffer.output[place - 1].ligatureID == firstID {
                            if buffer.output[place - 1].ligatureComponent == 0 {
                                place -= 1
                                found = true
                                break
                            }
                            place -= 1
                        }
                        let skipsBase = found ? try maySkip(iterator, buffer.output[place]) == .yes : false
                        ligatureBase = skipsBase ? .maySkip : .mayNotSkip
                    }
                    if ligatureBase == .mayNotSkip { return nil }
                }
            } else if thisID != 0, thisComponent != 0, thisID != firstID {
                return nil
            }
            components += this.ligatureComponentCount
        }
        return (positions, iterator.index + 1, components)
    }

    /// Replaces the matched glyphs with `ligature`: clusters merged, the marks between them
    /// told which component they sit on, as HarfBuzz's `ligate_input` does.
    func ligate(count: Int, positions: [Int], end: Int, ligature: UInt32, components totalComponents: Int) throws(FontError) {
        buffer.mergeClusters(buffer.index, end)
        var isBaseLigature = buffer.info[positions[0]].isBaseGlyph
        var isMarkLigature = buffer.info[positions[0]].isMark
        for place in positions.dropFirst() where !buffer.info[place].isMark {
            isBaseLigature = false
            isMarkLigature = false
            break
        }
        let isLigature = !isBaseLigature && !isMarkLigature
        let guess = isLigature ? GlyphInfo.Properties.ligature : 0
        let ligatureID = isLigature ? buffer.allocateLigatureID() : 0
        var lastID = buffer.current.ligatureID
        var lastComponents = buffer.current.ligatureComponentCount
        var componentsSoFar = lastComponents
        if isLigature {
            buffer.current.setLigatureProperties(id: ligatureID, componentCount: totalComponents)
            if buffer.current.generalCategory == .nonspacingMark { buffer.current.setGeneralCategory(.otherLetter) }
        }
        try replaceGlyphWithLigature(ligature, classGuess: guess)
        for item in 1..<count {
            while buffer.index < positions[item] {
                if isLigature {
                    var thisComponent = buffer.current.ligatureComponent
                    if thisComponent == 0 { thisComponent = lastComponents }
                    let newComponent = componentsSoFar - lastComponents + min(thisComponent, lastComponents)
                    buffer.current.setMarkLigatureProperties(id: ligatureID, component: newComponent)
                }
                buffer.nextGlyph()
            }
            lastID = buffer.current.ligatureID
            lastComponents = buffer.current.ligatureComponentCount
            componentsSoFar += lastComponents
            buffer.skipGlyph()  // the component, now part of the ligature
        }
        if !isMarkLigature, lastID != 0 {
            // Marks after the last component that belonged to it now belong to the ligature.
            var place = buffer.index
            while place < buffer.count, buffer.info[place].ligatureID == lastID {
                let thisComponent = buffer.info[place].ligatureComponent
                if thisComponent == 0 { break }
                let newComponent = componentsSoFar - lastComponents + min(thisComponent, lastComponents)
                buffer.info[place].setMarkLigatureProperties(id: ligatureID, component: newComponent)
                place += 1
            }
        }
    }

    /// Matches `count` glyphs before the input (the backtrack, nearest first): where it starts, or nil.
    func matchBacktrack(count: Int, source: MatchSource) throws(FontError) -> Int? {
        var iterator = iterator(context: true, from: buffer.backtrackLength, items: count)
        iterator.source = source
        for _ in 0..<count where !(try previous(&iterator)) { return nil }
        return iterator.index
    }

    /// Matches `count` glyphs after the input, from `start`: where they end, or nil.
    func matchLookahead(count: Int, source: MatchSource, from start: Int) throws(FontError) -> Int? {
        var iterator = iterator(context: true, from: start - 1, items: count)
        iterator.source = source
        for _ in 0..<count where !(try next(&iterator)) { return nil }
        return iterator.index + 1
    }

    /// Applies a contextual rule's lookups (`records`: sequence index and lookup index, four
    /// bytes each from `offset`) at the matched places, keeping the places right as nested
    /// lookups add or remove glyphs, then moves past the match.
    func applyLookups(count: Int, positions matched: [Int], records offset: Int, recordCount: Int, end matchEnd: Int) throws(FontError) {
        var count = count
        var positions = matched
        var end = buffer.backtrackLength + matchEnd - buffer.index
        let delta = buffer.backtrackLength - buffer.index
        for item in 0..<count { positions[item] += delta }
        for record in 0..<recordCount {
            let sequenceIndex = try table.uint16(offset + 4 * record)
            let lookupIndex = try table.uint16(offset + 4 * record + 2)
            guard sequenceIndex < count else { continue }
            let originalLength = buffer.backtrackLength + buffer.lookaheadLength
            guard positions[sequenceIndex] < originalLength else { continue }
            buffer.move(to: positions[sequenceIndex])
            guard try recurse(into: lookupIndex) else { continue }
            let newLength = buffer.backtrackLength + buffer.lookaheadLength
            var change = newLength - originalLength
            guard change != 0 else { continue }
            end += change
            if end < positions[sequenceIndex] {
                change += positions[sequenceIndex] - end
                end = positions[sequenceIndex]
            }
            var following = sequenceIndex + 1
            if change > 0 {
                guard change + count <= Self.maximumContext else { break }
            } else {
                change = max(change, following - count)
                following -= change
            }
            // Shift the places after the nested lookup's by `change`, filling in new ones.
            let tail = Array(positions[following..<count])
            let newCount = count + change
            if positions.count < newCount { positions += Array(repeating: 0, count: newCount - positions.count) }
            for (offset, value) in tail.enumerated() { positions[following + change + offset] = value }
            following += change
            count = newCount
            if sequenceIndex + 1 < following {
                for item in sequenceIndex + 1..<following { positions[item] = positions[item - 1] + 1 }
            }
            while following < count {
                positions[following] += change
                following += 1
            }
        }
        buffer.move(to: end)
    }

    // MARK: Glyph classes after a substitution

    /// Records what substitution did to the glyph read now and gives it `glyph`'s class
    /// (`GDEF`'s, or `classGuess` when the font has none).
    func setGlyphClass(_ glyph: UInt32, classGuess: UInt16 = 0, ligature: Bool = false, component: Bool = false) throws(FontError) {
        var props = buffer.current.glyphProps | GlyphInfo.Properties.substituted
        if ligature {
            props |= GlyphInfo.Properties.ligated
            props &= ~GlyphInfo.Properties.multiplied
        }
        if component { props |= GlyphInfo.Properties.multiplied }
        if hasGlyphClasses {
            props &= GlyphInfo.Properties.preserve
            buffer.current.glyphProps = props | (try definitions.glyphProperties(of: glyph))
        } else if classGuess != 0 {
            props &= GlyphInfo.Properties.preserve
            buffer.current.glyphProps = props | classGuess
        } else {
            buffer.current.glyphProps = props
        }
    }

    func replaceGlyph(_ glyph: UInt32) throws(FontError) {
        try setGlyphClass(glyph)
        buffer.replaceGlyph(glyph)
    }

    func replaceGlyphInPlace(_ glyph: UInt32) throws(FontError) {
        try setGlyphClass(glyph)
        buffer.current.codepoint = glyph
    }

    func replaceGlyphWithLigature(_ glyph: UInt32, classGuess: UInt16) throws(FontError) {
        try setGlyphClass(glyph, classGuess: classGuess, ligature: true)
        buffer.replaceGlyph(glyph)
    }

    func outputGlyphForComponent(_ glyph: UInt32, classGuess: UInt16) throws(FontError) {
        try setGlyphClass(glyph, classGuess: classGuess, component: true)
        buffer.outputGlyph(glyph)
    }
}
