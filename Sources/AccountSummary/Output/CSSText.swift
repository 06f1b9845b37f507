/// Text for CSS `content:` values (the printed page's margin boxes), escaped so that no input
/// can end the string, the rule or the `<style>` element.
///
/// ```swift
/// CSSText.string("Tom \"<b>\"")                  // #""Tom \22 \3c b\3e \22 ""#
/// CSSText.pageCounter("Page {page} of {pages}")   // #""Page " counter(page) " of " counter(pages)"#
/// CSSText.pageCounter("صفحة {page}", style: "arabic-indic")  // #""صفحة " counter(page, arabic-indic)"#
/// ```
package enum CSSText {
    /// A CSS string literal in double quotes: control characters replaced (``TextSafety``),
    /// every ASCII character but letters, digits and space written as a hex escape
    /// (`\3c `), the rest as it is.
    package static func string(_ text: String) -> String {
        var result = "\""
        for scalar in TextSafety.sanitized(text).unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", " ":
                result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x80:
                result += "\\" + String(scalar.value, radix: 16) + " "
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A `content:` value from a phrase with `{page}` and `{pages}` placeholders: the words as
    /// strings, the placeholders as the page counters, written in `style` (a CSS counter
    /// style such as `arabic-indic`, for the locale's digits) when one is given.
    package static func pageCounter(_ phrase: String, style: String? = nil) -> String {
        let counterStyle = style.map { ", " + $0.filter { $0.isASCII && ($0.isLetter || $0 == "-") } } ?? ""
        var parts: [String] = []
        var rest = Substring(phrase)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = rest[rest.index(after: open)..<close]
            guard name == "page" || name == "pages" else {
                parts.append(string(String(rest[...close])))
                rest = rest[rest.index(after: close)...]
                continue
            }
            if open > rest.startIndex { parts.append(string(String(rest[..<open]))) }
            parts.append("counter(\(name)\(counterStyle))")
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(string(String(rest))) }
        return parts.joined(separator: " ")
    }
}
