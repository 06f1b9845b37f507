import Foundation

/// Formats amounts one per line, from bytes to bytes: the core of the `format` command.
///
/// Pure: the caller reads input in chunks of any size and writes `output`
/// wherever it likes. A line that is not an amount stops the output (so
/// output line N always belongs to input line N), but the formatter goes on
/// checking the remaining lines so that every bad line can be reported.
///
/// ```swift
/// var lines = AmountLineFormatter(formatter: usd, parts: false)
/// var output: [UInt8] = []
/// lines.consume(Array("1234.5\n-4.5\n".utf8), into: &output)
/// lines.finish(into: &output)
/// String(decoding: output, as: UTF8.self)  // "$1,234.50\n-$4.50\n"
/// ```
package struct AmountLineFormatter {
    /// A line that is not an amount.
    package struct Problem: Error, Sendable, Hashable {
        /// 1-based line number.
        package var line: Int
        package var error: MoneyError
    }

    let plan: CurrencyFormatter.Plan
    let parts: Bool
    /// Bytes of an unfinished last line, kept until the next chunk or `finish`.
    var pending: [UInt8] = []
    /// Lines seen so far.
    package private(set) var lineCount = 0
    /// Bad lines, in order (all of them; the caller decides how many to show).
    package private(set) var problems: [Problem] = []

    /// - Parameters:
    ///   - formatter: The currency and locale to format with.
    ///   - parts: Print each amount's parts as a JSON array instead of the string.
    package init(formatter: CurrencyFormatter, parts: Bool) {
        plan = formatter.plan
        self.parts = parts
    }

    /// Formats a last line that had no newline after it.
    package mutating func finish(into output: inout [UInt8]) {
        guard !pending.isEmpty else { return }
        let line = pending
        pending = []
        formatLine(line.span, into: &output)
    }

    /// Formats one line (without its newline), or records why it is not an amount.
    mutating func formatLine(_ line: Span<UInt8>, into output: inout [UInt8]) {
        lineCount += 1
        switch ExactDecimal.parse(line) {
        case .failure(let problem):
            var text: [UInt8] = []
            for index in line.indices { text.append(line[index]) }
            problems.append(Problem(line: lineCount, error: .invalidAmount(String(decoding: text, as: UTF8.self), problem)))
        case .success(let value):
            guard problems.isEmpty else { return }  // output stops at the first bad line
            append(value, to: &output)
            output.append(0x0A)
        }
    }

    /// Appends one formatted amount (plain or as parts JSON).
    package func append(_ value: ExactDecimal, to output: inout [UInt8]) {
        guard parts else {
            plan.append(value, to: &output)
            return
        }
        let amount = plan.formatted(value)
        amount.withUTF8Span { bytes in
            output.append(UInt8(ascii: "["))
            var first = true
            for part in amount.parts {
                if !first { output.append(UInt8(ascii: ",")) }
                first = false
                output.append(contentsOf: AmountLineFormatter.openings[Int(part.kind.code)])
                for index in part.utf8Offsets {
                    let byte = bytes[index]
                    switch byte {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                        output.append(UInt8(ascii: "\\"))
                        output.append(byte)
                    case 0..<0x20:
                        output.append(contentsOf: Array("\\u00".utf8))
                        output.append(AmountLineFormatter.hex[Int(byte >> 4)])
                        output.append(AmountLineFormatter.hex[Int(byte & 0xF)])
                    default:
                        output.append(byte)
                    }
                }
                output.append(UInt8(ascii: "\""))
                output.append(UInt8(ascii: "}"))
            }
            output.append(UInt8(ascii: "]"))
        }
    }

    /// `{"type":"<kind>","value":"` for each kind, by code.
    private static let openings: [[UInt8]] = (0..<8).map {
        Array("{\"type\":\"\(FormattedAmount.Part.Kind(code: UInt8($0)).rawValue)\",\"value\":\"".utf8)
    }
    private static let hex = Array("0123456789abcdef".utf8)
}
