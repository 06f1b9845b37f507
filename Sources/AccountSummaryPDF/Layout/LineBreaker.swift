import AccountSummary

/// Line break opportunities by the Unicode Line Breaking Algorithm (UAX #14, Unicode 15.0),
/// with the numbers tailored as its Example 7 shows (as `LineBreakTest.txt` expects): classes
/// from ``UnicodeTables`` resolved by LB1, then the rules LB2–LB31 in order.
///
/// The rules between two classes alone (LB11–LB31 but for the few that look further) are
/// spread once into a pair table, as the pair-table implementation of UAX #14 §8.2 does; a
/// pair whose answer depends on more (spaces between, a number before, the regional indicators
/// counted, the width of a bracket) is answered by the rules themselves. Both come from one
/// list of rules (``rules(_:_:beforeSpace:text:)``), so they cannot disagree.
///
/// ```swift
/// LineBreaker.opportunities(in: Array("Rent (Nov) 1,234.50".unicodeScalars))
/// // .allowed before "(" and "1"; .prohibited inside "1,234.50" and before ")"
/// ```
package enum LineBreaker {
    /// What may happen before a character.
    package enum Opportunity: Sendable, Hashable {
        /// No break here.
        case prohibited
        /// A line may break here.
        case allowed
        /// A line must break here (after a line feed, say).
        case mandatory
    }

    typealias Class = UnicodeTables.LineBreak

    /// The opportunity before each scalar of `scalars` (the first is always `.prohibited`).
    package static func opportunities(in scalars: [Unicode.Scalar]) -> [Opportunity] {
        let count = scalars.count
        guard count > 0 else { return [] }
        let classes = scalars.map(resolvedClass)
        // LB9, LB10: a combining mark or ZWJ after a base is that base; any other is alphabetic.
        var base = Array(0..<count)
        var effective = classes
        for index in 0..<count where classes[index] == .combiningMark || classes[index] == .zwj {
            if index > 0, case let before = classes[base[index - 1]], !(before.breaksLine || before == .space || before == .zwSpace) {
                base[index] = base[index - 1]
                effective[index] = effective[index - 1]
            } else {
                effective[index] = .alphabetic
            }
        }
        let context = Context(scalars: scalars, classes: classes, effective: effective, base: base)
        var result = [Opportunity](repeating: .prohibited, count: count)
        for index in 1..<max(count, 1) {
            result[index] = decide(at: index, context)
        }
        return result
    }

    /// The text around a place, as the rules that look further than two classes need it.
    struct Context {
        let scalars: [Unicode.Scalar]
        /// Classes after LB1.
        let classes: [Class]
        /// Classes after LB9 and LB10 (a mark has its base's).
        let effective: [Class]
        /// The base of each character's combining sequence.
        let base: [Int]
    }

    /// LB1: ambiguous, surrogates and unknown are alphabetic; South-East Asian letters are
    /// alphabetic (combining marks when they are marks); conditional Japanese starters are
    /// nonstarters.
    static func resolvedClass(_ scalar: Unicode.Scalar) -> Class {
        switch UnicodeTables.lineBreak(of: scalar) {
        case .ambiguous, .surrogate, .unknown: return .alphabetic
        case .complexContext:
            switch UnicodeTables.generalCategory(of: scalar) {
            case .nonspacingMark, .spacingMark: return .combiningMark
            default: return .alphabetic
            }
        case .conditionalJapaneseStarter: return .nonstarter
        case let other: return other
        }
    }

    /// The opportunity before `index`: rules LB4–LB10 on the characters, then LB11–LB31 on
    /// the classes (from the pair table when the pair decides).
    static func decide(at index: Int, _ context: Context) -> Opportunity {
        let a = context.classes[index - 1], b = context.classes[index]
        if a == .mandatoryBreak { return .mandatory }                                   // LB4
        if a == .carriageReturn, b == .lineFeed { return .prohibited }                  // LB5
        if a == .carriageReturn || a == .lineFeed || a == .nextLine { return .mandatory }
        if b.breaksLine { return .prohibited }                                           // LB6
        if b == .space || b == .zwSpace { return .prohibited }                           // LB7
        var beforeSpaces = index - 1                                                     // LB8
        while beforeSpaces >= 0, context.classes[beforeSpaces] == .space { beforeSpaces -= 1 }
        if beforeSpaces >= 0, context.classes[beforeSpaces] == .zwSpace { return .allowed }
        if a == .zwj { return .prohibited }                                              // LB8a
        if context.base[index] != index { return .prohibited }                           // LB9
        let previous = context.effective[index - 1], next = context.effective[index]
        if previous != .space, let decided = pairTable[Int(previous.rawValue)][Int(next.rawValue)] { return decided }
        // The class before the spaces (LB14–LB17).
        var lastNonSpace = index - 1
        while lastNonSpace >= 0, context.effective[lastNonSpace] == .space { lastNonSpace -= 1 }
        let beforeSpace = lastNonSpace >= 0 ? context.effective[lastNonSpace] : nil
        return rules(previous, next, beforeSpace: beforeSpace, text: (context, index)) ?? .allowed
    }

    /// Rules LB11–LB31 for `previous` and `next` (classes after LB9 and LB10) and the class
    /// before the spaces that end at `previous` (`previous` itself when it is no space); with
    /// the text when there is some, else nil when a rule needs more than the classes.
    static func rules(_ previous: Class, _ next: Class, beforeSpace: Class?, text: (Context, Int)?) -> Opportunity? {
        let a = previous, b = next
        if b == .wordJoiner || a == .wordJoiner { return .prohibited }                    // LB11
        if a == .glue { return .prohibited }                                             // LB12
        if b == .glue, ![.space, .breakAfter, .hyphen].contains(a) { return .prohibited }  // LB12a
        if [.closePunctuation, .closeParenthesis, .exclamation, .infixNumeric, .breakSymbols].contains(b) {
            return .prohibited                                                           // LB13
        }
        if beforeSpace == .openPunctuation { return .prohibited }                        // LB14
        if b == .openPunctuation, beforeSpace == .quotation { return .prohibited }       // LB15
        if b == .nonstarter, beforeSpace == .closePunctuation || beforeSpace == .closeParenthesis { return .prohibited }  // LB16
        if b == .breakBoth, beforeSpace == .breakBoth { return .prohibited }             // LB17
        if a == .space { return .allowed }                                               // LB18
        return decidePairs(a, b, text: text)
    }

    /// Rules LB19–LB31 (nil: a rule needs the text and none was given).
    private static func decidePairs(_ a: Class, _ b: Class, text: (Context, Int)?) -> Opportunity? {
        if b == .quotation || a == .quotation { return .prohibited }                     // LB19
        if b == .contingentBreak || a == .contingentBreak { return .allowed }            // LB20
        if [.breakAfter, .hyphen, .nonstarter].contains(b) || a == .breakBefore { return .prohibited }  // LB21
        if a == .hyphen || a == .breakAfter {                                            // LB21a: HL (HY | BA) ×
            guard let (context, index) = text else { return nil }
            let start = context.base[index - 1]
            if start > 0, context.effective[start - 1] == .hebrewLetter { return .prohibited }
        }
        if a == .breakSymbols, b == .hebrewLetter { return .prohibited }                 // LB21b
        if b == .inseparable { return .prohibited }                                      // LB22
        let letters: [Class] = [.alphabetic, .hebrewLetter]
        if letters.contains(a), b == .numeric { return .prohibited }                     // LB23
        if a == .numeric, letters.contains(b) { return .prohibited }
        let ideographs: [Class] = [.ideographic, .eBase, .eModifier]
        if a == .prefixNumeric, ideographs.contains(b) { return .prohibited }            // LB23a
        if ideographs.contains(a), b == .postfixNumeric { return .prohibited }
        let affixes: [Class] = [.prefixNumeric, .postfixNumeric]
        if affixes.contains(a), letters.contains(b) { return .prohibited }               // LB24
        if letters.contains(a), affixes.contains(b) { return .prohibited }
        // LB25, tailored (UAX #14 Example 7): a number with its prefix, brackets and separators.
        if affixes.contains(a), b == .numeric { return .prohibited }
        if affixes.contains(a), b == .openPunctuation || b == .hyphen {
            guard let (context, index) = text else { return nil }
            var after = index + 1
            while after < context.effective.count, context.base[after] != after { after += 1 }
            if after < context.effective.count, context.effective[after] == .numeric { return .prohibited }
        }
        if a == .openPunctuation || a == .hyphen, b == .numeric { return .prohibited }
        let numberParts: [Class] = [.numeric, .breakSymbols, .infixNumeric]
        if a == .numeric, numberParts.contains(b) { return .prohibited }
        if numberParts.contains(b) || b == .closePunctuation || b == .closeParenthesis || affixes.contains(b) {
            if numberParts.contains(a) || ((a == .closePunctuation || a == .closeParenthesis) && affixes.contains(b)) {
                guard let (context, index) = text else { return nil }
                var place = context.base[index - 1]
                if affixes.contains(b), [.closePunctuation, .closeParenthesis].contains(context.effective[place]) {
                    place = place > 0 ? context.base[place - 1] : -1
                }
                while place >= 0, numberParts.contains(context.effective[place]) {
                    if context.effective[place] == .numeric { return .prohibited }
                    place = place > 0 ? context.base[place - 1] : -1
                }
            }
        }
        let jamo: [Class] = [.jl, .jv, .jt, .h2, .h3]
        if a == .jl, [.jl, .jv, .h2, .h3].contains(b) { return .prohibited }             // LB26
        if a == .jv || a == .h2, b == .jv || b == .jt { return .prohibited }
        if a == .jt || a == .h3, b == .jt { return .prohibited }
        if jamo.contains(a), b == .postfixNumeric { return .prohibited }                 // LB27
        if a == .prefixNumeric, jamo.contains(b) { return .prohibited }
        if letters.contains(a), letters.contains(b) { return .prohibited }               // LB28
        if a == .infixNumeric, letters.contains(b) { return .prohibited }                // LB29
        if letters.contains(a) || a == .numeric, b == .openPunctuation {                 // LB30
            guard let (context, index) = text else { return nil }
            if !isWide(context.scalars[index]) { return .prohibited }
        }
        if a == .closeParenthesis, letters.contains(b) || b == .numeric {
            guard let (context, index) = text else { return nil }
            if !isWide(context.scalars[context.base[index - 1]]) { return .prohibited }
        }
        if a == .regionalIndicator, b == .regionalIndicator {                            // LB30a
            guard let (context, index) = text else { return nil }
            var count = 0
            var place = context.base[index - 1]
            while place >= 0, context.effective[place] == .regionalIndicator {
                count += 1
                place = place > 0 ? context.base[place - 1] : -1
            }
            if count % 2 == 1 { return .prohibited }
        }
        if b == .eModifier {                                                             // LB30b
            if a == .eBase { return .prohibited }
            guard let (context, index) = text else { return nil }
            let scalar = context.scalars[context.base[index - 1]]
            if UnicodeTables.isExtendedPictographic(scalar), UnicodeTables.generalCategory(of: scalar) == .unassigned { return .prohibited }
        }
        return .allowed                                                                  // LB31
    }

    /// East Asian Width F, W or H (LB30 leaves such brackets breakable).
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch UnicodeTables.eastAsianWidth(of: scalar) {
        case .fullwidth, .wide, .halfwidth: true
        default: false
        }
    }

    /// Each pair of adjacent classes' answer by rules LB11–LB31 when the two classes settle
    /// it; nil when a rule needs more of the text.
    private static let pairTable: [[Opportunity?]] = {
        let classes = Class.allCases
        return classes.map { a in classes.map { b in rules(a, b, beforeSpace: a, text: nil) } }
    }()
}

extension UnicodeTables.LineBreak {
    /// Whether a line must break after a character of this class: UAX #14's BK, CR, LF and NL
    /// (LB4–LB6), the classes ``LineBreaker`` and the layout's wrapping both ask about.
    ///
    /// ```swift
    /// LineBreaker.resolvedClass("\u{2028}").breaksLine  // true
    /// LineBreaker.resolvedClass(" ").breaksLine          // false
    /// ```
    var breaksLine: Bool {
        self == .mandatoryBreak || self == .carriageReturn || self == .lineFeed || self == .nextLine
    }
}
