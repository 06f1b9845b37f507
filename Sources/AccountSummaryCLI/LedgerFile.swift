#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import AccountSummary
import AccountSummaryTooling
import Foundation

/// One batch run's ledger (`DIR/ledger-K-of-N.ndjson`, or `DIR/ledger.ndjson`), open for
/// appending: one ``Ledger/Entry`` per customer, as its files land.
///
/// How a line is made safe, whatever kills the run and when:
/// 1. Each of the customer's files is already whole and on the disk: written to a temporary
///    file, synced and renamed into place
///    (``Platform/writeAtomically(to:keepingMode:owner:digesting:_:)``).
/// 2. The line goes in with one `write` on a descriptor opened `O_APPEND`, under a lock, so lines
///    of parallel workers never interleave and no later line can follow a half one; the page
///    cache outlives the process, so a killed process leaves the line, or nothing.
/// 3. The ledger is synced (`fdatasync`) before the worker takes its next customer, so a crash
///    of the machine loses no line but the ones being written, and every line on the disk was
///    there before any line after it was written. On the journaling file systems volumes use
///    (ext4, XFS) that sync commits the files' renames with it, which came first.
///
/// Only a kill or a crash landing inside that one `write` (Linux may stop a write to a file
/// between two pages for a fatal signal) can leave the start of a line as the file's last
/// bytes; ``Ledger/read(_:)`` sees it (no `\n`), `--resume` cuts it off and `verify` treats it
/// as absent. Nothing in a line is taken on trust: `--resume` and `verify`
/// hash every file a line names again, so a file a power cut took back (where renames are not
/// committed with the ledger) is found and rendered again, never kept.
///
/// The sync is shared (``GroupSync``): workers finishing at the same moment wait for one
/// ledger sync that covers them all. The folder itself is synced once, when the ledger is
/// made, not once per customer: that second sync per customer would cost as much as a file's
/// and, with every file re-hashed on resume, would buy nothing.
///
/// ```swift
/// let ledger = try LedgerFile(folder: "out", shard: shard, resume: true)
/// ledger.previous[.line(7)]?.status  // .written: what the last run recorded
/// try ledger.append(entry)
/// ```
///
/// `@unchecked Sendable`: the descriptor is set once and only written through under `appended`'s lock
/// (appends) or synced, which the kernel orders itself.
final class LedgerFile: @unchecked Sendable {
    /// The ledger's path.
    let path: String
    /// What the ledger held when the run began (with `--resume`): the last entry per place in
    /// the input. Empty for a fresh run, which starts the ledger anew.
    let previous: [Ledger.Entry.Source: Ledger.Entry]
    private let descriptor: Int32
    /// The ledger's sync, shared by the workers waiting for one.
    private let ledgerSync: GroupSync
    /// Held while a line is written: lines of parallel workers never interleave.
    /// The lines appended by this run: the value the lock guards (a `Locked<Void>` is what
    /// ThreadSanitizer reports, see `Locked`).
    private let appended = Locked(0)

    /// Opens the ledger of `shard` in `folder`: emptied for a fresh run; for `--resume`, read
    /// first (a cut-off last line removed, lines that are not ledger lines warned about) and
    /// appended to.
    ///
    /// - Throws: 75 when the ledger cannot be read, cut or opened (the shard cannot keep a
    ///   record, so it cannot run; a retry may find the disk well again).
    init(folder: String, shard: Shard, resume: Bool) throws(CLIError) {
        let name = Ledger.fileName(for: shard)
        path = folder + "/" + name
        if resume, let bytes = try LedgerFile.existing(path) {
            let contents = Ledger.read(bytes)
            for (line, problem) in contents.malformed {
                Platform.printError("warning: \(name):\(line): \(problem); the line is left out")
            }
            if contents.hasIncompleteTail {
                Platform.printError("warning: \(name): the last line was cut short (a crash while it was written); it is left out")
                guard truncate(path, off_t(contents.completeLength)) == 0 else {
                    throw .retry("cannot cut the half line off \(path): \(Platform.lastError)")
                }
            }
            previous = contents.latest
        } else {
            previous = [:]
        }
        let flags = O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | (resume ? 0 : O_TRUNC)
        descriptor = open(path, flags, 0o666)
        guard descriptor >= 0 else { throw .retry("cannot open \(path): \(Platform.lastError)") }
        // The ledger's own name, made durable once.
        do { try Platform.syncFolder(folder) } catch {
            close(descriptor)
            throw .retry(error.lines.map { String($0.dropFirst("error: ".count)) }.joined(separator: "; "))
        }
        let ledgerDescriptor = descriptor
        ledgerSync = GroupSync(name: path) {
            #if canImport(Darwin)
            fsync(ledgerDescriptor)
            #else
            fdatasync(ledgerDescriptor)
            #endif
        }
    }

    deinit {
        close(descriptor)
    }

    /// The ledger's bytes, or nil when there is no ledger yet.
    private static func existing(_ path: String) throws(CLIError) -> [UInt8]? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do { return try Platform.readInput(path) } catch { throw .retry("cannot read \(path): \(error.lines.joined(separator: "; "))") }
    }

    /// Appends one customer's line, once the files it names are in place: the line written
    /// whole in one `write`, then the ledger synced.
    ///
    /// - Throws: 75 when any step fails; a line cut short is taken back off the end first, so
    ///   the ledger never holds half a line followed by another.
    func append(_ entry: Ledger.Entry) throws(CLIError) {
        let line = Array((entry.json + "\n").utf8)
        try appended.withLock { (count: inout Int) throws(CLIError) in
            var status = stat()
            guard fstat(descriptor, &status) == 0 else { throw .retry("cannot write \(path): \(Platform.lastError)") }
            let written = line.withUnsafeBytes { Platform.writeOnce($0, to: descriptor) }
            guard written == line.count else {
                let reason = written < 0 ? Platform.lastError : "only \(written) of \(line.count) bytes were written"
                _ = ftruncate(descriptor, status.st_size)
                throw .retry("cannot write \(path): \(reason)")
            }
            count += 1
        }
        try ledgerSync.sync()
    }
}

/// One sync (`fsync`, `fdatasync`) shared by every thread that needs one at the same time: a
/// caller returns once a sync that began after it called has finished (group commit).
///
/// A caller takes a ticket; a sync covers every ticket taken before it began. The first
/// caller to find no sync running runs one for everybody waiting; the others wait for it, and
/// one whose ticket came after that sync began waits for the next.
///
/// ```swift
/// let sync = GroupSync(name: path) { fdatasync(descriptor) }
/// try sync.sync()  // everything this thread wrote before the call is on the disk
/// ```
///
/// `@unchecked Sendable`: every stored property but the constants is read and written only
/// while `condition` is locked.
final class GroupSync: @unchecked Sendable {
    private let name: String
    private let body: @Sendable () -> Int32
    private let condition = NSCondition()
    /// Tickets handed out so far.
    private var taken = 0
    /// The last ticket a finished sync covered.
    private var covered = 0
    private var running = false
    /// Why a sync failed: every later call fails too (the run stops).
    private var failure: String?

    /// - Parameter body: the sync; 0 when it worked, else -1 with `errno` set.
    init(name: String, body: @escaping @Sendable () -> Int32) {
        self.name = name
        self.body = body
    }

    /// Returns once a sync that began after this call has finished.
    ///
    /// - Throws: 75 when it (or an earlier one) failed.
    func sync() throws(CLIError) {
        condition.lock()
        defer { condition.unlock() }
        taken += 1
        let ticket = taken
        while covered < ticket, failure == nil {
            if running {
                condition.wait()
                continue
            }
            running = true
            let through = taken
            condition.unlock()
            let result = body()
            let reason = result == 0 ? nil : Platform.lastError
            condition.lock()
            running = false
            if let reason { failure = reason } else { covered = through }
            condition.broadcast()
        }
        if let failure { throw .retry("cannot sync \(name): \(failure)") }
    }
}
