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
    /// largest peak resident memory of any run; `before` runs ahead of each. Nil if a run failed.
    ///
    /// Each run goes through this executable's `run-measured` mode, which spawns the command
    /// and reports what `wait4` says of it. Spawned straight from here, the command's peak
    /// would start at this process's own: `posix_spawn` shares this address space until the
    /// command starts, and Linux keeps that space's high-water mark for the child.
    static func best(_ executable: String, _ arguments: [String], runs: Int,
                     before: () -> Void = {}) -> (seconds: Double, peakResidentBytes: Int)? {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("account-summary-measured-\(getpid())")
        defer { try? FileManager.default.removeItem(at: report) }
        var best = Double.infinity
        var peak = 0
        for _ in 0..<max(runs, 1) {
            before()
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, report.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            let argv = ([CommandLine.arguments[0], "run-measured", executable] + arguments).map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            var pid: pid_t = 0
            guard posix_spawn(&pid, CommandLine.arguments[0], &actions, nil, argv, environ) == 0 else { return nil }
            var status: Int32 = 0
            guard waitpid(pid, &status, 0) == pid, status == 0,
                  let text = try? String(contentsOf: report, encoding: .utf8) else { return nil }
            let fields = text.split(separator: " ")
            guard fields.count == 2, let seconds = Double(fields[0]), let bytes = Int(fields[1].trimmingCharacters(in: .whitespacesAndNewlines)) else {
                return nil
            }
            best = min(best, seconds)
            peak = max(peak, bytes)
        }
        return (best, peak)
    }

    /// `run-measured COMMAND [ARGUMENT …]`: runs the command (standard input and output
    /// /dev/null) and prints its wall time in seconds and its peak resident bytes; exits 1 if
    /// it failed.
    static func runMeasured(_ command: [String]) -> Int32 {
        guard let executable = command.first else { return 64 }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let start = clock.now
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return 1 }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return 1 }
        let elapsed = (clock.now - start).seconds
        guard status == 0 else { return 1 }
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)  // bytes on Darwin
        #else
        let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #endif
        print(String(format: "%.6f", elapsed), peak)
        return 0
    }
}
