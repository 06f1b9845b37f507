#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import AccountSummary
import AccountSummaryScale
import Foundation

/// The process's edge: standard streams, terminal, environment. Nothing else in the tool touches them.
enum Platform {
    /// Reads standard input to its end in large chunks, handing each to `body`.
    static func readStandardInput(_ body: (UnsafeRawBufferPointer) -> Void) throws(CLIError) {
        try readStream(STDIN_FILENO, name: "standard input", body)
    }

    /// Reads a stream (standard input, a pipe, a FIFO, `/dev/fd/N`) to its end, a megabyte at a time.
    static func readStream(_ descriptor: Int32, name: String, _ body: (UnsafeRawBufferPointer) -> Void) throws(CLIError) {
        let size = 1 << 20
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer, size)
            if count == 0 { return }
            if count < 0 {
                if errno == EINTR { continue }
                throw .io("cannot read \(name): \(String(cString: strerror(errno)))")
            }
            body(UnsafeRawBufferPointer(start: buffer, count: count))
        }
    }

    /// Writes all of `bytes` to standard output.
    static func writeStandardOutput(_ bytes: [UInt8]) throws(CLIError) {
        try write(bytes, to: STDOUT_FILENO, name: "standard output")
    }

    /// Writes text to standard output.
    static func print(_ text: String) throws(CLIError) {
        try writeStandardOutput(Array(text.utf8))
    }

    /// Writes a line to standard error, ignoring failures (there is nowhere left to report them).
    static func printError(_ line: String) {
        // `--quiet` silences warnings; errors are never silenced.
        if line.hasPrefix("warning:"), quiet.withLock({ $0 }) { return }
        try? write(Array((line + "\n").utf8), to: STDERR_FILENO, name: "standard error")
    }

    /// Whether `warning:` lines are left out (`--quiet`), set once by the command as it reads its options.
    static let quiet = Locked<Bool>(false)

    /// Whether standard error is a terminal (for progress lines).
    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Writes progress text to standard error without a newline.
    static func printProgress(_ text: String) {
        try? write(Array(text.utf8), to: STDERR_FILENO, name: "standard error")
    }

    /// Whether standard output is a terminal.
    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Whether the user asked for no colour: `NO_COLOR` set and not empty (no-color.org).
    static var noColorRequested: Bool {
        environment("NO_COLOR").map { !$0.isEmpty } ?? false
    }

    /// The columns text for standard output should fit: `COLUMNS` when it is a whole number
    /// of at least 1, else the terminal's width when standard output is a terminal that
    /// reports one (`TIOCGWINSZ`); nil when neither says. A width below `minimum` counts as
    /// `minimum`.
    ///
    /// ```swift
    /// Platform.outputColumns(minimum: 20)  // 80 in an 80-column terminal; nil in a pipe without COLUMNS
    /// ```
    static func outputColumns(minimum: Int) -> Int? {
        if let text = environment("COLUMNS"), let columns = Int(text), columns >= 1 {
            return max(minimum, columns)
        }
        return terminalColumns.map { max(minimum, $0) }
    }

    /// The width of the terminal standard output is, if it is one and reports a width.
    static var terminalColumns: Int? {
        guard standardOutputIsTerminal else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// An environment variable.
    static func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name]
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32, name: String) throws(CLIError) {
        // withUnsafeBytes rethrows untyped errors: carry the CLIError across in a Result.
        try bytes.withUnsafeBytes { raw in
            Result { () throws(CLIError) in try write(raw, to: descriptor, name: name) }
        }.get()
    }

    /// Writes all of `raw` to a descriptor, retrying after signals; the one write loop of the tool.
    static func write(_ raw: UnsafeRawBufferPointer, to descriptor: Int32, name: String) throws(CLIError) {
        var offset = 0
        while offset < raw.count {
            let written = writeOnce(UnsafeRawBufferPointer(rebasing: raw[offset...]), to: descriptor)
            if written < 0 { throw .io("cannot write \(name): \(String(cString: strerror(errno)))") }
            offset += written
        }
    }

    /// One `write` of `raw`, retried after a signal: the bytes written, or -1 with `errno` set.
    static func writeOnce(_ raw: UnsafeRawBufferPointer, to descriptor: Int32) -> Int {
        while true {
            #if canImport(Darwin)
            let written = Darwin.write(descriptor, raw.baseAddress!, raw.count)
            #else
            let written = Glibc.write(descriptor, raw.baseAddress!, raw.count)
            #endif
            if written < 0, errno == EINTR { continue }
            return written
        }
    }
}

extension Platform {
    /// What the process ends with, never freed: freeing a million transactions one by one
    /// takes a tenth of a second, while exiting frees them all at once.
    private static let kept = Locked<[any Sendable]>([])

    /// Keeps `value` until the process exits.
    static func keepUntilExit(_ value: some Sendable) {
        kept.withLock { $0.append(value) }
    }
}
