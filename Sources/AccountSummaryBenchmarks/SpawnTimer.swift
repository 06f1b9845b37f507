import Foundation

/// Times whole processes: spawned with posix_spawn, reaped with waitpid.
///
/// Foundation's `Process.waitUntilExit` polls a run loop, which adds tens of
/// milliseconds to a process that itself takes fifty.
enum SpawnTimer {
    /// `account-summary`, built beside this executable.
    static let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("account-summary")

    /// How ``tool`` was linked, for the figures that time whole processes: the Swift runtime
    /// and Foundation linked in (`swift build -c release --static-swift-stdlib`, as
    /// `deploy/container/Dockerfile` builds the tool a bank runs and `.ci/run` builds it for
    /// these figures) or loaded from shared libraries at every start (a plain release build:
    /// about 9 ms more of each process's time on the machine the package is built on).
    static var toolLinkage: String {
        guard let binary = try? Data(contentsOf: tool, options: .alwaysMapped) else { return "unknown" }
        return binary.range(of: Data("libswiftCore.so".utf8)) == nil
            ? "the Swift runtime linked in (--static-swift-stdlib, as deploy/container builds it)"
            : "the Swift runtime in shared libraries (a plain release build; --static-swift-stdlib, as deploy/ ships it, starts faster)"
    }

    /// Nil when ``tool`` is there; else what to print.
    static var toolProblem: String? {
        FileManager.default.isExecutableFile(atPath: tool.path) ? nil : "\(tool.path) is missing: build it first with swift build -c release"
    }

    /// The best wall time of `runs` runs (standard output to /dev/null), or nil if a run failed.
    static func bestTime(_ executable: String, _ arguments: [String], standardInput: URL? = nil, runs: Int) -> Double? {
        var best = Double.infinity
        for _ in 0..<runs {
            let clock = ContinuousClock()
            let start = clock.now
            guard let pid = spawn([executable] + arguments, standardInput: standardInput?.path ?? "/dev/null") else { return nil }
            var status: Int32 = 0
            guard waitpid(pid, &status, 0) == pid else { return nil }
            let elapsed = (clock.now - start).seconds
            guard status == 0 else { return nil }  // exited normally with 0
            best = min(best, elapsed)
        }
        return best
    }

    /// The least CPU time (user + system, from `wait4`) of `runs` runs: a process's own cost,
    /// whatever else the machine does; nil if a run failed.
    static func bestProcessTime(_ executable: String, _ arguments: [String], runs: Int) -> Double? {
        var best = Double.infinity
        for _ in 0..<runs {
            guard let pid = spawn([executable] + arguments, standardInput: "/dev/null") else { return nil }
            var status: Int32 = 0
            var usage = rusage()
            guard wait4(pid, &status, 0, &usage) == pid, status == 0 else { return nil }
            let seconds = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
            best = min(best, seconds)
        }
        return best
    }

    /// What a command writes to standard output, run once untimed; nil if it failed.
    static func output(_ executable: String, _ arguments: [String], standardInput: URL) -> Data? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("account-summary-output-\(getpid())")
        defer { try? FileManager.default.removeItem(at: file) }
        guard let pid = spawn([executable] + arguments, standardInput: standardInput.path, standardOutput: file.path) else { return nil }
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid, status == 0 else { return nil }
        return try? Data(contentsOf: file)
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
            guard let pid = spawn([CommandLine.arguments[0], "run-measured", executable] + arguments, standardOutput: report.path)
            else { return nil }
            var status: Int32 = 0
            guard waitpid(pid, &status, 0) == pid, status == 0,
                  let fields = try? String(contentsOf: report, encoding: .utf8).split(whereSeparator: \.isWhitespace),
                  fields.count == 2, let seconds = Double(fields[0]), let bytes = Int(fields[1]) else { return nil }
            best = min(best, seconds)
            peak = max(peak, bytes)
        }
        return (best, peak)
    }

    /// `run-measured COMMAND [ARGUMENT …]`: runs the command (standard input and output
    /// /dev/null) and prints its wall time in seconds and its peak resident bytes; exits 1 if
    /// it failed.
    static func runMeasured(_ command: [String]) -> Int32 {
        let clock = ContinuousClock()
        let start = clock.now
        guard !command.isEmpty, let pid = spawn(command) else { return 1 }
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

    /// Starts `command` (its executable first) with standard input and output from and to
    /// the given files; its process id, or nil if it could not start.
    private static func spawn(_ command: [String], standardInput: String = "/dev/null",
                              standardOutput: String = "/dev/null") -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = command.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, command[0], &actions, nil, argv, environ) == 0 else { return nil }
        return pid
    }
}
