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

extension Platform {
    /// What a signal leaves behind must go with it: the temporary files being written, the
    /// browser's private folder, the browser itself.
    ///
    /// SIGTERM (how Kubernetes stops a pod), SIGINT and SIGHUP are blocked in every thread and
    /// taken by one thread of their own with `sigwait`, which removes what is registered here,
    /// kills the registered children and exits with 128 + the signal, as a shell reports it.
    /// (A handler would run in any thread, mid-allocation; this thread runs ordinary code.)
    ///
    /// ```swift
    /// Platform.handleTerminationSignals()      // first thing in main
    /// Platform.cleanup.register(path: temporary)  // …written…  Platform.cleanup.unregister(path: temporary)
    /// ```
    static func handleTerminationSignals() {
        var signals = Platform.terminationSignals
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        Thread.detachNewThread {
            var set = Platform.terminationSignals
            var received: Int32 = 0
            guard sigwait(&set, &received) == 0 else { return }
            let stop = stopBySignal.withLock { $0 }
            if let stop { printError("error: stopped by \(signalName(received)); \(stop.message)") }
            cleanup.removeEverything { _exit(stop?.code ?? 128 + received) }
        }
    }

    /// How a signal ends this command, when not with 128 + the signal: `batch` exits 75, the
    /// shard's retry code, and says what to do (the ledger holds what was done).
    static let stopBySignal = Locked<(code: Int32, message: String)?>(nil)

    /// `SIGTERM`, as messages name a signal.
    private static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGTERM: "SIGTERM"
        case SIGINT: "SIGINT"
        case SIGHUP: "SIGHUP"
        default: "signal \(signal)"
        }
    }

    /// The signals that end a run, as a set.
    static var terminationSignals: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&set, signal) }
        return set
    }

    /// What to remove if a signal ends the run.
    static let cleanup = Cleanup()

    /// The registry of ``handleTerminationSignals()``: paths (files or folders) and child processes.
    final class Cleanup: Sendable {
        private let state = Locked<(paths: Set<String>, children: Set<pid_t>)>(([], []))

        func register(path: String) { state.withLock { _ = $0.paths.insert(path) } }

        /// Creates something and registers its path in one step: a signal taken meanwhile waits
        /// for it, so no file is ever made and not yet known to the cleanup.
        func create<Made>(_ make: () -> (Made, path: String?)) -> Made {
            state.withLock { state in
                let (made, path) = make()
                if let path { state.paths.insert(path) }
                return made
            }
        }
        func unregister(path: String) { state.withLock { _ = $0.paths.remove(path) } }
        func register(child: pid_t) { state.withLock { _ = $0.children.insert(child) } }
        func unregister(child: pid_t) { state.withLock { _ = $0.children.remove(child) } }

        /// Removes everything registered; holds the lock until the process exits, so no thread
        /// registers (or unregisters) anything after the removal began.
        fileprivate func removeEverything(_ then: () -> Never) -> Never {
            state.withLock { state in
                for child in state.children { kill(child, SIGKILL) }
                for path in state.paths { try? FileManager.default.removeItem(atPath: path) }
                then()
            }
        }
    }

    /// Removes this tool's temporary files left in `folder` by runs that no longer exist (killed
    /// with SIGKILL, say): names `.NAME.tmp-PID-XXXXXX` (only `NAME`'s when given) whose PID is
    /// not a running process. A live run's files are never touched.
    ///
    /// The folder is read with `readdir` and only names starting with `.` become strings: a
    /// statement rendered into a folder of 100,000 others reads 100,000 names at every run, and
    /// Foundation's listing made each a string first (a sixth of the demo statement's process
    /// time in a folder of 7,000 files).
    static func sweepStaleTemporaries(in folder: String, name: String? = nil) {
        // Removed after the folder is read: what readdir returns for a folder changed while it is
        // read is not specified.
        guard let names = hiddenNames(in: folder.isEmpty ? "." : folder) else { return }
        for entry in names {
            guard let marker = entry.range(of: ".tmp-", options: .backwards) else { continue }
            if let name, entry[entry.index(after: entry.startIndex)..<marker.lowerBound] != name { continue }
            let rest = entry[marker.upperBound...].split(separator: "-")
            guard rest.count == 2, rest[1].count == 6, let pid = pid_t(rest[0]), pid > 0 else { continue }
            if kill(pid, 0) == 0 || errno == EPERM { continue }
            unlink((folder.isEmpty ? "" : folder) + entry)
        }
    }

    /// Takes the batch lock of one errors file for the rest of the process (`DIR/.NAME.lock`,
    /// `flock`): a second run writing the same errors file into the same folder at the same
    /// time is refused (73) rather than delete the first run's report of its bad lines.
    /// - Returns: the lock file's path, to remove when the run ends (a signal removes it too).
    @discardableResult
    static func lockBatch(errorsFile: String, folder: String) throws(CLIError) -> String {
        let slash = errorsFile.lastIndex(of: "/")
        let name = slash.map { String(errorsFile[errorsFile.index(after: $0)...]) } ?? errorsFile
        let lockPath = (slash.map { String(errorsFile[...$0]) } ?? "") + "." + name + ".lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(lockPath, reason: lastError) }
        // Held, and still the file at that path: a run that ends removes its lock file, so a lock
        // taken on a file already removed would be no lock at all.
        var held = stat()
        var named = stat()
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, fstat(descriptor, &held) == 0, stat(lockPath, &named) == 0,
              held.st_dev == named.st_dev, held.st_ino == named.st_ino else {
            close(descriptor)
            throw .cannotCreate("another batch is writing \(name) in \(folder) now (its lock \(lockPath) is held); "
                                + "give each run its own --output-dir or --shard")
        }
        // Held until the process ends; the descriptor is never closed before then. The file goes
        // when the run ends (removed while still held, so no other run can take it meanwhile).
        cleanup.register(path: lockPath)
        return lockPath
    }
}
