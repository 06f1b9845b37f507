import AccountSummary

/// Indic shaping (Devanagari, and Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada,
/// Malayalam by the same rules), after Microsoft's "Developing OpenType Fonts for Devanagari
/// Script" and HarfBuzz's Indic shaper: syllables found (``IndicSyllables``), the base
/// consonant found, pre-base vowel signs and reph reordered, the basic features applied one
/// stage each within the syllable (`nukt akhn rphf rkrf pref blwf abvf half pstf vatu cjct`),
/// then the final reordering (a pre-base matra moved after the half forms, reph to its place),
/// then the presentation features (`init pres abvs blws psts haln`).
///
/// ```swift
/// // र्क (RA, VIRAMA, KA): the reph is formed and drawn after the KA.
/// // कि (KA, VOWEL SIGN I): the sign is drawn before the KA.
/// ```
enum IndicShaper {
    static let features: [(tag: String, flags: ShapePlan.FeatureFlags)] = [
        ("nukt", [.globalManualJoiners, .perSyllable]), ("akhn", [.globalManualJoiners, .perSyllable]),
        ("rphf", [.manualJoiners, .perSyllable]), ("rkrf", [.globalManualJoiners, .perSyllable]),
        ("pref", [.manualJoiners, .perSyllable]), ("blwf", [.manualJoiners, .perSyllable]),
        ("abvf", [.manualJoiners, .perSyllable]), ("half", [.manualJoiners, .perSyllable]),
        ("pstf", [.manualJoiners, .perSyllable]), ("vatu", [.globalManualJoiners, .perSyllable]),
        ("cjct", [.globalManualJoiners, .perSyllable]),
        ("init", [.manualJoiners, .perSyllable]), ("pres", [.globalManualJoiners, .perSyllable]),
        ("abvs", [.globalManualJoiners, .perSyllable]), ("blws", [.globalManualJoiners, .perSyllable]),
        ("psts", [.globalManualJoiners, .perSyllable]), ("haln", [.globalManualJoiners, .perSyllable]),
    ]
    /// Indices of ``features``.
    enum Feature {
        static let rphf = 2, pref = 4, blwf = 5, abvf = 6, half = 7, pstf = 8, initial = 11
        static let basicCount = 11
    }

    static func collectFeatures(_ builder: inout ShapePlan.Builder) {
        builder.addSubstitutionPause(.indicSetupSyllables)
        builder.enable("locl", .perSyllable)
        builder.enable("ccmp", .perSyllable)
        builder.addSubstitutionPause(.indicInitialReordering)
        for feature in features.prefix(Feature.basicCount) {
            builder.add(feature.tag, feature.flags)
            builder.addSubstitutionPause()
        }
        builder.addSubstitutionPause(.indicFinalReordering)
        for feature in features.dropFirst(Feature.basicCount) { builder.add(feature.tag, feature.flags) }
    }

    // MARK: Before substitution

    /// Inserts a dotted circle where a Devanagari vowel sign would make an independent vowel
    /// look like another (HarfBuzz's vowel constraints, from the USE specification).
    static func preprocess(_ buffer: ShapingBuffer, script: UnicodeTables.Script) {
        guard script == .devanagari, buffer.count > 1 else { return }
        buffer.clearOutput()
        let count = buffer.count
        buffer.index = 0
        while buffer.index + 1 < count {
            var matched = false
            let next = buffer.info[buffer.index + 1].codepoint
            switch buffer.current.codepoint {
            case 0x0905: matched = [0x093A, 0x093B, 0x093E, 0x0945, 0x0946, 0x0949, 0x094A, 0x094B, 0x094C, 0x094F, 0x0956, 0x0957].contains(next)
            case 0x0906: matched = [0x093A, 0x0945, 0x0946, 0x0947, 0x0948].contains(next)
            case 0x0909: matched = next == 0x0941
            case 0x090F: matched = [0x0945, 0x0946, 0x0947].contains(next)
            case 0x0930:
                if next == 0x094D, buffer.index + 2 < count, buffer.info[buffer.index + 2].codepoint == 0x0907 {
                    buffer.nextGlyph()
                    matched = true
                }
            default: break
            }
            buffer.nextGlyph()
            if matched {
                // A copy of the vowel sign's properties, as HarfBuzz makes it, not a grapheme's continuation.
                buffer.outputGlyph(0x25CC)
                buffer.previous.unicodeProps &= ~GlyphInfo.UnicodeFlag.continuation
                buffer.nextGlyph()
            }
        }
        buffer.sync()
    }

    /// Each character's category and position (before glyphs are chosen).
    static func setupMasks(_ buffer: ShapingBuffer) {
        for index in buffer.info.indices {
            let properties = IndicSyllables.properties(of: buffer.info[index].codepoint)
            buffer.info[index].shaperCategory = properties.category
            buffer.info[index].shaperAuxiliary = properties.position
        }
    }

    static func setupSyllables(_ buffer: ShapingBuffer) {
        IndicSyllables.find(buffer)
    }

    // MARK: Categories of glyphs

    private static func isOneOf(_ info: GlyphInfo, _ categories: Set<UInt8>) -> Bool {
        !info.isLigated && categories.contains(info.shaperCategory)
    }

    private typealias C = IndicSyllables.Category
    private typealias P = IndicSyllables.Position
    private static let consonants: Set<UInt8> = [C.consonant, C.consonantWithStacker, C.ra, C.consonantMedial, C.vowel,
                                                 C.placeholder, C.dottedCircle]
    private static let joiners: Set<UInt8> = [C.zwj, C.zwnj]

    private static func isConsonant(_ info: GlyphInfo) -> Bool { isOneOf(info, consonants) }
    private static func isJoiner(_ info: GlyphInfo) -> Bool { isOneOf(info, joiners) }
    private static func isHalant(_ info: GlyphInfo) -> Bool { isOneOf(info, [C.halant]) }

    // MARK: Initial reordering

    static func initialReordering(_ buffer: ShapingBuffer, plan: ShapePlan, font: TrueTypeFont) throws(FontError) {
        guard let indic = plan.indic else { return }
        let context = ApplyContext(table: font.layout.substitution, definitions: font.layout.definitions, buffer: buffer)
        // Consonants with below-base or post-base forms in this font.
        if indic.viramaGlyph != 0 {
            for index in buffer.info.indices where buffer.info[index].shaperAuxiliary == P.baseConsonant {
                buffer.info[index].shaperAuxiliary = try consonantPosition(buffer.info[index].codepoint, indic, context)
            }
        }
        try insertDottedCircles(buffer, font: font)
        var start = 0
        while start < buffer.count {
            let end = buffer.syllableEnd(from: start)
            switch buffer.info[start].syllable & 0x0F {
            case IndicSyllables.SyllableType.consonant, IndicSyllables.SyllableType.vowel,
                 IndicSyllables.SyllableType.broken, IndicSyllables.SyllableType.standalone:
                try reorderConsonantSyllable(buffer, plan: plan, indic: indic, context: context, start, end)
            default:
                break
            }
            start = end
        }
    }

    private static func consonantPosition(_ consonant: UInt32, _ indic: IndicPlan, _ context: ApplyContext) throws(FontError) -> UInt8 {
        let virama = indic.viramaGlyph
        func would(_ lookups: [Int], _ glyphs: [UInt32]) throws(FontError) -> Bool {
            for lookup in lookups where try context.wouldSubstitute(lookup: lookup, glyphs, zeroContext: indic.zeroContext) { return true }
            return false
        }
        for pair in [[virama, consonant], [consonant, virama]] where try would(indic.blwf, pair) { return P.belowConsonant }
        for pair in [[virama, consonant], [consonant, virama]] where try would(indic.vatu, pair) { return P.belowConsonant }
        for pair in [[virama, consonant], [consonant, virama]] where try would(indic.pstf, pair) { return P.postConsonant }
        for pair in [[virama, consonant], [consonant, virama]] where try would(indic.pref, pair) { return P.postConsonant }
        return P.baseConsonant
    }

    /// A dotted circle before each broken syllable (after a repha), when the font has one.
    private static func insertDottedCircles(_ buffer: ShapingBuffer, font: TrueTypeFont) throws(FontError) {
        guard buffer.hasBrokenSyllable, let glyph = font.glyph(for: 0x25CC) else { return }
        buffer.clearOutput()
        buffer.index = 0
        var lastSyllable: UInt8 = 0
        while buffer.index < buffer.count {
            let syllable = buffer.current.syllable
            if lastSyllable != syllable, syllable & 0x0F == IndicSyllables.SyllableType.broken {
                lastSyllable = syllable
                var circle = GlyphInfo(codepoint: UInt32(glyph), cluster: buffer.current.cluster)
                circle.setGeneralCategory(.control)
                circle.shaperCategory = C.dottedCircle
                circle.shaperAuxiliary = P.end
                circle.mask = buffer.current.mask
                circle.syllable = syllable
                while buffer.index < buffer.count, buffer.current.syllable == lastSyllable, buffer.current.shaperCategory == C.repha {
                    buffer.nextGlyph()
                }
                buffer.outputInfo(circle)
            } else {
                buffer.nextGlyph()
            }
        }
        buffer.sync()
    }

    private static func reorderConsonantSyllable(_ buffer: ShapingBuffer, plan: ShapePlan, indic: IndicPlan, context: ApplyContext,
                                                 _ start: Int, _ end: Int) throws(FontError) {
        let masks = indic.masks
        if plan.script == .kannada, start + 3 <= end, isOneOf(buffer.info[start], [C.ra]), isOneOf(buffer.info[start + 1], [C.halant]),
           isOneOf(buffer.info[start + 2], [C.zwj]) {
            buffer.mergeClusters(start + 1, start + 3)
            buffer.info.swapAt(start + 1, start + 2)
        }

        // 1. The base consonant: from the end, the first consonant with no below-base or
        // post-base form; an initial Ra + Halant that forms a reph is left out.
        var base = end
        var hasReph = false
        var limit = start
        if masks[Feature.rphf] != 0, start + 3 <= end,
           (indic.config.rephMode == .implicit && !isJoiner(buffer.info[start + 2]))
            || (indic.config.rephMode == .explicit && buffer.info[start + 2].shaperCategory == C.zwj) {
            let glyphs = [buffer.info[start].codepoint, buffer.info[start + 1].codepoint,
                          indic.config.rephMode == .explicit ? buffer.info[start + 2].codepoint : 0]
            var would = false
            for lookup in indic.rphf {
                if try context.wouldSubstitute(lookup: lookup, Array(glyphs.prefix(2)), zeroContext: indic.zeroContext) {
                    would = true
                    break
                }
            }
            if !would, indic.config.rephMode == .explicit {
                for lookup in indic.rphf where try context.wouldSubstitute(lookup: lookup, glyphs, zeroContext: indic.zeroContext) {
                    would = true
                    break
                }
            }
            if would {
                limit += 2
                while limit < end, isJoiner(buffer.info[limit]) { limit += 1 }
                base = start
                hasReph = true
            }
        } else if indic.config.rephMode == .logicalRepha, buffer.info[start].shaperCategory == C.repha {
            limit += 1
            while limit < end, isJoiner(buffer.info[limit]) { limit += 1 }
            base = start
            hasReph = true
        }
        var index = end
        var seenBelow = false
        repeat {
            index -= 1
            let info = buffer.info[index]
            if isConsonant(info) {
                if info.shaperAuxiliary != P.belowConsonant, info.shaperAuxiliary != P.postConsonant || seenBelow {
                    base = index
                    break
                }
                if info.shaperAuxiliary == P.belowConsonant { seenBelow = true }
                base = index
            } else if start < index, info.shaperCategory == C.zwj, buffer.info[index - 1].shaperCategory == C.halant {
                break  // a ZWJ after a halant asks for a half form: the search stops
            }
        } while index > limit
        if hasReph, base == start, limit - base <= 2 { hasReph = false }

        // Positions before the base are pre-base; the reph's Ra is marked.
        for place in start..<base { buffer.info[place].shaperAuxiliary = min(P.preConsonant, buffer.info[place].shaperAuxiliary) }
        if base < end { buffer.info[base].shaperAuxiliary = P.baseConsonant }
        if hasReph { buffer.info[start].shaperAuxiliary = P.raToBecomeReph }

        if indic.isOldSpec {
            // Old-spec tags: the first post-base halant goes after the last consonant.
            let disallowDouble = plan.script == .kannada
            for place in base + 1..<max(end, base + 1) where buffer.info[place].shaperCategory == C.halant {
                var last = end - 1
                while last > place, !(isConsonant(buffer.info[last]) || (disallowDouble && buffer.info[last].shaperCategory == C.halant)) {
                    last -= 1
                }
                if buffer.info[last].shaperCategory != C.halant, last > place {
                    let halant = buffer.info.remove(at: place)
                    buffer.info.insert(halant, at: last)
                }
                break
            }
        }

        // Marks move with the character before them.
        var lastPosition = P.start
        for place in start..<end {
            let category = buffer.info[place].shaperCategory
            if [C.zwj, C.zwnj, C.nukta, C.registerShifter, C.consonantMedial, C.halant].contains(category) {
                buffer.info[place].shaperAuxiliary = lastPosition
                if category == C.halant, buffer.info[place].shaperAuxiliary == P.preMatra {
                    var back = place
                    while back > start {
                        if buffer.info[back - 1].shaperAuxiliary != P.preMatra {
                            buffer.info[place].shaperAuxiliary = buffer.info[back - 1].shaperAuxiliary
                            break
                        }
                        back -= 1
                    }
                }
            } else if buffer.info[place].shaperAuxiliary != P.syllableModifier {
                if category == C.postMatra, place > start, buffer.info[place - 1].shaperCategory == C.syllableModifier {
                    buffer.info[place - 1].shaperAuxiliary = buffer.info[place].shaperAuxiliary
                }
                lastPosition = buffer.info[place].shaperAuxiliary
            }
        }
        // A post-base consonant owns what comes before it since the last consonant or matra.
        var last = base
        for place in (base + 1)..<max(end, base + 1) {
            if isConsonant(buffer.info[place]) {
                for owned in (last + 1)..<place where buffer.info[owned].shaperAuxiliary < P.syllableModifier {
                    buffer.info[owned].shaperAuxiliary = buffer.info[place].shaperAuxiliary
                }
                last = place
            } else if [C.matra, C.postMatra].contains(buffer.info[place].shaperCategory) {
                last = place
            }
        }

        // Sort by position (stably), then merge the clusters of what moved across the base.
        let syllable = buffer.info[start].syllable
        for place in start..<end { buffer.info[place].syllable = UInt8(truncatingIfNeeded: place - start) }
        var sorted = Array(buffer.info[start..<end])
        stableSort(&sorted) { $0.shaperAuxiliary < $1.shaperAuxiliary }
        buffer.info.replaceSubrange(start..<end, with: sorted)
        var firstLeftMatra = end, lastLeftMatra = end
        base = end
        for place in start..<end {
            if buffer.info[place].shaperAuxiliary == P.baseConsonant {
                base = place
                break
            } else if buffer.info[place].shaperAuxiliary == P.preMatra {
                if firstLeftMatra == end { firstLeftMatra = place }
                lastLeftMatra = place
            }
        }
        if firstLeftMatra < lastLeftMatra {
            // Several left matras: in logical order, each with its nuktas and halants after it.
            buffer.reverseRange(firstLeftMatra, lastLeftMatra + 1)
            var from = firstLeftMatra
            for place in firstLeftMatra...lastLeftMatra where [C.matra, C.postMatra].contains(buffer.info[place].shaperCategory) {
                buffer.reverseRange(from, place + 1)
                from = place + 1
            }
        }
        if indic.isOldSpec || end - start > 127 {
            buffer.mergeClusters(base, end)
        } else {
            for place in base..<end where buffer.info[place].syllable != 255 {
                var low = place, high = place
                var walk = start + Int(buffer.info[place].syllable)
                while walk != place {
                    low = min(low, walk)
                    high = max(high, walk)
                    let next = start + Int(buffer.info[walk].syllable)
                    buffer.info[walk].syllable = 255
                    walk = next
                }
                buffer.mergeClusters(max(base, low), high + 1)
            }
        }
        for place in start..<end { buffer.info[place].syllable = syllable }

        // Masks: reph, pre-base (half, and new-spec blwf), post-base (blwf, abvf, pstf).
        var place = start
        while place < end, buffer.info[place].shaperAuxiliary == P.raToBecomeReph {
            buffer.info[place].mask |= masks[Feature.rphf]
            place += 1
        }
        var preBase = masks[Feature.half]
        if !indic.isOldSpec, indic.config.blwfMode == .preAndPost { preBase |= masks[Feature.blwf] }
        for place in start..<base { buffer.info[place].mask |= preBase }
        let postBase = masks[Feature.blwf] | masks[Feature.abvf] | masks[Feature.pstf]
        for place in (base + 1)..<max(end, base + 1) { buffer.info[place].mask |= postBase }
        if indic.isOldSpec, plan.script == .devanagari, base > start {
            // Old-spec eyelash Ra: below-base forms apply to a Ra + Halant before the base too.
            for place in start..<(base - 1) where buffer.info[place].shaperCategory == C.ra
                && buffer.info[place + 1].shaperCategory == C.halant
                && (place + 2 == base || buffer.info[place + 2].shaperCategory != C.zwj) {
                buffer.info[place].mask |= masks[Feature.blwf]
                buffer.info[place + 1].mask |= masks[Feature.blwf]
            }
        }
        if masks[Feature.pref] != 0, base + 2 < end {
            var candidate = base + 1
            while candidate + 1 < end {
                let pair = [buffer.info[candidate].codepoint, buffer.info[candidate + 1].codepoint]
                var would = false
                for lookup in indic.pref where try context.wouldSubstitute(lookup: lookup, pair, zeroContext: indic.zeroContext) {
                    would = true
                    break
                }
                if would {
                    buffer.info[candidate].mask |= masks[Feature.pref]
                    buffer.info[candidate + 1].mask |= masks[Feature.pref]
                    break
                }
                candidate += 1
            }
        }
        // A ZWNJ stops half forms before it.
        for place in (start + 1)..<max(end, start + 1) where isJoiner(buffer.info[place]) {
            let nonJoiner = buffer.info[place].shaperCategory == C.zwnj
            var back = place
            repeat {
                back -= 1
                if nonJoiner { buffer.info[back].mask &= ~masks[Feature.half] }
            } while back > start && !isConsonant(buffer.info[back])
        }
    }

    /// HarfBuzz's `hb_stable_sort`: an insertion sort that moves each item before the first
    /// larger one behind it.
    private static func stableSort(_ items: inout [GlyphInfo], by less: (GlyphInfo, GlyphInfo) -> Bool) {
        guard items.count > 1 else { return }
        for index in 1..<items.count {
            var target = index
            while target > 0, less(items[index], items[target - 1]) { target -= 1 }
            guard target != index else { continue }
            let moved = items.remove(at: index)
            items.insert(moved, at: target)
        }
    }

    // MARK: Final reordering

    static func finalReordering(_ buffer: ShapingBuffer, plan: ShapePlan) {
        guard let indic = plan.indic, buffer.count > 0 else { return }
        var start = 0
        while start < buffer.count {
            let end = buffer.syllableEnd(from: start)
            finalReorderSyllable(buffer, plan: plan, indic: indic, start, end)
            start = end
        }
    }

    private static func finalReorderSyllable(_ buffer: ShapingBuffer, plan: ShapePlan, indic: IndicPlan, _ start: Int, _ end: Int) {
        let masks = indic.masks
        // A virama glyph that ligated and multiplied back into itself is a halant again.
        if indic.viramaGlyph != 0 {
            for place in start..<end where buffer.info[place].codepoint == indic.viramaGlyph
                && buffer.info[place].isLigated && buffer.info[place].isMultiplied {
                buffer.info[place].shaperCategory = C.halant
                buffer.info[place].clearLigatedAndMultiplied()
            }
        }

        var tryPref = masks[Feature.pref] != 0
        var base = start
        while base < end {
            if buffer.info[base].shaperAuxiliary >= P.baseConsonant {
                if tryPref, base + 1 < end {
                    for place in (base + 1)..<end where buffer.info[place].mask & masks[Feature.pref] != 0 {
                        if !(buffer.info[place].isSubstituted && buffer.info[place].isLigatedAndDidNotMultiply) {
                            base = place
                            while base < end, isHalant(buffer.info[base]) { base += 1 }
                            if base < end { buffer.info[base].shaperAuxiliary = P.baseConsonant }
                            tryPref = false
                        }
                        break
                    }
                }
                if plan.script == .malayalam {
                    var place = base + 1
                    while place < end {
                        while place < end, isJoiner(buffer.info[place]) { place += 1 }
                        if place == end || !isHalant(buffer.info[place]) { break }
                        place += 1
                        while place < end, isJoiner(buffer.info[place]) { place += 1 }
                        if place < end, isConsonant(buffer.info[place]), buffer.info[place].shaperAuxiliary == P.belowConsonant {
                            base = place
                            buffer.info[base].shaperAuxiliary = P.baseConsonant
                        }
                        place += 1
                    }
                }
                if start < base, base < end, buffer.info[base].shaperAuxiliary > P.baseConsonant { base -= 1 }
                break
            }
            base += 1
        }
        if base == end, start < base, isOneOf(buffer.info[base - 1], [C.zwj]) { base -= 1 }
        if base < end {
            while start < base, isOneOf(buffer.info[base], [C.nukta, C.halant]) { base -= 1 }
        }

        // Pre-base matras move after the last standalone halant, before the main consonant.
        if start + 1 < end, start < base {
            var newPosition = base == end ? base - 2 : base - 1
            if plan.script != .malayalam, plan.script != .tamil {
                search: while true {
                    while newPosition > start, !isOneOf(buffer.info[newPosition], [C.matra, C.postMatra, C.halant]) { newPosition -= 1 }
                    if isHalant(buffer.info[newPosition]), buffer.info[newPosition].shaperAuxiliary != P.preMatra {
                        if newPosition + 1 < end, buffer.info[newPosition + 1].shaperCategory == C.zwj, newPosition > start {
                            newPosition -= 1
                            continue search
                        }
                    } else {
                        newPosition = start
                    }
                    break
                }
            }
            if start < newPosition, buffer.info[newPosition].shaperAuxiliary != P.preMatra {
                var place = newPosition
                while place > start {
                    if buffer.info[place - 1].shaperAuxiliary == P.preMatra {
                        let old = place - 1
                        if old < base, base <= newPosition { base -= 1 }
                        let matra = buffer.info.remove(at: old)
                        buffer.info.insert(matra, at: newPosition)
                        buffer.mergeClusters(newPosition, min(end, base + 1))
                        newPosition -= 1
                    }
                    place -= 1
                }
            } else {
                for place in start..<base where buffer.info[place].shaperAuxiliary == P.preMatra {
                    buffer.mergeClusters(place, min(end, base + 1))
                    break
                }
            }
        }

        // The reph goes to its place: formed from Ra + Halant, only if it ligated.
        if start + 1 < end, buffer.info[start].shaperAuxiliary == P.raToBecomeReph,
           (buffer.info[start].shaperCategory == C.repha) != buffer.info[start].isLigatedAndDidNotMultiply {
            let rephPosition = indic.config.rephPosition
            var newRephPosition = start + 1
            func afterHalantBeforeBase() -> Int? {
                var place = start + 1
                while place < base, !isHalant(buffer.info[place]) { place += 1 }
                guard place < base, isHalant(buffer.info[place]) else { return nil }
                if place + 1 < base, isJoiner(buffer.info[place + 1]) { place += 1 }
                return place
            }
            found: do {
                if rephPosition != P.afterPost {
                    if let place = afterHalantBeforeBase() {
                        newRephPosition = place
                        break found
                    }
                    if rephPosition == P.afterMain {
                        newRephPosition = base
                        while newRephPosition + 1 < end, buffer.info[newRephPosition + 1].shaperAuxiliary <= P.afterMain { newRephPosition += 1 }
                        if newRephPosition < end { break found }
                    }
                    if rephPosition == P.afterSub {
                        newRephPosition = base
                        while newRephPosition + 1 < end,
                              ![P.postConsonant, P.afterPost, P.syllableModifier].contains(buffer.info[newRephPosition + 1].shaperAuxiliary) {
                            newRephPosition += 1
                        }
                        if newRephPosition < end { break found }
                    }
                }
                if let place = afterHalantBeforeBase() {
                    newRephPosition = place
                    break found
                }
                // The end of the syllable, before a halant that follows a matra.
                newRephPosition = end - 1
                while newRephPosition > start, buffer.info[newRephPosition].shaperAuxiliary == P.syllableModifier { newRephPosition -= 1 }
                if isHalant(buffer.info[newRephPosition]) {
                    var place = base + 1
                    while place < newRephPosition {  // the bound moves as the place does, as in HarfBuzz
                        if [C.matra, C.postMatra].contains(buffer.info[place].shaperCategory) { newRephPosition -= 1 }
                        place += 1
                    }
                }
            }
            buffer.mergeClusters(start, newRephPosition + 1)
            let reph = buffer.info.remove(at: start)
            buffer.info.insert(reph, at: newRephPosition)
            if start < base, base <= newRephPosition { base -= 1 }
        }

        // A pre-base-reordering consonant (pref) that formed goes before the base.
        if tryPref, base + 1 < end {
            for place in (base + 1)..<end where buffer.info[place].mask & masks[Feature.pref] != 0 {
                if buffer.info[place].isLigatedAndDidNotMultiply {
                    var newPosition = base
                    if plan.script != .malayalam, plan.script != .tamil {
                        while newPosition > start, !isOneOf(buffer.info[newPosition - 1], [C.matra, C.postMatra, C.halant]) { newPosition -= 1 }
                    }
                    if newPosition > start, isHalant(buffer.info[newPosition - 1]) {
                        if newPosition < end, isJoiner(buffer.info[newPosition]) { newPosition += 1 }
                    }
                    buffer.mergeClusters(newPosition, place + 1)
                    let moved = buffer.info.remove(at: place)
                    buffer.info.insert(moved, at: newPosition)
                    if newPosition <= base, base < place { base += 1 }
                }
                break
            }
        }

        // `init` for a left matra that starts a word.
        if buffer.info[start].shaperAuxiliary == P.preMatra {
            let wordStart: Bool
            if start == 0 {
                wordStart = true
            } else {
                switch buffer.info[start - 1].generalCategory {
                case .format, .unassigned, .privateUse, .surrogate, .lowercaseLetter, .modifierLetter, .otherLetter, .titlecaseLetter,
                     .uppercaseLetter, .spacingMark, .enclosingMark, .nonspacingMark:
                    wordStart = false
                default:
                    wordStart = true
                }
            }
            if wordStart { buffer.info[start].mask |= masks[Feature.initial] }
        }
    }
}

/// What the Indic shaper needs of a plan: the script's configuration, the masks of its
/// features, the virama's glyph, and the lookups of the features whose forms decide a
/// consonant's position.
struct IndicPlan: Sendable {
    enum RephMode: Sendable { case implicit, explicit, logicalRepha }
    enum BelowFormsMode: Sendable { case preAndPost, postOnly }

    struct Config: Sendable {
        var hasOldSpec: Bool
        var virama: UInt32
        var rephPosition: UInt8
        var rephMode: RephMode
        var blwfMode: BelowFormsMode
    }

    let config: Config
    let isOldSpec: Bool
    let zeroContext: Bool
    let viramaGlyph: UInt32
    let masks: [UInt64]
    let rphf: [Int], pref: [Int], blwf: [Int], pstf: [Int], vatu: [Int]

    init(script: UnicodeTables.Script, chosenScript: OpenTypeTag?, masks: [UInt64], font: TrueTypeFont, lookups: (String) -> [Int]) {
        typealias P = IndicSyllables.Position
        let config: Config
        switch script {
        case .devanagari: config = Config(hasOldSpec: true, virama: 0x094D, rephPosition: P.beforePost, rephMode: .implicit, blwfMode: .preAndPost)
        case .bengali: config = Config(hasOldSpec: true, virama: 0x09CD, rephPosition: P.afterSub, rephMode: .implicit, blwfMode: .preAndPost)
        case .gurmukhi: config = Config(hasOldSpec: true, virama: 0x0A4D, rephPosition: P.beforeSub, rephMode: .implicit, blwfMode: .preAndPost)
        case .gujarati: config = Config(hasOldSpec: true, virama: 0x0ACD, rephPosition: P.beforePost, rephMode: .implicit, blwfMode: .preAndPost)
        case .oriya: config = Config(hasOldSpec: true, virama: 0x0B4D, rephPosition: P.afterMain, rephMode: .implicit, blwfMode: .preAndPost)
        case .tamil: config = Config(hasOldSpec: true, virama: 0x0BCD, rephPosition: P.afterPost, rephMode: .implicit, blwfMode: .preAndPost)
        case .telugu: config = Config(hasOldSpec: true, virama: 0x0C4D, rephPosition: P.afterPost, rephMode: .explicit, blwfMode: .postOnly)
        case .kannada: config = Config(hasOldSpec: true, virama: 0x0CCD, rephPosition: P.afterPost, rephMode: .implicit, blwfMode: .postOnly)
        case .malayalam: config = Config(hasOldSpec: true, virama: 0x0D4D, rephPosition: P.afterMain, rephMode: .logicalRepha, blwfMode: .preAndPost)
        default: config = Config(hasOldSpec: false, virama: 0, rephPosition: P.beforePost, rephMode: .implicit, blwfMode: .preAndPost)
        }
        self.config = config
        let newSpec = chosenScript.map { $0.rawValue & 0xFF == UInt32(UInt8(ascii: "2")) } ?? false
        isOldSpec = config.hasOldSpec && !newSpec
        zeroContext = !isOldSpec && script != .malayalam
        viramaGlyph = config.virama == 0 ? 0 : UInt32(font.glyph(for: config.virama) ?? 0)
        self.masks = masks
        rphf = lookups("rphf")
        pref = lookups("pref")
        blwf = lookups("blwf")
        pstf = lookups("pstf")
        vatu = lookups("vatu")
    }
}
