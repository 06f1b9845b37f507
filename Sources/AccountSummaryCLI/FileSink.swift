import Dispatch
import Synchronization

/// Buffered writes to a file descriptor: reports stream into it, a megabyte at a time.
///
/// Full buffers are written by a background thread while the report goes on filling the
/// next one (at most ``BackgroundWriter/buffersInFlight`` wait, so memory stays a few
/// megabytes); a report under a megabyte is written by the caller, in ``finish()``.
///
/// `TextOutputStream.write` cannot throw, so the first failure is kept and
/// later writes are dropped; ``finish()`` waits for the writes and reports it.
///
/// ```swift
/// var sink = FileSink(descriptor: STDOUT_FILENO, name: "standard output")
/// try report.render(with: writer, templates: templates, to: &sink)
/// try sink.finish()
/// ```
struct FileSink: TextOutputStream {
    static let bufferSize = 1 << 20

    let descriptor: Int32
    let name: String
    private var buffer: [UInt8] = []
    private var background: BackgroundWriter?

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
        buffer.reserveCapacity(Self.bufferSize)
    }

    mutating func write(_ string: String) {
        // One copy of the string's UTF-8 (appending its utf8 view goes byte by byte).
        var string = string
        string.withUTF8 { buffer.append(contentsOf: $0) }
        if buffer.count >= Self.bufferSize { handOff() }
    }

    mutating func write(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferSize { handOff() }
    }

    /// Writes out what is buffered and waits for the background writes; throws the first
    /// failure so far, if any.
    mutating func finish() throws(CLIError) {
        if let background {
            background.enqueue(buffer)
            buffer = []
            try background.finish()
        } else if !buffer.isEmpty {
            let result = buffer.withUnsafeBytes { raw in
                Result { () throws(CLIError) in try Platform.write(raw, to: descriptor, name: name) }
            }
            buffer.removeAll(keepingCapacity: true)
            try result.get()
        }
    }

    /// Gives the full buffer to the background writer and takes an empty one.
    private mutating func handOff() {
        let writer = background ?? BackgroundWriter(descriptor: descriptor, name: name)
        background = writer
        writer.enqueue(buffer)
        buffer = writer.emptyBuffer()
    }
}

/// The thread behind a ``FileSink``: writes full buffers in order and hands them back emptied.
///
/// `enqueue` blocks while ``buffersInFlight`` buffers wait, so a fast report cannot run
/// ahead of a slow disk by more than a few megabytes.
final class BackgroundWriter: Sendable {
    static let buffersInFlight = 3

    let descriptor: Int32
    let name: String
    /// A serial queue: buffers are written in the order they were enqueued.
    private let queue = DispatchQueue(label: "account-summary.file-sink")
    private let slots = DispatchSemaphore(value: BackgroundWriter.buffersInFlight)
    private let state = Mutex<State>(State())

    private struct State {
        var failure: CLIError?
        /// Written buffers, emptied, for the sink to fill again (no new pages to fault in).
        var recycled: [[UInt8]] = []
    }

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    /// Queues `buffer` to be written after those before it.
    func enqueue(_ buffer: [UInt8]) {
        slots.wait()
        queue.async { [self] in
            var buffer = buffer
            if state.withLock({ $0.failure == nil }) {
                let result = buffer.withUnsafeBytes { raw in
                    Result { () throws(CLIError) in try Platform.write(raw, to: descriptor, name: name) }
                }
                if case .failure(let error) = result { state.withLock { $0.failure = $0.failure ?? error } }
            }
            buffer.removeAll(keepingCapacity: true)
            state.withLock { $0.recycled.append(buffer) }
            slots.signal()
        }
    }

    /// A written buffer to fill again, or a new one.
    func emptyBuffer() -> [UInt8] {
        if let buffer = state.withLock({ $0.recycled.popLast() }) { return buffer }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(FileSink.bufferSize)
        return buffer
    }

    /// Waits for every queued write; throws the first failure.
    func finish() throws(CLIError) {
        queue.sync {}
        if let failure = state.withLock({ $0.failure }) { throw failure }
    }
}
