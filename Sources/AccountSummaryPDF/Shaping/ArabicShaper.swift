import AccountSummary

/// Arabic (and Syriac) shaping, after Microsoft's "Developing OpenType Fonts for Arabic
/// Script" and HarfBuzz's Arabic shaper: each letter's joining form chosen from its
/// neighbours' Joining_Type (`isol`, `fina`, `medi`, `init`, and Syriac's `fin2`, `fin3`,
/// `med2` by Joining_Group), each form feature in its own stage, then the required ligatures
/// (`rlig`: lam-alef), `calt`, `liga`, `mset`; marks reordered as Unicode's UTR #53 asks
/// (modifier combining marks first).
///
/// A font without the form features (which HarfBuzz shapes from the Arabic presentation forms)
/// and the Syriac stretch feature (`stch`) are not handled: the Noto Arabic fonts have the
/// features and no `stch`.
///
/// ```swift
/// // لا (lam, alef): lam takes its initial form, alef its final, then rlig makes one glyph.
/// ```
enum ArabicShaper {
    /// Joining actions, in the order of ``ShapePlan/arabicMasks``.
    enum Action {
        static let isol: UInt8 = 0, fina: UInt8 = 1, fin2: UInt8 = 2, fin3: UInt8 = 3, medi: UInt8 = 4, med2: UInt8 = 5
        static let initial: UInt8 = 6, none: UInt8 = 7
    }

    static func collectFeatures(_ builder: inout ShapePlan.Builder, script: UnicodeTables.Script) {
        builder.enable("stch")
        builder.addSubstitutionPause(.arabicRecordStretch)
        builder.enable("ccmp", .manualZWJ)
        builder.enable("locl", .manualZWJ)
        builder.addSubstitutionPause()
        for tag in ["isol", "fina", "fin2", "fin3", "medi", "med2", "init"] {
            let syriac = tag.hasSuffix("2") || tag.hasSuffix("3")
            builder.add(tag, script == .arabic && !syriac ? [.manualZWJ, .hasFallback] : .manualZWJ)
            builder.addSubstitutionPause()
        }
        builder.addSubstitutionPause()
        builder.enable("rlig", [.manualZWJ, .hasFallback])
        if script == .arabic { builder.addSubstitutionPause() }
        builder.enable("calt", .manualZWJ)
        if !builder.hasFeature("rclt") {
            builder.addSubstitutionPause()
            builder.enable("rclt", .manualZWJ)
        }
        builder.enable("liga", .manualZWJ)
        builder.enable("clig", .manualZWJ)
        builder.enable("mset", .manualZWJ)
    }

    /// The joining state machine (HarfBuzz's `arabic_state_table`): for each state and the
    /// next letter's joining kind, the action for the letter before, the action for this
    /// letter, and the next state. Kinds: U, L, R, D, ALAPH, DALATH RISH.
    private static let states: [[(previous: UInt8, current: UInt8, next: Int)]] = {
        let n = Action.none, isol = Action.isol, fina = Action.fina, fin2 = Action.fin2, fin3 = Action.fin3
        let medi = Action.medi, med2 = Action.med2, ini = Action.initial
        return [
            [(n, n, 0), (n, isol, 2), (n, isol, 1), (n, isol, 2), (n, isol, 1), (n, isol, 6)],
            [(n, n, 0), (n, isol, 2), (n, isol, 1), (n, isol, 2), (n, fin2, 5), (n, isol, 6)],
            [(n, n, 0), (n, isol, 2), (ini, fina, 1), (ini, fina, 3), (ini, fina, 4), (ini, fina, 6)],
            [(n, n, 0), (n, isol, 2), (medi, fina, 1), (medi, fina, 3), (medi, fina, 4), (medi, fina, 6)],
            [(n, n, 0), (n, isol, 2), (med2, isol, 1), (med2, isol, 2), (med2, fin2, 5), (med2, isol, 6)],
            [(n, n, 0), (n, isol, 2), (isol, isol, 1), (isol, isol, 2), (isol, fin2, 5), (isol, isol, 6)],
            [(n, n, 0), (n, isol, 2), (n, isol, 1), (n, isol, 2), (n, fin3, 5), (n, isol, 6)],
        ]
    }()

    /// A character's column in ``states``, or nil for a transparent one (marks), which joining skips.
    private static func joiningKind(_ info: GlyphInfo) -> Int? {
        guard let scalar = Unicode.Scalar(info.codepoint) else { return 0 }
        switch UnicodeTables.joiningGroup(of: scalar) {
        case .alaph: return 4
        case .dalathRish: return 5
        default: break
        }
        switch UnicodeTables.joiningType(of: scalar) {
        case .nonJoining: return 0
        case .leftJoining: return 1
        case .rightJoining: return 2
        case .dualJoining, .joinCausing: return 3
        case .transparent: return nil
        }
    }

    /// Chooses each letter's joining form and sets the mask of its feature.
    static func setupMasks(_ buffer: ShapingBuffer, plan: ShapePlan) {
        var previous: Int?
        var state = 0
        for index in buffer.info.indices {
            guard let kind = joiningKind(buffer.info[index]) else {
                buffer.info[index].shaperAuxiliary = Action.none
                continue
            }
            let entry = states[state][kind]
            if entry.previous != Action.none, let previous { buffer.info[previous].shaperAuxiliary = entry.previous }
            buffer.info[index].shaperAuxiliary = entry.current
            previous = index
            state = entry.next
        }
        if plan.script == .mongolian {
            for index in buffer.info.indices.dropFirst() where (0x180B...0x180D).contains(buffer.info[index].codepoint)
                || buffer.info[index].codepoint == 0x180F {
                buffer.info[index].shaperAuxiliary = buffer.info[index - 1].shaperAuxiliary
            }
        }
        for index in buffer.info.indices {
            buffer.info[index].mask |= plan.arabicMasks[Int(min(buffer.info[index].shaperAuxiliary, Action.none))]
        }
    }

    /// UTR #53's modifier combining marks: moved before the other marks of their combining class.
    private static let modifierCombiningMarks: Set<UInt32> = [
        0x0654, 0x0655, 0x0658, 0x06DC, 0x06E3, 0x06E7, 0x06E8, 0x08CA, 0x08CB, 0x08CD, 0x08CE, 0x08CF, 0x08D3, 0x08F3,
    ]

    /// Moves the modifier combining marks of classes 220 and 230 in `start..<end` to the front.
    static func reorderMarks(_ buffer: ShapingBuffer, _ start: Int, _ end: Int) {
        var start = start
        var index = start
        for combiningClass: UInt8 in [220, 230] {
            while index < end, buffer.info[index].modifiedCombiningClass < combiningClass { index += 1 }
            if index == end { break }
            if buffer.info[index].modifiedCombiningClass > combiningClass { continue }
            var last = index
            while last < end, buffer.info[last].modifiedCombiningClass == combiningClass,
                  modifierCombiningMarks.contains(buffer.info[last].codepoint) {
                last += 1
            }
            if index == last { continue }
            buffer.mergeClusters(start, last)
            let moved = Array(buffer.info[index..<last])
            buffer.info.removeSubrange(index..<last)
            buffer.info.insert(contentsOf: moved, at: start)
            // Renumbered so the sequence is still in order (HarfBuzz's 25 and 26).
            let newStart = start + moved.count
            let newClass: UInt8 = combiningClass == 220 ? 25 : 26
            while start < newStart {
                buffer.info[start].setModifiedCombiningClass(newClass)
                start += 1
            }
            index = last
        }
    }
}
