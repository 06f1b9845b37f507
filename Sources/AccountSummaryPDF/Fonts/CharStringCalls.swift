/// The subroutines a set of Type 2 charstrings calls, found by reading them as a PostScript
/// interpreter would, far enough to follow `callsubr` and `callgsubr` (Adobe Technical Note
/// 5177, "The Type 2 Charstring Format"): numbers pushed, stems counted (a `hintmask` is
/// followed by one bit per stem), subroutine numbers biased by the INDEX's size, calls
/// followed into the subroutines and their own calls.
///
/// A charstring that computes a subroutine's number (with the arithmetic operators) cannot
/// be followed without running it: ``unfollowable`` is then true and the caller keeps every
/// subroutine. Calls deeper than the format's limit (10), a number past the INDEX, or a
/// charstring that runs off its end are ``FontError``s, never a crash.
///
/// ```swift
/// var calls = CharStringCalls(cff)
/// try calls.follow(glyph: 36)
/// calls.global   // [12, 340]: the Global Subrs glyph 36 reaches
/// calls.local    // [0: [5]]: local Subrs by Font DICT
/// ```
struct CharStringCalls {
    let cff: CompactFontFormat
    /// Global subroutines reached.
    private(set) var global: Set<Int> = []
    /// Local subroutines reached, by Font DICT.
    private(set) var local: [Int: Set<Int>] = [:]
    /// Whether some charstring computed a subroutine number (every subroutine must be kept).
    private(set) var unfollowable = false

    init(_ cff: CompactFontFormat) {
        self.cff = cff
    }

    /// The bias added to a subroutine operand (TN 5177 §4.7).
    static func bias(_ count: Int) -> Int {
        count < 1240 ? 107 : count < 33900 ? 1131 : 32768
    }

    /// What a charstring being read has seen: its operand stack and how many stems.
    private struct State {
        var stack: [Int] = []
        var stems = 0
        /// Whether the stack holds a value this reader did not compute (an arithmetic result).
        var computed = false
        var ended = false
    }

    /// Follows the calls of `glyph`'s charstring.
    mutating func follow(glyph: Int) throws(FontError) {
        var state = State()
        let font = cff.fontDictionary(of: glyph)
        try run(cff.charStrings.items[glyph], font: font, state: &state, depth: 0)
    }

    private mutating func run(_ range: Range<Int>, font: Int, state: inout State, depth: Int) throws(FontError) {
        let name = cff.file.font
        guard depth <= 10 else { throw .malformed(font: name, table: "CFF ", reason: "subroutines nest deeper than 10") }
        let bytes = cff.file.bytes
        var at = range.lowerBound
        func need(_ count: Int) throws(FontError) {
            guard at + count <= range.upperBound else { throw .malformed(font: name, table: "CFF ", reason: "a charstring runs off its end") }
        }
        while at < range.upperBound, !state.ended {
            let b0 = Int(bytes[at])
            switch b0 {
            case 32...246:
                state.stack.append(b0 - 139); at += 1
            case 247...250:
                try need(2); state.stack.append((b0 - 247) * 256 + Int(bytes[at + 1]) + 108); at += 2
            case 251...254:
                try need(2); state.stack.append(-(b0 - 251) * 256 - Int(bytes[at + 1]) - 108); at += 2
            case 28:
                try need(3); state.stack.append(Int(Int16(bitPattern: UInt16(bytes[at + 1]) << 8 | UInt16(bytes[at + 2])))); at += 3
            case 255:
                // 16.16 fixed: its integer part (a subroutine number is never fractional).
                try need(5); state.stack.append(Int(Int16(bitPattern: UInt16(bytes[at + 1]) << 8 | UInt16(bytes[at + 2])))); at += 5
            case 1, 3, 18, 23:  // hstem, vstem, hstemhm, vstemhm
                state.stems += state.stack.count / 2
                state.stack = []; at += 1
            case 19, 20:  // hintmask, cntrmask: the stems before it may be an implicit vstem
                state.stems += state.stack.count / 2
                state.stack = []
                at += 1 + (state.stems + 7) / 8
                guard at <= range.upperBound else { throw .malformed(font: name, table: "CFF ", reason: "a hintmask runs off its charstring") }
            case 10, 29:  // callsubr, callgsubr
                at += 1
                guard let operand = state.stack.popLast() else {
                    throw .malformed(font: name, table: "CFF ", reason: "a subroutine call with no number")
                }
                if state.computed { unfollowable = true; state.ended = true; return }
                let index: CompactFontFormat.Index
                if b0 == 10 {
                    guard let subroutines = cff.fontDictionaries[font].subroutines else {
                        throw .malformed(font: name, table: "CFF ", reason: "callsubr in a Font DICT without Subrs")
                    }
                    index = subroutines
                } else {
                    index = cff.globalSubroutines
                }
                let number = operand + Self.bias(index.count)
                guard number >= 0, number < index.count else {
                    throw .malformed(font: name, table: "CFF ", reason: "a call to subroutine \(number) of \(index.count)")
                }
                if b0 == 10 { local[font, default: []].insert(number) } else { global.insert(number) }
                try run(index.items[number], font: font, state: &state, depth: depth + 1)
            case 11:  // return
                return
            case 14:  // endchar
                state.ended = true
                return
            case 12:
                try need(2)
                let op = Int(bytes[at + 1])
                at += 2
                switch op {
                case 34...37:  // hflex, flex, hflex1, flex1: path operators, clear the stack
                    state.stack = []
                default:
                    // Arithmetic, storage and conditionals: what they leave is not followed.
                    state.computed = true
                    state.stack = []
                }
            default:
                // Every other operator (moves, lines, curves) takes its operands and clears the stack.
                state.stack = []
                at += 1
            }
            guard state.stack.count <= 48 else { throw .malformed(font: name, table: "CFF ", reason: "a charstring's stack passes 48") }
        }
    }
}
