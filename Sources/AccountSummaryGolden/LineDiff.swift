import AccountSummary
/// A unified diff of two texts, line by line: what golden checks print on a failure.
///
/// Lines are matched by a longest common subsequence (Myers' O((N+M)·D)
/// algorithm, so a few changes in a long file cost little), and only the
/// changed lines are shown, with `context` unchanged lines around each change,
/// under `@@ -a,b +c,d @@` hunk headers as `diff -u` writes them. One inserted
/// line gives one `+` line, not a flood of shifted lines. Invisible characters
/// (U+00A0, U+202F, bidi marks, ESC, …) are written as `\u{XXXX}` through
/// `visible`, so a review sees every byte that differs.
///
/// ```swift
/// LineDiff(expected: "a\nb\nc\n", actual: "a\nx\nb\nc\n").unified(context: 1)
/// // "@@ -1,2 +1,3 @@\n a\n+x\n b"
/// ```
package struct LineDiff: Sendable, Hashable {
    /// One line of the comparison.
    package enum Line: Sendable, Hashable {
        /// In both texts (`old` and `new` are 0-based line numbers).
        case same(String, old: Int, new: Int)
        /// Only in the expected text.
        case removed(String, old: Int)
        /// Only in the actual text.
        case inserted(String, new: Int)
    }

    /// Every line of both texts, in order: unchanged, removed and inserted.
    package let lines: [Line]

    /// Compares two texts split at `\n`.
    ///
    /// - Parameters:
    ///   - expected: The recorded text (the `-` side).
    ///   - actual: Today's text (the `+` side).
    package init(expected: String, actual: String) {
        lines = LineDiff.compare(LineDiff.split(expected), LineDiff.split(actual))
    }

    /// The marker `diff -u` puts after a last line that has no newline.
    static let noNewline = "\\ No newline at end of file"

    /// Lines as `diff` sees them: a final `\n` ends the last line rather than
    /// starting an empty one, and a last line without it is marked (so `"a"`
    /// and `"a\n"` differ, as they do byte for byte).
    private static func split(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" {
            lines.removeLast()
        } else {
            lines[lines.count - 1] += "\n" + noNewline
        }
        return lines
    }

    /// Whether the texts are equal line for line.
    package var isEmpty: Bool {
        lines.allSatisfy { if case .same = $0 { true } else { false } }
    }

    /// The changed lines with `context` lines around them, as `diff -u` prints hunks.
    ///
    /// ```swift
    /// LineDiff(expected: "a\nb\n", actual: "a\nc\n").unified()  // "@@ -1,2 +1,2 @@\n a\n-b\n+c\n "
    /// ```
    /// - Parameters:
    ///   - context: Unchanged lines shown before and after each change.
    ///   - visible: How a line's text is shown (by default invisible characters as `\u{XXXX}`).
    /// - Returns: The hunks, lines joined by `\n`; empty when nothing differs.
    package func unified(context: Int = 3, visible: (String) -> String = LineDiff.visible) -> String {
        let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
        guard !changed.isEmpty else { return "" }
        // Group the changes into hunks whose context windows touch or overlap.
        var hunks: [Range<Int>] = []
        for index in changed {
            let window = max(0, index - context)..<min(lines.count, index + context + 1)
            if let last = hunks.last, window.lowerBound <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<window.upperBound
            } else {
                hunks.append(window)
            }
        }
        var output: [String] = []
        for hunk in hunks {
            var oldStart: Int?, newStart: Int?, oldCount = 0, newCount = 0
            var body: [String] = []
            for line in lines[hunk] {
                switch line {
                case .same(let text, let old, let new):
                    oldStart = oldStart ?? old
                    newStart = newStart ?? new
                    oldCount += 1
                    newCount += 1
                    body.append(" " + LineDiff.shown(text, visible))
                case .removed(let text, let old):
                    oldStart = oldStart ?? old
                    oldCount += 1
                    body.append("-" + LineDiff.shown(text, visible))
                case .inserted(let text, let new):
                    newStart = newStart ?? new
                    newCount += 1
                    body.append("+" + LineDiff.shown(text, visible))
                }
            }
            // An empty side starts after the line before the hunk, as diff -u numbers it.
            let oldLine = oldCount == 0 ? position(before: hunk, old: true) : oldStart! + 1
            let newLine = newCount == 0 ? position(before: hunk, old: false) : newStart! + 1
            output.append("@@ -\(oldLine),\(oldCount) +\(newLine),\(newCount) @@")
            output += body
        }
        return output.joined(separator: "\n")
    }

    /// Control, format and separator characters, and every space but U+0020, as `\u{XXXX}`.
    ///
    /// ```swift
    /// LineDiff.visible("1.234,50\u{00A0}€")  // "1.234,50\\u{A0}€"
    /// ```
    package static func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            case .spaceSeparator where scalar != " ":
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A line's text through `visible`, with the no-newline marker kept on a line of its own.
    private static func shown(_ text: String, _ visible: (String) -> String) -> String {
        guard text.hasSuffix("\n" + noNewline) else { return visible(text) }
        return visible(String(text.dropLast(noNewline.count + 1))) + "\n" + noNewline
    }

    /// The 1-based number of the last line of one side before `hunk` (0 at the start).
    private func position(before hunk: Range<Int>, old: Bool) -> Int {
        var count = 0
        for line in lines[..<hunk.lowerBound] {
            switch line {
            case .same: count += 1
            case .removed: if old { count += 1 }
            case .inserted: if !old { count += 1 }
            }
        }
        return count
    }

    /// The most edits the shortest-script search looks for; past it, the differing middle is
    /// shown as removed then inserted (a correct diff, not the shortest), so memory and time stay
    /// linear in the tables however different they are.
    static let maximumEdits = 2_000

    /// The lines both texts share at the start and end, then Myers' shortest edit script for
    /// the middle (or, past ``maximumEdits``, the middle removed and inserted whole).
    private static func compare(_ old: [String], _ new: [String]) -> [Line] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        var result = (0..<prefix).map { Line.same(old[$0], old: $0, new: $0) }
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)
        if let middle = shortestScript(old, oldMiddle, new, newMiddle) {
            result += middle
        } else {
            result += oldMiddle.map { Line.removed(old[$0], old: $0) } + newMiddle.map { Line.inserted(new[$0], new: $0) }
        }
        result += (0..<suffix).map { Line.same(old[old.count - suffix + $0], old: old.count - suffix + $0, new: new.count - suffix + $0) }
        return result
    }

    /// Myers' greedy shortest edit script between two ranges, then a walk back through the saved
    /// frontiers (each depth keeps only its own diagonals); nil past ``maximumEdits``.
    private static func shortestScript(_ oldLines: [String], _ oldRange: Range<Int>,
                                       _ newLines: [String], _ newRange: Range<Int>) -> [Line]? {
        let n = oldRange.count, m = newRange.count
        let (oldStart, newStart) = (oldRange.lowerBound, newRange.lowerBound)
        let maximum = n + m
        guard maximum > 0 else { return [] }
        let limit = min(maximum, maximumEdits)
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var found = false
        search: for depth in 0...limit {
            // Diagonals -depth…depth of the frontier before this depth: all the walk back reads.
            trace.append(Array(frontier[(offset - depth)...(offset + depth)]))
            for diagonal in stride(from: -depth, through: depth, by: 2) {
                var x: Int
                if diagonal == -depth || (diagonal != depth && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1]) {
                    x = frontier[offset + diagonal + 1]  // down: an insertion
                } else {
                    x = frontier[offset + diagonal - 1] + 1  // right: a removal
                }
                var y = x - diagonal
                while x < n, y < m, oldLines[oldStart + x] == newLines[newStart + y] {
                    x += 1
                    y += 1
                }
                frontier[offset + diagonal] = x
                if x >= n, y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return nil }
        // Walk back from (n, m) to (0, 0), one edit per depth.
        var result: [Line] = []
        var x = n, y = m
        for depth in stride(from: trace.count - 1, through: 0, by: -1) {
            let saved = trace[depth]
            func at(_ diagonal: Int) -> Int { saved[diagonal + depth] }
            let diagonal = x - y
            let previous: Int
            if diagonal == -depth || (diagonal != depth && at(diagonal - 1) < at(diagonal + 1)) {
                previous = diagonal + 1
            } else {
                previous = diagonal - 1
            }
            let previousX = depth == 0 ? 0 : at(previous)
            let previousY = previousX - previous
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                result.append(.same(oldLines[oldStart + x], old: oldStart + x, new: newStart + y))
            }
            guard depth > 0 else { break }
            if x == previousX {
                y -= 1
                result.append(.inserted(newLines[newStart + y], new: newStart + y))
            } else {
                x -= 1
                result.append(.removed(oldLines[oldStart + x], old: oldStart + x))
            }
        }
        return result.reversed()
    }
}
