@testable import AccountSummaryPDF
import Testing

/// The object syntax of ISO 32000-1 §7.3, byte for byte.
@Suite("PDF objects")
struct PDFObjectTests {
    static func written(_ object: PDFObject) -> String {
        var bytes: [UInt8] = []
        object.write(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("objects are written as the specification spells them", arguments: [
        (PDFObject.name("Type"), "/Type"),
        (.name("A B#(x)"), "/A#20B#23#28x#29"),              // §7.3.5: delimiters and white space as #xx
        (.name("Café"), "/Caf#C3#A9"),                        // UTF-8 bytes of a name, each #xx
        (.literalString(Array("a(b)c\\".utf8)), "(a\\(b\\)c\\\\)"),
        (.literalString([0x0A, 0xE9]), "(\\012\\351)"),      // octal escapes
        (.hexString([0xFE, 0xFF, 0x00, 0x41]), "<FEFF0041>"),
        (.text("A€"), "<FEFF004120AC>"),                     // UTF-16BE with its byte order mark
        (.array([.integer(1), .bool(true), .null]), "[1 true null]"),
        (.dictionary([("Type", .name("Page")), ("Count", .integer(2))]), "<</Type /Page /Count 2>>"),
        (.reference(PDFReference(number: 7)), "7 0 R"),
        (.stream([("Filter", .null)], Array("abc".utf8)), "<</Filter null /Length 3>>\nstream\nabc\nendstream"),
        // Data ending with CR: CR LF before endstream, so that the data keeps its CR (§7.3.8.1).
        (.stream([], Array("ab\r".utf8)), "<</Length 3>>\nstream\nab\r\r\nendstream"),
    ])
    func syntax(object: PDFObject, expected: String) {
        #expect(Self.written(object) == expected)
    }

    @Test("reals are the shortest decimal text, rounded to the places asked", arguments: [
        (595.2756, 3, "595.276"), (12.5, 3, "12.5"), (12.0, 3, "12"), (-0.0004, 3, "0"), (-0.25, 2, "-0.25"),
        (0.05, 1, "0.1"), (841.8898, 2, "841.89"), (1e-9, 3, "0"),
    ])
    func decimals(value: Double, places: Int, expected: String) {
        #expect(PDFObject.decimalText(value, places: places) == expected)
    }

    /// The digits are written one by one into bytes; here the text is made the plain way
    /// (strings of the whole and fraction parts, the fraction padded) for values of every
    /// size and sign, and compared.
    @Test("integers are written as String writes them, every sign and length")
    func integers() {
        for value in [0, 1, -1, 9, 10, -10, 99, 100, 12_345, -987_654_321, Int.max, Int.min, Int.max - 1] {
            var out: [UInt8] = []
            PDFObject.appendInteger(value, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == String(value))
        }
        #expect(Self.written(.reference(PDFReference(number: 1_234))) == "1234 0 R")
    }

    @Test("decimal bytes equal the plain string reading for 20,000 values, 0 to 4 places")
    func decimalsAsStrings() {
        func plain(_ value: Double, _ places: Int) -> String {
            var scale = 1
            for _ in 0..<places { scale *= 10 }
            let scaled = Int((value * Double(scale)).rounded())
            var fraction = abs(scaled) % scale, digits = places
            while digits > 0, fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            var text = (scaled < 0 ? "-" : "") + String(abs(scaled) / scale)
            if digits > 0 { text += "." + String(repeating: "0", count: digits - String(fraction).count) + String(fraction) }
            return text == "-0" ? "0" : text
        }
        var state: UInt64 = 0xDEC
        for index in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let magnitude = [1.0, 10, 1_000, 1e6, 1e9][index % 5]
            let value = (Double(state >> 11) / Double(1 << 53) - 0.5) * 2 * magnitude
            let places = index % 5
            #expect(PDFObject.decimalText(value, places: places) == plain(value, places), "\(value), \(places) places")
        }
        for value in [0.0, -0.0, 0.0005, -0.0005, 0.0004999, 9.9995, -9.9995, 100, 1e12, -1e12] {
            for places in 0...4 { #expect(PDFObject.decimalText(value, places: places) == plain(value, places), "\(value)") }
        }
    }
}
