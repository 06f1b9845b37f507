@testable import AccountSummary
import Testing

/// The one HTML escaper and the checked buffer it writes into.
@Suite("HTML escaping")
struct HTMLEscapingTests {
    static let samples = [
        "", "plain", "&", "<>", #"Tom & <Jerry> "quoted" 'single'"#, "&amp; already", "東京 & 大阪 <b>",
        "👩🏽‍💻'\"", String(repeating: "<&>", count: 100), "end&",
    ]

    /// The references spelled out, one character at a time.
    static func naive(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    @Test("escapes the five characters and nothing else", arguments: samples)
    func escapes(text: String) {
        #expect(HTMLEscaping.escaped(text) == HTMLEscapingTests.naive(text))
        #expect(HTMLEscaping.escaped(text, between: "<p>", and: "</p>") == "<p>" + HTMLEscapingTests.naive(text) + "</p>")
        #expect(HTMLEscaping.needsEscaping(text) == (HTMLEscapingTests.naive(text) != text))
    }

    @Test("templates and the HTML writer escape alike: one escaper", arguments: samples)
    func oneEscaper(text: String) throws {
        let templated = try Template("{{x}}").render(["x": .string(text)], escaping: .html)
        #expect(templated == HTMLWriter().label(text, style: .plain).rendered)
    }

    @Test("a built string is exactly what was appended, counted and written by one closure")
    func buffer() {
        let text = "a<b"
        let built = text.withUTF8Bytes { bytes in
            String(utf8Writing: { output in
                output.append("[")
                output.append(repeating: UInt8(ascii: " "), count: 2)
                HTMLEscaping.append(bytes, to: &output)
                output.append(UInt8(ascii: "]"))
            })
        }
        #expect(built == "[  a&lt;b]")
        #expect(String(utf8Writing: { _ in }) == "")
        #expect(String(unsharing: "shared text, not small") == "shared text, not small")
    }

    @Test("a second run that writes more than the first counted traps instead of writing past the end")
    func overflowTraps() async {
        await #expect(processExitsWith: .failure) {
            var runs = 0
            _ = String(utf8Writing: { output in
                runs += 1
                output.append(repeating: UInt8(ascii: "x"), count: 20 * runs)
            })
        }
    }

    @Test("a second run that writes less than the first counted traps too")
    func underflowTraps() async {
        await #expect(processExitsWith: .failure) {
            var runs = 0
            _ = String(utf8Writing: { output in
                runs += 1
                output.append(repeating: UInt8(ascii: "x"), count: 40 / runs)
            })
        }
    }
}
