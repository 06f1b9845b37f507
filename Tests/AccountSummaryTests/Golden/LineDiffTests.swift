import AccountSummaryTestSupport
import Foundation
import Testing
@testable import AccountSummary
@testable import AccountSummaryGolden

@Suite("Unified line diffs")
struct LineDiffTests {
    static let lines = (1...20).map { "line \($0)" }

    @Test("one inserted line gives one + line, not a flood of shifted lines")
    func insertion() {
        var changed = Self.lines
        changed.insert("new", at: 5)
        let diff = LineDiff(expected: Self.lines.joined(separator: "\n") + "\n", actual: changed.joined(separator: "\n") + "\n")
        let unified = diff.unified(context: 2)
        #expect(unified == "@@ -4,4 +4,5 @@\n line 4\n line 5\n+new\n line 6\n line 7")
        #expect(unified.split(separator: "\n").filter { $0.hasPrefix("+") || $0.hasPrefix("-") }.count == 1)
    }

    @Test("a changed line gives - then +")
    func change() {
        var changed = Self.lines
        changed[9] = "line ten"
        let unified = LineDiff(expected: Self.lines.joined(separator: "\n") + "\n", actual: changed.joined(separator: "\n") + "\n").unified(context: 1)
        #expect(unified == "@@ -9,3 +9,3 @@\n line 9\n-line 10\n+line ten\n line 11")
    }

    @Test("a removed line, changes far apart in separate hunks, and equal texts")
    func removalAndHunks() {
        var changed = Self.lines
        changed.remove(at: 0)
        changed[18] = "last"
        let unified = LineDiff(expected: Self.lines.joined(separator: "\n") + "\n", actual: changed.joined(separator: "\n") + "\n").unified(context: 1)
        #expect(unified == "@@ -1,2 +1,1 @@\n-line 1\n line 2\n@@ -19,2 +18,2 @@\n line 19\n-line 20\n+last")
        #expect(LineDiff(expected: "a\nb\n", actual: "a\nb\n").unified() == "")
        #expect(LineDiff(expected: "a\nb\n", actual: "a\nb\n").isEmpty)
        #expect(LineDiff(expected: "", actual: "x\n").unified() == "@@ -0,0 +1,1 @@\n+x")
        #expect(LineDiff(expected: "a\n", actual: "a\nb\n").unified() == "@@ -1,1 +1,2 @@\n a\n+b")
        // Only the final newline differs: shown as diff -u shows it.
        #expect(LineDiff(expected: "a\n", actual: "a").unified() == "@@ -1,1 +1,1 @@\n-a\n+a\n\\ No newline at end of file")
    }

    @Test("invisible characters are shown as \\u{XXXX}")
    func invisible() {
        let unified = LineDiff(expected: "1.234,50 €\n", actual: "1.234,50\u{00A0}€\u{200F}\n").unified()
        #expect(unified == "@@ -1,1 +1,1 @@\n-1.234,50 €\n+1.234,50\\u{A0}€\\u{200F}")
        #expect(Snapshot.diff("a\n\u{1B}[1m\n", "a\nb\n").contains("-\\u{1B}[1m"))
    }

    @Test("a golden table's diff shows only the changed case")
    func goldenTable() throws {
        let table = try CurrencyGoldenTable(parsing: "# comment\nen_US USD 1 $1.00\nen_US USD 2 $3.00\nen_US USD 3 $3.00\n", name: "t")
        #expect(table.diff(context: 0) == "@@ -3,1 +3,1 @@\n-en_US USD 2 $3.00\n+en_US USD 2 $2.00")
        #expect(CurrencyGoldenTable.actualPath(for: "Tests/golden/en_US.golden") == "Tests/golden/en_US.actual.golden")
        #expect(CurrencyGoldenTable.actualPath(for: "eur.golden") == "eur.actual.golden")
    }

    @Test("random edits: the diff's two sides rebuild both texts", arguments: 0..<20)
    func roundTrip(seed: Int) {
        var generator = SeededRandom(seed: UInt64(seed))
        let old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in String(Int.random(in: 0...5, using: &generator)) }
        var new = old
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            switch Int.random(in: 0...2, using: &generator) {
            case 0: new.insert("x", at: Int.random(in: 0...new.count, using: &generator))
            case 1 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &generator))
            default: if !new.isEmpty { new[Int.random(in: 0..<new.count, using: &generator)] = "y" }
            }
        }
        let diff = LineDiff(expected: old.joined(separator: "\n") + "\n", actual: new.joined(separator: "\n") + "\n")
        var rebuiltOld: [String] = [], rebuiltNew: [String] = []
        for line in diff.lines {
            switch line {
            case .same(let text, _, _): rebuiltOld.append(text); rebuiltNew.append(text)
            case .removed(let text, _): rebuiltOld.append(text)
            case .inserted(let text, _): rebuiltNew.append(text)
            }
        }
        #expect(rebuiltOld == old)
        #expect(rebuiltNew == new)
    }
}
