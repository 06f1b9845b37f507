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
        let result = buffer.withUnsafeBytes { raw in
            Result { () throws(CLIError) in try Platform.write(raw, to: descriptor, name: name) }
        }
        if case .failure(let error) = result { failure = error }
        buffer.removeAll(keepingCapacity: true)
    }
}
