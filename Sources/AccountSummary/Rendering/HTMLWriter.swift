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
        var html = "<span class=\"amount" + (amount.isNegative ? " negative" : "") + "\">"
        for part in amount.parts {
            html += "<span class=\"" + part.kind.rawValue + "\">" + HTMLWriter.escaped(String(amount[part])) + "</span>"
        }
        return Cell(rendered: html + "</span>", width: 0)
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
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
            || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else { return text }
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
