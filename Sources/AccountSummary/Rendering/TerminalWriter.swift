/// Writes statements for a terminal or a text file: the text layout, with SGR styling when colour is on.
///
/// Only SGR sequences are ever emitted, and only by this type; strings from
/// the input have their control and bidi-control characters replaced, so no
/// other escape sequence can reach the output.
///
/// ```swift
/// TerminalWriter(color: false).text("Coffee\u{1B}[2J").rendered  // "Coffee\u{FFFD}[2J"
/// TerminalWriter(color: true).label("Accounts", style: .heading).rendered  // "\u{1B}[1mAccounts\u{1B}[0m"
/// ```
public struct TerminalWriter: ReportWriter {
    /// Whether SGR styling is emitted (`ansi`) or not (`text`).
    public var color: Bool

    public init(color: Bool) {
        self.color = color
    }

    public var format: ReportFormat { color ? .ansi : .text }

    public func text(_ string: String) -> Cell {
        let safe = TextSafety.isolated(TextSafety.sanitized(string))
        return Cell(rendered: safe, width: DisplayWidth.of(safe))
    }

    public func label(_ string: String, style: LabelStyle) -> Cell {
        let width = DisplayWidth.of(string)
        switch style {
        case .plain: return Cell(rendered: string, width: width)
        case .heading, .strong: return Cell(rendered: styled(string, SGR.bold), width: width)
        case .muted: return Cell(rendered: styled(string, SGR.dim), width: width)
        }
    }

    public func amount(_ amount: FormattedAmount, style: AmountStyle) -> Cell {
        var width = 0
        var beforeDecimal: Int?
        var afterInteger = 0
        // Consecutive parts with the same SGR codes share one run, so a negative
        // amount stays red throughout (no reset in the middle of it).
        var runs: [(codes: [Int], text: String)] = []
        for part in amount.parts {
            let value = String(amount[part])
            if part.kind == .decimal, beforeDecimal == nil { beforeDecimal = width }
            width += DisplayWidth.of(value)
            if part.kind == .integer || part.kind == .group { afterInteger = width }
            var codes: [Int] = amount.isNegative ? SGR.red : []
            switch part.kind {
            case .integer, .group: if style != .row { codes += SGR.bold }
            case .currency, .decimal, .fraction: if style == .tile { codes += SGR.dim }
            default: break
            }
            if let last = runs.last, last.codes == codes {
                runs[runs.count - 1].text += value
            } else {
                runs.append((codes, value))
            }
        }
        let rendered = color ? runs.map { styled($0.text, $0.codes) }.joined() : amount.string
        // Columns line up on the decimal separator, or after the digits where there are no cents.
        return Cell(rendered: rendered, width: width, leadingWidth: beforeDecimal ?? afterInteger)
    }

    public func accountType(_ type: AccountType) -> Cell {
        Cell(rendered: styled(type.label, SGR.color(type.color) + SGR.underline), width: DisplayWidth.of(type.label))
    }

    public var alignsColumns: Bool { true }

    public func pad(_ cell: Cell, in column: ColumnWidth, alignment: ColumnAlignment) -> String {
        switch alignment {
        case .leading: return cell.rendered + String(repeating: " ", count: column.width - cell.width)
        case .trailing: return String(repeating: " ", count: column.width - cell.width) + cell.rendered
        case .decimal:
            let before = cell.leadingWidth ?? cell.width
            return String(repeating: " ", count: column.leading - before) + cell.rendered
                + String(repeating: " ", count: column.trailing - (cell.width - before))
        }
    }

    private func styled(_ text: String, _ codes: [Int]) -> String {
        guard color, !codes.isEmpty else { return text }
        return SGR.sequence(codes) + text + SGR.sequence(SGR.reset)
    }
}

/// The SGR codes the terminal writer uses: the only escape sequences the tool emits.
private enum SGR {
    static let reset = [0]
    static let bold = [1]
    static let dim = [2]
    static let underline = [4]
    static let red = [31]

    /// 256-colour foregrounds close to the app's tile colours.
    static func color(_ color: AccountType.Color) -> [Int] {
        switch color {
        case .teal: [38, 5, 37]
        case .orange: [38, 5, 208]
        case .purple: [38, 5, 135]
        }
    }

    static func sequence(_ codes: [Int]) -> String {
        "\u{1B}[" + codes.map(String.init).joined(separator: ";") + "m"
    }
}
