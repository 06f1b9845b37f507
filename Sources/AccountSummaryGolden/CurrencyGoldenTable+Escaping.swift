import AccountSummary
extension CurrencyGoldenTable {
    /// Writes invisible and ambiguous characters as `\u{XXXX}` so a review sees every byte.
    ///
    /// Escaped: `\`, control and format characters (C0, C1, U+200E, U+200F,
    /// U+061C, U+200B, …), every space other than U+0020, and U+0020 itself
    /// at the start or end.
    ///
    /// ```swift
    /// CurrencyGoldenTable.escaped("1.234,50\u{00A0}€")  // "1.234,50\\u{00A0}€"
    /// ```
    public static func escaped(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            let edge = index == 0 || index == scalars.count - 1
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
                result += hex(scalar)
            case .spaceSeparator where scalar != " " || edge:
                result += hex(scalar)
            default:
                result += scalar == "\\" ? "\\\\" : String(scalar)
            }
        }
        return result
    }

    /// Reads text written by ``escaped(_:)``.
    static func unescaped(_ text: Substring, table: String, line: Int) throws(GoldenTableError) -> String {
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\" else {
                result.append(scalar)
                continue
            }
            if scalars.first == "\\" {
                scalars.removeFirst()
                result.append("\\")
                continue
            }
            guard scalars.starts(with: "u{".unicodeScalars), let close = scalars.firstIndex(of: "}") else {
                throw .badEscape(table: table, line: line)
            }
            let digits = String(String.UnicodeScalarView(scalars[scalars.index(scalars.startIndex, offsetBy: 2)..<close]))
            guard (1...6).contains(digits.count), let value = UInt32(digits, radix: 16),
                  let decoded = Unicode.Scalar(value) else { throw .badEscape(table: table, line: line) }
            result.append(decoded)
            scalars = scalars[scalars.index(after: close)...]
        }
        return String(result)
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "}"
    }
}
