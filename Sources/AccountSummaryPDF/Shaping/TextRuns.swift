import AccountSummary

/// A line of text split into the runs a shaper takes: characters of one bidirectional level
/// (``Bidi/levels(of:rightToLeft:)``) and one script, in the order written. Characters of the
/// Common and Inherited scripts (spaces, digits, punctuation, combining marks) belong to the
/// script before them in their level, or, at its start, to the one after them.
///
/// ```swift
/// let runs = TextRuns.runs(of: Array("الرصيد: 1,234.50 ر.س.".unicodeScalars), rightToLeft: true)
/// runs.map(\.direction)   // [.rightToLeft, .leftToRight, .rightToLeft]: the amount's digits left to right
/// TextRuns.visualOrder(of: runs)  // [2, 1, 0]: the runs as drawn, left to right
/// ```
package enum TextRuns {
    /// One run: its characters, level and script.
    package struct Run: Sendable, Hashable {
        package var range: Range<Int>
        package var level: Int
        package var script: UnicodeTables.Script

        /// Right to left at an odd level.
        package var direction: TextDirection { level % 2 == 1 ? .rightToLeft : .leftToRight }
    }

    /// The runs of `scalars` (a line, directed right to left when `rightToLeft`), in the order written.
    package static func runs(of scalars: [Unicode.Scalar], rightToLeft: Bool) -> [Run] {
        guard !scalars.isEmpty else { return [] }
        let levels = Bidi.levels(of: scalars, rightToLeft: rightToLeft).levels
        var runs: [Run] = []
        var start = 0
        while start < scalars.count {
            var end = start + 1
            while end < scalars.count, levels[end] == levels[start] { end += 1 }
            runs += scriptRuns(scalars, start..<end, level: levels[start])
            start = end
        }
        return runs
    }

    /// The script runs of one level run.
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
            var end = start + 1
            while end < scripts.count, scripts[end] == scripts[start] { end += 1 }
            runs.append(Run(range: range.lowerBound + start..<range.lowerBound + end, level: level, script: scripts[start] ?? .common))
            start = end
        }
        return runs
    }

    /// The indices of `runs` in the order they are drawn, left to right (rule L2: from the
    /// highest level to the lowest odd one, each sequence at that level or above reversed).
    package static func visualOrder(of runs: [Run]) -> [Int] {
        var order = Array(runs.indices)
        let highest = runs.map(\.level).max() ?? 0
        let lowestOdd = runs.map(\.level).filter { $0 % 2 == 1 }.min() ?? highest + 1
        guard highest > 0 else { return order }
        for level in stride(from: highest, through: max(lowestOdd, 1), by: -1) {
            var place = 0
            while place < order.count {
                guard runs[order[place]].level >= level else {
                    place += 1
                    continue
                }
                var end = place
                while end < order.count, runs[order[end]].level >= level { end += 1 }
                order[place..<end].reverse()
                place = end
            }
        }
        return order
    }
}
