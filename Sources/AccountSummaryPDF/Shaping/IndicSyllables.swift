import AccountSummary

/// The syllables of Indic text (Devanagari and the other scripts of the Indic shaper): each
/// character's category (HarfBuzz's, from Unicode's Indic_Syllabic_Category and
/// Indic_Positional_Category with HarfBuzz's corrections) and position class, and the syllable
/// grammar HarfBuzz's Indic shaper scans with (`hb-ot-shaper-indic-machine.rl`), matched
/// longest first as its Ragel scanner does.
///
/// ```swift
/// IndicSyllables.properties(of: 0x0915)   // (.consonant, .baseConsonant): DEVANAGARI LETTER KA
/// IndicSyllables.properties(of: 0x093F)   // (.matra, .preMatra): VOWEL SIGN I, drawn before its consonant
/// ```
enum IndicSyllables {
    /// Categories (the grammar's alphabet).
    enum Category {
        static let x: UInt8 = 0, consonant: UInt8 = 1, vowel: UInt8 = 2, nukta: UInt8 = 3, halant: UInt8 = 4
        static let zwnj: UInt8 = 5, zwj: UInt8 = 6, matra: UInt8 = 7, syllableModifier: UInt8 = 8, vedicSign: UInt8 = 9
        static let placeholder: UInt8 = 10, dottedCircle: UInt8 = 11, registerShifter: UInt8 = 12, postMatra: UInt8 = 13
        static let repha: UInt8 = 14, ra: UInt8 = 15, consonantMedial: UInt8 = 16, symbol: UInt8 = 17, consonantWithStacker: UInt8 = 18
    }

    /// Positions in a syllable, left to right.
    enum Position {
        static let start: UInt8 = 0, raToBecomeReph: UInt8 = 1, preMatra: UInt8 = 2, preConsonant: UInt8 = 3
        static let baseConsonant: UInt8 = 4, afterMain: UInt8 = 5, aboveConsonant: UInt8 = 6, beforeSub: UInt8 = 7
        static let belowConsonant: UInt8 = 8, afterSub: UInt8 = 9, beforePost: UInt8 = 10, postConsonant: UInt8 = 11
        static let afterPost: UInt8 = 12, syllableModifier: UInt8 = 13, end: UInt8 = 14
    }

    /// Syllable types (the low four bits of a glyph's ``GlyphInfo/syllable``).
    enum SyllableType {
        static let consonant: UInt8 = 0, vowel: UInt8 = 1, standalone: UInt8 = 2, symbol: UInt8 = 3, broken: UInt8 = 4
        static let nonIndic: UInt8 = 5
    }

    // MARK: Categories

    /// The character's category and position, as HarfBuzz's `hb_indic_get_categories` gives them.
    static func properties(of codepoint: UInt32) -> (category: UInt8, position: UInt8) {
        guard let scalar = Unicode.Scalar(codepoint) else { return (Category.x, Position.end) }
        let block = Block(codepoint)
        var category = Category.x
        var position = Position.end
        if block != nil || codepoint == 0x00A0 || codepoint == 0x25CC {
            category = Self.category(UnicodeTables.indicSyllabicCategory(of: scalar))
            position = Self.position(UnicodeTables.indicPositionalCategory(of: scalar))
        }
        if let override = overrides[codepoint] { category = override }
        switch category {
        case Category.consonantMedial, Category.syllableModifier, Category.registerShifter, Category.halant,
             Category.matra, Category.postMatra:
            break
        default:
            position = Position.end
        }
        switch category {
        case Category.consonant, Category.consonantWithStacker, Category.ra, Category.consonantMedial, Category.vowel,
             Category.placeholder, Category.dottedCircle:
            position = Position.baseConsonant
        case Category.matra, Category.postMatra:
            position = matraPosition(codepoint, position, block)
        case Category.syllableModifier, Category.vedicSign, Category.symbol:
            position = Position.syllableModifier
        default:
            break
        }
        if codepoint == 0x0A51 { position = Position.belowConsonant }
        if codepoint == 0x0B01 { position = Position.beforeSub }
        return (category, position)
    }

    /// The blocks whose characters HarfBuzz's table classifies (besides NO-BREAK SPACE and DOTTED CIRCLE).
    enum Block {
        case basicLatin, latin1, devanagari, bengali, gurmukhi, gujarati, oriya, tamil, telugu, kannada, malayalam
        case other

        init?(_ codepoint: UInt32) {
            switch codepoint {
            case 0x0000...0x007F: self = .basicLatin
            case 0x0080...0x00FF: self = .latin1
            case 0x0900...0x097F: self = .devanagari
            case 0x0980...0x09FF: self = .bengali
            case 0x0A00...0x0A7F: self = .gurmukhi
            case 0x0A80...0x0AFF: self = .gujarati
            case 0x0B00...0x0B7F: self = .oriya
            case 0x0B80...0x0BFF: self = .tamil
            case 0x0C00...0x0C7F: self = .telugu
            case 0x0C80...0x0CFF: self = .kannada
            case 0x0D00...0x0D7F: self = .malayalam
            // Myanmar, Khmer, Vedic Extensions, General Punctuation, Superscripts and Subscripts,
            // Devanagari Extended, Myanmar Extended-A and -B.
            case 0x1000...0x109F, 0x1780...0x17FF, 0x1CD0...0x1CFF, 0x2000...0x206F, 0x2070...0x209F, 0xA8E0...0xA8FF,
                 0xA9E0...0xA9FF, 0xAA60...0xAA7F:
                self = .other
            default: return nil
            }
        }
    }

    private static func category(_ category: UnicodeTables.IndicSyllabicCategory) -> UInt8 {
        switch category {
        case .other, .consonantPrefixed, .modifyingLetter, .toneLetter: Category.x
        case .avagraha: Category.symbol
        case .bindu, .geminationMark, .syllableModifier, .visarga: Category.syllableModifier
        case .brahmiJoiningNumber, .consonantPlaceholder, .number, .numberJoiner: Category.placeholder
        case .cantillationMark: Category.vedicSign
        case .consonant, .consonantDead, .consonantHeadLetter, .consonantInitialPostfixed: Category.consonant
        case .consonantFinal, .consonantMedial, .consonantSubjoined, .consonantSucceedingRepha: Category.consonantMedial
        case .consonantKiller, .pureKiller, .vowelDependent: Category.matra
        case .consonantPrecedingRepha: Category.repha
        case .consonantWithStacker: Category.consonantWithStacker
        case .invisibleStacker, .virama: Category.halant
        case .joiner: Category.zwj
        case .nonJoiner: Category.zwnj
        case .nukta, .toneMark: Category.nukta
        case .registerShifter: Category.registerShifter
        case .vowel, .vowelIndependent: Category.vowel
        }
    }

    private static func position(_ position: UnicodeTables.IndicPositionalCategory) -> UInt8 {
        switch position {
        case .notApplicable: Position.end
        case .left: Position.preConsonant
        case .top, .topAndLeft: Position.aboveConsonant
        case .bottom, .topAndBottom, .topAndBottomAndLeft, .bottomAndLeft: Position.belowConsonant
        case .right, .bottomAndRight, .leftAndRight, .topAndBottomAndRight, .topAndLeftAndRight, .topAndRight: Position.postConsonant
        case .overstruck: Position.afterMain
        case .visualOrderLeft: Position.preMatra
        }
    }

    /// HarfBuzz's corrections of Unicode's categories for the Indic shaper (and the characters
    /// of other shapers' categories, which are nothing to it: X here).
    private static let overrides: [UInt32: UInt8] = {
        var table: [UInt32: UInt8] = [:]
        for placeholder: UInt32 in [0x2015, 0x2022, 0x25FB, 0x25FC, 0x25FD, 0x25FE, 0x09FC, 0x0C80, 0x0D04, 0x104A] {
            table[placeholder] = Category.placeholder
        }
        for ra: UInt32 in [0x0930, 0x09B0, 0x09F0, 0x0A30, 0x0AB0, 0x0B30, 0x0BB0, 0x0C30, 0x0CB0, 0x0D30] { table[ra] = Category.ra }
        for modifier: UInt32 in [0x0953, 0x0954, 0x11301, 0x11302, 0x11303] { table[modifier] = Category.syllableModifier }
        table[0x0A40] = Category.postMatra
        for consonant: UInt32 in [0x0A72, 0x0A73, 0x1CF5, 0x1CF6] { table[consonant] = Category.consonant }
        for vedic: UInt32 in [0x1CE2, 0x1CE3, 0x1CE4, 0x1CE5, 0x1CE6, 0x1CE7, 0x1CE8, 0x1CED] { table[vedic] = Category.vedicSign }
        for symbol: UInt32 in [0xA8F2, 0xA8F3, 0xA8F4, 0xA8F5, 0xA8F6, 0xA8F7, 0x1CE9, 0x1CEA, 0x1CEB, 0x1CEC, 0x1CEE, 0x1CEF,
                               0x1CF0, 0x1CF1] {
            table[symbol] = Category.symbol
        }
        table[0x0A51] = Category.matra
        for nukta: UInt32 in [0x1133B, 0x1133C, 0x0AFB, 0x0B55] { table[nukta] = Category.nukta }
        table[0x25CC] = Category.dottedCircle
        // Variation selectors and the Khmer and Myanmar shapers' own categories.
        for selector: UInt32 in 0xFE00...0xFE0F { table[selector] = Category.x }
        for other: UInt32 in [0x179A, 0x17CC, 0x17C9, 0x17CA, 0x17C6, 0x17CB, 0x17CD, 0x17CE, 0x17CF, 0x17D0, 0x17D1, 0x17C7,
                              0x17C8, 0x17DD, 0x17D3, 0x104E, 0x1004, 0x101B, 0x105A, 0x103A, 0x103E, 0x1060, 0x103C, 0x103D,
                              0x1082, 0x103B, 0x105E, 0x105F, 0x1063, 0x1064, 0x1069, 0x106A, 0x106B, 0x106C, 0x106D, 0xAA7B] {
            table[other] = Category.x
        }
        table[0x17D9] = Category.placeholder
        for myanmarAbove: UInt32 in [0x1032, 0x1036] { table[myanmarAbove] = Category.vedicSign }
        for myanmarModifier: UInt32 in [0x1038, 0x1087, 0x1088, 0x1089, 0x108A, 0x108B, 0x108C, 0x108D, 0x108F, 0x109A, 0x109B, 0x109C] {
            table[myanmarModifier] = Category.syllableModifier
        }
        return table
    }()

    /// Where a vowel sign goes, by its script (HarfBuzz's `indic_matra_position`).
    private static func matraPosition(_ codepoint: UInt32, _ position: UInt8, _ block: Block?) -> UInt8 {
        switch position {
        case Position.preConsonant:
            return Position.preMatra
        case Position.postConsonant:
            switch block {
            case .devanagari: return Position.afterSub
            case .bengali, .gurmukhi, .gujarati, .oriya, .tamil, .malayalam: return Position.afterPost
            case .telugu: return codepoint <= 0x0C42 ? Position.beforeSub : Position.afterSub
            case .kannada: return codepoint < 0x0CC3 || codepoint > 0x0CD6 ? Position.beforeSub : Position.afterSub
            default: return Position.afterSub
            }
        case Position.aboveConsonant:
            switch block {
            case .devanagari, .gujarati, .tamil: return Position.afterSub
            case .gurmukhi: return Position.afterPost
            case .oriya: return Position.afterMain
            case .telugu, .kannada: return Position.beforeSub
            default: return Position.afterSub
            }
        case Position.belowConsonant:
            switch block {
            case .devanagari, .bengali, .oriya: return Position.afterSub
            case .gurmukhi, .gujarati, .tamil, .malayalam: return Position.afterPost
            case .telugu, .kannada: return Position.beforeSub
            default: return Position.afterSub
            }
        default:
            return position
        }
    }

    // MARK: The grammar

    /// A regular expression over categories.
    indirect enum Pattern: Sendable {
        /// One glyph whose category's bit is in the mask.
        case one(UInt32)
        case sequence([Pattern])
        case either([Pattern])
        case optional(Pattern)
        case any(Pattern)

        static func of(_ categories: UInt8...) -> Pattern { .one(categories.reduce(0) { $0 | 1 << UInt32($1) }) }
    }

    /// HarfBuzz's Indic syllable grammar, in its order (a tie goes to the earlier).
    static let patterns: [(type: UInt8, pattern: Pattern)] = {
        typealias C = Category
        let c = Pattern.of(C.consonant, C.ra)
        let n = Pattern.sequence([.optional(.sequence([.optional(.of(C.zwnj)), .of(C.registerShifter)])),
                                  .optional(.sequence([.of(C.nukta), .optional(.of(C.nukta))]))])
        let z = Pattern.of(C.zwj, C.zwnj)
        let reph = Pattern.either([.sequence([.of(C.ra), .of(C.halant)]), .of(C.repha)])
        let cn = Pattern.sequence([c, .optional(.of(C.zwj)), .optional(n)])
        let symbol = Pattern.sequence([.of(C.symbol), .optional(.of(C.nukta))])
        let matraGroup = Pattern.sequence([.any(z), .either([.of(C.matra), .sequence([.optional(.of(C.syllableModifier)), .of(C.postMatra)])]),
                                           .optional(.of(C.nukta)), .optional(.of(C.halant))])
        let syllableTail = Pattern.sequence([
            .optional(.sequence([.optional(z), .of(C.syllableModifier), .optional(.of(C.syllableModifier)), .optional(.of(C.zwnj))])),
            .any(.of(C.vedicSign)),
        ])
        let halantGroup = Pattern.sequence([.optional(z), .of(C.halant), .optional(.sequence([.of(C.zwj), .optional(.of(C.nukta))]))])
        let finalHalantGroup = Pattern.either([halantGroup, .sequence([.of(C.halant), .of(C.zwnj)])])
        let medialGroup = Pattern.optional(.of(C.consonantMedial))
        let halantOrMatraGroup = Pattern.either([finalHalantGroup, .any(matraGroup)])
        let complexSyllableTail = Pattern.sequence([.any(.sequence([halantGroup, cn])), medialGroup, halantOrMatraGroup, syllableTail])
        let consonantSyllable = Pattern.sequence([.optional(.of(C.repha, C.consonantWithStacker)), cn, complexSyllableTail])
        let vowelSyllable = Pattern.sequence([.optional(reph), .of(C.vowel), .optional(n), .either([.of(C.zwj), complexSyllableTail])])
        let standaloneCluster = Pattern.sequence([
            .either([.sequence([.optional(.of(C.repha, C.consonantWithStacker)), .of(C.placeholder)]),
                     .sequence([.optional(reph), .of(C.dottedCircle)])]),
            .optional(n), complexSyllableTail,
        ])
        let symbolCluster = Pattern.sequence([symbol, syllableTail])
        let brokenCluster = Pattern.sequence([.optional(reph), .optional(n), complexSyllableTail])
        return [(SyllableType.consonant, consonantSyllable), (SyllableType.vowel, vowelSyllable),
                (SyllableType.standalone, standaloneCluster), (SyllableType.symbol, symbolCluster),
                (SyllableType.broken, brokenCluster)]
    }()

    /// A pattern as a node of ``Program``: its parts are places in the program's `parts`, so
    /// that matching walks plain values (no boxes to retain and release).
    enum Node: Sendable {
        case one(UInt32)
        case sequence(Range<Int>)
        case either(Range<Int>)
        case optional(Int)
        case any(Int)
    }

    /// The grammar's patterns flattened: `nodes`, each whole pattern's node in `roots`.
    struct Program: Sendable {
        var nodes: [Node] = []
        var parts: [Int] = []
        var roots: [(type: UInt8, node: Int)] = []

        init(_ patterns: [(type: UInt8, pattern: Pattern)]) {
            for (type, pattern) in patterns {
                let root = add(pattern)
                roots.append((type, root))
            }
        }

        /// Adds `pattern` and its parts; its node's place.
        private mutating func add(_ pattern: Pattern) -> Int {
            let node: Node
            switch pattern {
            case .one(let mask): node = .one(mask)
            case .sequence(let list), .either(let list):
                let places = list.map { add($0) }
                let range = parts.count..<parts.count + places.count
                parts += places
                if case .sequence = pattern { node = .sequence(range) } else { node = .either(range) }
            case .optional(let inner): node = .optional(add(inner))
            case .any(let inner): node = .any(add(inner))
            }
            nodes.append(node)
            return nodes.count - 1
        }

        /// The ends (as bits: bit k for `start + k`) node `place` can reach from the ends in `from`.
        func ends(_ place: Int, _ categories: [UInt8], _ start: Int, from: UInt64) -> UInt64 {
            switch nodes[place] {
            case .one(let mask):
                var result: UInt64 = 0
                var bits = from
                while bits != 0 {
                    let offset = bits.trailingZeroBitCount
                    bits &= bits - 1
                    let at = start + offset
                    if at < categories.count, offset < 63, categories[at] < 32, mask & 1 << UInt32(categories[at]) != 0 {
                        result |= 1 << UInt64(offset + 1)
                    }
                }
                return result
            case .sequence(let range):
                var current = from
                for part in range where current != 0 { current = ends(parts[part], categories, start, from: current) }
                return current
            case .either(let range):
                var result: UInt64 = 0
                for part in range { result |= ends(parts[part], categories, start, from: from) }
                return result
            case .optional(let inner):
                return from | ends(inner, categories, start, from: from)
            case .any(let inner):
                var result = from, frontier = from
                while frontier != 0 {
                    let next = ends(inner, categories, start, from: frontier) & ~result
                    result |= next
                    frontier = next
                }
                return result
            }
        }
    }

    /// HarfBuzz's Indic syllable grammar as a ``Program``.
    static let grammar = Program(patterns)

    /// Finds the syllables of the run (by its glyphs' categories), numbering them from 1 (16 wraps to 1).
    static func find(_ buffer: ShapingBuffer) {
        let categories = buffer.info.map(\.shaperCategory)
        var start = 0
        var serial: UInt8 = 1
        while start < categories.count {
            var best = (length: 1, type: SyllableType.nonIndic)
            for (type, root) in grammar.roots {
                let reached = grammar.ends(root, categories, start, from: 1)
                guard reached != 0 else { continue }
                let length = UInt64.bitWidth - 1 - reached.leadingZeroBitCount
                if length > best.length || (length == best.length && length > 0 && best.type == SyllableType.nonIndic) {
                    best = (length, type)
                }
            }
            if best.type == SyllableType.broken { buffer.hasBrokenSyllable = true }
            for place in start..<start + best.length { buffer.info[place].syllable = serial << 4 | best.type }
            serial += 1
            if serial == 16 { serial = 1 }
            start += best.length
        }
    }
}
