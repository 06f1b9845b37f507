import Foundation

/// Raw input bytes: where callers hand the money layer memory they own.
///
/// The line formatter takes chunks as the CLI reads them (a buffer it owns
/// for the duration of one call) and finds newlines with `memchr`, which
/// scans many bytes at a time; the JSON reader hands over the bytes of an
/// amount inside its input. Both are turned into bounds-checked `Span`s
/// here, and everything above (the parser, `formatLine`) reads only those.
///
/// Invariant: a buffer passed in is valid and unchanged for the whole call
/// and is never kept (the unfinished last line is copied into `pending`);
/// every line handed on lies inside the chunk, which `assert` checks in
/// debug builds.
///
/// ```swift
/// var lines = AmountLineFormatter(formatter: usd, parts: false)
/// var output: [UInt8] = []
/// Array("1\n2".utf8).withUnsafeBytes { lines.consume($0, into: &output) }
/// lines.finish(into: &output)  // output: "$1.00\n$2.00\n"
/// ```
extension AmountLineFormatter {
    /// Formats every complete line of `chunk`, keeping a trailing partial line for later.
    package mutating func consume(_ chunk: UnsafeRawBufferPointer, into output: inout [UInt8]) {
        let bytes = chunk.assumingMemoryBound(to: UInt8.self)
        var start = 0
        if !pending.isEmpty {
            guard let newline = bytes.firstIndex(of: 0x0A) else {
                pending += bytes
                return
            }
            pending += bytes[..<newline]
            let line = pending
            pending = []
            formatLine(line.span, into: &output)
            start = newline + 1
        }
        guard let base = bytes.baseAddress else { return }
        while start < bytes.count {
            // memchr scans for the newline many bytes at a time.
            guard let found = memchr(base + start, 0x0A, bytes.count - start) else {
                pending += bytes[start...]
                return
            }
            let newline = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
            assert(newline >= start && newline < bytes.count, "memchr found a newline outside the chunk")
            formatLine(UnsafeBufferPointer(rebasing: bytes[start..<newline]).span, into: &output)
            start = newline + 1
        }
    }

    /// Formats every complete line of a byte array, keeping a trailing partial line for later.
    package mutating func consume(_ chunk: [UInt8], into output: inout [UInt8]) {
        chunk.withUnsafeBytes { consume($0, into: &output) }
    }
}

extension ExactDecimal {
    /// Reads an amount from bytes the caller owns for the duration of the call (the JSON reader's input).
    ///
    /// ```swift
    /// Array("12.50".utf8).withUnsafeBytes { ExactDecimal.parse($0) }  // .success(12.50)
    /// ```
    package static func parse(_ bytes: UnsafeRawBufferPointer) -> Result<ExactDecimal, AmountProblem> {
        parse(bytes.assumingMemoryBound(to: UInt8.self).span)
    }
}
