import Foundation

/// A real terminal as an oracle: how many columns tmux's cursor moves for a text.
///
/// Each text is printed, followed by `|`, into its own window of a private tmux server
/// (its own socket, 400 columns, UTF-8); once the `|` shows, the cursor's column less
/// one is the text's width as the terminal laid it out, independently of `DisplayWidth`.
///
/// ```swift
/// try Tmux.columns(of: ["abc", "日本語", "का"])  // [3, 6, 2]
/// ```
///
/// tmux is optional on a developer's machine: tests that need it are enabled by
/// ``isAvailable`` and say ``absence`` when skipped; `.ci/run` installs it, and with `CI`
/// set its absence is a failure.
public enum Tmux {
    /// The tmux executable on `PATH`, if any.
    public static let path: String? = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/tmux"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    public static var isAvailable: Bool { path != nil }

    /// The one line a skipped test prints.
    public static let absence = "needs tmux to compare widths with a real terminal (apt-get install tmux)"

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The columns tmux's cursor advances for each text (each printed alone at the start of a line).
    public static func columns(of texts: [String]) throws -> [Int] {
        try withServer { path, socket, folder in try columns(of: texts, path: path, socket: socket, folder: folder) }
    }

    /// What a terminal `width` columns wide shows after running `command` (its screen and
    /// scrollback, lines that wrapped joined, trailing spaces dropped by tmux).
    ///
    /// ```swift
    /// try Tmux.screen(running: ["/path/to/account-summary", "demo"], width: 50)
    /// ```
    public static func screen(running command: [String], width: Int, in directory: URL? = nil) throws -> String {
        try withServer { path, socket, folder in
            let script = folder.appendingPathComponent("run.sh")
            let quoted = command.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
            let cd = directory.map { "cd '\($0.path)' && " } ?? ""
            try Data("\(cd)\(quoted); printf '\\n__done__'; sleep 600\n".utf8).write(to: script)
            _ = try run(path, ["-L", socket, "new-session", "-d", "-s", "screen", "-x", String(width), "-y", "300", "sh '\(script.path)'"])
            for _ in 0..<500 {
                let screen = try run(path, ["-L", socket, "capture-pane", "-p", "-J", "-S", "-", "-t", "screen"])
                if let end = screen.range(of: "\n__done__") { return String(screen[..<end.lowerBound]) }
                Thread.sleep(forTimeInterval: 0.02)
            }
            throw Failure(description: "tmux never finished \(command.joined(separator: " "))")
        }
    }

    /// Runs `body` with a private tmux server (its socket name) and a temporary folder.
    private static func withServer<T>(_ body: (_ path: String, _ socket: String, _ folder: URL) throws -> T) throws -> T {
        guard let path else { throw Failure(description: absence) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let socket = "account-summary-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        defer {
            _ = try? run(path, ["-L", socket, "kill-server"])
            try? FileManager.default.removeItem(at: folder)
        }
        // The server lives only as long as the process that started it (Foundation's child
        // processes take their descendants with them), so a shell that starts it then waits
        // holds it; its descriptors are none of ours, or reading a pipe to its end would wait
        // for the server to exit.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/bin/sh")
        holder.arguments = ["-c", "\"$0\" -L \"$1\" -u -f /dev/null new-session -d -s oracle -x 400 -y 5 'sleep 600' && exec sleep 600",
                            path, socket]
        holder.environment = environment
        holder.standardInput = FileHandle.nullDevice
        holder.standardOutput = FileHandle.nullDevice
        holder.standardError = FileHandle.nullDevice
        try holder.run()
        defer { holder.terminate() }
        var started = false
        for _ in 0..<250 where !started {
            started = try run(path, ["-L", socket, "has-session", "-t", "oracle"], status: true) == "0"
            if !started { Thread.sleep(forTimeInterval: 0.02) }
        }
        guard started else { throw Failure(description: "tmux did not start") }
        return try body(path, socket, folder)
    }

    private static func columns(of texts: [String], path: String, socket: String, folder: URL) throws -> [Int] {
        var windows: [String] = []
        for (index, text) in texts.enumerated() {
            let file = folder.appendingPathComponent("\(index).txt")
            try Data((text + "|").utf8).write(to: file)
            let window = try run(path, ["-L", socket, "new-window", "-d", "-P", "-F", "#{window_id}", "cat '\(file.path)'; sleep 120"])
            windows.append(window.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        var columns: [Int] = []
        for (index, window) in windows.enumerated() {
            var shown = false
            for _ in 0..<200 where !shown {
                let screen = try run(path, ["-L", socket, "capture-pane", "-p", "-t", window])
                shown = screen.split(separator: "\n").first?.hasSuffix("|") == true
                if !shown { Thread.sleep(forTimeInterval: 0.02) }
            }
            guard shown else { throw Failure(description: "tmux never showed text \(index)") }
            let cursor = try run(path, ["-L", socket, "display-message", "-p", "-t", window, "#{cursor_x} #{cursor_y}"])
            let numbers = cursor.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            guard numbers.count == 2, numbers[1] == 0 else {
                throw Failure(description: "text \(index) did not stay on one line of tmux (cursor \(cursor))")
            }
            columns.append(numbers[0] - 1)
        }
        return columns
    }

    /// tmux in a UTF-8 locale, outside any tmux the tests may run in.
    private static let environment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = "C.UTF-8"
        environment.removeValue(forKey: "TMUX")
        environment.removeValue(forKey: "COLUMNS")
        return environment
    }()

    /// Runs tmux; returns its standard output, or with `status`, its exit status.
    private static func run(_ executable: String, _ arguments: [String], status: Bool = false) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard !status else {
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return String(process.terminationStatus)
        }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
