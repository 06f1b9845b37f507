/// Quotes text for messages and paths, so that nothing in it can pass as syntax or reach a
/// terminal raw.
///
/// ```swift
/// JSONQuoting.quoted("a \"b\"\n")  // "\"a \\\"b\\\"\\n\""  (prints as "a \"b\"\n")
/// ```
package enum JSONQuoting {
    /// The text between double quotes, JSON-escaped; C0, DEL, C1 and bidi controls as `\uXXXX`.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{202A}"..."\u{202E}", "\u{2066}"..."\u{2069}",
                 "\u{200E}", "\u{200F}", "\u{061C}", "\u{FEFF}":
                result += "\\u" + JSONError.hex(scalar.value, digits: 4)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
