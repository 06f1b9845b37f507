/// Writes statements as HTML: every input string escaped and isolated, amounts as classed parts.
///
/// ```swift
/// HTMLWriter().text("Tom & <Jerry>").rendered  // "<bdi>Tom &amp; &lt;Jerry&gt;</bdi>"
/// HTMLWriter().amount(usd.parts.format(12.5), style: .tile).rendered
/// // "<span class=\"amount\"><span class=\"currency\">$</span><span class=\"integer\">12</span>…</span>"
/// ```
public struct HTMLWriter: ReportWriter {
    public init() {}

    public var format: ReportFormat { .html }

    public func text(_ string: String) -> Cell {
        Cell(rendered: "<bdi>" + HTMLWriter.escaped(TextSafety.sanitized(string)) + "</bdi>", width: 0)
    }

    public func label(_ string: String, style: LabelStyle) -> Cell {
        let escaped = HTMLWriter.escaped(string)
        switch style {
        case .plain: return Cell(rendered: escaped, width: 0)
        case .heading, .strong: return Cell(rendered: "<strong>" + escaped + "</strong>", width: 0)
        case .muted: return Cell(rendered: "<span class=\"muted\">" + escaped + "</span>", width: 0)
        }
    }

    public func amount(_ amount: FormattedAmount, style: AmountStyle) -> Cell {
        // One pass over the amount's bytes: a classed span per part, escaping only where a
        // part holds a character HTML gives meaning to (digits and separators never do).
        var html = amount.isNegative ? #"<span class="amount negative">"# : #"<span class="amount">"#
        amount.withUTF8 { bytes in
            for part in amount.parts {
                html += HTMLWriter.partOpenings[Int(part.kind.code)]
                let value = UnsafeBufferPointer(rebasing: bytes[part.utf8Offsets])
                if value.contains(where: HTMLWriter.needsEscaping) {
                    html += HTMLWriter.escaped(String(decoding: value, as: UTF8.self))
                } else {
                    html += String(decoding: value, as: UTF8.self)
                }
                html += "</span>"
            }
        }
        return Cell(rendered: html + "</span>", width: 0)
    }

    /// `<span class="…">` for each part kind, by its code.
    private static let partOpenings: [String] = (0..<8).map {
        #"<span class=""# + FormattedAmount.Part.Kind(code: UInt8($0)).rawValue + #"">"#
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    public func accountType(_ type: AccountType) -> Cell {
        Cell(rendered: "<span class=\"type " + type.color.rawValue + "\">" + HTMLWriter.escaped(type.label) + "</span>", width: 0)
    }

    public var alignsColumns: Bool { false }

    public func pad(_ cell: Cell, in column: ColumnWidth, alignment: ColumnAlignment) -> String {
        cell.rendered
    }

    /// Escapes the five characters that matter in HTML text and attribute values.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: needsEscaping) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
