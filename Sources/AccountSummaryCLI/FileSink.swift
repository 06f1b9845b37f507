#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered writes to a file descriptor: reports stream into it, a megabyte at a time.
///
/// `TextOutputStream.write` cannot throw, so the first failure is kept and
/// later writes are dropped; ``finish()`` flushes and reports it.
///
/// ```swift
/// var sink = FileSink(descriptor: STDOUT_FILENO, name: "standard output")
/// try report.render(with: writer, templates: templates, to: &sink)
/// try sink.finish()
/// ```
struct FileSink: TextOutputStream {
    let descriptor: Int32
    let name: String
    private var buffer: [UInt8] = []
    private var failure: CLIError?

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
        buffer.reserveCapacity(1 << 20)
    }

    mutating func write(_ string: String) {
        // One copy of the string's UTF-8 (appending its utf8 view goes byte by byte).
        var string = string
        string.withUTF8 { buffer.append(contentsOf: $0) }
        if buffer.count >= 1 << 20 { flush() }
    }

    mutating func write(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 20 { flush() }
    }

    /// Writes out what is buffered; returns the first failure so far, if any.
    mutating func finish() throws(CLIError) {
        flush()
        if let failure { throw failure }
    }

    private mutating func flush() {
        guard failure == nil, !buffer.isEmpty else {
            buffer.removeAll(keepingCapacity: true)
            return
        }
        buffer.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                #if canImport(Darwin)
                let written = Darwin.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                #else
                let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = .io("cannot write \(name): \(String(cString: strerror(errno)))")
                    return
                }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
