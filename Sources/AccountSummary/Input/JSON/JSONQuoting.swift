/// Writes text as a JSON string literal, for JSON output such as `errors.ndjson`: what a JSON
/// reader decodes back to the same text. Messages quote values with ``DiagnosticQuoting``.
///
/// ```swift
/// JSONQuoting.quoted("a \"b\"\n")  // "\"a \\\"b\\\"\\n\""  (prints as "a \"b\"\n")
/// ```
package enum JSONQuoting {
    /// The text between double quotes, JSON-escaped; C0, DEL, C1, bidi controls and marks as
    /// `\uXXXX`, so the line stays one line and shows nothing invisible.
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
