@testable import AccountSummaryBankFiles
import Testing

@Suite("Bank text: descriptions folded to one line")
struct BankTextTests {
    @Test("one line is the words split at every Unicode white space scalar, joined by one space", arguments: [
        "Rechnung 4711\n  Kunde 42 ", "  leading", "trailing\t", "Gdańsk  Zoë", "a\r\nb", "tab\u{0B}vertical\u{0C}feed",
        "no\u{A0}break", "ideographic\u{3000}space", "line\u{2028}separator", "space \u{301}combining", "é \u{1F600} smile  ",
        "", "   ", "plain", "x\u{85}next line", "Ōsaka  &  Co", "mark\u{200D} joiner",
    ])
    func oneLine(text: String) {
        // The Unicode property as Swift reads it, independent of the byte path.
        let words = text.unicodeScalars.split(whereSeparator: \.properties.isWhitespace).map { String(String.UnicodeScalarView($0)) }
        #expect(BankText.oneLine(text) == words.joined(separator: " "))
    }
}
