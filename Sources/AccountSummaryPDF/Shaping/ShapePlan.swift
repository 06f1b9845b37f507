import AccountSummary

/// What shaping a run in one font, script, direction and language applies: the script shaper,
/// each feature's mask bit, and the lookups of `GSUB` and `GPOS` in the order they run, in
/// stages with the shaper's work between them. Built as HarfBuzz's `hb_ot_map_builder_t`
/// builds its map (features sorted and merged, a stage's lookups sorted by index and merged),
/// because the order lookups run in decides the glyphs.
///
/// Built once per font, script, direction and language, and kept by the font (see
/// ``TrueTypeFont/plan(script:direction:language:)``).
///
/// ```swift
/// let plan = try ShapePlan(font: font, script: .arabic, direction: .rightToLeft, language: "ar")
/// plan.shaper                                   // .arabic
/// plan.mask(OpenTypeTag("isol"))                // the bit the joining sets on isolated letters
/// ```
struct ShapePlan: Sendable {
    /// The work a shaper does between two stages of lookups.
    enum Pause: Sendable {
        case none
        case arabicRecordStretch
        case indicSetupSyllables
        case indicInitialReordering
        case indicFinalReordering
    }

    /// A lookup as the plan runs it: the glyphs it applies to (mask), how it treats joiners,
    /// whether it stays within a syllable.
    struct LookupEntry: Sendable {
        var index: Int
        var mask: UInt64
        var autoZWNJ: Bool
        var autoZWJ: Bool
        var perSyllable: Bool
    }

    /// A stage: the lookups up to `lastLookup` (exclusive), then the pause.
    struct Stage: Sendable {
        var lastLookup: Int
        var pause: Pause
    }

    /// A feature in the plan: its bit and the stage (`GSUB`, `GPOS`) its lookups run in.
    struct FeatureEntry: Sendable {
        var mask: UInt64
        var stages: (Int, Int)
        var needsFallback: Bool
    }

    let script: UnicodeTables.Script
    let direction: TextDirection
    let language: String?
    let shaper: ScriptShaper
    let globalMask: UInt64
    let features: [OpenTypeTag: FeatureEntry]
    /// Lookups and stages of `GSUB` (0) and `GPOS` (1).
    let lookups: [[LookupEntry]]
    let stages: [[Stage]]
    let chosenScripts: [OpenTypeTag?]
    let foundScripts: [Bool]

    let applyPositioning: Bool
    let zeroMarks: Bool
    let fallbackGlyphClasses: Bool
    let hasPositioningMark: Bool
    let rtlmMask: UInt64
    let fractionMasks: (fraction: UInt64, numerator: UInt64, denominator: UInt64)
    /// Arabic: the mask of each joining form (isol, fina, fin2, fin3, medi, med2, init), then 0.
    let arabicMasks: [UInt64]
    /// Indic: see ``IndicPlan``.
    let indic: IndicPlan?

    /// The mask bit of `tag` (0 when the plan has no such feature).
    func mask(_ tag: OpenTypeTag) -> UInt64 {
        features[tag]?.mask ?? 0
    }

    /// The lookups of the stage `tag`'s lookups run in, in `table` (0 `GSUB`, 1 `GPOS`).
    func stageLookups(of tag: OpenTypeTag, table: Int) -> [LookupEntry] {
        guard let feature = features[tag] else { return [] }
        let stage = table == 0 ? feature.stages.0 : feature.stages.1
        guard stage < stages[table].count else { return [] }
        let start = stage > 0 ? stages[table][stage - 1].lastLookup : 0
        let end = stages[table][stage].lastLookup
        return Array(lookups[table][start..<end])
    }

    // MARK: Building

    /// Feature flags, as HarfBuzz's `hb_ot_map_feature_flags_t`.
    struct FeatureFlags: OptionSet, Sendable {
        let rawValue: UInt8
        static let global = FeatureFlags(rawValue: 0x01)
        static let hasFallback = FeatureFlags(rawValue: 0x02)
        static let manualZWNJ = FeatureFlags(rawValue: 0x04)
        static let manualZWJ = FeatureFlags(rawValue: 0x08)
        static let manualJoiners: FeatureFlags = [.manualZWNJ, .manualZWJ]
        static let globalManualJoiners: FeatureFlags = [.global, .manualZWNJ, .manualZWJ]
        static let globalHasFallback: FeatureFlags = [.global, .hasFallback]
        static let perSyllable = FeatureFlags(rawValue: 0x40)
    }

    /// Collects features and pauses, then compiles them into a plan.
    struct Builder {
        struct Info {
            var tag: OpenTypeTag
            var sequence: Int
            var maximum: Int
            var flags: FeatureFlags
            var defaultValue: Int
            var stages: (Int, Int)
        }

        let layout: OpenTypeLayout
        var infos: [Info] = []
        var currentStage = [0, 0]
        var pauses: [[(stage: Int, pause: Pause)]] = [[], []]
        /// Each table's chosen script (nil: none), whether it was one asked for, and the language system.
        var scriptIndex: [Int?] = [nil, nil]
        var chosenScripts: [OpenTypeTag?] = [nil, nil]
        var foundScripts = [false, false]
        var languageSystems: [LayoutTable.LanguageSystem?] = [nil, nil]

        init(layout: OpenTypeLayout, scriptTags: [OpenTypeTag], languageTags: [OpenTypeTag]) {
            self.layout = layout
            for (slot, table) in [layout.substitution, layout.positioning].enumerated() {
                var chosen: Int?
                for tag in scriptTags {
                    if let index = table.scriptIndex(tag) {
                        chosen = index
                        foundScripts[slot] = true
                        break
                    }
                }
                if chosen == nil {
                    for fallback in ["DFLT", "dflt", "latn"] {
                        if let index = table.scriptIndex(OpenTypeTag(fallback)) {
                            chosen = index
                            break
                        }
                    }
                }
                scriptIndex[slot] = chosen
                chosenScripts[slot] = chosen.map { table.scripts[$0].tag }
                if let chosen {
                    let script = table.scripts[chosen]
                    var system: LayoutTable.LanguageSystem?
                    for tag in languageTags {
                        if let found = script.languages.first(where: { $0.tag == tag }) {
                            system = found.system
                            break
                        }
                    }
                    if system == nil { system = script.languages.first(where: { $0.tag == OpenTypeTag("dflt") })?.system }
                    languageSystems[slot] = system ?? script.defaultLanguage
                }
            }
        }

        mutating func add(_ tag: String, _ flags: FeatureFlags = [], value: Int = 1) {
            infos.append(Info(tag: OpenTypeTag(tag), sequence: infos.count + 1, maximum: value, flags: flags,
                              defaultValue: flags.contains(.global) ? value : 0, stages: (currentStage[0], currentStage[1])))
        }

        mutating func enable(_ tag: String, _ flags: FeatureFlags = [], value: Int = 1) {
            add(tag, flags.union(.global), value: value)
        }

        mutating func disable(_ tag: String) {
            add(tag, .global, value: 0)
        }

        mutating func addPause(table: Int, _ pause: Pause) {
            pauses[table].append((currentStage[table], pause))
            currentStage[table] += 1
        }

        mutating func addSubstitutionPause(_ pause: Pause = .none) { addPause(table: 0, pause) }

        /// The feature with `tag` in the chosen language system of `table` (its index in the feature list).
        func findFeature(_ tag: OpenTypeTag, table: Int) -> Int? {
            guard let system = languageSystems[table] else { return nil }
            let list = table == 0 ? layout.substitution : layout.positioning
            return system.features.first { $0 < list.features.count && list.features[$0].tag == tag }
        }

        func hasFeature(_ tag: String) -> Bool {
            findFeature(OpenTypeTag(tag), table: 0) != nil || findFeature(OpenTypeTag(tag), table: 1) != nil
        }

        /// The map: masks, and each table's lookups in stages.
        mutating func compile() -> (features: [OpenTypeTag: FeatureEntry], globalMask: UInt64, lookups: [[LookupEntry]], stages: [[Stage]]) {
            let globalBit: UInt64 = 1 << 63
            var globalMask = globalBit
            // Sort by tag (then by when added) and merge features added more than once.
            infos.sort { $0.tag != $1.tag ? $0.tag < $1.tag : $0.sequence < $1.sequence }
            var merged: [Info] = []
            for info in infos {
                guard var last = merged.last, last.tag == info.tag else {
                    merged.append(info)
                    continue
                }
                if info.flags.contains(.global) {
                    last.flags.insert(.global)
                    last.maximum = info.maximum
                    last.defaultValue = info.defaultValue
                } else {
                    last.flags.remove(.global)
                    last.maximum = max(last.maximum, info.maximum)
                }
                if info.flags.contains(.hasFallback) { last.flags.insert(.hasFallback) }
                last.stages = (min(last.stages.0, info.stages.0), min(last.stages.1, info.stages.1))
                merged[merged.count - 1] = last
            }

            var required: [(index: Int, tag: OpenTypeTag)?] = [nil, nil]
            var requiredStage = [0, 0]
            for table in 0..<2 {
                if let index = languageSystems[table]?.required {
                    let list = table == 0 ? layout.substitution : layout.positioning
                    if index < list.features.count { required[table] = (index, list.features[index].tag) }
                }
            }

            var nextBit = 0
            var features: [OpenTypeTag: FeatureEntry] = [:]
            var featureIndices: [(tag: OpenTypeTag, indices: (Int?, Int?), entry: FeatureEntry, flags: FeatureFlags)] = []
            for info in merged {
                guard info.maximum > 0 else { continue }  // disabled
                for table in 0..<2 where required[table]?.tag == info.tag {
                    requiredStage[table] = table == 0 ? info.stages.0 : info.stages.1
                }
                let indices = (findFeature(info.tag, table: 0), findFeature(info.tag, table: 1))
                let found = indices.0 != nil || indices.1 != nil
                guard found || info.flags.contains(.hasFallback) else { continue }
                let mask: UInt64
                if info.flags.contains(.global), info.maximum == 1 {
                    mask = globalBit
                } else {
                    let bits = max(1, Int.bitWidth - max(info.maximum, 1).leadingZeroBitCount)
                    guard nextBit + bits < 63 else { continue }
                    mask = ((1 << UInt64(bits)) - 1) << UInt64(nextBit)
                    globalMask |= (UInt64(info.defaultValue) << UInt64(nextBit)) & mask
                    nextBit += bits
                }
                let entry = FeatureEntry(mask: mask, stages: info.stages, needsFallback: !found)
                features[info.tag] = entry
                featureIndices.append((info.tag, indices, entry, info.flags))
            }

            for table in 0..<2 {
                addPause(table: table, .none)
            }
            var lookups: [[LookupEntry]] = [[], []]
            var stages: [[Stage]] = [[], []]
            for table in 0..<2 {
                let list = table == 0 ? layout.substitution : layout.positioning
                var pauseIndex = 0
                var lastCount = 0
                for stage in 0..<currentStage[table] {
                    func addLookups(of featureIndex: Int, mask: UInt64, autoZWNJ: Bool, autoZWJ: Bool, perSyllable: Bool) {
                        guard featureIndex < list.features.count else { return }
                        for lookup in list.features[featureIndex].lookups where lookup < list.lookups.count {
                            lookups[table].append(LookupEntry(index: lookup, mask: mask, autoZWNJ: autoZWNJ, autoZWJ: autoZWJ,
                                                              perSyllable: perSyllable))
                        }
                    }
                    if let required = required[table], requiredStage[table] == stage {
                        addLookups(of: required.index, mask: globalBit, autoZWNJ: true, autoZWJ: true, perSyllable: false)
                    }
                    for feature in featureIndices where (table == 0 ? feature.entry.stages.0 : feature.entry.stages.1) == stage {
                        guard let index = table == 0 ? feature.indices.0 : feature.indices.1 else { continue }
                        addLookups(of: index, mask: feature.entry.mask, autoZWNJ: !feature.flags.contains(.manualZWNJ),
                                   autoZWJ: !feature.flags.contains(.manualZWJ), perSyllable: feature.flags.contains(.perSyllable))
                    }
                    // This stage's lookups, sorted by index, each once (masks joined).
                    if lastCount < lookups[table].count {
                        var stageLookups = Array(lookups[table][lastCount...])
                        stageLookups = stageLookups.enumerated().sorted {
                            $0.element.index != $1.element.index ? $0.element.index < $1.element.index : $0.offset < $1.offset
                        }.map(\.element)
                        var unique: [LookupEntry] = []
                        for entry in stageLookups {
                            if var last = unique.last, last.index == entry.index {
                                last.mask |= entry.mask
                                last.autoZWNJ = last.autoZWNJ && entry.autoZWNJ
                                last.autoZWJ = last.autoZWJ && entry.autoZWJ
                                unique[unique.count - 1] = last
                            } else {
                                unique.append(entry)
                            }
                        }
                        lookups[table].replaceSubrange(lastCount..., with: unique)
                    }
                    lastCount = lookups[table].count
                    if pauseIndex < pauses[table].count, pauses[table][pauseIndex].stage == stage {
                        stages[table].append(Stage(lastLookup: lastCount, pause: pauses[table][pauseIndex].pause))
                        pauseIndex += 1
                    }
                }
            }
            return (features, globalMask, lookups, stages)
        }
    }

    /// Plans shaping `script` in `direction` and `language` with `font`'s tables.
    init(font: TrueTypeFont, script: UnicodeTables.Script, direction: TextDirection, language: String?) {
        let layout = font.layout
        self.script = script
        self.direction = direction
        self.language = language
        let scriptTags = OpenTypeScriptTags.tags(for: script)
        let languageTags = OpenTypeScriptTags.languageTags(for: language)
        var builder = Builder(layout: layout, scriptTags: scriptTags, languageTags: languageTags)
        let shaper = ScriptShaper.choose(script: script, chosenScript: builder.chosenScripts[0], direction: direction)
        self.shaper = shaper

        // hb_ot_shape_collect_features
        builder.enable("rvrn")
        builder.addSubstitutionPause()
        switch direction {
        case .leftToRight:
            builder.enable("ltra")
            builder.enable("ltrm")
        case .rightToLeft:
            builder.enable("rtla")
            builder.add("rtlm")
        }
        builder.add("frac")
        builder.add("numr")
        builder.add("dnom")
        builder.enable("trak", .hasFallback)
        builder.enable("Harf")
        builder.enable("HARF")
        shaper.collectFeatures(&builder, script: script)
        builder.enable("Buzz")
        builder.enable("BUZZ")
        for (tag, flags) in [("abvm", FeatureFlags.global), ("blwm", .global), ("ccmp", .global), ("locl", .global),
                             ("mark", .globalManualJoiners), ("mkmk", .globalManualJoiners), ("rlig", .global)] {
            builder.add(tag, flags)
        }
        for (tag, flags) in [("calt", FeatureFlags.global), ("clig", .global), ("curs", .global), ("dist", .global),
                             ("kern", .globalHasFallback), ("liga", .global), ("rclt", .global)] {
            builder.add(tag, flags)
        }
        shaper.overrideFeatures(&builder)

        let compiled = builder.compile()
        features = compiled.features
        globalMask = compiled.globalMask
        lookups = compiled.lookups
        stages = compiled.stages
        chosenScripts = builder.chosenScripts
        foundScripts = builder.foundScripts

        // hb_ot_shape_planner_t::compile
        func oneMask(_ tag: String) -> UInt64 {
            guard let mask = compiled.features[OpenTypeTag(tag)]?.mask else { return 0 }
            return mask & ~(mask - 1)  // the lowest bit: the feature's value 1
        }
        fractionMasks = (oneMask("frac"), oneMask("numr"), oneMask("dnom"))
        rtlmMask = oneMask("rtlm")
        let disablePositioning = shaper.positioningScriptTag.map { $0 != builder.chosenScripts[1] } ?? false
        fallbackGlyphClasses = !layout.definitions.hasGlyphClasses
        applyPositioning = !disablePositioning && layout.hasPositioning
        zeroMarks = shaper.zeroWidthMarks != .none
        hasPositioningMark = oneMask("mark") != 0
        arabicMasks = ["isol", "fina", "fin2", "fin3", "medi", "med2", "init"].map(oneMask) + [0]

        if shaper == .indic {
            /// The lookups of the stage a feature's `GSUB` lookups run in.
            func stageLookupIndices(_ tag: String) -> [Int] {
                guard let entry = compiled.features[OpenTypeTag(tag)], entry.stages.0 < compiled.stages[0].count else { return [] }
                let stage = entry.stages.0
                let start = stage > 0 ? compiled.stages[0][stage - 1].lastLookup : 0
                return compiled.lookups[0][start..<compiled.stages[0][stage].lastLookup].map(\.index)
            }
            let masks = IndicShaper.features.map { $0.flags.contains(.global) ? 0 : oneMask($0.tag) }
            indic = IndicPlan(script: script, chosenScript: builder.chosenScripts[0], masks: masks, font: font,
                              lookups: stageLookupIndices)
        } else {
            indic = nil
        }
    }
}
