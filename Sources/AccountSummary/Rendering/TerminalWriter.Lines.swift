extension TerminalWriter {
    /// The last pass of the text and ANSI layouts: every line leaves with no trailing
    /// space, and, with a width, fitted into that many display columns.
    ///
    /// Templates and sections lay a report out in padded columns; the padding after the
    /// last column of a line (a yen amount aligned under cents, a short last cell) would
    /// end the line in spaces. This stream holds spaces back until it sees what follows
    /// them: more text writes them, a newline drops them.
    ///
    /// With a ``TerminalWriter/width``, the writer marks what may be shortened (see
    /// ``TerminalWriter/Fitting``), and each line is fitted here as a whole before it is
    /// written: the marks never reach the output.
    ///
    /// ```swift
    /// var text = ""
    /// var lines = TerminalWriter.Lines(text, width: nil)
    /// lines.write("Yen  ¥1,000   \nDollars  $4.50\n")
    /// lines.finish()
    /// lines.base  // "Yen  ¥1,000\nDollars  $4.50\n"
    /// ```
    public struct Lines<Base: TextOutputStream>: TextOutputStream {
        /// The stream the lines go to.
        public private(set) var base: Base
        /// The most display columns a line may take; nil for no limit.
        public let width: Int?
        /// Spaces seen at the end of what was written so far, not yet known to be trailing.
        private var pendingSpaces = 0
        /// With a width: the line being collected.
        private var line: [UInt8] = []

        /// - Parameters:
        ///   - base: Where the lines go.
        ///   - width: The most display columns a line may take; nil for no limit.
        public init(_ base: Base, width: Int?) {
            self.base = base
            self.width = width
        }

        public mutating func write(_ string: String) {
            var string = string
            if width != nil {
                string.withUTF8 { collect($0) }
            } else {
                let passThrough = string.withUTF8 { trimmed($0) }
                if let passThrough { base.write(passThrough) } else { base.write(string) }
            }
        }

        /// Writes a last line that has no newline (fitted and trimmed like the others).
        public mutating func finish() {
            if width != nil, !line.isEmpty {
                base.write(String(decoding: Fitting.fit(line, width: width), as: UTF8.self))
                line.removeAll()
            }
            pendingSpaces = 0
        }

        /// No width: `bytes` without the spaces that end a line, with held-back spaces
        /// written before the text that follows them; nil when `bytes` can go out as they are.
        private mutating func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
            guard let last = bytes.last else { return nil }
            let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
            // The usual case: nothing held back, nothing ends in a space.
            if pendingSpaces == 0, last != space {
                var clean = true
                var previous: UInt8 = 0
                for byte in bytes {
                    if byte == newline, previous == space {
                        clean = false
                        break
                    }
                    previous = byte
                }
                if clean { return nil }
            }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + pendingSpaces)
            var spaces = pendingSpaces
            for byte in bytes {
                switch byte {
                case space:
                    spaces += 1
                case newline:
                    spaces = 0
                    output.append(newline)
                default:
                    if spaces > 0 {
                        output.append(contentsOf: repeatElement(space, count: spaces))
                        spaces = 0
                    }
                    output.append(byte)
                }
            }
            pendingSpaces = spaces
            return String(decoding: output, as: UTF8.self)
        }

        /// With a width: collects lines, writing each whole line fitted.
        private mutating func collect(_ bytes: UnsafeBufferPointer<UInt8>) {
            var start = 0
            while start < bytes.count {
                guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                    line.append(contentsOf: bytes[start...])
                    return
                }
                line.append(contentsOf: bytes[start..<newline])
                var fitted = Fitting.fit(line, width: width)
                fitted.append(UInt8(ascii: "\n"))
                base.write(String(decoding: fitted, as: UTF8.self))
                line.removeAll(keepingCapacity: true)
                start = newline + 1
            }
        }
    }

    /// Runs `body` with a stream that passes what it writes on to `output` through
    /// ``Lines``, with this writer's width: how a report in this writer's format is written.
    ///
    /// ```swift
    /// try writer.writeLines(to: &output) { lines in try template.render(context, to: &lines) }
    /// ```
    public func writeLines<Output: TextOutputStream, Failure: Error>(
        to output: inout Output, _ body: (inout Lines<Output>) throws(Failure) -> Void
    ) throws(Failure) {
        var lines = Lines(output, width: width)
        defer {
            lines.finish()
            output = lines.base
        }
        try body(&lines)
    }
}
