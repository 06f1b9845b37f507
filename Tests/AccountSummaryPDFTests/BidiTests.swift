@testable import AccountSummaryPDF
import Testing

/// The bidirectional order of a line (UAX #9), on the cases a statement meets: the drawn
/// order read left to right. poppler's reading of a whole Hebrew statement is the outside
/// check (`StatementPDFLanguageTests`); these pin the rules one by one.
@Suite("Bidirectional order (UAX #9)")
struct BidiTests {
    static func drawn(_ text: String, rightToLeft: Bool) -> String {
        String(String.UnicodeScalarView(Bidi.visualOrder(of: Array(text.unicodeScalars), rightToLeft: rightToLeft).map(\.scalar)))
    }

    @Test("drawn left to right", arguments: [
        ("Everyday Chequing", false, "Everyday Chequing"),
        ("חשבון בנק", true, "קנב ןובשח"),
        // W7 and N1: a number keeps its digits' order; the space between takes the paragraph's direction.
        ("יתרה 1,200.00", true, "1,200.00 הרתי"),
        // CLDR's Hebrew amount, RLM marks and all: "$ 1,246.12" as the HTML shows it, marks not drawn.
        ("\u{200F}1,246.12\u{00A0}\u{200F}$", true, "$\u{00A0}1,246.12"),
        // Its negative: an LRM keeps the minus sign before the digits.
        ("\u{200F}\u{200E}-118.57\u{00A0}\u{200F}$", true, "$\u{00A0}-118.57"),
        // L4: a bracket set right to left is mirrored, so it still opens toward its content.
        ("(א)", true, "(א)"),
        // A Hebrew name inside English: only it reversed.
        ("Payment to מכולת", false, "Payment to תלוכמ"),
        // L1: a trailing space stays at the end of a right-to-left line: its left.
        ("שלום ", true, " םולש"),
        // W1, L3: the points (nonspacing marks) stay after their letters, in the order written.
        ("\u{05E9}\u{05B8}\u{05C1}\u{05DC}\u{05D5}\u{05B9}\u{05DD}", true, "\u{05DD}\u{05D5}\u{05B9}\u{05DC}\u{05E9}\u{05B8}\u{05C1}"),
    ])
    func order(text: String, rightToLeft: Bool, expected: String) {
        #expect(Self.drawn(text, rightToLeft: rightToLeft) == expected)
    }

    @Test("the first strong character directs a text; none leaves it to the statement")
    func firstStrong() {
        #expect(Bidi.firstStrongIsRightToLeft("1 Bay Street".unicodeScalars) == false)
        #expect(Bidi.firstStrongIsRightToLeft("\u{200F}1,246.12 $".unicodeScalars) == true)
        #expect(Bidi.firstStrongIsRightToLeft("1,246.12".unicodeScalars) == nil)
    }

    @Test("plain left-to-right text is left alone; marks or Hebrew are not")
    func trivial() {
        #expect(Bidi.isTrivial("Café 1,000".unicodeScalars, rightToLeft: false))
        #expect(!Bidi.isTrivial("Café".unicodeScalars, rightToLeft: true))
        #expect(!Bidi.isTrivial("a\u{200E}b".unicodeScalars, rightToLeft: false))
        #expect(!Bidi.isTrivial("שלום".unicodeScalars, rightToLeft: false))
    }
}
