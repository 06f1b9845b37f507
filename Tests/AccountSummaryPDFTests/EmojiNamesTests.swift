@testable import AccountSummaryPDF
import Testing

/// An emoji no font of the chain has, named in brackets: the names are Unicode's own
/// (UnicodeData.txt's Name field, lowercased), a flag its region's letters, a keycap its key.
@Suite("Emoji named when no font draws them")
struct EmojiNamesTests {
    static func latin(_ scalar: Unicode.Scalar) -> Bool { scalar.value < 0x2000 }

    @Test("an emoji is what Unicode's properties say, for every scalar (the early answer below U+2000 included)")
    func emojiByProperties() {
        var disagreements: [String] = []
        for value in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let expected = properties.isEmojiPresentation || (properties.isEmoji && value >= 0x2000) || value == 0x20E3
            if EmojiNames.isEmoji(scalar) != expected { disagreements.append(String(value, radix: 16)) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
        #expect(EmojiNames.isEmoji("\u{231A}") && EmojiNames.isEmoji("\u{20E3}") && !EmojiNames.isEmoji("#") && !EmojiNames.isEmoji("\u{A9}"))
    }

    @Test("named as Unicode names them", arguments: [
        ("Coffee ☕", "Coffee [hot beverage]"),
        ("Flight ✈️ to Berlin", "Flight [airplane] to Berlin"),
        ("🍕 Pizza", "[slice of pizza] Pizza"),
        ("Dev 👩‍💻", "Dev [woman + personal computer]"),
        ("Thanks 👍🏽", "Thanks [thumbs up sign]"),
        ("Oktoberfest 🇩🇪", "Oktoberfest [flag DE]"),
        ("Room 1️⃣", "Room [keycap 1]"),
        ("Plain text, café, 1 234,56 €", "Plain text, café, 1 234,56 €"),
    ])
    func named(text: String, expected: String) {
        #expect(EmojiNames.named(text, drawable: Self.latin) == expected)
    }

    @Test("an emoji a font of the chain has is left for that font to draw")
    func drawable() {
        #expect(EmojiNames.named("Tea ☕", drawable: { _ in true }) == "Tea ☕")
        // A symbol that is no emoji (U+2212 MINUS SIGN) is never named: it is the chain's to set or refuse.
        #expect(EmojiNames.named("−12", drawable: Self.latin) == "−12")
    }
}
