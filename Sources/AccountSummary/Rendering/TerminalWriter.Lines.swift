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
                let unchanged = string.withUTF8 { writeTrimmed($0) }
                if unchanged { base.write(string) }
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

        /// No width: writes `bytes` without the spaces that end a line, held-back spaces
        /// first where text follows them; returns true, writing nothing, when `bytes` can
        /// go out as they are (the usual case: the caller writes its string, uncopied).
        private mutating func writeTrimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
            let count = bytes.count
            guard count > 0 else { return false }
            var index = 0
            if pendingSpaces > 0 {
                var end = 0
                while end < count, bytes[end] == space { end += 1 }
                if end == count {
                    pendingSpaces += count
                    return false
                }
                if bytes[end] == newline {
                    index = end  // the held-back spaces ended a line: dropped
                } else {
                    base.write(String(repeating: " ", count: pendingSpaces))
                }
                pendingSpaces = 0
            }
            var runStart = index  // the bytes from here on are not written yet
            func flush(_ end: Int) {
                guard runStart < end else { return }
                base.write(String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<end]), as: UTF8.self))
            }
            while index < count {
                guard bytes[index] == space else {
                    index += 1
                    continue
                }
                var end = index
                while end < count, bytes[end] == space { end += 1 }
                if end == count {  // spaces at the end of this write: held back until we see what follows
                    if runStart == 0, index == 0 { pendingSpaces = count; return false }
                    flush(index)
                    pendingSpaces = end - index
                    return false
                }
                if bytes[end] == newline {  // spaces that end a line: dropped
                    flush(index)
                    runStart = end
                }
                index = end
            }
            if runStart == 0 { return true }
            flush(count)
            return false
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
