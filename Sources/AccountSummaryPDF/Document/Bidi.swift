import AccountSummary

/// The Unicode Bidirectional Algorithm (UAX #9) for one line of a statement: the order in
/// which its characters are drawn from left to right.
///
/// A statement's lines hold no explicit embeddings, so this is the algorithm for a single
/// paragraph at one level: characters classified (rule P3's strong types, numbers and
/// their separators, neutrals), the weak types resolved (W1, W4–W7), the neutrals (N1, N2),
/// the levels (I1, I2), trailing whitespace set back to the paragraph's level (L1), runs
/// reversed from the highest level down (L2), marks kept after their letters (L3), and
/// paired brackets mirrored at odd levels (L4). Arabic letters and Arabic-Indic digits have
/// their own rules: a European number after an Arabic letter is an Arabic number (W2), an
/// Arabic letter is right to left (W3), a common separator between two Arabic numbers joins
/// them (W4), and Arabic numbers count as right to left among neutrals (N1) and are raised
/// like European numbers (I1, I2). Every class comes from ``UnicodeTables``, the package's one
/// Unicode table. Isolates are given as ranges
/// (``levels(of:rightToLeft:isolates:)``), not by their controls. Not covered, as no statement
/// needs them here: explicit embeddings and the controls (dropped), bracket pairs (N0).
///
/// Invisible marks (LRM, RLM, ALM, the explicit controls, zero-width joiners) steer the order
/// and are then left out: no font draws them.
///
/// ```swift
/// // "balance: 1,200.00 $" in Hebrew, the number and the sign kept left to right.
/// let order = Bidi.visualOrder(of: Array("יתרה: 1,200.00 $".unicodeScalars), rightToLeft: true)
/// ```
enum Bidi {
    /// A character's bidirectional type, as far as this algorithm distinguishes them.
    enum Kind: Equatable {
        case left, right, arabicLetter, europeanNumber, arabicNumber, numberSeparator, numberTerminator, commonSeparator
        case nonspacingMark, whitespace, otherNeutral, boundaryNeutral
    }

    /// One character of the line as drawn: where it stood in the text, and the scalar to draw
    /// (its mirror image when it is a bracket set right to left).
    struct Placed: Equatable {
        var index: Int
        var scalar: Unicode.Scalar
    }

    /// Whether `scalars` hold anything that could be ordered other than as written.
    static func isTrivial(_ scalars: some Sequence<Unicode.Scalar>, rightToLeft: Bool) -> Bool {
        !rightToLeft && !scalars.contains { isRightToLeft($0) || isInvisible($0) }
    }

    /// Whether the first strongly directed character of `scalars` is right to left (rules P2
    /// and P3, as HTML's `dir="auto"` and `<bdi>` decide), or nil when none is.
    static func firstStrongIsRightToLeft(_ scalars: some Sequence<Unicode.Scalar>) -> Bool? {
        for scalar in scalars {
            switch kind(of: scalar) {
            case .left: return false
            case .right, .arabicLetter: return true
            default: continue
            }
        }
        return nil
    }

    /// The characters of a line (`scalars`, in the order written) in the order they are drawn,
    /// left to right, with the paragraph's direction right to left when `rightToLeft`.
    static func visualOrder(of scalars: [Unicode.Scalar], rightToLeft: Bool) -> [Placed] {
        let resolved = levels(of: scalars, rightToLeft: rightToLeft)
        let levels = resolved.levels
        let marks = scalars.map { kind(of: $0) == .nonspacingMark }
        let live = scalars.indices.filter { !resolved.invisible[$0] }
        // L2: from the highest level to the lowest odd one, reverse every run at that level or above.
        var order = live
        let highest = live.map { levels[$0] }.max() ?? 0
        if highest > 0 {
            for level in stride(from: highest, through: 1, by: -1) {
                var run = 0
                while run < order.count {
                    guard levels[order[run]] >= level else { run += 1; continue }
                    var end = run
                    while end < order.count, levels[order[end]] >= level { end += 1 }
                    order[run..<end].reverse()
                    run = end
                }
            }
        }
        // L3: a mark reversed with its right-to-left letter comes back after it, as a font draws
        // a mark over the letter before it.
        var position3 = 0
        while position3 < order.count {
            guard marks[order[position3]], levels[order[position3]] % 2 == 1 else { position3 += 1; continue }
            var end = position3
            while end < order.count, marks[order[end]] { end += 1 }
            if end < order.count { order[position3...end].reverse() }  // marks…, letter → letter, …marks (as written)
            position3 = end + 1
        }
        // L4 and the invisible marks.
        return order.compactMap { index in
            let scalar = scalars[index]
            if isInvisible(scalar) { return nil }
            return Placed(index: index, scalar: levels[index] % 2 == 1 ? mirrored(scalar) : scalar)
        }
    }

    /// The embedding level of each character of a line (even: left to right; odd: right to left),
    /// with the paragraph's direction right to left when `rightToLeft`, after rules W1–W7, N1,
    /// N2, I1, I2 and L1; and which characters are invisible (boundary neutrals, kept out of the
    /// rules as X9 asks, given the level of the character before them). Each of `isolates` (a
    /// range of the line, a currency symbol set apart as the HTML's `unicode-bidi: plaintext`
    /// does) is resolved as an isolate (rules X5a–X6a): a neutral to the line, a paragraph of its own inside.
    ///
    /// ```swift
    /// Bidi.levels(of: Array("كشف 123".unicodeScalars), rightToLeft: true).levels  // [1, 1, 1, 1, 2, 2, 2]
    /// ```
    static func levels(of scalars: [Unicode.Scalar], rightToLeft: Bool, isolates: [Range<Int>]) -> (levels: [Int], invisible: [Bool]) {
        guard !isolates.isEmpty else { return levels(of: scalars, rightToLeft: rightToLeft) }
        // The line sees each isolate as one neutral (X5c, X6a: an FSI … PDI pair); the
        // isolate's characters are a paragraph of their own, directed by their first strong
        // character, one or two levels above the line's (the least odd or even level above it).
        var outer = scalars
        for range in isolates where !range.isEmpty {
            outer[range.lowerBound] = "\u{FFFC}"  // OBJECT REPLACEMENT CHARACTER: ON
            for index in range.dropFirst() { outer[index] = "\u{200B}" }  // boundary neutral: left out
        }
        var result = levels(of: outer, rightToLeft: rightToLeft)
        let paragraph = rightToLeft ? 1 : 0
        for range in isolates where !range.isEmpty {
            let content = Array(scalars[range])
            let inward = firstStrongIsRightToLeft(content) ?? false
            let base = inward ? (paragraph % 2 == 1 ? paragraph + 2 : paragraph + 1) : (paragraph % 2 == 0 ? paragraph + 2 : paragraph + 1)
            let inner = levels(of: content, rightToLeft: inward)
            for (offset, index) in range.enumerated() {
                result.levels[index] = inner.levels[offset] + base - (inward ? 1 : 0)
                result.invisible[index] = inner.invisible[offset]
            }
        }
        return result
    }

    static func levels(of scalars: [Unicode.Scalar], rightToLeft: Bool) -> (levels: [Int], invisible: [Bool]) {
        let paragraph = rightToLeft ? 1 : 0
        let start: Kind = rightToLeft ? .right : .left
        var kinds = scalars.map(kind(of:))
        let invisible = kinds.map { $0 == .boundaryNeutral }
        let count = kinds.count

        // W1: a mark takes the type of what it follows.
        var previous = start
        for index in 0..<count where kinds[index] != .boundaryNeutral {
            if kinds[index] == .nonspacingMark { kinds[index] = previous }
            previous = kinds[index]
        }
        // The others see past boundary neutrals (X9): indices of the rest.
        let live = (0..<count).filter { kinds[$0] != .boundaryNeutral }
        // W2: a European number after an Arabic letter is an Arabic number. W3: Arabic letters are right to left.
        var lastStrong = start
        for index in live {
            switch kinds[index] {
            case .left, .right, .arabicLetter: lastStrong = kinds[index]
            case .europeanNumber where lastStrong == .arabicLetter: kinds[index] = .arabicNumber
            default: break
            }
        }
        for index in live where kinds[index] == .arabicLetter { kinds[index] = .right }
        // W4: one separator between two numbers joins them (a common separator only between Arabic numbers).
        if live.count >= 3 {
            for position in 1..<live.count - 1 {
                let index = live[position], before = kinds[live[position - 1]], after = kinds[live[position + 1]]
                if before == .europeanNumber, after == .europeanNumber,
                   kinds[index] == .numberSeparator || kinds[index] == .commonSeparator {
                    kinds[index] = .europeanNumber
                } else if before == .arabicNumber, after == .arabicNumber, kinds[index] == .commonSeparator {
                    kinds[index] = .arabicNumber
                }
            }
        }
        // W5: terminators (currency signs, %) next to a number are part of it.
        var position = 0
        while position < live.count {
            guard kinds[live[position]] == .numberTerminator else { position += 1; continue }
            var end = position
            while end < live.count, kinds[live[end]] == .numberTerminator { end += 1 }
            let touches = (position > 0 && kinds[live[position - 1]] == .europeanNumber)
                || (end < live.count && kinds[live[end]] == .europeanNumber)
            if touches { for inner in position..<end { kinds[live[inner]] = .europeanNumber } }
            position = end
        }
        // W6: the separators and terminators left are neutral.
        for index in live where [.numberSeparator, .numberTerminator, .commonSeparator].contains(kinds[index]) {
            kinds[index] = .otherNeutral
        }
        // W7: a number after left-to-right text (or at the start of a left-to-right line) is left to right.
        var strong = start
        for index in live {
            if kinds[index] == .left || kinds[index] == .right { strong = kinds[index] }
            if kinds[index] == .europeanNumber, strong == .left { kinds[index] = .left }
        }
        // N1, N2: neutrals between two of the same direction take it (numbers count as right
        // to left); the others take the paragraph's.
        position = 0
        while position < live.count {
            guard [.whitespace, .otherNeutral].contains(kinds[live[position]]) else { position += 1; continue }
            var end = position
            while end < live.count, [.whitespace, .otherNeutral].contains(kinds[live[end]]) { end += 1 }
            func direction(_ kind: Kind) -> Kind { kind == .left ? .left : .right }
            let before = position > 0 ? direction(kinds[live[position - 1]]) : start
            let after = end < live.count ? direction(kinds[live[end]]) : start
            let resolved = before == after ? before : start
            for inner in position..<end { kinds[live[inner]] = resolved }
            position = end
        }
        // I1, I2: levels.
        var levels = [Int](repeating: paragraph, count: count)
        for index in live {
            switch (paragraph, kinds[index]) {
            case (0, .right): levels[index] = 1
            case (0, .europeanNumber), (0, .arabicNumber): levels[index] = 2
            case (1, .left), (1, .europeanNumber), (1, .arabicNumber): levels[index] = 2
            default: levels[index] = paragraph
            }
        }
        // L1: whitespace at the end of the line is at the paragraph's level.
        for index in live.reversed() {
            guard scalars[index].properties.isWhitespace else { break }
            levels[index] = paragraph
        }
        // The invisible characters: the level of the one before them (of the one after, at the start).
        var last: Int?
        for index in 0..<count {
            if invisible[index] { levels[index] = last ?? live.first.map { levels[$0] } ?? paragraph } else { last = levels[index] }
        }
        return (levels, invisible)
    }

    /// Whether `scalar` is a right-to-left letter or mark (Bidi_Class R or AL: Hebrew, Arabic…, RLM, ALM).
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x0590 && UnicodeTables.isRightToLeft(scalar)
    }

    /// The bidirectional type of `scalar`: its Bidi_Class from ``UnicodeTables``, in the classes
    /// this algorithm tells apart. The explicit formatting characters (embeddings, overrides,
    /// isolates and their pops) are boundary neutrals here, as rule X9 leaves them; the
    /// paragraph and segment separators, which a statement's line never holds, are neutrals.
    static func kind(of scalar: Unicode.Scalar) -> Kind {
        // ASCII letters and the Latin-1 and Latin Extended letters, the most of any statement, without a table lookup.
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F: return .left
        default: break
        }
        switch UnicodeTables.bidiClass(of: scalar) {
        case .leftToRight: return .left
        case .rightToLeft: return .right
        case .arabicLetter: return .arabicLetter
        case .europeanNumber: return .europeanNumber
        case .arabicNumber: return .arabicNumber
        case .europeanSeparator: return .numberSeparator
        case .europeanTerminator: return .numberTerminator
        case .commonSeparator: return .commonSeparator
        case .nonspacingMark: return .nonspacingMark
        case .whiteSpace: return .whitespace
        case .boundaryNeutral, .leftToRightEmbedding, .rightToLeftEmbedding, .leftToRightOverride, .rightToLeftOverride,
             .popDirectionalFormat, .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate, .popDirectionalIsolate:
            return .boundaryNeutral
        case .otherNeutral, .paragraphSeparator, .segmentSeparator: return .otherNeutral
        }
    }

    /// Marks that steer the order and are not drawn: Default_Ignorable_Code_Point (LRM, RLM,
    /// ALM, the explicit controls, zero-width joiners, the soft hyphen, U+FEFF, variation selectors).
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0xAD && UnicodeTables.isDefaultIgnorable(scalar)
    }

    /// The mirror image of a bracket or other paired sign (Bidi_Mirroring_Glyph), else `scalar`.
    static func mirrored(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        UnicodeTables.mirroringGlyph(of: scalar) ?? scalar
    }
}
