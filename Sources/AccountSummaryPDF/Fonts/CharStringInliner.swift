/// A Type 2 charstring with its subroutine calls replaced by the subroutines' bodies
/// ("desubroutinized"), read as a PostScript interpreter would, far enough to follow
/// `callsubr` and `callgsubr` (Adobe Technical Note 5177, "The Type 2 Charstring Format"):
/// numbers pushed, stems counted (a `hintmask` is followed by one bit per stem), subroutine
/// numbers biased by the INDEX's size, calls followed into the subroutines and their own calls.
///
/// The charstring's bytes are copied as they are, in the order they run: each call and the
/// number before it give way to the subroutine's bytes (without its `return`), so the glyph
/// draws exactly as before and needs no subroutine. The number before a call is the last
/// token copied, always: tokens are copied in the order they run, so the top of the stack is
/// the last number copied.
///
/// A charstring that computes a subroutine's number (with the arithmetic operators) cannot
/// be followed without running it: ``follow(glyph:)`` then returns nil and the caller keeps
/// every subroutine. Calls deeper than the format's limit (10), a number past the INDEX, or a
/// charstring that runs off its end are ``FontError``s, never a crash.
///
/// ```swift
/// var inliner = CharStringInliner(cff)
/// try inliner.follow(glyph: 36)   // glyph 36's drawing with no callsubr or callgsubr in it
/// ```
struct CharStringInliner {
    let cff: CompactFontFormat

    init(_ cff: CompactFontFormat) {
        self.cff = cff
    }

    /// The bias added to a subroutine operand (TN 5177 §4.7).
    static func bias(_ count: Int) -> Int {
        count < 1240 ? 107 : count < 33900 ? 1131 : 32768
    }

    /// What a charstring being read has seen: its operand stack and how many stems, and what is copied so far.
    private struct State {
        var stack: [Int] = []
        var stems = 0
        /// Whether the stack holds a value this reader did not compute (an arithmetic result).
        var computed = false
        var ended = false
        /// The charstring without calls, so far.
        var out: [UInt8] = []
        /// Where in `out` the last token starts when it is a number.
        var lastNumber: Int?
        /// Whether a call's number was computed: the charstring cannot be inlined.
        var unfollowable = false
    }

    /// `glyph`'s charstring with every call inlined, or nil when a subroutine number is computed.
    func follow(glyph: Int) throws(FontError) -> [UInt8]? {
        var state = State()
        let font = cff.fontDictionary(of: glyph)
        try run(cff.charStrings.items[glyph], font: font, state: &state, depth: 0)
        return state.unfollowable ? nil : state.out
    }

    private func run(_ range: Range<Int>, font: Int, state: inout State, depth: Int) throws(FontError) {
        let name = cff.file.font
        guard depth <= 10 else { throw .malformed(font: name, table: "CFF ", reason: "subroutines nest deeper than 10") }
        let bytes = cff.file.bytes
        var at = range.lowerBound
        func need(_ count: Int) throws(FontError) {
            guard at + count <= range.upperBound else { throw .malformed(font: name, table: "CFF ", reason: "a charstring runs off its end") }
        }
        while at < range.upperBound, !state.ended, !state.unfollowable {
            let b0 = Int(bytes[at])
            let tokenStart = at
            var copied = true
            var isNumber = false
            switch b0 {
            case 32...246:
                state.stack.append(b0 - 139); at += 1; isNumber = true
            case 247...250:
                try need(2); state.stack.append((b0 - 247) * 256 + Int(bytes[at + 1]) + 108); at += 2; isNumber = true
            case 251...254:
                try need(2); state.stack.append(-(b0 - 251) * 256 - Int(bytes[at + 1]) - 108); at += 2; isNumber = true
            case 28:
                try need(3); state.stack.append(Int(Int16(bitPattern: UInt16(bytes[at + 1]) << 8 | UInt16(bytes[at + 2])))); at += 3
                isNumber = true
            case 255:
                // 16.16 fixed: its integer part (a subroutine number is never fractional).
                try need(5); state.stack.append(Int(Int16(bitPattern: UInt16(bytes[at + 1]) << 8 | UInt16(bytes[at + 2])))); at += 5
                isNumber = true
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
                guard !state.computed, let numberStart = state.lastNumber else { state.unfollowable = true; return }
                // The number and the call give way to the subroutine's bytes.
                state.out.removeSubrange(numberStart...)
                state.lastNumber = nil
                copied = false
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
                try run(index.items[number], font: font, state: &state, depth: depth + 1)
            case 11:  // return: the caller goes on
                return
            case 14:  // endchar
                state.out.append(14)
                state.lastNumber = nil
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
            if copied, !state.unfollowable {
                if isNumber { state.lastNumber = state.out.count }
                else if b0 != 10 && b0 != 29 { state.lastNumber = nil }
                state.out += bytes[tokenStart..<at]
            }
        }
    }
}
