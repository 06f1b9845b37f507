extension TerminalWriter {
    /// The last pass of the text and ANSI layouts: every line leaves with no trailing
    /// space, and, with a width, fitted into that many display columns.
    ///
    /// Templates and sections lay a report out in padded columns; the padding after the
    /// last column of a line (a yen amount aligned under cents, a short last cell) would
    /// end the line in spaces. This stream holds spaces back until it sees what follows
    /// them: more text writes them, a newline drops them. Small writes are gathered and
    /// passed on together; what is left is passed on when ``TerminalWriter/writeLines(to:_:)`` ends.
    ///
    /// With a ``TerminalWriter/width``, the writer marks what may be shortened (see
    /// `TerminalWriter.Fitting`), and each line is fitted here as a whole before it is
    /// written: the marks never reach the output.
    ///
    /// ```swift
    /// var text = ""
    /// TerminalWriter(color: false).writeLines(to: &text) { lines in lines.write("Yen  ¥1,000   \nDollars  $4.50\n") }
    /// text  // "Yen  ¥1,000\nDollars  $4.50\n"
    /// ```
    ///
    /// Not generic over its stream: the template engine's generic code calls it once per
    /// field, and a generic stream type would cost a metadata look-up on each call; what it
    /// passes on goes to `sink` once per gathered block.
    public struct Lines: TextOutputStream {
        /// Where the lines go: the caller's stream, for as long as ``TerminalWriter/writeLines(to:_:)`` runs.
        private let sink: (String) -> Void
        /// The most display columns a line may take; nil for no limit.
        public let width: Int?
        /// Spaces seen at the end of what was written so far, not yet known to be trailing.
        private var pendingSpaces = 0
        /// With a width: the line being collected.
        private var line: [UInt8] = []
        /// Without a width: small writes, trimmed, gathered here and passed on about
        /// ``flushLimit`` bytes at a time (one string each, rather than one per field).
        private var gatheredBytes: [UInt8] = []
        static var flushLimit: Int { 1 << 16 }

        /// - Parameters:
        ///   - width: The most display columns a line may take; nil for no limit.
        ///   - sink: Where the lines go.
        init(width: Int?, sink: @escaping (String) -> Void) {
            self.sink = sink
            self.width = width
        }

        /// Takes text in: whole lines are fitted and trimmed and passed on, a partial line is kept until its end comes.
        public mutating func write(_ string: String) {
            if width != nil {
                string.withUTF8Bytes { collect($0) }
            } else {
                let unchanged = string.withUTF8Bytes { gatherTrimmed($0) }
                if unchanged {
                    flushGathered()
                    sink(string)
                } else if gatheredBytes.count >= Self.flushLimit {
                    flushGathered()
                }
            }
        }

        private mutating func flushGathered() {
            guard !gatheredBytes.isEmpty else { return }
            sink(String(decoding: gatheredBytes, as: UTF8.self))
            gatheredBytes.removeAll(keepingCapacity: true)
        }

        /// Writes a last line that has no newline (fitted and trimmed like the others).
        mutating func finish() {
            if width != nil, !line.isEmpty {
                sink(String(decoding: Fitting.fit(line, width: width), as: UTF8.self))
                line.removeAll()
            }
            flushGathered()
            pendingSpaces = 0
        }

        /// No width: gathers `bytes` without the spaces that end a line, held-back spaces
        /// first where text follows them; returns true, gathering nothing, when a large
        /// `bytes` can go out as it is (the caller writes its string, uncopied).
        private mutating func gatherTrimmed(_ bytes: UTF8Bytes) -> Bool {
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
                    gatheredBytes.append(contentsOf: repeatElement(space, count: pendingSpaces))
                }
                pendingSpaces = 0
            }
            var runStart = index  // the bytes from here on are not gathered yet
            func flush(_ end: Int) {
                guard runStart < end else { return }
                bytes[runStart..<end].append(to: &gatheredBytes)
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
            if runStart == 0, count >= 4096 { return true }
            flush(count)
            return false
        }

        /// With a width: collects lines, writing each whole line fitted.
        private mutating func collect(_ bytes: UTF8Bytes) {
            var start = 0
            while start < bytes.count {
                guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n"), from: start) else {
                    bytes[start..<bytes.count].append(to: &line)
                    return
                }
                bytes[start..<newline].append(to: &line)
                var fitted = Fitting.fit(line, width: width)
                fitted.append(UInt8(ascii: "\n"))
                sink(String(decoding: fitted, as: UTF8.self))
                line.removeAll(keepingCapacity: true)
                start = newline + 1
            }
        }
    }

    /// The document through ``Lines``: every line trimmed, and fitted to ``width`` when set.
    public func write<Output: TextOutputStream>(_ document: some ReportDocument, to output: inout Output) throws(TemplateError) {
        try writeLines(to: &output) { (lines: inout Lines) throws(TemplateError) in try document.write(to: &lines) }
    }

    /// Runs `body` with a stream that passes what it writes on to `output` through
    /// ``Lines``, with this writer's width: how a report in this writer's format is written.
    ///
    /// ```swift
    /// try writer.writeLines(to: &output) { lines in try template.render(context, to: &lines) }
    /// ```
    public func writeLines<Output: TextOutputStream, Failure: Error>(
        to output: inout Output, _ body: (inout Lines) throws(Failure) -> Void
    ) throws(Failure) {
        // The lines write straight into `output` while `body` runs, and not after: the sink
        // is used only inside this call.
        try withoutActuallyEscaping({ (text: String) in output.write(text) }) { (sink) throws(Failure) in
            var lines = Lines(width: width, sink: sink)
            defer { lines.finish() }
            try body(&lines)
        }
    }
}
