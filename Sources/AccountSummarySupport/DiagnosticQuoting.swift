/// How error messages show a value from the input: quoted, invisible characters escaped, long text cut.
///
/// The one quoting style of every message (JSON syntax errors, JSON paths, statement,
/// money and template errors): nothing a user typed can reach a terminal raw, and an
/// invisible character always reads `\u{XXXX}`. JSON *output* (`errors.ndjson`) writes
/// strings with `JSONQuoting` instead, since it must stay JSON.
///
/// ```swift
/// DiagnosticQuoting.quoted("12,50")            // "\"12,50\""
/// DiagnosticQuoting.quoted("a\u{1B}[2J")       // "\"a\\u{1B}[2J\""
/// DiagnosticQuoting.quoted(long, limit: 40)    // the first 40 characters, then "…"
/// ```
package enum DiagnosticQuoting {
    /// The text between double quotes; `"` and `\` escaped, `\n` and `\t` as such, other
    /// controls and format characters (bidi marks and controls included) as `\u{XXXX}`.
    package static func quoted(_ text: String, limit: Int = 200) -> String {
        var shown = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                shown += "…"
                break
            }
            count += 1
            switch scalar {
            case "\"": shown += "\\\""
            case "\\": shown += "\\\\"
            case "\n": shown += "\\n"
            case "\t": shown += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.properties.generalCategory == .format:
                shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return "\"\(shown)\""
    }

    /// A value from the input inside a sentence (a currency code, a date, an id): quoted as
    /// ``quoted(_:limit:)`` quotes, cut after 40 characters so the sentence stays readable.
    ///
    /// ```swift
    /// DiagnosticQuoting.quotedValue("usd")  // "\"usd\""
    /// ```
    package static func quotedValue(_ text: String) -> String {
        quoted(text, limit: 40)
    }
}
