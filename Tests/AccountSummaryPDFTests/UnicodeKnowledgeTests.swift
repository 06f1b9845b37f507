@testable import AccountSummary
@testable import AccountSummaryPDF
import AccountSummaryTestSupport
import Testing

/// The places that kept their own Unicode knowledge before the generated table, against it
/// (``UnicodeTables``, Unicode 15.0): the terminal's widths (`DisplayWidth`), the PDF's
/// bidirectional classes (`Bidi`) and `TextSafety` read the table and agree with it
/// everywhere (0 code points differ). The PDF layout's line breaking kept lists of its own
/// (ideographs, closing and opening marks: 22,039, 188 and 83 code points off); it now takes
/// its breaks from ``LineBreaker``, which reads the table's Line_Break (see `LineBreakTests`),
/// and has no list left to compare.
///
/// Each comparison, over the assigned characters, is written as ranges of code points into a golden file
/// (`Snapshots/UnicodeKnowledgeTests/disagreements.txt`): the test fails when either side
/// changes, so a place that drifts from the table (or a table regenerated for another
/// Unicode version) shows as a diff to read.
@Suite("Unicode knowledge: the places that kept their own, against the table")
struct UnicodeKnowledgeTests {
    /// The ranges of code points where `place` and `table` give different answers, with both answers.
    static func disagreements(_ title: String, place: (Unicode.Scalar) -> String, table: (Unicode.Scalar) -> String) -> String {
        var lines: [String] = []
        var run: (start: UInt32, end: UInt32, place: String, table: String)?
        var count = 0
        func flush() {
            guard let current = run else { return }
            let range = current.start == current.end ? String(format: "U+%04X", current.start)
                : String(format: "U+%04X..U+%04X", current.start, current.end)
            lines.append("  \(range): place \(current.place), table \(current.table)")
            run = nil
        }
        for scalar in assigned {
            let value = scalar.value
            let ours = place(scalar), theirs = table(scalar)
            guard ours != theirs else {
                flush()
                continue
            }
            count += 1
            if let current = run, current.end + 1 == value, current.place == ours, current.table == theirs {  // adjacent, same answers
                run!.end = value
            } else {
                flush()
                run = (value, value, ours, theirs)
            }
        }
        flush()
        return "\(title): \(count) code points differ\n" + lines.joined(separator: "\n") + "\n"
    }

    /// The assigned characters (no statement holds an unassigned or private-use one).
    static let assigned: [Unicode.Scalar] = (UInt32(0)...0x10FFFF).compactMap { value in
        guard let scalar = Unicode.Scalar(value),
              ![.unassigned, .privateUse, .surrogate].contains(UnicodeTables.generalCategory(of: scalar)) else { return nil }
        return scalar
    }

    static func bidiKind(_ kind: Bidi.Kind) -> String {
        switch kind {
        case .left: "L"
        case .right: "R"
        case .arabicLetter: "AL"
        case .europeanNumber: "EN"
        case .arabicNumber: "AN"
        case .numberSeparator: "ES"
        case .numberTerminator: "ET"
        case .commonSeparator: "CS"
        case .nonspacingMark: "NSM"
        case .whitespace: "WS"
        case .otherNeutral: "ON"
        case .boundaryNeutral: "BN"
        }
    }

    /// The table's bidi class in `Bidi.Kind`'s terms: the explicit formatting classes are BN, as
    /// rule X9 leaves them; the separators it does not tell apart are ON.
    static func tableKind(_ scalar: Unicode.Scalar) -> String {
        let code = UnicodeTables.bidiClass(of: scalar).code
        switch code {
        case "L", "R", "AL", "EN", "AN", "ES", "ET", "CS", "NSM", "WS", "BN": return code
        case "LRE", "RLE", "LRO", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI": return "BN"
        default: return "ON"
        }
    }

    static func yes(_ value: Bool) -> String { value ? "yes" : "no" }

    @Test("every disagreement, recorded")
    func disagreements() throws {
        var report = "Unicode knowledge outside UnicodeTables, against it (Unicode \(UnicodeTables.version))\n\n"
        report += Self.disagreements("DisplayWidth.isEastAsianWide against East_Asian_Width W or F",
                                     place: { Self.yes(DisplayWidth.isEastAsianWide($0)) },
                                     table: { Self.yes(["W", "F"].contains(UnicodeTables.eastAsianWidth(of: $0).code)) })
        report += "\n" + Self.disagreements("Bidi.kind against Bidi_Class", place: { Self.bidiKind(Bidi.kind(of: $0)) },
                                            table: Self.tableKind)
        report += "\n" + Self.disagreements("Bidi.isRightToLeft against Bidi_Class R or AL", place: { Self.yes(Bidi.isRightToLeft($0)) },
                                            table: { Self.yes(UnicodeTables.isRightToLeft($0)) })
        report += "\n" + Self.disagreements("Bidi.isInvisible against Default_Ignorable_Code_Point", place: { Self.yes(Bidi.isInvisible($0)) },
                                            table: { Self.yes(UnicodeTables.isDefaultIgnorable($0)) })
        report += "\n" + Self.disagreements("TextSafety.isolated against Bidi_Class R, AL or AN",
                                            place: { Self.yes(TextSafety.isolated(String($0)) != String($0)) },
                                            table: { Self.yes(UnicodeTables.isRightToLeft($0) || UnicodeTables.bidiClass(of: $0) == .arabicNumber) })
        report += "\n" + Self.disagreements(
            "TextSafety.sanitized (replaced) against General_Category Cc, the explicit bidi formatting classes, noncharacters",
            place: { Self.yes(TextSafety.sanitized(String($0)) != String($0)) },
            table: { scalar in
                let bidi = UnicodeTables.bidiClass(of: scalar).code
                let noncharacter = (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
                return Self.yes(UnicodeTables.generalCategory(of: scalar) == .control
                                || ["LRE", "RLE", "PDF", "LRO", "RLO", "LRI", "RLI", "FSI", "PDI"].contains(bidi) || noncharacter)
            })
        try Snapshot.expect(report, named: "disagreements", ext: "txt", suite: "UnicodeKnowledgeTests", target: "AccountSummaryPDFTests")
        // The one the issue names: U+FEFF ZERO WIDTH NO-BREAK SPACE is BN, invisible, not right to left.
        #expect(Bidi.isInvisible("\u{FEFF}") && UnicodeTables.isDefaultIgnorable("\u{FEFF}"))
        #expect(!UnicodeTables.isRightToLeft("\u{FEFF}"))
        #expect(TextSafety.isolated("\u{FEFF}") == "\u{FEFF}", "U+FEFF is not right to left")
    }
}
