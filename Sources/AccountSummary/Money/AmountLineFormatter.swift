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

    private let plan: CurrencyFormatter.Plan
    private let parts: Bool
    /// Bytes of an unfinished last line, kept until the next chunk or `finish`.
    private var pending: [UInt8] = []
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

    /// Formats every complete line of `chunk`, keeping a trailing partial line for later.
    package mutating func consume(_ chunk: UnsafeRawBufferPointer, into output: inout [UInt8]) {
        var start = 0
        if !pending.isEmpty {
            guard let newline = chunk.firstIndex(of: 0x0A) else {
                pending += chunk
                return
            }
            pending += chunk[..<newline]
            let line = pending
            pending = []
            line.withUnsafeBytes { formatLine($0, into: &output) }
            start = newline + 1
        }
        guard let base = chunk.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        while start < chunk.count {
            // memchr scans for the newline many bytes at a time.
            guard let found = memchr(base + start, 0x0A, chunk.count - start) else {
                pending += chunk[start...]
                return
            }
            let newline = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
            formatLine(UnsafeRawBufferPointer(start: base + start, count: newline - start), into: &output)
            start = newline + 1
        }
    }

    /// Convenience for byte arrays.
    package mutating func consume(_ chunk: [UInt8], into output: inout [UInt8]) {
        chunk.withUnsafeBytes { consume($0, into: &output) }
    }

    /// Formats a last line that had no newline after it.
    package mutating func finish(into output: inout [UInt8]) {
        guard !pending.isEmpty else { return }
        let line = pending
        pending = []
        line.withUnsafeBytes { formatLine($0, into: &output) }
    }

    private mutating func formatLine(_ line: UnsafeRawBufferPointer, into output: inout [UInt8]) {
        lineCount += 1
        switch ExactDecimal.parse(line) {
        case .failure(let problem):
            problems.append(Problem(line: lineCount, error: .invalidAmount(String(decoding: line, as: UTF8.self), problem)))
        case .success(let value):
            guard problems.isEmpty else { return }  // output stops at the first bad line
            append(value, to: &output)
            output.append(0x0A)
        }
    }

    /// Appends one formatted amount (plain or as parts JSON).
    package func append(_ value: ExactDecimal, to output: inout [UInt8]) {
        let plan = plan
        // A fixed-size stack buffer for the common case; the plan's worst case otherwise.
        let capacity = plan.maximumByteCount <= 512 ? 512 : plan.maximumByteCount
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { scratch in
            let base = scratch.baseAddress!
            let end = base + capacity
            let bytes: UnsafeBufferPointer<UInt8>
            let integerDigits: Int
            if let number = plan.fastNumber(value) {
                let start = plan.write(number, endingAt: end)
                bytes = UnsafeBufferPointer(start: start, count: end - start)
                integerDigits = number.integerDigits
            } else {
                let written = plan.writeGeneral(value, to: base)
                bytes = UnsafeBufferPointer(start: base, count: written.byteCount)
                integerDigits = written.integerDigits
            }
            guard parts else {
                output.append(contentsOf: bytes)
                return
            }
            var iterator = FormattedAmount.Parts.Iterator(
                layout: value.isNegative ? plan.negativeLayout : plan.positiveLayout, integerDigits: integerDigits)
            output.append(UInt8(ascii: "["))
            var first = true
            while let part = iterator.next() {
                if !first { output.append(UInt8(ascii: ",")) }
                first = false
                output.append(contentsOf: AmountLineFormatter.openings[Int(part.kind.code)])
                for byte in bytes[part.utf8Offsets] {
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
