/// Writes statements for a terminal or a text file: the text layout, with SGR styling when colour is on.
///
/// Only SGR sequences are ever emitted, and only by this type; strings from
/// the input have their control and bidi-control characters replaced, so no
/// other escape sequence can reach the output.
///
/// With a ``width``, a report is fitted into that many display columns: the writer marks
/// what may be shortened and ``Lines`` fits each line (see `Fitting`); a report goes
/// through ``writeLines(to:_:)`` in any case, so that no line ends in a space.
///
/// ```swift
/// TerminalWriter(color: false).text("Coffee\u{1B}[2J").rendered  // "Coffee\u{FFFD}[2J"
/// TerminalWriter(color: true).label("Accounts", style: .heading).rendered  // "\u{1B}[1mAccounts\u{1B}[0m"
/// TerminalWriter(color: false, width: 60)  // lines of at most 60 columns
/// TerminalWriter(color: false, sparklines: true)  // text with each account's sparkline
/// ```
public struct TerminalWriter: ReportWriter {
    /// Whether SGR styling is emitted (`ansi`) or not (`text`).
    public var color: Bool
    /// The most display columns a line may take (`--width`); nil for no limit.
    public var width: Int?

    /// Whether each account's closing balance has its sparkline (`▁▂▃▅▇`) beside it.
    public var sparklines: Bool

    /// - Parameters:
    ///   - color: Whether SGR styling is emitted.
    ///   - width: The most display columns a line may take; nil (the default) for no limit.
    ///   - sparklines: Whether closing balances have their sparklines; nil (the default) for a
    ///     terminal's (`ansi`) yes and a text file's no (`--charts` asks for them there).
    public init(color: Bool, width: Int? = nil, sparklines: Bool? = nil) {
        self.color = color
        self.width = width
        self.sparklines = sparklines ?? color
    }

    /// ``sparklines``.
    public var drawsSparklines: Bool { sparklines }

    /// ``width``.
    public var lineLimit: Int? { width }

    /// ``ReportFormat/ansi`` with colour, else ``ReportFormat/text``.
    public var format: ReportFormat { color ? .ansi : .text }

    /// Input text, made safe to show, measured in display columns (and marked as shortenable with a width).
    public func text(_ string: String) -> Cell {
        let safe = TextSafety.isolated(TextSafety.sanitized(string))
        let width = DisplayWidth.of(safe)
        guard self.width != nil else { return Cell(rendered: safe, width: width) }
        return Cell(rendered: FitMark.text.wrapping(safe), width: width)
    }

    /// Safe text never shortened, as amounts are not, and, with a width, marked whole: a
    /// line that wraps never splits it (`•••• 5678` stays on one line).
    public func identifier(_ string: String) -> Cell {
        let safe = TextSafety.isolated(TextSafety.sanitized(string))
        let width = DisplayWidth.of(safe)
        guard self.width != nil else { return Cell(rendered: safe, width: width) }
        return Cell(rendered: FitMark.whole.wrapping(safe), width: width)
    }

    /// Safe text without a fitting mark: never shortened; a line of it and the tool's words
    /// is free text, which a width wraps at spaces.
    public func prose(_ string: String) -> Cell {
        let safe = TextSafety.isolated(TextSafety.sanitized(string))
        return Cell(rendered: safe, width: DisplayWidth.of(safe))
    }

    /// The tool's own words: bold for a heading or strong words, dim for muted ones (ANSI only).
    public func label(_ string: String, style: LabelStyle) -> Cell {
        let width = DisplayWidth.of(string)
        switch style {
        case .plain: return Cell(rendered: string, width: width)
        case .heading, .strong: return Cell(rendered: styled(string, SGR.bold), width: width)
        case .muted: return Cell(rendered: styled(string, SGR.dim), width: width)
        }
    }

    /// An amount, its parts styled with colour, measured for decimal alignment.
    public func amount(_ amount: FormattedAmount, style: AmountStyle) -> Cell {
        var width = 0
        var beforeDecimal: Int?
        var afterInteger = 0
        // Consecutive parts with the same SGR codes share one run, so a negative
        // amount stays red throughout (no reset in the middle of it). Parts are
        // contiguous, so a run is a range of the amount's bytes.
        var runs: [(codes: AmountCodes, bytes: Range<Int>)] = []
        amount.withUTF8Bytes { bytes in
            for part in amount.parts {
                if part.kind == .decimal, beforeDecimal == nil { beforeDecimal = width }
                width += DisplayWidth.of(utf8: bytes[part.utf8Offsets])
                if part.kind == .integer || part.kind == .group { afterInteger = width }
                guard color else { continue }
                var codes = AmountCodes(red: amount.isNegative, weight: .regular)
                switch part.kind {
                case .integer, .group: if style != .row { codes.weight = .bold }
                case .currency, .decimal, .fraction: if style == .tile { codes.weight = .dim }
                default: break
                }
                if let last = runs.last, last.codes == codes {
                    runs[runs.count - 1].bytes = last.bytes.lowerBound..<part.utf8Offsets.upperBound
                } else {
                    runs.append((codes, part.utf8Offsets))
                }
            }
        }
        let rendered = color
            ? amount.withUTF8Bytes { bytes in
                var text = ""
                text.reserveCapacity(bytes.count + runs.count * 11)
                for run in runs {
                    let value = bytes[run.bytes].string
                    guard let opening = run.codes.sequence else {
                        text += value
                        continue
                    }
                    text += opening
                    text += value
                    text += SGR.resetSequence
                }
                return text
            }
            : amount.string
        // Columns line up on the decimal separator, or after the digits where there are no cents.
        return Cell(rendered: rendered, width: width, leadingWidth: beforeDecimal ?? afterInteger)
    }

    /// The type label in the type's colour.
    public func accountType(_ type: AccountType, label: String) -> Cell {
        Cell(rendered: styled(label, SGR.color(type.color) + SGR.underline), width: DisplayWidth.of(label))
    }

    /// True: the terminal needs columns padded.
    public var alignsColumns: Bool { true }

    /// The cell padded with spaces to the column's width, decimal separators lined up for `.decimal`.
    public func pad(_ cell: Cell, in column: ColumnWidth, alignment: ColumnAlignment) -> String {
        if width != nil, alignment == .leading {
            // The mark holds the padding, so each row's segment is as wide as the column.
            let padded = TerminalWriter.padded(TerminalWriter.unmarked(cell.rendered), left: 0, right: column.width - cell.width)
            let first = cell.rendered.utf8.first
            let mark = first == FitMark.text.byte || first == FitMark.whole.byte ? first! : FitMark.label.byte
            return TerminalWriter.marked(padded, mark)
        }
        let rendered = width == nil ? cell.rendered : TerminalWriter.unmarked(cell.rendered)
        switch alignment {
        case .leading: return TerminalWriter.padded(rendered, left: 0, right: column.width - cell.width)
        case .trailing: return TerminalWriter.padded(rendered, left: column.width - cell.width, right: 0)
        case .decimal:
            let before = cell.leadingWidth ?? cell.width
            return TerminalWriter.padded(rendered, left: column.leading - before,
                                         right: column.trailing - (cell.width - before))
        }
    }

    /// `text` between `mark` and ``FitMark/end``.
    private static func marked(_ text: String, _ mark: UInt8) -> String {
        String(decoding: [mark], as: UTF8.self) + text + String(decoding: [FitMark.end.byte], as: UTF8.self)
    }

    /// `text` without its marks, if it has them.
    private static func unmarked(_ text: String) -> String {
        guard let first = text.utf8.first, FitMark(rawValue: first).map({ $0 != .end }) == true else {
            return text
        }
        return String(text.dropFirst().dropLast())
    }

    /// `text` with `left` spaces before it and `right` after, in one allocation.
    static func padded(_ text: String, left: Int, right: Int) -> String {
        precondition(left >= 0 && right >= 0, "a cell wider than its column")
        guard left > 0 || right > 0 else { return text }
        return text.withUTF8Bytes { bytes in
            String(utf8Writing: { output in
                output.append(repeating: UInt8(ascii: " "), count: left)
                output.append(bytes)
                output.append(repeating: UInt8(ascii: " "), count: right)
            })
        }
    }

    private func styled(_ text: String, _ codes: [Int]) -> String {
        guard color, !codes.isEmpty else { return text }
        return SGR.sequence(codes) + text + SGR.resetSequence
    }
}

/// The SGR codes of a run of an amount: red when negative, and a weight.
private struct AmountCodes: Equatable {
    enum Weight { case regular, bold, dim }
    var red: Bool
    var weight: Weight

    /// `ESC [ codes m` for these codes, or nil for none.
    var sequence: String? {
        switch (red, weight) {
        case (false, .regular): nil
        case (false, .bold): AmountCodes.bold
        case (false, .dim): AmountCodes.dim
        case (true, .regular): AmountCodes.red
        case (true, .bold): AmountCodes.redBold
        case (true, .dim): AmountCodes.redDim
        }
    }

    // Made once from ``SGR``'s codes. Each is a small string (at most 15 bytes, kept inline),
    // so threads styling amounts at once share no reference counts.
    private static let bold = SGR.sequence(SGR.bold)
    private static let dim = SGR.sequence(SGR.dim)
    private static let red = SGR.sequence(SGR.red)
    private static let redBold = SGR.sequence(SGR.red + SGR.bold)
    private static let redDim = SGR.sequence(SGR.red + SGR.dim)
}

/// The SGR codes the terminal writer uses: the only escape sequences the tool emits, and
/// the only place their numbers are written.
private enum SGR {
    static let reset = [0]
    static let bold = [1]
    static let dim = [2]
    static let underline = [4]
    static let red = [31]

    /// ``sequence(_:)`` of ``reset``, made once (a small string, like every sequence here).
    static let resetSequence = sequence(reset)

    /// 256-colour foregrounds close to the app's tile colours.
    static func color(_ color: AccountType.Color) -> [Int] {
        switch color.name {
        case .teal: [38, 5, 37]
        case .orange: [38, 5, 208]
        case .purple: [38, 5, 135]
        }
    }

    /// `ESC [ codes m`, the codes joined by `;`.
    ///
    /// ```swift
    /// SGR.sequence(SGR.red + SGR.bold)  // "\u{1B}[31;1m"
    /// ```
    static func sequence(_ codes: [Int]) -> String {
        "\u{1B}[" + codes.map(String.init).joined(separator: ";") + "m"
    }
}
