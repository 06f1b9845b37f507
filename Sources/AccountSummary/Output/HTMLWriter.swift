/// Writes statements as HTML: every input string escaped (by `HTMLEscaping`, the one escaper)
/// and isolated, amounts as classed parts.
///
/// ```swift
/// HTMLWriter().text("Tom & <Jerry>").rendered  // "<bdi>Tom &amp; &lt;Jerry&gt;</bdi>"
/// HTMLWriter().amount(usd.parts.format(12.5), style: .tile).rendered
/// // "<span class=\"amount\"><span class=\"currency\">$</span><span class=\"integer\">12</span>…</span>"
/// ```
public struct HTMLWriter: ReportWriter {
    /// An HTML writer.
    public init() {}

    /// Always ``ReportFormat/html``.
    public var format: ReportFormat { .html }

    /// Input text: control and bidi-control characters neutralised, escaped, isolated in a `<bdi>`.
    public func text(_ string: String) -> Cell {
        Cell(rendered: HTMLEscaping.escaped(TextSafety.sanitized(string), between: "<bdi>", and: "</bdi>"), width: 0)
    }

    /// The tool's own words, escaped: in `<strong>` for a heading or strong words, in a `muted` span for muted ones.
    public func label(_ string: String, style: LabelStyle) -> Cell {
        switch style {
        case .plain: Cell(rendered: HTMLEscaping.escaped(string), width: 0)
        case .heading, .strong: Cell(rendered: HTMLEscaping.escaped(string, between: "<strong>", and: "</strong>"), width: 0)
        case .muted: Cell(rendered: HTMLEscaping.escaped(string, between: #"<span class="muted">"#, and: "</span>"), width: 0)
        }
    }

    /// An amount as a span per part (`currency`, `integer`, `group`, `decimal`, `fraction`…), so CSS can style each.
    public func amount(_ amount: FormattedAmount, style: AmountStyle) -> Cell {
        // A classed span per part, escaping wherever a part holds a character HTML gives
        // meaning to (digits and separators never do), written in one allocation.
        let opening: StaticString = amount.isNegative ? #"<span class="amount negative">"# : #"<span class="amount">"#
        let closing: StaticString = "</span>"
        let rendered = amount.withUTF8Bytes { bytes in
            String(utf8Writing: { output in
                output.append(opening)
                for part in amount.parts {
                    output.append(HTMLWriter.partOpenings[Int(part.kind.code)])
                    HTMLEscaping.append(bytes[part.utf8Offsets], to: &output)
                    output.append(closing)
                }
                output.append(closing)
            })
        }
        return Cell(rendered: rendered, width: 0)
    }

    /// `<span class="…">` for each part kind, by its code (the kinds' raw values, checked by a test).
    static let partOpenings: [StaticString] = [
        #"<span class="currency">"#, #"<span class="integer">"#, #"<span class="group">"#, #"<span class="decimal">"#,
        #"<span class="fraction">"#, #"<span class="minusSign">"#, #"<span class="plusSign">"#, #"<span class="literal">"#,
    ]

    /// The type label, in a span classed by the type's colour.
    public func accountType(_ type: AccountType, label: String) -> Cell {
        Cell(rendered: "<span class=\"type " + type.color.rawValue + "\">" + HTMLEscaping.escaped(label) + "</span>", width: 0)
    }

    /// The words escaped, each value escaped and isolated in a `<bdi>` (so a name or date keeps
    /// its own direction inside a right-to-left phrase), the whole styled as ``label(_:style:)``.
    ///
    /// ```swift
    /// HTMLWriter().phrase(PhraseFormat("Good morning, %@"), style: .plain, values: ["Tom & Jerry"]).rendered
    /// // "Good morning, <bdi>Tom &amp; Jerry</bdi>"
    /// ```
    public func phrase(_ format: PhraseFormat, style: LabelStyle, values: [String]) -> Cell {
        var inner = ""
        for piece in format.pieces {
            switch piece {
            case .literal(let words):
                inner += HTMLEscaping.escaped(words)
            case .placeholder(let placeholder):
                let index = placeholder.position - 1
                inner += index < values.count ? text(values[index]).rendered : HTMLEscaping.escaped(placeholder.written)
            }
        }
        switch style {
        case .plain: return Cell(rendered: inner, width: 0)
        case .heading, .strong: return Cell(rendered: "<strong>" + inner + "</strong>", width: 0)
        case .muted: return Cell(rendered: #"<span class="muted">"# + inner + "</span>", width: 0)
        }
    }

    /// False: HTML tables align their own columns.
    public var alignsColumns: Bool { false }

    /// The cell as it is: HTML lays its table out itself.
    public func pad(_ cell: Cell, in column: ColumnWidth, alignment: ColumnAlignment) -> String {
        cell.rendered
    }
}
