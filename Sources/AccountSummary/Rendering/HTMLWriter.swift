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
        Cell(rendered: HTMLWriter.escaped(TextSafety.sanitized(string), between: "<bdi>", and: "</bdi>"), width: 0)
    }

    public func label(_ string: String, style: LabelStyle) -> Cell {
        switch style {
        case .plain: Cell(rendered: HTMLWriter.escaped(string), width: 0)
        case .heading, .strong: Cell(rendered: HTMLWriter.escaped(string, between: "<strong>", and: "</strong>"), width: 0)
        case .muted: Cell(rendered: HTMLWriter.escaped(string, between: #"<span class="muted">"#, and: "</span>"), width: 0)
        }
    }

    public func amount(_ amount: FormattedAmount, style: AmountStyle) -> Cell {
        // A classed span per part, escaping wherever a part holds a character HTML gives
        // meaning to (digits and separators never do), written in one allocation.
        let opening: StaticString = amount.isNegative ? #"<span class="amount negative">"# : #"<span class="amount">"#
        let closing: StaticString = "</span>"
        let rendered = amount.withUTF8 { bytes in
            var capacity = opening.utf8CodeUnitCount + closing.utf8CodeUnitCount + HTMLWriter.escapedCount(bytes)
            for part in amount.parts {
                capacity += HTMLWriter.partOpenings[Int(part.kind.code)].utf8CodeUnitCount + closing.utf8CodeUnitCount
            }
            return String(unsafeUninitializedCapacity: capacity) { buffer in
                var output = ByteOutput(buffer)
                output.append(opening)
                for part in amount.parts {
                    output.append(HTMLWriter.partOpenings[Int(part.kind.code)])
                    output.appendEscaped(UnsafeBufferPointer(rebasing: bytes[part.utf8Offsets]))
                    output.append(closing)
                }
                output.append(closing)
                return output.count
            }
        }
        return Cell(rendered: rendered, width: 0)
    }

    /// `<span class="…">` for each part kind, by its code (the kinds' raw values, checked by a test).
    static let partOpenings: [StaticString] = [
        #"<span class="currency">"#, #"<span class="integer">"#, #"<span class="group">"#, #"<span class="decimal">"#,
        #"<span class="fraction">"#, #"<span class="minusSign">"#, #"<span class="plusSign">"#, #"<span class="literal">"#,
    ]

    public func accountType(_ type: AccountType) -> Cell {
        Cell(rendered: "<span class=\"type " + type.color.rawValue + "\">" + HTMLWriter.escaped(type.label) + "</span>", width: 0)
    }

    public var alignsColumns: Bool { false }

    public func pad(_ cell: Cell, in column: ColumnWidth, alignment: ColumnAlignment) -> String {
        cell.rendered
    }

    /// Escapes the five characters that matter in HTML text and attribute values.
    static func escaped(_ text: String) -> String {
        escaped(text, between: "", and: "")
    }

    /// `prefix`, `text` escaped, and `suffix`, in one allocation.
    static func escaped(_ text: String, between prefix: StaticString, and suffix: StaticString) -> String {
        var text = text
        return text.withUTF8 { bytes in
            let capacity = prefix.utf8CodeUnitCount + escapedCount(bytes) + suffix.utf8CodeUnitCount
            return String(unsafeUninitializedCapacity: capacity) { buffer in
                var output = ByteOutput(buffer)
                output.append(prefix)
                output.appendEscaped(bytes)
                output.append(suffix)
                return output.count
            }
        }
    }

    /// The length of `bytes` once escaped.
    private static func escapedCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = bytes.count
        for byte in bytes where byte < 0x40 {  // the five are all below "@"
            count += ByteOutput.escape(byte).utf8CodeUnitCount - 1
        }
        return count
    }
}

/// Bytes appended into a buffer sized beforehand.
private struct ByteOutput {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        (buffer.baseAddress! + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// `bytes` with `&`, `<`, `>`, `"` and `'` written as references.
    mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        var start = 0
        for index in bytes.indices where bytes[index] < 0x40 {
            let escape = ByteOutput.escape(bytes[index])
            guard escape.utf8CodeUnitCount > 1 else { continue }
            append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            append(escape)
            start = index + 1
        }
        append(UnsafeBufferPointer(rebasing: bytes[start...]))
    }

    /// The reference for one of the five characters HTML gives meaning to; for any other
    /// byte, a one-byte text (only its length is used).
    static func escape(_ byte: UInt8) -> StaticString {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: "_"
        }
    }
}
