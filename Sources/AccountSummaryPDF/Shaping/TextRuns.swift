import AccountSummary

/// A line of text split into the runs a shaper takes: characters of one bidirectional level
/// (``Bidi/levels(of:rightToLeft:)``) and one script, a word or a space each (as a browser
/// shapes word by word), in the order written. Characters of the Common and Inherited scripts
/// (spaces, digits, punctuation, combining marks) belong to the script before them in their
/// level, or, at its start, to the one after them. The invisible marks that steer the order
/// (LRM, RLM, ALM, the embedding controls…) are left out once the levels are known; the
/// joiners (ZWJ, ZWNJ), which change how letters join, are kept.
///
/// ```swift
/// let line = TextRuns.line(Array("الرصيد: 1,234.50".unicodeScalars), direction: .rightToLeft)
/// line.runs.map(\.direction)          // [.rightToLeft, .rightToLeft, .leftToRight]: "الرصيد:", " ", "1,234.50"
/// TextRuns.visualOrder(of: line.runs.map(\.level))  // [2, 1, 0]: the runs as drawn, left to right
/// ```
package enum TextRuns {
    /// How a line is directed: its paragraph direction (UAX #9 then orders its characters), or
    /// one run in one direction (a piece of text already ordered with its neighbours).
    package enum Direction: Sendable, Hashable {
        case leftToRight, rightToLeft
        case run(TextDirection)
    }

    /// One run: its characters (in ``Line/scalars``), level and script.
    package struct Run: Sendable, Hashable {
        package var range: Range<Int>
        package var level: Int
        package var script: UnicodeTables.Script

        /// Right to left at an odd level.
        package var direction: TextDirection { level % 2 == 1 ? .rightToLeft : .leftToRight }
    }

    /// A line: its characters without the invisible marks, and its runs in the order written.
    package struct Line: Sendable {
        package var scalars: [Unicode.Scalar]
        package var runs: [Run]
    }

    /// The runs of `scalars` (a line) in `direction`, each range of `isolates` a bidirectional
    /// isolate (see ``Bidi/levels(of:rightToLeft:isolates:)``).
    package static func line(_ scalars: [Unicode.Scalar], direction: Direction, isolates: [Range<Int>] = []) -> Line {
        guard !scalars.isEmpty else { return Line(scalars: [], runs: []) }
        let levels: [Int]
        switch direction {
        case .leftToRight, .rightToLeft:
            let rightToLeft = direction == .rightToLeft
            levels = Bidi.isTrivial(scalars, rightToLeft: rightToLeft) ? Array(repeating: 0, count: scalars.count)
                : Bidi.levels(of: scalars, rightToLeft: rightToLeft, isolates: isolates).levels
        case .run(let run):
            levels = Array(repeating: run == .rightToLeft ? 1 : 0, count: scalars.count)
        }
        var kept: [Unicode.Scalar] = []
        var keptLevels: [Int] = []
        kept.reserveCapacity(scalars.count)
        for (scalar, level) in zip(scalars, levels) where !Bidi.isInvisible(scalar) || scalar == "\u{200C}" || scalar == "\u{200D}" {
            kept.append(scalar)
            keptLevels.append(level)
        }
        var runs: [Run] = []
        var start = 0
        while start < kept.count {
            var end = start + 1
            while end < kept.count, keptLevels[end] == keptLevels[start] { end += 1 }
            runs += scriptRuns(kept, start..<end, level: keptLevels[start])
            start = end
        }
        return Line(scalars: kept, runs: runs)
    }


    /// The script runs of one level run, each word and each space apart.
    private static func scriptRuns(_ scalars: [Unicode.Scalar], _ range: Range<Int>, level: Int) -> [Run] {
        var scripts = range.map { index -> UnicodeTables.Script? in
            let script = UnicodeTables.script(of: scalars[index])
            return script == .common || script == .inherited || script == .unknown ? nil : script
        }
        // Each common character takes the script before it; those at the start, the first after them.
        var last: UnicodeTables.Script?
        for index in scripts.indices {
            if let script = scripts[index] { last = script } else { scripts[index] = last }
        }
        let first = scripts.first { $0 != nil } ?? nil
        for index in scripts.indices where scripts[index] == nil { scripts[index] = first ?? .common }
        var runs: [Run] = []
        var start = 0
        while start < scripts.count {
            let isSpace = scalars[range.lowerBound + start] == " "
            var end = start + 1
            while end < scripts.count, scripts[end] == scripts[start], (scalars[range.lowerBound + end] == " ") == isSpace, !isSpace {
                end += 1
            }
            runs.append(Run(range: range.lowerBound + start..<range.lowerBound + end, level: level, script: scripts[start] ?? .common))
            start = end
        }
        return runs
    }

    /// The order in which pieces at `levels` (in the order written) are drawn, left to right:
    /// rule L2, from the highest level to 1, each sequence at that level or above reversed.
    package static func visualOrder(of levels: [Int]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0 else { return order }
        for level in stride(from: highest, through: 1, by: -1) {
            var place = 0
            while place < order.count {
                guard levels[order[place]] >= level else {
                    place += 1
                    continue
                }
                var end = place
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[place..<end].reverse()
                place = end
            }
        }
        return order
    }
}
