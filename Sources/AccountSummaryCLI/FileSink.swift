#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import AccountSummary
import AccountSummaryScale
import AccountSummaryTooling

/// Buffered writes to a file descriptor: reports stream into it, a megabyte at a time.
///
/// Full buffers are written by a background thread while the report goes on filling the
/// next one (at most ``BackgroundWriter/buffersInFlight`` wait, so memory stays a few
/// megabytes); a report under a megabyte is written by the caller, in ``finish()``.
///
/// With `bypassingCache` (a new regular file), the full buffers are written around the page
/// cache (`O_DIRECT` on Linux, `F_NOCACHE` on Darwin): a report of hundreds of megabytes
/// is not copied into kernel memory first, nor left there. Buffers are page-aligned and a
/// megabyte long, as direct writes need; the last, partial one is written the usual way.
/// Where the file system refuses, writes quietly go the usual way.
///
/// `TextOutputStream.write` cannot throw, so the first failure is kept and
/// later writes are dropped; ``finish()`` waits for the writes and reports it.
///
/// With `digesting`, the sink also counts and hashes (SHA-256) every byte as it takes it, so
/// the batch ledger records what a file holds without reading it back.
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
    private let bypassingCache: Bool
    private var buffer: OutputBuffer
    private var background: BackgroundWriter?
    /// The SHA-256 of every byte taken so far, with `digesting`.
    private(set) var digest: SHA256?
    /// How many bytes were taken so far.
    private(set) var byteCount = 0

    init(descriptor: Int32, name: String, bypassingCache: Bool = false, digesting: Bool = false) {
        self.descriptor = descriptor
        self.name = name
        self.bypassingCache = bypassingCache
        buffer = OutputBuffer()
        digest = digesting ? SHA256() : nil
    }

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        byteCount += bytes.count
        digest?.update(bytes)
        var rest = bytes
        while !rest.isEmpty {
            let taken = buffer.append(rest)
            rest = UnsafeBufferPointer(rebasing: rest[taken...])
            if buffer.isFull { handOff() }
        }
    }

    /// Writes out what is buffered and waits for the background writes; throws the first
    /// failure so far, if any.
    mutating func finish() throws(CLIError) {
        if let background {
            try background.finish(last: buffer)
        } else if buffer.count > 0 {
            try Platform.write(UnsafeRawBufferPointer(buffer.bytes), to: descriptor, name: name)
        }
        buffer.count = 0
    }

    /// Gives the full buffer to the background writer and takes an empty one.
    private mutating func handOff() {
        let writer = background ?? BackgroundWriter(descriptor: descriptor, name: name, bypassingCache: bypassingCache)
        background = writer
        writer.enqueue(buffer)
        buffer = writer.emptyBuffer()
    }
}

/// A page-aligned megabyte and how much of it is filled.
///
/// ```swift
/// let buffer = OutputBuffer()
/// buffer.append(bytes)  // how many fitted
/// buffer.isFull         // true once a whole megabyte is in
/// ```
///
/// `@unchecked Sendable`: a buffer is filled by the sink, then handed whole to the writer
/// thread, which alone touches it until it hands it back.
final class OutputBuffer: @unchecked Sendable {
    private let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: FileSink.bufferSize, alignment: 1 << 12)
    var count = 0

    var isFull: Bool { count == storage.count }
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: storage.bindMemory(to: UInt8.self)[..<count]) }

    /// Copies as much of `source` as fits; returns how much that was.
    func append(_ source: UnsafeBufferPointer<UInt8>) -> Int {
        let taken = min(source.count, storage.count - count)
        if taken > 0 {
            (storage.baseAddress! + count).copyMemory(from: source.baseAddress!, byteCount: taken)
            count += taken
        }
        return taken
    }

    deinit { storage.deallocate() }
}

/// The thread behind a ``FileSink``: writes full buffers in order and hands them back emptied.
///
/// ```swift
/// let writer = BackgroundWriter(descriptor: descriptor, name: path, bypassingCache: true)
/// writer.enqueue(fullBuffer)          // written later, in order
/// try writer.finish(last: partBuffer) // waits, then writes the rest
/// ```
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
    /// `Locked`, not `Mutex`: ThreadSanitizer cannot see a contended `Mutex` on Linux.
    private let state: Locked<State>

    private struct State: @unchecked Sendable {
        var failure: CLIError?
        /// Written buffers, emptied, for the sink to fill again (no new pages to fault in).
        var recycled: [OutputBuffer] = []
        /// Whether writes currently go around the page cache.
        var bypassingCache: Bool
    }

    init(descriptor: Int32, name: String, bypassingCache: Bool) {
        self.descriptor = descriptor
        self.name = name
        state = Locked(State(bypassingCache: bypassingCache && BackgroundWriter.setBypass(true, on: descriptor)))
    }

    /// Queues `buffer` to be written after those before it.
    func enqueue(_ buffer: OutputBuffer) {
        slots.wait()
        queue.async { [self] in
            write(buffer)
            buffer.count = 0
            state.withLock { $0.recycled.append(buffer) }
            slots.signal()
        }
    }

    /// A written buffer to fill again, or a new one.
    func emptyBuffer() -> OutputBuffer {
        state.withLock { $0.recycled.popLast() } ?? OutputBuffer()
    }

    /// Waits for every queued write, then writes `last` (the usual way: it need not be a
    /// whole megabyte); throws the first failure.
    func finish(last: OutputBuffer) throws(CLIError) {
        queue.sync {}
        if state.withLock({ $0.bypassingCache }) { _ = BackgroundWriter.setBypass(false, on: descriptor) }
        if let failure = state.withLock({ $0.failure }) { throw failure }
        try Platform.write(UnsafeRawBufferPointer(last.bytes), to: descriptor, name: name)
    }

    /// Writes one full buffer; a direct write the file system refuses is made again the usual way.
    private func write(_ buffer: OutputBuffer) {
        guard state.withLock({ $0.failure == nil }) else { return }
        let bytes = UnsafeRawBufferPointer(buffer.bytes)
        if state.withLock({ $0.bypassingCache }) {
            let written = Platform.writeOnce(bytes, to: descriptor)
            if written == bytes.count { return }
            // Refused (EINVAL) or cut short: from here on, the usual way, from where it stopped.
            _ = BackgroundWriter.setBypass(false, on: descriptor)
            state.withLock { $0.bypassingCache = false }
            let done = max(written, 0)
            record { () throws(CLIError) in
                try Platform.write(UnsafeRawBufferPointer(rebasing: bytes[done...]), to: descriptor, name: name)
            }
            return
        }
        record { () throws(CLIError) in try Platform.write(bytes, to: descriptor, name: name) }
    }

    private func record(_ body: () throws(CLIError) -> Void) {
        do { try body() } catch { state.withLock { $0.failure = $0.failure ?? error } }
    }

    /// Turns writing around the page cache on or off for `descriptor`; whether that worked.
    private static func setBypass(_ on: Bool, on descriptor: Int32) -> Bool {
        #if os(Linux)
        // O_DIRECT is not exported to Swift (it needs _GNU_SOURCE); its value is per architecture.
        #if arch(x86_64) || arch(i386)
        let direct: Int32 = 0o40000
        #elseif arch(arm64) || arch(arm)
        let direct: Int32 = 0o200000
        #else
        return false
        #endif
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0 else { return false }
        return fcntl(descriptor, F_SETFL, on ? flags | direct : flags & ~direct) == 0
        #elseif canImport(Darwin)
        return fcntl(descriptor, F_NOCACHE, on ? 1 : 0) == 0
        #else
        return false
        #endif
    }
}
