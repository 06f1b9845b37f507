import Foundation

/// The process's live threads, for waiting until a read's helper thread has exited.
///
/// A streamed read with two jobs returns once its parser thread has handed over the outcome;
/// the thread then exits on its own, releasing what it still holds. LeakSanitizer checks for
/// leaks right after each input, and memory an exiting thread is still releasing is reported
/// as leaked (seen once in about 1,800 inputs: a JSON error's path, made on that thread). The
/// statement target waits for the thread to be gone, so that only real leaks are reported.
///
/// ```swift
/// let before = ThreadCount.now
/// _ = try? StatementReader.read(streaming: buffer, jobs: 2)
/// ThreadCount.waitUntil(atMost: before)
/// ```
enum ThreadCount {
    /// The number of threads, from `/proc/self/task` (nil where there is no `/proc`).
    static var now: Int? {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task"))?.count
    }

    /// Waits (up to a second) until at most `count` threads are left.
    static func waitUntil(atMost count: Int?) {
        guard let count else { return }
        for _ in 0..<20_000 {
            guard let current = now, current > count else { return }
            usleep(50)
        }
    }
}
