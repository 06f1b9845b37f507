import Foundation

/// Times whole processes: spawned with posix_spawn, reaped with waitpid.
///
/// Foundation's `Process.waitUntilExit` polls a run loop, which adds tens of
/// milliseconds to a process that itself takes fifty.
enum SpawnTimer {
    /// The best wall time of `runs` runs (standard output to /dev/null), or nil if a run failed.
    static func bestTime(_ executable: String, _ arguments: [String], standardInput: URL? = nil, runs: Int) -> Double? {
        var best = Double.infinity
        for _ in 0..<runs {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, standardInput?.path ?? "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            let argv = ([executable] + arguments).map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            var pid: pid_t = 0
            let clock = ContinuousClock()
            let start = clock.now
            guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
            var status: Int32 = 0
            guard waitpid(pid, &status, 0) == pid else { return nil }
            let elapsed = (clock.now - start).seconds
            guard status == 0 else { return nil }  // exited normally with 0
            best = min(best, elapsed)
        }
        return best
    }

    /// The best wall time of `runs` runs of a command that writes its own output, with the
    /// largest peak resident memory of any run (`wait4`'s `ru_maxrss`); `before` runs ahead of
    /// each. Nil if a run failed.
    static func best(_ executable: String, _ arguments: [String], runs: Int,
                     before: () -> Void = {}) -> (seconds: Double, peakResidentBytes: Int)? {
        var best = Double.infinity
        var peak = 0
        for _ in 0..<max(runs, 1) {
            before()
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            let argv = ([executable] + arguments).map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            var pid: pid_t = 0
            let clock = ContinuousClock()
            let start = clock.now
            guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
            var status: Int32 = 0
            var usage = rusage()
            guard wait4(pid, &status, 0, &usage) == pid else { return nil }
            let elapsed = (clock.now - start).seconds
            guard status == 0 else { return nil }
            best = min(best, elapsed)
            #if canImport(Darwin)
            peak = max(peak, Int(usage.ru_maxrss))  // bytes on Darwin
            #else
            peak = max(peak, Int(usage.ru_maxrss) * 1024)  // kilobytes on Linux
            #endif
        }
        return (best, peak)
    }
}
